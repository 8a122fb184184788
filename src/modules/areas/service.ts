import type { Selectable } from 'kysely';
import { badRequest, invalidField, notFound, staleVersion } from '../../kernel/errors.ts';
import { lockingRead } from '../../kernel/db/row-lock.ts';
import { updateIfVersion } from '../../kernel/db/versioned.ts';
import type { AssignmentStatus } from '../../kernel/db/lock-types.ts';
import { toIso } from '../../kernel/time.ts';
import type { AreaTable } from '../../kernel/db/lock-tables.ts';
import { withoutEmpty, type Page, type PageRequest } from '../../kernel/db/query-helpers.ts';
import { envNow, inTransaction, type Db, type Deps, type RequestContext } from '../../kernel/context.ts';
import { assertDistinct } from '../../kernel/list-rules.ts';
import { loadWireLocks, lockFromView, type Lock, type LockInEnv } from '../locks/index.ts';
import { lockEventFields, lockEventRef, requireLockInEnv } from '../locks/index.ts';
import { recordSystemEvent } from '../protocol-log/index.ts';
import { prepared, preparedPage } from '../../kernel/db/prepared.ts';

type AreaRow = Selectable<AreaTable>;

export interface Area {
  id: number;
  version: number;
  name: string;
  comment?: string;
  /** Locks assigned or being assigned (the planned membership). */
  lockList: Lock[];
}

/** An area as seen from one of its locks. */
export interface AssignedArea {
  id: number;
  name?: string;
  status?: AssignmentStatus;
  comment?: string;
}

const PLANNED: AssignmentStatus[] = ['ASSIGNED', 'ASSIGNMENT_PENDING'];

const plannedMembersOf = prepared((db, p: { envId: number; areaIds: number[] }) =>
  db
    .selectFrom('area_locks')
    .select(['area_id', 'lock_id'])
    .where('environment_id', '=', p.envId)
    .where('area_id', 'in', p.areaIds)
    .where('status', 'in', PLANNED)
    .orderBy('lock_id'),
);

async function areasFromRows(db: Db, envId: number, rows: AreaRow[]): Promise<Area[]> {
  const members = rows.length === 0 ? [] : await plannedMembersOf(db, { envId, areaIds: rows.map((r) => r.id) });
  const views = await loadWireLocks(db, envId, [...new Set(members.map((m) => m.lock_id))]);
  const lockById = new Map(views.map((v) => [v.lock.id, lockFromView(v)]));
  return rows.map((row) =>
    withoutEmpty({
      id: row.id,
      version: row.version,
      name: row.name,
      comment: row.comment,
      lockList: members.filter((m) => m.area_id === row.id && lockById.has(m.lock_id)).map((m) => lockById.get(m.lock_id)!),
    }),
  );
}

export interface AreaFilter {
  /** Only areas the lock belongs to (planned membership). */
  lockId?: number;
}

const areaPage = preparedPage(
  (db, p: AreaFilter & { envId: number }) => {
    let query = db.selectFrom('areas').where('environment_id', '=', p.envId);
    if (p.lockId !== undefined) {
      const lockId = p.lockId;
      query = query.where('id', 'in', (eb) =>
        eb
          .selectFrom('area_locks')
          .select('area_id')
          .where('environment_id', '=', p.envId)
          .where('lock_id', '=', lockId)
          .where('status', 'in', PLANNED),
      );
    }
    return query;
  },
  (q) => q.selectAll().orderBy('id'),
);

export async function listAreas(deps: Deps, ctx: RequestContext, filter: AreaFilter, page: PageRequest): Promise<Page<Area>> {
  const db = deps.store.db;
  const { total, rows } = await areaPage(db, { envId: ctx.env.id, lockId: filter.lockId }, page);
  return { offset: page.offset, total, items: await areasFromRows(db, ctx.env.id, rows) };
}

const areaById = prepared((db, p: { envId: number; id: number }) =>
  db.selectFrom('areas').selectAll().where('environment_id', '=', p.envId).where('id', '=', p.id),
);

async function findAreaRow(db: Db, envId: number, areaId: number): Promise<AreaRow | undefined> {
  return (await areaById(db, { envId, id: areaId }))[0];
}

export async function getArea(deps: Deps, ctx: RequestContext, areaId: number): Promise<Area> {
  const row = await findAreaRow(deps.store.db, ctx.env.id, areaId);
  if (!row) throw notFound('Area', areaId);
  return (await areasFromRows(deps.store.db, ctx.env.id, [row]))[0];
}

/** The caller's areas a lock belongs to or is being added to or removed from, by area id. */
export async function assignedAreasOf(db: Db, envId: number, lockId: number): Promise<AssignedArea[]> {
  return (await assignedAreasOfLocks(db, envId, [lockId])).get(lockId)!;
}

