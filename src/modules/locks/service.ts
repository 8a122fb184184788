import type { Insertable } from 'kysely';
import type { LockAccessSettings } from './access-settings.ts';
import { requireCalendar } from '../holiday-calendars/index.ts';
import { badRequest, conflict, forbidden, invalidField, notFound, staleVersion, type FieldError } from '../../kernel/errors.ts';
import { desiredDeviceSettings, type AnonymizeEventLog, type AnonymizeEventLogType } from './device-settings.ts';
import { LATEST_FIRMWARE } from './maintenance-rules.ts';
import { appliedSlots } from './office-mode.ts';
import { lockEventType, type LockChange } from './protocol-events.ts';
import { ianaZoneName } from './timezone.ts';
import {
  LOCK_TECHNOLOGIES,
  LOCK_TYPES,
  type LockTechnology,
  type LockType,
  type Ownership,
  type ShareStatus,
} from '../../kernel/db/lock-types.ts';
import { toIso } from '../../kernel/time.ts';
import type { LockTable } from '../../kernel/db/lock-tables.ts';
import { toBool, type Page, type PageRequest } from '../../kernel/db/query-helpers.ts';
import { insertOrRefuse } from '../../kernel/db/unique-violation.ts';
import { updateIfVersion } from '../../kernel/db/versioned.ts';
import { envNow, inTransaction, type Db, type Deps, type RequestContext } from '../../kernel/context.ts';
import { ensureCalendarRow, findCalendarRow, holidayPeriodsOf } from '../holiday-calendars/index.ts';
import { appliedDeviceSettings, officeModeSlotsOf, pendingDeviceSettings } from './device-state.ts';
import {
  loadLockInEnv,
  loadLocksInEnv,
  loadWireLocks,
  lockFromView,
  simpleLockFromView,
  visibleLocksQuery,
  type Lock,
  type LockDoor,
  type LockInEnv,
  type SimpleLock,
} from './rows.ts';
import { recordSystemEvent, type LockFacts } from '../protocol-log/index.ts';
import { prepared } from '../../kernel/db/prepared.ts';

export type { Lock, LockDoor, SimpleLock } from './rows.ts';

/**
 * A lock as one environment sees it, with what access decisions need: the settings the lock runs
 * with now (changes waiting for its next synchronization are not in effect yet).
 */
export interface VisibleLock extends Omit<LockAccessSettings, 'permanentOpeningActive'> {
  id: number;
  lockIdentifier: string;
  lockType: LockType;
  ownership: Ownership;
  /** The owner environment; also the lock's `lockingSystemId`. */
  ownerEnvironmentId: number;
  lockingSystemId: number;
  removalRequested: boolean;
  /** SimpleLock wire form as this environment sees it (alternative name only when EXTERNAL). */
  simpleLock: SimpleLock;
  /** The holiday calendar of the owner's system (null until it exists). */
  holidayCalendarId: number | null;
  normalReleaseDuration: number;
  extendedReleaseDuration: number;
  /** This environment's anonymisation policy for its protocol of the lock. */
  anonymizeEventLog: AnonymizeEventLog;
  /** EXTERNAL only: the redeemer asked the owner's protocol to leave its data out. */
  anonymizeDataInOwnerProtocol?: boolean;
  /** EXTERNAL only. */
  shareStatus?: ShareStatus;
}

export function anonymizeEventLogOf(row: { anonymize_event_log_type: string; anonymize_event_log_days: number | null }): AnonymizeEventLog {
  const type = row.anonymize_event_log_type as AnonymizeEventLogType;
  return type === 'LIMITED' && row.anonymize_event_log_days !== null ? { type, daysToKeep: row.anonymize_event_log_days } : { type };
}

