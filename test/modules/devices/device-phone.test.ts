import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorize, deviceCall, deviceTestNumber, eventsSince, localDate, ok, pairedPhone } from '../../helpers/devices.ts';
import { seedLock } from '../../helpers/locks.ts';
import { mediumId, protocolEntries } from '../../helpers/media.ts';
import { expectProblem, startWorld, type World } from '../../helpers/world.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

const phoneCall = (token: string, method: string, url: string, body?: unknown) =>
  deviceCall(world, method, `/device/v1/phone/${url}`, token, body);
const now = async () => (await ok(world, 'GET', '/v1/simulator/clock')).now;
async function newCode(): Promise<{ id: number; pairingCode: string }> {
  const [phone] = await ok(world, 'POST', '/v1/media/phones', [{ phoneNumber: deviceTestNumber() }]);
  return ok(world, 'POST', `/v1/media/phones/${phone.id}/pairing`);
}
const redeem = (pairingCode: string, appType = 'IPHONE') =>
  deviceCall(world, 'POST', '/device/v1/phone/pairing', null, { pairingCode, appType, platformVersion: '17.5' });
const mediumProtocolTypes = async (id: number, from: string): Promise<string[]> =>
  (await ok(world, 'GET', `/v1/medium-protocol-limit?mediumId=${id}&from=${encodeURIComponent(from)}&limit=100`)).lockProtocols.map(
    (p: any) => p.lockProtocol.event.type,
  );
/** The medium protocol entries `action` adds (newest first), whatever the clock's resolution. */
async function protocolledBy(id: number, action: () => Promise<unknown>): Promise<string[]> {
  // The operation without the -limit range rules: its whole history.
  const all = async (): Promise<string[]> =>
    (await ok(world, 'GET', `/v1/medium-protocol?mediumId=${id}&limit=100`)).lockProtocols.map((p: any) => p.lockProtocol.event.type);
  const before = await all();
  await action();
  const after = await all();
  return after.slice(0, after.length - before.length);
}

