import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../src/kernel/db/migrate.ts';
import { createCustomer } from '../../../src/modules/customers/index.ts';
import { createTestDatabase, depsOnEarlierSchema, TEST_DIALECT, type TestDatabase } from '../../helpers/database.ts';
import { TEST_ACTOR } from '../../helpers/world.ts';

/** The indexes of a table, by name, with their definitions as the database gives them. */
async function indexesOf(db: TestDatabase, table: string): Promise<Map<string, string>> {
  const rows =
    TEST_DIALECT === 'postgres'
      ? (
          await sql<{ name: string; definition: string }>`select indexname as name, indexdef as definition from pg_indexes
          where tablename = ${table} and schemaname = current_schema()`.execute(db.store.db)
        ).rows
      : (
          await sql<{ name: string; definition: string | null }>`select name, sql as definition from sqlite_master
          where type = 'index' and tbl_name = ${table}`.execute(db.store.db)
        ).rows;
  return new Map(rows.map((r) => [r.name, r.definition ?? '']));
}

/**
 * A populated database migrated up to `before`, then one index dropped as a crash in the middle
 * of the next migration leaves it (SQLite runs a migration outside a transaction: the dropped
 * index's replacement not made yet), then migrated to the latest: the migration runs again.
 */
function migratedAfterCrash(before: string, dropped: string, migration: string): { db: () => TestDatabase } {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ upTo: before });
    await createCustomer(depsOnEarlierSchema(db.store), TEST_ACTOR, { accessControlSystemName: `Before ${migration}` });
    await sql`drop index ${sql.id(dropped)}`.execute(db.store.db);
    expect(await migrateToLatest(db.store)).toContain(migration);
  });
  afterAll(() => db.drop());
  return { db: () => db };
}

describe('migration 026: fewer indexes per write, run again after a crash', () => {
  const { db: database } = migratedAfterCrash('025_medium_protocol_at_scale', 'authorizations_medium', '026_fewer_indexes_per_write');

  it('leaves each listing index starting with its referenced column, and no index of that column alone', async () => {
    const db = database();
    const indexes = await indexesOf(db, 'authorizations');
    expect(indexes.get('authorizations_medium')).toMatch(/\(\s*"?medium_id"?,\s*"?environment_id"?,\s*"?created_at"?\s*\)/);
    expect(indexes.get('authorizations_lock')).toMatch(/\(\s*"?lock_id"?,.*where.*lock_id.* is not null/is);
    expect(indexes.get('authorizations_area')).toMatch(/\(\s*"?area_id"?,.*where.*area_id.* is not null/is);
    for (const gone of ['authorizations_medium_id_fk', 'authorizations_lock_id_fk', 'authorizations_area_id_fk']) {
      expect(indexes.has(gone), gone).toBe(false);
    }
    expect((await indexesOf(db, 'lock_protocol')).has('lock_protocol_owner_time')).toBe(false);
    expect((await indexesOf(db, 'system_protocol')).get('system_protocol_env_lock_time')).toMatch(/where.*lock_id.* is not null/is);
  });
});

describe('migration 027: pair lookups by the pair index, run again after a crash', () => {
  const { db: database } = migratedAfterCrash('026_fewer_indexes_per_write', 'authorizations_medium_lock', '027_pair_lookup_by_pair_index');

  it("keeps a pair unique by medium and lock (area), and puts environment_id after a listing's order", async () => {
    const db = database();
    const indexes = await indexesOf(db, 'authorizations');
    for (const column of ['lock_id', 'area_id']) {
      expect(indexes.get(`authorizations_medium_${column.slice(0, -3)}`)).toMatch(
        new RegExp(`unique index .*\\(\\s*"?medium_id"?,\\s*"?${column}"?\\s*\\)\\s*where.*${column}.* is not null`, 'is'),
      );
      expect(indexes.get(`authorizations_${column.slice(0, -3)}`)).toMatch(
        new RegExp(`\\(\\s*"?${column}"?,\\s*"?created_at"?,\\s*"?id"?,\\s*"?environment_id"?\\s*\\)`, 'i'),
      );
    }
  });
});
