import type { Selectable } from 'kysely';
import type { Weekday } from '../../kernel/local-time.ts';
import type { DeviceSettings, PendingDeviceSettings } from './device-settings.ts';
import type { OfficeModeSlotType, StoredOfficeModeSlot } from './office-mode.ts';
import type { LockOfficeModeSlotTable } from '../../kernel/db/lock-tables.ts';
import { toBool } from '../../kernel/db/query-helpers.ts';
import type { Db } from '../../kernel/context.ts';
import type { LockRow } from './rows.ts';
import { prepared } from '../../kernel/db/prepared.ts';

/** The device settings the lock runs with now. */
export function appliedDeviceSettings(lock: LockRow): DeviceSettings {
  return {
    timezone: lock.timezone,
    holidayCalendarEnabled: toBool(lock.holiday_calendar_enabled),
    manualOfficeModeEnabled: toBool(lock.manual_office_mode_enabled),
    automaticOfficeModeEnabled: toBool(lock.automatic_office_mode_enabled),
    normalReleaseDuration: lock.normal_release_duration,
    extendedReleaseDuration: lock.extended_release_duration,
    rs485LogOutputEnabled: toBool(lock.rs485_log_output_enabled),
  };
}

export function pendingDeviceSettings(lock: Pick<LockRow, 'pending_settings'>): PendingDeviceSettings {
  return lock.pending_settings ? (JSON.parse(lock.pending_settings) as PendingDeviceSettings) : {};
}

/** Columns of `locks` holding the given device settings. */
export function deviceSettingColumns(settings: DeviceSettings) {
  return {
    timezone: settings.timezone,
    holiday_calendar_enabled: Number(settings.holidayCalendarEnabled),
    manual_office_mode_enabled: Number(settings.manualOfficeModeEnabled),
    automatic_office_mode_enabled: Number(settings.automaticOfficeModeEnabled),
    normal_release_duration: settings.normalReleaseDuration,
    extended_release_duration: settings.extendedReleaseDuration,
    rs485_log_output_enabled: Number(settings.rs485LogOutputEnabled),
  };
}

export function pendingSettingsColumn(pending: PendingDeviceSettings): string | null {
  return Object.keys(pending).length > 0 ? JSON.stringify(pending) : null;
}

function slotFromRow(row: Selectable<LockOfficeModeSlotTable>): StoredOfficeModeSlot {
  return {
    id: row.id,
    type: row.type as OfficeModeSlotType,
    weekday: row.weekday as Weekday,
    ...(row.opens_at ? { opensAt: row.opens_at } : {}),
    closesAt: row.closes_at,
    status: row.status,
  };
}

const slotsOfLocks = prepared((db, p: { lockIds: readonly number[] }) =>
  db.selectFrom('lock_office_mode_slots').selectAll().where('lock_id', 'in', p.lockIds).orderBy('id'),
);

/** Office-mode slots of locks, in a stable order (weekday, then times), grouped by lock id. */
export async function officeModeSlotsOf(db: Db, lockIds: readonly number[]): Promise<Map<number, StoredOfficeModeSlot[]>> {
  const out = new Map<number, StoredOfficeModeSlot[]>(lockIds.map((id) => [id, []]));
  if (lockIds.length === 0) return out;
  for (const row of await slotsOfLocks(db, { lockIds })) out.get(row.lock_id)!.push(slotFromRow(row));
  return out;
}
