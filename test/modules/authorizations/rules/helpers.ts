/**
 * Shared generators and brute-force oracles for the authorization and access
 * tests. The oracles read the wire fields directly (string dates, luxon
 * weekdays, Intl wall clocks) so that they share no code with the
 * implementation they check.
 */
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { ALLOWED_MINUTES } from '../../../../src/kernel/local-time.ts';
import {
  type OneDayInfo,
  type PeriodicalInfo,
  type PeriodicalPeriod,
  type PermanentInfo,
  type StoredInfo,
} from '../../../../src/modules/authorizations/rules/types.ts';
import { WEEKDAYS, type Weekday } from '../../../../src/kernel/local-time.ts';

export const pad2 = (value: number): string => String(value).padStart(2, '0');
export const hhmm = (minuteOfDay: number): string => `${pad2(Math.floor(minuteOfDay / 60))}:${pad2(minuteOfDay % 60)}`;
export const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The date `offset` days after `base` (both `yyyy-mm-dd`). */
export function addDays(base: string, offset: number): string {
  return DateTime.fromISO(base, { zone: 'utc' }).plus({ days: offset }).toISODate()!;
}

const weekdayCache = new Map<string, Weekday>();
export function weekdayOf(date: string): Weekday {
  let weekday = weekdayCache.get(date);
  if (weekday === undefined) {
    weekday = WEEKDAYS[DateTime.fromISO(date, { zone: 'utc' }).weekday - 1];
    weekdayCache.set(date, weekday);
  }
  return weekday;
}

/** Every allowed start time of a day as minute of day (hour 00..23, allowed minutes). */
export const ALLOWED_MINUTES_OF_DAY: readonly number[] = Array.from({ length: 24 }, (_, hour) =>
  ALLOWED_MINUTES.map((minute) => hour * 60 + Number(minute)),
).flat();

// ---------------------------------------------------------------- generators

/** Dates in a small window so that generated infos meet each other often. */
export const BASE_DATE = '2026-03-02';
export const WINDOW_DAYS = 14;

export const arbDayOffset = fc.integer({ min: 0, max: WINDOW_DAYS - 1 });
export const arbDate = arbDayOffset.map((offset) => addDays(BASE_DATE, offset));

/** A coarse grid makes touching and overlapping windows frequent; the fine one covers every allowed minute. */
const COARSE_TIMES = [0, 6 * 60, 8 * 60, 12 * 60, 18 * 60, 1440];
const FINE_TIMES = [...ALLOWED_MINUTES_OF_DAY, 1440];
const arbTimeIndexPair = (times: readonly number[]) =>
  fc
    .uniqueArray(fc.integer({ min: 0, max: times.length - 1 }), { minLength: 2, maxLength: 2 })
    .map(([a, b]) => ({ start: times[Math.min(a, b)], end: times[Math.max(a, b)] }));

/** A window [start, end) in minutes of day; end may be 1440 (24:00). */
export const arbTimeWindow = fc.oneof(arbTimeIndexPair(COARSE_TIMES), arbTimeIndexPair(FINE_TIMES));

const arbOptionalDateRange = fc
  .tuple(fc.option(arbDayOffset, { nil: undefined }), fc.option(arbDayOffset, { nil: undefined }))
  .map(([a, b]) => (a !== undefined && b !== undefined ? [Math.min(a, b), Math.max(a, b)] : [a, b]))
  .map(([from, to]) => ({
    from: from === undefined ? undefined : addDays(BASE_DATE, from),
    to: to === undefined ? undefined : addDays(BASE_DATE, to),
  }));

export const arbPermanent: fc.Arbitrary<PermanentInfo> = arbOptionalDateRange.map(({ from, to }) => ({
  type: 'PERMANENT',
  ...(from && { validFromDate: from }),
  ...(to && { validToDate: to }),
}));

export const arbOneDay: fc.Arbitrary<OneDayInfo> = fc
  .tuple(arbDate, fc.option(arbTimeWindow, { nil: undefined }))
  .map(([date, window]) => ({
    type: 'ONE_DAY',
    validAtDate: date,
    ...(window && { startTime: hhmm(window.start), endTime: hhmm(window.end) }),
  }));