/** The lock `lockId` as environment `envId` sees it (own or shared in), or undefined. */
export async function findVisibleLock(db: Db, envId: number, lockId: number): Promise<VisibleLock | undefined> {
  const view = await loadLockInEnv(db, envId, lockId);
  if (!view) return undefined;
  const { lock, share } = view;
  const applied = appliedDeviceSettings(lock);
  // Side by side: on PostgreSQL each is a round trip of its own.
  const [calendar, officeModeSlots] = await Promise.all([findCalendarRow(db, lock.environment_id), officeModeSlotsOf(db, [lock.id])]);
  // A deactivated calendar has no holidays for any lock.
  const holidaysOn = applied.holidayCalendarEnabled && calendar !== undefined && toBool(calendar.active);
  const holidaySlots = holidaysOn ? await holidayPeriodsOf(db, calendar.id) : [];
  const slots = appliedSlots(officeModeSlots.get(lock.id)!).map(({ type, weekday, opensAt, closesAt }) => ({
    type,
    weekday,
    closesAt,
    ...(opensAt ? { opensAt } : {}),
  }));
  const wire = lockFromView(view);
  return {
    id: lock.id,
    lockIdentifier: lock.lock_identifier,
    lockType: lock.lock_type,
    ownership: view.ownership,
    ownerEnvironmentId: lock.environment_id,
    lockingSystemId: lock.environment_id,
    removalRequested: wire.removalRequested,
    simpleLock: simpleLockFromView(view),
    timezone: applied.timezone,
    holidayCalendarEnabled: holidaysOn,
    holidayCalendarId: calendar?.id ?? null,
    holidaySlots,
    manualOfficeModeEnabled: applied.manualOfficeModeEnabled,
    automaticOfficeModeEnabled: applied.automaticOfficeModeEnabled,
    officeModeSlots: slots,
    normalReleaseDuration: applied.normalReleaseDuration,
    extendedReleaseDuration: applied.extendedReleaseDuration,
    anonymizeEventLog: anonymizeEventLogOf(share ?? lock),
    ...(share ? { anonymizeDataInOwnerProtocol: toBool(share.anonymize_data_in_owner_protocol), shareStatus: share.status } : {}),
  };
}

/**
 * Which assignments count: `onLock` = what the lock runs with (ASSIGNED, and REMOVAL_PENDING
 * until the lock has synchronized); `planned` = what it will run with (ASSIGNED and
 * ASSIGNMENT_PENDING), as the interface lists areas and their locks.
 */
export type AreaMembership = 'onLock' | 'planned';

const MEMBER_STATUSES = { onLock: ['ASSIGNED', 'REMOVAL_PENDING'], planned: ['ASSIGNED', 'ASSIGNMENT_PENDING'] } as const;

/** One side of the area–lock assignments of an environment, given the other side. */
async function assignedIds(
  db: Db,
  envId: number,
  want: 'lock_id' | 'area_id',
  given: number,
  membership: AreaMembership,
): Promise<number[]> {
  const rows = await db
    .selectFrom('area_locks')
    .select(want)
    .where('environment_id', '=', envId)
    .where(want === 'lock_id' ? 'area_id' : 'lock_id', '=', given)
    .where('status', 'in', [...MEMBER_STATUSES[membership]])
    .orderBy(want)
    .execute();
  return rows.map((r) => Number((r as Record<string, unknown>)[want]));
}

/** Ids of the locks in an area of environment `envId`, ascending. */
export function lockIdsOfArea(db: Db, envId: number, areaId: number, membership: AreaMembership = 'onLock'): Promise<number[]> {
  return assignedIds(db, envId, 'lock_id', areaId, membership);
}

/** Ids of the areas of environment `envId` a lock belongs to, ascending. */
export function areaIdsOfLock(db: Db, envId: number, lockId: number, membership: AreaMembership = 'onLock'): Promise<number[]> {
  return assignedIds(db, envId, 'area_id', lockId, membership);
}

const areaById = prepared((db, p: { envId: number; areaId: number }) =>
  db.selectFrom('areas').select('id').where('environment_id', '=', p.envId).where('id', '=', p.areaId),
);

export async function areaExists(db: Db, envId: number, areaId: number): Promise<boolean> {
  return (await areaById(db, { envId, areaId })).length > 0;
}

/** The lock as the caller sees it; 404 when it is not visible from the caller's environment. */
export async function requireLockInEnv(db: Db, ctx: RequestContext, lockId: number): Promise<LockInEnv> {
  const view = await loadLockInEnv(db, ctx.env.id, lockId);
  if (!view) throw notFound('Lock', lockId);
  return view;
}

/** Owner-only operations: 404 for locks the caller cannot see, 403 for EXTERNAL ones. */
export async function requireOwnLock(db: Db, ctx: RequestContext, lockId: number): Promise<LockInEnv> {
  const view = await requireLockInEnv(db, ctx, lockId);
  if (view.ownership !== 'OWNER')
    throw forbidden('NOT_LOCK_OWNER', `only the owner of lock ${lockId} can do this; it is shared with your system`);
  return view;
}

