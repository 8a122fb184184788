import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access, ok, pairedPhone } from '../../helpers/devices.ts';
import { seedLock } from '../../helpers/locks.ts';
import { mediumId } from '../../helpers/media.ts';
import { expectKeyChecks, expectProblem, startWorld, type World } from '../../helpers/world.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

const TAG = 'Simulator (test environment only)';

async function simulatorOperations(): Promise<{ method: string; url: string; op: any }[]> {
  const doc = (await world.call('GET', '/v1/openapi.json', { key: null })).body;
  return Object.entries<Record<string, any>>(doc.paths)
    .filter(([path]) => path.startsWith('/v1/simulator/'))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, '1'), op })),
    );
}

describe('the simulator controls', () => {
  it('are documented in the OpenAPI document under their own tag; the device interface is not part of it', async () => {
    const ops = await simulatorOperations();
    expect(ops.map((o) => `${o.method} ${o.url}`).sort()).toEqual([
      'GET /v1/simulator/clock',
      'POST /v1/simulator/access',
      'POST /v1/simulator/clock',
      'POST /v1/simulator/locks/1/credential',
      'POST /v1/simulator/locks/1/sync',
      'POST /v1/simulator/phones/1/replacement',
      'POST /v1/simulator/phones/1/sync',
      'POST /v1/simulator/phones/pair',
      'PUT /v1/simulator/phones/1/pin',
    ]);
    for (const { op } of ops) {
      expect(op.tags).toEqual([TAG]);
      expect(op.description).toContain('TEST_ENVIRONMENT_ONLY');
      expect(op.responses['403']).toBeDefined();
    }
    const doc = (await world.call('GET', '/v1/openapi.json', { key: null })).body;
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/device'))).toEqual([]);
    expect(doc.components.schemas).toHaveProperty('AccessDecision');
  });

  it('are refused for production keys with 403 TEST_ENVIRONMENT_ONLY, before anything happens', async () => {
    const lock = await seedLock(world, 'garage');
    const bodies: Record<string, unknown> = {
      '/v1/simulator/phones/pair': { pairingCode: 'ABCDEFGHJKLM', appType: 'ANDROID', platformVersion: '14' },
      '/v1/simulator/access': { mediumId: 1, lockId: lock.id },
      '/v1/simulator/clock': { advanceMinutes: 60 },
      '/v1/simulator/phones/1/pin': { pinSet: true },
      '/v1/simulator/phones/1/replacement': { appType: 'ANDROID', platformVersion: '14' },
    };
    for (const { method, url } of await simulatorOperations()) {
      const res = await world.call(method, url, { key: world.a.productionKey, body: method === 'GET' ? undefined : (bodies[url] ?? {}) });
      expectProblem(res, 403, 'TEST_ENVIRONMENT_ONLY');
    }
    expect((await ok(world, 'GET', '/v1/simulator/clock')).clockOffsetMs).toBe(0);
  });

  it('refuse missing, unknown and revoked keys', async () => {
    await expectKeyChecks(world, { method: 'POST', url: '/v1/simulator/access', body: { mediumId: 1, lockId: 1 } });
    await expectKeyChecks(world, { method: 'GET', url: '/v1/simulator/clock' });
  });

  it("act only on the caller's environment: objects and pairing codes of others are 404", async () => {
    const theirPhone = await mediumId(world, 'anna-phone', world.b.test);
    const theirLock = await seedLock(world, 'garage', world.b.testKey);
    expectProblem(await world.call('POST', `/v1/simulator/phones/${theirPhone}/sync`), 404);
    expectProblem(await world.call('POST', `/v1/simulator/locks/${theirLock.id}/sync`), 404);
    expectProblem(await world.call('POST', `/v1/simulator/locks/${theirLock.id}/credential`), 404);
    expectProblem(
      await world.call('POST', '/v1/simulator/access', { body: { mediumId: theirPhone, lockId: (await seedLock(world, 'garage')).id } }),
      404,
    );
    const [phone] = await ok(world, 'POST', '/v1/media/phones', [{ phoneNumber: '+43 676 555 0101' }], world.b.testKey);
    const { pairingCode } = await ok(world, 'POST', `/v1/media/phones/${phone.id}/pairing`, undefined, world.b.testKey);
    expectProblem(
      await world.call('POST', '/v1/simulator/phones/pair', { body: { pairingCode, appType: 'ANDROID', platformVersion: '14' } }),
      404,
      'PAIRING_CODE_UNKNOWN',
    );
    expect(
      (await ok(world, 'POST', '/v1/simulator/phones/pair', { pairingCode, appType: 'ANDROID', platformVersion: '14' }, world.b.testKey))
        .phoneId,
    ).toBe(phone.id);
  });

  it('set PIN protection and ask for a phone replacement like the app does', async () => {
    const phone = await pairedPhone(world);
    expect(await ok(world, 'PUT', `/v1/simulator/phones/${phone.phoneId}/pin`, { pinSet: true })).toEqual({ pinSet: true });
    expect(
      await ok(world, 'POST', `/v1/simulator/phones/${phone.phoneId}/replacement`, { appType: 'IPHONE', platformVersion: '18' }),
    ).toMatchObject({ state: 'PENDING' });
    expect((await ok(world, 'GET', `/v1/media/${phone.phoneId}`)).phoneSettings.pinSet).toBe(true);
  });
});

