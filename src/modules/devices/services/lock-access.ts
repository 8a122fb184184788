import { ACCESS_REASONS, decideAccess, type AccessReason, type AccessRequest } from '../access/decide.ts';
import { instantOfLockLocal } from '../access/lock-time.ts';
import type { StoredInfo } from '../../authorizations/index.ts';
import { badRequest, invalidField, notFound } from '../../../kernel/errors.ts';
import type { LockFacts, LockProtocolEventType } from '../../protocol-log/index.ts';
import { toIso } from '../../../kernel/time.ts';
import { toBool } from '../../../kernel/db/query-helpers.ts';
import { prepared } from '../../../kernel/db/prepared.ts';
import { sharedInfosOf } from '../../authorizations/index.ts';
import { envNow, inTransaction, type Actor, type Db, type Deps, type RequestContext } from '../../../kernel/context.ts';
import { environmentById } from '../../../kernel/db/environment-lookup.ts';
import { areasOnLockQuery } from './areas-on-lock.ts';
import { recordLockEvent, recordUnlocking } from '../../protocol-log/index.ts';
import { findVisibleLock, type VisibleLock } from '../../locks/index.ts';
import { requireMediumRow, simpleMediumFromRow, type MediumRow } from '../../media/index.ts';

/**
 * A medium presented at a lock: the lock decides from what it and the medium know, the attempt
 * goes into the lock protocol, and a phone's successful unlocking into the event feed.
 *
 * What the device knows (decided here, see docs/devices.md):
 * - authorizations count once a device has received them (`synchronized_on` set), whatever has
 *   happened to them since (a deletion request or a deactivation takes effect at the next
 *   synchronization); changed infos count in their current form;
 * - a blacklist entry counts once the lock has downloaded it (`synchronized_on_lock`);
 * - a deactivated phone refuses at once (the app is online and is told), whereas a card cannot
 *   know it is deactivated: only the lock's blacklist stops it;
 * - area membership and device settings are what the lock runs with (pending changes are not in
 *   effect yet); a lock shared with the medium's system knows the share once it is activated.
 */
export interface AccessAttempt {
  mediumId: number;
  lockId: number;
  /** UTC moment of the attempt; defaults to the environment's now. */
  at?: Date;
  /** Or the lock's wall-clock minute `yyyy-mm-ddThh:mm` (in the zone the lock runs with). */
  localTime?: string;
}

export interface AccessOutcome {
  granted: boolean;
  reason: AccessReason;
  /** What the reason means. */
  explanation: string;
  mediumId: number;
  lockId: number;
  /** UTC moment of the attempt. */
  at: string;
  /** The lock's wall-clock minute at that moment. */
  localTime: string;
  /** Lock wall clock minus UTC, in minutes. */
  lockUtcDelta: number;
  holidayActive: boolean;
  permanentOpeningAllowed: boolean;
  /** Seconds the lock stays open (granted attempts only): the extended duration for media that have it. */
  releaseDuration?: number;
  /** Type of the lock protocol entry written. */
  lockProtocolEventType: LockProtocolEventType;
}

/** The lock protocol entry of each outcome. */
export const UNLOCKING_EVENT_OF: Record<AccessReason, LockProtocolEventType> = {
  GRANTED: 'UNLOCKING_SUCCESSFUL',
  GRANTED_OFFICE_MODE: 'UNLOCKING_SUCCESSFUL',
  DENIED_DEACTIVATED: 'UNLOCKING_FAILED',
  DENIED_BLACKLISTED: 'UNLOCKING_FAILED_BLACKLISTED',
  DENIED_NOT_AUTHORIZED: 'UNLOCKING_FAILED_NOT_WHITELISTED',
  DENIED_OUTSIDE_VALIDITY: 'UNLOCKING_FAILED',
  DENIED_HOLIDAY: 'UNLOCKING_FAILED_HOLIDAY_CALENDAR_ACTIVE',
};

/** A device may be a little ahead of the environment's clock; further ahead is not an attempt that happened. */
const FUTURE_TOLERANCE_MS = 60_000;

/** The authorizations of a medium that a lock has received: its own and those of the areas it is in. */
const receivedAuthorizations = prepared((db, p: { envId: number; mediumId: number; lockId: number }) =>
  db
    .selectFrom('authorizations')
    .select(['lock_id', 'area_id', 'infos'])
    .where('environment_id', '=', p.envId)
    .where('medium_id', '=', p.mediumId)
    .where('synchronized_on', 'is not', null)
    .where((eb) => eb.or([eb('lock_id', '=', p.lockId), eb('area_id', 'in', areasOnLockQuery(db, p.lockId, p.envId))])),
);

