/**
 * Lock settings the lock itself runs with. A change to one of them takes effect only when the
 * lock synchronizes; until then it is pending and shows as a maintenance task. The other
 * settings (unlockSyncMode, allowHandsfreeMode, anonymisation) are applied by the service and
 * the apps, so they take effect at once.
 */
import type { MaintenanceTask } from './maintenance-rules.ts';

export interface DeviceSettings {
  timezone: string;
  holidayCalendarEnabled: boolean;
  manualOfficeModeEnabled: boolean;
  automaticOfficeModeEnabled: boolean;
  normalReleaseDuration: number;
  extendedReleaseDuration: number;
  rs485LogOutputEnabled: boolean;
}

export type DeviceSettingName = keyof DeviceSettings;

/** The maintenance task that stays open while a change of the setting waits for the lock. */
export const DEVICE_SETTING_TASKS: Record<DeviceSettingName, MaintenanceTask> = {
  timezone: 'TIMEZONES_NOT_SYNCHRONIZED',
  holidayCalendarEnabled: 'HOLIDAY_CALENDAR_NOT_SYNCHRONIZED',
  manualOfficeModeEnabled: 'PERMANENT_OPENING_SETTINGS_NOT_SYNCHRONIZED',
  automaticOfficeModeEnabled: 'PERMANENT_OPENING_SETTINGS_NOT_SYNCHRONIZED',
  normalReleaseDuration: 'UNBLOCKING_DURATION_NOT_SYNCHRONIZED',
  extendedReleaseDuration: 'UNBLOCKING_DURATION_NOT_SYNCHRONIZED',
  rs485LogOutputEnabled: 'RS485_OUTPUT_NOT_SYNCHRONIZED',
};

export const DEVICE_SETTING_NAMES = Object.keys(DEVICE_SETTING_TASKS) as DeviceSettingName[];

export type PendingDeviceSettings = Partial<DeviceSettings>;

/** What the lock will run with after its next synchronization. */
export function desiredDeviceSettings(applied: DeviceSettings, pending: PendingDeviceSettings): DeviceSettings {
  return { ...applied, ...pending };
}

/** The changes still waiting for the lock when `desired` is wanted and `applied` runs on it. */
export function pendingChanges(applied: DeviceSettings, desired: DeviceSettings): PendingDeviceSettings {
  const pending: PendingDeviceSettings = {};
  for (const name of DEVICE_SETTING_NAMES) {
    if (desired[name] !== applied[name]) (pending as Record<string, unknown>)[name] = desired[name];
  }
  return pending;
}

/** Settings of an EXTERNAL lock that only its owner may change (besides the office-mode slots). */
export const OWNER_ONLY_SETTINGS: readonly (DeviceSettingName | 'unlockSyncMode' | 'allowHandsfreeMode')[] = [
  'timezone',
  'holidayCalendarEnabled',
  'manualOfficeModeEnabled',
  'automaticOfficeModeEnabled',
  'normalReleaseDuration',
  'extendedReleaseDuration',
  'unlockSyncMode',
  'allowHandsfreeMode',
  'rs485LogOutputEnabled',
];

export const UNLOCK_SYNC_MODES = ['ALWAYS', 'PERIODICALLY', 'NEVER'] as const;
export type UnlockSyncMode = (typeof UNLOCK_SYNC_MODES)[number];

/**
 * The boolean `synchronizeAfterUnlocking` that unlockSyncMode replaced (revision 17.10.0): true
 * meant a synchronization after every unlock, false none.
 */
export function unlockSyncModeOfLegacyFlag(synchronizeAfterUnlocking: boolean): UnlockSyncMode {
  return synchronizeAfterUnlocking ? 'ALWAYS' : 'NEVER';
}

export const ANONYMIZE_EVENT_LOG_TYPES = ['NEVER', 'LIMITED', 'ALWAYS'] as const;
export type AnonymizeEventLogType = (typeof ANONYMIZE_EVENT_LOG_TYPES)[number];

export interface AnonymizeEventLog {
  type: AnonymizeEventLogType;
  /** Only with LIMITED: entries older than this many days are anonymised. */
  daysToKeep?: number;
}

/** A rule message when the policy is incomplete, or null. */
export function checkAnonymizeEventLog(value: { type: AnonymizeEventLogType; daysToKeep?: number | null }): string | null {
  if (value.type === 'LIMITED' && (value.daysToKeep == null || value.daysToKeep < 1)) {
    return 'daysToKeep (at least 1) is required when type is LIMITED';
  }
  return null;
}

/** Release durations are seconds, 1..250, for both the normal and the extended one. */
export const RELEASE_DURATION_RANGE = { minimum: 1, maximum: 250 } as const;
