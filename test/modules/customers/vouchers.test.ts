import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findCustomer,
  issueVouchers,
  listVouchers,
  MAX_VOUCHER_FAILURES,
  redeemVoucher,
  VOUCHER_LOCK_MS,
} from '../../../src/modules/customers/index.ts';
import { clock, clockStartingAt } from '../../../src/kernel/clock.ts';
import { createCustomer } from '../../../src/modules/customers/index.ts';
import { startWorld, TEST_ACTOR, type World } from '../../helpers/world.ts';
import { TEST_DIALECT } from '../../helpers/database.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

const CODE = /^ACV(-[2-9A-HJ-NP-Z]{4}){4}$/;

const oneVoucher = async (input: Parameters<typeof issueVouchers>[2]) => (await issueVouchers(world.deps, TEST_ACTOR, input))[0].code;

async function entries(envId: number, type: string) {
  return world.deps.store.db
    .selectFrom('system_protocol')
    .select(['event_type', 'fields'])
    .where('environment_id', '=', envId)
    .where('event_type', '=', type)
    .execute();
}

/** A customer of its own, so failure counts and locks of one test do not meet another's. */
async function freshCustomer(name: string) {
  const created = await createCustomer(world.deps, TEST_ACTOR, { accessControlSystemName: name });
  return { id: created.customer.id, production: created.production };
}

describe('issuing vouchers', () => {
  it('returns typable high-entropy codes once and stores only their hashes', async () => {
    const issued = await issueVouchers(world.deps, TEST_ACTOR, { kind: 'QUANTITY', credits: 50, count: 3 });
    expect(issued).toHaveLength(3);
    for (const voucher of issued) {
      expect(voucher.code).toMatch(CODE);
      expect(voucher.code.startsWith(voucher.prefix)).toBe(true);
      expect(voucher).toMatchObject({ kind: 'QUANTITY', credits: 50, days: null });
    }
    expect(new Set(issued.map((v) => v.code)).size).toBe(3);
    const stored = JSON.stringify(await world.deps.store.db.selectFrom('credit_vouchers').selectAll().execute());
    for (const voucher of issued) expect(stored).not.toContain(voucher.code);
    const listed = await listVouchers(world.deps);
    expect(listed.find((v) => v.id === issued[0].id)).toMatchObject({
      prefix: issued[0].prefix,
      kind: 'QUANTITY',
      credits: 50,
      createdBy: TEST_ACTOR.name,
      redeemedAt: null,
      redeemedBy: null,
    });
    expect(JSON.stringify(listed)).not.toContain(issued[0].code);
  });

  it('names the field of bad input', async () => {
    const bad: [unknown, string][] = [
      [{ kind: 'GOLD', credits: 1 }, 'kind'],
      [{ kind: 'QUANTITY' }, 'credits'],
      [{ kind: 'QUANTITY', credits: 0 }, 'credits'],
      [{ kind: 'QUANTITY', credits: 1.5 }, 'credits'],
      [{ kind: 'QUANTITY', credits: 5, days: 3 }, 'days'],
      [{ kind: 'TEMPORAL', days: -1 }, 'days'],
      [{ kind: 'TEMPORAL', days: 30, credits: 3 }, 'credits'],
      [{ kind: 'TEMPORAL', days: 30, count: 0 }, 'count'],
      [{ kind: 'TEMPORAL', days: 30, count: 1001 }, 'count'],
    ];
    for (const [input, field] of bad) {
      await expect(issueVouchers(world.deps, TEST_ACTOR, input as never), JSON.stringify(input)).rejects.toMatchObject({
        status: 400,
        errors: [{ field }],
      });
    }
  });
});

