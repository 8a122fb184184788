/**
 * What a stored info means in time, and whether it is valid at a moment of
 * the lock's wall clock.
 *
 * Daylight saving: infos are wall-clock rules, so a moment is first turned
 * into the lock's wall-clock reading (instant -> local is always unambiguous)
 * and then compared, exactly like a lock with a local clock does.
 *  - Spring gap (e.g. Europe/Vienna 02:00-03:00 does not exist): a window is
 *    valid only for wall-clock minutes that occur, so 01:00-02:30 in effect
 *    ends at 02:00 CET (= 03:00 CEST) and a window inside the gap never opens.
 *  - Autumn repeat (02:00-03:00 happens twice): a window covering those
 *    wall-clock minutes is valid during both passes.
 * No instant is ever computed from a wall-clock time, so no ambiguous
 * conversion has to be resolved.
 */
import { MINUTES_PER_DAY, parseDate, parseTime } from '../../../kernel/local-time.ts';
import { type StoredInfo } from './types.ts';
import { zoneOffsetMinutes } from '../../../kernel/zone-offset.ts';
import {
  WEEKDAYS,
  type LocalDate,
  type LocalDateTime,
  type LocalTime,
  type MinuteRange,
  type Weekday,
} from '../../../kernel/local-time.ts';

/** An info as a date range plus the minute-of-day windows it grants on each weekday. */
export interface InfoSchedule {
  /** First and last day number (inclusive); -Infinity / Infinity when open. */
  readonly firstDay: number;
  readonly lastDay: number;
  /** Index = position in WEEKDAYS; ranges are minute of day, half-open, never crossing midnight. */
  readonly windowsByWeekday: readonly (readonly MinuteRange[])[];
  /** PERIODICAL infos pause on holidays of a lock whose holiday calendar is enabled. */
  readonly suspendedOnHolidays: boolean;
}

const WHOLE_DAY: readonly MinuteRange[] = [{ start: 0, end: MINUTES_PER_DAY }];
const EVERY_DAY_WHOLE_DAY = WEEKDAYS.map(() => WHOLE_DAY);

function dayOrOpen(date: LocalDate | undefined, open: number): number {
  return date == null ? open : parseDate(date);
}

export function scheduleOf(info: StoredInfo): InfoSchedule {
  switch (info.type) {
    case 'PERMANENT':
      return {
        firstDay: dayOrOpen(info.validFromDate, -Infinity),
        lastDay: dayOrOpen(info.validToDate, Infinity),
        windowsByWeekday: EVERY_DAY_WHOLE_DAY,
        suspendedOnHolidays: false,
      };
    case 'ONE_DAY': {
      const day = parseDate(info.validAtDate);
      const window =
        info.startTime == null || info.endTime == null ? WHOLE_DAY : [{ start: parseTime(info.startTime), end: parseTime(info.endTime) }];
      // A single-day range meets one weekday only, so the same window serves all.
      return { firstDay: day, lastDay: day, windowsByWeekday: WEEKDAYS.map(() => window), suspendedOnHolidays: false };
    }
    case 'PERIODICAL':
      return {
        firstDay: parseDate(info.validFromDate),
        lastDay: dayOrOpen(info.validToDate, Infinity),
        windowsByWeekday: WEEKDAYS.map((weekday) =>
          info.periodicalPeriods
            .filter((period) => period.weekday === weekday)
            .map((period) => ({ start: parseTime(period.startTime), end: parseTime(period.endTime) })),
        ),
        suspendedOnHolidays: true,
      };
  }
}

export function rangeContains(range: MinuteRange, minute: number): boolean {
  return range.start <= minute && minute < range.end;
}

/** Half-open ranges that merely touch (one ends where the other starts) do not intersect. */
export function rangesIntersect(a: MinuteRange, b: MinuteRange): boolean {
  return a.start < b.end && b.start < a.end;
}

/** A wall-clock reading of the lock; `time` is any minute (not limited to the allowed authorization minutes). */
export interface LocalMoment {
  date: LocalDate;
  time: LocalTime;
  weekday: Weekday;
}

export interface EvaluationOptions {
  /** True only when the moment is a holiday AND the lock's holiday calendar is enabled. */
  holiday: boolean;
}

/** Schedules of infos that cannot change (frozen, as sharedInfosOf gives them), worked out once. */
const frozenSchedules = new WeakMap<StoredInfo, InfoSchedule>();

/**
 * scheduleOf, kept with the info when it is frozen: an access decision judges every info of its
 * medium, and the shared infos of one authorization come back at each of its decisions.
 */
function scheduleOfJudged(info: StoredInfo): InfoSchedule {
  if (!Object.isFrozen(info)) return scheduleOf(info);
  let schedule = frozenSchedules.get(info);
  if (!schedule) {
    schedule = scheduleOf(info);
    frozenSchedules.set(info, schedule);
  }
  return schedule;
}

export function isInfoValidAt(info: StoredInfo, local: LocalMoment, options: EvaluationOptions): boolean {
  const schedule = scheduleOfJudged(info);
  if (options.holiday && schedule.suspendedOnHolidays) return false;
  const day = parseDate(local.date);
  if (day < schedule.firstDay || day > schedule.lastDay) return false;
  const minute = parseTime(local.time);
  return schedule.windowsByWeekday[WEEKDAYS.indexOf(local.weekday)].some((window) => rangeContains(window, minute));
}

export interface LockLocalMoment extends LocalMoment {
  /** `yyyy-mm-ddThh:mm`, truncated to the minute. */
  dateTime: LocalDateTime;
  /** Offset of the lock's wall clock from UTC at that instant, e.g. 60 for Vienna in winter. */
  utcOffsetMinutes: number;
}

/** The lock's wall-clock reading of an instant in an IANA time zone; throws on an unknown zone or invalid instant. */
export function toLockLocal(instant: Date, timezone: string): LockLocalMoment {
  const epochMs = instant.getTime();
  if (Number.isNaN(epochMs)) throw new RangeError('invalid instant');
  const offset = zoneOffsetMinutes(timezone, epochMs);
  if (offset === null) throw new RangeError(`unknown time zone ${JSON.stringify(timezone)}`);
  // The wall clock's fields, read as the UTC fields of an instant shifted by the offset.
  const wall = new Date(epochMs + offset * 60_000);
  const date = `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;
  const time = `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
  return {
    date,
    time,
    weekday: WEEKDAYS[(wall.getUTCDay() + 6) % 7],
    dateTime: `${date}T${time}`,
    utcOffsetMinutes: offset,
  };
}

const pad = (value: number, digits = 2) => String(value).padStart(digits, '0');
