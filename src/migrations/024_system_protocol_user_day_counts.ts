import { sql, type Kysely, type RawBuilder } from 'kysely';
import { dropCountingTriggers, installCountingTriggers, isPostgres } from './helpers.ts';

/**
 * The system protocol's event and user filters in a busy environment (200 000 entries of its
 * own): a page read the entries newest first until it had a page of the type or user, and a
 * user's total counted them. A year of a type the environment has none of took 148 ms, of a
 * user without entries 293 ms, of a user with 30 000 entries 145 ms.
 *
 * The day counts of 023 are kept per user as well (`user_id` 0 for entries without one), so a
 * user's total adds whole days as the event type's does, and a page of a type or user first
 * asks the day counts whether the window has any (see listSystemProtocol). Indexes of type and
 * of user would serve every such page, but each is a B-tree more that every write's commit
 * writes whole pages of (measured: 11% of `PUT /v1/persons`). The counts are rebuilt from the
 * entries, by the triggers of 023 with the user among their columns.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await dropCountingTriggers(db, { table: 'system_protocol', name: 'system_protocol_days_count' });
  await db.schema.dropTable('system_protocol_days').execute();
  await db.schema
    .createTable('system_protocol_days')
    .addColumn('environment_id', 'bigint', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('shard', 'integer', (c) => c.notNull())
    .addColumn('entries', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('system_protocol_days_pk', ['environment_id', 'day', 'event_type', 'user_id', 'shard'])
    .execute();
  const shard = isPostgres(db) ? sql`data_version_shard()` : sql`0`;
  const key = sql`environment_id, substr(created_at, 1, 10), event_type, coalesce(user_id, 0)`;
  /** Adds `delta` for each of `rows` to its environment's count of its day, type and user. */
  const count = (rows: RawBuilder<unknown>, delta: number) => sql`
    insert into system_protocol_days (environment_id, day, event_type, user_id, shard, entries)
    select ${key}, ${shard}, ${sql.lit(delta)} * count(*) from ${rows} r
    where true group by ${key} order by ${key}
    on conflict (environment_id, day, event_type, user_id, shard) do update set entries = system_protocol_days.entries + excluded.entries;`;
  await count(sql`system_protocol`, 1).execute(db);
  await installCountingTriggers(db, {
    table: 'system_protocol',
    name: 'system_protocol_days_count',
    columns: ['environment_id', 'created_at', 'event_type', 'user_id'],
    count,
  });
}
