import { sql, type SqlBool } from 'kysely';
import { desiredDeviceSettings, type DeviceSettingName } from '../../locks/index.ts';
import type { LockProtocolEventType } from '../../protocol-log/index.ts';
import { toIso } from '../../../kernel/time.ts';
import { toBool } from '../../../kernel/db/query-helpers.ts';
import { envNow, inTransaction, type Db, type Deps, type RequestContext } from '../../../kernel/context.ts';
import { environmentById } from '../../../kernel/db/environment-lookup.ts';
import { findCalendarRow } from '../../holiday-calendars/index.ts';
import { appliedDeviceSettings, deviceSettingColumns, pendingDeviceSettings } from '../../locks/index.ts';
import type { LockInEnv, LockRow } from '../../locks/index.ts';
import { recordLockEvent as recordLockProtocolEvent } from '../../protocol-log/index.ts';
import { deleteLockData, recordLockChange, requireLockInEnv } from '../../locks/index.ts';
import { completeDeletions, ofLockAndAreas, receiveAuthorizations } from './authorization-sync.ts';
import { areasOnLock } from './areas-on-lock.ts';
import { lockDownload, type LockDownload } from './lock-download.ts';
import { applyDeviceReport, recordUploadedEntries, type LockUpload } from './lock-upload.ts';

/** What one synchronization of a lock changed. */
export interface SyncOutcome {
  lockId: number;
  synchronizedOn: string;
  /** The lock completed its requested removal and is gone (from every environment). */
  removed: boolean;
  settingsApplied: DeviceSettingName[];
  officeModeSlotsApplied: number;
  areaAssignmentsApplied: number;
  sharesActivated: number;
  sharesEnded: number;
  authorizationsSynchronized: number;
  /** Authorizations with a deletion request, for the lock or its areas, that are gone now. */
  authorizationsDeleted: number;
  blacklistEntriesSynchronized: number;
  /** Buffered protocol entries the lock uploaded. */
  protocolEntriesUploaded: number;
  /** What the lock holds now (when asked for, and unless it was removed). */
  download?: LockDownload;
}

export interface SyncOptions {
  /** The lock protocol entry that records how the lock synchronized (e.g. CYLINDER_SYNCHRONIZATION_BY_SUPPORT). */
  protocolAs?: LockProtocolEventType;
  /** What the lock reports (device interface, simulator): battery, firmware, buffered protocol entries. */
  upload?: LockUpload;
  /** Hand back what the lock holds afterwards (device interface). */
  download?: boolean;
}

/**
 * A lock synchronizes: it receives everything that was waiting for it. The admin CLI
 * (`admin lock sync`), the device interface and the simulator trigger it. `ctx` is the
 * environment whose action triggered it (the owner's or one the lock is shared with).
 *
 * Steps, each its own function:
 * 0. what the lock reports is taken in: battery, firmware, and its buffered protocol entries;
 * 1. a requested removal completes: the lock and everything on it disappear; nothing else runs;
 * 2. pending device settings and office-mode slots are applied;
 * 3. area assignments of every environment are applied;
 * 4. shares are activated or ended (an ended share takes the other system's data on it along);
 * 5. blacklist entries count as received; authorizations for the lock and for the areas it is in
 *    count as received, those with a deletion request are gone;
 * 6. the lock's clock is set, its holiday calendar received, and lastSynchronizedOn stamped.
 */
export function synchronizeLock(deps: Deps, ctx: RequestContext, lockId: number, options: SyncOptions = {}): Promise<SyncOutcome> {
  return inTransaction(deps, async (tx) => {
    const view = await requireLockInEnv(tx, ctx, lockId);
    const now = toIso(envNow(ctx.env));
    if (options.protocolAs)
      await recordLockProtocolEvent(tx, ctx, { lockId, type: options.protocolAs, fields: { success: true }, sourceLock: true });
    const outcome: SyncOutcome = {
      lockId,
      synchronizedOn: now,
      removed: false,
      settingsApplied: [],
      officeModeSlotsApplied: 0,
      areaAssignmentsApplied: 0,
      sharesActivated: 0,
      sharesEnded: 0,
      authorizationsSynchronized: 0,
      authorizationsDeleted: 0,
      blacklistEntriesSynchronized: 0,
      protocolEntriesUploaded: 0,
    };
    if (options.upload) {
      outcome.protocolEntriesUploaded = await recordUploadedEntries(tx, ctx, view.lock, options.upload.protocolEntries ?? []);
      await applyDeviceReport(tx, lockId, options.upload);
    }
    if (toBool(view.lock.removal_requested)) {
      await completeRemoval(tx, ctx, view);
      return { ...outcome, removed: true };
    }
    outcome.settingsApplied = await applyPendingSettings(tx, view.lock);
    outcome.officeModeSlotsApplied = await applyOfficeModeSlots(tx, lockId);
    outcome.areaAssignmentsApplied = await applyAreaAssignments(tx, lockId);
    Object.assign(outcome, await applyShares(tx, view, now));
    outcome.blacklistEntriesSynchronized = await markBlacklistReceived(tx, lockId);
    Object.assign(outcome, await receiveAuthorizationsOfLock(tx, lockId, now));
    await stampSynchronized(tx, view.lock, now);
    if (options.download) outcome.download = await lockDownload(tx, lockId, new Date(now));
    return outcome;
  });
}