/** Protocol reference of a lock and the name that fills the `@cylinderNumber` placeholder. */
export function lockEventRef(view: LockInEnv) {
  return { lockId: view.lock.id, lockIdentifier: view.lock.lock_identifier };
}

/** What a lock protocol entry records of the lock, from the lock as the caller read it. */
export function lockFactsOfView({ lock, share, ownership }: LockInEnv): LockFacts {
  return {
    ownerEnvId: Number(lock.environment_id),
    lockIdentifier: lock.lock_identifier,
    lockType: lock.lock_type,
    timezone: lock.timezone,
    // A redeemer's share may ask the owner's protocol to leave the redeemer's data out.
    anonymousToOwner: ownership === 'EXTERNAL' && share?.anonymize_data_in_owner_protocol === 1,
  };
}

export function lockEventFields(view: LockInEnv, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const door = view.share?.alternative_door_name ?? view.lock.door_name;
  return { cylinderNumber: view.lock.lock_identifier, ...(door ? { name: door } : {}), ...extra };
}

/** System protocol entry of a change of a lock (event type by lock type, see domain/locks/protocol-events.ts). */
export function recordLockChange(db: Db, ctx: RequestContext, change: LockChange, view: LockInEnv, extra: Record<string, unknown> = {}) {
  return recordSystemEvent(db, ctx, {
    type: lockEventType(change, view.lock.lock_type),
    fields: lockEventFields(view, extra),
    ...lockEventRef(view),
  });
}

const ownLocksOf = prepared((db, p: { envId: number }) =>
  db.selectFrom('locks').selectAll().where('environment_id', '=', p.envId).orderBy('id'),
);

/** Own locks whose (planned) settings use the environment's holiday calendar, ascending. */
export async function lockIdsUsingCalendar(db: Db, envId: number): Promise<number[]> {
  const rows = await ownLocksOf(db, { envId });
  return rows
    .filter((row) => desiredDeviceSettings(appliedDeviceSettings(row), pendingDeviceSettings(row)).holidayCalendarEnabled)
    .map((r) => r.id);
}

export interface LockFilter {
  calendarId?: number;
  lockingSystemId?: number;
}

export async function listLocks(deps: Deps, ctx: RequestContext, filter: LockFilter, page: PageRequest): Promise<Page<Lock>> {
  const db = deps.store.db;
  let ids: number[];
  if (filter.calendarId !== undefined) {
    const calendar = await findCalendarRow(db, ctx.env.id);
    const onCalendar = calendar && calendar.id === filter.calendarId ? await lockIdsUsingCalendar(db, ctx.env.id) : [];
    ids = filter.lockingSystemId === undefined || filter.lockingSystemId === ctx.env.id ? onCalendar : [];
  } else {
    ids = await visibleLockIds(db, ctx.env.id, filter.lockingSystemId);
  }
  return pageOfWireLocks(db, ctx.env.id, ids, page);
}

/** Ids of the locks an environment sees (own and shared in), ascending; of one locking system when given. */
async function visibleLockIds(db: Db, envId: number, lockingSystemId?: number): Promise<number[]> {
  return (await visibleLockIdsOf(db, { envId, lockingSystemId })).map((r) => r.id);
}

const visibleLockIdsOf = prepared((db, p: { envId: number; lockingSystemId?: number }) => {
  let query = visibleLocksQuery(db, p.envId);
  if (p.lockingSystemId !== undefined) query = query.where('l.environment_id', '=', p.lockingSystemId);
  return query.select('l.id').orderBy('l.id');
});

/** One page of the given lock ids: `load` reads the page's locks, `as` makes each item. */
async function pageOfLocks<V, T>(
  ids: number[],
  page: PageRequest,
  load: (ids: number[]) => Promise<V[]>,
  as: (view: V) => T,
): Promise<Page<T>> {
  const views = await load(ids.slice(page.offset, page.offset + page.limit));
  return { offset: page.offset, total: ids.length, items: views.map(as) };
}

/** One page of the given lock ids as the interface's Locks, each as `envId` sees it. */
function pageOfWireLocks(db: Db, envId: number, ids: number[], page: PageRequest): Promise<Page<Lock>> {
  return pageOfLocks(ids, page, (slice) => loadWireLocks(db, envId, slice), lockFromView);
}

