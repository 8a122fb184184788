import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/kernel/config.ts';
import { inTransaction } from '../../../src/kernel/context.ts';
import type { Database } from '../../../src/kernel/db/schema.ts';
import { makeDeps } from '../../../src/wiring.ts';
import { createTestDatabase, TEST_DIALECT, type TestDatabase } from '../../helpers/database.ts';

describe.runIf(TEST_DIALECT === 'postgres')('statements on PostgreSQL', () => {
  let database: TestDatabase;
  beforeAll(async () => (database = await createTestDatabase()));
  afterAll(() => database.drop());

  /**
   * The statements the transaction's connection has prepared, after running `work` on it, and
   * how often each was planned for any values (generic) and for its values (custom).
   */
  const preparedAfter = (work: (tx: Kysely<Database>) => Promise<unknown>) =>
    database.store.db.transaction().execute(async (tx) => {
      await work(tx);
      const { rows } = await sql<{ statement: string; generic: number; custom: number }>`
        select statement, generic_plans as generic, custom_plans as custom from pg_prepared_statements`.execute(tx);
      return rows;
    });

  it('are prepared once per connection when they have parameters, and run again by name', async () => {
    const statements = await preparedAfter(async (tx) => {
      for (const environmentId of [1, 2]) await tx.selectFrom('persons').select('id').where('environment_id', '=', environmentId).execute();
    });
    expect(statements.filter((s) => s.statement === 'select "id" from "persons" where "environment_id" = $1')).toHaveLength(1);
  });

  it('are planned once for any values (a generic plan), not at each run', async () => {
    // Without the session setting, PostgreSQL plans the first five runs for their values.
    const statements = await preparedAfter(async (tx) => {
      for (const day of ['2026-01-01', '2026-06-01', '2026-11-01'])
        await tx.selectFrom('events').select('id').where('environment_id', '=', 1).where('created_at', '>', day).execute();
    });
    expect(statements.filter((s) => s.statement.includes('from "events"'))).toMatchObject([{ generic: 3, custom: 0 }]);
  });

  it('run unprepared without parameters', async () => {
    const statements = await preparedAfter((tx) => sql`select count(*) from persons`.execute(tx));
    expect(statements.some((s) => s.statement.includes('count(*)'))).toBe(false);
  });

  it('keep working when another node adds a column to what they read, in and outside transactions', async () => {
    const { store } = database;
    const deps = makeDeps(store, loadConfig({}));
    const migrations = (db: Kysely<Database>) =>
      sql<Record<string, unknown>>`select * from kysely_migration where name > ${''}`.execute(db);
    const everyConnection = () => Promise.all(Array.from({ length: 5 }, () => migrations(store.db)));
    await everyConnection();
    await inTransaction(deps, migrations);

    // Another node's migration, over a connection of its own.
    const other = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL, options: database.env.PGOPTIONS });
    await other.connect();
    await other.query('alter table kysely_migration add column added_later text');
    await other.end();

    expect(Object.keys((await inTransaction(deps, migrations)).rows[0])).toContain('added_later');
    for (const { rows } of await everyConnection()) expect(Object.keys(rows[0])).toContain('added_later');
  });
});
