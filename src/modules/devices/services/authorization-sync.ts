import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database } from '../../../kernel/db/schema.ts';
import type { Db } from '../../../kernel/context.ts';

/**
 * What a synchronization does to authorizations, whichever device synchronizes (the phone that
 * holds them, or a lock they are for): new and changed ones count as received (UNCHANGED, with
 * `synchronized_on`), and those with a deletion request are gone.
 */
export type AuthorizationScope = (eb: ExpressionBuilder<Database, 'authorizations'>) => Expression<SqlBool>;

/** The authorizations a phone holds. */
export const ofMedium =
  (envId: number, mediumId: number): AuthorizationScope =>
  (eb) =>
    eb.and([eb('environment_id', '=', envId), eb('medium_id', '=', mediumId)]);

/** The authorizations for a lock and for the areas it is in (of every environment using the lock). */
export const ofLockAndAreas =
  (lockId: number, areaIds: readonly number[]): AuthorizationScope =>
  (eb) =>
    eb.or([eb('lock_id', '=', lockId), ...(areaIds.length > 0 ? [eb('area_id', 'in', [...areaIds])] : [])]);

const waiting = (eb: ExpressionBuilder<Database, 'authorizations'>) =>
  eb.and([eb('current_state', 'in', ['CREATED', 'MODIFIED']), eb('deletion_requested', '=', 0)]);

/** Ids of the authorizations a synchronization will receive and delete (for reporting them). */
export async function pendingAuthorizationIds(db: Db, scope: AuthorizationScope): Promise<{ received: number[]; deleted: number[] }> {
  const rows = await db
    .selectFrom('authorizations')
    .select(['id', 'deletion_requested'])
    .where(scope)
    .where((eb) => eb.or([waiting(eb), eb('deletion_requested', '=', 1)]))
    .orderBy('id')
    .execute();
  return {
    received: rows.filter((r) => r.deletion_requested === 0).map((r) => Number(r.id)),
    deleted: rows.filter((r) => r.deletion_requested === 1).map((r) => Number(r.id)),
  };
}

/** Marks new and changed authorizations as received; returns how many. */
export async function receiveAuthorizations(db: Db, scope: AuthorizationScope, now: string): Promise<number> {
  const result = await db
    .updateTable('authorizations')
    .set({ current_state: 'UNCHANGED', synchronized_on: now })
    .where(scope)
    .where(waiting)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Removes the authorizations whose deletion was requested; returns how many. */
export async function completeDeletions(db: Db, scope: AuthorizationScope): Promise<number> {
  const result = await db.deleteFrom('authorizations').where(scope).where('deletion_requested', '=', 1).executeTakeFirst();
  return Number(result.numDeletedRows);
}