/** The medium's received infos for the lock and for each area the lock is in (as the lock knows them). */
async function receivedInfos(db: Db, envId: number, medium: MediumRow, lock: VisibleLock) {
  // A shared lock learns about the sharing system at the synchronization that activates the share.
  if (lock.shareStatus === 'ACTIVATION_PENDING') return { lockInfos: [], areaInfos: [] };
  const rows = await receivedAuthorizations(db, { envId, mediumId: medium.id, lockId: lock.id });
  const lockInfos: StoredInfo[] = rows.filter((r) => r.lock_id !== null).flatMap(sharedInfosOf);
  const areaInfos: StoredInfo[][] = rows.filter((r) => r.area_id !== null).map(sharedInfosOf);
  return { lockInfos, areaInfos };
}

const blacklistEntryOnLock = prepared((db, p: { envId: number; mediumId: number; lockId: number }) =>
  db
    .selectFrom('blacklist_entries')
    .select('id')
    .where('environment_id', '=', p.envId)
    .where('lock_id', '=', p.lockId)
    .where('medium_id', '=', p.mediumId)
    .where('synchronized_on_lock', '=', 1)
    .limit(1),
);

async function blacklistedOnLock(db: Db, envId: number, mediumId: number, lockId: number): Promise<boolean> {
  return (await blacklistEntryOnLock(db, { envId, mediumId, lockId })).length > 0;
}

/** Everything the decision needs, as the lock and the medium know it at `moment`. */
export async function accessRequestOf(db: Db, envId: number, medium: MediumRow, lock: VisibleLock, moment: Date): Promise<AccessRequest> {
  const [{ lockInfos, areaInfos }, blacklisted] = await Promise.all([
    receivedInfos(db, envId, medium, lock),
    blacklistedOnLock(db, envId, medium.id, lock.id),
  ]);
  return {
    medium: {
      activated: medium.medium_type === 'PHONE' ? toBool(medium.activated) : true,
      blacklistedOnLock: blacklisted,
      permanentOpeningEnabled: toBool(medium.permanent_opening_enabled),
    },
    lockInfos,
    areaInfos,
    lock,
    moment,
  };
}

function momentOf(ctx: RequestContext, lock: VisibleLock, attempt: AccessAttempt): Date {
  if (attempt.at !== undefined && attempt.localTime !== undefined) {
    throw badRequest('AT_OR_LOCAL_TIME', "give either at (UTC) or localTime (the lock's wall clock), not both", [
      { field: '/localTime', message: 'cannot be combined with at' },
    ]);
  }
  const now = envNow(ctx.env);
  let moment = attempt.at ?? now;
  if (attempt.localTime !== undefined) {
    const instant = instantOfLockLocal(attempt.localTime, lock.timezone);
    if (!instant) throw invalidField('/localTime', 'must be a real minute yyyy-mm-ddThh:mm');
    moment = instant;
  }
  if (moment.getTime() > now.getTime() + FUTURE_TOLERANCE_MS) {
    throw badRequest(
      'MOMENT_IN_THE_FUTURE',
      `the attempt lies after the environment's now (${toIso(now)}): advance the test environment's clock first (POST /v1/simulator/clock)`,
      [{ field: attempt.localTime !== undefined ? '/localTime' : '/at', message: 'is in the future' }],
    );
  }
  return moment;
}

/** What the protocol entry records of the lock, from the lock as the decision read it. */
function lockFactsOf(lock: VisibleLock): LockFacts {
  return {
    ownerEnvId: lock.ownerEnvironmentId,
    lockIdentifier: lock.lockIdentifier,
    lockType: lock.lockType,
    timezone: lock.timezone,
    // A redeemer's share may ask the owner's protocol to leave the redeemer's data out.
    anonymousToOwner: lock.ownership === 'EXTERNAL' && lock.anonymizeDataInOwnerProtocol === true,
  };
}

/**
 * A medium of the caller's environment is presented at a lock the environment sees (own or
 * shared in): decision, lock protocol entry, and for a phone's success the UNLOCKING event.
 * 404 for an unknown medium or a lock the environment does not see.
 */
