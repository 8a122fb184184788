import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnvironmentRef } from '../../../src/kernel/context.ts';
import { migrateToLatest } from '../../../src/kernel/db/migrate.ts';
import { createCustomer } from '../../../src/modules/customers/index.ts';
import { createTestDatabase, depsOnEarlierSchema, TEST_DIALECT, type TestDatabase } from '../../helpers/database.ts';
import { TEST_ACTOR } from '../../helpers/world.ts';
import { clock } from '../../../src/kernel/clock.ts';

const TABLES = ['authorizations', 'blacklist_entries', 'push_messages'] as const;

// Migration 011 on a copy of a populated database: the test data set (every kind of
// authorization, blacklist entries, push messages) written under the schema before it, plus rows
// that point at nothing, which the schema of that time allowed.
describe('migration 011: foreign keys on a populated database', () => {
  let db: TestDatabase;
  let env: EnvironmentRef;
  const before = new Map<string, number>();
  const count = async (table: string) =>
    Number(
      (await sql<{ n: number }>`select count(*) as n from ${sql.table(table)} where environment_id = ${env.id}`.execute(db.store.db))
        .rows[0].n,
    );

  beforeAll(async () => {
    db = await createTestDatabase({ upTo: '010_request_counts' });
    const created = await createCustomer(depsOnEarlierSchema(db.store), TEST_ACTOR, { accessControlSystemName: 'Before 011' });
    env = created.test;
    for (const table of TABLES) before.set(table, await count(table));
    const now = clock.now().toISOString();
    const anyLock = await db.store.db.selectFrom('locks').select('id').where('environment_id', '=', env.id).executeTakeFirstOrThrow();
    await db.store.db
      .insertInto('authorizations')
      .values({
        environment_id: env.id,
        version: 1,
        medium_id: 987654,
        lock_id: anyLock.id,
        area_id: null,
        infos: '[]',
        current_state: 'CREATED',
        deletion_requested: 0,
        created_at: now,
        updated_at: now,
        synchronized_on: null,
      })
      .execute();
    await db.store.db
      .insertInto('push_messages')
      .values({ environment_id: env.id, medium_id: 987654, text: 'orphan', created_at: now })
      .execute();
    expect(await migrateToLatest(db.store)).toContain('011_foreign_keys');
  });
  afterAll(() => db.drop());

  it('keeps every row that refers to something and drops those that refer to nothing', async () => {
    expect(before.get('authorizations')).toBeGreaterThan(5);
    expect(before.get('blacklist_entries')).toBeGreaterThan(0);
    for (const table of TABLES) expect(await count(table), table).toBe(before.get(table));
  });

  it('refuses a row that refers to nothing', async () => {
    const now = clock.now().toISOString();
    const medium = await db.store.db.selectFrom('media').select('id').where('environment_id', '=', env.id).executeTakeFirstOrThrow();
    await expect(
      db.store.db
        .insertInto('blacklist_entries')
        .values({ environment_id: env.id, lock_id: 987654, medium_id: medium.id, synchronized_on_lock: 0, created_at: now })
        .execute(),
    ).rejects.toThrow(/foreign key/i);
  });

  it("takes a medium's authorizations, blacklist entries and push messages with it", async () => {
    const holder = await db.store.db
      .selectFrom('authorizations')
      .select('medium_id')
      .where('environment_id', '=', env.id)
      .executeTakeFirstOrThrow();
    await db.store.db.deleteFrom('media').where('id', '=', holder.medium_id).execute();
    for (const table of TABLES) {
      const left = await db.store.db.selectFrom(table).select('id').where('medium_id', '=', holder.medium_id).execute();
      expect(left, table).toEqual([]);
    }
  });

  it.runIf(TEST_DIALECT === 'sqlite')('leaves SQLite consistent, with the indexes the tables had', async () => {
    expect((await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db.store.db)).rows).toEqual([{ integrity_check: 'ok' }]);
    expect((await sql`pragma foreign_key_check`.execute(db.store.db)).rows).toEqual([]);
    const indexes = await sql<{
      name: string;
    }>`select name from sqlite_master where type = 'index' and tbl_name = 'authorizations'`.execute(db.store.db);
    expect(indexes.rows.map((r) => r.name)).toEqual(
      expect.arrayContaining(['authorizations_medium_lock', 'authorizations_medium_area', 'authorizations_medium']),
    );
  });

  // A parent's delete looks its children up by the referencing column alone (SQLite plans that
  // lookup as this query). Since 026 the listing indexes start with that column and serve it.
  it.runIf(TEST_DIALECT === 'sqlite')("finds a parent's children through an index", async () => {
    const references = [
      ['authorizations', 'medium_id'],
      ['authorizations', 'lock_id'],
      ['authorizations', 'area_id'],
      ['blacklist_entries', 'medium_id'],
      ['blacklist_entries', 'lock_id'],
      ['push_messages', 'medium_id'],
    ];
    for (const [table, column] of references) {
      const plan = await sql<{
        detail: string;
      }>`explain query plan select rowid from ${sql.table(table)} where ${sql.ref(column)} = 1`.execute(db.store.db);
      expect(plan.rows.map((r) => r.detail).join('; '), `${table}.${column}`).toMatch(/^SEARCH .* USING (COVERING )?INDEX/);
    }
  });
});
