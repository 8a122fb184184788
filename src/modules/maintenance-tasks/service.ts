import { sql, type RawBuilder } from 'kysely';
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

/**
 * For each of the locks `lockIds`, whether anything waits for it: one row per lock with a flag
 * for each kind, each an index search that stops at the first waiting row. The conditions are
 * literals, written as the partial indexes of migration 029 state them: an index of only the
 * waiting rows keeps the search as short with a million synchronized authorizations on the lock
 * as with none.
 */
const waitingRowsOf = prepared(function waitingLocksQuery(db, p: { envId: number; lockIds: number[] }) {
  return db
    .selectFrom('locks as l')
    .where('l.id', 'in', p.lockIds)
    .select(({ exists, selectFrom }) => {
      // Whether a row `w` of the environment waits for lock `l`. The three tables share the two
      // columns named here; typed as one of them, the builder checks those names.
      const waitingIn = (table: 'area_locks' | 'blacklist_entries' | 'authorizations', waiting: RawBuilder<boolean>) =>
        exists(
          selectFrom(`${table} as w` as 'authorizations as w')
            .select(sql.lit(1).as('waiting'))
            .where('w.environment_id', '=', p.envId)
            .whereRef('w.lock_id', '=', 'l.id')
            .where(waiting),
        );
      return [
        'l.id as lock_id',
        waitingIn('area_locks', sql`w.status != 'ASSIGNED'`).as('areas'),
        waitingIn('blacklist_entries', sql`w.synchronized_on_lock = 0`).as('blacklist'),
        waitingIn('authorizations', sql`(w.current_state in ('CREATED', 'MODIFIED') or w.deletion_requested = 1)`).as('authorizations'),
        // The lock's own slots: its owner's rows, as officeModeSlotsOf reads them.
        exists(
          selectFrom('lock_office_mode_slots as o')
            .select(sql.lit(1).as('waiting'))
            .whereRef('o.lock_id', '=', 'l.id')
            .where(sql<boolean>`o.status != 'ASSIGNED'`),
        ).as('officeModeSlots'),
      ];
    });
});

/** Locks (of `lockIds`) with changes that wait for them, by kind. */
async function locksWaitingFor(db: Db, envId: number, lockIds: number[]) {
  const waiting: Record<WaitingKind, Set<number>> = {
    areas: new Set(),
    blacklist: new Set(),
    authorizations: new Set(),
    officeModeSlots: new Set(),
  };
  if (lockIds.length === 0) return waiting;
  for (const row of await waitingRowsOf(db, { envId, lockIds })) {
    for (const kind of Object.keys(waiting) as WaitingKind[]) if (row[kind]) waiting[kind].add(Number(row.lock_id));
  }
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