export async function attemptAccess(deps: Deps, ctx: RequestContext, attempt: AccessAttempt): Promise<AccessOutcome> {
  // The lock decides from what it holds at that moment: a snapshot read before the writes.
  const db = deps.store.db;
  // Side by side (one round trip less on PostgreSQL); an unknown medium is still the answer first.
  const [medium, lock] = await Promise.all([requireMediumRow(db, ctx, attempt.mediumId), findVisibleLock(db, ctx.env.id, attempt.lockId)]);
  if (!lock) throw notFound('Lock', attempt.lockId);
  const moment = momentOf(ctx, lock, attempt);
  const decision = decideAccess(await accessRequestOf(db, ctx.env.id, medium, lock, moment));
  const type = UNLOCKING_EVENT_OF[decision.reason];
  return inTransaction(deps, async (tx) => {
    const common = {
      lockId: lock.id,
      type,
      medium: simpleMediumFromRow(medium),
      at: moment,
      lockUtcDelta: decision.lockUtcDeltaMinutes,
      lockFacts: lockFactsOf(lock),
    };
    if (medium.medium_type === 'PHONE') {
      await recordUnlocking(tx, ctx, { ...common, fields: { accessReason: decision.reason } });
    } else {
      // A card says nothing itself: the lock writes the entry (and no event: only phones report online).
      await recordLockEvent(tx, ctx, {
        ...common,
        fields: { mediumIdentifier: medium.medium_identifier, accessReason: decision.reason },
        sourceLock: true,
      });
    }
    const releaseDuration = toBool(medium.release_duration_extended) ? lock.extendedReleaseDuration : lock.normalReleaseDuration;
    return {
      granted: decision.granted,
      reason: decision.reason,
      explanation: ACCESS_REASONS[decision.reason],
      mediumId: medium.id,
      lockId: lock.id,
      at: toIso(moment),
      localTime: decision.localTime,
      lockUtcDelta: decision.lockUtcDeltaMinutes,
      holidayActive: decision.holidayActive,
      permanentOpeningAllowed: decision.permanentOpeningAllowed,
      ...(decision.granted ? { releaseDuration } : {}),
      lockProtocolEventType: type,
    };
  });
}

export interface PresentedMedium {
  mediumId?: number;
  mediumIdentifier?: string;
}

/** The environments whose media a lock knows: its owner first, then the systems it is shared with. */
export async function environmentsAtLock(db: Db, lockId: number): Promise<number[]> {
  const lock = await db.selectFrom('locks').select('environment_id').where('id', '=', lockId).executeTakeFirst();
  if (!lock) throw notFound('Lock', lockId);
  const shares = await db.selectFrom('lock_shares').select('environment_id').where('lock_id', '=', lockId).orderBy('id').execute();
  return [Number(lock.environment_id), ...shares.map((s) => Number(s.environment_id))];
}

/**
 * A medium a lock sees, by id or identifier, among the media of the systems that use the lock
 * (an identifier is unique within one system; the owner's medium wins). Undefined when unknown.
 */
export async function findMediumAtLock(db: Db, envIds: readonly number[], presented: PresentedMedium): Promise<MediumRow | undefined> {
  let query = db
    .selectFrom('media')
    .selectAll()
    .where('environment_id', 'in', [...envIds]);
  if (presented.mediumId !== undefined) query = query.where('id', '=', presented.mediumId);
  else if (presented.mediumIdentifier !== undefined) query = query.where('medium_identifier', '=', presented.mediumIdentifier);
  else return undefined;
  const rows = await query.execute();
  return rows.sort((a, b) => envIds.indexOf(Number(a.environment_id)) - envIds.indexOf(Number(b.environment_id)))[0];
}

/**
 * A medium held at a lock that asks the service (an online lock, or the simulator acting as one):
 * the medium is looked up among the systems using the lock, and the attempt is that system's.
 * 404 for a medium the lock's systems do not have.
 */
export async function attemptAccessAtLock(
  deps: Deps,
  actor: Actor,
  lockId: number,
  presented: PresentedMedium,
  at?: Date,
): Promise<AccessOutcome> {
  const db = deps.store.db;
  const medium = await findMediumAtLock(db, await environmentsAtLock(db, lockId), presented);
  if (!medium) throw notFound('Medium', presented.mediumId ?? presented.mediumIdentifier ?? '');
  const env = await environmentById(db, Number(medium.environment_id));
  return attemptAccess(deps, { env, actor }, { mediumId: Number(medium.id), lockId, at });
}
