import { sql, type Kysely, type RawBuilder } from 'kysely';
import { isPostgres } from './helpers.ts';
import { seeingEnvironments, WATCHED } from './016_environment_data_versions.ts';

/**
 * PostgreSQL: a transaction counts a change once per counter, not once per row it writes.
 *
 * The counter triggers (009, 016, 019) are row triggers deferred to commit, and each of them
 * bumped its counter rows again. Every update of a row within one transaction leaves a version
 * the next update walks past, so a statement of n rows cost O(n²): one insert of 20 000 lock
 * protocol entries (a lock's synchronization, a bulk load) took 4.8 s, 0.57 s without the
 * trigger. A cached read needs no more than one bump per transaction: it compares counters, and
 * the transaction's rows and its bump become visible together at commit.
 *
 * So the trigger remembers in a transaction-local setting which counters it has bumped, and
 * bumps only the others. The memo is a list (`,5,9,`) the size of the environments one
 * transaction touches; past 8 000 characters it starts again, which only costs a bump more.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  const counters = [
    ...WATCHED.map((w) => ({
      fn: `${w.table}_environment_data`,
      bump: bumpOnce(
        'data',
        seeingEnvironments(w, (c) => sql`r.${sql.raw(c)}`),
      ),
    })),
    { fn: 'bump_credentials_version', bump: bumpOnce('credentials', sql`select 0 as e`) },
  ];
  for (const { fn, bump } of counters) {
    await sql`
      create or replace function ${sql.raw(fn)}() returns trigger language plpgsql as $$
      declare r record;
      begin
        if tg_op = 'DELETE' then r := old; else r := new; end if;
        ${bump}
        return null;
      end $$`.execute(db);
  }
}

/** Bumps, in this connection's shard and in ascending order (019), the counters of `environments` not bumped yet in this transaction. */
function bumpOnce(resource: 'data' | 'credentials', environments: RawBuilder<unknown>) {
  const memo = sql.lit(`access_cloud.counted_${resource}`);
  return sql`
    declare
      counted text := coalesce(nullif(current_setting(${memo}, true), ''), ',');
      fresh bigint[];
    begin
      select array_agg(distinct e order by e) into fresh from (${environments}) seen
      where e is not null and position(',' || e || ',' in counted) = 0;
      if fresh is not null then
        insert into data_version_shards (environment_id, resource, shard, version)
        select e, ${sql.lit(resource)}, data_version_shard(), 1 from unnest(fresh) e order by e
        on conflict (environment_id, resource, shard) do update set version = data_version_shards.version + 1;
        if length(counted) > 8000 then counted := ','; end if;
        perform set_config(${memo}, counted || array_to_string(fresh, ',') || ',', true);
      end if;
    end;`;
}
