import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../src/kernel/db/migrate.ts';
import { createCustomer, listApiKeys } from '../../../src/modules/customers/index.ts';
import { createTestDatabase, depsOnEarlierSchema, type TestDatabase } from '../../helpers/database.ts';
import { TEST_ACTOR } from '../../helpers/world.ts';

// Migration 013 on a database written under the schema before it: existing customers start with
// no voucher failures, existing keys as active and never used.
describe('migration 013: key lifecycle and vouchers on a populated database', () => {
  let db: TestDatabase;
  let customerId: number;
  beforeAll(async () => {
    db = await createTestDatabase({ upTo: '012_web_admin_accounts' });
    const created = await createCustomer(
      depsOnEarlierSchema(db.store),
      TEST_ACTOR,
      { accessControlSystemName: 'Before 013' },
      { testKey: true },
    );
    customerId = created.customer.id;
    expect(await migrateToLatest(db.store)).toContain('013_key_lifecycle_and_vouchers');
  });
  afterAll(() => db.drop());

  it('keeps customers and keys, with the new columns at their defaults', async () => {
    const customer = await db.store.db.selectFrom('customers').selectAll().where('id', '=', customerId).executeTakeFirstOrThrow();
    expect(customer).toMatchObject({ voucher_failures: 0, voucher_locked_until: null });
    const keys = await listApiKeys(depsOnEarlierSchema(db.store), customerId);
    expect(keys).toEqual([expect.objectContaining({ state: 'ACTIVE', lastUsedAt: null, label: null })]);
    expect(await db.store.db.selectFrom('credit_vouchers').selectAll().execute()).toEqual([]);
  });
});
