import { sql, type NotNull } from 'kysely';
import { DEVICE_SETTING_TASKS, type DeviceSettingName } from '../locks/index.ts';
import { maintenanceTasksOf, type MaintenanceTask } from '../locks/index.ts';
import { appliedDeviceSettings, pendingDeviceSettings } from '../locks/index.ts';
import { containsInsensitive, toBool, type Page, type PageRequest } from '../../kernel/db/query-helpers.ts';
import type { Db, Deps, RequestContext } from '../../kernel/context.ts';
import { findCalendarRow } from '../holiday-calendars/index.ts';
import { loadLocksInEnv, simpleLockFromView, visibleLocksQuery, type LockInEnv, type SimpleLock } from '../locks/index.ts';

export interface LockMaintenanceTask {
  lock: SimpleLock;
  maintenanceTaskList: MaintenanceTask[];
}

export interface MaintenanceTaskFilter {
  lockId?: number;
  lockIdentifier?: string;
  /** Part of the owner's door name (never matches alternative names). */
  doorName?: string;
  /** Part of the viewer's alternative door name (EXTERNAL locks only). */
  alternativeDoorName?: string;
}

/**
 * Locks (of `lockIds`) with changes that wait for them: the environment's area assignments,
 * blacklist entries and authorizations, and the lock's own office mode slots (its owner's rows,
 * as `officeModeSlotsOf` reads them). One statement: each of the four is an index search.
 */
async function locksWaitingFor(db: Db, envId: number, lockIds: number[]) {
  const waiting = {
    areas: new Set<number>(),
    blacklist: new Set<number>(),
    authorizations: new Set<number>(),
    officeModeSlots: new Set<number>(),
  };
  if (lockIds.length === 0) return waiting;
  const kind = (name: keyof typeof waiting) => sql.lit(name).as('kind');
  const rows = await db
    .selectFrom('area_locks')
    .select([kind('areas'), 'lock_id'])
    .where('environment_id', '=', envId)
    .where('lock_id', 'in', lockIds)
    .where('status', '!=', 'ASSIGNED')
    .union(
      db
        .selectFrom('blacklist_entries')
        .select([kind('blacklist'), 'lock_id'])
        .where('environment_id', '=', envId)
        .where('lock_id', 'in', lockIds)
        .where('synchronized_on_lock', '=', 0),
    )
    .union(
      db
        .selectFrom('authorizations')
        .select([kind('authorizations'), 'lock_id'])
        .where('environment_id', '=', envId)
        .where('lock_id', 'in', lockIds)
        .where((eb) => eb.or([eb('current_state', 'in', ['CREATED', 'MODIFIED']), eb('deletion_requested', '=', 1)]))
        .$narrowType<{ lock_id: NotNull }>(),
    )
    .union(
      db
        .selectFrom('lock_office_mode_slots')
        .select([kind('officeModeSlots'), 'lock_id'])
        .where('lock_id', 'in', lockIds)
        .where('status', '!=', 'ASSIGNED'),
    )
    .execute();
  for (const row of rows) waiting[row.kind].add(Number(row.lock_id));
  return waiting;
}

/** The open maintenance tasks of locks as environment `envId` sees them, derived from their state. */
export async function maintenanceTasksOfLocks(db: Db, envId: number, views: LockInEnv[]): Promise<Map<number, MaintenanceTask[]>> {
  const ids = views.map((v) => v.lock.id);
  const [waiting, calendar] = await Promise.all([locksWaitingFor(db, envId, ids), findCalendarRow(db, envId)]);
  const out = new Map<number, MaintenanceTask[]>();
  for (const { lock, ownership } of views) {
    const pending = pendingDeviceSettings(lock);
    const usesCalendar = pending.holidayCalendarEnabled ?? appliedDeviceSettings(lock).holidayCalendarEnabled;
    out.set(
      lock.id,
      maintenanceTasksOf({
        lockType: lock.lock_type,
        ownership,
        removalRequested: toBool(lock.removal_requested),
        batteryStatus: lock.battery_status,
        clockInvalid: toBool(lock.clock_invalid),
        appletVersion: lock.applet_version ?? undefined,
        pendingSettingTasks: (Object.keys(pending) as DeviceSettingName[]).map((name) => DEVICE_SETTING_TASKS[name]),
        officeModeSlotsPending: waiting.officeModeSlots.has(lock.id),
        holidayCalendarOutdated: usesCalendar && calendar !== undefined && lock.holiday_calendar_synced_version !== calendar.version,
        areaAssignmentsPending: waiting.areas.has(lock.id),
        blacklistPending: waiting.blacklist.has(lock.id),
        authorizationsPending: waiting.authorizations.has(lock.id),
      }),
    );
  }
  return out;
}

/** Locks with at least one open task, ascending by lock id, paged after the derivation. */
export async function listMaintenanceTasks(
  deps: Deps,
  ctx: RequestContext,
  filter: MaintenanceTaskFilter,
  page: PageRequest,
): Promise<Page<LockMaintenanceTask>> {
  const db = deps.store.db;
  let query = visibleLocksQuery(db, ctx.env.id);
  if (filter.lockId !== undefined) query = query.where('l.id', '=', filter.lockId);
  if (filter.lockIdentifier) query = query.where(sql`lower(l.lock_identifier)`, '=', filter.lockIdentifier.toLowerCase());
  if (filter.doorName) query = query.where(containsInsensitive('l.door_name', filter.doorName));
  if (filter.alternativeDoorName) query = query.where(containsInsensitive('s.alternative_door_name', filter.alternativeDoorName));
  const ids = (await query.select('l.id').orderBy('l.id').execute()).map((r) => r.id);
  const views = await loadLocksInEnv(db, ctx.env.id, ids);
  const tasks = await maintenanceTasksOfLocks(db, ctx.env.id, views);
  const withTasks = views
    .filter((v) => tasks.get(v.lock.id)!.length > 0)
    .map((v) => ({ lock: simpleLockFromView(v), maintenanceTaskList: tasks.get(v.lock.id)! }));
  return { offset: page.offset, total: withTasks.length, items: withTasks.slice(page.offset, page.offset + page.limit) };
}