async function completeRemoval(db: Db, ctx: RequestContext, view: LockInEnv): Promise<void> {
  const lockId = view.lock.id;
  const shares = await db.selectFrom('lock_shares').select('environment_id').where('lock_id', '=', lockId).execute();
  const owner = { ...ctx, env: await environmentById(db, view.lock.environment_id) };
  await recordLockChange(db, owner, 'FINALIZE_REMOVE', { lock: view.lock, ownership: 'OWNER' });
  for (const share of shares) {
    const redeemer = { ...ctx, env: await environmentById(db, share.environment_id) };
    await recordLockChange(db, redeemer, 'FINALIZE_REMOVE', { lock: view.lock, ownership: 'EXTERNAL' });
  }
  await deleteLockData(db, lockId);
  for (const table of ['lock_office_mode_slots', 'sharing_codes', 'lock_shares'] as const) {
    await db
      .deleteFrom(table as 'lock_shares')
      .where('lock_id', '=', lockId)
      .execute();
  }
  await db.deleteFrom('locks').where('id', '=', lockId).execute();
}

async function applyPendingSettings(db: Db, lock: LockRow): Promise<DeviceSettingName[]> {
  const pending = pendingDeviceSettings(lock);
  const names = Object.keys(pending) as DeviceSettingName[];
  if (names.length === 0) return [];
  const settings = desiredDeviceSettings(appliedDeviceSettings(lock), pending);
  await db
    .updateTable('locks')
    .set({ ...deviceSettingColumns(settings), pending_settings: null })
    .where('id', '=', lock.id)
    .execute();
  return names;
}

async function applyOfficeModeSlots(db: Db, lockId: number): Promise<number> {
  const removed = await db
    .deleteFrom('lock_office_mode_slots')
    .where('lock_id', '=', lockId)
    .where('status', '=', 'REMOVAL_PENDING')
    .executeTakeFirst();
  const added = await db
    .updateTable('lock_office_mode_slots')
    .set({ status: 'ASSIGNED' })
    .where('lock_id', '=', lockId)
    .where('status', '=', 'ASSIGNMENT_PENDING')
    .executeTakeFirst();
  return Number(removed.numDeletedRows) + Number(added.numUpdatedRows);
}

async function applyAreaAssignments(db: Db, lockId: number): Promise<number> {
  const removed = await db
    .deleteFrom('area_locks')
    .where('lock_id', '=', lockId)
    .where('status', '=', 'REMOVAL_PENDING')
    .executeTakeFirst();
  const added = await db
    .updateTable('area_locks')
    .set({ status: 'ASSIGNED' })
    .where('lock_id', '=', lockId)
    .where('status', '=', 'ASSIGNMENT_PENDING')
    .executeTakeFirst();
  return Number(removed.numDeletedRows) + Number(added.numUpdatedRows);
}

async function applyShares(db: Db, view: LockInEnv, now: string): Promise<Pick<SyncOutcome, 'sharesActivated' | 'sharesEnded'>> {
  const lockId = view.lock.id;
  const activated = await db
    .updateTable('lock_shares')
    .set({ status: 'ACTIVATED', activated_at: now, updated_at: now })
    .where('lock_id', '=', lockId)
    .where('status', '=', 'ACTIVATION_PENDING')
    .executeTakeFirst();
  const ending = await db
    .selectFrom('lock_shares')
    .select(['id', 'environment_id'])
    .where('lock_id', '=', lockId)
    .where('status', '=', 'DEACTIVATION_PENDING')
    .execute();
  for (const share of ending) {
    await deleteLockData(db, lockId, share.environment_id);
    await db.deleteFrom('lock_shares').where('id', '=', share.id).execute();
  }
  return { sharesActivated: Number(activated.numUpdatedRows), sharesEnded: ending.length };
}

async function markBlacklistReceived(db: Db, lockId: number): Promise<number> {
  const result = await db
    .updateTable('blacklist_entries')
    .set({ synchronized_on_lock: 1 })
    .where('lock_id', '=', lockId)
    // A literal, as the condition of the index of waiting entries (migration 029) states it:
    // PostgreSQL's generic plan of a bound 0 read every entry the lock ever received.
    .where(sql<SqlBool>`synchronized_on_lock = 0`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

async function receiveAuthorizationsOfLock(
  db: Db,
  lockId: number,
  now: string,
): Promise<Pick<SyncOutcome, 'authorizationsSynchronized' | 'authorizationsDeleted'>> {
  const scope = ofLockAndAreas(lockId, await areasOnLock(db, lockId));
  return {
    authorizationsSynchronized: await receiveAuthorizations(db, scope, now),
    authorizationsDeleted: await completeDeletions(db, scope),
  };
}

async function stampSynchronized(db: Db, lock: LockRow, now: string): Promise<void> {
  const calendar = await findCalendarRow(db, lock.environment_id);
  await db
    .updateTable('locks')
    .set({ last_synchronized_on: now, clock_invalid: 0, holiday_calendar_synced_version: calendar?.version ?? null })
    .where('id', '=', lock.id)
    .execute();
}
