import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_REASONS } from '../../../src/modules/devices/access/decide.ts';
import { access, authorize, eventsSince, ok, pairedPhone } from '../../helpers/devices.ts';
import { fixtures } from '../../helpers/fixtures.ts';
import { seedLock } from '../../helpers/locks.ts';
import { mediumId } from '../../helpers/media.ts';
import { expectProblem, startWorld, type World } from '../../helpers/world.ts';

/**
 * Every rule of the access decision through the simulator, each with its lock protocol entry.
 * Moments lie in the past of the environment's clock (attempts cannot happen in the future).
 */
let world: World;
let today: DateTime;
beforeAll(async () => {
  world = await startWorld();
  today = DateTime.fromISO((await ok(world, 'GET', '/v1/simulator/clock')).now)
    .setZone('Europe/Vienna')
    .startOf('day');
});
afterAll(() => world.close());

/** The Monday `weeksAgo` weeks before this week's, yyyy-mm-dd (Vienna). */
const monday = (weeksAgo: number) => today.startOf('week').minus({ weeks: weeksAgo }).toISODate()!;
const seen = new Set<string>();

async function expectDecision(body: Record<string, unknown>, reason: keyof typeof ACCESS_REASONS, eventType: string): Promise<any> {
  const decision = await access(world, body);
  expect(decision, JSON.stringify(decision)).toMatchObject({
    reason,
    granted: reason.startsWith('GRANTED'),
    explanation: ACCESS_REASONS[reason],
    lockProtocolEventType: eventType,
  });
  seen.add(reason);
  return decision;
}

async function lockWithSettings(changes: Record<string, unknown>) {
  const lock = await fixtures(world, world.a.test).lock('Europe/Vienna');
  const settings = await ok(world, 'GET', `/v1/locks/${lock.id}/settings`);
  await ok(world, 'PUT', `/v1/locks/${lock.id}/settings`, { ...settings, ...changes });
  await ok(world, 'POST', `/v1/simulator/locks/${lock.id}/sync`);
  return lock;
}

/** A paired phone holding (received) the given infos for the targets. */
async function phoneWith(targets: ({ lockId: number } | { areaId: number })[], infos: unknown[] = [{ type: 'PERMANENT' }]) {
  const phone = await pairedPhone(world);
  if (targets.length > 0) await authorize(world, phone.phoneId, targets, infos);
  await ok(world, 'POST', `/v1/simulator/phones/${phone.phoneId}/sync`);
  return phone.phoneId;
}

const mornings = (from: string) => [
  { type: 'PERIODICAL', validFromDate: from, periodicalPeriods: [{ weekday: 'MONDAY', startTime: '08:00', endTime: '12:00' }] },
];

