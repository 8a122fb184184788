import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  ALLOWED_MINUTES,
  MINUTE_RULE,
  checkDate,
  checkLocalDateTime,
  checkTime,
  formatDate,
  formatLocalDateTime,
  formatTime,
  parseDate,
  parseLocalDateTime,
  parseTime,
  weekdayOfDay,
} from '../../src/kernel/local-time.ts';
import { WEEKDAYS } from '../../src/kernel/local-time.ts';
import { pad2 } from '../modules/authorizations/rules/helpers.ts';

const DISALLOWED_MINUTES = Array.from({ length: 60 }, (_, m) => pad2(m)).filter((m) => !(ALLOWED_MINUTES as readonly string[]).includes(m));

/** Real calendar dates, years 1000..9999, checked against luxon. */
const arbCalendarDate = fc
  .integer({
    min: DateTime.fromISO('1000-01-01', { zone: 'utc' }).toMillis() / 86_400_000,
    max: DateTime.fromISO('9999-12-31', { zone: 'utc' }).toMillis() / 86_400_000,
  })
  .map((day) => DateTime.fromMillis(day * 86_400_000, { zone: 'utc' }).toISODate()!);
const arbHour = fc.integer({ min: 0, max: 23 }).map(pad2);
const arbAllowedTime = fc.tuple(arbHour, fc.constantFrom(...ALLOWED_MINUTES)).map(([h, m]) => `${h}:${m}`);

describe('allowed minutes', () => {
  it('are exactly the specification list, without 25 and 35', () => {
    expect(ALLOWED_MINUTES).toEqual(['00', '05', '10', '15', '20', '30', '40', '45', '50', '55']);
    expect(MINUTE_RULE).toBe('minutes must be one of 00, 05, 10, 15, 20, 30, 40, 45, 50, 55');
  });
});

describe('checkLocalDateTime', () => {
  it.each(['2026-01-01T00:00', '2026-12-31T23:55', '2024-02-29T12:30', '2026-06-15T08:05'])('accepts %s', (value) => {
    expect(checkLocalDateTime(value)).toBeNull();
  });

  it.each([
    ['2026-01-01T10:00Z', "must not contain a zone designator or Z; it is the lock's local time"],
    ['2026-01-01T10:00+01:00', "must not contain a zone designator or Z; it is the lock's local time"],
    ['2026-01-01T10:00:00Z', "must not contain a zone designator or Z; it is the lock's local time"],
    ['2026-01-01T10:00-0500', "must not contain a zone designator or Z; it is the lock's local time"],
    ['2026-01-01T10:00:00', 'must not contain seconds or milliseconds'],
    ['2026-01-01T10:00:00.000', 'must not contain seconds or milliseconds'],
    ['2026-01-01T10:25', MINUTE_RULE],
    ['2026-01-01T10:35', MINUTE_RULE],
    ['2026-01-01T10:07', MINUTE_RULE],
    ['2026-01-01T24:00', 'hour must be between 00 and 23 (write 00:00 of the next day instead of 24:00)'],
    ['2026-01-01T25:00', 'hour must be between 00 and 23'],
    ['2026-13-01T10:00', 'month must be between 01 and 12'],
    ['2026-02-29T10:00', '2026-02-29 is not a calendar date'],
    ['2100-02-29T10:00', '2100-02-29 is not a calendar date'],
    ['2026-04-31T10:00', '2026-04-31 is not a calendar date'],
    ['2026-01-00T10:00', '2026-01-00 is not a calendar date'],
    ['2026-1-1T10:00', 'must be a local date-time in the form yyyy-mm-ddThh:mm'],
    ['2026-01-01 10:00', 'must be a local date-time in the form yyyy-mm-ddThh:mm'],
    ['2026-01-01T10:00x', 'must be a local date-time in the form yyyy-mm-ddThh:mm'],
    ['', 'must be a local date-time in the form yyyy-mm-ddThh:mm'],
  ])('refuses %s', (value, message) => {
    expect(checkLocalDateTime(value)).toBe(message);
  });

  it('refuses values that are not strings', () => {
    for (const value of [null, undefined, 20260101, {}, []]) {
      expect(checkLocalDateTime(value)).toBe('must be a local date-time in the form yyyy-mm-ddThh:mm');
    }
  });

  it('accepts every generated real date with an allowed time', () => {
    fc.assert(fc.property(arbCalendarDate, arbAllowedTime, (date, time) => checkLocalDateTime(`${date}T${time}`) === null));
  });

  it('refuses every generated disallowed minute with the minute rule', () => {
    fc.assert(
      fc.property(arbCalendarDate, arbHour, fc.constantFrom(...DISALLOWED_MINUTES), (date, hour, minute) => {
        expect(checkLocalDateTime(`${date}T${hour}:${minute}`)).toBe(MINUTE_RULE);
      }),
    );
  });

  it('refuses every generated value with seconds or a zone', () => {
    const suffix = fc.constantFrom(':00', ':59', ':00.000', 'Z', '+02:00', '-05:00', '+0100', ':00Z', ':00.123+01:00');
    fc.assert(
      fc.property(arbCalendarDate, arbAllowedTime, suffix, (date, time, tail) => {
        expect(checkLocalDateTime(`${date}T${time}${tail}`)).not.toBeNull();
      }),
    );
  });

  it('refuses every generated day past the end of its month', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9999 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const lastDay = DateTime.utc(year, month, 1).daysInMonth!;
        const date = `${year}-${pad2(month)}-${pad2(lastDay + 1)}`;
        expect(checkLocalDateTime(`${date}T10:00`)).toBe(`${date} is not a calendar date`);
        expect(checkDate(`${year}-${pad2(month)}-${pad2(lastDay)}`)).toBeNull();
      }),
    );
  });
});

