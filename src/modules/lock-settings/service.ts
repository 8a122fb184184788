import { nextVersion } from '../../kernel/db/versioned.ts';
import { badRequest, invalidField, staleVersion, type FieldError } from '../../kernel/errors.ts';
import { WEEKDAYS } from '../../kernel/local-time.ts';
import {
  checkAnonymizeEventLog,
  DEVICE_SETTING_NAMES,
  desiredDeviceSettings,
  OWNER_ONLY_SETTINGS,
  pendingChanges,
  unlockSyncModeOfLegacyFlag,
  type AnonymizeEventLog,
  type DeviceSettings,
  type UnlockSyncMode,
} from '../locks/index.ts';
import {
  checkOfficeModeSlots,
  desiredSlots,
  planOfficeModeSlots,
  sameSlots,
  wantedSlots,
  type OfficeModeSlot,
  type OfficeModeSlotInput,
  type StoredOfficeModeSlot,
} from '../locks/index.ts';
import { ianaZoneName } from '../locks/index.ts';
import type { AssignmentStatus, Ownership } from '../../kernel/db/lock-types.ts';
import { toIso } from '../../kernel/time.ts';
import { toBool, withoutEmpty } from '../../kernel/db/query-helpers.ts';
import { assignedAreasOf, type AssignedArea } from '../areas/index.ts';
import { envNow, inTransaction, type Db, type Deps, type RequestContext } from '../../kernel/context.ts';
import { appliedDeviceSettings, officeModeSlotsOf, pendingDeviceSettings, pendingSettingsColumn } from '../locks/index.ts';
import { loadLockInEnv, type LockInEnv } from '../locks/index.ts';
import { activeSharesOf, sharingCodesOf, type ActiveShare, type SharingCode } from '../sharing/index.ts';
import { anonymizeEventLogOf, lockEventFields, lockEventRef, recordLockChange, requireLockInEnv } from '../locks/index.ts';
import { recordSystemEvent } from '../protocol-log/index.ts';

export interface OfficeModeSlotView extends OfficeModeSlot {
  status: AssignmentStatus;
}

/** The LockSettings model: the settings the lock will run with after its next synchronization. */
export interface LockSettings extends DeviceSettings {
  id: number;
  version: number;
  ownership: Ownership;
  lastSynchronizedOn?: string;
  unlockSyncMode: UnlockSyncMode;
  allowHandsfreeMode: boolean;
  anonymizeEventLog: AnonymizeEventLog;
  anonymizeDataInOwnerProtocol?: boolean;
  officeModeSlots: OfficeModeSlotView[];
  assignedAreas: AssignedArea[];
  activeShares?: ActiveShare[];
  sharingCodes?: SharingCode[];
}

const slotOrder = (s: OfficeModeSlot) => `${WEEKDAYS.indexOf(s.weekday)}|${s.opensAt ?? ''}|${s.closesAt}|${s.type}`;

function slotView({ type, weekday, opensAt, closesAt, status }: StoredOfficeModeSlot): OfficeModeSlotView {
  return { type, weekday, ...(opensAt ? { opensAt } : {}), closesAt, status };
}

export async function settingsOfView(db: Db, envId: number, view: LockInEnv): Promise<LockSettings> {
  const { lock, share } = view;
  const desired = desiredDeviceSettings(appliedDeviceSettings(lock), pendingDeviceSettings(lock));
  const slots = (await officeModeSlotsOf(db, [lock.id])).get(lock.id)!.sort((a, b) => slotOrder(a).localeCompare(slotOrder(b)));
  const owner = view.ownership === 'OWNER';
  const { rs485LogOutputEnabled, ...device } = desired;
  return withoutEmpty({
    id: lock.id,
    version: (share ?? lock).settings_version,
    ownership: view.ownership,
    lastSynchronizedOn: lock.last_synchronized_on,
    ...device,
    // Only wall readers have an RS485 output.
    rs485LogOutputEnabled: lock.lock_type === 'WALLREADER' ? rs485LogOutputEnabled : null,
    unlockSyncMode: lock.unlock_sync_mode as UnlockSyncMode,
    allowHandsfreeMode: toBool(lock.allow_handsfree_mode),
    anonymizeEventLog: anonymizeEventLogOf(share ?? lock),
    anonymizeDataInOwnerProtocol: share ? toBool(share.anonymize_data_in_owner_protocol) : null,
    officeModeSlots: slots.map(slotView),
    assignedAreas: await assignedAreasOf(db, envId, lock.id),
    // Owner-only lists: a system the lock is shared with learns nothing about other sharers.
    activeShares: owner ? await activeSharesOf(db, lock.id) : null,
    sharingCodes: owner ? await sharingCodesOf(db, lock.id) : null,
  });
}

