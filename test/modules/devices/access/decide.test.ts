import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { ACCESS_REASONS, decideAccess, type AccessReason, type AccessRequest } from '../../../../src/modules/devices/access/decide.ts';
import { type OfficeModeSlot } from '../../../../src/modules/locks/access-settings.ts';
import { type HolidaySlot, type LockAccessSettings } from '../../../../src/modules/locks/access-settings.ts';
import { type StoredInfo } from '../../../../src/modules/authorizations/rules/types.ts';
import { WEEKDAYS } from '../../../../src/kernel/local-time.ts';
import {
  ALLOWED_MINUTES_OF_DAY,
  BASE_DATE,
  WINDOW_DAYS,
  addDays,
  arbStoredInfo,
  arbTimeWindow,
  hhmm,
  intlWallClock,
  localDateTimeAt,
  minutesOf,
  oracleCovers,
  weekdayOf,
} from '../../authorizations/rules/helpers.ts';

const lock = (settings: Partial<LockAccessSettings> = {}): LockAccessSettings => ({
  timezone: 'Europe/Vienna',
  holidayCalendarEnabled: false,
  holidaySlots: [],
  manualOfficeModeEnabled: false,
  automaticOfficeModeEnabled: false,
  officeModeSlots: [],
  ...settings,
});
const medium = { activated: true, blacklistedOnLock: false, permanentOpeningEnabled: false };
/** 2026-01-05 is a Monday; Vienna is UTC+1 in January. */
const MONDAY_10_LOCAL = new Date('2026-01-05T09:00:00Z');
const request = (overrides: Partial<AccessRequest> = {}): AccessRequest => ({
  medium,
  lockInfos: [],
  areaInfos: [],
  lock: lock(),
  moment: MONDAY_10_LOCAL,
  ...overrides,
});
const reason = (overrides: Partial<AccessRequest>) => decideAccess(request(overrides)).reason;

const mondayMornings: StoredInfo = {
  type: 'PERIODICAL',
  validFromDate: '2026-01-01',
  periodicalPeriods: [{ weekday: 'MONDAY', startTime: '08:00', endTime: '12:00' }],
};
const christmasToNewYear: HolidaySlot = { validFrom: '2026-01-05T00:00', validTo: '2026-01-06T00:00' };
const officeHours: OfficeModeSlot = { type: 'AUTOMATIC_OFFICE_MODE', weekday: 'MONDAY', opensAt: '09:00', closesAt: '17:00' };
const officeLock = (settings: Partial<LockAccessSettings> = {}) =>
  lock({ manualOfficeModeEnabled: true, automaticOfficeModeEnabled: true, officeModeSlots: [officeHours], ...settings });

describe('decideAccess: reasons', () => {
  it('documents every reason', () => {
    expect(Object.keys(ACCESS_REASONS).sort()).toEqual([
      'DENIED_BLACKLISTED',
      'DENIED_DEACTIVATED',
      'DENIED_HOLIDAY',
      'DENIED_NOT_AUTHORIZED',
      'DENIED_OUTSIDE_VALIDITY',
      'GRANTED',
      'GRANTED_OFFICE_MODE',
    ]);
  });

  it('grants with a valid info of the lock and reports the wall clock', () => {
    expect(decideAccess(request({ lockInfos: [mondayMornings] }))).toEqual({
      granted: true,
      reason: 'GRANTED',
      localTime: '2026-01-05T10:00',
      lockUtcDeltaMinutes: 60,
      holidayActive: false,
      permanentOpeningAllowed: false,
    });
  });

  it('grants with a valid info of any area of the lock', () => {
    expect(reason({ areaInfos: [[], [{ type: 'ONE_DAY', validAtDate: '2026-01-04' }], [mondayMornings]] })).toBe('GRANTED');
  });

  it('denies a medium without any authorization here', () => {
    expect(decideAccess(request())).toMatchObject({ granted: false, reason: 'DENIED_NOT_AUTHORIZED' });
    expect(reason({ areaInfos: [[], []] })).toBe('DENIED_NOT_AUTHORIZED');
  });

  it('denies outside the validity of every info', () => {
    const evening: StoredInfo = { type: 'ONE_DAY', validAtDate: '2026-01-05', startTime: '18:00', endTime: '24:00' };
    expect(reason({ lockInfos: [evening], areaInfos: [[{ type: 'PERMANENT', validToDate: '2026-01-04' }]] })).toBe(
      'DENIED_OUTSIDE_VALIDITY',
    );
  });

  it('denies a deactivated medium before anything else', () => {
    const everything = { lockInfos: [mondayMornings], lock: officeLock({ permanentOpeningActive: true }) };
    expect(reason({ ...everything, medium: { ...medium, activated: false, blacklistedOnLock: true } })).toBe('DENIED_DEACTIVATED');
    expect(reason({ ...everything, medium: { ...medium, blacklistedOnLock: true } })).toBe('DENIED_BLACKLISTED');
  });
});

