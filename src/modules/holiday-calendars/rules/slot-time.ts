/**
 * Times of holiday slots: wall-clock values of the locks, `yyyy-mm-ddThh:mm` without zone or
 * seconds. Unlike authorization times, any minute is allowed (the specification restricts the
 * minutes of authorizations and office-mode slots only).
 */
import { checkDate, formatLocalDateTime, parseLocalDateTime } from '../../../kernel/local-time.ts';
import type { LocalDateTime } from '../../../kernel/local-time.ts';

const SLOT_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;

/** A rule message for a slot time, or null when it is valid. */
export function checkSlotDateTime(value: string): string | null {
  const m = SLOT_TIME.exec(value);
  if (!m) {
    if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?:Z|[+-]\d{2}:?\d{2})$/i.test(value))
      return "must not contain a zone designator; it is the locks' local time";
    if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/.test(value)) return 'must not contain seconds';
    return 'must be a local date-time in the form yyyy-mm-ddThh:mm';
  }
  if (Number(m[2]) > 23 || Number(m[3]) > 59) return 'is not a time of day';
  return checkDate(m[1]);
}

/** [validFrom, validTo) of a slot. */
export interface SlotPeriod {
  validFrom: LocalDateTime;
  validTo: LocalDateTime;
}

/** A rule message when the period is empty or reversed, or null. */
export function checkSlotPeriod(period: SlotPeriod): string | null {
  return parseLocalDateTime(period.validTo) > parseLocalDateTime(period.validFrom) ? null : 'must be later than validFrom';
}

export function periodLengthMinutes(period: SlotPeriod): number {
  return parseLocalDateTime(period.validTo) - parseLocalDateTime(period.validFrom);
}

/** The period moved by `shiftMinutes` and given `lengthMinutes`. */
export function shiftedPeriod(period: SlotPeriod, shiftMinutes: number, lengthMinutes: number): SlotPeriod {
  const from = parseLocalDateTime(period.validFrom) + shiftMinutes;
  return { validFrom: formatLocalDateTime(from), validTo: formatLocalDateTime(from + lengthMinutes) };
}
