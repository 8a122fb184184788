import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../src/kernel/db/migrate.ts';
import type { EnvironmentRef } from '../../../src/kernel/context.ts';
import { createCustomer } from '../../../src/modules/customers/index.ts';
import { recordLockEvent, recordLockEvents, recordUnlocking } from '../../../src/modules/protocol-log/lock-protocol.ts';
import { listLockProtocol } from '../../../src/modules/protocols/lock-protocol.ts';
import { makeDeps } from '../../../src/wiring.ts';
import { loadConfig } from '../../../src/kernel/config.ts';
import { createTestDatabase, depsOnEarlierSchema, type TestDatabase } from '../../helpers/database.ts';
import { resetTestData } from '../../helpers/locks.ts';
import { protocolFixtures } from '../../helpers/protocol-fixtures.ts';
import { startWorld, TEST_ACTOR, type World } from '../../helpers/world.ts';
import type { Db } from '../../../src/kernel/context.ts';
import { INSTANTS, WINDOWS } from '../../helpers/midnight-windows.ts';

// The total of the lock protocol of all locks adds whole days from the day counts (migration 020)
// to the entries of the partial days at the window's bounds. These tests compare it with a plain
// count of the entries the environment sees, over windows that start and end at and around
// midnight, after writes, deletes and the reset's change of owners, and after the migration's
// backfill of entries written before it.

