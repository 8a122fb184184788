import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findVisibleLock } from '../../../src/modules/locks/service.ts';
import { expectForeignKeysSee404, expectKeyChecks, expectProblem, startWorld, type World } from '../../helpers/world.ts';
import { lastProtocolId, newLock as registerTestLock, protocolSince, seedLock, syncLock } from '../../helpers/locks.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

const newLock = (lockType: 'CYLINDER' | 'WALLREADER' = 'CYLINDER') => registerTestLock(world, { lockType });

const settingsUrl = (id: number) => `/v1/locks/${id}/settings`;

async function settingsOf(id: number, key?: string) {
  const res = await world.call('GET', settingsUrl(id), { key });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

async function put(id: number, changes: Record<string, unknown>, key?: string) {
  const current = await settingsOf(id, key);
  return world.call('PUT', settingsUrl(id), { body: { ...current, ...changes }, key });
}

async function tasksOf(id: number): Promise<string[]> {
  const res = await world.call('GET', `/v1/maintenance-tasks?lockId=${id}`);
  return res.body.lockMaintenanceTaskList[0]?.maintenanceTaskList ?? [];
}

describe('GET /v1/locks/{lockId}/settings', () => {
  it('returns every setting of an own lock with its areas, shares and sharing codes', async () => {
    const front = await seedLock(world, 'front');
    const s = await settingsOf(front.id);
    expect(s).toMatchObject({
      id: front.id,
      version: expect.any(Number),
      ownership: 'OWNER',
      lastSynchronizedOn: expect.stringMatching(/Z$/),
      timezone: 'Europe/Vienna',
      holidayCalendarEnabled: true,
      manualOfficeModeEnabled: true,
      automaticOfficeModeEnabled: true,
      normalReleaseDuration: 5,
      extendedReleaseDuration: 20,
      unlockSyncMode: 'ALWAYS',
      allowHandsfreeMode: true,
      anonymizeEventLog: { type: 'NEVER' },
    });
    expect(s.officeModeSlots).toContainEqual({
      type: 'AUTOMATIC_OFFICE_MODE',
      weekday: 'MONDAY',
      opensAt: '08:00',
      closesAt: '12:00',
      status: 'ASSIGNED',
    });
    expect(s.officeModeSlots).toContainEqual({
      type: 'CLOSING_TIME_MANUAL_OFFICE_MODE',
      weekday: 'FRIDAY',
      closesAt: '18:00',
      status: 'ASSIGNED',
    });
    expect(s.assignedAreas.map((a: any) => a.name)).toEqual(['Ground floor', 'After hours']);
    expect(s.activeShares).toEqual([]);
    expect(s.sharingCodes).toEqual([{ id: expect.any(Number), code: expect.any(String), expiresOn: expect.stringMatching(/Z$/) }]);
    expect(s).not.toHaveProperty('anonymizeDataInOwnerProtocol');
    expect(s).not.toHaveProperty('rs485LogOutputEnabled');
  });

  it('shows RS485 output for wall readers, LIMITED anonymisation with its days, and pending changes', async () => {
    expect(await settingsOf((await seedLock(world, 'lobby')).id)).toMatchObject({
      rs485LogOutputEnabled: true,
      anonymizeEventLog: { type: 'ALWAYS' },
    });
    expect((await settingsOf((await seedLock(world, 'server')).id)).anonymizeEventLog).toEqual({ type: 'LIMITED', daysToKeep: 30 });
    const office = await settingsOf((await seedLock(world, 'office')).id);
    expect(office).toMatchObject({ timezone: 'Europe/Berlin', normalReleaseDuration: 8 });
    const garage = await settingsOf((await seedLock(world, 'garage')).id);
    expect(garage.officeModeSlots).toEqual([
      { type: 'CLOSING_TIME_MANUAL_OFFICE_MODE', weekday: 'SATURDAY', closesAt: '14:00', status: 'ASSIGNMENT_PENDING' },
    ]);
    expect(garage.assignedAreas).toEqual([expect.objectContaining({ name: 'Ground floor', status: 'ASSIGNMENT_PENDING' })]);
  });

  it('shows a shared-in lock with its own protocol settings and areas, but no shares or sharing codes', async () => {
    const partner = await seedLock(world, 'partner');
    const s = await settingsOf(partner.id);
    expect(s).toMatchObject({
      ownership: 'EXTERNAL',
      anonymizeDataInOwnerProtocol: true,
      anonymizeEventLog: { type: 'NEVER' },
      timezone: 'Europe/Vienna',
    });
    expect(s.assignedAreas.map((a: any) => a.name)).toEqual(['Offices']);
    expect(s).not.toHaveProperty('activeShares');
    expect(s).not.toHaveProperty('sharingCodes');
  });

  it('answers 404 for unknown and foreign locks, 400 for malformed ids', async () => {
    const front = await seedLock(world, 'front');
    expectProblem(await world.call('GET', settingsUrl(99999999)), 404, 'NOT_FOUND');
    expectProblem(await world.call('GET', '/v1/locks/x/settings'), 400, 'VALIDATION_FAILED', 'path/lockId');
    await expectForeignKeysSee404(world, { method: 'GET', url: settingsUrl(front.id) });
    await expectKeyChecks(world, { method: 'GET', url: settingsUrl(front.id) });
  });
});

describe('PUT /v1/locks/{lockId}/settings', () => {
  it('takes back the settings read unchanged without a new version or protocol entry', async () => {
    for (const name of ['front', 'garage', 'partner'] as const) {
      const lock = await seedLock(world, name);
      const before = await lastProtocolId(world);
      const current = await settingsOf(lock.id);
      const res = await world.call('PUT', settingsUrl(lock.id), { body: current });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toEqual(current);
      expect(await protocolSince(world, world.a.test.id, before)).toEqual([]);
    }
  });

  it('keeps device settings pending until the lock synchronizes, with maintenance tasks meanwhile', async () => {
    const lock = await newLock();
    const res = await put(lock.id, {
      timezone: 'America/New_York',
      normalReleaseDuration: 10,
      extendedReleaseDuration: 250,
      holidayCalendarEnabled: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      timezone: 'America/New_York',
      normalReleaseDuration: 10,
      extendedReleaseDuration: 250,
      holidayCalendarEnabled: true,
      version: 2,
    });
    expect(await tasksOf(lock.id)).toEqual([
      'TIMEZONES_NOT_SYNCHRONIZED',
      'UNBLOCKING_DURATION_NOT_SYNCHRONIZED',
      'HOLIDAY_CALENDAR_NOT_SYNCHRONIZED',
    ]);
    // The lock still runs with the old settings.
    const visible = await findVisibleLock(world.deps.store.db, world.a.test.id, lock.id);
    expect(visible).toMatchObject({ timezone: 'Europe/Vienna', normalReleaseDuration: 5, holidayCalendarEnabled: false });
    const outcome = await syncLock(world, world.a.test, lock.id);
    expect(outcome.settingsApplied.sort()).toEqual([
      'extendedReleaseDuration',
      'holidayCalendarEnabled',
      'normalReleaseDuration',
      'timezone',
    ]);
    expect(await tasksOf(lock.id)).toEqual([]);
    const after = await findVisibleLock(world.deps.store.db, world.a.test.id, lock.id);
    expect(after).toMatchObject({
      timezone: 'America/New_York',
      normalReleaseDuration: 10,
      extendedReleaseDuration: 250,
      holidayCalendarEnabled: true,
    });
    expect(after!.holidaySlots.length).toBeGreaterThan(0);
    expect((await settingsOf(lock.id)).lastSynchronizedOn).toBe(outcome.synchronizedOn);
  });

  it('withdraws a pending change when the old value is sent again', async () => {
    const lock = await newLock();
    await put(lock.id, { normalReleaseDuration: 12 });
    expect(await tasksOf(lock.id)).toEqual(['UNBLOCKING_DURATION_NOT_SYNCHRONIZED']);
    await put(lock.id, { normalReleaseDuration: 5 });
    expect(await tasksOf(lock.id)).toEqual([]);
  });

  it('applies unlockSyncMode, hands-free mode and anonymisation at once and protocols them', async () => {
    const lock = await newLock();
    const before = await lastProtocolId(world);
    const res = await put(lock.id, {
      unlockSyncMode: 'NEVER',
      allowHandsfreeMode: true,
      anonymizeEventLog: { type: 'LIMITED', daysToKeep: 14 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      unlockSyncMode: 'NEVER',
      allowHandsfreeMode: true,
      anonymizeEventLog: { type: 'LIMITED', daysToKeep: 14 },
    });
    expect(await tasksOf(lock.id)).toEqual([]);
    const entries = await protocolSince(world, world.a.test.id, before);
    expect(entries.map((e) => e.event_type)).toEqual(['EDIT_CYLINDER', 'HANDS_FREE_MODE_ACTIVATED']);
    expect(entries.every((e) => e.lock_id === lock.id)).toBe(true);
    const visible = await findVisibleLock(world.deps.store.db, world.a.test.id, lock.id);
    expect(visible!.anonymizeEventLog).toEqual({ type: 'LIMITED', daysToKeep: 14 });
  });

  it('accepts the old boolean synchronizeAfterUnlocking and maps it to unlockSyncMode', async () => {
    const lock = await newLock();
    const current = await settingsOf(lock.id);
    const { unlockSyncMode: _mode, ...withoutMode } = current;
    const on = await world.call('PUT', settingsUrl(lock.id), { body: { ...withoutMode, synchronizeAfterUnlocking: true } });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body.unlockSyncMode).toBe('ALWAYS');
    expect(on.body).not.toHaveProperty('synchronizeAfterUnlocking');
    const off = await world.call('PUT', settingsUrl(lock.id), {
      body: { ...withoutMode, version: on.body.version, synchronizeAfterUnlocking: false },
    });
    expect(off.body.unlockSyncMode).toBe('NEVER');
    const contradiction = await world.call('PUT', settingsUrl(lock.id), {
      body: { ...off.body, unlockSyncMode: 'ALWAYS', synchronizeAfterUnlocking: false },
    });
    expectProblem(contradiction, 400, 'VALIDATION_FAILED', '/synchronizeAfterUnlocking');
  });

  it('validates IANA time zones and stores their canonical spelling', async () => {
    const lock = await newLock();
    for (const zone of ['+01:00', 'UTC+1', 'Mars/Olympus', 'Europe/Vienna;']) {
      expectProblem(await put(lock.id, { timezone: zone }), 400, 'VALIDATION_FAILED', '/timezone');
    }
    const res = await put(lock.id, { timezone: 'europe/london' });
    expect(res.status).toBe(200);
    expect(res.body.timezone).toBe('Europe/London');
  });

  it('refuses release durations outside 1..250, automatic office mode without manual and incomplete anonymisation', async () => {
    const lock = await newLock();
    expectProblem(await put(lock.id, { normalReleaseDuration: 0 }), 400, 'VALIDATION_FAILED', '/normalReleaseDuration');
    expectProblem(await put(lock.id, { extendedReleaseDuration: 251 }), 400, 'VALIDATION_FAILED', '/extendedReleaseDuration');
    expectProblem(
      await put(lock.id, { automaticOfficeModeEnabled: true, manualOfficeModeEnabled: false }),
      400,
      'VALIDATION_FAILED',
      '/automaticOfficeModeEnabled',
    );
    expectProblem(
      await put(lock.id, { anonymizeEventLog: { type: 'LIMITED' } }),
      400,
      'VALIDATION_FAILED',
      '/anonymizeEventLog/daysToKeep',
    );
    expectProblem(await put(lock.id, { anonymizeEventLog: { type: 'SOMETIMES' } }), 400, 'VALIDATION_FAILED', '/anonymizeEventLog/type');
    const { anonymizeEventLog: _log, ...withoutLog } = await settingsOf(lock.id);
    expectProblem(await world.call('PUT', settingsUrl(lock.id), { body: withoutLog }), 400, 'VALIDATION_FAILED', '/anonymizeEventLog');
    expectProblem(await put(lock.id, { unlockSyncMode: 'WEEKLY' }), 400, 'VALIDATION_FAILED', '/unlockSyncMode');
    expectProblem(await put(lock.id, { colour: 'red' }), 400, 'VALIDATION_FAILED', '/colour');
    expectProblem(await put(lock.id, { anonymizeDataInOwnerProtocol: true }), 400, 'VALIDATION_FAILED', '/anonymizeDataInOwnerProtocol');
    expect((await settingsOf(lock.id)).version).toBe(1);
  });

  it('checks office-mode slots: allowed minutes, opensAt only and always for automatic slots, order, overlaps', async () => {
    const lock = await newLock();
    const slot = (s: Record<string, unknown>) => ({
      manualOfficeModeEnabled: true,
      automaticOfficeModeEnabled: true,
      officeModeSlots: [s],
    });
    const auto = { type: 'AUTOMATIC_OFFICE_MODE', weekday: 'MONDAY', opensAt: '08:00', closesAt: '12:00' };
    expectProblem(await put(lock.id, slot({ ...auto, closesAt: '12:25' })), 400, 'VALIDATION_FAILED', '/officeModeSlots/0/closesAt');
    expectProblem(await put(lock.id, slot({ ...auto, opensAt: '07:35' })), 400, 'VALIDATION_FAILED', '/officeModeSlots/0/opensAt');
    expectProblem(await put(lock.id, slot({ ...auto, opensAt: undefined })), 400, 'VALIDATION_FAILED', '/officeModeSlots/0/opensAt');
    expectProblem(await put(lock.id, slot({ ...auto, opensAt: '13:00' })), 400, 'VALIDATION_FAILED', '/officeModeSlots/0/closesAt');
    expectProblem(
      await put(lock.id, slot({ type: 'CLOSING_TIME_MANUAL_OFFICE_MODE', weekday: 'MONDAY', opensAt: '08:00', closesAt: '18:00' })),
      400,
      'VALIDATION_FAILED',
      '/officeModeSlots/0/opensAt',
    );
    expectProblem(await put(lock.id, slot({ ...auto, weekday: 'FUNDAY' })), 400, 'VALIDATION_FAILED', '/officeModeSlots/0/weekday');
    const overlap = await put(lock.id, {
      manualOfficeModeEnabled: true,
      officeModeSlots: [auto, { ...auto, opensAt: '11:00', closesAt: '14:00' }],
    });
    expectProblem(overlap, 400, 'VALIDATION_FAILED', '/officeModeSlots');
  });

  it('adds office-mode slots as ASSIGNMENT_PENDING, removes applied ones as REMOVAL_PENDING, and applies both at synchronization', async () => {
    const lock = await newLock();
    const monday = { type: 'AUTOMATIC_OFFICE_MODE', weekday: 'MONDAY', opensAt: '08:00', closesAt: '12:00' };
    const friday = { type: 'CLOSING_TIME_MANUAL_OFFICE_MODE', weekday: 'FRIDAY', closesAt: '18:00' };
    const first = await put(lock.id, {
      manualOfficeModeEnabled: true,
      automaticOfficeModeEnabled: true,
      officeModeSlots: [monday, friday],
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.officeModeSlots.map((s: any) => s.status)).toEqual(['ASSIGNMENT_PENDING', 'ASSIGNMENT_PENDING']);
    expect(await tasksOf(lock.id)).toEqual(['PERMANENT_OPENING_SETTINGS_NOT_SYNCHRONIZED']);
    expect((await findVisibleLock(world.deps.store.db, world.a.test.id, lock.id))!.officeModeSlots).toEqual([]);
    await syncLock(world, world.a.test, lock.id);
    const applied = await settingsOf(lock.id);
    expect(applied.officeModeSlots.map((s: any) => s.status)).toEqual(['ASSIGNED', 'ASSIGNED']);
    expect((await findVisibleLock(world.deps.store.db, world.a.test.id, lock.id))!).toMatchObject({
      manualOfficeModeEnabled: true,
      automaticOfficeModeEnabled: true,
      officeModeSlots: expect.arrayContaining([monday, friday]),
    });
    const tuesday = { ...monday, weekday: 'TUESDAY' };
    const second = await world.call('PUT', settingsUrl(lock.id), {
      body: { ...applied, officeModeSlots: [applied.officeModeSlots[0], tuesday] },
    });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.officeModeSlots).toEqual([
      { ...monday, status: 'ASSIGNED' },
      { ...tuesday, status: 'ASSIGNMENT_PENDING' },
      { ...friday, status: 'REMOVAL_PENDING' },
    ]);
    // Sending the list read back changes nothing: the slot being removed stays on its way out.
    const echo = await world.call('PUT', settingsUrl(lock.id), { body: second.body });
    expect(echo.body).toEqual(second.body);
    // Wanting the removed slot again restores it.
    const restored = await world.call('PUT', settingsUrl(lock.id), {
      body: { ...second.body, officeModeSlots: [monday, tuesday, friday] },
    });
    expect(restored.body.officeModeSlots.find((s: any) => s.weekday === 'FRIDAY').status).toBe('ASSIGNED');
    await syncLock(world, world.a.test, lock.id);
    expect((await settingsOf(lock.id)).officeModeSlots.every((s: any) => s.status === 'ASSIGNED')).toBe(true);
    expect(await tasksOf(lock.id)).toEqual([]);
  });

  it('allows the RS485 output only on wall readers and keeps its change pending', async () => {
    const cylinder = await newLock();
    expectProblem(await put(cylinder.id, { rs485LogOutputEnabled: true }), 400, 'VALIDATION_FAILED', '/rs485LogOutputEnabled');
    expect((await put(cylinder.id, { rs485LogOutputEnabled: false })).status).toBe(200);
    const reader = await newLock('WALLREADER');
    const res = await put(reader.id, { rs485LogOutputEnabled: true });
    expect(res.status).toBe(200);
    expect(res.body.rs485LogOutputEnabled).toBe(true);
    expect(await tasksOf(reader.id)).toEqual(['RS485_OUTPUT_NOT_SYNCHRONIZED']);
  });

  it("accepts the specification's lockId for the settings' id", async () => {
    const lock = await newLock();
    const { id, ...rest } = await settingsOf(lock.id);
    const res = await world.call('PUT', settingsUrl(lock.id), { body: { ...rest, lockId: id, allowHandsfreeMode: true } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ id, allowHandsfreeMode: true });
  });

  it('refuses a stale version with 409, an id other than the path with 400', async () => {
    const lock = await newLock();
    const current = await settingsOf(lock.id);
    expect((await world.call('PUT', settingsUrl(lock.id), { body: { ...current, normalReleaseDuration: 9 } })).status).toBe(200);
    expectProblem(
      await world.call('PUT', settingsUrl(lock.id), { body: { ...current, normalReleaseDuration: 7 } }),
      409,
      'VERSION_CONFLICT',
    );
    expectProblem(
      await world.call('PUT', settingsUrl(lock.id), { body: { ...current, id: current.id + 1 } }),
      400,
      'VALIDATION_FAILED',
      '/id',
    );
    expect((await settingsOf(lock.id)).normalReleaseDuration).toBe(9);
  });

  it('lets a system the lock is shared with change only its own protocol settings, naming each refused field', async () => {
    const partner = await seedLock(world, 'partner');
    const current = await settingsOf(partner.id);
    const refused = await world.call('PUT', settingsUrl(partner.id), {
      body: { ...current, timezone: 'Europe/Paris', normalReleaseDuration: 9, allowHandsfreeMode: true, unlockSyncMode: 'NEVER' },
    });
    expectProblem(refused, 400, 'OWNER_ONLY_SETTING');
    expect(refused.body.errors.map((e: any) => e.field).sort()).toEqual([
      '/allowHandsfreeMode',
      '/normalReleaseDuration',
      '/timezone',
      '/unlockSyncMode',
    ]);
    const slots = await world.call('PUT', settingsUrl(partner.id), {
      body: {
        ...current,
        manualOfficeModeEnabled: true,
        officeModeSlots: [{ type: 'CLOSING_TIME_MANUAL_OFFICE_MODE', weekday: 'MONDAY', closesAt: '18:00' }],
      },
    });
    expectProblem(slots, 400, 'OWNER_ONLY_SETTING', '/officeModeSlots');
    expectProblem(
      await world.call('PUT', settingsUrl(partner.id), { body: { ...current, holidayCalendarEnabled: true } }),
      400,
      'OWNER_ONLY_SETTING',
      '/holidayCalendarEnabled',
    );
    const mine = await world.call('PUT', settingsUrl(partner.id), {
      body: { ...current, anonymizeDataInOwnerProtocol: false, anonymizeEventLog: { type: 'ALWAYS' } },
    });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body).toMatchObject({
      anonymizeDataInOwnerProtocol: false,
      anonymizeEventLog: { type: 'ALWAYS' },
      version: current.version + 1,
    });
    const owner = await world.deps.store.db
      .selectFrom('locks')
      .select(['anonymize_event_log_type', 'settings_version', 'pending_settings'])
      .where('id', '=', partner.id)
      .executeTakeFirstOrThrow();
    expect(owner).toEqual({ anonymize_event_log_type: 'NEVER', settings_version: 1, pending_settings: null });
    expect(await findVisibleLock(world.deps.store.db, world.a.test.id, partner.id)).toMatchObject({
      anonymizeDataInOwnerProtocol: false,
      anonymizeEventLog: { type: 'ALWAYS' },
    });
  });

  it('answers 404 for unknown and foreign locks', async () => {
    const front = await seedLock(world, 'front');
    const body = await settingsOf(front.id);
    expectProblem(await world.call('PUT', settingsUrl(99999999), { body: { ...body, id: 99999999 } }), 404);
    await expectForeignKeysSee404(world, { method: 'PUT', url: settingsUrl(front.id), body });
  });
});
