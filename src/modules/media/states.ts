import { nextVersion } from '../../kernel/db/versioned.ts';
import { badRequest, conflict, notFound } from '../../kernel/errors.ts';
import { toIso } from '../../kernel/time.ts';
import { envNow, inTransaction, type Db, type Deps, type RequestContext } from '../../kernel/context.ts';
import { assertDistinct } from '../../kernel/list-rules.ts';
import {
  hasAuthorizations,
  lockMedium,
  mediumEventFields,
  mediumEventRef,
  mediumToWire,
  setMediumColumns,
  type Medium,
  type MediumRow,
} from './service.ts';
import { lockIdsOfArea } from '../locks/index.ts';
import { findPerson, personName } from '../persons/index.ts';
import { recordMediumEvent } from './medium-protocol.ts';
import { recordSystemEvent } from '../protocol-log/index.ts';

/**
 * The state moves of a medium (specification, section 3): assignment to a person and its
 * cancellation, emptying, deactivation and reactivation, with their effects on the medium's
 * authorizations and on the blacklists of the locks it could open.
 */

export interface MediumAssignment {
  mediumId: number;
  personId: number;
}

function record(tx: Db, ctx: RequestContext, type: string, row: MediumRow, extra: Record<string, unknown> = {}) {
  return recordSystemEvent(tx, ctx, { type, fields: mediumEventFields(row, extra), ...mediumEventRef(row) });
}

/**
 * Assigns one medium to a person inside the caller's transaction (send-a-key reuses it): 404 for
 * an unknown medium or person, 409 when the medium already has a person.
 */
export async function assignMedium(tx: Db, ctx: RequestContext, mediumId: number, personId: number): Promise<MediumRow> {
  const row = await lockMedium(tx, ctx, mediumId, { bump: true });
  // Locked, so the person cannot be deleted before the assignment commits.
  const person = await findPerson(tx, ctx, personId, { lock: true });
  if (!person) throw notFound('Person', personId);
  if (row.person_id !== null) {
    throw conflict(
      'MEDIUM_ALREADY_ASSIGNED',
      `medium ${mediumId} is already assigned to person ${row.person_id}: cancel that assignment first`,
    );
  }
  const saved = await setMediumColumns(tx, ctx, mediumId, { person_id: personId });
  await record(tx, ctx, 'CHANGE_KEYRING_OWNER', saved, { name: personName(person), personId });
  return saved;
}

/** POST /v1/media/assign: all or none. */
export function assignMedia(deps: Deps, ctx: RequestContext, assignments: MediumAssignment[]): Promise<MediumAssignment[]> {
  assertDistinct(
    assignments.map((a) => a.mediumId),
    'mediumId',
  );
  return inTransaction(deps, async (tx) => {
    for (const { mediumId, personId } of assignments) await assignMedium(tx, ctx, mediumId, personId);
    return assignments;
  });
}

/**
 * POST /v1/media/cancel-assignment: unassigns each medium and returns the ids of those changed
 * (media without a person are left out). Refused (400) while a medium holds authorizations.
 */
export function cancelAssignments(deps: Deps, ctx: RequestContext, ids: number[]): Promise<number[]> {
  assertDistinct(ids, '');
  return inTransaction(deps, async (tx) => {
    const changed: number[] = [];
    for (const [index, id] of ids.entries()) {
      const row = await lockMedium(tx, ctx, id, { bump: false });
      if (row.person_id === null) continue;
      if (await hasAuthorizations(tx, ctx, id)) {
        throw badRequest(
          'MEDIUM_HAS_AUTHORIZATIONS',
          `medium ${id} still holds authorizations: empty it first (POST /v1/media/${id}/empty)`,
          [{ field: `/${index}`, message: 'medium holds authorizations' }],
        );
      }
      const person = await findPerson(tx, ctx, row.person_id);
      const saved = await setMediumColumns(tx, ctx, id, { person_id: null, version: nextVersion(), updated_at: toIso(envNow(ctx.env)) });
      await record(tx, ctx, 'REVOKE_KEYRING_OWNER', saved, { name: person ? personName(person) : undefined, personId: row.person_id });
      changed.push(id);
    }
    return changed;
  });
}

/** POST /v1/media/{mediumId}/empty: deletes every authorization of the medium; the person stays. */
export function emptyMedium(deps: Deps, ctx: RequestContext, id: number): Promise<Medium> {
  return inTransaction(deps, async (tx) => {
    const row = await lockMedium(tx, ctx, id, { bump: false });
    const deleted = await tx
      .deleteFrom('authorizations')
      .where('environment_id', '=', ctx.env.id)
      .where('medium_id', '=', id)
      .executeTakeFirst();
    await record(tx, ctx, 'MEDIUM_EMPTIED', row, { authorizations: Number(deleted.numDeletedRows) });
    return mediumToWire(row);
  });
}

export interface StateChangeReason {
  /** 1..50 characters; kept in the system protocol only. */
  reason: string;
  /** At most 500 characters; kept in the system protocol only. */
  comment?: string;
}

