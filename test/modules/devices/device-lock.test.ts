import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access, authorize, clockPast, deviceCall, eventsSince, lockToken, ok, pairedPhone } from '../../helpers/devices.ts';
import { fixtures } from '../../helpers/fixtures.ts';
import { seedLock } from '../../helpers/locks.ts';
import { mediumId, protocolEntries } from '../../helpers/media.ts';
import { expectProblem, startWorld, type World } from '../../helpers/world.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

const lockCall = (token: string, url: string, body?: unknown) => deviceCall(world, 'POST', `/device/v1/lock/${url}`, token, body);
const now = async () => (await ok(world, 'GET', '/v1/simulator/clock')).now;
const simulatedSync = (lockId: number, body?: unknown) => ok(world, 'POST', `/v1/simulator/locks/${lockId}/sync`, body);
const tasksOf = async (lockId: number): Promise<string[]> =>
  (await ok(world, 'GET', `/v1/maintenance-tasks?lockId=${lockId}`)).lockMaintenanceTaskList[0]?.maintenanceTaskList ?? [];
const lockProtocol = async (lockId: number, from: string, to?: string) =>
  (
    await ok(
      world,
      'GET',
      `/v1/lock-protocol-limit?lockId=${lockId}&from=${encodeURIComponent(from)}${to ? `&to=${encodeURIComponent(to)}` : ''}&limit=100`,
    )
  ).lockProtocols.map((p: any) => p.lockProtocol);
/** The entries of the window that are not among `before` (entries have no id: compared whole): what one upload wrote, whatever the test data set seeded around the service clock's date. */
const newEntries = (before: any[], after: any[]) => {
  const seen = before.map((e) => JSON.stringify(e));
  return after.filter((e) => {
    const i = seen.indexOf(JSON.stringify(e));
    if (i >= 0) seen.splice(i, 1);
    return i < 0;
  });
};

