import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers.ts';

/**
 * One change counter for everything an API key's authentication depends on (data_versions row
 * environment 0, resource `credentials`): a key revoked, deleted or given another revision, an environment activated,
 * deactivated or its simulator clock moved. API nodes cache authenticated keys and watch this
 * counter, so a revocation made anywhere (CLI, another node) stops the key on every node at once.
 *
 * Only changes of those columns count: a row lock taken with a no-op update of an environment
 * (src/kernel/db/row-lock.ts) must not invalidate every node's cache.
 */
const WATCHED = [
  { table: 'api_keys', columns: ['revoked_at', 'hash', 'environment_id', 'revision'] },
  { table: 'environments', columns: ['activated_at', 'clock_offset_ms', 'kind', 'customer_id'] },
];

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`
      create function bump_credentials_version() returns trigger language plpgsql as $$
      begin
        insert into data_versions (environment_id, resource, version) values (0, 'credentials', 1)
        on conflict (environment_id, resource) do update set version = data_versions.version + 1;
        return null;
      end $$`.execute(db);
    for (const { table, columns } of WATCHED) {
      // Deferred to commit, like the counters of 007, so it never takes part in lock ordering.
      await sql`
        create constraint trigger ${sql.raw(`${table}_credentials_version`)}
        after update of ${sql.join(columns.map((c) => sql.ref(c)))} or delete on ${sql.table(table)}
        deferrable initially deferred
        for each row execute function bump_credentials_version()`.execute(db);
    }
    return;
  }
  const bump = sql`insert into data_versions (environment_id, resource, version) values (0, 'credentials', 1)
    on conflict (environment_id, resource) do update set version = version + 1;`;
  for (const { table, columns } of WATCHED) {
    await sql`create trigger ${sql.raw(`${table}_credentials_version_update`)}
      after update of ${sql.join(columns.map((c) => sql.ref(c)))} on ${sql.table(table)} begin ${bump} end`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_credentials_version_delete`)}
      after delete on ${sql.table(table)} begin ${bump} end`.execute(db);
  }
}
