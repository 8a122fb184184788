/**
 * Repetition series of holiday slots. The first slot starts the series; each further occurrence
 * starts on the date the rule gives, at the same time of day, and lasts as long as the first.
 *
 * - DAILY / WEEKLY: every day / every 7 days.
 * - MONTHLY: the same day of the month; months without that day (e.g. the 31st) are skipped.
 * - MONTHLY_SPECIFIC_WEEK_DAY: the same weekday in the same week of the month (e.g. the second
 *   Tuesday); a start in the fifth week means the last such weekday of each month.
 * - YEARLY: the same day and month; a 29 February repeats in leap years only.
 *
 * The series ends after `endsAfter` occurrences (the first included) or with the last occurrence
 * that starts on or before `endsOn`; exactly one of the two is given.
 */
import {
  checkDate,
  formatDate,
  formatLocalDateTime,
  MINUTES_PER_DAY,
  parseDate,
  parseLocalDateTime,
  weekdayIndexOfDay,
} from '../../../kernel/local-time.ts';
import type { FieldError } from '../../../kernel/errors.ts';
import { periodLengthMinutes, type SlotPeriod } from './slot-time.ts';

export const REPETITION_TYPES = ['DAILY', 'WEEKLY', 'MONTHLY', 'MONTHLY_SPECIFIC_WEEK_DAY', 'YEARLY'] as const;
export type RepetitionType = (typeof REPETITION_TYPES)[number];

export interface SeriesRule {
  repetitionType: RepetitionType;
  endsAfter?: number;
  endsOn?: string;
}

/** A calendar holds at most this many slots (single ones and series occurrences together). */
export const MAX_SLOTS_PER_CALENDAR = 320;

/** Field errors of a rule for a series starting with `first` (pointers below `base`). */
export function checkSeriesRule(rule: SeriesRule, first: SlotPeriod, base = '/series'): FieldError[] {
  const hasAfter = rule.endsAfter !== undefined;
  const hasOn = rule.endsOn !== undefined;
  if (hasAfter === hasOn) return [{ field: base, message: 'give exactly one of endsAfter and endsOn' }];
  if (hasAfter && (!Number.isInteger(rule.endsAfter) || rule.endsAfter! < 1)) {
    return [{ field: `${base}/endsAfter`, message: 'must be a whole number of at least 1' }];
  }
  if (hasOn) {
    const rule2 = checkDate(rule.endsOn);
    if (rule2) return [{ field: `${base}/endsOn`, message: rule2 }];
    if (rule.endsOn! < first.validFrom.slice(0, 10)) return [{ field: `${base}/endsOn`, message: 'must not be before the first slot' }];
  }
  return [];
}

/** 9999-12-31: dates are written with four-digit years. */
const LAST_DAY = parseDate('9999-12-31');

interface Ymd {
  year: number;
  month: number;
  day: number;
}

function ymdOf(dayNumber: number): Ymd {
  const [year, month, day] = formatDate(dayNumber).split('-').map(Number);
  return { year, month, day };
}

/** Day number of a date, or undefined when the date does not exist (e.g. 31 April). */
function dayOf(year: number, month: number, day: number): number | undefined {
  const carry = Math.floor((month - 1) / 12);
  const y = year + carry;
  const m = month - carry * 12;
  const text = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return y >= 0 && y <= 9999 && checkDate(text) === null ? parseDate(text) : undefined;
}

/** The `ordinal`-th (1..4, or 5 = last) weekday `weekdayIndex` of a month. */
function nthWeekdayOfMonth(year: number, month: number, weekdayIndex: number, ordinal: number): number | undefined {
  const first = dayOf(year, month, 1);
  const next = dayOf(year, month + 1, 1);
  if (first === undefined || next === undefined) return undefined;
  if (ordinal < 5) return first + ((weekdayIndex - weekdayIndexOfDay(first) + 7) % 7) + (ordinal - 1) * 7;
  const last = next - 1;
  return last - ((weekdayIndexOfDay(last) - weekdayIndex + 7) % 7);
}

/** Start day of the k-th repetition after the first (k = 0 is the first), or undefined when it is skipped. */
function occurrenceDay(type: RepetitionType, startDay: number, k: number): number | undefined {
  const start = ymdOf(startDay);
  switch (type) {
    case 'DAILY':
      return startDay + k;
    case 'WEEKLY':
      return startDay + 7 * k;
    case 'MONTHLY':
      return dayOf(start.year, start.month + k, start.day);
    case 'MONTHLY_SPECIFIC_WEEK_DAY': {
      const carry = Math.floor((start.month - 1 + k) / 12);
      const ordinal = Math.min(5, Math.ceil(start.day / 7));
      return nthWeekdayOfMonth(start.year + carry, start.month + k - carry * 12, weekdayIndexOfDay(startDay), ordinal);
    }
    case 'YEARLY':
      return dayOf(start.year + k, start.month, start.day);
  }
}

/**
 * Every slot of a series starting with `first`, in order. Stops early once more than `limit`
 * slots have been produced, so the caller can refuse a series that would not fit.
 */
export function expandSeries(first: SlotPeriod, rule: SeriesRule, limit = MAX_SLOTS_PER_CALENDAR): SlotPeriod[] {
  const startMinute = parseLocalDateTime(first.validFrom);
  const startDay = Math.floor(startMinute / MINUTES_PER_DAY);
  const timeOfDay = startMinute - startDay * MINUTES_PER_DAY;
  const length = periodLengthMinutes(first);
  const lastDay = rule.endsOn !== undefined ? parseDate(rule.endsOn) : Number.POSITIVE_INFINITY;
  const wanted = rule.endsAfter ?? Number.POSITIVE_INFINITY;
  const slots: SlotPeriod[] = [];
  // Rules that skip (31st, 29 February) never skip more than 8 years in a row.
  const maxSkips = 12 * 9;
  let skipped = 0;
  for (let k = 0; slots.length < wanted && slots.length <= limit && skipped <= maxSkips; k++) {
    const day = occurrenceDay(rule.repetitionType, startDay, k);
    if (day === undefined) {
      skipped++;
      continue;
    }
    skipped = 0;
    if (day > lastDay || day > LAST_DAY) break;
    const from = day * MINUTES_PER_DAY + timeOfDay;
    slots.push({
      validFrom: formatLocalDateTime(from),
      validTo: formatLocalDateTime(Math.min(from + length, (LAST_DAY + 1) * MINUTES_PER_DAY - 1)),
    });
  }
  return slots;
}
