import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordEvent } from '../../../src/modules/protocol-log/events.ts';
import { recordUnlocking } from '../../../src/modules/protocol-log/lock-protocol.ts';
import type { SimpleMedium } from '../../../src/modules/protocol-log/lock-protocol.ts';
import { daysAgo, protocolFixtures } from '../../helpers/protocol-fixtures.ts';
import { expectKeyChecks, expectProblem, startWorld, type World } from '../../helpers/world.ts';

let world: World;
let fx: ReturnType<typeof protocolFixtures>;
let medium: SimpleMedium;
let lock: { id: number };
const since = (days: number) => encodeURIComponent(daysAgo(days).toISOString());

/** Customer a's production environment has no test data set: its feed holds exactly what the tests add. */
let prodMedium: SimpleMedium;
const prodCall = (url: string) => world.call('GET', url, { key: world.a.productionKey });

beforeAll(async () => {
  world = await startWorld();
  fx = protocolFixtures(world);
  const db = world.deps.store.db;
  lock = await fx.lock(world.a.production);
  prodMedium = await fx.medium(world.a.production);
  medium = await fx.medium(world.a.test);
  const ctx = fx.ctx(world.a.production);
  await recordEvent(db, ctx, { type: 'APP_PAIRED', details: { mediumId: prodMedium.id }, at: daysAgo(6) });
  await recordEvent(db, ctx, {
    type: 'AUTHORIZATION_SYNCHRONIZED',
    details: {
      mediumId: prodMedium.id,
      syncedAuthorizationList: [
        { authorizationId: 5, syncAction: 'CREATED' },
        { authorizationId: 6, syncAction: 'DELETED' },
      ],
    },
    at: daysAgo(2),
  });
  await recordUnlocking(db, ctx, { lockId: lock.id, medium: prodMedium, type: 'UNLOCKING_SUCCESSFUL', at: daysAgo(1) });
  // A failed unlocking is protocolled but is no event.
  await recordUnlocking(db, ctx, { lockId: lock.id, medium: prodMedium, type: 'UNLOCKING_FAILED', at: daysAgo(0.5) });
});
afterAll(() => world.close());

