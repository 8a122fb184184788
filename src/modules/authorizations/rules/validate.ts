/**
 * Rule checks of authorization infos as they arrive on the wire. Each error
 * names the JSON pointer of the offending field and the rule it breaks, so
 * a client can fix its request without guessing. `null` counts as absent
 * (generated clients often send it for unset optional fields). Unknown
 * properties are left to the request schema.
 */
import { rangesIntersect } from './evaluate.ts';
import { checkDate, checkLocalDateTime, checkTime, parseDate, parseLocalDateTime, parseTime } from '../../../kernel/local-time.ts';
import { INFO_TYPES, MAX_INFOS_PER_AUTHORIZATION, MAX_PERIODS, MAX_PERIODS_PER_WEEKDAY, type InfoType } from './types.ts';
import { WEEKDAYS, type MinuteRange, type Weekday } from '../../../kernel/local-time.ts';

export interface FieldError {
  /** JSON pointer, e.g. `/authorizationInfoList/2/periodicalPeriods/0/endTime`. */
  field: string;
  message: string;
}

type Check = (value: unknown) => string | null;
type Fields = Record<string, unknown>;

const checkStartTime: Check = (value) => checkTime(value);
const checkEndTime: Check = (value) => checkTime(value, { endOfDayAllowed: true });
const checkWeekday: Check = (value) => ((WEEKDAYS as readonly unknown[]).includes(value) ? null : oneOf(WEEKDAYS));

function isRecord(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null;
}

function oneOf(values: readonly string[]): string {
  return values.length === 1 ? `must be ${values[0]}` : `must be one of ${values.join(', ')}`;
}

/** Collects errors below one JSON pointer. */
class Report {
  constructor(
    readonly path: string,
    readonly errors: FieldError[] = [],
  ) {}

  /** A report for a nested object that adds to the same error list. */
  child(segment: string | number): Report {
    return new Report(`${this.path}/${segment}`, this.errors);
  }

  add(field: string, message: string): void {
    this.errors.push({ field: `${this.path}/${field}`, message });
  }

  /** An error about the object at `path` itself. */
  addHere(message: string): void {
    this.errors.push({ field: this.path, message });
  }

  /** Checks one field; returns true when it is present and valid (so dependent rules may look at it). */
  field(fields: Fields, name: string, check: Check, required: boolean): boolean {
    const value = fields[name];
    if (!isPresent(value)) {
      if (required) this.add(name, 'is required');
      return false;
    }
    const message = check(value);
    if (message !== null) this.add(name, message);
    return message === null;
  }

  /** `later` must come strictly after `earlier` (both already valid, same format); returns whether it does. */
  order(fields: Fields, earlier: string, later: string, toNumber: (value: string) => number): boolean {
    const ordered = toNumber(fields[later] as string) > toNumber(fields[earlier] as string);
    if (!ordered) this.add(later, `must be after ${earlier}`);
    return ordered;
  }
}

export function validateAuthorizationInfo(info: unknown, path: string, allowedTypes: readonly InfoType[] = INFO_TYPES): FieldError[] {
  if (!isRecord(info)) return [{ field: path, message: 'must be an object' }];
  const type = info.type;
  if (typeof type !== 'string' || !(allowedTypes as readonly string[]).includes(type)) {
    return [{ field: `${path}/type`, message: oneOf(allowedTypes) }];
  }
  const report = new Report(path);
  switch (type as InfoType) {
    case 'PERMANENT':
      checkDateRange(info, report, false);
      break;
    case 'PERIODICAL':
      checkDateRange(info, report, true);
      checkPeriods(info.periodicalPeriods, report);
      break;
    case 'ONE_DAY':
      checkOneDay(info, report);
      break;
    case 'SIMPLE': {
      const fromValid = report.field(info, 'validFrom', checkLocalDateTime, true);
      const toValid = report.field(info, 'validTo', checkLocalDateTime, true);
      if (fromValid && toValid) report.order(info, 'validFrom', 'validTo', parseLocalDateTime);
      break;
    }
  }
  return report.errors;
}

/** validFromDate (required or optional) and validToDate (optional), with validFromDate <= validToDate. */
function checkDateRange(info: Fields, report: Report, fromRequired: boolean): void {
  const fromValid = report.field(info, 'validFromDate', checkDate, fromRequired);
  const toValid = report.field(info, 'validToDate', checkDate, false);
  if (fromValid && toValid && parseDate(info.validToDate as string) < parseDate(info.validFromDate as string)) {
    report.add('validToDate', 'must not be before validFromDate');
  }
}

