import type { Db } from '../../../kernel/context.ts';

/**
 * The areas a lock runs with: assignments it has received (ASSIGNED) and those it still holds until
 * its next synchronization (REMOVAL_PENDING) — the 'onLock' membership of modules/locks/service.ts. Of one
 * environment, or of every environment using the lock.
 */
export function areasOnLockQuery(db: Db, lockId: number, envId?: number) {
  let query = db.selectFrom('area_locks').select('area_id').where('lock_id', '=', lockId).where('status', '!=', 'ASSIGNMENT_PENDING');
  if (envId !== undefined) query = query.where('environment_id', '=', envId);
  return query;
}

export async function areasOnLock(db: Db, lockId: number, envId?: number): Promise<number[]> {
  return (await areasOnLockQuery(db, lockId, envId).orderBy('area_id').execute()).map((r) => Number(r.area_id));
}