/** Every lock the medium's authorizations reach, directly or through an area. */
async function locksReachedBy(db: Db, ctx: RequestContext, mediumId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('authorizations')
    .select(['lock_id', 'area_id'])
    .where('environment_id', '=', ctx.env.id)
    .where('medium_id', '=', mediumId)
    .execute();
  const direct = rows.flatMap((r) => (r.lock_id !== null ? [Number(r.lock_id)] : []));
  const areaIds = [...new Set(rows.flatMap((r) => (r.area_id !== null ? [Number(r.area_id)] : [])))];
  const viaAreas: number[] = [];
  for (const areaId of areaIds) viaAreas.push(...(await lockIdsOfArea(db, ctx.env.id, areaId)));
  return [...new Set([...direct, ...viaAreas])].sort((a, b) => a - b);
}

/**
 * POST /v1/media/{mediumId}/deactivate: the medium stops working. Its authorizations become
 * DEACTIVATED_RESTORABLE (kept for a later reactivation) and every lock they reach gets a
 * blacklist entry, to be downloaded at the lock's next synchronization.
 */
export function deactivateMedium(deps: Deps, ctx: RequestContext, id: number, why: StateChangeReason): Promise<Medium> {
  return inTransaction(deps, async (tx) => {
    const row = await lockMedium(tx, ctx, id, { bump: true });
    if (!row.activated) throw badRequest('MEDIUM_ALREADY_DEACTIVATED', `medium ${id} is already deactivated`);
    const now = toIso(envNow(ctx.env));
    const lockIds = await locksReachedBy(tx, ctx, id);
    await tx
      .updateTable('authorizations')
      .set((eb) => ({ current_state: 'DEACTIVATED_RESTORABLE', version: eb('version', '+', 1), updated_at: now }))
      .where('environment_id', '=', ctx.env.id)
      .where('medium_id', '=', id)
      .execute();
    if (lockIds.length > 0) {
      await tx
        .insertInto('blacklist_entries')
        .values(
          lockIds.map((lockId) => ({
            environment_id: ctx.env.id,
            lock_id: lockId,
            medium_id: id,
            synchronized_on_lock: 0,
            created_at: now,
          })),
        )
        .onConflict((oc) => oc.columns(['environment_id', 'lock_id', 'medium_id']).doNothing())
        .execute();
    }
    const saved = await setMediumColumns(tx, ctx, id, { activated: 0 });
    await record(tx, ctx, 'DEACTIVATE_KEYRING_INITIATED', saved, { reason: why.reason, comment: why.comment, lockIds });
    await recordMediumEvent(tx, ctx, saved, 'DEACTIVATION_INITIATED', { reason: why.reason });
    return mediumToWire(saved);
  });
}

/**
 * POST /v1/media/{mediumId}/reactivate: the medium works again and leaves the blacklists. With
 * `recoverAuthorizations` its DEACTIVATED_RESTORABLE authorizations come back as CREATED (they
 * need a synchronization); without, they are deleted.
 */
export function reactivateMedium(
  deps: Deps,
  ctx: RequestContext,
  id: number,
  why: StateChangeReason & { recoverAuthorizations: boolean },
): Promise<Medium> {
  return inTransaction(deps, async (tx) => {
    const row = await lockMedium(tx, ctx, id, { bump: true });
    if (row.activated) throw badRequest('MEDIUM_NOT_DEACTIVATED', `medium ${id} is not deactivated`);
    await tx.deleteFrom('blacklist_entries').where('environment_id', '=', ctx.env.id).where('medium_id', '=', id).execute();
    if (why.recoverAuthorizations) {
      await tx
        .updateTable('authorizations')
        // A deletion requested before the deactivation is still pending afterwards.
        .set((eb) => ({
          current_state: eb
            .case()
            .when('deletion_requested', '=', 1)
            .then('DELETED' as const)
            .else('CREATED' as const)
            .end(),
          version: eb('version', '+', 1),
          updated_at: toIso(envNow(ctx.env)),
        }))
        .where('environment_id', '=', ctx.env.id)
        .where('medium_id', '=', id)
        .where('current_state', '=', 'DEACTIVATED_RESTORABLE')
        .execute();
    } else {
      await tx
        .deleteFrom('authorizations')
        .where('environment_id', '=', ctx.env.id)
        .where('medium_id', '=', id)
        .where('current_state', '=', 'DEACTIVATED_RESTORABLE')
        .execute();
    }
    const saved = await setMediumColumns(tx, ctx, id, { activated: 1 });
    await record(tx, ctx, 'REACTIVATE_KEYRING_INITIATED', saved, {
      reason: why.reason,
      comment: why.comment,
      recoverAuthorizations: why.recoverAuthorizations,
    });
    await recordMediumEvent(tx, ctx, saved, 'REACTIVATION_INITIATED', { reason: why.reason });
    return mediumToWire(saved);
  });
}