function checkOneDay(info: Fields, report: Report): void {
  if (isPresent(info.validAtDate) || !isPresent(info.validFromDate)) {
    report.field(info, 'validAtDate', checkDate, true);
    if (isPresent(info.validFromDate) && info.validFromDate !== info.validAtDate)
      report.add('validFromDate', 'must be validAtDate or absent: a ONE_DAY info lasts one day');
  } else {
    // The specification's spelling: the day as validFromDate, validToDate (if sent) the same day.
    const fromValid = report.field(info, 'validFromDate', checkDate, true);
    if (report.field(info, 'validToDate', checkDate, false) && fromValid && info.validToDate !== info.validFromDate) {
      report.add('validToDate', 'must be the same day as validFromDate: a ONE_DAY info lasts one day');
    }
  }
  const hasStart = isPresent(info.startTime);
  const hasEnd = isPresent(info.endTime);
  if (hasStart !== hasEnd) {
    report.add(hasStart ? 'endTime' : 'startTime', 'startTime and endTime must be given together (omit both for the whole day)');
  }
  const startValid = report.field(info, 'startTime', checkStartTime, false);
  const endValid = report.field(info, 'endTime', checkEndTime, false);
  if (startValid && endValid) report.order(info, 'startTime', 'endTime', parseTime);
}

function checkPeriods(periods: unknown, report: Report): void {
  if (!isPresent(periods)) return report.add('periodicalPeriods', 'is required');
  if (!Array.isArray(periods)) return report.add('periodicalPeriods', 'must be an array');
  if (periods.length < 1) report.add('periodicalPeriods', 'must contain at least 1 period');
  if (periods.length > MAX_PERIODS) report.add('periodicalPeriods', `must contain at most ${MAX_PERIODS} periods`);

  const validByWeekday = new Map<Weekday, { index: number; range: MinuteRange }[]>();
  periods.forEach((period: unknown, index) => {
    const valid = checkPeriod(period, report.child(`periodicalPeriods/${index}`));
    if (valid) {
      const list = validByWeekday.get(valid.weekday) ?? [];
      list.push({ index, range: valid.range });
      validByWeekday.set(valid.weekday, list);
    }
  });

  for (const [weekday, list] of validByWeekday) {
    if (list.length > MAX_PERIODS_PER_WEEKDAY) {
      report.add('periodicalPeriods', `at most ${MAX_PERIODS_PER_WEEKDAY} periods per weekday are allowed; ${weekday} has ${list.length}`);
    }
    for (const [position, later] of list.entries()) {
      const earlier = list.slice(0, position).find((candidate) => rangesIntersect(candidate.range, later.range));
      if (earlier) report.add(`periodicalPeriods/${later.index}`, `overlaps period ${earlier.index} on the same weekday (${weekday})`);
    }
  }
}

/** Checks one period; returns its weekday and range when everything about it is valid. */
function checkPeriod(period: unknown, report: Report): { weekday: Weekday; range: MinuteRange } | null {
  if (!isRecord(period)) {
    report.addHere('must be an object');
    return null;
  }
  const weekdayValid = report.field(period, 'weekday', checkWeekday, true);
  const startValid = report.field(period, 'startTime', checkStartTime, true);
  const endValid = report.field(period, 'endTime', checkEndTime, true);
  if (!(startValid && endValid && report.order(period, 'startTime', 'endTime', parseTime)) || !weekdayValid) return null;
  return {
    weekday: period.weekday as Weekday,
    range: { start: parseTime(period.startTime as string), end: parseTime(period.endTime as string) },
  };
}

/** An info list (`authorizationInfoList`): 1..8 entries, each valid. */
export function validateInfoList(list: unknown, path: string, allowedTypes: readonly InfoType[] = INFO_TYPES): FieldError[] {
  if (!Array.isArray(list)) return [{ field: path, message: 'must be an array' }];
  const errors: FieldError[] = [];
  if (list.length < 1) errors.push({ field: path, message: 'must contain at least 1 authorization info' });
  if (list.length > MAX_INFOS_PER_AUTHORIZATION) {
    errors.push({ field: path, message: `must contain at most ${MAX_INFOS_PER_AUTHORIZATION} authorization infos` });
  }
  list.forEach((info: unknown, index) => errors.push(...validateAuthorizationInfo(info, `${path}/${index}`, allowedTypes)));
  return errors;
}

/**
 * A valid info as it is stored and answered: a ONE_DAY info sent in the specification's spelling
 * (`validFromDate`, `validToDate`) carries its day as `validAtDate`.
 */
export function inWireForm<
  T extends { type: string; validAtDate?: string | null; validFromDate?: string | null; validToDate?: string | null },
>(info: T): T {
  if (info.type !== 'ONE_DAY' || !info.validFromDate) return info;
  const { validFromDate, validToDate: _sameDay, ...rest } = info;
  return { ...rest, validAtDate: info.validAtDate ?? validFromDate } as T;
}
