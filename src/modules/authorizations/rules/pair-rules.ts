/**
 * Rules of POST /v1/authorizations/simple for one medium–lock (or
 * medium–area) pair, checked in this order:
 *
 *  0. removeAllExistingAuthorizationsForPair: the new pieces replace the
 *     list ('unchanged' when the list already is exactly those pieces).
 *  1. Exact cover: when every piece of the new period is already present
 *     (an existing ONE_DAY/PERMANENT info with the very same interval,
 *     whatever its spelling) nothing is added: 'unchanged'. Applying the same
 *     SIMPLE twice is therefore harmless.
 *  2. AUTHORIZATION_OVERLAP: no piece may share a minute with any existing
 *     info, of any type: open PERMANENT ranges are infinite and PERIODICAL
 *     windows count on every matching weekday of their (possibly open) range.
 *     Intervals that only touch (one ends where the next starts) do not overlap.
 *  3. ONE_INTERVAL_PER_DAY: a day holds at most one SIMPLE time interval, i.e.
 *     a new partial-day piece (ONE_DAY) is refused on a date that already has
 *     a ONE_DAY info, even when both merely touch (08:00-10:00 then
 *     10:00-12:00 would be two intervals on one day). Periods that meet at
 *     midnight lie on different dates and are allowed (ONE_DAY 01-01
 *     20:00-24:00 then ONE_DAY 01-02 00:00-06:00). Whole days (PERMANENT) and
 *     PERIODICAL windows are not SIMPLE day intervals; they only matter
 *     through rule 2.
 *  4. TOO_MANY_INFOS: the pair may hold at most 8 infos.
 */
import { rangesIntersect, scheduleOf } from './evaluate.ts';
import { decomposeSimple, infoToInterval, type SimplePiece } from './simple.ts';
import { MINUTES_PER_DAY, weekdayIndexOfDay } from '../../../kernel/local-time.ts';
import { MAX_INFOS_PER_AUTHORIZATION, type SimplePeriod, type StoredInfo } from './types.ts';
import { WEEKDAYS, type MinuteRange } from '../../../kernel/local-time.ts';

export type PairRefusalCode = 'AUTHORIZATION_OVERLAP' | 'ONE_INTERVAL_PER_DAY' | 'TOO_MANY_INFOS';

export type PairOutcome =
  | { kind: 'created'; infos: StoredInfo[] }
  | { kind: 'unchanged' }
  | { kind: 'refused'; code: PairRefusalCode; field: string; message: string };

const UNCHANGED: PairOutcome = { kind: 'unchanged' };
const ALL_WEEKDAY_INDEXES = WEEKDAYS.map((_, index) => index);

/**
 * Applies a checked SIMPLE period to the pair's current infos. `path` is the
 * JSON pointer of the SIMPLE info in the request, used for refusal fields.
 */
export function applySimpleToPair(
  existing: readonly StoredInfo[],
  simple: SimplePeriod,
  removeAll: boolean,
  path = '/authorizationInfo',
): PairOutcome {
  const pieces = decomposeSimple(simple.validFrom, simple.validTo);
  const present = (piece: SimplePiece) => existing.some((info) => sameInterval(info, piece));

  if (removeAll) {
    return existing.length === pieces.length && pieces.every(present) ? UNCHANGED : { kind: 'created', infos: pieces };
  }
  if (pieces.every(present)) return UNCHANGED;

  for (const piece of pieces) {
    const clash = existing.find((info) => infosOverlap(info, piece));
    if (clash) {
      return refuse('AUTHORIZATION_OVERLAP', path, `the period overlaps the existing authorization ${describeInfo(clash)}`);
    }
  }

  for (const piece of pieces) {
    if (piece.type !== 'ONE_DAY') continue;
    const sameDay = existing.find((info) => info.type === 'ONE_DAY' && info.validAtDate === piece.validAtDate);
    if (sameDay) {
      const field = simple.validFrom.startsWith(piece.validAtDate) ? 'validFrom' : 'validTo';
      return refuse(
        'ONE_INTERVAL_PER_DAY',
        `${path}/${field}`,
        `a SIMPLE authorization allows only one time interval per day; ${piece.validAtDate} already has ${describeInfo(sameDay)}`,
      );
    }
  }

  const total = existing.length + pieces.length;
  if (total > MAX_INFOS_PER_AUTHORIZATION) {
    return refuse(
      'TOO_MANY_INFOS',
      path,
      `the pair would hold ${total} authorization infos but at most ${MAX_INFOS_PER_AUTHORIZATION} are allowed; ` +
        'removeAllExistingAuthorizationsForPair replaces the existing ones',
    );
  }
  return { kind: 'created', infos: [...existing, ...pieces] };
}

