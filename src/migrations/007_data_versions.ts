import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers.ts';

/**
 * Change counters per environment and resource, for validating cached reads (see
 * src/kernel/http/read-cache.ts). Triggers bump them in the same transaction as every change of the
 * resource's table, whoever makes it (interface, admin CLI, test-data reset, another API node),
 * so a counter read after a commit always tells whether data read earlier is still current.
 * Rows are never deleted: a counter only grows, so a value once seen never stands for other data.
 *
 * On PostgreSQL the counter row is taken at commit (deferred constraint trigger): taken at the
 * first changed row instead, two transactions changing overlapping rows of one environment
 * would wait for each other's row locks in opposite order.
 */
const VERSIONED_TABLES = ['persons'];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('data_versions')
    .addColumn('environment_id', 'bigint', (c) => c.notNull())
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('data_versions_pk', ['environment_id', 'resource'])
    .execute();
  if (isPostgres(db)) {
    await sql`
      create function bump_data_version() returns trigger language plpgsql as $$
      begin
        insert into data_versions (environment_id, resource, version)
        values (coalesce(new.environment_id, old.environment_id), tg_table_name, 1)
        on conflict (environment_id, resource) do update set version = data_versions.version + 1;
        return null;
      end $$`.execute(db);
    for (const table of VERSIONED_TABLES) {
      await sql`
        create constraint trigger ${sql.raw(`${table}_data_version`)}
        after insert or update or delete on ${sql.table(table)}
        deferrable initially deferred
        for each row execute function bump_data_version()`.execute(db);
    }
    return;
  }
  for (const table of VERSIONED_TABLES) {
    for (const [event, row] of [
      ['insert', 'new'],
      ['update', 'new'],
      ['delete', 'old'],
    ] as const) {
      await sql`
        create trigger ${sql.raw(`${table}_data_version_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
        begin
          insert into data_versions (environment_id, resource, version)
          values (${sql.raw(row)}.environment_id, ${sql.lit(table)}, 1)
          on conflict (environment_id, resource) do update set version = version + 1;
        end`.execute(db);
    }
  }
}