describe('decideAccess: holidays', () => {
  it('pauses PERIODICAL infos on a holiday of an enabled calendar', () => {
    const holidayLock = lock({ holidayCalendarEnabled: true, holidaySlots: [christmasToNewYear] });
    expect(decideAccess(request({ lockInfos: [mondayMornings], lock: holidayLock }))).toMatchObject({
      granted: false,
      reason: 'DENIED_HOLIDAY',
      holidayActive: true,
    });
  });

  it('ignores holiday slots while the calendar is disabled', () => {
    expect(reason({ lockInfos: [mondayMornings], lock: lock({ holidaySlots: [christmasToNewYear] }) })).toBe('GRANTED');
  });

  it('keeps PERMANENT and ONE_DAY infos valid on holidays', () => {
    const holidayLock = lock({ holidayCalendarEnabled: true, holidaySlots: [christmasToNewYear] });
    expect(reason({ lockInfos: [mondayMornings, { type: 'PERMANENT' }], lock: holidayLock })).toBe('GRANTED');
    expect(reason({ areaInfos: [[{ type: 'ONE_DAY', validAtDate: '2026-01-05' }]], lock: holidayLock })).toBe('GRANTED');
  });

  it('treats a holiday slot as [validFrom, validTo) on the wall clock', () => {
    const slot = (validFrom: string, validTo: string) => lock({ holidayCalendarEnabled: true, holidaySlots: [{ validFrom, validTo }] });
    expect(reason({ lockInfos: [mondayMornings], lock: slot('2026-01-05T10:00', '2026-01-05T11:00') })).toBe('DENIED_HOLIDAY');
    expect(reason({ lockInfos: [mondayMornings], lock: slot('2026-01-05T09:00', '2026-01-05T10:00') })).toBe('GRANTED');
    expect(reason({ lockInfos: [mondayMornings], lock: slot('2026-01-05T10:05', '2026-01-05T11:00') })).toBe('GRANTED');
  });

  it('says OUTSIDE_VALIDITY when the PERIODICAL would not have granted anyway', () => {
    const holidayLock = lock({ holidayCalendarEnabled: true, holidaySlots: [christmasToNewYear] });
    const moment = new Date('2026-01-05T15:00:00Z');
    expect(reason({ lockInfos: [mondayMornings], lock: holidayLock, moment })).toBe('DENIED_OUTSIDE_VALIDITY');
  });
});

