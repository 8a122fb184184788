import { sql, type Kysely, type RawBuilder } from 'kysely';
import { isPostgres } from './helpers.ts';

/** What decides who sees an entry on which day. */
const COLUMNS = ['environment_id', 'owner_environment_id', 'lock_id', 'occurred_at'];

/**
 * How many entries of the lock protocol of all locks each environment sees, per UTC day of
 * `occurred_at`. That protocol is two disjoint sets (017): the entries of locks an environment
 * owned when they were written, and those it caused on locks owned by others. A page's total
 * used to count both sets' index entries over the whole range, so a year of a busy environment
 * cost milliseconds for the total alone. The total of a range is now the sum of its whole days
 * here plus the entries of its two partial days (src/modules/protocols/lock-protocol.ts).
 *
 * Triggers keep the counts in the statement that writes, changes or deletes entries, so they are
 * never stale (SQLite: for each row; PostgreSQL: once per statement). On PostgreSQL a day's count
 * is the sum of up to 32 rows, one per connection shard as the change counters have (019), so
 * that an environment's writers do not queue for one row; SQLite has a single writer and uses
 * shard 0.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable('lock_protocol_days')
    .addColumn('environment_id', 'bigint', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('shard', 'integer', (c) => c.notNull())
    .addColumn('entries', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('lock_protocol_days_pk', ['environment_id', 'day', 'shard'])
    .execute();
  const shard = postgres ? sql`data_version_shard()` : sql`0`;
  /** Adds `delta` for each of `rows` to its day, for each environment that sees it. */
  const count = (rows: RawBuilder<unknown>, delta: number) => sql`
    insert into lock_protocol_days (environment_id, day, shard, entries)
    select environment_id, day, ${shard}, ${sql.lit(delta)} * count(*) from (${viewers(rows)}) seen
    where true group by environment_id, day order by environment_id, day
    on conflict (environment_id, day, shard) do update set entries = lock_protocol_days.entries + excluded.entries;`;
  await count(sql`lock_protocol`, 1).execute(db);

  if (postgres) {
    // Once per statement, over its transition tables: a lock's synchronization writes thousands
    // of entries in a few statements, and a function call per row would cost more than the row.
    const [inserted, deleted] = [sql`inserted`, sql`deleted`];
    await sql`
      create function lock_protocol_days_count() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then ${count(deleted, -1)} end if;
        if tg_op <> 'DELETE' then ${count(inserted, 1)} end if;
        return null;
      end $$`.execute(db);
    // PostgreSQL allows transition tables only on triggers of one event without a column list.
    const transitions = {
      INSERT: 'new table as inserted',
      DELETE: 'old table as deleted',
      UPDATE: 'old table as deleted new table as inserted',
    };
    for (const [event, tables] of Object.entries(transitions)) {
      await sql`create trigger ${sql.raw(`lock_protocol_days_${event.toLowerCase()}`)} after ${sql.raw(event)} on lock_protocol
        referencing ${sql.raw(tables)} for each statement execute function lock_protocol_days_count()`.execute(db);
    }
    return;
  }
  const row = (name: 'new' | 'old') => sql.raw(`(select ${COLUMNS.map((c) => `${name}.${c} as ${c}`).join(', ')})`);
  await sql`create trigger lock_protocol_days_insert after insert on lock_protocol begin ${count(row('new'), 1)} end`.execute(db);
  await sql`create trigger lock_protocol_days_delete after delete on lock_protocol begin ${count(row('old'), -1)} end`.execute(db);
  await sql`create trigger lock_protocol_days_update after update of ${sql.raw(COLUMNS.join(', '))} on lock_protocol
    begin ${count(row('old'), -1)} ${count(row('new'), 1)} end`.execute(db);
}

/**
 * The environments that see the entries of `rows` in their protocol of all locks, with the
 * entries' days: the owner of the lock, and the producer when that is another environment.
 */
function viewers(rows: RawBuilder<unknown>) {
  return sql`
    select owner_environment_id as environment_id, substr(occurred_at, 1, 10) as day from ${rows} r where lock_id is not null
    union all
    select environment_id, substr(occurred_at, 1, 10) from ${rows} r
    where lock_id is not null and environment_id <> owner_environment_id`;
}
