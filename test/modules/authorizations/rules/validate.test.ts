import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MINUTE_RULE } from '../../../../src/kernel/local-time.ts';
import { validateAuthorizationInfo, validateInfoList } from '../../../../src/modules/authorizations/rules/validate.ts';
import { WEEKDAYS } from '../../../../src/kernel/local-time.ts';
import { arbSimplePeriod, arbStoredInfo, pad2 } from './helpers.ts';

const P = '/authorizationInfo';
const validate = (info: unknown) => validateAuthorizationInfo(info, P);
const period = (weekday: string, startTime: string, endTime: string) => ({ weekday, startTime, endTime });
const periodical = (periods: unknown[], extra: object = {}) => ({
  type: 'PERIODICAL',
  validFromDate: '2026-01-01',
  periodicalPeriods: periods,
  ...extra,
});

describe('validateAuthorizationInfo: shape and type', () => {
  it('requires an object with a known type', () => {
    expect(validate('SIMPLE')).toEqual([{ field: P, message: 'must be an object' }]);
    expect(validate(null)).toEqual([{ field: P, message: 'must be an object' }]);
    expect(validate({})).toEqual([{ field: `${P}/type`, message: 'must be one of PERMANENT, PERIODICAL, ONE_DAY, SIMPLE' }]);
    expect(validate({ type: 'WEEKLY' })).toEqual([
      { field: `${P}/type`, message: 'must be one of PERMANENT, PERIODICAL, ONE_DAY, SIMPLE' },
    ]);
  });

  it('can be limited to the types an endpoint accepts', () => {
    expect(validateAuthorizationInfo({ type: 'ONE_DAY', validAtDate: '2026-01-01' }, P, ['SIMPLE'])).toEqual([
      { field: `${P}/type`, message: 'must be SIMPLE' },
    ]);
  });
});

describe('validateAuthorizationInfo: SIMPLE', () => {
  it('accepts a period and requires both ends', () => {
    expect(validate({ type: 'SIMPLE', validFrom: '2026-01-01T10:00', validTo: '2026-01-03T08:30' })).toEqual([]);
    expect(validate({ type: 'SIMPLE' })).toEqual([
      { field: `${P}/validFrom`, message: 'is required' },
      { field: `${P}/validTo`, message: 'is required' },
    ]);
  });

  it('names the format rule of each end', () => {
    expect(validate({ type: 'SIMPLE', validFrom: '2026-01-01T10:25', validTo: '2026-01-01T11:00Z' })).toEqual([
      { field: `${P}/validFrom`, message: MINUTE_RULE },
      { field: `${P}/validTo`, message: "must not contain a zone designator or Z; it is the lock's local time" },
    ]);
  });

  it('requires validFrom < validTo', () => {
    const equal = { type: 'SIMPLE', validFrom: '2026-01-01T10:00', validTo: '2026-01-01T10:00' };
    const reversed = { type: 'SIMPLE', validFrom: '2026-01-02T00:00', validTo: '2026-01-01T23:55' };
    for (const info of [equal, reversed]) {
      expect(validate(info)).toEqual([{ field: `${P}/validTo`, message: 'must be after validFrom' }]);
    }
  });

  it('accepts every generated period', () => {
    fc.assert(fc.property(arbSimplePeriod, (period) => validate({ type: 'SIMPLE', ...period }).length === 0));
  });

  it('refuses every generated disallowed minute at the right field', () => {
    const badMinute = fc.integer({ min: 0, max: 59 }).filter((m) => ![0, 5, 10, 15, 20, 30, 40, 45, 50, 55].includes(m));
    fc.assert(
      fc.property(arbSimplePeriod, badMinute, fc.boolean(), (period, minute, atStart) => {
        const field = atStart ? 'validFrom' : 'validTo';
        const broken = { ...period, [field]: `${period[field].slice(0, -2)}${pad2(minute)}` };
        expect(validate({ type: 'SIMPLE', ...broken })).toContainEqual({ field: `${P}/${field}`, message: MINUTE_RULE });
      }),
    );
  });
});