function refuse(code: PairRefusalCode, field: string, message: string): PairOutcome {
  return { kind: 'refused', code, field, message };
}

function sameInterval(info: StoredInfo, piece: SimplePiece): boolean {
  const a = infoToInterval(info);
  const b = infoToInterval(piece);
  return a !== null && b !== null && a.start === b.start && a.end === b.end;
}

/** True when the two infos grant at least one common minute of local time (symmetric; touching is not overlapping). */
export function infosOverlap(a: StoredInfo, b: StoredInfo): boolean {
  const left = scheduleOf(a);
  const right = scheduleOf(b);
  const firstDay = Math.max(left.firstDay, right.firstDay);
  const lastDay = Math.min(left.lastDay, right.lastDay);
  if (firstDay > lastDay) return false;
  // Windows never cross midnight, so overlap can only happen within one day of the common range.
  return weekdayIndexesBetween(firstDay, lastDay).some((weekday) =>
    left.windowsByWeekday[weekday].some((x) => right.windowsByWeekday[weekday].some((y) => rangesIntersect(x, y))),
  );
}

/** Weekday positions that occur between two day numbers (inclusive). */
function weekdayIndexesBetween(firstDay: number, lastDay: number): number[] {
  if (lastDay - firstDay >= 6) return ALL_WEEKDAY_INDEXES;
  const indexes: number[] = [];
  for (let day = firstDay; day <= lastDay; day++) indexes.push(weekdayIndexOfDay(day));
  return indexes;
}

/**
 * The concrete local-minute intervals an info grants inside a finite window,
 * clipped to it and sorted; one entry per day and window (not merged across midnight).
 */
export function intervalsOfInfo(info: StoredInfo, window: MinuteRange): MinuteRange[] {
  if (!Number.isFinite(window.start) || !Number.isFinite(window.end)) throw new RangeError('the window must be finite');
  const schedule = scheduleOf(info);
  const firstDay = Math.max(schedule.firstDay, Math.floor(window.start / MINUTES_PER_DAY));
  const lastDay = Math.min(schedule.lastDay, Math.ceil(window.end / MINUTES_PER_DAY) - 1);
  const intervals: MinuteRange[] = [];
  for (let day = firstDay; day <= lastDay; day++) {
    const midnight = day * MINUTES_PER_DAY;
    const windows = [...schedule.windowsByWeekday[weekdayIndexOfDay(day)]].sort((a, b) => a.start - b.start);
    for (const { start, end } of windows) {
      const clipped = { start: Math.max(midnight + start, window.start), end: Math.min(midnight + end, window.end) };
      if (clipped.start < clipped.end) intervals.push(clipped);
    }
  }
  return intervals;
}

/** Short human description of an info for refusal messages. */
function describeInfo(info: StoredInfo): string {
  switch (info.type) {
    case 'PERMANENT':
      if (info.validFromDate == null && info.validToDate == null) return 'PERMANENT without date limits';
      return `PERMANENT ${info.validFromDate ?? '(open start)'}..${info.validToDate ?? '(open end)'}`;
    case 'ONE_DAY':
      return info.startTime == null || info.endTime == null
        ? `ONE_DAY ${info.validAtDate} (whole day)`
        : `ONE_DAY ${info.validAtDate} ${info.startTime}-${info.endTime}`;
    case 'PERIODICAL':
      return `PERIODICAL ${info.validFromDate}..${info.validToDate ?? '(open end)'} with ${info.periodicalPeriods.length} weekly period(s)`;
  }
}
