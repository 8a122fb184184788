import { NEVER_ANONYMIZE, anonymizationCutoff, anonymizedByPolicy, type AnonymizeEventLog } from './anonymization.ts';
import { prepared } from '../../kernel/db/prepared.ts';
import { withoutEmpty } from '../../kernel/db/query-helpers.ts';
import type { Db } from '../../kernel/context.ts';
import { loadLockReferences, simpleLockFromView, type SimpleLock } from '../locks/index.ts';
import { anonymizeEventLogOf } from '../locks/index.ts';

export interface LockView {
  ownerEnvId: number;
  /** SimpleLock as the viewer sees it (alternativeName only for EXTERNAL locks). */
  simple: SimpleLock;
  /** The viewer's own anonymizeEventLog for this lock (the owner's lock settings or the redeemer's share). */
  policy: AnonymizeEventLog;
}

/** What one environment knows about the locks named by a page of protocol entries. */
export interface LockDirectory {
  /** The lock as the viewer sees it; undefined when it is neither the viewer's own nor shared with it. */
  view(lockId: number): LockView | undefined;
  /** The current anonymizeDataInOwnerProtocol of the share that `redeemerEnvId` holds on the viewer's lock. */
  shareAnonymizes(lockId: number, redeemerEnvId: number): boolean;
}

const anonymizingSharesOf = prepared((db, p: { lockIds: number[] }) =>
  db
    .selectFrom('lock_shares')
    .select(['lock_id', 'environment_id'])
    .where('lock_id', 'in', p.lockIds)
    .where('anonymize_data_in_owner_protocol', '=', 1),
);

/** Loads the viewer's own locks and the locks shared with it among `lockIds`. */
export async function loadLockDirectory(db: Db, viewerEnvId: number, lockIds: number[]): Promise<LockDirectory> {
  const views = new Map<number, LockView>();
  for (const v of await loadLockReferences(db, viewerEnvId, [...new Set(lockIds)])) {
    views.set(v.lock.id, {
      ownerEnvId: v.lock.environment_id,
      simple: simpleLockFromView(v),
      policy: anonymizeEventLogOf(v.share ?? v.lock),
    });
  }
  const ownIds = [...views].filter(([, v]) => v.ownerEnvId === viewerEnvId).map(([id]) => id);
  const anonymizingShares = new Set<string>();
  if (ownIds.length > 0) {
    for (const s of await anonymizingSharesOf(db, { lockIds: ownIds })) anonymizingShares.add(`${s.lock_id}:${s.environment_id}`);
  }
  return {
    view: (lockId) => views.get(lockId),
    shareAnonymizes: (lockId, redeemerEnvId) => anonymizingShares.has(`${lockId}:${redeemerEnvId}`),
  };
}

/** The SimpleLock of an entry whose lock the viewer no longer sees: what the entry remembers. */
export function rememberedLock(
  lockId: number,
  lockType: string | null,
  lockIdentifier: string | null,
): Partial<SimpleLock> & { id: number } {
  const known = lockType === 'CYLINDER' || lockType === 'WALLREADER' ? lockType : null;
  return withoutEmpty({ id: lockId, lockType: known, lockIdentifier });
}

/** The facts about an entry that decide whether a viewer gets it anonymized. */
export interface PrivacyFacts {
  lockId: number | null;
  /** The environment whose medium or administrator caused the entry. */
  producerEnvId: number;
  /** The producer asked, when the entry was written, to stay anonymous to the lock owner. */
  ownerAnonymized: boolean;
  /** When it happened (ISO UTC). */
  at: string;
}

/**
 * An entry is anonymized for its viewer when the viewer's anonymizeEventLog for the lock says so
 * (ALWAYS, or LIMITED and older than daysToKeep), or when the viewer is the lock owner and the
 * entry was caused by a customer who shares the lock with anonymizeDataInOwnerProtocol (at the
 * time of the entry or now).
 */
export function isAnonymizedFor(viewerEnvId: number, directory: LockDirectory, facts: PrivacyFacts, now: Date): boolean {
  const view = facts.lockId === null ? undefined : directory.view(facts.lockId);
  if (anonymizedByPolicy(view?.policy ?? NEVER_ANONYMIZE, facts.at, now)) return true;
  if (facts.producerEnvId === viewerEnvId) return false;
  return facts.ownerAnonymized || (facts.lockId !== null && directory.shareAnonymizes(facts.lockId, facts.producerEnvId));
}

const anonymizingOwnLocks = prepared((db, p: { envId: number }) =>
  db
    .selectFrom('locks')
    .select(['id', 'anonymize_event_log_type', 'anonymize_event_log_days'])
    .where('environment_id', '=', p.envId)
    .where('anonymize_event_log_type', '!=', 'NEVER'),
);
const anonymizingSharedLocks = prepared((db, p: { envId: number }) =>
  db
    .selectFrom('lock_shares')
    .select(['lock_id as id', 'anonymize_event_log_type', 'anonymize_event_log_days'])
    .where('environment_id', '=', p.envId)
    .where('anonymize_event_log_type', '!=', 'NEVER'),
);

/** Anonymization cutoffs of every lock the environment sees whose policy is not NEVER, grouped by cutoff. */
export async function anonymizingLocks(db: Db, viewerEnvId: number, now: Date): Promise<Map<string, number[]>> {
  const own = await anonymizingOwnLocks(db, { envId: viewerEnvId });
  const shared = await anonymizingSharedLocks(db, { envId: viewerEnvId });
  const byCutoff = new Map<string, number[]>();
  for (const r of [...own, ...shared]) {
    const cutoff = anonymizationCutoff(anonymizeEventLogOf(r), now);
    if (cutoff === undefined) continue;
    byCutoff.set(cutoff, [...(byCutoff.get(cutoff) ?? []), Number(r.id)]);
  }
  return byCutoff;
}