describe('decideAccess: office mode', () => {
  it('opens for every active medium while an automatic slot is open', () => {
    expect(decideAccess(request({ lock: officeLock() }))).toMatchObject({ granted: true, reason: 'GRANTED_OFFICE_MODE' });
    expect(reason({ lock: officeLock(), moment: new Date('2026-01-05T16:00:00Z') })).toBe('DENIED_NOT_AUTHORIZED'); // 17:00 local
    expect(reason({ lock: officeLock(), moment: new Date('2026-01-06T09:00:00Z') })).toBe('DENIED_NOT_AUTHORIZED'); // Tuesday
  });

  it('needs both office-mode settings and a slot with opensAt', () => {
    expect(reason({ lock: officeLock({ manualOfficeModeEnabled: false }) })).toBe('DENIED_NOT_AUTHORIZED');
    expect(reason({ lock: officeLock({ automaticOfficeModeEnabled: false }) })).toBe('DENIED_NOT_AUTHORIZED');
    const { opensAt: _, ...noOpening } = officeHours;
    expect(reason({ lock: officeLock({ officeModeSlots: [noOpening] }) })).toBe('DENIED_NOT_AUTHORIZED');
    const closing: OfficeModeSlot = { ...officeHours, type: 'CLOSING_TIME_MANUAL_OFFICE_MODE' };
    expect(reason({ lock: officeLock({ officeModeSlots: [closing] }) })).toBe('DENIED_NOT_AUTHORIZED');
  });

  it('skips automatic office mode on holidays of an enabled calendar only', () => {
    expect(reason({ lock: officeLock({ holidayCalendarEnabled: true, holidaySlots: [christmasToNewYear] }) })).toBe(
      'DENIED_NOT_AUTHORIZED',
    );
    expect(reason({ lock: officeLock({ holidaySlots: [christmasToNewYear] }) })).toBe('GRANTED_OFFICE_MODE');
  });

  it('keeps a manually started office mode open, even on holidays', () => {
    const manual = lock({
      manualOfficeModeEnabled: true,
      permanentOpeningActive: true,
      holidayCalendarEnabled: true,
      holidaySlots: [christmasToNewYear],
    });
    expect(reason({ lock: manual })).toBe('GRANTED_OFFICE_MODE');
    expect(reason({ lock: { ...manual, manualOfficeModeEnabled: false } })).toBe('DENIED_NOT_AUTHORIZED');
  });

  it('lets an authorized medium with permanent opening switch manual office mode', () => {
    const opener = { ...medium, permanentOpeningEnabled: true };
    const manualLock = lock({ manualOfficeModeEnabled: true });
    expect(decideAccess(request({ medium: opener, lockInfos: [mondayMornings], lock: manualLock })).permanentOpeningAllowed).toBe(true);
    expect(decideAccess(request({ medium: opener, lockInfos: [mondayMornings], lock: officeLock() }))).toMatchObject({
      reason: 'GRANTED_OFFICE_MODE',
      permanentOpeningAllowed: true,
    });
    expect(decideAccess(request({ medium: opener, lock: officeLock() })).permanentOpeningAllowed).toBe(false);
    expect(decideAccess(request({ medium: opener, lockInfos: [mondayMornings] })).permanentOpeningAllowed).toBe(false);
    expect(decideAccess(request({ lockInfos: [mondayMornings], lock: manualLock })).permanentOpeningAllowed).toBe(false);
  });
});

describe('decideAccess: time zones', () => {
  it('judges the lock wall clock, including DST', () => {
    const info: StoredInfo = { type: 'ONE_DAY', validAtDate: '2026-03-29', startTime: '03:00', endTime: '04:00' };
    expect(decideAccess(request({ lockInfos: [info], moment: new Date('2026-03-29T01:00:00Z') }))).toMatchObject({
      reason: 'GRANTED',
      localTime: '2026-03-29T03:00',
      lockUtcDeltaMinutes: 120,
    });
    const newYork = lock({ timezone: 'America/New_York' });
    expect(decideAccess(request({ lockInfos: [info], lock: newYork, moment: new Date('2026-03-29T07:30:00Z') }))).toMatchObject({
      reason: 'GRANTED',
      localTime: '2026-03-29T03:30',
      lockUtcDeltaMinutes: -240,
    });
  });
});

// ------------------------------------------------------------ brute-force oracle