const areasOfLocks = prepared((db, p: { envId: number; lockIds: readonly number[] }) =>
  db
    .selectFrom('area_locks as al')
    .innerJoin('areas as a', 'a.id', 'al.area_id')
    .select(['al.lock_id', 'a.id', 'a.name', 'a.comment', 'al.status'])
    .where('al.environment_id', '=', p.envId)
    .where('al.lock_id', 'in', p.lockIds)
    .orderBy('a.id'),
);

/** assignedAreasOf for several locks at once (the web administration's list of locks). */
export async function assignedAreasOfLocks(db: Db, envId: number, lockIds: readonly number[]): Promise<Map<number, AssignedArea[]>> {
  const out = new Map<number, AssignedArea[]>(lockIds.map((id) => [id, []]));
  if (lockIds.length === 0) return out;
  for (const r of await areasOfLocks(db, { envId, lockIds }))
    out.get(r.lock_id)!.push(withoutEmpty({ id: r.id, name: r.name, status: r.status, comment: r.comment }));
  return out;
}

async function requireAreas(db: Db, ctx: RequestContext, areaIds: number[]): Promise<AreaRow[]> {
  assertDistinct(areaIds, '');
  const rows = await db.selectFrom('areas').selectAll().where('environment_id', '=', ctx.env.id).where('id', 'in', areaIds).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return areaIds.map((id) => {
    const row = byId.get(id);
    if (!row) throw notFound('Area', id);
    return row;
  });
}

async function recordAreaEvent(db: Db, ctx: RequestContext, type: string, view: LockInEnv, area: AreaRow): Promise<void> {
  await recordSystemEvent(db, ctx, { type, fields: lockEventFields(view, { area: area.name, areaId: area.id }), ...lockEventRef(view) });
}

function assignedArea(area: AreaRow, status: AssignmentStatus): AssignedArea {
  return withoutEmpty({ id: area.id, name: area.name, status, comment: area.comment });
}

/**
 * Adds a lock (own or shared in) to areas of the caller. The lock learns it at its next
 * synchronization (ASSIGNMENT_PENDING until then); adding it back to an area it is leaving just
 * cancels the removal. Returns the areas named, with their status.
 */
export function assignLockToAreas(deps: Deps, ctx: RequestContext, lockId: number, areaIds: number[]): Promise<AssignedArea[]> {
  return inTransaction(deps, async (tx) => {
    const view = await requireLockInEnv(tx, ctx, lockId);
    const areas = await requireAreas(tx, ctx, areaIds);
    const out: AssignedArea[] = [];
    for (const area of areas) {
      const existing = await tx
        .selectFrom('area_locks')
        .selectAll()
        .where('area_id', '=', area.id)
        .where('lock_id', '=', lockId)
        .executeTakeFirst();
      let status: AssignmentStatus = existing?.status ?? 'ASSIGNMENT_PENDING';
      if (!existing) {
        await tx
          .insertInto('area_locks')
          .values({ environment_id: ctx.env.id, area_id: area.id, lock_id: lockId, status, created_at: toIso(envNow(ctx.env)) })
          .execute();
      } else if (existing.status === 'REMOVAL_PENDING') {
        status = 'ASSIGNED';
        await tx.updateTable('area_locks').set({ status }).where('id', '=', existing.id).execute();
      }
      if (status !== existing?.status) await recordAreaEvent(tx, ctx, 'ASSIGN_CYLINDER_TO_AREA', view, area);
      out.push(assignedArea(area, status));
    }
    return out;
  });
}

/**
 * Takes a lock out of areas of the caller: REMOVAL_PENDING until the lock synchronizes; an
 * assignment the lock has not received yet is simply withdrawn. Answers the named areas the lock
 * still has an assignment with, each with its status, as GET assigned-areas lists them (a
 * withdrawn assignment is not listed).
 */
export function unassignLockFromAreas(deps: Deps, ctx: RequestContext, lockId: number, areaIds: number[]): Promise<AssignedArea[]> {
  return inTransaction(deps, async (tx) => {
    const view = await requireLockInEnv(tx, ctx, lockId);
    const areas = await requireAreas(tx, ctx, areaIds);
    const out: AssignedArea[] = [];
    for (const [index, area] of areas.entries()) {
      const existing = await tx
        .selectFrom('area_locks')
        .selectAll()
        .where('area_id', '=', area.id)
        .where('lock_id', '=', lockId)
        .executeTakeFirst();
      if (!existing) {
        throw badRequest('AREA_NOT_ASSIGNED', `lock ${lockId} is not assigned to area ${area.id}`, [
          { field: `/${index}`, message: 'lock is not in this area' },
        ]);
      }
      let status: AssignmentStatus | null = existing.status;
      if (existing.status === 'ASSIGNMENT_PENDING') {
        status = null;
        await tx.deleteFrom('area_locks').where('id', '=', existing.id).execute();
      } else if (existing.status === 'ASSIGNED') {
        status = 'REMOVAL_PENDING';
        await tx.updateTable('area_locks').set({ status }).where('id', '=', existing.id).execute();
      }
      if (status !== existing.status) await recordAreaEvent(tx, ctx, 'UNASSIGN_CYLINDER_FROM_AREA', view, area);
      if (status) out.push(assignedArea(area, status));
    }
    return out;
  });
}

