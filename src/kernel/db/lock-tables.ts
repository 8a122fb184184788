import type { Generated } from 'kysely';
import type { AssignmentStatus, BatteryStatus, LockTechnology, LockType, ShareStatus } from './lock-types.ts';

/** Row types of migration 002_locks (registered in the Database of schema.ts). */

export interface LockTable {
  id: Generated<number>;
  /** The OWNER environment. */
  environment_id: number;
  version: number;
  lock_identifier: string;
  lock_type: LockType;
  lock_technology: LockTechnology;
  door_name: string | null;
  door_additional_information: string | null;
  door_location: string | null;
  comment: string | null;
  removal_requested: number;
  applet_version: string | null;
  pic_version: string | null;
  motor_pic_version: string | null;
  battery_status: BatteryStatus;
  clock_invalid: number;
  settings_version: number;
  /** Device settings as the lock runs them (changed at synchronization). */
  timezone: string;
  holiday_calendar_enabled: number;
  manual_office_mode_enabled: number;
  automatic_office_mode_enabled: number;
  normal_release_duration: number;
  extended_release_duration: number;
  rs485_log_output_enabled: number;
  /** Settings that take effect at once. */
  unlock_sync_mode: string;
  allow_handsfree_mode: number;
  anonymize_event_log_type: string;
  anonymize_event_log_days: number | null;
  /** JSON of the device settings waiting for the next synchronization, or null. */
  pending_settings: string | null;
  /** Version of the environment's holiday calendar the lock last received. */
  holiday_calendar_synced_version: number | null;
  last_synchronized_on: string | null;
  created_at: string;
  updated_at: string;
}

export interface LockOfficeModeSlotTable {
  id: Generated<number>;
  environment_id: number;
  lock_id: number;
  type: string;
  weekday: string;
  opens_at: string | null;
  closes_at: string;
  status: AssignmentStatus;
}

export interface AreaTable {
  id: Generated<number>;
  environment_id: number;
  version: number;
  name: string;
  comment: string | null;
  created_at: string;
  updated_at: string;
}

export interface AreaLockTable {
  id: Generated<number>;
  /** The area's environment (the lock is its own or shared into it). */
  environment_id: number;
  area_id: number;
  lock_id: number;
  status: AssignmentStatus;
  created_at: string;
}

export interface SharingCodeTable {
  id: Generated<number>;
  /** The lock owner's environment. */
  environment_id: number;
  lock_id: number;
  code: string;
  expires_on: string;
  reusable: number;
  created_at: string;
}

export interface LockShareTable {
  id: Generated<number>;
  /** The REDEEMING environment, which sees the lock as EXTERNAL. */
  environment_id: number;
  lock_id: number;
  owner_environment_id: number;
  /** Version of the lock as the redeeming environment sees it (its comment and alternative name). */
  version: number;
  settings_version: number;
  alternative_door_name: string | null;
  comment: string | null;
  anonymize_data_in_owner_protocol: number;
  anonymize_event_log_type: string;
  anonymize_event_log_days: number | null;
  status: ShareStatus;
  activated_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface HolidayCalendarTable {
  id: Generated<number>;
  environment_id: number;
  version: number;
  active: number;
  created_at: string;
  updated_at: string;
}

export interface HolidayCalendarSeriesTable {
  id: Generated<number>;
  environment_id: number;
  calendar_id: number;
  repetition_type: string;
  ends_after: number | null;
  ends_on: string | null;
}

export interface HolidayCalendarSlotTable {
  id: Generated<number>;
  environment_id: number;
  calendar_id: number;
  version: number;
  slot_name: string;
  valid_from: string;
  valid_to: string;
  series_id: number | null;
  series_sequence_number: number | null;
}

export type AcoKind = 'ADMINISTRATOR' | 'SUPPORT';

export interface AcoTable {
  id: Generated<number>;
  environment_id: number;
  kind: AcoKind;
  title: string | null;
  first_name: string;
  last_name: string;
  birthday: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  comment: string | null;
  failed_login_counter: number;
  created_at: string;
}
