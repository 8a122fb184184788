import type { Insertable } from 'kysely';
import type { LockProtocolEventCategory, LockProtocolEventType, SystemProtocolEventType } from './event-types.ts';
import { categoryOf } from './lock-event-kinds.ts';
import { toIso } from '../../kernel/time.ts';
import { zoneOffsetMinutes } from '../../kernel/zone-offset.ts';
import { fromBool, withoutEmpty } from '../../kernel/db/query-helpers.ts';
import { prepared } from '../../kernel/db/prepared.ts';
import { insertProtocolRow, insertUnannouncedRow } from './protocol-insert.ts';
import type { LockProtocolTable } from '../../kernel/db/schema.ts';
import { envNow, type Db, type ProtocolRecord, type RequestContext } from '../../kernel/context.ts';
import { environmentById } from '../../kernel/db/environment-lookup.ts';
import { recordEvent } from './events.ts';
import { announce, lockProtocolRecord } from './announce.ts';
import type { MediumType } from '../../kernel/db/schema.ts';

/** A medium's short form, as protocol entries keep it (a snapshot: the medium may change later). */
export interface SimpleMedium {
  id: number;
  name?: string;
  mediumIdentifier?: string;
  mediumType: MediumType;
}

export interface LockEventInput {
  /** The lock concerned; null for an entry about a medium only (shown in the medium protocol). */
  lockId: number | null;
  type: LockProtocolEventType;
  /** Defaults to the category of the type (see protocol-log/lock-event-kinds.ts). */
  category?: LockProtocolEventCategory;
  /** Values for the placeholders of the entry's texts (`details.fields`). */
  fields?: Record<string, unknown>;
  /** The medium that caused or is concerned by the entry (snapshot of its short form). */
  medium?: SimpleMedium | null;
  /** Defaults to the caller's name for BACKEND_EVENT entries made through the interface or the admin CLI. */
  operatorName?: string | null;
  /** When it happened (UTC); defaults to the environment's now. */
  at?: Date;
  /** Offset of the lock clock to UTC in minutes; defaults to the offset of the lock's time zone at `at`. */
  lockUtcDelta?: number | null;
  /** The entry was reported by the lock / by the medium. */
  sourceLock?: boolean;
  sourceMedium?: boolean;
  /** The lock as the caller already read it in this request (spares reading it again). */
  lockFacts?: LockFacts;
}

/** What an entry records of its lock. */
export interface LockFacts {
  ownerEnvId: number;
  lockIdentifier: string;
  lockType: string;
  timezone: string;
  /** The caller's share of someone else's lock asks to stay anonymous to the owner. */
  anonymousToOwner: boolean;
}

async function lockFacts(db: Db, producerEnvId: number, lockId: number): Promise<LockFacts> {
  const facts = await lockFactsIfAny(db, producerEnvId, lockId);
  if (!facts) throw new Error(`lock protocol: lock ${lockId} does not exist`);
  return facts;
}

const lockById = prepared((db, p: { lockId: number }) =>
  db.selectFrom('locks').select(['environment_id', 'lock_identifier', 'lock_type', 'timezone']).where('id', '=', p.lockId),
);

const shareOfLock = prepared((db, p: { envId: number; lockId: number }) =>
  db
    .selectFrom('lock_shares')
    .select('anonymize_data_in_owner_protocol')
    .where('environment_id', '=', p.envId)
    .where('lock_id', '=', p.lockId),
);

async function lockFactsIfAny(db: Db, producerEnvId: number, lockId: number): Promise<LockFacts | undefined> {
  const [lock] = await lockById(db, { lockId });
  if (!lock) return undefined;
  let anonymousToOwner = false;
  if (Number(lock.environment_id) !== producerEnvId) {
    const [share] = await shareOfLock(db, { envId: producerEnvId, lockId });
    // Without a share the caller has no business on this lock; stay on the private side.
    anonymousToOwner = share ? share.anonymize_data_in_owner_protocol === 1 : true;
  }
  return {
    ownerEnvId: Number(lock.environment_id),
    lockIdentifier: lock.lock_identifier,
    lockType: lock.lock_type,
    timezone: lock.timezone,
    anonymousToOwner,
  };
}

function defaultOperator(ctx: RequestContext, category: LockProtocolEventCategory): string | null {
  const byOperator = ctx.actor.kind === 'API_KEY' || ctx.actor.kind === 'ADMINISTRATOR';
  return category === 'BACKEND_EVENT' && byOperator ? ctx.actor.name : null;
}

