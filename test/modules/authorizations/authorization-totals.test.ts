import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Deps, EnvironmentRef } from '../../../src/kernel/context.ts';
import { loadConfig } from '../../../src/kernel/config.ts';
import { migrateToLatest } from '../../../src/kernel/db/migrate.ts';
import { createSimpleAuthorization, listAuthorizations, type AuthorizationFilter } from '../../../src/modules/authorizations/service.ts';
import { createArea } from '../../../src/modules/areas/service.ts';
import { createCustomer } from '../../../src/modules/customers/index.ts';
import { registerLock } from '../../../src/modules/locks/service.ts';
import { createPhones } from '../../../src/modules/media/phones.ts';
import { makeDeps } from '../../../src/wiring.ts';
import { createTestDatabase, depsOnEarlierSchema, type TestDatabase } from '../../helpers/database.ts';
import { fixtures } from '../../helpers/fixtures.ts';
import { resetTestData } from '../../helpers/locks.ts';
import { protocolFixtures } from '../../helpers/protocol-fixtures.ts';
import { startWorld, TEST_ACTOR, type World } from '../../helpers/world.ts';

// The totals of the authorization list, of all and of one lock or area, come from the counts the
// triggers of migration 022 keep. These tests compare them with a plain count of the rows after
// creates, appends, deletions, the removal of a medium (its authorizations go with it), writers on
// two API nodes at once and a reset, and after the migration's backfill of rows written before it.

interface Targets {
  env: EnvironmentRef;
  lockIds: number[];
  areaIds: number[];
}

