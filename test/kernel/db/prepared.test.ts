import { sql, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepared, preparedPage } from '../../../src/kernel/db/prepared.ts';
import { nextVersion } from '../../../src/kernel/db/versioned.ts';
import { createCustomer } from '../../../src/modules/customers/index.ts';
import { createTestDatabase, depsOnEarlierSchema, TEST_DIALECT, type TestDatabase } from '../../helpers/database.ts';
import { TEST_ACTOR } from '../../helpers/world.ts';

// Prepared statements run on the suite's database (SQLite, or PostgreSQL with TEST_DB=postgres).
describe('prepared statements', () => {
  let database: TestDatabase;
  const NOW = '2026-01-01T00:00:00.000Z';

  let envs: number[];

  beforeAll(async () => {
    database = await createTestDatabase();
    const deps = depsOnEarlierSchema(database.store);
    // Production environments start empty (the test environment has the test data set).
    envs = [];
    for (const name of ['One', 'Two']) envs.push((await createCustomer(deps, TEST_ACTOR, { accessControlSystemName: name })).production.id);
    for (const [i, first] of ['Ada', 'Bea', 'Cem', 'Dan', 'Eva'].entries()) {
      await database.store.db
        .insertInto('persons')
        .values({
          environment_id: envs[i % 2],
          version: 1,
          first_name: first,
          last_name: `Last ${i}`,
          correspondence_language_code: 'en',
          created_at: NOW,
          updated_at: NOW,
        })
        .execute();
    }
  });
  afterAll(() => database.drop());

  const personsOf = prepared((db, p: { envId: number; firstName?: string; ids?: number[] }) => {
    let query = db.selectFrom('persons').select(['id', 'first_name']).where('environment_id', '=', p.envId);
    if (p.firstName !== undefined) query = query.where('first_name', '=', p.firstName);
    if (p.ids !== undefined) query = query.where('id', 'in', p.ids);
    return query.orderBy('id');
  });

  it('answers each run with its own values', async () => {
    const [first, second] = envs;
    const db = database.store.db;
    expect((await personsOf(db, { envId: first })).map((r) => r.first_name)).toEqual(['Ada', 'Cem', 'Eva']);
    expect((await personsOf(db, { envId: second })).map((r) => r.first_name)).toEqual(['Bea', 'Dan']);
  });

  it('builds a statement of its own for each set of given values and each list length', async () => {
    const [first] = envs;
    const db = database.store.db;
    expect((await personsOf(db, { envId: first, firstName: 'Cem' })).map((r) => r.first_name)).toEqual(['Cem']);
    expect((await personsOf(db, { envId: first, firstName: undefined })).map((r) => r.first_name)).toEqual(['Ada', 'Cem', 'Eva']);
    const all = await personsOf(db, { envId: first });
    expect(await personsOf(db, { envId: first, ids: [all[2].id] })).toEqual([all[2]]);
    expect(await personsOf(db, { envId: first, ids: [all[0].id, all[2].id] })).toEqual([all[0], all[2]]);
    expect(await personsOf(db, { envId: first, ids: [all[1].id] })).toEqual([all[1]]);
  });

  it('builds a statement once per shape, however often it runs', async () => {
    let builds = 0;
    const counted = prepared((db, p: { envId: number; firstName?: string }) => {
      builds++;
      let query = db.selectFrom('persons').select('first_name').where('environment_id', '=', p.envId);
      if (p.firstName !== undefined) query = query.where('first_name', '=', p.firstName);
      return query;
    });
    for (const envId of [...envs, ...envs]) await counted(database.store.db, { envId });
    expect(builds).toBe(1);
    expect(await counted(database.store.db, { envId: envs[1], firstName: 'Dan' })).toEqual([{ first_name: 'Dan' }]);
    expect(builds).toBe(2);
  });

  it('runs inside a transaction on its connection', async () => {
    const [first] = envs;
    const seen = await database.store.db
      .transaction()
      .execute(async (tx) => {
        await tx.updateTable('persons').set({ first_name: 'Zoe' }).where('first_name', '=', 'Ada').execute();
        const inside = await personsOf(tx, { envId: first, firstName: 'Zoe' });
        throw Object.assign(new Error('roll back'), { inside });
      })
      .catch((error: { inside: unknown[] }) => error.inside);
    expect(seen).toHaveLength(1);
    expect(await personsOf(database.store.db, { envId: first, firstName: 'Zoe' })).toEqual([]);
  });

  it('writes literal values into the statement, one statement per value', async () => {
    const [first] = envs;
    const db = database.store.db;
    const page = preparedPage(
      (db, p: { envId: number }) => db.selectFrom('persons').where('environment_id', '=', p.envId),
      (q) => q.select('first_name').orderBy('id'),
    );
    expect(await page(db, { envId: first }, { offset: 1, limit: 1 })).toEqual({ total: 3, rows: [{ first_name: 'Cem' }] });
    expect(await page(db, { envId: first }, { offset: 0, limit: 2 })).toEqual({
      total: 3,
      rows: [{ first_name: 'Ada' }, { first_name: 'Cem' }],
    });
    expect(await page(db, { envId: first }, { offset: 2, limit: 2 })).toEqual({ total: 3, rows: [{ first_name: 'Eva' }] });
  });

  it('reads a page with its total, also past the end and without matches; on PostgreSQL in one statement', async () => {
    const [first] = envs;
    let statements = 0;
    // Counted as they answer: a subquery built with the watched database passes transformQuery too.
    const counter: KyselyPlugin = {
      transformQuery: ({ node }) => node,
      transformResult: async ({ result }) => {
        statements++;
        return result;
      },
    };
    const page = preparedPage(
      (db, p: { envId: number; firstName?: string }) => {
        let query = db.selectFrom('persons').where('environment_id', '=', p.envId);
        if (p.firstName !== undefined) query = query.where('first_name', '=', p.firstName);
        return query;
      },
      (q) => q.select('first_name').orderBy('id'),
    );
    for (const db of [database.store.db, database.store.db.withPlugin(counter)]) {
      expect(await page(db, { envId: first }, { offset: 1, limit: 1 })).toEqual({ total: 3, rows: [{ first_name: 'Cem' }] });
      expect(await page(db, { envId: first }, { offset: 5, limit: 2 })).toEqual({ total: 3, rows: [] });
      expect(await page(db, { envId: first, firstName: 'Nobody' }, { offset: 0, limit: 2 })).toEqual({ total: 0, rows: [] });
      expect(await page(db, { envId: first, firstName: 'Nobody' }, { offset: 2, limit: 2 })).toEqual({ total: 0, rows: [] });
    }
    statements = 0;
    await page(database.store.db.withPlugin(counter), { envId: first }, { offset: 0, limit: 2 });
    expect(statements).toBe(TEST_DIALECT === 'postgres' ? 1 : 2);
  });

  it('takes an expression given as a value into the statement, one statement per expression', async () => {
    const [, second] = envs;
    const db = database.store.db;
    let builds = 0;
    const setVersion = prepared((db, p: { envId: number; version: unknown }) => {
      builds++;
      return db
        .updateTable('persons')
        .set({ version: p.version as number })
        .where('environment_id', '=', p.envId)
        .returning('version');
    });
    const before = await db.selectFrom('persons').select('version').where('environment_id', '=', second).execute();
    const bumped = await setVersion(db, { envId: second, version: nextVersion() });
    expect(bumped.map((r) => r.version)).toEqual(before.map((r) => r.version + 1));
    expect((await setVersion(db, { envId: second, version: nextVersion() })).map((r) => r.version)).toEqual(
      before.map((r) => r.version + 2),
    );
    expect(builds).toBe(1);
    expect((await setVersion(db, { envId: second, version: 7 })).map((r) => r.version)).toEqual(before.map(() => 7));
    expect((await setVersion(db, { envId: second, version: sql<number>`${sql.ref('version')} * 2` })).map((r) => r.version)).toEqual(
      before.map(() => 14),
    );
    expect(builds).toBe(3);
  });

  it('lets every plugin see every query, built with the real values', async () => {
    const [first] = envs;
    const seen: string[] = [];
    const watcher: KyselyPlugin = {
      transformQuery: ({ node }) => {
        seen.push(node.kind);
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const watched = database.store.db.withPlugin(watcher);
    expect((await personsOf(watched, { envId: first, firstName: 'Eva' })).map((r) => r.first_name)).toEqual(['Eva']);
    expect((await personsOf(watched, { envId: first, firstName: 'Ada' })).map((r) => r.first_name)).toEqual(['Ada']);
    expect(seen).toEqual(['SelectQueryNode', 'SelectQueryNode']);
  });
});
