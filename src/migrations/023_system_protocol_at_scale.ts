import { sql, type Kysely, type RawBuilder } from 'kysely';
import { installCountingTriggers, isPostgres } from './helpers.ts';

/**
 * The system protocol of an environment with 1 000 000 entries, as fast as with 1 000. Every
 * write through the interface adds an entry, so a busy environment has millions.
 *
 * A page's total counted the window's entries: 118 ms for a year of 1 000 000. Now, as the lock
 * protocol of all locks does (020), it adds the whole days of the window from
 * `system_protocol_days` (entries per environment, UTC day of `created_at` and event type, so
 * that the event filter and the types an older client does not know are counted too) to the
 * entries of its partial first and last day. The counts are kept by triggers in the statement
 * that writes (PostgreSQL: in the writing connection's shard).
 *
 * A page of one lock or medium read the environment's entries newest first until it had a page
 * of that lock (225 ms for a lock with none): indexes of lock and medium in the page's order now
 * serve such a page, and its total counts the lock's or medium's own entries.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ['lock_id', 'medium_id']) {
    await db.schema
      .createIndex(`system_protocol_env_${column.slice(0, -3)}_time`)
      .on('system_protocol')
      .columns(['environment_id', column, 'created_at', 'id'])
      .execute();
  }
  await db.schema
    .createTable('system_protocol_days')
    .addColumn('environment_id', 'bigint', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('shard', 'integer', (c) => c.notNull())
    .addColumn('entries', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('system_protocol_days_pk', ['environment_id', 'day', 'event_type', 'shard'])
    .execute();
  const shard = isPostgres(db) ? sql`data_version_shard()` : sql`0`;
  /** Adds `delta` for each of `rows` to its environment's count of its day and type. */
  const count = (rows: RawBuilder<unknown>, delta: number) => sql`
    insert into system_protocol_days (environment_id, day, event_type, shard, entries)
    select environment_id, substr(created_at, 1, 10), event_type, ${shard}, ${sql.lit(delta)} * count(*) from ${rows} r
    where true group by environment_id, substr(created_at, 1, 10), event_type
    order by environment_id, substr(created_at, 1, 10), event_type
    on conflict (environment_id, day, event_type, shard) do update set entries = system_protocol_days.entries + excluded.entries;`;
  await count(sql`system_protocol`, 1).execute(db);
  await installCountingTriggers(db, {
    table: 'system_protocol',
    name: 'system_protocol_days_count',
    columns: ['environment_id', 'created_at', 'event_type'],
    count,
  });
}