describe('checkDate', () => {
  it('accepts calendar dates and refuses everything else', () => {
    expect(checkDate('2024-02-29')).toBeNull();
    expect(checkDate('2000-02-29')).toBeNull();
    expect(checkDate('2026-02-29')).toBe('2026-02-29 is not a calendar date');
    expect(checkDate('2026-00-10')).toBe('month must be between 01 and 12');
    expect(checkDate('2026-01-01T00:00')).toBe('must be a date in the form yyyy-mm-dd');
    expect(checkDate('26-01-01')).toBe('must be a date in the form yyyy-mm-dd');
    expect(checkDate(42)).toBe('must be a date in the form yyyy-mm-dd');
  });

  it('accepts every generated calendar date', () => {
    fc.assert(fc.property(arbCalendarDate, (date) => checkDate(date) === null));
  });
});

describe('checkTime', () => {
  it('accepts allowed times and 24:00 only as an end time', () => {
    expect(checkTime('00:00')).toBeNull();
    expect(checkTime('23:55')).toBeNull();
    expect(checkTime('24:00')).toBe('24:00 is only allowed as an end time');
    expect(checkTime('24:00', { endOfDayAllowed: true })).toBeNull();
    expect(checkTime('24:05', { endOfDayAllowed: true })).toBe('hour must be between 00 and 23 (or the time exactly 24:00)');
    expect(checkTime('25:00')).toBe('hour must be between 00 and 23');
  });

  it('names the rule that is broken', () => {
    expect(checkTime('10:25')).toBe(MINUTE_RULE);
    expect(checkTime('10:00:00')).toBe('must not contain seconds');
    expect(checkTime('1:00')).toBe('must be a time in the form hh:mm');
    expect(checkTime(600)).toBe('must be a time in the form hh:mm');
  });

  it('accepts every generated allowed time and refuses every disallowed minute', () => {
    fc.assert(
      fc.property(arbAllowedTime, arbHour, fc.constantFrom(...DISALLOWED_MINUTES), (good, hour, minute) => {
        expect(checkTime(good)).toBeNull();
        expect(checkTime(good, { endOfDayAllowed: true })).toBeNull();
        expect(checkTime(`${hour}:${minute}`)).toBe(MINUTE_RULE);
      }),
    );
  });
});

describe('parsing and formatting', () => {
  it('maps dates to day numbers since 1970-01-01', () => {
    expect(parseDate('1970-01-01')).toBe(0);
    expect(parseDate('1969-12-31')).toBe(-1);
    expect(parseDate('2026-01-01')).toBe(20454);
    expect(formatDate(20454)).toBe('2026-01-01');
    expect(formatDate(parseDate('0050-03-01'))).toBe('0050-03-01');
  });

  it('round-trips dates and agrees with luxon on day numbers and weekdays', () => {
    fc.assert(
      fc.property(arbCalendarDate, (date) => {
        const day = parseDate(date);
        expect(formatDate(day)).toBe(date);
        expect(day).toBe(DateTime.fromISO(date, { zone: 'utc' }).toMillis() / 86_400_000);
        expect(weekdayOfDay(day)).toBe(WEEKDAYS[DateTime.fromISO(date, { zone: 'utc' }).weekday - 1]);
      }),
    );
  });

  it('rolls a day or month past its end over into the next, as Date does', () => {
    expect(formatDate(parseDate('2026-02-30'))).toBe('2026-03-02');
    expect(formatDate(parseDate('2024-02-30'))).toBe('2024-03-01');
    expect(formatDate(parseDate('2026-13-01'))).toBe('2027-01-01');
    expect(formatDate(parseDate('2026-00-10'))).toBe('2025-12-10');
    const pad = (n: number, width: number) => String(n).padStart(width, '0');
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9998 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
        (year, month, day) => {
          const utc = new Date(0);
          utc.setUTCFullYear(year, month - 1, day);
          expect(parseDate(`${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`)).toBe(utc.getTime() / 86_400_000);
        },
      ),
    );
  });

  it('round-trips times including 24:00 and local date-times', () => {
    expect(parseTime('24:00')).toBe(1440);
    expect(formatTime(1440)).toBe('24:00');
    expect(parseLocalDateTime('1970-01-02T01:05')).toBe(1440 + 65);
    fc.assert(
      fc.property(arbCalendarDate, arbAllowedTime, (date, time) => {
        expect(formatTime(parseTime(time))).toBe(time);
        expect(formatLocalDateTime(parseLocalDateTime(`${date}T${time}`))).toBe(`${date}T${time}`);
      }),
    );
  });

  it('throws on malformed input instead of returning NaN', () => {
    expect(() => parseDate('2026/01/01')).toThrow(RangeError);
    expect(() => parseTime('10h')).toThrow(RangeError);
    expect(() => parseLocalDateTime('2026-01-01T10:00Z')).toThrow(RangeError);
    for (const date of ['2026-1-01', '2026-01-01 ', '20260-01-01', '２026-01-01', '2026-01-0a', '']) {
      expect(() => parseDate(date), date).toThrow(RangeError);
    }
    for (const time of ['7:00', '07:00:00', '07-00', '٠٧:٠٠', ' 07:00']) expect(() => parseTime(time), time).toThrow(RangeError);
    for (const dateTime of ['2026-01-01 10:00', '2026-01-01T10:00:00', '2026-01-01T10:0', '2026-01-01T10:00\n']) {
      expect(() => parseLocalDateTime(dateTime), dateTime).toThrow(RangeError);
    }
  });
});
