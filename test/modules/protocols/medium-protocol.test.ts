import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimpleMedium } from '../../../src/modules/protocol-log/lock-protocol.ts';
import { recordLockEvent, recordUnlocking } from '../../../src/modules/protocol-log/lock-protocol.ts';
import { daysAgo, protocolFixtures } from '../../helpers/protocol-fixtures.ts';
import { expectKeyChecks, expectProblem, startWorld, type World } from '../../helpers/world.ts';

let world: World;
let fx: ReturnType<typeof protocolFixtures>;
let medium: SimpleMedium;
let other: SimpleMedium;
let lock: { id: number; lockIdentifier: string };

beforeAll(async () => {
  world = await startWorld();
  fx = protocolFixtures(world);
  const ctx = fx.ctx(world.a.test);
  const db = world.deps.store.db;
  lock = await fx.lock(world.a.test);
  medium = await fx.medium(world.a.test, 'Phone of Anna');
  other = await fx.medium(world.a.test, 'Phone of James');
  await recordLockEvent(db, ctx, { lockId: null, type: 'MOBILE_PHONE_PAIRING_FINALIZED', medium, at: daysAgo(0.4) });
  await recordUnlocking(db, ctx, { lockId: lock.id, medium, type: 'UNLOCKING_SUCCESSFUL', at: daysAgo(0.2) });
  await recordUnlocking(db, ctx, { lockId: lock.id, medium, type: 'UNLOCKING_FAILED_NOT_WHITELISTED', at: daysAgo(40) });
  await recordUnlocking(db, ctx, { lockId: lock.id, medium: other, type: 'UNLOCKING_SUCCESSFUL', at: daysAgo(0.1) });
  // An entry of the lock without medium does not belong to any medium protocol.
  await recordLockEvent(db, ctx, { lockId: lock.id, type: 'MANUAL_PERMANENT_OPENING_STARTED', at: daysAgo(0.05) });
});
afterAll(() => world.close());

describe('GET /v1/medium-protocol-limit', () => {
  it('needs an API key', async () => {
    await expectKeyChecks(world, { method: 'GET', url: '/v1/medium-protocol-limit' });
  });

  it('lists the entries of every medium of the last day, newest first, lock-less ones without lock', async () => {
    const res = await world.call('GET', '/v1/medium-protocol-limit?limit=100');
    expect(res.status).toBe(200);
    // The test data set has entries of its own media in the last day too.
    const entries = res.body.lockProtocols.filter((p: any) => [medium.id, other.id].includes(p.lockProtocol.medium.id));
    expect(entries.map((p: any) => p.lockProtocol.medium.id)).toEqual([other.id, medium.id, medium.id]);
    expect(entries[2].lock).toBeUndefined();
    expect(entries[2].lockProtocol).toMatchObject({ eventCategory: 'SYNC_EVENT', event: { type: 'MOBILE_PHONE_PAIRING_FINALIZED' } });
    expect(entries[1].lock.id).toBe(lock.id);
    expect(res.body.from).toBeDefined();
    expect(res.body.to).toBeDefined();
  });

  it('selects one medium, with the range rules of the -limit operations', async () => {
    const res = await world.call('GET', `/v1/medium-protocol-limit?mediumId=${medium.id}&from=${daysAgo(60).toISOString()}`);
    expect(res.body.total).toBe(3);
    expect(res.body.lockProtocols.map((p: any) => p.lockProtocol.event.type)).toEqual([
      'UNLOCKING_SUCCESSFUL',
      'MOBILE_PHONE_PAIRING_FINALIZED',
      'UNLOCKING_FAILED_NOT_WHITELISTED',
    ]);
    expectProblem(
      await world.call('GET', `/v1/medium-protocol-limit?from=${daysAgo(400).toISOString()}`),
      400,
      'VALIDATION_FAILED',
      'query/from',
    );
    expectProblem(await world.call('GET', '/v1/medium-protocol-limit?language=klingon'), 400, 'VALIDATION_FAILED', 'query/language');
  });

  it('deprecated /v1/medium-protocol has no default range', async () => {
    const res = await world.call('GET', `/v1/medium-protocol?mediumId=${medium.id}&language=en-UK,sv-SE`);
    expect(res.body.total).toBe(3);
    expect(Object.keys(res.body.lockProtocols[0].lockProtocol.event.translations)).toEqual(['en-UK', 'sv-SE']);
    expect(res.body.from).toBeUndefined();
  });

  it('leaves out entries that are anonymized for the caller, keeping the total right', async () => {
    const limited = await fx.lock(world.a.test, { anonymizeEventLog: { type: 'LIMITED', daysToKeep: 5 } });
    const always = await fx.lock(world.a.test, { anonymizeEventLog: { type: 'ALWAYS' } });
    // A second lock with the same cutoff: the hidden locks form groups of different sizes.
    const limitedToo = await fx.lock(world.a.test, { anonymizeEventLog: { type: 'LIMITED', daysToKeep: 5 } });
    const tagged = await fx.medium(world.a.test, 'Tagged');
    const ctx = fx.ctx(world.a.test);
    for (const [l, days] of [
      [limited, 1],
      [limited, 10],
      [always, 1],
      [limitedToo, 1.5],
      [limitedToo, 6],
    ] as const) {
      await recordUnlocking(world.deps.store.db, ctx, { lockId: l.id, medium: tagged, type: 'UNLOCKING_SUCCESSFUL', at: daysAgo(days) });
    }
    await recordLockEvent(world.deps.store.db, ctx, { lockId: null, type: 'PIN_PROTECTION_ACTIVATED', medium: tagged, at: daysAgo(20) });
    const res = await world.call('GET', `/v1/medium-protocol?mediumId=${tagged.id}`);
    expect(res.body.total).toBe(3);
    expect(res.body.lockProtocols.map((p: any) => [p.lock?.id ?? null, p.lockProtocol.event.type])).toEqual([
      [limited.id, 'UNLOCKING_SUCCESSFUL'],
      [limitedToo.id, 'UNLOCKING_SUCCESSFUL'],
      [null, 'PIN_PROTECTION_ACTIVATED'],
    ]);
  });

  it('shows other customers and environments nothing of these media', async () => {
    for (const key of [world.a.productionKey, world.b.testKey, world.b.productionKey]) {
      const res = await world.call('GET', `/v1/medium-protocol?mediumId=${medium.id}`, { key });
      expect(res.body).toMatchObject({ total: 0, lockProtocols: [] });
    }
  });

  it('shows a redeemer’s medium on a shared lock to the redeemer, not to the owner', async () => {
    const owner = world.a.test;
    const redeemer = world.b.test;
    const shared = await fx.lock(owner);
    await fx.share(shared.id, owner, redeemer);
    const theirs = await fx.medium(redeemer, 'Partner phone');
    await recordUnlocking(world.deps.store.db, fx.ctx(redeemer), {
      lockId: shared.id,
      medium: theirs,
      type: 'UNLOCKING_SUCCESSFUL',
      at: daysAgo(0.1),
    });
    const redeemerView = await world.call('GET', `/v1/medium-protocol-limit?mediumId=${theirs.id}`, { key: world.b.testKey });
    expect(redeemerView.body.lockProtocols.map((p: any) => p.lock.id)).toEqual([shared.id]);
    const ownerView = await world.call('GET', `/v1/medium-protocol-limit?mediumId=${theirs.id}`);
    expect(ownerView.body.total).toBe(0);
  });
});