describe('POST /device/v1/lock/sync', () => {
  it('takes pending settings, slots and areas into effect, reports battery and firmware, and hands over what the lock holds', async () => {
    const garage = await seedLock(world, 'garage');
    const token = await lockToken(world, garage.id);
    expect(await tasksOf(garage.id)).toEqual(
      expect.arrayContaining([
        'AREAS_NOT_SYNCHRONIZED',
        'RS485_OUTPUT_NOT_SYNCHRONIZED',
        'PERMANENT_OPENING_SETTINGS_NOT_SYNCHRONIZED',
        'NEW_WALL_READER_FIRMWARE_AVAILABLE',
      ]),
    );
    const res = await lockCall(token, 'sync', { batteryStatus: 'OK', firmware: { appletVersion: '3.4.1' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      lockId: garage.id,
      removed: false,
      settingsApplied: ['rs485LogOutputEnabled'],
      officeModeSlotsApplied: 1,
      areaAssignmentsApplied: 1,
      protocolEntriesUploaded: 0,
    });
    const { download } = res.body;
    expect(download).toMatchObject({
      lockId: garage.id,
      lockIdentifier: 'D4E5F6A7',
      settings: { timezone: 'Europe/Vienna', rs485LogOutputEnabled: true, manualOfficeModeEnabled: true },
      officeModeSlots: [{ type: 'CLOSING_TIME_MANUAL_OFFICE_MODE', weekday: 'SATURDAY', closesAt: '14:00' }],
      holidaySlots: [],
      blacklist: [],
      clock: { utc: res.body.synchronizedOn, lockUtcDelta: expect.any(Number) },
    });
    const groundFloor = (await ok(world, 'GET', '/v1/areas?limit=100')).areaList.find((a: any) => a.name === 'Ground floor');
    expect(download.areaIds).toEqual([groundFloor.id]);
    expect(download.whitelist).toContainEqual(
      expect.objectContaining({ mediumId: await mediumId(world, 'lars-phone'), mediumIdentifier: 'PHN-1005', lockId: garage.id }),
    );
    expect(await tasksOf(garage.id)).toEqual([]);
    expect((await ok(world, 'GET', `/v1/locks/${garage.id}/settings`)).lastSynchronizedOn).toBe(res.body.synchronizedOn);
  });

  it('accepts a synchronization without body, and refuses malformed reports naming the entries', async () => {
    const lobby = await seedLock(world, 'lobby');
    const token = await lockToken(world, lobby.id);
    expect((await lockCall(token, 'sync')).status).toBe(200);
    const before = await lockProtocol(lobby.id, '2026-02-01T00:00:00Z', '2026-02-28T00:00:00Z');
    const bad = await lockCall(token, 'sync', {
      protocolEntries: [
        { type: 'UNLOCKING_SUCCESSFUL', localTime: '2026-02-03T08:00', lockUtcDelta: 60 },
        { type: 'UNLOCKING_SUCCESSFUL', localTime: '2026-02-30T08:00', lockUtcDelta: 60 },
        { type: 'CREATE_MOBILE_PHONE', localTime: '2026-02-03T08:00', lockUtcDelta: 60 },
      ],
    });
    expectProblem(bad, 400, 'VALIDATION_FAILED', '/protocolEntries/1/localTime');
    expect(bad.body.errors.map((e: any) => e.field)).toEqual(['/protocolEntries/1/localTime', '/protocolEntries/2/type']);
    expectProblem(
      await lockCall(token, 'sync', {
        protocolEntries: [{ type: 'UNLOCKING_SUCCESSFUL', localTime: '2026-02-03T08:00', lockUtcDelta: 900 }],
      }),
      400,
      'VALIDATION_FAILED',
    );
    expectProblem(await lockCall(token, 'sync', { batteryStatus: 'FULL' }), 400, 'VALIDATION_FAILED', '/batteryStatus');
    // A refused upload changes nothing.
    expect(newEntries(before, await lockProtocol(lobby.id, '2026-02-01T00:00:00Z', '2026-02-28T00:00:00Z'))).toEqual([]);
  });

  it('takes a buffer longer than the 1000 items other lists may have in one synchronization', async () => {
    const lobby = await seedLock(world, 'lobby');
    const token = await lockToken(world, lobby.id);
    const entries = Array.from({ length: 1500 }, (_, i) => ({
      type: 'UNLOCKING_SUCCESSFUL',
      localTime: `2026-02-04T${String(8 + Math.floor(i / 600)).padStart(2, '0')}:${String(Math.floor(i / 10) % 60).padStart(2, '0')}`,
      lockUtcDelta: 60,
      mediumIdentifier: 'CRD-2003',
    }));
    const res = await lockCall(token, 'sync', { protocolEntries: entries });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    expect(res.body.protocolEntriesUploaded).toBe(1500);
  });

  it('writes the buffered entries with their lock-local time in UTC and lockUtcDelta, under the system of each medium', async () => {
    const archive = await seedLock(world, 'archive');
    const token = await lockToken(world, archive.id);
    const pieter = await mediumId(world, 'pieter-card');
    const anna = await mediumId(world, 'anna-phone');
    const since = await now();
    const before = await lockProtocol(archive.id, '2026-10-24T00:00:00Z', '2026-10-26T00:00:00Z');
    const res = await lockCall(token, 'sync', {
      protocolEntries: [
        // The autumn hour that happens twice: the lock's offset tells the two 02:30 apart.
        { type: 'UNLOCKING_SUCCESSFUL', localTime: '2026-10-25T02:30:15', lockUtcDelta: 120, mediumIdentifier: 'CRD-2003' },
        { type: 'UNLOCKING_SUCCESSFUL', localTime: '2026-10-25T02:30:15', lockUtcDelta: 60, mediumIdentifier: 'CRD-2003' },
        { type: 'UNLOCKING_FAILED_NOT_WHITELISTED', localTime: '2026-10-25T09:00', lockUtcDelta: 60, mediumId: anna },
        { type: 'UNLOCKING_FAILED_NOT_WHITELISTED', localTime: '2026-10-25T09:05', lockUtcDelta: 60, mediumIdentifier: 'CRD-UNKNOWN' },
        { type: 'CYLINDER_LOG_OVERFLOW_POSSIBLE', localTime: '2026-10-25T10:00', lockUtcDelta: 60 },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.protocolEntriesUploaded).toBe(5);
    // The synchronization itself is protocolled at the service's now, which may lie in the window.
    const entries = newEntries(before, await lockProtocol(archive.id, '2026-10-24T00:00:00Z', '2026-10-26T00:00:00Z')).filter(
      (e: any) => e.event.type !== 'CYLINDER_SYNCHRONIZATION_VIA_OTA',
    );
    const simplified = entries
      .map((e: any) => ({
        type: e.event.type,
        timestamp: e.timestamp,
        lockUtcDelta: e.lockUtcDelta,
        medium: e.medium?.id,
        sourceLock: e.sourceLock,
        sourceMedium: e.sourceMedium,
      }))
      .sort((a: any, b: any) => a.timestamp.localeCompare(b.timestamp));
    expect(simplified).toEqual([
      {
        type: 'UNLOCKING_SUCCESSFUL',
        timestamp: '2026-10-25T00:30:15.000Z',
        lockUtcDelta: 120,
        medium: pieter,
        sourceLock: true,
        sourceMedium: false,
      },
      {
        type: 'UNLOCKING_SUCCESSFUL',
        timestamp: '2026-10-25T01:30:15.000Z',
        lockUtcDelta: 60,
        medium: pieter,
        sourceLock: true,
        sourceMedium: false,
      },
      {
        type: 'UNLOCKING_FAILED_NOT_WHITELISTED',
        timestamp: '2026-10-25T08:00:00.000Z',
        lockUtcDelta: 60,
        medium: anna,
        sourceLock: true,
        sourceMedium: false,
      },
      {
        type: 'UNLOCKING_FAILED_NOT_WHITELISTED',
        timestamp: '2026-10-25T08:05:00.000Z',
        lockUtcDelta: 60,
        medium: undefined,
        sourceLock: true,
        sourceMedium: false,
      },
      {
        type: 'CYLINDER_LOG_OVERFLOW_POSSIBLE',
        timestamp: '2026-10-25T09:00:00.000Z',
        lockUtcDelta: 60,
        medium: undefined,
        sourceLock: true,
        sourceMedium: false,
      },
    ]);
    expect(entries.find((e: any) => e.timestamp === '2026-10-25T08:05:00.000Z').details.fields).toEqual({
      mediumIdentifier: 'CRD-UNKNOWN',
    });
    // Uploads fill the protocol only: phones report their own unlockings as events.
    expect((await eventsSince(world, since)).filter((e) => e.details.type === 'UNLOCKING')).toEqual([]);
    // The synchronization itself is in the protocol too.
    expect((await lockProtocol(archive.id, since)).map((e: any) => e.event.type)).toContain('CYLINDER_SYNCHRONIZATION_VIA_OTA');
  });

  it('a medium presented at an online lock is decided there, identified by its identifier', async () => {
    const archive = await seedLock(world, 'archive');
    const token = await lockToken(world, archive.id);
    const res = await lockCall(token, 'access', { mediumIdentifier: 'CRD-2003' });
    expect(res.body).toMatchObject({
      granted: true,
      reason: 'GRANTED',
      mediumId: await mediumId(world, 'pieter-card'),
      lockId: archive.id,
    });
    expect((await lockCall(token, 'access', { mediumIdentifier: 'CRD-2001' })).body).toMatchObject({
      granted: false,
      reason: 'DENIED_NOT_AUTHORIZED',
    });
    expectProblem(await lockCall(token, 'access', { mediumIdentifier: 'NOBODY' }), 404);
    expectProblem(await lockCall(token, 'access', { mediumId: await mediumId(world, 'pieter-card', world.b.test) }), 404);
  });
});

describe('synchronizations complete what waited for them', () => {
  it('a requested lock removal completes when the lock synchronizes', async () => {
    const server = await seedLock(world, 'server');
    expect(server.removalRequested).toBe(true);
    expect(await tasksOf(server.id)).toContain('DELETE_CYLINDER');
    const token = await lockToken(world, server.id);
    const res = await lockCall(token, 'sync', {
      protocolEntries: [{ type: 'UNLOCKING_SUCCESSFUL', localTime: '2026-01-10T10:00', lockUtcDelta: 0, mediumIdentifier: 'CRD-2001' }],
    });
    expect(res.body).toMatchObject({ lockId: server.id, removed: true, protocolEntriesUploaded: 1 });
    expect(res.body).not.toHaveProperty('download');
    expectProblem(await world.call('GET', `/v1/locks/${server.id}`), 404);
    expect((await protocolEntries(world)).map((e) => e.type)).toContain('FINALIZE_REMOVE_CYLINDER_FROM_CUSTOMER');
    expectProblem(await lockCall(token, 'sync'), 401, 'DEVICE_TOKEN_INVALID');
  });

  it('a setting is pending until the lock synchronizes: decisions use what the lock runs with', async () => {
    const f = fixtures(world, world.a.test);
    const lock = await f.lock('Europe/Vienna');
    const phone = await pairedPhone(world);
    await authorize(world, phone.phoneId, [{ lockId: lock.id }]);
    await ok(world, 'POST', `/v1/simulator/phones/${phone.phoneId}/sync`);
    const settings = await ok(world, 'GET', `/v1/locks/${lock.id}/settings`);
    await ok(world, 'PUT', `/v1/locks/${lock.id}/settings`, { ...settings, timezone: 'America/New_York', normalReleaseDuration: 9 });
    expect(await ok(world, 'GET', `/v1/locks/${lock.id}/settings`)).toMatchObject({
      timezone: 'America/New_York',
      normalReleaseDuration: 9,
    });
    expect(await tasksOf(lock.id)).toEqual(expect.arrayContaining(['TIMEZONES_NOT_SYNCHRONIZED', 'UNBLOCKING_DURATION_NOT_SYNCHRONIZED']));
    const at = '2026-07-01T10:00:00Z';
    await clockPast(world, at);
    expect(await access(world, { mediumId: phone.phoneId, lockId: lock.id, at })).toMatchObject({
      localTime: '2026-07-01T12:00',
      lockUtcDelta: 120,
      releaseDuration: 5,
    });
    const synced = await simulatedSync(lock.id);
    expect(synced.settingsApplied).toEqual(expect.arrayContaining(['timezone', 'normalReleaseDuration']));
    expect(await access(world, { mediumId: phone.phoneId, lockId: lock.id, at })).toMatchObject({
      localTime: '2026-07-01T06:00',
      lockUtcDelta: -240,
      releaseDuration: 9,
    });
    expect(await tasksOf(lock.id)).toEqual([]);
  });

  it('a deactivated card still opens until the lock has synchronized its blacklist, then it is refused', async () => {
    const archive = await seedLock(world, 'archive');
    const pieter = await mediumId(world, 'pieter-card');
    expect(await access(world, { mediumId: pieter, lockId: archive.id })).toMatchObject({ granted: true, reason: 'GRANTED' });
    await ok(world, 'POST', `/v1/media/${pieter}/deactivate?reason=lost`);
    // The card cannot know it; the lock has not received the blacklist entry yet.
    expect(await access(world, { mediumId: pieter, lockId: archive.id })).toMatchObject({ granted: true, reason: 'GRANTED' });
    expect(await tasksOf(archive.id)).toContain('BLACKLIST_NOT_SYNCHRONIZED');
    expect(await ok(world, 'GET', `/v1/blacklists?lockId=${archive.id}`)).toEqual([
      { lockId: archive.id, mediumId: pieter, synchronizedOnLock: false },
    ]);
    const synced = await simulatedSync(archive.id);
    expect(synced.blacklistEntriesSynchronized).toBe(1);
    expect(await ok(world, 'GET', `/v1/blacklists?lockId=${archive.id}`)).toEqual([
      { lockId: archive.id, mediumId: pieter, synchronizedOnLock: true },
    ]);
    const since = await now();
    const refused = await access(world, { mediumId: pieter, lockId: archive.id });
    expect(refused).toMatchObject({ granted: false, reason: 'DENIED_BLACKLISTED', lockProtocolEventType: 'UNLOCKING_FAILED_BLACKLISTED' });
    const [entry] = await lockProtocol(archive.id, since);
    expect(entry).toMatchObject({
      event: { type: 'UNLOCKING_FAILED_BLACKLISTED' },
      medium: { id: pieter, mediumIdentifier: 'CRD-2003' },
      sourceLock: true,
      sourceMedium: false,
    });
    expect(entry.details.fields).toEqual({ mediumIdentifier: 'CRD-2003', accessReason: 'DENIED_BLACKLISTED' });
    expect(await eventsSince(world, since)).toEqual([]);
  });

  it('a lock receives the authorizations for the areas it is in, and completes their deletion', async () => {
    const lobby = await seedLock(world, 'lobby');
    const groundFloor = (await ok(world, 'GET', '/v1/areas?limit=100')).areaList.find((a: any) => a.name === 'Ground floor');
    const phone = await pairedPhone(world);
    const [auth] = await authorize(world, phone.phoneId, [{ areaId: groundFloor.id }]);
    const first = await simulatedSync(lobby.id);
    expect(first.authorizationsSynchronized).toBeGreaterThanOrEqual(1);
    expect(await ok(world, 'GET', `/v1/authorizations/${auth.id}`)).toMatchObject({
      currentState: 'UNCHANGED',
      synchronizedOn: first.synchronizedOn,
    });
    // Received by the lock: the phone's unlock there counts it.
    expect(await access(world, { mediumId: phone.phoneId, lockId: lobby.id })).toMatchObject({ granted: true });
    await ok(world, 'PUT', '/v1/authorizations', [{ id: auth.id, deletionRequested: true }]);
    const second = await simulatedSync(lobby.id);
    expect(second.authorizationsDeleted).toBe(1);
    expectProblem(await world.call('GET', `/v1/authorizations/${auth.id}`), 404);
  });

  it('a shared-in lock can be synchronized by the system it is shared with, but only its owner issues its credential', async () => {
    const partner = await seedLock(world, 'partner');
    expect(partner.ownership).toBe('EXTERNAL');
    expect((await simulatedSync(partner.id)).removed).toBe(false);
    expectProblem(await world.call('POST', `/v1/simulator/locks/${partner.id}/credential`), 403, 'NOT_LOCK_OWNER');
  });
});
