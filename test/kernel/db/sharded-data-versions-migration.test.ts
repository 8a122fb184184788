import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../src/kernel/db/migrate.ts';
import { createCustomer } from '../../../src/modules/customers/index.ts';
import { createTestDatabase, depsOnEarlierSchema, TEST_DIALECT, type TestDatabase } from '../../helpers/database.ts';
import { TEST_ACTOR } from '../../helpers/world.ts';

// Migration 019 on a database whose counters have counted before it: they go on from their
// values, so a cached read validated against a value seen before stays valid until the next change.
describe.runIf(TEST_DIALECT === 'postgres')('migration 019: sharded change counters on a populated database', () => {
  let db: TestDatabase;
  let envId: number;
  const counters = () => Promise.all([db.store.readDataVersion(envId, 'data'), db.store.readDataVersion(0, 'credentials')]);
  let before: number[];
  beforeAll(async () => {
    db = await createTestDatabase({ upTo: '018_lookup_indexes' });
    const created = await createCustomer(
      depsOnEarlierSchema(db.store),
      TEST_ACTOR,
      { accessControlSystemName: 'Before 019' },
      { testKey: true },
    );
    envId = created.test.id;
    await db.store.db.updateTable('api_keys').set({ revoked_at: 'x' }).where('environment_id', '=', envId).execute();
    before = await counters();
    expect(await migrateToLatest(db.store)).toContain('019_sharded_data_versions');
  });
  afterAll(() => db.drop());

  it('keeps every counter at its value and counts on from there', async () => {
    expect(before.every((v) => v > 0)).toBe(true);
    expect(await counters()).toEqual(before);
    await db.store.db.updateTable('environments').set({ clock_offset_ms: 1 }).where('id', '=', envId).execute();
    expect(await counters()).toEqual([before[0] + 1, before[1] + 1]);
  });
});