describe('POST /device/v1/phone/pairing', () => {
  it('pairs the phone: identifier, app type and platform, device credential, APP_PAIRED, medium and system protocol', async () => {
    const { id, pairingCode } = await newCode();
    const since = await now();
    let res: any;
    expect(await protocolledBy(id, async () => (res = await redeem(pairingCode)))).toEqual(['MOBILE_PHONE_PAIRING_FINALIZED']);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      phoneId: id,
      lockingSystemId: world.a.test.id,
      mediumIdentifier: expect.stringMatching(/^PHN-[0-9A-F]{8}$/),
      deviceToken: expect.any(String),
      rePairing: false,
    });
    const phone = await ok(world, 'GET', `/v1/media/${id}`);
    expect(phone).toMatchObject({ mediumIdentifier: res.body.mediumIdentifier, appType: 'IPHONE', platformVersion: '17.5' });
    expect(phone).not.toHaveProperty('pairingCode');
    expect(phone).not.toHaveProperty('pairingCodeValidUntil');
    const events = await eventsSince(world, since);
    expect(events.map((e) => e.details)).toEqual([{ type: 'APP_PAIRED', mediumId: id }]);
    const system = (await protocolEntries(world)).filter((e) => e.mediumId === id).map((e) => e.type);
    expect(system).toContain('FINALIZE_MOBILE_PHONE_PAIRING');
    const actor = await world.deps.store.db
      .selectFrom('system_protocol')
      .select('administrator_name')
      .where('medium_id', '=', id)
      .where('event_type', '=', 'FINALIZE_MOBILE_PHONE_PAIRING')
      .executeTakeFirstOrThrow();
    expect(actor.administrator_name).toBe(`Phone app ${res.body.mediumIdentifier}`);
  });

  it('uses a code once; a newer code replaces an older one', async () => {
    const { id, pairingCode } = await newCode();
    const newer = await ok(world, 'POST', `/v1/media/phones/${id}/pairing`);
    expectProblem(await redeem(pairingCode), 404, 'PAIRING_CODE_UNKNOWN');
    expect((await redeem(newer.pairingCode)).status).toBe(200);
    expectProblem(await redeem(newer.pairingCode), 404, 'PAIRING_CODE_UNKNOWN');
  });

  it('re-pairs a paired phone on a new device: same identifier, RE_PAIRING entries, the old credential stops working', async () => {
    const first = await pairedPhone(world);
    const { pairingCode } = await ok(world, 'POST', `/v1/media/phones/${first.phoneId}/pairing`);
    let again: any;
    expect(await protocolledBy(first.phoneId, async () => (again = await redeem(pairingCode, 'ANDROID')))).toEqual([
      'MOBILE_PHONE_RE_PAIRING_FINALIZED',
    ]);
    expect(again.body).toMatchObject({ phoneId: first.phoneId, mediumIdentifier: first.mediumIdentifier, rePairing: true });
    expect((await protocolEntries(world)).filter((e) => e.mediumId === first.phoneId).map((e) => e.type)).toContain(
      'FINALIZE_MOBILE_PHONE_RE_PAIRING',
    );
    expectProblem(await phoneCall(first.deviceToken, 'POST', 'sync'), 401, 'DEVICE_TOKEN_INVALID');
    expect((await phoneCall(again.body.deviceToken, 'POST', 'sync')).status).toBe(200);
  });

  it('refuses expired codes, deactivated phones and malformed requests', async () => {
    const expired = await newCode();
    const deactivated = await newCode();
    await ok(world, 'POST', `/v1/media/${deactivated.id}/deactivate?reason=lost`);
    expectProblem(await redeem(deactivated.pairingCode), 400, 'MEDIUM_DEACTIVATED');
    expectProblem(
      await deviceCall(world, 'POST', '/device/v1/phone/pairing', null, {
        pairingCode: expired.pairingCode,
        appType: 'NOKIA',
        platformVersion: '1',
      }),
      400,
      'VALIDATION_FAILED',
      '/appType',
    );
    expectProblem(await deviceCall(world, 'POST', '/device/v1/phone/pairing', null, { pairingCode: 'short' }), 400, 'VALIDATION_FAILED');
    await ok(world, 'POST', '/v1/simulator/clock', { advanceMinutes: 8 * 24 * 60 });
    expectProblem(await redeem(expired.pairingCode), 400, 'PAIRING_CODE_EXPIRED');
  });
});