/** A lock as the web administration lists it: the interface's Lock and its time zone. */
export interface LockOverview extends Lock {
  /** The time zone the lock runs with after its next synchronization. */
  timezone: string;
  /** Device settings are waiting for the lock's next synchronization. */
  settingsPending: boolean;
}

function lockOverviewOf(view: LockInEnv): LockOverview {
  const pending = pendingDeviceSettings(view.lock);
  return {
    ...lockFromView(view),
    timezone: desiredDeviceSettings(appliedDeviceSettings(view.lock), pending).timezone,
    settingsPending: Object.keys(pending).length > 0,
  };
}

/** The locks the caller's environment sees, a page at a time, for the web administration. */
export async function listLockOverviews(deps: Deps, ctx: RequestContext, page: PageRequest): Promise<Page<LockOverview>> {
  const db = deps.store.db;
  return pageOfLocks(await visibleLockIds(db, ctx.env.id), page, (slice) => loadLocksInEnv(db, ctx.env.id, slice), lockOverviewOf);
}

/** One lock for the web administration; 404 when the caller's environment does not see it. */
export async function getLockOverview(deps: Deps, ctx: RequestContext, lockId: number): Promise<LockOverview> {
  return lockOverviewOf(await requireLockInEnv(deps.store.db, ctx, lockId));
}

export async function getLock(deps: Deps, ctx: RequestContext, lockId: number): Promise<Lock> {
  return lockFromView(await requireLockInEnv(deps.store.db, ctx, lockId));
}

export interface LockUpdate {
  id: number;
  version: number;
  lockDoor: LockDoor;
  comment?: string;
}

/** Door fields only the owner names; an EXTERNAL lock may send them back unchanged. */
const OWNER_DOOR_FIELDS = [
  ['name', 'door_name'],
  ['additionalInformation', 'door_additional_information'],
  ['location', 'door_location'],
] as const;

/** The lengths the interface's schema allows, for callers that send forms (web administration). */
const DOOR_FIELD_MAX_LENGTHS = { name: 50, additionalInformation: 50, location: 250, alternativeName: 50 } as const;
const COMMENT_MAX_LENGTH = 500;

function checkLockUpdate(input: LockUpdate): void {
  const errors: FieldError[] = Object.entries(DOOR_FIELD_MAX_LENGTHS)
    .filter(([field, max]) => (input.lockDoor[field as keyof LockDoor]?.length ?? 0) > max)
    .map(([field, max]) => ({ field: `/lockDoor/${field}`, message: `must be at most ${max} characters` }));
  if ((input.comment?.length ?? 0) > COMMENT_MAX_LENGTH) {
    errors.push({ field: '/comment', message: `must be at most ${COMMENT_MAX_LENGTH} characters` });
  }
  if (errors.length > 0) throw badRequest('VALIDATION_FAILED', errors.map((e) => `${e.field}: ${e.message}`).join('; '), errors);
}

/**
 * Saves comment and door data with the version read. The owner changes the door; a system the
 * lock is shared with changes only its own comment and alternative door name.
 */
export async function updateLock(deps: Deps, ctx: RequestContext, input: LockUpdate): Promise<Lock> {
  checkLockUpdate(input);
  return inTransaction(deps, async (tx) => {
    const view = await requireLockInEnv(tx, ctx, input.id);
    const now = toIso(envNow(ctx.env));
    const door = input.lockDoor;
    let outcome;
    if (view.ownership === 'OWNER') {
      if (door.alternativeName) {
        throw invalidField(
          '/lockDoor/alternativeName',
          'can only be set for locks with ownership EXTERNAL; the door name of your own lock is name',
        );
      }
      outcome = await updateIfVersion(
        tx,
        'locks',
        { environmentId: ctx.env.id, id: input.id, version: input.version },
        {
          door_name: door.name ?? null,
          door_additional_information: door.additionalInformation ?? null,
          door_location: door.location ?? null,
          comment: input.comment ?? null,
          updated_at: now,
        },
      );
    } else {
      const refused: FieldError[] = OWNER_DOOR_FIELDS.filter(
        ([wire, column]) => door[wire] != null && door[wire] !== view.lock[column],
      ).map(([wire]) => ({ field: `/lockDoor/${wire}`, message: 'is set by the owner of the lock; set alternativeName instead' }));
      if (refused.length > 0)
        throw badRequest(
          'OWNER_ONLY_FIELD',
          `lock ${input.id} is shared with your system: only its owner changes ${refused.map((f) => f.field).join(', ')}`,
          refused,
        );
      outcome = await updateIfVersion(
        tx,
        'lock_shares',
        { environmentId: ctx.env.id, id: view.share!.id, version: input.version },
        {
          alternative_door_name: door.alternativeName ?? null,
          comment: input.comment ?? null,
          updated_at: now,
        },
      );
    }
    if (outcome === 'missing') throw notFound('Lock', input.id);
    if (outcome === 'stale') throw staleVersion('Lock', input.id);
    const updated = (await loadLockInEnv(tx, ctx.env.id, input.id))!;
    await recordLockChange(tx, ctx, 'EDIT', updated);
    return lockFromView(updated);
  });
}

