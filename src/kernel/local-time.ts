/**
 * Wire formats of the interface's lock-local times (authorizations, office mode, holidays) and
 * their numeric form.
 *
 * Authorization times are naive wall-clock values of the lock (no zone). The
 * checkers return a readable rule message or null; the parsers turn already
 * checked strings into numbers so that comparisons and arithmetic never
 * depend on string tricks:
 *   day number      = days since 1970-01-01 (proleptic Gregorian, no zone)
 *   minute of day   = 0..1440 (1440 only for the end time 24:00)
 *   local minute    = day number * 1440 + minute of day
 */
export const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** `yyyy-mm-dd` */
export type LocalDate = string;
/** `hh:mm`; minutes from ALLOWED_MINUTES; `24:00` only as an end time. */
export type LocalTime = string;
/** `yyyy-mm-ddThh:mm`, no zone, no seconds. */
export type LocalDateTime = string;

/**
 * Half-open range `[start, end)` of minutes. Depending on context the unit is
 * minute of day or local minute (day number * 1440 + minute of day, naive
 * wall-clock time); open bounds are -Infinity / Infinity.
 */
export interface MinuteRange {
  start: number;
  end: number;
}

/** Minute values the specification allows (sections 2.1 and 8); 25 and 35 are deliberately absent. */
export const ALLOWED_MINUTES = ['00', '05', '10', '15', '20', '30', '40', '45', '50', '55'] as const;

export const MINUTES_PER_DAY = 1440;
const MS_PER_DAY = 86_400_000;

export const MINUTE_RULE = `minutes must be one of ${ALLOWED_MINUTES.join(', ')}`;
const DATE_SHAPE = 'must be a date in the form yyyy-mm-dd';
const TIME_SHAPE = 'must be a time in the form hh:mm';
const DATE_TIME_SHAPE = 'must be a local date-time in the form yyyy-mm-ddThh:mm';

const allowedMinuteSet: ReadonlySet<string> = new Set(ALLOWED_MINUTES);

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^(\d{2}):(\d{2})$/;
const DATE_TIME_HEAD_RE = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(.*)$/;
const LOCAL_DATE_TIME_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const ZONE_SUFFIX_RE = /(?:Z|[+-]\d{2}(?::?\d{2})?)$/i;
const SECONDS_SUFFIX_RE = /^:\d{2}/;

export interface TimeOptions {
  /** True where the value is an end time, the only place '24:00' is meaningful. */
  readonly endOfDayAllowed?: boolean;
}

/** Rule message for a `yyyy-mm-dd` value, or null when it is a real calendar date. */
export function checkDate(value: unknown): string | null {
  if (typeof value !== 'string') return DATE_SHAPE;
  const match = DATE_RE.exec(value);
  if (!match) return DATE_SHAPE;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12) return 'month must be between 01 and 12';
  if (day < 1 || day > daysInMonth(year, month)) return `${value} is not a calendar date`;
  return null;
}

/** Rule message for an `hh:mm` value, or null when it is an allowed time. */
export function checkTime(value: unknown, options: TimeOptions = {}): string | null {
  if (typeof value !== 'string') return TIME_SHAPE;
  const match = TIME_RE.exec(value);
  if (!match) {
    return SECONDS_SUFFIX_RE.test(value.slice(5)) && TIME_RE.test(value.slice(0, 5)) ? 'must not contain seconds' : TIME_SHAPE;
  }
  if (value === '24:00') return options.endOfDayAllowed ? null : '24:00 is only allowed as an end time';
  if (Number(match[1]) > 23) {
    return options.endOfDayAllowed ? 'hour must be between 00 and 23 (or the time exactly 24:00)' : 'hour must be between 00 and 23';
  }
  if (!allowedMinuteSet.has(match[2])) return MINUTE_RULE;
  return null;
}

