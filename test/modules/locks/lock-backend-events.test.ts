import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_PROTOCOL_EVENT_TYPES } from '../../../src/modules/protocol-log/event-types.ts';
import { fixtures } from '../../helpers/fixtures.ts';
import { startWorld, type World } from '../../helpers/world.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

const backendEntries = async (query: string) =>
  (await world.call('GET', `/v1/lock-protocol-limit?${query}&language=en-UK,de-DE`)).body.lockProtocols
    .map((p: any) => p.lockProtocol)
    .filter((e: any) => e.eventCategory === 'BACKEND_EVENT');

describe('backend changes in the lock protocol, as they happen', () => {
  it('shows authorization, settings and removal changes of a lock, without an unknown event type', async () => {
    const f = fixtures(world, world.a.test);
    const [phone, lock] = [await f.phone(), await f.lock()];
    const auth = (
      await world.call('POST', '/v1/authorizations/simple', {
        body: {
          mediumId: phone.id,
          lockId: lock.id,
          authorizationInfo: { type: 'SIMPLE', validFrom: '2026-03-01T08:00', validTo: '2026-03-01T09:00' },
        },
      })
    ).body;
    await world.call('PUT', '/v1/authorizations', { body: [{ id: auth.id, deletionRequested: true }] });
    const settings = (await world.call('GET', `/v1/locks/${lock.id}/settings`)).body;
    expect((await world.call('PUT', `/v1/locks/${lock.id}/settings`, { body: { ...settings, normalReleaseDuration: 9 } })).status).toBe(
      200,
    );
    expect((await world.call('POST', `/v1/locks/${lock.id}/remove`)).status).toBe(200);

    const entries = await backendEntries(`lockId=${lock.id}`);
    expect(entries.length).toBeGreaterThanOrEqual(4);
    for (const entry of entries) {
      if (entry.event?.type !== undefined) expect(LOCK_PROTOCOL_EVENT_TYPES).toContain(entry.event.type);
      expect(Object.keys(entry.event.translations)).toEqual(['en-UK', 'de-DE']);
      expect(Object.keys(entry.details.translations)).toEqual(['en-UK', 'de-DE']);
      expect(entry.operatorName).toEqual(expect.any(String));
    }
    const withMedium = entries.filter((e: any) => e.medium?.id === phone.id);
    expect(withMedium.length).toBeGreaterThanOrEqual(2);
    const mediumProtocol = (await world.call('GET', `/v1/medium-protocol-limit?mediumId=${phone.id}&language=en-UK`)).body.lockProtocols;
    expect(mediumProtocol.some((p: any) => p.lockProtocol.eventCategory === 'BACKEND_EVENT')).toBe(true);
  });

  it('never shows another customer these entries', async () => {
    const lock = await fixtures(world, world.a.test).lock();
    await world.call('POST', `/v1/locks/${lock.id}/remove`);
    expect(await backendEntries(`lockId=${lock.id}`)).not.toEqual([]);
    for (const key of [world.b.testKey, world.a.productionKey]) {
      const res = await world.call('GET', `/v1/lock-protocol-limit?lockId=${lock.id}`, { key });
      expect(res.body.lockProtocols).toEqual([]);
    }
  });
});