describe('POST /device/v1/phone/sync', () => {
  it('receives new authorizations, completes deletions, hands over push messages once, and stamps lastSynchronizedOn', async () => {
    const phone = await pairedPhone(world);
    const [garage, front] = [await seedLock(world, 'garage'), await seedLock(world, 'front')];
    const [keep, drop] = await authorize(world, phone.phoneId, [{ lockId: garage.id }, { lockId: front.id }]);
    const since = await now();
    const first = (await phoneCall(phone.deviceToken, 'POST', 'sync')).body;
    expect(first.syncedAuthorizationList).toEqual([
      { authorizationId: keep.id, syncAction: 'CREATED' },
      { authorizationId: drop.id, syncAction: 'CREATED' },
    ]);
    expect(first.keyRing.map((k: any) => k.authorizationId)).toEqual([keep.id, drop.id]);
    expect(first.keyRing[0]).toEqual({ authorizationId: keep.id, lockId: garage.id, authorizationInfoList: [{ type: 'PERMANENT' }] });
    expect(first.pushMessages).toEqual([{ id: expect.any(Number), text: expect.any(String), createdOn: expect.any(String) }]);
    expect(first).toMatchObject({ phoneId: phone.phoneId, activated: true, pinSet: false, pinResetApplied: false });
    expect(await ok(world, 'GET', `/v1/authorizations/${keep.id}`)).toMatchObject({
      currentState: 'UNCHANGED',
      synchronizedOn: first.synchronizedOn,
    });
    expect((await ok(world, 'GET', `/v1/media/${phone.phoneId}`)).lastSynchronizedOn).toBe(first.synchronizedOn);

    await ok(world, 'PUT', '/v1/authorizations', [{ id: drop.id, deletionRequested: true }]);
    expect((await ok(world, 'GET', `/v1/authorizations/${drop.id}`)).currentState).toBe('DELETED');
    const second = (await phoneCall(phone.deviceToken, 'POST', 'sync')).body;
    expect(second.syncedAuthorizationList).toEqual([{ authorizationId: drop.id, syncAction: 'DELETED' }]);
    expect(second.keyRing.map((k: any) => k.authorizationId)).toEqual([keep.id]);
    expect(second.pushMessages).toEqual([]);
    expectProblem(await world.call('GET', `/v1/authorizations/${drop.id}`), 404);

    const events = (await eventsSince(world, since)).filter((e) => e.details.type === 'AUTHORIZATION_SYNCHRONIZED');
    expect(events.map((e) => e.details.syncedAuthorizationList)).toEqual([first.syncedAuthorizationList, second.syncedAuthorizationList]);
    const third = (await phoneCall(phone.deviceToken, 'POST', 'sync')).body;
    expect(third.syncedAuthorizationList).toEqual([]);
    expect((await eventsSince(world, since)).filter((e) => e.details.type === 'AUTHORIZATION_SYNCHRONIZED')).toHaveLength(2);
  });

  it('lists the locks of an area on the key ring, as the locks know them', async () => {
    const phone = await pairedPhone(world);
    const areas = (await ok(world, 'GET', '/v1/areas?limit=100')).areaList;
    const groundFloor = areas.find((a: any) => a.name === 'Ground floor');
    const [auth] = await authorize(world, phone.phoneId, [{ areaId: groundFloor.id }]);
    const { keyRing } = (await phoneCall(phone.deviceToken, 'POST', 'sync')).body;
    // The garage's assignment is still pending: the garage does not know it is in the area yet.
    const [front, lobby] = [await seedLock(world, 'front'), await seedLock(world, 'lobby')];
    expect(keyRing).toEqual([
      { authorizationId: auth.id, areaId: groundFloor.id, lockIds: [front.id, lobby.id], authorizationInfoList: [{ type: 'PERMANENT' }] },
    ]);
  });

  it('carries out a PIN reset an administrator asked for', async () => {
    const phone = await pairedPhone(world);
    const since = await now();
    expect((await phoneCall(phone.deviceToken, 'PUT', 'pin', { pinSet: true })).body).toEqual({ pinSet: true });
    expect((await ok(world, 'GET', `/v1/media/${phone.phoneId}`)).phoneSettings.pinSet).toBe(true);
    await ok(world, 'POST', `/v1/media/phones/${phone.phoneId}/pin-reset`);
    expect((await ok(world, 'GET', `/v1/media/${phone.phoneId}`)).phoneSettings).toMatchObject({
      pinSet: true,
      pinResetTime: expect.any(String),
    });
    const synced = (await phoneCall(phone.deviceToken, 'POST', 'sync')).body;
    expect(synced).toMatchObject({ pinSet: false, pinResetApplied: true });
    const settings = (await ok(world, 'GET', `/v1/media/${phone.phoneId}`)).phoneSettings;
    expect(settings.pinSet).toBe(false);
    expect(settings).not.toHaveProperty('pinResetTime');
    expect((await protocolEntries(world)).filter((e) => e.mediumId === phone.phoneId).map((e) => e.type)).toEqual(
      expect.arrayContaining(['PIN_RESET_INITIATED', 'PIN_RESET_FINISHED']),
    );
    expect(await mediumProtocolTypes(phone.phoneId, since)).toEqual(
      expect.arrayContaining(['PIN_PROTECTION_ACTIVATED', 'PIN_PROTECTION_DEACTIVATED']),
    );
    expectProblem(await world.call('POST', `/v1/media/phones/${phone.phoneId}/pin-reset`), 409, 'PIN_NOT_SET');
  });

  it('a PIN set while a reset waits completes the reset first', async () => {
    const phone = await pairedPhone(world);
    await phoneCall(phone.deviceToken, 'PUT', 'pin', { pinSet: true });
    await ok(world, 'POST', `/v1/media/phones/${phone.phoneId}/pin-reset`);
    expect((await phoneCall(phone.deviceToken, 'PUT', 'pin', { pinSet: true })).body).toEqual({ pinSet: true });
    expect((await ok(world, 'GET', `/v1/media/${phone.phoneId}`)).phoneSettings).toEqual({
      inMaintenanceMode: false,
      mediumLogVisible: true,
      pinSet: true,
    });
    expect((await phoneCall(phone.deviceToken, 'POST', 'sync')).body.pinResetApplied).toBe(false);
  });

  it('a deactivated phone keeps no key ring and cannot unlock', async () => {
    const phone = await pairedPhone(world);
    const garage = await seedLock(world, 'garage');
    await authorize(world, phone.phoneId, [{ lockId: garage.id }]);
    await phoneCall(phone.deviceToken, 'POST', 'sync');
    await ok(world, 'POST', `/v1/media/${phone.phoneId}/deactivate?reason=stolen`);
    const synced = (await phoneCall(phone.deviceToken, 'POST', 'sync')).body;
    expect(synced).toMatchObject({ activated: false, keyRing: [], syncedAuthorizationList: [] });
    const unlock = (await phoneCall(phone.deviceToken, 'POST', 'unlock', { lockId: garage.id })).body;
    expect(unlock).toMatchObject({ granted: false, reason: 'DENIED_DEACTIVATED', lockProtocolEventType: 'UNLOCKING_FAILED' });
  });
});