/** Rule message for a `yyyy-mm-ddThh:mm` lock-local value, or null when it is allowed. */
export function checkLocalDateTime(value: unknown): string | null {
  if (typeof value !== 'string') return DATE_TIME_SHAPE;
  const match = DATE_TIME_HEAD_RE.exec(value);
  if (!match) return DATE_TIME_SHAPE;
  const rest = match[3];
  if (rest !== '') {
    // The zone is reported first: it is the more fundamental misunderstanding
    // (the value is the lock's wall clock, never an instant).
    if (ZONE_SUFFIX_RE.test(rest)) return "must not contain a zone designator or Z; it is the lock's local time";
    if (SECONDS_SUFFIX_RE.test(rest)) return 'must not contain seconds or milliseconds';
    return DATE_TIME_SHAPE;
  }
  if (match[2] === '24:00') return 'hour must be between 00 and 23 (write 00:00 of the next day instead of 24:00)';
  return checkDate(match[1]) ?? checkTime(match[2]);
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function fail(kind: string, value: string): never {
  throw new RangeError(`not a valid ${kind}: ${JSON.stringify(value)}`);
}

/**
 * The number the `length` decimal digits of `value` from `start` write, which its shape was
 * checked to hold. Every access decision parses the dates and times of its lock's holidays and
 * authorizations: digits read in place spare a regular expression's match and the strings it cuts.
 */
function digitsAt(value: string, start: number, length: number): number {
  let number = 0;
  for (let i = start; i < start + length; i++) number = number * 10 + value.charCodeAt(i) - 48;
  return number;
}

/** Minute of day of the `hh:mm` at `start` of a value of checked shape. */
function minuteOfDayAt(value: string, start: number): number {
  return digitsAt(value, start, 2) * 60 + digitsAt(value, start + 3, 2);
}

/** Day number of a checked `yyyy-mm-dd`; throws on a malformed value (a caller bug). */
export function parseDate(value: LocalDate): number {
  if (!DATE_RE.test(value)) fail('date', value);
  return dayNumberAt(value);
}

/** Day number of the `yyyy-mm-dd` at the start of a value of checked shape. */
function dayNumberAt(value: string): number {
  const year = digitsAt(value, 0, 4);
  const month = digitsAt(value, 5, 2);
  const day = digitsAt(value, 8, 2);
  if (month >= 1 && month <= 12) return dayNumberOf(year, month, day);
  const utc = new Date(0);
  // A month out of range rolls over as Date does; setUTCFullYear, unlike Date.UTC, does not map years 0..99 to 1900..1999.
  utc.setUTCFullYear(year, month - 1, day);
  return Math.round(utc.getTime() / MS_PER_DAY);
}

/**
 * Days since 1970-01-01 of a proleptic Gregorian date, by arithmetic: every access decision
 * parses the dates of its lock's holidays and authorizations, and a Date object for each was a
 * tenth of a decision's time. Counted in 400-year cycles of 146 097 days, with years starting in
 * March so that the leap day comes last; a day past its month's end rolls over as with Date.
 */
function dayNumberOf(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const cycle = Math.floor(y / 400);
  const yearOfCycle = y - cycle * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfCycle = yearOfCycle * 365 + Math.floor(yearOfCycle / 4) - Math.floor(yearOfCycle / 100) + dayOfYear;
  return cycle * 146_097 + dayOfCycle - 719_468;
}

export function formatDate(dayNumber: number): LocalDate {
  const utc = new Date(dayNumber * MS_PER_DAY);
  const year = utc.getUTCFullYear();
  if (year < 0 || year > 9999) throw new RangeError(`day ${dayNumber} is outside the years 0000..9999`);
  return `${pad(year, 4)}-${pad(utc.getUTCMonth() + 1)}-${pad(utc.getUTCDate())}`;
}

/** Minute of day (0..1440) of a checked `hh:mm`; throws on a malformed value. */
export function parseTime(value: LocalTime): number {
  if (!TIME_RE.test(value)) fail('time', value);
  return minuteOfDayAt(value, 0);
}

export function formatTime(minuteOfDay: number): LocalTime {
  return `${pad(Math.floor(minuteOfDay / 60))}:${pad(minuteOfDay % 60)}`;
}

/** Local minute of a checked `yyyy-mm-ddThh:mm`; throws on a malformed value. */
export function parseLocalDateTime(value: LocalDateTime): number {
  if (!LOCAL_DATE_TIME_RE.test(value)) fail('local date-time', value);
  return dayNumberAt(value) * MINUTES_PER_DAY + minuteOfDayAt(value, 11);
}

export function formatLocalDateTime(localMinute: number): LocalDateTime {
  const day = Math.floor(localMinute / MINUTES_PER_DAY);
  return `${formatDate(day)}T${formatTime(localMinute - day * MINUTES_PER_DAY)}`;
}

/** Position in WEEKDAYS (0 = Monday) of a day number; 1970-01-01 was a Thursday. */
export function weekdayIndexOfDay(dayNumber: number): number {
  return (((dayNumber + 3) % 7) + 7) % 7;
}

export function weekdayOfDay(dayNumber: number): Weekday {
  return WEEKDAYS[weekdayIndexOfDay(dayNumber)];
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}