/**
 * Writes one lock protocol entry caused by the caller's environment (its medium, device or
 * administrator), inside the caller's transaction. The lock may be the caller's own or one shared
 * with it; the owner then sees the entry too, anonymized if the caller's share asks for it.
 * Returns the entry id.
 */
export async function recordLockEvent(db: Db, ctx: RequestContext, input: LockEventInput): Promise<number> {
  const lock = input.lockId === null ? undefined : (input.lockFacts ?? (await lockFacts(db, ctx.env.id, input.lockId)));
  return writeLockEvent(db, ctx, input, lock);
}

async function writeLockEvent(db: Db, ctx: RequestContext, input: LockEventInput, lock: LockFacts | undefined): Promise<number> {
  const { id, record } = await insertLockEvent(db, ctx, input, lock);
  await announce(db, ctx, [record]);
  return id;
}

/** The entry written, not yet announced. */
async function insertLockEvent(
  db: Db,
  ctx: RequestContext,
  input: LockEventInput,
  lock: LockFacts | undefined,
): Promise<{ id: number; record: ProtocolRecord }> {
  const values = lockEventRow(ctx, input, lock);
  const { id, webhookEndpoints } = await insertProtocolRow(db, 'lock_protocol', values);
  return { id, record: { ...lockProtocolRecord(id, values), webhookEndpoints } };
}

function lockEventRow(ctx: RequestContext, input: LockEventInput, lock: LockFacts | undefined): Insertable<LockProtocolTable> {
  const at = input.at ?? envNow(ctx.env);
  const category = input.category ?? categoryOf(input.type);
  const medium = input.medium ?? null;
  return {
    environment_id: ctx.env.id,
    owner_environment_id: lock?.ownerEnvId ?? ctx.env.id,
    lock_id: input.lockId,
    lock_identifier: lock?.lockIdentifier ?? null,
    lock_type: lock?.lockType ?? null,
    event_category: category,
    event_type: input.type,
    fields: JSON.stringify(input.fields ?? {}),
    medium_id: medium?.id ?? null,
    medium_identifier: medium?.mediumIdentifier ?? null,
    medium_name: medium?.name ?? null,
    medium_type: medium?.mediumType ?? null,
    operator_name: input.operatorName === undefined ? defaultOperator(ctx, category) : input.operatorName,
    source_lock: fromBool(input.sourceLock),
    source_medium: fromBool(input.sourceMedium),
    occurred_at: toIso(at),
    lock_utc_delta: input.lockUtcDelta === undefined ? (lock ? zoneOffsetMinutes(lock.timezone, at.getTime()) : null) : input.lockUtcDelta,
    owner_anonymized: fromBool(lock?.anonymousToOwner),
  };
}

/**
 * A backend change concerning a lock (authorization created, changed or deleted, settings
 * changed, removal requested …), written next to its system protocol entry so the lock protocol
 * shows it as it happens. The reference's lock protocol event types have none for these, and
 * clients refuse unknown values, so the entry keeps the system protocol event type: it is served
 * in category BACKEND_EVENT with the texts of that type and no `event.type`. Locks already gone
 * (a completed removal) get no entry.
 */
export async function recordBackendLockEvent(
  db: Db,
  ctx: RequestContext,
  input: {
    lockId: number;
    type: SystemProtocolEventType;
    fields?: Record<string, unknown>;
    mediumId?: number | null;
    /** The medium's summary when the caller holds its row (spares reading it again). */
    medium?: SimpleMedium;
    /** The lock as the caller read it (spares reading it again). */
    lockFacts?: LockFacts;
  },
): Promise<void> {
  const lock = input.lockFacts ?? (await lockFactsIfAny(db, ctx.env.id, input.lockId));
  if (!lock) return;
  const row = lockEventRow(
    ctx,
    {
      lockId: input.lockId,
      category: 'BACKEND_EVENT',
      type: input.type as unknown as LockProtocolEventType,
      fields: input.fields,
      medium: input.mediumId == null ? null : input.medium?.id === input.mediumId ? input.medium : await simpleMediumOf(db, input.mediumId),
    },
    lock,
  );
  await insertUnannouncedRow(db, 'lock_protocol', row);
}