describe('validateAuthorizationInfo: PERMANENT', () => {
  it('accepts no dates, one date or an ordered pair of dates', () => {
    expect(validate({ type: 'PERMANENT' })).toEqual([]);
    expect(validate({ type: 'PERMANENT', validFromDate: null, validToDate: null })).toEqual([]);
    expect(validate({ type: 'PERMANENT', validToDate: '2026-01-01' })).toEqual([]);
    expect(validate({ type: 'PERMANENT', validFromDate: '2026-01-01', validToDate: '2026-01-01' })).toEqual([]);
  });

  it('requires real dates in order', () => {
    expect(validate({ type: 'PERMANENT', validFromDate: '2026-01-02', validToDate: '2026-01-01' })).toEqual([
      { field: `${P}/validToDate`, message: 'must not be before validFromDate' },
    ]);
    expect(validate({ type: 'PERMANENT', validFromDate: '2026-02-30' })).toEqual([
      { field: `${P}/validFromDate`, message: '2026-02-30 is not a calendar date' },
    ]);
    expect(validate({ type: 'PERMANENT', validToDate: '2026-01-01T00:00' })).toEqual([
      { field: `${P}/validToDate`, message: 'must be a date in the form yyyy-mm-dd' },
    ]);
  });
});

describe('validateAuthorizationInfo: ONE_DAY', () => {
  it('accepts a whole day and a window that may end at 24:00', () => {
    expect(validate({ type: 'ONE_DAY', validAtDate: '2026-01-01' })).toEqual([]);
    expect(validate({ type: 'ONE_DAY', validAtDate: '2026-01-01', startTime: '22:00', endTime: '24:00' })).toEqual([]);
  });

  it('requires the date and both times or neither', () => {
    expect(validate({ type: 'ONE_DAY' })).toEqual([{ field: `${P}/validAtDate`, message: 'is required' }]);
    const together = 'startTime and endTime must be given together (omit both for the whole day)';
    expect(validate({ type: 'ONE_DAY', validAtDate: '2026-01-01', startTime: '10:00' })).toEqual([
      { field: `${P}/endTime`, message: together },
    ]);
    expect(validate({ type: 'ONE_DAY', validAtDate: '2026-01-01', endTime: '10:00' })).toEqual([
      { field: `${P}/startTime`, message: together },
    ]);
  });

  it('requires startTime < endTime and allowed times', () => {
    expect(validate({ type: 'ONE_DAY', validAtDate: '2026-01-01', startTime: '10:00', endTime: '10:00' })).toEqual([
      { field: `${P}/endTime`, message: 'must be after startTime' },
    ]);
    expect(validate({ type: 'ONE_DAY', validAtDate: '2026-01-01', startTime: '24:00', endTime: '24:00' })).toEqual([
      { field: `${P}/startTime`, message: '24:00 is only allowed as an end time' },
    ]);
    expect(validate({ type: 'ONE_DAY', validAtDate: '2026-01-01', startTime: '10:35', endTime: '11:00' })).toEqual([
      { field: `${P}/startTime`, message: MINUTE_RULE },
    ]);
  });
});

