import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOG_REDACTIONS } from '../../../src/kernel/http/log-redaction.ts';
import { issueLockCredential } from '../../../src/modules/devices/services/credentials.ts';
import { hashSecret } from '../../../src/kernel/secrets.ts';
import { deviceCall, lockToken, ok, pairedPhone } from '../../helpers/devices.ts';
import { fixtures } from '../../helpers/fixtures.ts';
import { seedLock } from '../../helpers/locks.ts';
import { expectProblem, startWorld, type World } from '../../helpers/world.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

const lockSync = (token: string | null, headers?: Record<string, string>) =>
  deviceCall(world, 'POST', '/device/v1/lock/sync', token, {}, headers);

describe('device credentials and API keys are kept apart', () => {
  it('a lock credential cannot reach /v1, and an API key cannot reach the device interface', async () => {
    const token = await lockToken(world, (await seedLock(world, 'garage')).id);
    expect(token).toMatch(/^ac_lock_[A-Za-z0-9_-]{43}$/);
    expect((await lockSync(token)).status).toBe(200);

    expectProblem(await world.call('GET', '/v1/persons', { key: token }), 401, 'API_KEY_INVALID');
    expectProblem(await world.call('GET', '/v1/persons', { key: null, headers: { 'x-device-token': token } }), 401, 'API_KEY_MISSING');
    expectProblem(await lockSync(world.a.testKey), 401, 'DEVICE_TOKEN_INVALID');
    expectProblem(await lockSync(world.a.productionKey), 401, 'DEVICE_TOKEN_INVALID');
    const withApiKeyHeader = await world.call('POST', '/device/v1/lock/sync', { body: {} });
    expectProblem(withApiKeyHeader, 401, 'DEVICE_TOKEN_MISSING');
    expect(withApiKeyHeader.body.detail).toContain('does not accept API keys');
    expectProblem(await lockSync(null), 401, 'DEVICE_TOKEN_MISSING');
    expectProblem(await lockSync('ac_lock_unknown000000000000000000000000000000000'), 401, 'DEVICE_TOKEN_INVALID');
  });

  it('a phone credential cannot reach /v1 either', async () => {
    const phone = await pairedPhone(world);
    expect(phone.deviceToken).toMatch(/^ac_phone_/);
    expectProblem(await world.call('GET', `/v1/media/${phone.phoneId}`, { key: phone.deviceToken }), 401, 'API_KEY_INVALID');
    expectProblem(await deviceCall(world, 'POST', '/device/v1/phone/sync', world.a.testKey), 401, 'DEVICE_TOKEN_INVALID');
    expect((await deviceCall(world, 'POST', '/device/v1/phone/sync', phone.deviceToken)).status).toBe(200);
  });

  it('phones reach only the phone operations and locks only the lock operations (403)', async () => {
    const phone = await pairedPhone(world);
    const token = await lockToken(world, (await seedLock(world, 'garage')).id);
    expectProblem(await deviceCall(world, 'POST', '/device/v1/lock/sync', phone.deviceToken, {}), 403, 'LOCK_CREDENTIAL_REQUIRED');
    expectProblem(
      await deviceCall(world, 'POST', '/device/v1/lock/access', phone.deviceToken, { mediumId: phone.phoneId }),
      403,
      'LOCK_CREDENTIAL_REQUIRED',
    );
    for (const [method, url, body] of [
      ['POST', '/device/v1/phone/sync', undefined],
      ['PUT', '/device/v1/phone/pin', { pinSet: true }],
      ['POST', '/device/v1/phone/replacement', { appType: 'IPHONE', platformVersion: '18' }],
      ['POST', '/device/v1/phone/unlock', { lockId: 1 }],
    ] as const) {
      expectProblem(await deviceCall(world, method, url, token, body), 403, 'PHONE_CREDENTIAL_REQUIRED');
    }
  });

  it('stores only a hash and a display prefix of each credential', async () => {
    const phone = await pairedPhone(world);
    const row = await world.deps.store.db
      .selectFrom('device_credentials')
      .selectAll()
      .where('medium_id', '=', phone.phoneId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      kind: 'PHONE',
      environment_id: world.a.test.id,
      lock_id: null,
      prefix: phone.deviceToken.slice(0, 12),
      hash: hashSecret(phone.deviceToken),
      revoked_at: null,
    });
    expect(JSON.stringify(row)).not.toContain(phone.deviceToken);
    expect(LOG_REDACTIONS).toContain('req.headers["x-device-token"]');
  });

  it('a new credential replaces the previous one', async () => {
    const lockId = (await seedLock(world, 'lobby')).id;
    const first = await lockToken(world, lockId);
    const second = await lockToken(world, lockId);
    expectProblem(await lockSync(first), 401, 'DEVICE_TOKEN_INVALID');
    expect((await lockSync(second)).status).toBe(200);
  });

  it('credentials of a removed lock and of a deleted phone stop working', async () => {
    const lock = await fixtures(world, world.a.test).lock();
    const token = await lockToken(world, lock.id);
    await ok(world, 'POST', `/v1/locks/${lock.id}/remove`);
    const removal = await lockSync(token);
    expect(removal.body).toMatchObject({ lockId: lock.id, removed: true });
    expectProblem(await lockSync(token), 401, 'DEVICE_TOKEN_INVALID');

    const phone = await pairedPhone(world);
    await ok(world, 'DELETE', '/v1/media/phones', [phone.phoneId]);
    expectProblem(await deviceCall(world, 'POST', '/device/v1/phone/sync', phone.deviceToken), 401, 'DEVICE_TOKEN_INVALID');
  });

  it('credentials of a test environment stop working when its data set is reset', async () => {
    const token = await lockToken(world, (await seedLock(world, 'front', world.b.testKey)).id, world.b.testKey);
    expect((await world.call('POST', '/v1/public-mgmt/reset-test-data', { key: world.b.testKey })).status).toBe(204);
    expectProblem(await lockSync(token), 401, 'DEVICE_TOKEN_INVALID');
  });

  it('works for production devices too: locks registered by the administrator, phones paired by their app', async () => {
    const f = fixtures(world, world.a.production);
    const lock = await f.lock();
    const issued = await issueLockCredential(world.deps, f.ctx, lock.id);
    const res = await lockSync(issued.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.download).toMatchObject({ lockId: lock.id, lockIdentifier: lock.lockIdentifier, whitelist: [], blacklist: [] });
    const phone = await pairedPhone(world, world.a.productionKey);
    expect((await deviceCall(world, 'POST', '/device/v1/phone/sync', phone.deviceToken)).status).toBe(200);
    // The production phone is invisible to the test key, and the simulator refuses production keys.
    expectProblem(await world.call('GET', `/v1/media/${phone.phoneId}`), 404);
    expectProblem(
      await world.call('POST', `/v1/simulator/phones/${phone.phoneId}/sync`, { key: world.a.productionKey }),
      403,
      'TEST_ENVIRONMENT_ONLY',
    );
  });
});