/** Periods of one PERIODICAL info: disjoint per weekday and at most 4 per weekday, as validation demands. */
const arbPeriods: fc.Arbitrary<PeriodicalPeriod[]> = fc
  .array(fc.tuple(fc.constantFrom(...WEEKDAYS), arbTimeWindow), { minLength: 1, maxLength: 6 })
  .map((candidates) => {
    const kept: { weekday: Weekday; start: number; end: number }[] = [];
    for (const [weekday, window] of candidates) {
      const sameDay = kept.filter((period) => period.weekday === weekday);
      const clashes = sameDay.some((period) => period.start < window.end && window.start < period.end);
      if (!clashes && sameDay.length < 4) kept.push({ weekday, ...window });
    }
    return kept.map(({ weekday, start, end }) => ({ weekday, startTime: hhmm(start), endTime: hhmm(end) }));
  });

export const arbPeriodical: fc.Arbitrary<PeriodicalInfo> = fc
  .tuple(arbDayOffset, fc.option(fc.integer({ min: 0, max: WINDOW_DAYS }), { nil: undefined }), arbPeriods)
  .map(([from, length, periods]) => ({
    type: 'PERIODICAL',
    periodicalPeriods: periods,
    validFromDate: addDays(BASE_DATE, from),
    ...(length !== undefined && { validToDate: addDays(BASE_DATE, from + length) }),
  }));

export const arbStoredInfo: fc.Arbitrary<StoredInfo> = fc.oneof(arbPermanent, arbOneDay, arbPeriodical);

/** A SIMPLE period starting inside the window, lasting up to 4 days; midnight bounds are frequent. */
const arbTimeOfDay = fc.oneof(fc.constant(0), fc.constantFrom(...COARSE_TIMES.slice(0, -1)), fc.constantFrom(...ALLOWED_MINUTES_OF_DAY));
export const arbSimpleRange = fc
  .tuple(arbDayOffset, arbTimeOfDay, fc.integer({ min: 0, max: 4 }), arbTimeOfDay)
  .map(([day, startTime, extraDays, endTime]) => ({ start: day * 1440 + startTime, end: (day + extraDays) * 1440 + endTime }))
  .filter(({ start, end }) => start < end);
export const arbSimplePeriod = arbSimpleRange.map(({ start, end }) => ({
  validFrom: localDateTimeAt(start),
  validTo: localDateTimeAt(end),
}));

/** `yyyy-mm-ddThh:mm` of a minute offset from BASE_DATE 00:00. */
export function localDateTimeAt(minuteOffset: number): string {
  const day = Math.floor(minuteOffset / 1440);
  return `${addDays(BASE_DATE, day)}T${hhmm(minuteOffset - day * 1440)}`;
}

// ---------------------------------------------------------------- oracles

/** Does the info grant the given wall-clock minute of the given date? Read straight from the wire fields. */
export function oracleCovers(info: StoredInfo, date: string, minuteOfDay: number): boolean {
  const inTimes = (start: string | undefined, end: string | undefined) =>
    start === undefined || end === undefined || (minutesOf(start) <= minuteOfDay && minuteOfDay < minutesOf(end));
  switch (info.type) {
    case 'PERMANENT':
      return (
        (info.validFromDate === undefined || info.validFromDate <= date) && (info.validToDate === undefined || date <= info.validToDate)
      );
    case 'ONE_DAY':
      return info.validAtDate === date && inTimes(info.startTime, info.endTime);
    case 'PERIODICAL': {
      if (date < info.validFromDate || (info.validToDate !== undefined && date > info.validToDate)) return false;
      const weekday = weekdayOf(date);
      return info.periodicalPeriods.some((period) => period.weekday === weekday && inTimes(period.startTime, period.endTime));
    }
  }
}

/** Dates that cover every generated range plus a full week either side (infos repeat weekly beyond). */
export const ORACLE_DATES: readonly string[] = Array.from({ length: 2 * WINDOW_DAYS + 14 }, (_, i) => addDays(BASE_DATE, i - 7));

/** Minute-by-minute (5-minute step; every bound is a multiple of 5) search for a common minute. */
export function oracleOverlap(a: StoredInfo, b: StoredInfo): boolean {
  return ORACLE_DATES.some((date) => {
    for (let minute = 0; minute < 1440; minute += 5) {
      if (oracleCovers(a, date, minute) && oracleCovers(b, date, minute)) return true;
    }
    return false;
  });
}

/** Wall clock of an instant in a zone via Intl (independent of luxon). */
export function intlWallClock(instant: Date, timezone: string): { date: string; time: string; weekday: Weekday } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'long',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    weekday: String(parts.weekday).toUpperCase() as Weekday,
  };
}
