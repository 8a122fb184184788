import type { LocalDateTime, LocalTime, Weekday } from '../../kernel/local-time.ts';

// What a lock's access decision (devices/access/decide.ts) needs to know about the lock.

export interface OfficeModeSlot {
  /** AUTOMATIC_OFFICE_MODE opens at opensAt and closes at closesAt; CLOSING_TIME_MANUAL_OFFICE_MODE only ends a manual office mode. */
  type: 'AUTOMATIC_OFFICE_MODE' | 'CLOSING_TIME_MANUAL_OFFICE_MODE';
  weekday: Weekday;
  opensAt?: LocalTime;
  closesAt: LocalTime;
}

/** A holiday [validFrom, validTo) on the lock's wall clock. */
export interface HolidaySlot {
  validFrom: LocalDateTime;
  validTo: LocalDateTime;
}

export interface LockAccessSettings {
  /** IANA zone name of the lock. */
  timezone: string;
  holidayCalendarEnabled: boolean;
  holidaySlots: readonly HolidaySlot[];
  manualOfficeModeEnabled: boolean;
  /** Takes effect only together with manualOfficeModeEnabled, as the lock settings require. */
  automaticOfficeModeEnabled: boolean;
  officeModeSlots: readonly OfficeModeSlot[];
  /** A manually started office mode is in effect right now (its closing time is tracked by the caller). */
  permanentOpeningActive?: boolean;
}