/** The documented rules restated naively on wire strings and an Intl wall clock. */
function oracle(req: AccessRequest): { reason: AccessReason; localTime: string; delta: number } {
  const wall = intlWallClock(req.moment, req.lock.timezone);
  const now = `${wall.date}T${wall.time}`;
  const minute = minutesOf(wall.time);
  const [y, mo, d] = wall.date.split('-').map(Number);
  const delta = (Date.UTC(y, mo - 1, d, 0, minute) - Math.floor(req.moment.getTime() / 60_000) * 60_000) / 60_000;
  const result = (reason: AccessReason) => ({ reason, localTime: now, delta });

  const holiday = req.lock.holidayCalendarEnabled && req.lock.holidaySlots.some((slot) => slot.validFrom <= now && now < slot.validTo);
  if (!req.medium.activated) return result('DENIED_DEACTIVATED');
  if (req.medium.blacklistedOnLock) return result('DENIED_BLACKLISTED');
  const automaticOpen =
    req.lock.automaticOfficeModeEnabled &&
    !holiday &&
    req.lock.officeModeSlots.some(
      (slot) =>
        slot.type === 'AUTOMATIC_OFFICE_MODE' &&
        slot.weekday === wall.weekday &&
        slot.opensAt !== undefined &&
        minutesOf(slot.opensAt) <= minute &&
        minute < minutesOf(slot.closesAt),
    );
  if (req.lock.manualOfficeModeEnabled && (req.lock.permanentOpeningActive || automaticOpen)) return result('GRANTED_OFFICE_MODE');
  const infos = [...req.lockInfos, ...req.areaInfos.flat()];
  const covering = infos.filter((info) => oracleCovers(info, wall.date, minute));
  if (covering.some((info) => !(holiday && info.type === 'PERIODICAL'))) return result('GRANTED');
  if (infos.length === 0) return result('DENIED_NOT_AUTHORIZED');
  return result(holiday && covering.length > 0 ? 'DENIED_HOLIDAY' : 'DENIED_OUTSIDE_VALIDITY');
}

const WINDOW_MINUTES = WINDOW_DAYS * 1440;
const arbLocalMinute = fc.integer({ min: 0, max: WINDOW_MINUTES / 5 }).map((step) => step * 5);
const arbHolidaySlot: fc.Arbitrary<HolidaySlot> = fc.oneof(
  fc
    .tuple(arbLocalMinute, fc.integer({ min: 1, max: 3 * 288 }))
    .map(([start, steps]) => ({ validFrom: localDateTimeAt(start), validTo: localDateTimeAt(start + steps * 5) })),
  // Long holidays make the holiday rules matter often.
  fc.constant({ validFrom: localDateTimeAt(-1440), validTo: localDateTimeAt(WINDOW_MINUTES + 1440) }),
);
const arbOfficeSlot: fc.Arbitrary<OfficeModeSlot> = fc
  .tuple(
    fc.constantFrom<OfficeModeSlot['type']>('AUTOMATIC_OFFICE_MODE', 'CLOSING_TIME_MANUAL_OFFICE_MODE'),
    fc.constantFrom(...WEEKDAYS),
    arbTimeWindow,
    fc.boolean(),
  )
  .map(([type, weekday, { start, end }, withOpening]) => ({
    type,
    weekday,
    closesAt: hhmm(end),
    ...(withOpening && { opensAt: hhmm(start) }),
  }));
const arbInfos = fc.array(arbStoredInfo, { maxLength: 3 });
/** A flag that is true with probability 1 - 1/odds. */
const mostly = (value: boolean, odds = 10) =>
  fc.oneof({ weight: odds - 1, arbitrary: fc.constant(value) }, { weight: 1, arbitrary: fc.constant(!value) });