describe('the clock of the test environment', () => {
  it('advances by minutes or to a later moment, never backwards, and applies to the very next request', async () => {
    const start = await ok(world, 'GET', '/v1/simulator/clock');
    expect(start.clockOffsetMs).toBe(0);
    const advanced = await ok(world, 'POST', '/v1/simulator/clock', { advanceMinutes: 90 });
    expect(advanced.clockOffsetMs).toBe(90 * 60_000);
    expect(Date.parse(advanced.now) - Date.parse(start.now)).toBeGreaterThanOrEqual(90 * 60_000);
    // The authenticated key sees the new time at once: an attempt without moment happens at the new now.
    const phone = await pairedPhone(world);
    const attempt = await access(world, { mediumId: phone.phoneId, lockId: (await seedLock(world, 'garage')).id });
    expect(Date.parse(attempt.at)).toBeGreaterThanOrEqual(Date.parse(advanced.now));

    const target = new Date(Date.parse(advanced.now) + 3 * 86_400_000).toISOString();
    const moved = await ok(world, 'POST', '/v1/simulator/clock', { to: target });
    expect(moved.now >= target).toBe(true);
    expectProblem(await world.call('POST', '/v1/simulator/clock', { body: { to: advanced.now } }), 400, 'CLOCK_CANNOT_GO_BACK', '/to');
    expectProblem(await world.call('POST', '/v1/simulator/clock', { body: {} }), 400, 'ADVANCE_OR_TO');
    expectProblem(await world.call('POST', '/v1/simulator/clock', { body: { advanceMinutes: 5, to: target } }), 400, 'ADVANCE_OR_TO');
    expectProblem(
      await world.call('POST', '/v1/simulator/clock', { body: { advanceMinutes: 0 } }),
      400,
      'VALIDATION_FAILED',
      '/advanceMinutes',
    );
    expectProblem(await world.call('POST', '/v1/simulator/clock', { body: { to: 'next week' } }), 400, 'VALIDATION_FAILED', '/to');
    // Other environments keep their own clock.
    expect((await ok(world, 'GET', '/v1/simulator/clock', undefined, world.b.testKey)).clockOffsetMs).toBe(0);
  });

  it('goes back to real time when the test data set is reset', async () => {
    await ok(world, 'POST', '/v1/simulator/clock', { advanceMinutes: 600 });
    expect((await world.call('POST', '/v1/public-mgmt/reset-test-data')).status).toBe(204);
    expect((await ok(world, 'GET', '/v1/simulator/clock')).clockOffsetMs).toBe(0);
  });
});