export interface AreaCreate {
  name: string;
  comment?: string;
}

function checkAreaInput(input: AreaCreate): void {
  if (input.name.length < 1 || input.name.length > 50) throw invalidField('name', 'must be 1 to 50 characters');
  if (input.comment !== undefined && input.comment.length > 500) throw invalidField('comment', 'must be at most 500 characters');
}

/** Creates an area (an administration task: the interface cannot do it). */
export async function createArea(deps: Deps, ctx: RequestContext, input: AreaCreate): Promise<Area> {
  checkAreaInput(input);
  return inTransaction(deps, async (tx) => {
    const now = toIso(envNow(ctx.env));
    const row = await tx
      .insertInto('areas')
      .values({
        environment_id: ctx.env.id,
        version: 1,
        name: input.name,
        comment: input.comment ?? null,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordSystemEvent(tx, ctx, { type: 'CREATE_AREA', fields: { area: row.name, areaId: row.id } });
    return (await areasFromRows(tx, ctx.env.id, [row]))[0];
  });
}

/** Every area of an environment, for the administration (not paged). */
export async function allAreasOfEnvironment(db: Db, envId: number): Promise<Area[]> {
  const rows = await db.selectFrom('areas').selectAll().where('environment_id', '=', envId).orderBy('id').execute();
  return areasFromRows(db, envId, rows);
}

export interface AreaUpdate extends AreaCreate {
  /** The version read: the change applies only if nobody changed the area since. */
  version: number;
}

/**
 * Renames an area and sets its comment (absent: none), with the version read (an administration
 * task). Its locks keep their assignments: they know the area by id.
 */
export async function renameArea(deps: Deps, ctx: RequestContext, areaId: number, input: AreaUpdate): Promise<Area> {
  checkAreaInput(input);
  return inTransaction(deps, async (tx) => {
    const outcome = await updateIfVersion(
      tx,
      'areas',
      { environmentId: ctx.env.id, id: areaId, version: input.version },
      { name: input.name, comment: input.comment ?? null, updated_at: toIso(envNow(ctx.env)) },
    );
    if (outcome === 'missing') throw notFound('Area', areaId);
    if (outcome === 'stale') throw staleVersion('Area', areaId);
    const row = (await findAreaRow(tx, ctx.env.id, areaId))!;
    await recordSystemEvent(tx, ctx, { type: 'EDIT_AREA', fields: { area: row.name, areaId } });
    return (await areasFromRows(tx, ctx.env.id, [row]))[0];
  });
}

/**
 * Deletes an area that nothing uses any more (an administration task). An area still holding
 * locks (in whatever assignment state) or authorizations is refused: deleting would drop them
 * without the locks and phones learning it, so they are removed first, each through its own
 * synchronization.
 */
export function deleteArea(deps: Deps, ctx: RequestContext, areaId: number): Promise<void> {
  return inTransaction(deps, async (tx) => {
    // Locked, so no lock or authorization can be added between the checks and the delete.
    const row = await lockingRead(
      tx,
      tx.selectFrom('areas').selectAll().where('environment_id', '=', ctx.env.id).where('id', '=', areaId),
    ).executeTakeFirst();
    if (!row) throw notFound('Area', areaId);
    for (const [table, what] of [
      ['area_locks', 'locks: remove them from the area first'],
      ['authorizations', 'authorizations: delete them first'],
    ] as const) {
      const used = await tx
        .selectFrom(table as 'area_locks')
        .select('id')
        .where('environment_id', '=', ctx.env.id)
        .where('area_id', '=', areaId)
        .limit(1)
        .executeTakeFirst();
      if (used) throw badRequest('AREA_IN_USE', `area ${areaId} still has ${what}`);
    }
    await tx.deleteFrom('areas').where('environment_id', '=', ctx.env.id).where('id', '=', areaId).execute();
    await recordSystemEvent(tx, ctx, { type: 'DELETE_AREA', fields: { area: row.name, areaId } });
  });
}