describe('access decisions at a lock, rule by rule', () => {
  it('GRANTED with a received info, DENIED_NOT_AUTHORIZED without one (an info not received yet does not count)', async () => {
    const lock = await fixtures(world, world.a.test).lock();
    const phoneId = await phoneWith([{ lockId: lock.id }]);
    const since = (await ok(world, 'GET', '/v1/simulator/clock')).now;
    const granted = await expectDecision({ mediumId: phoneId, lockId: lock.id }, 'GRANTED', 'UNLOCKING_SUCCESSFUL');
    expect(granted.releaseDuration).toBe(5);
    const stranger = await phoneWith([]);
    await expectDecision({ mediumId: stranger, lockId: lock.id }, 'DENIED_NOT_AUTHORIZED', 'UNLOCKING_FAILED_NOT_WHITELISTED');
    await authorize(world, stranger, [{ lockId: lock.id }]);
    await expectDecision({ mediumId: stranger, lockId: lock.id }, 'DENIED_NOT_AUTHORIZED', 'UNLOCKING_FAILED_NOT_WHITELISTED');
    // Only the granted phone's attempt is an UNLOCKING event.
    expect((await eventsSince(world, since)).filter((e) => e.details.type === 'UNLOCKING').map((e) => e.details.mediumId)).toEqual([
      phoneId,
    ]);
  });

  it("DENIED_OUTSIDE_VALIDITY outside the windows of a PERIODICAL info, on the lock's wall clock", async () => {
    const lock = await fixtures(world, world.a.test).lock();
    const day = monday(2);
    const phoneId = await phoneWith([{ lockId: lock.id }], mornings(monday(4)));
    const inside = await expectDecision(
      { mediumId: phoneId, lockId: lock.id, localTime: `${day}T08:05` },
      'GRANTED',
      'UNLOCKING_SUCCESSFUL',
    );
    expect(inside).toMatchObject({
      localTime: `${day}T08:05`,
      at: DateTime.fromISO(`${day}T08:05`, { zone: 'Europe/Vienna' }).toUTC().toISO(),
    });
    await expectDecision({ mediumId: phoneId, lockId: lock.id, localTime: `${day}T12:00` }, 'DENIED_OUTSIDE_VALIDITY', 'UNLOCKING_FAILED');
    await expectDecision(
      { mediumId: phoneId, lockId: lock.id, localTime: `${monday(5)}T09:00` },
      'DENIED_OUTSIDE_VALIDITY',
      'UNLOCKING_FAILED',
    );
  });

  it('DENIED_HOLIDAY when only the holiday of the enabled calendar stops a PERIODICAL info; PERMANENT infos are unaffected', async () => {
    const day = monday(3);
    const calendar = (await ok(world, 'GET', '/v1/holiday-calendars')).holidayCalendarList[0];
    const next = DateTime.fromISO(day).plus({ days: 1 }).toISODate();
    await ok(world, 'POST', `/v1/holiday-calendars/${calendar.id}/slots`, {
      slotName: 'Device test holiday',
      validFrom: `${day}T00:00`,
      validTo: `${next}T00:00`,
    });
    const without = await fixtures(world, world.a.test).lock();
    const withCalendar = await lockWithSettings({ holidayCalendarEnabled: true });
    const periodical = await phoneWith([{ lockId: without.id }, { lockId: withCalendar.id }], mornings(monday(6)));
    const permanent = await phoneWith([{ lockId: withCalendar.id }]);
    const holiday = await expectDecision(
      { mediumId: periodical, lockId: withCalendar.id, localTime: `${day}T09:00` },
      'DENIED_HOLIDAY',
      'UNLOCKING_FAILED_HOLIDAY_CALENDAR_ACTIVE',
    );
    expect(holiday.holidayActive).toBe(true);
    expect(await access(world, { mediumId: periodical, lockId: without.id, localTime: `${day}T09:00` })).toMatchObject({
      reason: 'GRANTED',
      holidayActive: false,
    });
    expect(await access(world, { mediumId: permanent, lockId: withCalendar.id, localTime: `${day}T09:00` })).toMatchObject({
      reason: 'GRANTED',
      holidayActive: true,
    });
  });

  it('GRANTED_OFFICE_MODE while an automatic office-mode slot is open, for every active medium', async () => {
    const front = await seedLock(world, 'front');
    const stranger = await phoneWith([]);
    const day = monday(1);
    await expectDecision(
      { mediumId: stranger, lockId: front.id, localTime: `${day}T09:00` },
      'GRANTED_OFFICE_MODE',
      'UNLOCKING_SUCCESSFUL',
    );
    await expectDecision(
      { mediumId: stranger, lockId: front.id, localTime: `${day}T12:00` },
      'DENIED_NOT_AUTHORIZED',
      'UNLOCKING_FAILED_NOT_WHITELISTED',
    );
    // A slot waiting for the lock is not in effect.
    const lock = await fixtures(world, world.a.test).lock();
    const settings = await ok(world, 'GET', `/v1/locks/${lock.id}/settings`);
    await ok(world, 'PUT', `/v1/locks/${lock.id}/settings`, {
      ...settings,
      manualOfficeModeEnabled: true,
      automaticOfficeModeEnabled: true,
      officeModeSlots: [{ type: 'AUTOMATIC_OFFICE_MODE', weekday: 'MONDAY', opensAt: '08:00', closesAt: '12:00' }],
    });
    expect((await access(world, { mediumId: stranger, lockId: lock.id, localTime: `${day}T09:00` })).reason).toBe('DENIED_NOT_AUTHORIZED');
    await ok(world, 'POST', `/v1/simulator/locks/${lock.id}/sync`);
    expect((await access(world, { mediumId: stranger, lockId: lock.id, localTime: `${day}T09:00` })).reason).toBe('GRANTED_OFFICE_MODE');
  });

  it('DENIED_DEACTIVATED for a deactivated phone, even where office mode is open', async () => {
    const marco = await mediumId(world, 'marco-phone');
    await expectDecision({ mediumId: marco, lockId: (await seedLock(world, 'office')).id }, 'DENIED_DEACTIVATED', 'UNLOCKING_FAILED');
    await expectDecision(
      { mediumId: marco, lockId: (await seedLock(world, 'front')).id, localTime: `${monday(1)}T09:00` },
      'DENIED_DEACTIVATED',
      'UNLOCKING_FAILED',
    );
  });

  it('DENIED_BLACKLISTED once the lock has the blacklist entry of a deactivated card, even in office mode', async () => {
    const front = await seedLock(world, 'front');
    const piotr = await mediumId(world, 'piotr-card');
    // The test data set: the card was deactivated, the front door has not received its blacklist entry yet.
    expect((await access(world, { mediumId: piotr, lockId: front.id, localTime: `${monday(1)}T13:00` })).reason).toBe('GRANTED');
    await ok(world, 'POST', `/v1/simulator/locks/${front.id}/sync`);
    await expectDecision(
      { mediumId: piotr, lockId: front.id, localTime: `${monday(1)}T13:00` },
      'DENIED_BLACKLISTED',
      'UNLOCKING_FAILED_BLACKLISTED',
    );
    await expectDecision(
      { mediumId: piotr, lockId: front.id, localTime: `${monday(1)}T09:00` },
      'DENIED_BLACKLISTED',
      'UNLOCKING_FAILED_BLACKLISTED',
    );
  });

  it('covers every reason of the decision rules', () => {
    expect([...seen].sort()).toEqual(Object.keys(ACCESS_REASONS).sort());
  });
});

