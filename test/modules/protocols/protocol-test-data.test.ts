import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_PROTOCOL_EVENT_CATEGORIES, LOCK_PROTOCOL_EVENT_TYPES } from '../../../src/modules/protocol-log/event-types.ts';
import { recordUnlocking } from '../../../src/modules/protocol-log/lock-protocol.ts';
import { protocolFixtures } from '../../helpers/protocol-fixtures.ts';
import { startWorld, type World } from '../../helpers/world.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

/** Every page of a deprecated (unlimited) protocol operation. */
async function everything(path: string, listName: string, key?: string): Promise<any[]> {
  const items: any[] = [];
  for (let offset = 0; ; offset += 100) {
    const res = await world.call('GET', `${path}${path.includes('?') ? '&' : '?'}limit=100&offset=${offset}`, { key });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    items.push(...res.body[listName]);
    if (res.body[listName].length < 100) return items;
  }
}

describe('protocols of the test data set', () => {
  it('hold an entry of every lock protocol event type and category over several months', async () => {
    const locks = await everything('/v1/lock-protocol', 'lockProtocols');
    const media = await everything('/v1/medium-protocol', 'lockProtocols');
    const types = new Set([...locks, ...media].map((p) => p.lockProtocol.event.type));
    expect(LOCK_PROTOCOL_EVENT_TYPES.filter((t) => !types.has(t))).toEqual([]);
    expect(new Set(locks.map((p) => p.lockProtocol.eventCategory))).toEqual(new Set(LOCK_PROTOCOL_EVENT_CATEGORIES));
    const times = locks.map((p) => Date.parse(p.lockProtocol.timestamp));
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(120 * 24 * 3600_000);
    expect(media.some((p) => p.lock === undefined)).toBe(true);
  });

  it('has entries in the default range of the -limit operations, translated in every language', async () => {
    const res = await world.call('GET', '/v1/lock-protocol-limit?language=all');
    expect(res.body.total).toBeGreaterThan(0);
    for (const p of res.body.lockProtocols) {
      expect(Object.keys(p.lockProtocol.event.translations)).toHaveLength(11);
      for (const text of Object.values<string>(p.lockProtocol.details.translations)) {
        expect(text).not.toMatch(/@[a-zA-Z]/);
        expect(text.length).toBeGreaterThan(0);
      }
    }
  });

  it('shows anonymized entries of locks whose settings ask for it, and entries on a shared lock', async () => {
    const locks = await everything('/v1/lock-protocol', 'lockProtocols');
    const withoutMedium = locks.filter((p) => p.lockProtocol.eventCategory === 'LOCKING_EVENT' && !p.lockProtocol.medium);
    const withMedium = locks.filter((p) => p.lockProtocol.eventCategory === 'LOCKING_EVENT' && p.lockProtocol.medium);
    expect(withoutMedium.length).toBeGreaterThan(0);
    expect(withMedium.length).toBeGreaterThan(0);
    expect(locks.some((p) => p.lock.alternativeName !== undefined)).toBe(true);
  });

  it('feeds events of all three types', async () => {
    const res = await world.call('GET', '/v1/events?createdAfter=2019-04-28T00:00:00.000Z&limit=100');
    expect(new Set(res.body.events.map((e: any) => e.details.type))).toEqual(
      new Set(['UNLOCKING', 'APP_PAIRED', 'AUTHORIZATION_SYNCHRONIZED']),
    );
  });

  it('lists credit movements of the test environment', async () => {
    const res = await world.call('GET', '/v1/credits-protocol?language=en-UK');
    const types = new Set(res.body.creditsProtocolList.map((c: any) => c.creditsProtocolEntry.event.type));
    expect(types).toEqual(
      new Set(['QUANTITY_CREDIT_ADDED', 'TEMPORAL_CREDIT_ADDED', 'EDIT_AUTHORIZATION_KEY', 'CREATE_AUTHORIZATION_KEY']),
    );
  });

  it('comes back unchanged after a reset, with the same event and credit ids, without later additions', async () => {
    const fx = protocolFixtures(world);
    const snapshot = async () => ({
      events: (await world.call('GET', '/v1/events?createdAfter=2019-04-28T00:00:00.000Z&limit=100')).body.events.map((e: any) => e.id),
      credits: (await world.call('GET', '/v1/credits-protocol')).body.creditsProtocolList.map((c: any) => c.creditsProtocolEntry.id),
      entries: (await world.call('GET', '/v1/lock-protocol')).body.total,
    });
    const before = await snapshot();
    const lock = (await world.call('GET', '/v1/lock-protocol?limit=1')).body.lockProtocols[0].lock;
    const medium = await fx.medium(world.a.test);
    await recordUnlocking(world.deps.store.db, fx.ctx(world.a.test), { lockId: lock.id, medium, type: 'UNLOCKING_SUCCESSFUL' });
    expect((await snapshot()).entries).toBe(before.entries + 1);
    expect((await world.call('POST', '/v1/public-mgmt/reset-test-data')).status).toBe(204);
    expect(await snapshot()).toEqual(before);
  });

  it('belong to the test environment only', async () => {
    for (const key of [world.a.productionKey]) {
      expect((await world.call('GET', '/v1/lock-protocol', { key })).body.total).toBe(0);
      expect((await world.call('GET', '/v1/events?createdAfter=2019-04-28T00:00:00.000Z', { key })).body.total).toBe(0);
    }
  });
});