async function countedPlainly(db: Db, envId: number, filter: AuthorizationFilter): Promise<number> {
  let query = db
    .selectFrom('authorizations')
    .select(sql<number>`count(*)`.as('n'))
    .where('environment_id', '=', envId);
  if (filter.lockId !== undefined) query = query.where('lock_id', '=', filter.lockId);
  if (filter.areaId !== undefined) query = query.where('area_id', '=', filter.areaId);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** Every kept total equals the plain count; answers how many of them are not zero. */
async function expectTotalsAsCounted(deps: Deps, all: Targets[]): Promise<number> {
  let nonZero = 0;
  for (const { env, lockIds, areaIds } of all) {
    const filters: AuthorizationFilter[] = [{}, ...lockIds.map((lockId) => ({ lockId })), ...areaIds.map((areaId) => ({ areaId }))];
    for (const filter of filters) {
      const { total } = await listAuthorizations(deps, { env, actor: TEST_ACTOR }, filter, { offset: 0, limit: 1 });
      expect(total, `${env.id} ${JSON.stringify(filter)}`).toBe(await countedPlainly(deps.store.db, env.id, filter));
      if (total > 0) nonZero++;
    }
  }
  return nonZero;
}

const period = (day: number) => ({ type: 'SIMPLE' as const, validFrom: `2026-03-${10 + day}T08:00`, validTo: `2026-03-${10 + day}T12:00` });

describe('totals of the authorization list', () => {
  let world: World;
  let targets: Targets[];
  let phonesOfA: number[];
  let sharedLockId: number;

  beforeAll(async () => {
    world = await startWorld();
    const [fa, fb] = [fixtures(world, world.a.test), fixtures(world, world.b.test)];
    const locksOfA = [await fa.lock(), await fa.lock()];
    const areasOfA = [await fa.area(), await fa.area()];
    // A lock of b's that a authorizes its media for: a's rows of b's lock.
    const lockOfB = await fb.lock();
    sharedLockId = lockOfB.id;
    await protocolFixtures(world).share(lockOfB.id, world.b.test, world.a.test);
    phonesOfA = [];
    for (let i = 0; i < 4; i++) phonesOfA.push((await fa.phone()).id);
    const phoneOfB = (await fb.phone()).id;
    for (const [i, mediumId] of phonesOfA.entries()) {
      await createSimpleAuthorization(world.deps, fa.ctx, { mediumId, lockId: locksOfA[i % 2].id, authorizationInfo: period(0) });
      // An append: the pair exists, no new row.
      await createSimpleAuthorization(world.deps, fa.ctx, { mediumId, lockId: locksOfA[i % 2].id, authorizationInfo: period(1) });
      if (i < 3) await createSimpleAuthorization(world.deps, fa.ctx, { mediumId, areaId: areasOfA[0].id, authorizationInfo: period(0) });
      if (i % 2 === 0) await createSimpleAuthorization(world.deps, fa.ctx, { mediumId, lockId: lockOfB.id, authorizationInfo: period(2) });
    }
    await createSimpleAuthorization(world.deps, fb.ctx, { mediumId: phoneOfB, lockId: lockOfB.id, authorizationInfo: period(0) });
    targets = [
      { env: world.a.test, lockIds: [...locksOfA.map((l) => l.id), lockOfB.id], areaIds: areasOfA.map((a) => a.id) },
      { env: world.b.test, lockIds: [lockOfB.id], areaIds: [] },
    ];
  });
  afterAll(() => world.close());

  it('equal the plain count of all, of each lock and of each area, in both environments', async () => {
    expect(await expectTotalsAsCounted(world.deps, targets)).toBe(7);
    const answered = await world.call('GET', `/v1/authorizations?lockId=${sharedLockId}&limit=1`);
    expect(answered.body).toMatchObject({ total: 2, authorizations: [{ lock: { id: sharedLockId } }] });
  });

  it('stay equal after a deletion and the removal of a medium with its authorizations', async () => {
    const list = await world.call('GET', '/v1/authorizations?limit=100');
    const one = list.body.authorizations[0];
    expect((await world.call('PUT', '/v1/authorizations', { body: [{ id: one.id, deletionRequested: true }] })).status).toBe(200);
    await world.deps.store.db.deleteFrom('media').where('id', '=', phonesOfA[1]).execute();
    expect(await expectTotalsAsCounted(world.deps, targets)).toBeGreaterThan(3);
  });

  it('stay equal under writers on two API nodes at once', async () => {
    const other = world.db.openAnotherStore();
    try {
      const nodes = [world.deps, makeDeps(other, loadConfig({}))];
      const ctx = { env: world.a.test, actor: TEST_ACTOR };
      const media = await createPhones(
        world.deps,
        ctx,
        Array.from({ length: 16 }, (_, i) => ({ phoneNumber: `+43 664 ${String(i).padStart(7, '0')}` })),
      );
      await Promise.all(
        media.map((m, i) =>
          createSimpleAuthorization(nodes[i % 2], ctx, {
            mediumId: m.id,
            ...(i % 3 === 0 ? { areaId: targets[0].areaIds[1] } : { lockId: targets[0].lockIds[i % 2] }),
            authorizationInfo: period(3),
          }),
        ),
      );
    } finally {
      await other.close();
    }
    expect(await expectTotalsAsCounted(world.deps, targets)).toBeGreaterThan(4);
  });

  it('stay equal after a reset of the test environment, which deletes and loads its authorizations', async () => {
    await resetTestData(world);
    const [a] = targets;
    const seeded = await world.deps.store.db
      .selectFrom('authorizations')
      .select(['lock_id', 'area_id'])
      .where('environment_id', '=', a.env.id)
      .execute();
    const lockIds = [...new Set(seeded.flatMap((r) => (r.lock_id === null ? [] : [r.lock_id])))];
    const areaIds = [...new Set(seeded.flatMap((r) => (r.area_id === null ? [] : [r.area_id])))];
    expect(seeded.length).toBeGreaterThan(0);
    await expectTotalsAsCounted(world.deps, [
      { ...a, lockIds: [...a.lockIds, ...lockIds], areaIds: [...a.areaIds, ...areaIds] },
      targets[1],
    ]);
  });
});

describe('migration 022 on a database with authorizations', () => {
  let db: TestDatabase;
  let targets: Targets;
  beforeAll(async () => {
    db = await createTestDatabase({ upTo: '021_change_counters_once_per_transaction' });
    const deps = depsOnEarlierSchema(db.store);
    const created = await createCustomer(deps, TEST_ACTOR, { accessControlSystemName: 'Before 022' }, { testKey: true });
    const env: EnvironmentRef = { id: created.test.id, customerId: created.customer.id, kind: 'TEST', clockOffsetMs: 0 };
    const ctx = { env, actor: TEST_ACTOR };
    const lock = await registerLock(deps, ctx, {
      lockIdentifier: 'BEFORE-022',
      lockType: 'CYLINDER',
      lockTechnology: 'NFC_AND_BLE',
      doorName: 'Before',
      timezone: 'Europe/Vienna',
    });
    const area = await createArea(deps, ctx, { name: 'Before 022' });
    const media = await createPhones(deps, ctx, [{ phoneNumber: '+43 660 1000001' }, { phoneNumber: '+43 660 1000002' }]);
    for (const m of media) {
      await createSimpleAuthorization(deps, ctx, { mediumId: m.id, lockId: lock.id, authorizationInfo: period(0) });
    }
    await createSimpleAuthorization(deps, ctx, { mediumId: media[0].id, areaId: area.id, authorizationInfo: period(0) });
    targets = { env, lockIds: [lock.id], areaIds: [area.id] };
    expect(await migrateToLatest(db.store)).toContain('022_authorization_list_at_scale');
  });
  afterAll(() => db.drop());

  it('counts the authorizations written before it', async () => {
    expect(await expectTotalsAsCounted(makeDeps(db.store, loadConfig({})), [targets])).toBe(3);
  });
});