describe('POST /device/v1/phone/unlock', () => {
  it("unlocks with a received authorization at the environment's now, writing the entry and the UNLOCKING event", async () => {
    const phone = await pairedPhone(world);
    const garage = await seedLock(world, 'garage');
    await authorize(world, phone.phoneId, [{ lockId: garage.id }]);
    // Not received yet: the phone does not have it.
    expect((await phoneCall(phone.deviceToken, 'POST', 'unlock', { lockId: garage.id })).body).toMatchObject({
      granted: false,
      reason: 'DENIED_NOT_AUTHORIZED',
    });
    await phoneCall(phone.deviceToken, 'POST', 'sync');
    const since = await now();
    const res = await phoneCall(phone.deviceToken, 'POST', 'unlock', { lockId: garage.id });
    expect(res.body).toMatchObject({
      granted: true,
      reason: 'GRANTED',
      mediumId: phone.phoneId,
      lockId: garage.id,
      releaseDuration: 5,
      lockProtocolEventType: 'UNLOCKING_SUCCESSFUL',
    });
    const unlocking = (await eventsSince(world, since)).filter((e) => e.details.type === 'UNLOCKING');
    expect(unlocking.map((e) => e.details)).toEqual([
      { type: 'UNLOCKING', lockId: garage.id, mediumId: phone.phoneId, unlockingTimestamp: res.body.at },
    ]);
  });

  it("refuses locks the phone's system does not see, and moments in the future", async () => {
    const phone = await pairedPhone(world);
    const foreign = await seedLock(world, 'garage', world.b.testKey);
    expectProblem(await phoneCall(phone.deviceToken, 'POST', 'unlock', { lockId: foreign.id }), 404);
    const garage = await seedLock(world, 'garage');
    const tomorrow = await localDate(world, 1);
    const future = new Date(Date.parse(`${tomorrow}T12:00:00Z`)).toISOString();
    expectProblem(
      await phoneCall(phone.deviceToken, 'POST', 'unlock', { lockId: garage.id, at: future }),
      400,
      'MOMENT_IN_THE_FUTURE',
      '/at',
    );
    expectProblem(
      await phoneCall(phone.deviceToken, 'POST', 'unlock', { lockId: garage.id, at: 'tomorrow' }),
      400,
      'VALIDATION_FAILED',
      '/at',
    );
  });
});