async function setRemovalRequested(deps: Deps, ctx: RequestContext, lockId: number, requested: boolean): Promise<Lock> {
  return inTransaction(deps, async (tx) => {
    await requireOwnLock(tx, ctx, lockId);
    // The state check and the change are one conditional update: of concurrent requests exactly
    // one finds the lock in the other state, the rest are told it already is in this one.
    const changed = await tx
      .updateTable('locks')
      .set((eb) => ({ removal_requested: Number(requested), version: eb('version', '+', 1), updated_at: toIso(envNow(ctx.env)) }))
      .where('id', '=', lockId)
      .where('environment_id', '=', ctx.env.id)
      .where('removal_requested', '=', Number(!requested))
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) {
      throw requested
        ? badRequest('REMOVAL_ALREADY_REQUESTED', `lock ${lockId} is already marked for removal`)
        : badRequest('REMOVAL_NOT_REQUESTED', `lock ${lockId} is not marked for removal`);
    }
    const updated = (await loadLockInEnv(tx, ctx.env.id, lockId))!;
    if (requested) await recordLockChange(tx, ctx, 'INITIATE_REMOVE', updated);
    else await recordLockChange(tx, ctx, 'EDIT', updated, { removalRequested: false });
    return lockFromView(updated);
  });
}

/** Marks an own lock for removal; it leaves the system when it next synchronizes. */
export function requestLockRemoval(deps: Deps, ctx: RequestContext, lockId: number): Promise<Lock> {
  return setRemovalRequested(deps, ctx, lockId, true);
}

export function abortLockRemoval(deps: Deps, ctx: RequestContext, lockId: number): Promise<Lock> {
  return setRemovalRequested(deps, ctx, lockId, false);
}

export interface LockRegistration {
  lockIdentifier: string;
  lockType: LockType;
  lockTechnology: LockTechnology;
  doorName: string;
  timezone: string;
  additionalInformation?: string;
  location?: string;
  appletVersion?: string;
}

/** Defaults of a newly registered lock (the web administration's defaults). */
export const NEW_LOCK_DEFAULTS = {
  normalReleaseDuration: 5,
  extendedReleaseDuration: 20,
  unlockSyncMode: 'PERIODICALLY',
} as const;

export type NewLockRow = Omit<Insertable<LockTable>, 'id'>;

/** A complete `locks` row of a lock that has just been set up (default settings, synchronized now). */
export function newLockValues(envId: number, input: LockRegistration, now: string, calendarVersion: number | null): NewLockRow {
  return {
    environment_id: envId,
    version: 1,
    lock_identifier: input.lockIdentifier,
    lock_type: input.lockType,
    lock_technology: input.lockTechnology,
    door_name: input.doorName,
    door_additional_information: input.additionalInformation ?? null,
    door_location: input.location ?? null,
    comment: null,
    removal_requested: 0,
    applet_version: input.appletVersion ?? LATEST_FIRMWARE[input.lockType],
    pic_version: null,
    motor_pic_version: null,
    battery_status: 'OK',
    clock_invalid: 0,
    settings_version: 1,
    timezone: input.timezone,
    holiday_calendar_enabled: 0,
    manual_office_mode_enabled: 0,
    automatic_office_mode_enabled: 0,
    normal_release_duration: NEW_LOCK_DEFAULTS.normalReleaseDuration,
    extended_release_duration: NEW_LOCK_DEFAULTS.extendedReleaseDuration,
    rs485_log_output_enabled: 0,
    unlock_sync_mode: NEW_LOCK_DEFAULTS.unlockSyncMode,
    allow_handsfree_mode: 0,
    anonymize_event_log_type: 'NEVER',
    anonymize_event_log_days: null,
    pending_settings: null,
    holiday_calendar_synced_version: calendarVersion,
    last_synchronized_on: now,
    created_at: now,
    updated_at: now,
  };
}

