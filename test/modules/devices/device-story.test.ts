import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockTo, eventsSince, localDate, ok } from '../../helpers/devices.ts';
import { seedLock } from '../../helpers/locks.ts';
import { freshNumber } from '../../helpers/media.ts';
import { startWorld, type World } from '../../helpers/world.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

describe('the integrator story: send-a-key → the app pairs → unlock at 08:05 lock time → events and protocol show it', () => {
  it('runs end to end through the interface and the simulator', async () => {
    const garage = await seedLock(world, 'garage');
    const day = await localDate(world, 1);
    const { now: start } = await ok(world, 'GET', '/v1/simulator/clock');

    // 1. Send a key for tomorrow 08:00–17:00 at the garage gate.
    const sent = await ok(world, 'POST', '/v1/send-a-key/sms', {
      phone: { phoneNumber: freshNumber() },
      person: { firstName: 'Story', lastName: 'Teller', correspondenceLanguageCode: 'en-UK' },
      authorization: { lockId: garage.id, authorizationInfo: { type: 'SIMPLE', validFrom: `${day}T08:00`, validTo: `${day}T17:00` } },
    });
    // 2. The app pairs with the code from the SMS, then synchronizes its key ring.
    const paired = await ok(world, 'POST', '/v1/simulator/phones/pair', {
      pairingCode: sent.phone.pairingCode,
      appType: 'ANDROID',
      platformVersion: '14',
    });
    const synced = await ok(world, 'POST', `/v1/simulator/phones/${paired.phoneId}/sync`);
    expect(synced.syncedAuthorizationList).toEqual([{ authorizationId: sent.authorization.id, syncAction: 'CREATED' }]);
    // 3. Tomorrow, 08:05 at the lock: the door opens.
    await clockTo(world, `${day}T08:05`);
    const unlock = await ok(world, 'POST', '/v1/simulator/access', { mediumId: paired.phoneId, lockId: garage.id });
    expect(unlock).toMatchObject({
      granted: true,
      reason: 'GRANTED',
      localTime: `${day}T08:05`,
      lockProtocolEventType: 'UNLOCKING_SUCCESSFUL',
    });

    // 4. The event feed and the protocols show it.
    const events = await eventsSince(world, start);
    expect(events.map((e) => e.details.type)).toEqual(['APP_PAIRED', 'AUTHORIZATION_SYNCHRONIZED', 'UNLOCKING']);
    expect(events[2].details).toEqual({ type: 'UNLOCKING', lockId: garage.id, mediumId: paired.phoneId, unlockingTimestamp: unlock.at });
    const lockProtocol = await ok(world, 'GET', `/v1/lock-protocol-limit?lockId=${garage.id}`);
    expect(lockProtocol.lockProtocols[0].lockProtocol).toMatchObject({
      event: { type: 'UNLOCKING_SUCCESSFUL' },
      timestamp: unlock.at,
      lockUtcDelta: unlock.lockUtcDelta,
      medium: { id: paired.phoneId },
      sourceMedium: true,
    });
    const mediumProtocol = await ok(world, 'GET', `/v1/medium-protocol-limit?mediumId=${paired.phoneId}&from=${encodeURIComponent(start)}`);
    expect(mediumProtocol.lockProtocols.map((p: any) => p.lockProtocol.event.type)).toEqual(
      expect.arrayContaining(['UNLOCKING_SUCCESSFUL', 'KEY_RING_SYNCHRONIZATION_VIA_OTA', 'MOBILE_PHONE_PAIRING_FINALIZED']),
    );
    const phone = await ok(world, 'GET', `/v1/media/${paired.phoneId}`);
    expect(phone).toMatchObject({
      mediumIdentifier: paired.mediumIdentifier,
      appType: 'ANDROID',
      platformVersion: '14',
      lastSynchronizedOn: synced.synchronizedOn,
    });
    expect(phone).not.toHaveProperty('pairingCode');
    const authorization = await ok(world, 'GET', `/v1/authorizations/${sent.authorization.id}`);
    expect(authorization).toMatchObject({ currentState: 'UNCHANGED', synchronizedOn: synced.synchronizedOn });
  });
});