describe('GET /v1/events', () => {
  it('needs an API key', async () => {
    await expectKeyChecks(world, { method: 'GET', url: `/v1/events?createdAfter=${since(1)}` });
  });

  it('requires createdAfter, a timestamp', async () => {
    expectProblem(await world.call('GET', '/v1/events'), 400, 'VALIDATION_FAILED', 'query/createdAfter');
    expectProblem(await world.call('GET', '/v1/events?createdAfter=soon'), 400, 'VALIDATION_FAILED', 'query/createdAfter');
  });

  it('lists the events created after the moment, newest first, with polymorphic details', async () => {
    const res = await prodCall(`/v1/events?createdAfter=${since(7)}`);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    const [unlocking, synced, paired] = res.body.events;
    expect(unlocking.details).toEqual({
      type: 'UNLOCKING',
      lockId: lock.id,
      mediumId: prodMedium.id,
      unlockingTimestamp: expect.stringMatching(/Z$/),
    });
    expect(synced.details).toEqual({
      type: 'AUTHORIZATION_SYNCHRONIZED',
      mediumId: prodMedium.id,
      syncedAuthorizationList: [
        { authorizationId: 5, syncAction: 'CREATED' },
        { authorizationId: 6, syncAction: 'DELETED' },
      ],
    });
    expect(paired.details).toEqual({ type: 'APP_PAIRED', mediumId: prodMedium.id });
    expect(res.body.events.map((e: any) => e.timestamp)).toEqual(
      res.body.events
        .map((e: any) => e.timestamp)
        .sort()
        .reverse(),
    );
    expect((await prodCall(`/v1/events?createdAfter=${since(4)}`)).body.total).toBe(2);
  });

  it('filters by type and refuses unknown types', async () => {
    const res = await prodCall(`/v1/events?createdAfter=${since(7)}&type=APP_PAIRED`);
    expect(res.body.events.map((e: any) => e.details.type)).toEqual(['APP_PAIRED']);
    expectProblem(await world.call('GET', `/v1/events?createdAfter=${since(30)}&type=UNLOCKED`), 400, 'VALIDATION_FAILED', 'query/type');
  });

  it('pages with offset and limit', async () => {
    const res = await prodCall(`/v1/events?createdAfter=${since(7)}&limit=2&offset=1`);
    expect(res.body).toMatchObject({ offset: 1, total: 3 });
    expect(res.body.events.map((e: any) => e.details.type)).toEqual(['AUTHORIZATION_SYNCHRONIZED', 'APP_PAIRED']);
    expect((await prodCall(`/v1/events?createdAfter=${since(7)}&offset=3`)).body).toMatchObject({ total: 3, events: [] });
    expectProblem(await world.call('GET', `/v1/events?createdAfter=${since(30)}&limit=101`), 400, 'VALIDATION_FAILED', 'query/limit');
  });

  it('looks back 7 days at most in production, without limit in the test environment', async () => {
    const db = world.deps.store.db;
    await recordEvent(db, fx.ctx(world.a.production), { type: 'APP_PAIRED', details: { mediumId: prodMedium.id }, at: daysAgo(8) });
    const res = await prodCall('/v1/events?createdAfter=2019-04-28T00:00:00.000Z');
    expect(res.body.total).toBe(3);
    await recordEvent(db, fx.ctx(world.a.test), { type: 'APP_PAIRED', details: { mediumId: medium.id }, at: daysAgo(800) });
    const test = await world.call('GET', '/v1/events?createdAfter=2019-04-28T00:00Z&type=APP_PAIRED&limit=100');
    expect(test.body.events.map((e: any) => e.details.mediumId)).toContain(medium.id);
  });

  it('leaves the medium out of unlockings the lock settings anonymize', async () => {
    const anonymous = await fx.lock(world.a.test, { anonymizeEventLog: { type: 'ALWAYS' } });
    await recordUnlocking(world.deps.store.db, fx.ctx(world.a.test), {
      lockId: anonymous.id,
      medium,
      type: 'UNLOCKING_SUCCESSFUL_VIA_HANDS_FREE',
      at: daysAgo(0.1),
    });
    const events = (await world.call('GET', `/v1/events?createdAfter=${since(0.01)}&type=UNLOCKING`)).body.events;
    const event = events.find((e: any) => e.details.lockId === anonymous.id);
    expect(event.details).toEqual({ type: 'UNLOCKING', lockId: anonymous.id, unlockingTimestamp: expect.any(String) });
  });

  it('tells a lock owner of unlockings by a redeemer, without medium when the share asks for it', async () => {
    const owner = world.b.test;
    const redeemer = world.a.test;
    const open = await fx.lock(owner);
    const discreet = await fx.lock(owner);
    await fx.share(open.id, owner, redeemer);
    await fx.share(discreet.id, owner, redeemer, { anonymizeDataInOwnerProtocol: true });
    for (const l of [open, discreet]) {
      await recordUnlocking(world.deps.store.db, fx.ctx(redeemer), {
        lockId: l.id,
        medium,
        type: 'UNLOCKING_SUCCESSFUL',
        at: daysAgo(0.01),
      });
    }
    const onShared = async (key: string) => {
      const events = (await world.call('GET', `/v1/events?createdAfter=${since(0.05)}&type=UNLOCKING&limit=100`, { key })).body.events;
      return events
        .filter((e: any) => [open.id, discreet.id].includes(e.details.lockId))
        .map((e: any) => [e.details.lockId, e.details.mediumId ?? null]);
    };
    expect(await onShared(world.b.testKey)).toEqual([
      [discreet.id, null],
      [open.id, medium.id],
    ]);
    expect(await onShared(world.a.testKey)).toEqual([
      [discreet.id, medium.id],
      [open.id, medium.id],
    ]);
    expect(await onShared(world.b.productionKey)).toEqual([]);
  });
});

describe('GET /v1/events/{eventId}', () => {
  it('answers one event, and 404 for other environments and unknown ids', async () => {
    const [newest] = (await prodCall(`/v1/events?createdAfter=${since(7)}&type=APP_PAIRED`)).body.events;
    const res = await prodCall(`/v1/events/${newest.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(newest);
    for (const key of [world.a.testKey, world.b.testKey, world.b.productionKey]) {
      expectProblem(await world.call('GET', `/v1/events/${newest.id}`, { key }), 404, 'NOT_FOUND');
    }
    expectProblem(await world.call('GET', '/v1/events/999999999'), 404, 'NOT_FOUND');
    expectProblem(await world.call('GET', '/v1/events/abc'), 400, 'VALIDATION_FAILED', 'path/eventId');
  });
});