describe('POST /device/v1/phone/replacement', () => {
  it('starts a pending replacement that an administrator decides', async () => {
    const phone = await pairedPhone(world);
    const res = await phoneCall(phone.deviceToken, 'POST', 'replacement', { appType: 'IPHONE', platformVersion: '18.1' });
    expect(res.body).toEqual({ replacementId: expect.any(Number), state: 'PENDING' });
    const pending = (await ok(world, 'GET', '/v1/pending-phone-replacements')).pendingPhoneReplacementList;
    expect(pending.find((r: any) => r.id === res.body.replacementId)).toMatchObject({
      sourcePhone: { id: phone.phoneId, mediumIdentifier: phone.mediumIdentifier },
    });
    expectProblem(
      await phoneCall(phone.deviceToken, 'POST', 'replacement', { appType: 'IPHONE', platformVersion: '18.1' }),
      400,
      'REPLACEMENT_PENDING',
    );
    await world.call('POST', `/v1/pending-phone-replacements/${res.body.replacementId}/approve`);
    expect(await ok(world, 'GET', `/v1/media/${phone.phoneId}`)).toMatchObject({ appType: 'IPHONE', platformVersion: '18.1' });
  });

  it("is approved at once when the customer's automatic approval is on; the app keeps working on the new device", async () => {
    const customers = world.deps.store.db;
    const { settings } = await customers.selectFrom('customers').select('settings').where('id', '=', world.a.id).executeTakeFirstOrThrow();
    await customers
      .updateTable('customers')
      .set({ settings: JSON.stringify({ ...JSON.parse(settings), automaticSmartphoneReplacementApprovalActive: true }) })
      .where('id', '=', world.a.id)
      .execute();
    try {
      const phone = await pairedPhone(world);
      const res = await phoneCall(phone.deviceToken, 'POST', 'replacement', { appType: 'IPHONE', platformVersion: '18.2' });
      expect(res.body).toMatchObject({ state: 'APPROVED' });
      expect(await ok(world, 'GET', `/v1/media/${phone.phoneId}`)).toMatchObject({ appType: 'IPHONE', platformVersion: '18.2' });
      expect((await protocolEntries(world)).filter((e) => e.mediumId === phone.phoneId).map((e) => e.type)).toContain(
        'KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_AUTOMATICALLY_APPROVED',
      );
      expect((await phoneCall(phone.deviceToken, 'POST', 'sync')).status).toBe(200);
    } finally {
      await customers.updateTable('customers').set({ settings }).where('id', '=', world.a.id).execute();
    }
  });
});

describe('phones of the test data set through the simulator', () => {
  it("maria's pending PIN reset is carried out at her phone's first simulated synchronization", async () => {
    const maria = await mediumId(world, 'maria-phone');
    const synced = await ok(world, 'POST', `/v1/simulator/phones/${maria}/sync`);
    expect(synced).toMatchObject({ pinResetApplied: true, pinSet: false });
    // Her MODIFIED authorization at the front door is received now.
    expect(synced.syncedAuthorizationList).toEqual([
      {
        authorizationId: await world.deps.store.db
          .selectFrom('seed_ids')
          .select('id')
          .where('environment_id', '=', world.a.test.id)
          .where('table_name', '=', 'authorizations')
          .where('seed_key', '=', 'maria-phone-front')
          .executeTakeFirstOrThrow()
          .then((r) => Number(r.id)),
        syncAction: 'CREATED',
      },
    ]);
  });

  it('an unpaired phone cannot synchronize', async () => {
    expectProblem(await world.call('POST', `/v1/simulator/phones/${await mediumId(world, 'joao-phone')}/sync`), 400, 'PHONE_NOT_PAIRED');
  });

  it("jana's authorization that waits for deletion disappears when her phone synchronizes", async () => {
    const jana = await mediumId(world, 'jana-phone');
    const synced = await ok(world, 'POST', `/v1/simulator/phones/${jana}/sync`);
    expect(synced.syncedAuthorizationList).toEqual([{ authorizationId: expect.any(Number), syncAction: 'DELETED' }]);
    expect((await ok(world, 'GET', `/v1/authorizations?mediumId=${jana}`)).authorizations).toEqual([]);
  });
});
