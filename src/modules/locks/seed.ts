import type { SeedWriter } from '../../kernel/db/seeder.ts';
import type { PendingDeviceSettings } from './device-settings.ts';
import type { OfficeModeSlot } from './office-mode.ts';
import type { AssignmentStatus, BatteryStatus } from '../../kernel/db/lock-types.ts';
import { deleteLockData, newLockValues, type LockRegistration, type NewLockRow } from './service.ts';
import { pendingSettingsColumn } from './device-state.ts';
import { SEED_CALENDAR_VERSION } from '../holiday-calendars/index.ts';

interface SeedLock extends LockRegistration {
  comment?: string;
  settings?: Partial<NewLockRow>;
  pending?: PendingDeviceSettings;
  batteryStatus?: BatteryStatus;
  slots?: (OfficeModeSlot & { status: AssignmentStatus })[];
}

const workdays = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as const;

/**
 * Own locks of the test data set, both types, with settings of every kind and state: office
 * mode with slots, pending changes, a requested removal, a weak and an empty battery, old
 * firmware, a holiday calendar not yet received. Seed keys (table `locks`): front, office,
 * server, garage, lobby, archive.
 */
export const SEED_LOCKS: Record<string, SeedLock> = {
  front: {
    lockIdentifier: 'A1B2C3D4',
    lockType: 'CYLINDER',
    lockTechnology: 'NFC_AND_BLE',
    doorName: 'Main entrance',
    timezone: 'Europe/Vienna',
    additionalInformation: 'Ground floor',
    location: 'Building A, Mariahilfer Straße 12',
    comment: 'Opens for staff during office hours',
    settings: {
      holiday_calendar_enabled: 1,
      manual_office_mode_enabled: 1,
      automatic_office_mode_enabled: 1,
      unlock_sync_mode: 'ALWAYS',
      allow_handsfree_mode: 1,
    },
    slots: [
      ...workdays.map((weekday) => ({
        type: 'AUTOMATIC_OFFICE_MODE' as const,
        weekday,
        opensAt: '08:00',
        closesAt: '12:00',
        status: 'ASSIGNED' as const,
      })),
      { type: 'CLOSING_TIME_MANUAL_OFFICE_MODE', weekday: 'FRIDAY', closesAt: '18:00', status: 'ASSIGNED' },
    ],
  },
  office: {
    lockIdentifier: 'B2C3D4E5',
    lockType: 'CYLINDER',
    lockTechnology: 'NFC_AND_BLE',
    doorName: 'Office 1.01',
    timezone: 'Europe/Vienna',
    additionalInformation: 'First floor',
    location: 'Building A',
    settings: { holiday_calendar_enabled: 1 },
    // Waiting for the lock: new time zone and release duration.
    pending: { timezone: 'Europe/Berlin', normalReleaseDuration: 8 },
  },
  server: {
    lockIdentifier: 'C3D4E5F6',
    lockType: 'CYLINDER',
    lockTechnology: 'BLE_SMX3',
    doorName: 'Server room',
    timezone: 'Europe/London',
    additionalInformation: 'Basement',
    location: 'Building B',
    comment: 'To be replaced',
    settings: { removal_requested: 1, anonymize_event_log_type: 'LIMITED', anonymize_event_log_days: 30, unlock_sync_mode: 'NEVER' },
    batteryStatus: 'LOW',
  },
  garage: {
    lockIdentifier: 'D4E5F6A7',
    lockType: 'WALLREADER',
    lockTechnology: 'NFC_ONLY',
    doorName: 'Garage gate',
    timezone: 'Europe/Vienna',
    location: 'Building A, courtyard',
    appletVersion: '3.2.0',
    settings: { manual_office_mode_enabled: 1, extended_release_duration: 60 },
    pending: { rs485LogOutputEnabled: true },
    slots: [{ type: 'CLOSING_TIME_MANUAL_OFFICE_MODE', weekday: 'SATURDAY', closesAt: '14:00', status: 'ASSIGNMENT_PENDING' }],
  },
  lobby: {
    lockIdentifier: 'E5F6A7B8',
    lockType: 'WALLREADER',
    lockTechnology: 'NFC_AND_BLE',
    doorName: 'Lobby reader',
    timezone: 'Europe/Vienna',
    additionalInformation: 'Next to the lift',
    location: 'Building A',
    settings: { rs485_log_output_enabled: 1, anonymize_event_log_type: 'ALWAYS' },
  },
  archive: {
    lockIdentifier: 'F6A7B8C9',
    lockType: 'CYLINDER',
    lockTechnology: 'NFC_ONLY',
    doorName: 'Archive',
    timezone: 'Europe/Vienna',
    location: 'Building B, basement',
    appletVersion: '5.10.0',
    // Still runs an older version of the holiday calendar.
    settings: { holiday_calendar_enabled: 1, holiday_calendar_synced_version: SEED_CALENDAR_VERSION - 1 },
    batteryStatus: 'EMPTY',
  },
};

export async function seedLocks(w: SeedWriter): Promise<void> {
  await forgetForeignDataOfSeedLocks(w);
  for (const [key, lock] of Object.entries(SEED_LOCKS)) {
    const synced = w.ago(2, Object.keys(SEED_LOCKS).indexOf(key));
    const values = newLockValues(w.environmentId, lock, synced, SEED_CALENDAR_VERSION);
    const id = await w.insert('locks', key, {
      ...values,
      comment: lock.comment ?? null,
      battery_status: lock.batteryStatus ?? 'OK',
      pending_settings: pendingSettingsColumn(lock.pending ?? {}),
      created_at: w.ago(200),
      ...lock.settings,
    });
    for (const [i, slot] of (lock.slots ?? []).entries()) {
      await w.insert('lock_office_mode_slots', `${key}-${i + 1}`, {
        lock_id: id,
        type: slot.type,
        weekday: slot.weekday,
        opens_at: slot.opensAt ?? null,
        closes_at: slot.closesAt,
        status: slot.status,
      });
    }
  }
}

/**
 * A reset brings the seeded locks back under their old ids. Another system that had them shared
 * lost the share with the old locks; what it kept about them (authorizations, blacklist entries)
 * must not come back to life with the new ones.
 */
async function forgetForeignDataOfSeedLocks(w: SeedWriter): Promise<void> {
  const remembered = await w.db
    .selectFrom('seed_ids')
    .select('id')
    .where('environment_id', '=', w.environmentId)
    .where('table_name', '=', 'locks')
    .execute();
  for (const { id } of remembered) await deleteLockData(w.db, Number(id));
}