describe('redeeming a voucher', () => {
  it('adds the credits of a QUANTITY voucher once, with a credit movement and protocol entry', async () => {
    const customer = await freshCustomer('Quantity');
    const code = await oneVoucher({ kind: 'QUANTITY', credits: 120 });
    // Case, blanks and a missing prefix do not matter.
    const typed = ` ${code.slice(4).toLowerCase().replaceAll('-', ' ')} `;
    const redeemed = await redeemVoucher(world.deps, TEST_ACTOR, customer.id, typed);
    expect(redeemed).toMatchObject({ kind: 'QUANTITY', credits: 120 });
    expect(redeemed.customer.credit_balance).toBe(120);
    const movement = await world.deps.store.db
      .selectFrom('credit_movements')
      .selectAll()
      .where('customer_id', '=', customer.id)
      .where('environment_id', '=', customer.production.id)
      .executeTakeFirstOrThrow();
    expect(movement).toMatchObject({ kind: 'QUANTITY_VOUCHER', amount: 120, balance_after: 120, environment_id: customer.production.id });
    expect(await entries(customer.production.id, 'QUANTITY_CREDIT_ADDED')).toHaveLength(1);
    const listed = (await listVouchers(world.deps, { redeemed: true })).find(
      (v) => code.startsWith(v.prefix) && v.redeemedBy?.id === customer.id,
    );
    expect(listed?.redeemedAt).toEqual(expect.any(String));
    // Single use: the second time it is a wrong code.
    await expect(redeemVoucher(world.deps, TEST_ACTOR, customer.id, code)).rejects.toMatchObject({
      status: 400,
      code: 'INVALID_VOUCHER',
      errors: [{ field: 'code' }],
    });
    expect((await findCustomer(world.deps.store.db, customer.id)).credit_balance).toBe(120);
  });

  it('starts a time-based credit from now, or extends one still running', async () => {
    const customer = await freshCustomer('Temporal');
    const now = clock.nowMs();
    const first = await redeemVoucher(world.deps, TEST_ACTOR, customer.id, await oneVoucher({ kind: 'TEMPORAL', days: 30 }));
    const until = Date.parse(first.customer.temporal_credit_until!);
    expect(until - now).toBeGreaterThanOrEqual(30 * 86_400_000);
    expect(until - now).toBeLessThan(30 * 86_400_000 + 60_000);
    const second = await redeemVoucher(world.deps, TEST_ACTOR, customer.id, await oneVoucher({ kind: 'TEMPORAL', days: 10 }));
    expect(Date.parse(second.customer.temporal_credit_until!) - until).toBe(10 * 86_400_000);
    const added = await entries(customer.production.id, 'TEMPORAL_CREDIT_ADDED');
    expect(added).toHaveLength(2);
    expect(JSON.parse(added[1].fields)).toMatchObject({ validTo: second.customer.temporal_credit_until, days: 10 });
  });

  it('gives exactly one winner when two nodes redeem one code at once', async () => {
    // On PostgreSQL the second node has connections of its own. SQLite's second writer would wait
    // for the lock synchronously, blocking this one process (with the first writer in it) until
    // its busy timeout; there the two calls share the connection, whose transactions take turns.
    const store = TEST_DIALECT === 'postgres' ? world.db.openAnotherStore() : undefined;
    const otherNode = store ? { ...world.deps, store } : world.deps;
    try {
      for (const [first, second] of [
        [world.a.id, world.b.id],
        [world.a.id, world.a.id],
      ]) {
        const code = await oneVoucher({ kind: 'QUANTITY', credits: 7 });
        const balances = async () => [
          (await findCustomer(world.deps.store.db, world.a.id)).credit_balance,
          (await findCustomer(world.deps.store.db, world.b.id)).credit_balance,
        ];
        const [a0, b0] = await balances();
        const results = await Promise.allSettled([
          redeemVoucher(world.deps, TEST_ACTOR, first, code),
          redeemVoucher(otherNode, TEST_ACTOR, second, code),
        ]);
        expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
        const lost = results.find((r) => r.status === 'rejected');
        expect(lost?.reason).toMatchObject({ code: 'INVALID_VOUCHER' });
        const [a1, b1] = await balances();
        expect(a1 - a0 + (b1 - b0)).toBe(7);
      }
    } finally {
      await store?.close();
    }
  });

  it(`locks redeeming after ${MAX_VOUCHER_FAILURES} wrong codes, commits each failure, and opens after 15 minutes`, async () => {
    const customer = await freshCustomer('Guesser');
    const good = await oneVoucher({ kind: 'QUANTITY', credits: 5 });
    for (let i = 1; i <= MAX_VOUCHER_FAILURES; i++) {
      await expect(
        redeemVoucher(world.deps, TEST_ACTOR, customer.id, i % 2 ? 'ACV-2222-2222-2222-2222' : 'nonsense'),
      ).rejects.toMatchObject({
        status: 400,
        code: 'INVALID_VOUCHER',
      });
      // The refusal was thrown after its transaction committed the count and the entry.
      const row = await findCustomer(world.deps.store.db, customer.id);
      expect(row.voucher_failures).toBe(i < MAX_VOUCHER_FAILURES ? i : 0);
      expect(await entries(customer.production.id, 'INVALID_CREDIT_ENTERED')).toHaveLength(i);
    }
    expect(await entries(customer.production.id, 'CREDIT_REDEEMING_LOCKED')).toHaveLength(1);
    // While locked, even a right code is refused, and nothing more is counted or protocolled.
    const locked = await redeemVoucher(world.deps, TEST_ACTOR, customer.id, good).catch((e: unknown) => e);
    expect(locked).toMatchObject({ status: 429, code: 'CREDIT_REDEEMING_LOCKED', lockedUntil: expect.any(String) });
    const retry = (locked as { retryAfterSeconds: number }).retryAfterSeconds;
    expect(retry).toBeGreaterThan(14 * 60);
    expect(retry).toBeLessThanOrEqual(15 * 60);
    expect(await entries(customer.production.id, 'INVALID_CREDIT_ENTERED')).toHaveLength(MAX_VOUCHER_FAILURES);
    expect(await entries(customer.production.id, 'CREDIT_REDEEMING_LOCKED')).toHaveLength(1);
    // Another customer is not locked.
    await expect(redeemVoucher(world.deps, TEST_ACTOR, world.b.id, 'ACV-2222-2222-2222-2222')).rejects.toMatchObject({
      code: 'INVALID_VOUCHER',
    });

    clock.set(clockStartingAt(clock.nowMs() + VOUCHER_LOCK_MS + 1_000));
    const redeemed = await redeemVoucher(world.deps, TEST_ACTOR, customer.id, good);
    expect(redeemed.customer).toMatchObject({ credit_balance: 5, voucher_failures: 0, voucher_locked_until: null });
  });

  it('resets the failure count with a success', async () => {
    const customer = await freshCustomer('Typo');
    for (let i = 0; i < MAX_VOUCHER_FAILURES - 1; i++) {
      await expect(redeemVoucher(world.deps, TEST_ACTOR, customer.id, 'wrong')).rejects.toMatchObject({ code: 'INVALID_VOUCHER' });
    }
    const redeemed = await redeemVoucher(world.deps, TEST_ACTOR, customer.id, await oneVoucher({ kind: 'QUANTITY', credits: 1 }));
    expect(redeemed.customer.voucher_failures).toBe(0);
    await expect(redeemVoucher(world.deps, TEST_ACTOR, customer.id, 'wrong')).rejects.toMatchObject({
      status: 400,
      code: 'INVALID_VOUCHER',
    });
    expect((await findCustomer(world.deps.store.db, customer.id)).voucher_failures).toBe(1);
  });

  it('answers 404 for an unknown customer', async () => {
    await expect(redeemVoucher(world.deps, TEST_ACTOR, 987654, 'ACV-2222-2222-2222-2222')).rejects.toMatchObject({ status: 404 });
  });
});
