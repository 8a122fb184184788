import { sql, type Kysely, type RawBuilder } from 'kysely';
import { isPostgres } from './helpers.ts';
import { seeingEnvironments, WATCHED } from './016_environment_data_versions.ts';

/**
 * Counts a change for each of `environments` (a query of column `e`) in this connection's shard,
 * in ascending environment order as before: transactions take counter rows in one order.
 */
const bump = (resource: 'data' | 'credentials', environments: RawBuilder<unknown>) => sql`
  insert into data_version_shards (environment_id, resource, shard, version)
  select e, ${sql.lit(resource)}, data_version_shard(), 1 from (${environments}) seen where e is not null order by e
  on conflict (environment_id, resource, shard) do update set version = data_version_shards.version + 1;`;

/**
 * PostgreSQL: every change counter (007, 009, 016) becomes the sum of up to 32 rows, and a
 * transaction bumps the row of its own connection's shard.
 *
 * With one row per counter, every transaction of an environment updated that row at commit and
 * held its lock until the commit's log flush was done, so the environment's writes committed one
 * after another. pgbench, running the statements of a person update (update, system protocol
 * entry, webhook lookup) on 10 connections, made 2 900–3 900 transactions/s with one row per
 * counter, 5 100–5 200 with the rows of this migration, and 7 200 with no counter triggers at all.
 *
 * `data_versions` becomes a view of the sums, so what reads it (API nodes of any version) reads
 * a counter that still grows with every committed change. A connection runs one transaction at
 * a time, so two transactions share a row only when their connections' process ids meet modulo
 * 32. SQLite has a single writer: its counters stay single rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter table data_versions rename to data_version_shards`.execute(db);
  await sql`alter table data_version_shards add column shard integer not null default 0`.execute(db);
  await sql`alter table data_version_shards
    drop constraint data_versions_pk,
    add constraint data_version_shards_pk primary key (environment_id, resource, shard)`.execute(db);
  await sql`create view data_versions as
    select environment_id, resource, cast(sum(version) as bigint) as version
    from data_version_shards group by environment_id, resource`.execute(db);
  await sql`create function data_version_shard() returns integer language sql stable as $$
    select pg_backend_pid() % 32 $$`.execute(db);
  for (const w of WATCHED) {
    await sql`
      create or replace function ${sql.raw(`${w.table}_environment_data`)}() returns trigger language plpgsql as $$
      declare r record;
      begin
        if tg_op = 'DELETE' then r := old; else r := new; end if;
        ${bump(
          'data',
          seeingEnvironments(w, (c) => sql`r.${sql.raw(c)}`),
        )}
        return null;
      end $$`.execute(db);
  }
  await sql`
    create or replace function bump_credentials_version() returns trigger language plpgsql as $$
    begin
      ${bump('credentials', sql`select 0 as e`)}
      return null;
    end $$`.execute(db);
}
