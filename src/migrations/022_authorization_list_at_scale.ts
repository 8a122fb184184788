import { sql, type Kysely, type RawBuilder } from 'kysely';
import { installCountingTriggers, isPostgres } from './helpers.ts';

/** What decides which counts an authorization is in. */
export const COLUMNS = ['environment_id', 'lock_id', 'area_id'];

/**
 * The authorization list of an environment with 1 000 000 authorizations, as fast as with 1 000.
 *
 * Its page of one lock or area read the environment's authorizations newest first until it had
 * a page of that lock (430 ms for a lock with none): the indexes of lock and area now hold the
 * order too, so such a page is read from them.
 *
 * Its totals counted index entries: 25 ms for the whole list. `authorization_counts` now holds
 * how many authorizations each environment has, in all, per lock and per area. A medium's or a
 * person's authorizations are few (one per lock or area at most) and are still counted from the
 * rows. The counts are kept as the day counts of 020 are: by triggers in the statement that
 * writes, so never stale (SQLite: for each row; PostgreSQL: once per statement, in the writing
 * connection's shard, so that an environment's writers do not queue for one row).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  for (const column of ['lock_id', 'area_id']) {
    const name = `authorizations_${column.slice(0, -3)}`;
    await db.schema.dropIndex(name).execute();
    await db.schema.createIndex(name).on('authorizations').columns(['environment_id', column, 'created_at', 'id']).execute();
  }
  await db.schema
    .createTable('authorization_counts')
    .addColumn('environment_id', 'bigint', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('target_id', 'bigint', (c) => c.notNull())
    .addColumn('shard', 'integer', (c) => c.notNull())
    .addColumn('authorizations', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('authorization_counts_pk', ['environment_id', 'scope', 'target_id', 'shard'])
    .execute();
  const count = authorizationCounting(postgres);
  await count(sql`authorizations`, 1).execute(db);
  await installCountingTriggers(db, { table: 'authorizations', name: 'authorization_counts_count', columns: COLUMNS, count });
}

/** Adds `delta` for each of `rows` to each count it is in (the statement of the counting triggers). */
export function authorizationCounting(postgres: boolean): (rows: RawBuilder<unknown>, delta: number) => RawBuilder<unknown> {
  const shard = postgres ? sql`data_version_shard()` : sql`0`;
  return (rows, delta) => sql`
    insert into authorization_counts (environment_id, scope, target_id, shard, authorizations)
    select environment_id, scope, target_id, ${shard}, ${sql.lit(delta)} * count(*) from (${countsOf(rows)}) counted
    where true group by environment_id, scope, target_id order by environment_id, scope, target_id
    on conflict (environment_id, scope, target_id, shard)
    do update set authorizations = authorization_counts.authorizations + excluded.authorizations;`;
}

/** The counts each of `rows` is in: its environment's, its lock's or its area's. */
function countsOf(rows: RawBuilder<unknown>) {
  return sql`
    select environment_id, 'environment' as scope, 0 as target_id from ${rows} r
    union all
    select environment_id, 'lock', lock_id from ${rows} r where lock_id is not null
    union all
    select environment_id, 'area', area_id from ${rows} r where area_id is not null`;
}