describe('validateAuthorizationInfo: PERIODICAL', () => {
  it('accepts weekly periods with an open end', () => {
    expect(validate(periodical([period('MONDAY', '08:00', '12:00'), period('MONDAY', '12:00', '24:00')]))).toEqual([]);
  });

  it('requires validFromDate and periods, and orders the dates', () => {
    expect(validate({ type: 'PERIODICAL' })).toEqual([
      { field: `${P}/validFromDate`, message: 'is required' },
      { field: `${P}/periodicalPeriods`, message: 'is required' },
    ]);
    expect(validate(periodical([period('MONDAY', '08:00', '12:00')], { validToDate: '2025-12-31' }))).toEqual([
      { field: `${P}/validToDate`, message: 'must not be before validFromDate' },
    ]);
    expect(validate(periodical({} as unknown as unknown[]))).toEqual([{ field: `${P}/periodicalPeriods`, message: 'must be an array' }]);
  });

  it('holds 1..28 periods', () => {
    expect(validate(periodical([]))).toEqual([{ field: `${P}/periodicalPeriods`, message: 'must contain at least 1 period' }]);
    const times = ['00:00', '04:00', '08:00', '12:00', '16:00'];
    const many = WEEKDAYS.flatMap((weekday) => times.slice(0, 4).map((start, i) => period(weekday, start, times[i + 1])));
    expect(many).toHaveLength(28);
    expect(validate(periodical(many))).toEqual([]);
    expect(validate(periodical([...many, period('MONDAY', '20:00', '21:00')]))).toEqual([
      { field: `${P}/periodicalPeriods`, message: 'must contain at most 28 periods' },
      { field: `${P}/periodicalPeriods`, message: 'at most 4 periods per weekday are allowed; MONDAY has 5' },
    ]);
  });

  it('allows at most 4 periods per weekday', () => {
    const five = ['00:00', '01:00', '02:00', '03:00', '04:00'].map((start, i) => period('FRIDAY', start, `0${i}:30`));
    expect(validate(periodical(five))).toEqual([
      { field: `${P}/periodicalPeriods`, message: 'at most 4 periods per weekday are allowed; FRIDAY has 5' },
    ]);
  });

  it('refuses overlapping periods of the same weekday but not of different weekdays', () => {
    expect(validate(periodical([period('MONDAY', '08:00', '12:00'), period('TUESDAY', '10:00', '14:00')]))).toEqual([]);
    expect(
      validate(periodical([period('MONDAY', '08:00', '12:00'), period('TUESDAY', '08:00', '09:00'), period('MONDAY', '11:55', '14:00')])),
    ).toEqual([{ field: `${P}/periodicalPeriods/2`, message: 'overlaps period 0 on the same weekday (MONDAY)' }]);
  });

  it('checks every field of every period', () => {
    expect(validate(periodical(['x', { weekday: 'monday', startTime: '08:00' }, period('SUNDAY', '12:00', '08:00')]))).toEqual([
      { field: `${P}/periodicalPeriods/0`, message: 'must be an object' },
      {
        field: `${P}/periodicalPeriods/1/weekday`,
        message: 'must be one of MONDAY, TUESDAY, WEDNESDAY, THURSDAY, FRIDAY, SATURDAY, SUNDAY',
      },
      { field: `${P}/periodicalPeriods/1/endTime`, message: 'is required' },
      { field: `${P}/periodicalPeriods/2/endTime`, message: 'must be after startTime' },
    ]);
  });
});

describe('validateInfoList', () => {
  const L = '/authorizationInfoList';
  const oneDay = { type: 'ONE_DAY', validAtDate: '2026-01-01' };

  it('holds 1..8 infos', () => {
    expect(validateInfoList([oneDay], L)).toEqual([]);
    expect(validateInfoList(Array(8).fill(oneDay), L)).toEqual([]);
    expect(validateInfoList([], L)).toEqual([{ field: L, message: 'must contain at least 1 authorization info' }]);
    expect(validateInfoList(Array(9).fill(oneDay), L)).toEqual([{ field: L, message: 'must contain at most 8 authorization infos' }]);
    expect(validateInfoList({}, L)).toEqual([{ field: L, message: 'must be an array' }]);
  });

  it('points into the list for errors of an entry', () => {
    const bad = periodical([period('MONDAY', '08:00', '12:00'), period('MONDAY', '09:00', '25:00')]);
    expect(validateInfoList([oneDay, oneDay, bad], L)).toEqual([
      { field: `${L}/2/periodicalPeriods/1/endTime`, message: 'hour must be between 00 and 23 (or the time exactly 24:00)' },
    ]);
  });

  it('accepts every generated stored info', () => {
    fc.assert(fc.property(fc.array(arbStoredInfo, { minLength: 1, maxLength: 8 }), (infos) => validateInfoList(infos, L).length === 0));
  });
});