const arbSettings = fc.record({
  medium: fc.record({
    activated: mostly(true),
    blacklistedOnLock: mostly(false),
    permanentOpeningEnabled: fc.boolean(),
  }),
  lockInfos: arbInfos,
  areaInfos: fc.array(arbInfos, { maxLength: 2 }),
  lock: fc.record({
    timezone: fc.constantFrom('UTC', 'Europe/Vienna', 'America/New_York', 'Asia/Kathmandu', 'Australia/Lord_Howe'),
    holidayCalendarEnabled: fc.boolean(),
    holidaySlots: fc.array(arbHolidaySlot, { maxLength: 3 }),
    manualOfficeModeEnabled: fc.boolean(),
    automaticOfficeModeEnabled: fc.boolean(),
    officeModeSlots: fc.array(arbOfficeSlot, { maxLength: 4 }),
    permanentOpeningActive: mostly(false),
  }),
});

/** Any second around the window (the lock truncates seconds). */
const arbAnyMoment = fc
  .integer({ min: -86_400, max: WINDOW_MINUTES * 60 + 86_400 })
  .map((seconds) => new Date(Date.parse(`${BASE_DATE}T00:00:00Z`) + seconds * 1000));

/** A wall-clock time where one of the infos starts, give or take a few minutes, so that boundaries are hit often. */
function startOf(info: StoredInfo, pick: number): string {
  switch (info.type) {
    case 'PERMANENT':
      return `${info.validFromDate ?? BASE_DATE}T00:00`;
    case 'ONE_DAY':
      return `${info.validAtDate}T${info.startTime ?? '00:00'}`;
    case 'PERIODICAL': {
      const period = info.periodicalPeriods[pick % info.periodicalPeriods.length];
      const offset = [0, 1, 2, 3, 4, 5, 6].find((days) => weekdayOf(addDays(info.validFromDate, days)) === period.weekday)!;
      return `${addDays(info.validFromDate, offset)}T${period.startTime}`;
    }
  }
}
const arbMomentNear = (infos: StoredInfo[], timezone: string) =>
  fc.tuple(fc.nat(), fc.nat(), fc.integer({ min: -600, max: 3600 })).map(([which, pick, seconds]) =>
    DateTime.fromISO(startOf(infos[which % infos.length], pick), { zone: timezone })
      .plus({ seconds })
      .toJSDate(),
  );

const arbRequest: fc.Arbitrary<AccessRequest> = arbSettings.chain((settings) => {
  const infos = [...settings.lockInfos, ...settings.areaInfos.flat()];
  const moment = infos.length === 0 ? arbAnyMoment : fc.oneof(arbAnyMoment, arbMomentNear(infos, settings.lock.timezone));
  return moment.map((at) => ({ ...settings, moment: at }));
});

describe('decideAccess: brute-force oracle', () => {
  it('agrees with the oracle on generated schedules, settings and moments', () => {
    fc.assert(
      fc.property(arbRequest, (req) => {
        const decision = decideAccess(req);
        const expected = oracle(req);
        expect([decision.reason, decision.localTime, decision.lockUtcDeltaMinutes]).toEqual([
          expected.reason,
          expected.localTime,
          expected.delta,
        ]);
        expect(decision.granted).toBe(expected.reason.startsWith('GRANTED'));
      }),
      { numRuns: 600 },
    );
  });

  it('agrees with the oracle at every allowed minute of a generated day', () => {
    fc.assert(
      fc.property(arbRequest, fc.integer({ min: 0, max: WINDOW_DAYS - 1 }), (req, day) => {
        const utc = { ...req, lock: { ...req.lock, timezone: 'UTC' } };
        return ALLOWED_MINUTES_OF_DAY.every((minute) => {
          const moment = new Date(Date.parse(`${BASE_DATE}T00:00:00Z`) + (day * 1440 + minute) * 60_000);
          return decideAccess({ ...utc, moment }).reason === oracle({ ...utc, moment }).reason;
        });
      }),
      { numRuns: 30 },
    );
  });
});