export async function getLockSettings(deps: Deps, ctx: RequestContext, lockId: number): Promise<LockSettings> {
  return settingsOfView(deps.store.db, ctx.env.id, await requireLockInEnv(deps.store.db, ctx, lockId));
}

/** The body of PUT …/settings: absent (or null) fields keep their value. */
export interface LockSettingsUpdate {
  id: number;
  version: number;
  timezone?: string | null;
  holidayCalendarEnabled?: boolean | null;
  manualOfficeModeEnabled?: boolean | null;
  automaticOfficeModeEnabled?: boolean | null;
  normalReleaseDuration?: number | null;
  extendedReleaseDuration?: number | null;
  unlockSyncMode?: UnlockSyncMode | null;
  /** Replaced by unlockSyncMode in 17.10.0; still accepted. */
  synchronizeAfterUnlocking?: boolean | null;
  rs485LogOutputEnabled?: boolean | null;
  allowHandsfreeMode?: boolean | null;
  anonymizeEventLog: { type: AnonymizeEventLog['type']; daysToKeep?: number | null };
  anonymizeDataInOwnerProtocol?: boolean | null;
  officeModeSlots?: OfficeModeSlotInput[] | null;
}

function requestedUnlockSyncMode(input: LockSettingsUpdate, current: UnlockSyncMode): UnlockSyncMode {
  const legacy = input.synchronizeAfterUnlocking == null ? undefined : unlockSyncModeOfLegacyFlag(input.synchronizeAfterUnlocking);
  if (input.unlockSyncMode != null && legacy !== undefined && legacy !== input.unlockSyncMode) {
    throw invalidField(
      '/synchronizeAfterUnlocking',
      `means unlockSyncMode ${legacy}, which contradicts unlockSyncMode ${input.unlockSyncMode}`,
    );
  }
  return input.unlockSyncMode ?? legacy ?? current;
}

/** Settings as the request wants them, defaults taken from the current (planned) ones. */
interface WantedSettings {
  device: DeviceSettings;
  unlockSyncMode: UnlockSyncMode;
  allowHandsfreeMode: boolean;
  anonymizeEventLog: AnonymizeEventLog;
  anonymizeDataInOwnerProtocol: boolean;
  slots: OfficeModeSlot[];
}

function wantedSettings(input: LockSettingsUpdate, current: LockSettings, storedSlots: StoredOfficeModeSlot[]): WantedSettings {
  const pick = <K extends keyof DeviceSettings>(name: K): DeviceSettings[K] => (input[name] ?? current[name]) as DeviceSettings[K];
  let timezone = current.timezone;
  if (input.timezone != null && input.timezone !== current.timezone) {
    const zone = ianaZoneName(input.timezone);
    if (!zone) throw invalidField('/timezone', `${input.timezone} is not an IANA time zone name such as Europe/Vienna`);
    timezone = zone;
  }
  const device = Object.fromEntries(DEVICE_SETTING_NAMES.map((name) => [name, pick(name)])) as unknown as DeviceSettings;
  device.timezone = timezone;
  const log = input.anonymizeEventLog;
  return {
    device,
    unlockSyncMode: requestedUnlockSyncMode(input, current.unlockSyncMode),
    allowHandsfreeMode: input.allowHandsfreeMode ?? current.allowHandsfreeMode,
    anonymizeEventLog: log.type === 'LIMITED' ? { type: log.type, daysToKeep: log.daysToKeep ?? undefined } : { type: log.type },
    anonymizeDataInOwnerProtocol: input.anonymizeDataInOwnerProtocol ?? current.anonymizeDataInOwnerProtocol ?? false,
    slots: input.officeModeSlots == null ? desiredSlots(storedSlots) : wantedSlots(input.officeModeSlots),
  };
}

