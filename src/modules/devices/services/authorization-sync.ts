import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../../kernel/db/schema.ts';
import type { Db } from '../../../kernel/context.ts';
import { prepared } from '../../../kernel/db/prepared.ts';

/**
 * What a synchronization does to authorizations, whichever device synchronizes (the phone that
 * holds them, or a lock they are for): new and changed ones count as received (UNCHANGED, with
 * `synchronized_on`), and those with a deletion request are gone.
 *
 * The scope is data, not a filter function, so that its statements are prepared once per kind
 * of scope (and number of areas).
 */
export type AuthorizationScope =
  /** The authorizations a phone holds. */
  | { envId: number; mediumId: number }
  /** The authorizations for a lock and for the areas it is in (of every environment using the lock). */
  | { lockId: number; areaIds: readonly number[] };

export const ofMedium = (envId: number, mediumId: number): AuthorizationScope => ({ envId, mediumId });

export const ofLockAndAreas = (lockId: number, areaIds: readonly number[]): AuthorizationScope => ({ lockId, areaIds });

/** A scope's values as a prepared statement takes them (an empty list of areas is left out). */
type ScopeValues = { envId?: number; mediumId?: number; lockId?: number; areaIds?: readonly number[] };

function scopeValues(scope: AuthorizationScope): ScopeValues {
  if ('mediumId' in scope) return { envId: scope.envId, mediumId: scope.mediumId };
  return { lockId: scope.lockId, areaIds: scope.areaIds.length > 0 ? scope.areaIds : undefined };
}

function inScope(eb: ExpressionBuilder<Database, 'authorizations'>, p: ScopeValues): Expression<SqlBool> {
  if (p.mediumId !== undefined) return eb.and([eb('environment_id', '=', p.envId!), eb('medium_id', '=', p.mediumId)]);
  return eb.or([eb('lock_id', '=', p.lockId!), ...(p.areaIds !== undefined ? [eb('area_id', 'in', p.areaIds)] : [])]);
}

/*
 * Which authorizations wait for their device, written as literals that state the conditions of
 * the partial indexes of waiting rows (migrations 029 and 031): a lock then finds them in one
 * search, however many it has received before. Bound values could not show the planners that
 * those indexes apply (docs/DEVELOPING.md).
 */
const newOrChanged = sql<SqlBool>`current_state in ('CREATED', 'MODIFIED')`;
const deletionRequested = sql<SqlBool>`deletion_requested = 1`;
const waiting = sql<SqlBool>`${newOrChanged} and deletion_requested = 0`;

const pendingRows = prepared((db, p: ScopeValues) =>
  db
    .selectFrom('authorizations')
    .select(['id', 'deletion_requested'])
    .where((eb) => inScope(eb, p))
    .where(sql<SqlBool>`(${newOrChanged} or ${deletionRequested})`)
    .orderBy('id'),
);

/** Ids of the authorizations a synchronization will receive and delete (for reporting them). */
export async function pendingAuthorizationIds(db: Db, scope: AuthorizationScope): Promise<{ received: number[]; deleted: number[] }> {
  const rows = await pendingRows(db, scopeValues(scope));
  return {
    received: rows.filter((r) => r.deletion_requested === 0).map((r) => Number(r.id)),
    deleted: rows.filter((r) => r.deletion_requested === 1).map((r) => Number(r.id)),
  };
}

const receive = prepared((db, p: ScopeValues & { now: string }) =>
  db
    .updateTable('authorizations')
    .set({ current_state: 'UNCHANGED', synchronized_on: p.now })
    .where((eb) => inScope(eb, p))
    .where(waiting)
    .returning('id'),
);

/** Marks new and changed authorizations as received; returns how many. */
export async function receiveAuthorizations(db: Db, scope: AuthorizationScope, now: string): Promise<number> {
  return (await receive(db, { ...scopeValues(scope), now })).length;
}

const deleteRequested = prepared((db, p: ScopeValues) =>
  db
    .deleteFrom('authorizations')
    .where((eb) => inScope(eb, p))
    .where(deletionRequested)
    .returning('id'),
);

/** Removes the authorizations whose deletion was requested; returns how many. */
export async function completeDeletions(db: Db, scope: AuthorizationScope): Promise<number> {
  return (await deleteRequested(db, scopeValues(scope))).length;
}