describe('what the lock knows', () => {
  it('counts area authorizations only for areas the lock is in (an assignment waiting for the lock does not count)', async () => {
    const areas = (await ok(world, 'GET', '/v1/areas?limit=100')).areaList;
    const groundFloor = areas.find((a: any) => a.name === 'Ground floor');
    const phoneId = await phoneWith([{ areaId: groundFloor.id }]);
    const [lobby, garage, office] = [await seedLock(world, 'lobby'), await seedLock(world, 'garage'), await seedLock(world, 'office')];
    expect((await access(world, { mediumId: phoneId, lockId: lobby.id })).reason).toBe('GRANTED');
    expect((await access(world, { mediumId: phoneId, lockId: office.id })).reason).toBe('DENIED_NOT_AUTHORIZED');
    expect((await access(world, { mediumId: phoneId, lockId: garage.id })).reason).toBe('DENIED_NOT_AUTHORIZED');
    await ok(world, 'POST', `/v1/simulator/locks/${garage.id}/sync`);
    expect((await access(world, { mediumId: phoneId, lockId: garage.id })).reason).toBe('GRANTED');
  });

  it("opens a lock shared with the medium's system", async () => {
    const partner = await seedLock(world, 'partner');
    const phoneId = await phoneWith([{ lockId: partner.id }]);
    expect(await access(world, { mediumId: phoneId, lockId: partner.id })).toMatchObject({ granted: true, lockId: partner.id });
  });

  it('reads lock-local times across daylight-saving changes', async () => {
    const lock = await fixtures(world, world.a.test).lock('Europe/Vienna');
    const phoneId = await phoneWith([{ lockId: lock.id }]);
    // Last year's changes of the clocks (last Sundays of March and October).
    const lastSunday = (year: number, month: number) => {
      const last = DateTime.fromObject({ year, month }, { zone: 'Europe/Vienna' }).endOf('month');
      return last.minus({ days: last.weekday % 7 }).toISODate()!;
    };
    const year = today.year - 1;
    const autumn = await access(world, { mediumId: phoneId, lockId: lock.id, localTime: `${lastSunday(year, 10)}T02:30` });
    expect(autumn).toMatchObject({
      localTime: `${lastSunday(year, 10)}T02:30`,
      lockUtcDelta: 120,
      at: `${lastSunday(year, 10)}T00:30:00.000Z`,
    });
    const spring = await access(world, { mediumId: phoneId, lockId: lock.id, localTime: `${lastSunday(year, 3)}T02:30` });
    expect(spring).toMatchObject({
      localTime: `${lastSunday(year, 3)}T03:30`,
      lockUtcDelta: 120,
      at: `${lastSunday(year, 3)}T01:30:00.000Z`,
    });
    const utc = await access(world, { mediumId: phoneId, lockId: lock.id, at: `${lastSunday(year, 10)}T01:30:00Z` });
    expect(utc).toMatchObject({ localTime: `${lastSunday(year, 10)}T02:30`, lockUtcDelta: 60 });
  });

  it('refuses malformed and future moments, unknown media and locks', async () => {
    const lock = await fixtures(world, world.a.test).lock();
    const phoneId = await phoneWith([]);
    const body = { mediumId: phoneId, lockId: lock.id };
    expectProblem(
      await world.call('POST', '/v1/simulator/access', { body: { ...body, localTime: '2026-02-30T08:00' } }),
      400,
      'VALIDATION_FAILED',
      '/localTime',
    );
    expectProblem(
      await world.call('POST', '/v1/simulator/access', { body: { ...body, localTime: '8:00' } }),
      400,
      'VALIDATION_FAILED',
      '/localTime',
    );
    expectProblem(
      await world.call('POST', '/v1/simulator/access', { body: { ...body, at: '2026-01-01T08:00:00Z', localTime: '2026-01-01T08:00' } }),
      400,
      'AT_OR_LOCAL_TIME',
    );
    const tomorrow = today.plus({ days: 2 }).toISODate();
    expectProblem(
      await world.call('POST', '/v1/simulator/access', { body: { ...body, localTime: `${tomorrow}T08:00` } }),
      400,
      'MOMENT_IN_THE_FUTURE',
      '/localTime',
    );
    expectProblem(await world.call('POST', '/v1/simulator/access', { body: { ...body, mediumId: 99999999 } }), 404);
    expectProblem(await world.call('POST', '/v1/simulator/access', { body: { ...body, lockId: 99999999 } }), 404);
    const foreignLock = await seedLock(world, 'garage', world.b.testKey);
    expectProblem(await world.call('POST', '/v1/simulator/access', { body: { ...body, lockId: foreignLock.id } }), 404);
  });
});
