/**
 * SIMPLE periods are never stored; they become up to three ONE_DAY/PERMANENT
 * infos. Canonical decomposition of [validFrom, validTo):
 *
 *   - every WHOLE day (00:00-24:00) inside the period goes into one PERMANENT
 *     range with both dates set, even when that range is a single day;
 *   - a PARTIAL day becomes a ONE_DAY info with explicit times: the first day
 *     `startTime-24:00` (or `startTime-endTime` when the period ends that
 *     day), the last day `00:00-endTime`;
 *   - pieces come out in chronological order: [ONE_DAY] [PERMANENT] [ONE_DAY].
 *
 * Examples: 2026-01-01T10:00 -> 2026-01-01T12:00 = ONE_DAY 01-01 10:00-12:00;
 * 2026-01-01T00:00 -> 2026-01-02T00:00 = PERMANENT 01-01..01-01;
 * 2026-01-01T22:00 -> 2026-01-03T06:00 = ONE_DAY 01-01 22:00-24:00,
 * PERMANENT 01-02..01-02, ONE_DAY 01-03 00:00-06:00.
 * A whole day is therefore never a time-less ONE_DAY; such infos (from other
 * endpoints) still mean the same interval, see infoToInterval.
 */
import { scheduleOf } from './evaluate.ts';
import { MINUTES_PER_DAY, formatDate, formatTime, parseLocalDateTime } from '../../../kernel/local-time.ts';
import type { OneDayInfo, PermanentInfo, StoredInfo } from './types.ts';
import type { LocalDateTime, MinuteRange } from '../../../kernel/local-time.ts';

export type SimplePiece = OneDayInfo | PermanentInfo;

/** Canonical infos of a checked SIMPLE period; throws a RangeError unless validFrom < validTo. */
export function decomposeSimple(validFrom: LocalDateTime, validTo: LocalDateTime): SimplePiece[] {
  return decomposeRange({ start: parseLocalDateTime(validFrom), end: parseLocalDateTime(validTo) });
}

/** Same as decomposeSimple for a range of local minutes. */
export function decomposeRange({ start, end }: MinuteRange): SimplePiece[] {
  if (!(start < end)) throw new RangeError('validTo must be after validFrom');
  const pieces: SimplePiece[] = [];
  let cursor = start;

  const startDay = Math.floor(start / MINUTES_PER_DAY);
  if (start > startDay * MINUTES_PER_DAY) {
    cursor = Math.min(end, (startDay + 1) * MINUTES_PER_DAY);
    pieces.push(partialDay(startDay, start, cursor));
  }

  const wholeDaysEnd = Math.floor(end / MINUTES_PER_DAY) * MINUTES_PER_DAY;
  if (cursor < wholeDaysEnd) {
    pieces.push({
      type: 'PERMANENT',
      validFromDate: formatDate(cursor / MINUTES_PER_DAY),
      validToDate: formatDate(wholeDaysEnd / MINUTES_PER_DAY - 1),
    });
    cursor = wholeDaysEnd;
  }

  if (cursor < end) pieces.push(partialDay(Math.floor(cursor / MINUTES_PER_DAY), cursor, end));
  return pieces;
}

function partialDay(day: number, from: number, to: number): OneDayInfo {
  const midnight = day * MINUTES_PER_DAY;
  return {
    type: 'ONE_DAY',
    validAtDate: formatDate(day),
    startTime: formatTime(from - midnight),
    endTime: formatTime(to - midnight),
  };
}

/**
 * The single local-minute interval of a ONE_DAY or PERMANENT info (open
 * PERMANENT bounds are -Infinity / Infinity); null for PERIODICAL, which is
 * not one interval.
 */
export function infoToInterval(info: StoredInfo): MinuteRange | null {
  if (info.type === 'PERIODICAL') return null;
  const { firstDay, lastDay, windowsByWeekday } = scheduleOf(info);
  // ONE_DAY and PERMANENT grant the same single window on every weekday.
  const [window] = windowsByWeekday[0];
  return { start: firstDay * MINUTES_PER_DAY + window.start, end: lastDay * MINUTES_PER_DAY + window.end };
}

/** The one interval that the infos cover together, or null unless they are single intervals that chain without gap or overlap. */
export function composeInterval(infos: readonly StoredInfo[]): MinuteRange | null {
  const intervals: MinuteRange[] = [];
  for (const info of infos) {
    const interval = infoToInterval(info);
    if (interval === null) return null;
    intervals.push(interval);
  }
  if (intervals.length === 0) return null;
  intervals.sort((a, b) => a.start - b.start);
  for (let i = 1; i < intervals.length; i++) {
    if (intervals[i].start !== intervals[i - 1].end) return null;
  }
  return { start: intervals[0].start, end: intervals[intervals.length - 1].end };
}