async function simpleMediumOf(db: Db, mediumId: number): Promise<SimpleMedium | null> {
  const medium = await db
    .selectFrom('media')
    .select(['id', 'name', 'medium_identifier', 'medium_type'])
    .where('id', '=', mediumId)
    .executeTakeFirst();
  return medium
    ? withoutEmpty({ id: medium.id, name: medium.name, mediumIdentifier: medium.medium_identifier, mediumType: medium.medium_type })
    : null;
}

/** Rows per insert statement of recordLockEvents (well below the bind-parameter limits of SQLite and PostgreSQL). */
const BATCH_ROWS = 500;

/**
 * Many entries of one lock caused by the caller's environment (a lock uploading the entries it
 * buffered), written with multi-row inserts inside the caller's transaction. Writes no events.
 * Returns how many entries were written.
 */
export async function recordLockEvents(
  db: Db,
  ctx: RequestContext,
  lockId: number,
  inputs: Omit<LockEventInput, 'lockId'>[],
): Promise<number> {
  if (inputs.length === 0) return 0;
  const lock = await lockFacts(db, ctx.env.id, lockId);
  const rows = inputs.map((input) => lockEventRow(ctx, { ...input, lockId }, lock));
  for (let i = 0; i < rows.length; i += BATCH_ROWS) {
    const batch = rows.slice(i, i + BATCH_ROWS);
    const ids = await db.insertInto('lock_protocol').values(batch).returning('id').execute();
    // Both databases return the ids of a multi-row insert in the order of its rows.
    await announce(
      db,
      ctx,
      batch.map((row, n) => lockProtocolRecord(Number(ids[n].id), row)),
    );
  }
  return rows.length;
}

/** The lock protocol event types of an unlocking that opened the door (statistics count these). */
export const SUCCESSFUL_UNLOCKING_TYPES = [
  'UNLOCKING_SUCCESSFUL',
  'UNLOCKING_SUCCESSFUL_VIA_HANDS_FREE',
] as const satisfies readonly LockProtocolEventType[];

const SUCCESSFUL_UNLOCKINGS: ReadonlySet<LockProtocolEventType> = new Set(SUCCESSFUL_UNLOCKING_TYPES);

export interface UnlockingInput {
  lockId: number;
  medium: SimpleMedium;
  /** An UNLOCKING_* lock protocol event type. */
  type: LockProtocolEventType;
  /** Time of the unlocking at the lock (UTC); defaults to the environment's now. */
  at?: Date;
  fields?: Record<string, unknown>;
  lockUtcDelta?: number | null;
  /** Defaults: reported by the medium (a phone), not by the lock. */
  sourceLock?: boolean;
  sourceMedium?: boolean;
  /** The lock as the caller already read it in this request (spares reading it again). */
  lockFacts?: LockFacts;
}

/**
 * An unlocking attempt reported for a medium of the caller's environment: its lock protocol
 * entry, and for a successful one the UNLOCKING event in the caller's feed and, when the lock
 * belongs to another customer, in the owner's feed (without medium if the share asks for that).
 */
export async function recordUnlocking(db: Db, ctx: RequestContext, input: UnlockingInput): Promise<number> {
  const at = input.at ?? envNow(ctx.env);
  const facts = input.lockFacts ?? (await lockFacts(db, ctx.env.id, input.lockId));
  const entry = await insertLockEvent(
    db,
    ctx,
    {
      lockId: input.lockId,
      category: 'LOCKING_EVENT',
      type: input.type,
      fields: { mediumIdentifier: input.medium.mediumIdentifier, ...input.fields },
      medium: input.medium,
      at,
      lockUtcDelta: input.lockUtcDelta,
      sourceLock: input.sourceLock ?? false,
      sourceMedium: input.sourceMedium ?? true,
      operatorName: null,
    },
    facts,
  );
  if (!SUCCESSFUL_UNLOCKINGS.has(input.type)) {
    await announce(db, ctx, [entry.record]);
    return entry.id;
  }

  const details = { lockId: input.lockId, mediumId: input.medium.id, unlockingTimestamp: toIso(at) };
  // The entry and the event are announced together: their reactions look up subscribers once.
  await recordEvent(db, ctx, { type: 'UNLOCKING', details }, { announcedBefore: [entry.record] });
  if (facts.ownerEnvId !== ctx.env.id) {
    const owner = await environmentById(db, facts.ownerEnvId);
    await recordEvent(
      db,
      { env: owner, actor: ctx.actor },
      { type: 'UNLOCKING', details },
      { producerEnvironmentId: ctx.env.id, ownerAnonymized: facts.anonymousToOwner },
    );
  }
  return entry.id;
}