/** The plain count: entries with a lock that the environment owned or caused on others' locks. */
async function countedPlainly(db: Db, envId: number, window: { from?: string; to?: string }): Promise<number> {
  let query = db
    .selectFrom('lock_protocol')
    .select(sql<number>`count(*)`.as('n'))
    .where('lock_id', 'is not', null)
    .where((eb) => eb.or([eb('owner_environment_id', '=', envId), eb('environment_id', '=', envId)]));
  if (window.from) query = query.where('occurred_at', '>=', window.from);
  if (window.to) query = query.where('occurred_at', '<=', window.to);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

async function expectTotalsAsCounted(db: Db, deps: World['deps'], envs: EnvironmentRef[]): Promise<number> {
  let nonZero = 0;
  for (const env of envs) {
    for (const window of WINDOWS) {
      const { total } = await listLockProtocol(deps, { env, actor: TEST_ACTOR }, window, { offset: 0, limit: 1 }, false);
      expect(total, `${env.id} ${JSON.stringify(window)}`).toBe(await countedPlainly(db, env.id, window));
      if (total > 0) nonZero++;
    }
  }
  return nonZero;
}

describe('total of the lock protocol of all locks', () => {
  let world: World;
  let envs: EnvironmentRef[];
  let fx: ReturnType<typeof protocolFixtures>;
  let ownLock: { id: number };

  beforeAll(async () => {
    world = await startWorld();
    fx = protocolFixtures(world);
    const { a, b } = { a: world.a.test, b: world.b.test };
    envs = [a, b];
    const db = world.deps.store.db;
    // a's own lock; b's lock shared with a; a's lock shared with b.
    ownLock = await fx.lock(a);
    const sharedToA = await fx.lock(b);
    await fx.share(sharedToA.id, b, a);
    const sharedToB = await fx.lock(a);
    await fx.share(sharedToB.id, a, b);
    const [mediumA, mediumB] = [await fx.medium(a), await fx.medium(b)];
    for (const [i, at] of INSTANTS.entries()) {
      const type = 'UNLOCKING_SUCCESSFUL' as const;
      await recordUnlocking(db, fx.ctx(a), { lockId: ownLock.id, medium: mediumA, type, at: new Date(at) });
      if (i % 2 === 0) await recordUnlocking(db, fx.ctx(a), { lockId: sharedToA.id, medium: mediumA, type, at: new Date(at) });
      if (i % 3 === 0) await recordUnlocking(db, fx.ctx(b), { lockId: sharedToA.id, medium: mediumB, type, at: new Date(at) });
      if (i % 2 === 1) await recordUnlocking(db, fx.ctx(b), { lockId: sharedToB.id, medium: mediumB, type, at: new Date(at) });
      // An entry of a medium only: never in the protocol of locks.
      await recordLockEvent(db, fx.ctx(a), {
        lockId: null,
        category: 'LOCKING_EVENT',
        type,
        fields: {},
        medium: mediumA,
        at: new Date(at),
      });
    }
    // Several entries of one lock in one statement, as a lock's synchronization writes them.
    await recordLockEvents(
      db,
      fx.ctx(a),
      ownLock.id,
      INSTANTS.map((at) => ({ category: 'LOCKING_EVENT', type: 'UNLOCKING_SUCCESSFUL', fields: {}, at: new Date(at) })),
    );
  });
  afterAll(() => world.close());

  it('equals the plain count for windows at and around midnight, for owner and redeemer', async () => {
    expect(await expectTotalsAsCounted(world.deps.store.db, world.deps, envs)).toBeGreaterThan(WINDOWS.length);
  });

  it('stays equal under writers on two API nodes at once, in either order of days', async () => {
    const other = world.db.openAnotherStore();
    try {
      const entries = INSTANTS.map((at) => ({ type: 'UNLOCKING_SUCCESSFUL' as const, fields: {}, at: new Date(at) }));
      await Promise.all(
        [world.deps.store.db, other.db].flatMap((db) =>
          Array.from({ length: 8 }, (_, i) =>
            recordLockEvents(db, fx.ctx(world.a.test), ownLock.id, i % 2 ? entries : [...entries].reverse()),
          ),
        ),
      );
    } finally {
      await other.close();
    }
    expect(await expectTotalsAsCounted(world.deps.store.db, world.deps, envs)).toBeGreaterThan(WINDOWS.length);
  });

  it('stays equal when entries are deleted and their owner changes (a reset of the test environment)', async () => {
    // The reset deletes a's entries, also those on b's lock, and hands the entries b caused on
    // a's shared lock to b as their owner.
    await resetTestData(world);
    expect(await expectTotalsAsCounted(world.deps.store.db, world.deps, envs)).toBeGreaterThan(0);
  });
});

describe('migration 020 on a database with entries', () => {
  let db: TestDatabase;
  let env: EnvironmentRef;
  beforeAll(async () => {
    db = await createTestDatabase({ upTo: '019_sharded_data_versions' });
    const created = await createCustomer(
      depsOnEarlierSchema(db.store),
      TEST_ACTOR,
      { accessControlSystemName: 'Before 020' },
      { testKey: true },
    );
    env = { id: created.test.id, customerId: created.customer.id, kind: 'TEST', clockOffsetMs: 0 };
    const row = (at: string, lockId: number | null) => ({
      environment_id: env.id,
      owner_environment_id: env.id,
      lock_id: lockId,
      lock_identifier: null,
      lock_type: null,
      event_category: 'LOCKING_EVENT',
      event_type: 'UNLOCKING_SUCCESSFUL',
      fields: '{}',
      medium_id: null,
      medium_identifier: null,
      medium_name: null,
      medium_type: null,
      operator_name: null,
      source_lock: 0,
      source_medium: 0,
      occurred_at: at,
      lock_utc_delta: null,
      owner_anonymized: 0,
    });
    await db.store.db
      .insertInto('lock_protocol')
      .values(INSTANTS.flatMap((at) => [row(at, 1), row(at, 2), row(at, null)]))
      .execute();
    expect(await migrateToLatest(db.store)).toContain('020_lock_protocol_day_counts');
  });
  afterAll(() => db.drop());

  it('counts the entries written before it', async () => {
    const deps = makeDeps(db.store, loadConfig({}));
    expect(await expectTotalsAsCounted(db.store.db, deps, [env])).toBe(WINDOWS.length);
  });
});