function checkRegistration(input: LockRegistration): string {
  if (!/^[A-Za-z0-9-]{1,16}$/.test(input.lockIdentifier)) throw invalidField('lockIdentifier', 'must be 1 to 16 letters, digits or dashes');
  // The CLI and the web administration pass what an operator typed or chose: checked here for both.
  if (!LOCK_TYPES.includes(input.lockType)) throw invalidField('lockType', `must be one of ${LOCK_TYPES.join(', ')}`);
  if (!LOCK_TECHNOLOGIES.includes(input.lockTechnology)) {
    throw invalidField('lockTechnology', `must be one of ${LOCK_TECHNOLOGIES.join(', ')}`);
  }
  if (input.doorName.length < 1 || input.doorName.length > 50) throw invalidField('doorName', 'must be 1 to 50 characters');
  const zone = ianaZoneName(input.timezone);
  if (!zone) throw invalidField('timezone', `${input.timezone} is not an IANA time zone name such as Europe/Vienna`);
  return zone;
}

/**
 * Registers a lock in an environment (an administration task: the interface cannot do it). The
 * lock was just set up with a card reader or phone, so it counts as synchronized now.
 */
export function registerLock(deps: Deps, ctx: RequestContext, input: LockRegistration): Promise<Lock> {
  return inTransaction(deps, async (tx) => lockFromView(await registerLockIn(tx, ctx, input)));
}

/**
 * registerLock inside the caller's transaction, for a use case that does more with the new lock
 * in the same transaction (the device credential issued with it).
 */
export async function registerLockIn(tx: Db, ctx: RequestContext, input: LockRegistration): Promise<LockInEnv> {
  const timezone = checkRegistration(input);
  let taken = tx
    .selectFrom('locks as l')
    .innerJoin('environments as e', 'e.id', 'l.environment_id')
    .select('l.id')
    .where('l.lock_identifier', '=', input.lockIdentifier);
  // A device belongs to one production system; each test environment has its own sandbox locks.
  taken = ctx.env.kind === 'PRODUCTION' ? taken.where('e.kind', '=', 'PRODUCTION') : taken.where('l.environment_id', '=', ctx.env.id);
  if (await taken.executeTakeFirst()) throw conflict('LOCK_ALREADY_REGISTERED', `lock ${input.lockIdentifier} is already registered`);
  const now = toIso(envNow(ctx.env));
  const calendar = await ensureCalendarRow(tx, ctx.env.id, now);
  const row = await insertOrRefuse(
    tx
      .insertInto('locks')
      .values(newLockValues(ctx.env.id, { ...input, timezone }, now, calendar.version))
      .returning('id')
      .executeTakeFirstOrThrow(),
    () => conflict('LOCK_ALREADY_REGISTERED', `lock ${input.lockIdentifier} is already registered`),
  );
  const view = (await loadLockInEnv(tx, ctx.env.id, row.id))!;
  await recordLockChange(tx, ctx, 'REGISTER', view);
  return view;
}

/** Every lock an environment sees, for the administration (not paged). */
export async function allLocksOfEnvironment(db: Db, envId: number): Promise<Lock[]> {
  return (await loadWireLocks(db, envId, await visibleLockIds(db, envId))).map(lockFromView);
}

/** The locks that apply the holiday calendar (GET /v1/holiday-calendars/{id}/locks). */
export async function listCalendarLocks(deps: Deps, ctx: RequestContext, calendarId: number, page: PageRequest): Promise<Page<Lock>> {
  await requireCalendar(deps.store.db, ctx, calendarId);
  return pageOfWireLocks(deps.store.db, ctx.env.id, await lockIdsUsingCalendar(deps.store.db, ctx.env.id), page);
}

/**
 * Rows of other capabilities that name the lock, of one environment when given (a share that ends
 * takes the redeemer's rows only; a removed lock's rows would also go by their foreign keys).
 */
export async function deleteLockData(db: Db, lockId: number, envId?: number): Promise<void> {
  for (const table of ['authorizations', 'blacklist_entries', 'area_locks'] as const) {
    let query = db.deleteFrom(table as 'area_locks').where('lock_id', '=', lockId);
    if (envId !== undefined) query = query.where('environment_id', '=', envId);
    await query.execute();
  }
}