function checkWanted(view: LockInEnv, wanted: WantedSettings, input: LockSettingsUpdate): FieldError[] {
  const errors = checkOfficeModeSlots(wanted.slots);
  if (wanted.device.automaticOfficeModeEnabled && !wanted.device.manualOfficeModeEnabled) {
    errors.push({ field: '/automaticOfficeModeEnabled', message: 'requires manualOfficeModeEnabled' });
  }
  const logRule = checkAnonymizeEventLog(wanted.anonymizeEventLog);
  if (logRule) errors.push({ field: '/anonymizeEventLog/daysToKeep', message: logRule });
  if (wanted.device.rs485LogOutputEnabled && view.lock.lock_type !== 'WALLREADER') {
    errors.push({ field: '/rs485LogOutputEnabled', message: 'only wall readers have an RS485 output' });
  }
  if (view.ownership === 'OWNER' && input.anonymizeDataInOwnerProtocol === true) {
    errors.push({ field: '/anonymizeDataInOwnerProtocol', message: 'only applies to locks shared with your system (ownership EXTERNAL)' });
  }
  return errors;
}

/** Names of the settings that differ between the current and the wanted state. */
function changedSettings(current: LockSettings, wanted: WantedSettings): string[] {
  const changed: string[] = DEVICE_SETTING_NAMES.filter((name) => wanted.device[name] !== current[name]);
  if (wanted.unlockSyncMode !== current.unlockSyncMode) changed.push('unlockSyncMode');
  if (wanted.allowHandsfreeMode !== current.allowHandsfreeMode) changed.push('allowHandsfreeMode');
  if (JSON.stringify(wanted.anonymizeEventLog) !== JSON.stringify(current.anonymizeEventLog)) changed.push('anonymizeEventLog');
  if (current.ownership === 'EXTERNAL' && wanted.anonymizeDataInOwnerProtocol !== current.anonymizeDataInOwnerProtocol) {
    changed.push('anonymizeDataInOwnerProtocol');
  }
  if (!sameSlots(wanted.slots, desiredSlots(current.officeModeSlots))) changed.push('officeModeSlots');
  return changed;
}

const OWNER_ONLY = new Set<string>([...OWNER_ONLY_SETTINGS, 'officeModeSlots']);

/**
 * Writes lock settings with the version read. Device settings and office-mode slots take effect
 * at the lock's next synchronization (pending until then); the rest at once. A system the lock
 * is shared with may change only its own protocol settings (anonymizeEventLog,
 * anonymizeDataInOwnerProtocol); sending other settings unchanged is fine.
 */
