/**
 * Wire types of authorization infos (the entries of an authorization's
 * `authorizationInfoList`). Dates and times are naive wall-clock strings of
 * the lock; see kernel/local-time.ts for their exact shapes and rules.
 */

import type { LocalDate, LocalDateTime, LocalTime, Weekday } from '../../../kernel/local-time.ts';

/** An authorization (one per medium–lock or medium–area pair) holds 1..8 infos. */
export const MAX_INFOS_PER_AUTHORIZATION = 8;
/** A PERIODICAL info holds 1..28 periods, at most 4 on the same weekday. */
export const MAX_PERIODS = 28;
export const MAX_PERIODS_PER_WEEKDAY = 4;

export const INFO_TYPES = ['PERMANENT', 'PERIODICAL', 'ONE_DAY', 'SIMPLE'] as const;
export type InfoType = (typeof INFO_TYPES)[number];

/** Valid on every day from validFromDate to validToDate (inclusive); a missing bound is open. */
export interface PermanentInfo {
  type: 'PERMANENT';
  validFromDate?: LocalDate;
  validToDate?: LocalDate;
}

/** One weekly window `[startTime, endTime)` on a weekday. */
export interface PeriodicalPeriod {
  weekday: Weekday;
  startTime: LocalTime;
  endTime: LocalTime;
}

/** Weekly windows (1..28, at most 4 per weekday) between two dates; a missing validToDate is an open end. */
export interface PeriodicalInfo {
  type: 'PERIODICAL';
  periodicalPeriods: PeriodicalPeriod[];
  validFromDate: LocalDate;
  validToDate?: LocalDate;
}

/** One date, either the whole day (no times) or `[startTime, endTime)`; endTime may be 24:00. */
export interface OneDayInfo {
  type: 'ONE_DAY';
  validAtDate: LocalDate;
  startTime?: LocalTime;
  endTime?: LocalTime;
}

/** Continuous period `[validFrom, validTo)`. Input only: stored as ONE_DAY/PERMANENT infos, never returned. */
export interface SimpleInfo {
  type: 'SIMPLE';
  validFrom: LocalDateTime;
  validTo: LocalDateTime;
}

/** Every info that can be stored, returned and evaluated at a lock. */
export type StoredInfo = PermanentInfo | PeriodicalInfo | OneDayInfo;
/** Shorthand used across the domain: an info as stored for a medium–lock or medium–area pair. */
export type Info = StoredInfo;
/** Everything a client may send in an info list. */
export type AuthorizationInfo = StoredInfo | SimpleInfo;

/** The part of a SIMPLE info that matters once its type is known. */
export type SimplePeriod = Pick<SimpleInfo, 'validFrom' | 'validTo'>;
