/**
 * Access decision when a medium is presented at a lock. Everything is judged
 * on the lock's wall clock at the minute of the moment (see evaluate.ts for
 * daylight saving). Checks, first match wins:
 *
 *   1. medium deactivated                      -> DENIED_DEACTIVATED
 *   2. medium on the lock's blacklist          -> DENIED_BLACKLISTED
 *   3. door in office mode                     -> GRANTED_OFFICE_MODE
 *   4. a valid info of the lock or its areas   -> GRANTED
 *   5. no info for the lock nor its areas      -> DENIED_NOT_AUTHORIZED
 *   6. only the holiday stops a PERIODICAL     -> DENIED_HOLIDAY
 *   7. otherwise                               -> DENIED_OUTSIDE_VALIDITY
 *
 * Holiday = the lock's holiday calendar is enabled and the wall-clock minute
 * lies in one of its slots [validFrom, validTo). It pauses PERIODICAL infos
 * and automatic office mode; PERMANENT/ONE_DAY infos and a manually started
 * office mode are unaffected.
 */
import { isInfoValidAt, rangeContains, toLockLocal, type LockLocalMoment } from '../../authorizations/index.ts';
import { parseLocalDateTime, parseTime } from '../../../kernel/local-time.ts';
import type { StoredInfo } from '../../authorizations/index.ts';
import type { LocalDateTime } from '../../../kernel/local-time.ts';
import type { HolidaySlot, LockAccessSettings } from '../../locks/index.ts';

export const ACCESS_REASONS = {
  GRANTED: 'a PERMANENT, ONE_DAY or PERIODICAL info of the lock or of one of its areas is valid now',
  GRANTED_OFFICE_MODE:
    'the door is in office mode (automatic slot open, or manual permanent opening active) and opens for every active medium',
  DENIED_DEACTIVATED: 'the medium is deactivated; nothing else is considered',
  DENIED_BLACKLISTED: "the medium is on the lock's blacklist; even office mode does not open for it",
  DENIED_NOT_AUTHORIZED: 'the medium has no authorization for this lock nor for any of its areas',
  DENIED_OUTSIDE_VALIDITY: 'the medium has authorizations here, but none is valid at this moment',
  DENIED_HOLIDAY: "a PERIODICAL info would be valid, but today is a holiday of the lock's enabled holiday calendar",
} as const;

export type AccessReason = keyof typeof ACCESS_REASONS;

const GRANTING: ReadonlySet<AccessReason> = new Set(['GRANTED', 'GRANTED_OFFICE_MODE']);

export interface MediumAccessState {
  activated: boolean;
  blacklistedOnLock: boolean;
  /** The medium may start/stop a manual office mode (permanent opening). */
  permanentOpeningEnabled: boolean;
}

export interface AccessRequest {
  medium: MediumAccessState;
  /** The medium's infos for this lock (empty when it has none). */
  lockInfos: readonly StoredInfo[];
  /** The medium's infos for each area the lock belongs to. */
  areaInfos: readonly (readonly StoredInfo[])[];
  lock: LockAccessSettings;
  moment: Date;
}

export interface AccessDecision {
  granted: boolean;
  reason: AccessReason;
  /** The lock's wall-clock minute `yyyy-mm-ddThh:mm` at which it was decided. */
  localTime: LocalDateTime;
  /** Lock wall clock minus UTC at that moment, in minutes. */
  lockUtcDeltaMinutes: number;
  /** The moment is a holiday of the lock's enabled holiday calendar. */
  holidayActive: boolean;
  /** The medium is personally authorized now and may switch manual office mode (permanent opening). */
  permanentOpeningAllowed: boolean;
}

export function decideAccess(request: AccessRequest): AccessDecision {
  const { medium, lock } = request;
  const local = toLockLocal(request.moment, lock.timezone);
  const holidayActive = lock.holidayCalendarEnabled && isHoliday(lock.holidaySlots, local);
  const decision = (reason: AccessReason, authorized = false): AccessDecision => ({
    granted: GRANTING.has(reason),
    reason,
    localTime: local.dateTime,
    lockUtcDeltaMinutes: local.utcOffsetMinutes,
    holidayActive,
    permanentOpeningAllowed: authorized && medium.permanentOpeningEnabled && lock.manualOfficeModeEnabled,
  });

  if (!medium.activated) return decision('DENIED_DEACTIVATED');
  if (medium.blacklistedOnLock) return decision('DENIED_BLACKLISTED');

  const infos = [...request.lockInfos, ...request.areaInfos.flat()];
  const authorized = infos.some((info) => isInfoValidAt(info, local, { holiday: holidayActive }));
  if (isOfficeModeOpen(lock, local, holidayActive)) return decision('GRANTED_OFFICE_MODE', authorized);
  if (authorized) return decision('GRANTED', true);
  if (infos.length === 0) return decision('DENIED_NOT_AUTHORIZED');
  if (holidayActive && infos.some((info) => isInfoValidAt(info, local, { holiday: false }))) return decision('DENIED_HOLIDAY');
  return decision('DENIED_OUTSIDE_VALIDITY');
}

function isHoliday(slots: readonly HolidaySlot[], local: LockLocalMoment): boolean {
  const now = parseLocalDateTime(local.dateTime);
  return slots.some((slot) => rangeContains({ start: parseLocalDateTime(slot.validFrom), end: parseLocalDateTime(slot.validTo) }, now));
}

/**
 * Automatic slots are windows [opensAt, closesAt) on their weekday; a slot
 * without opensAt or with closesAt not after opensAt never opens (slots do
 * not run past midnight).
 */
function isOfficeModeOpen(lock: LockAccessSettings, local: LockLocalMoment, holidayActive: boolean): boolean {
  if (!lock.manualOfficeModeEnabled) return false;
  if (lock.permanentOpeningActive) return true;
  if (!lock.automaticOfficeModeEnabled || holidayActive) return false;
  const minute = parseTime(local.time);
  return lock.officeModeSlots.some(
    (slot) =>
      slot.type === 'AUTOMATIC_OFFICE_MODE' &&
      slot.weekday === local.weekday &&
      slot.opensAt != null &&
      rangeContains({ start: parseTime(slot.opensAt), end: parseTime(slot.closesAt) }, minute),
  );
}
