import { sql, type NotNull } from 'kysely';
import { DEVICE_SETTING_TASKS, type DeviceSettingName } from '../locks/index.ts';
import { maintenanceTasksOf, type MaintenanceTask } from '../locks/index.ts';
import { pendingDeviceSettings } from '../locks/index.ts';
import { containsPatternOf, matchesPattern, toBool, type Page, type PageRequest } from '../../kernel/db/query-helpers.ts';
import { prepared } from '../../kernel/db/prepared.ts';
import type { Db, Deps, RequestContext } from '../../kernel/context.ts';
import { findCalendarRow } from '../holiday-calendars/index.ts';
import { loadMaintenanceLocks, simpleLockFromView, visibleLocksQuery, type MaintenanceLockView, type SimpleLock } from '../locks/index.ts';

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

type WaitingKind = 'areas' | 'blacklist' | 'authorizations' | 'officeModeSlots';

const waitingRowsOf = prepared(function waitingLocksQuery(db, p: { envId: number; lockIds: number[] }) {
  const kind = (name: WaitingKind) => sql.lit(name).as('kind');
  return db
    .selectFrom('area_locks')
    .select([kind('areas'), 'lock_id'])
    .where('environment_id', '=', p.envId)
    .where('lock_id', 'in', p.lockIds)
    .where('status', '!=', 'ASSIGNED')
    .unionAll(
      db
        .selectFrom('blacklist_entries')
        .select([kind('blacklist'), 'lock_id'])
        .where('environment_id', '=', p.envId)
        .where('lock_id', 'in', p.lockIds)
        .where('synchronized_on_lock', '=', 0),
    )
    .unionAll(
      db
        .selectFrom('authorizations')
        .select([kind('authorizations'), 'lock_id'])
        .where('environment_id', '=', p.envId)
        .where('lock_id', 'in', p.lockIds)
        .where((eb) => eb.or([eb('current_state', 'in', ['CREATED', 'MODIFIED']), eb('deletion_requested', '=', 1)]))
        .$narrowType<{ lock_id: NotNull }>(),
    )
    .unionAll(
      db
        .selectFrom('lock_office_mode_slots')
        .select([kind('officeModeSlots'), 'lock_id'])
        .where('lock_id', 'in', p.lockIds)
        .where('status', '!=', 'ASSIGNED'),
    );
});

/**
 * Locks (of `lockIds`) with changes that wait for them: the environment's area assignments,
 * blacklist entries and authorizations, and the lock's own office mode slots (its owner's rows,
 * as `officeModeSlotsOf` reads them). One statement: each of the four is an index search, and
 * their rows go into sets, so the compound keeps duplicates instead of sorting them out.
 */
async function locksWaitingFor(db: Db, envId: number, lockIds: number[]) {
  const waiting: Record<WaitingKind, Set<number>> = {
    areas: new Set(),
    blacklist: new Set(),
    authorizations: new Set(),
    officeModeSlots: new Set(),
  };
  if (lockIds.length === 0) return waiting;
  const rows = await waitingRowsOf(db, { envId, lockIds });
  for (const row of rows) waiting[row.kind].add(Number(row.lock_id));
  return waiting;
}

/** The open maintenance tasks of locks as environment `envId` sees them, derived from their state. */
export async function maintenanceTasksOfLocks(
  db: Db,
  envId: number,
  views: MaintenanceLockView[],
): Promise<Map<number, MaintenanceTask[]>> {
  const ids = views.map((v) => v.lock.id);
  const [waiting, calendar] = await Promise.all([locksWaitingFor(db, envId, ids), findCalendarRow(db, envId)]);
  const out = new Map<number, MaintenanceTask[]>();
  for (const { lock, ownership } of views) {
    const pending = pendingDeviceSettings(lock);
    const usesCalendar = pending.holidayCalendarEnabled ?? toBool(lock.holiday_calendar_enabled);
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

/** Ids of the visible locks a filter matches; the identifier lowercased, the door names as patterns (containsPattern). */
const lockIdsMatching = prepared((db, p: MaintenanceTaskFilter & { envId: number }) => {
  let query = visibleLocksQuery(db, p.envId);
  if (p.lockId !== undefined) query = query.where('l.id', '=', p.lockId);
  if (p.lockIdentifier !== undefined) query = query.where(sql`lower(l.lock_identifier)`, '=', p.lockIdentifier);
  if (p.doorName !== undefined) query = query.where(matchesPattern('l.door_name', p.doorName));
  if (p.alternativeDoorName !== undefined) query = query.where(matchesPattern('s.alternative_door_name', p.alternativeDoorName));
  return query.select('l.id').orderBy('l.id');
});

/** Locks with at least one open task, ascending by lock id, paged after the derivation. */
export async function listMaintenanceTasks(
  deps: Deps,
  ctx: RequestContext,
  filter: MaintenanceTaskFilter,
  page: PageRequest,
): Promise<Page<LockMaintenanceTask>> {
  const db = deps.store.db;
  const found = await lockIdsMatching(db, {
    envId: ctx.env.id,
    lockId: filter.lockId,
    lockIdentifier: filter.lockIdentifier ? filter.lockIdentifier.toLowerCase() : undefined,
    doorName: containsPatternOf(filter.doorName),
    alternativeDoorName: containsPatternOf(filter.alternativeDoorName),
  });
  const ids = found.map((r) => r.id);
  const views = await loadMaintenanceLocks(db, ctx.env.id, ids);
  const tasks = await maintenanceTasksOfLocks(db, ctx.env.id, views);
  const withTasks = views
    .filter((v) => tasks.get(v.lock.id)!.length > 0)
    .map((v) => ({ lock: simpleLockFromView(v), maintenanceTaskList: tasks.get(v.lock.id)! }));
  return { offset: page.offset, total: withTasks.length, items: withTasks.slice(page.offset, page.offset + page.limit) };
}