export function updateLockSettings(deps: Deps, ctx: RequestContext, lockId: number, input: LockSettingsUpdate): Promise<LockSettings> {
  return inTransaction(deps, async (tx) => {
    const view = await requireLockInEnv(tx, ctx, lockId);
    const current = await settingsOfView(tx, ctx.env.id, view);
    if (input.version !== current.version) throw staleVersion('Lock settings', lockId);
    const storedSlots = (await officeModeSlotsOf(tx, [lockId])).get(lockId)!;
    const wanted = wantedSettings(input, current, storedSlots);
    const errors = checkWanted(view, wanted, input);
    if (errors.length > 0) throw badRequest('VALIDATION_FAILED', errors.map((e) => `${e.field}: ${e.message}`).join('; '), errors);
    const changed = changedSettings(current, wanted);
    if (changed.length === 0) return current;
    if (view.ownership === 'EXTERNAL') {
      const refused = changed.filter((name) => OWNER_ONLY.has(name));
      if (refused.length > 0) {
        throw badRequest(
          'OWNER_ONLY_SETTING',
          `lock ${lockId} is shared with your system: only its owner can change ${refused.join(', ')}`,
          refused.map((name) => ({ field: `/${name}`, message: 'can only be changed by the owner of the lock' })),
        );
      }
    }
    await writeSettings(tx, ctx, view, input.version, wanted, storedSlots);
    const updated = (await loadLockInEnv(tx, ctx.env.id, lockId))!;
    await recordLockChange(tx, ctx, 'EDIT', updated, { changed: changed.join(', ') });
    if (changed.includes('allowHandsfreeMode')) {
      const type = wanted.allowHandsfreeMode ? 'HANDS_FREE_MODE_ACTIVATED' : 'HANDS_FREE_MODE_DEACTIVATED';
      await recordSystemEvent(tx, ctx, { type, fields: lockEventFields(updated), ...lockEventRef(updated) });
    }
    return settingsOfView(tx, ctx.env.id, updated);
  });
}

async function writeSettings(
  tx: Db,
  ctx: RequestContext,
  view: LockInEnv,
  version: number,
  wanted: WantedSettings,
  storedSlots: StoredOfficeModeSlot[],
) {
  const now = toIso(envNow(ctx.env));
  const protocolSettings = {
    anonymize_event_log_type: wanted.anonymizeEventLog.type,
    anonymize_event_log_days: wanted.anonymizeEventLog.daysToKeep ?? null,
    settings_version: nextVersion('settings_version'),
    updated_at: now,
  };
  // Compare-and-set on the settings version, so concurrent writers cannot both succeed.
  const result = view.share
    ? await tx
        .updateTable('lock_shares')
        .set({ ...protocolSettings, anonymize_data_in_owner_protocol: Number(wanted.anonymizeDataInOwnerProtocol) })
        .where('id', '=', view.share.id)
        .where('settings_version', '=', version)
        .executeTakeFirst()
    : await tx
        .updateTable('locks')
        .set({
          ...protocolSettings,
          pending_settings: pendingSettingsColumn(pendingChanges(appliedDeviceSettings(view.lock), wanted.device)),
          unlock_sync_mode: wanted.unlockSyncMode,
          allow_handsfree_mode: Number(wanted.allowHandsfreeMode),
        })
        .where('id', '=', view.lock.id)
        .where('settings_version', '=', version)
        .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw staleVersion('Lock settings', view.lock.id);
  if (!view.share) await applySlotPlan(tx, view, storedSlots, wanted.slots);
}

async function applySlotPlan(tx: Db, view: LockInEnv, stored: StoredOfficeModeSlot[], wanted: OfficeModeSlot[]): Promise<void> {
  const plan = planOfficeModeSlots(stored, wanted);
  if (plan.restore.length > 0)
    await tx.updateTable('lock_office_mode_slots').set({ status: 'ASSIGNED' }).where('id', 'in', plan.restore).execute();
  if (plan.removeAtSync.length > 0) {
    await tx.updateTable('lock_office_mode_slots').set({ status: 'REMOVAL_PENDING' }).where('id', 'in', plan.removeAtSync).execute();
  }
  if (plan.dropNow.length > 0) await tx.deleteFrom('lock_office_mode_slots').where('id', 'in', plan.dropNow).execute();
  if (plan.add.length > 0) {
    await tx
      .insertInto('lock_office_mode_slots')
      .values(
        plan.add.map((s) => ({
          environment_id: view.lock.environment_id,
          lock_id: view.lock.id,
          type: s.type,
          weekday: s.weekday,
          opens_at: s.opensAt ?? null,
          closes_at: s.closesAt,
          status: 'ASSIGNMENT_PENDING' as const,
        })),
      )
      .execute();
  }
}
