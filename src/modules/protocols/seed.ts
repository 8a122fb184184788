import { IANAZone } from 'luxon';
import { MEDIUM_EVENT_TYPES, categoryOf } from '../protocol-log/index.ts';
import { sampleFields } from './samples.ts';
import { LOCK_PROTOCOL_EVENT_TYPES, type LockProtocolEventType } from '../protocol-log/index.ts';
import type { SeedWriter } from '../../kernel/db/seeder.ts';

/**
 * Protocols of the test data set, over the locks, media and authorizations the earlier parts
 * loaded (whatever they are, so this part grows with them): an entry of every lock protocol event
 * type (so of every category) spread over half a year, a history of unlockings per lock with
 * some in the last day, entries on locks shared into the environment, the events of all three
 * types, and credit movements. How much of it is anonymized follows the seeded lock settings.
 */

interface SeedLock {
  id: number;
  identifier: string;
  type: string;
  timezone: string;
  ownerEnvId: number;
  /** Our share of another customer's lock asks to stay anonymous to its owner. */
  anonymousToOwner: boolean;
}

interface SeedMedium {
  id: number;
  name: string | null;
  identifier: string;
  type: string;
}

const OPERATOR = 'Office administrator';
/** Days before the load at which every lock was used (a few within the last day). */
const UNLOCKING_DAYS = [0.05, 0.3, 0.8, 2, 4, 7, 11, 16, 23, 31, 45, 62, 80, 101, 125, 150, 178];
const UNLOCKING_TYPES: LockProtocolEventType[] = [
  'UNLOCKING_SUCCESSFUL',
  'UNLOCKING_SUCCESSFUL',
  'UNLOCKING_SUCCESSFUL_VIA_HANDS_FREE',
  'UNLOCKING_SUCCESSFUL',
  'UNLOCKING_FAILED_NOT_WHITELISTED',
  'UNLOCKING_SUCCESSFUL',
  'UNLOCKING_FAILED_HOLIDAY_CALENDAR_ACTIVE',
];

async function locksOf(w: SeedWriter): Promise<SeedLock[]> {
  const own = await w.db
    .selectFrom('locks')
    .select(['id', 'lock_identifier', 'lock_type', 'timezone', 'environment_id'])
    .where('environment_id', '=', w.environmentId)
    .orderBy('id')
    .execute();
  const shared = await w.db
    .selectFrom('lock_shares as s')
    .innerJoin('locks as l', 'l.id', 's.lock_id')
    .select(['l.id', 'l.lock_identifier', 'l.lock_type', 'l.timezone', 'l.environment_id', 's.anonymize_data_in_owner_protocol'])
    .where('s.environment_id', '=', w.environmentId)
    .orderBy('l.id')
    .execute();
  return [
    ...own.map((l) => ({ ...lockOf(l), anonymousToOwner: false })),
    ...shared.map((l) => ({ ...lockOf(l), anonymousToOwner: l.anonymize_data_in_owner_protocol === 1 })),
  ];
}

function lockOf(l: { id: number; lock_identifier: string; lock_type: string; timezone: string; environment_id: number }) {
  return { id: Number(l.id), identifier: l.lock_identifier, type: l.lock_type, timezone: l.timezone, ownerEnvId: Number(l.environment_id) };
}

async function mediaOf(w: SeedWriter): Promise<SeedMedium[]> {
  const rows = await w.db
    .selectFrom('media')
    .select(['id', 'name', 'medium_identifier', 'medium_type'])
    .where('environment_id', '=', w.environmentId)
    .where('medium_identifier', 'is not', null)
    .orderBy('id')
    .execute();
  return rows.map((m) => ({ id: Number(m.id), name: m.name, identifier: m.medium_identifier!, type: m.medium_type }));
}

/** A timestamp `days` days before the load, spread over the day so entries do not share a second. */
function at(w: SeedWriter, days: number, salt: number): string {
  return new Date(w.now.getTime() - days * 24 * 3600_000 - (salt % 3600) * 1000).toISOString();
}

function utcDelta(lock: SeedLock | undefined, iso: string): number | null {
  if (!lock) return null;
  const zone = IANAZone.create(lock.timezone);
  return zone.isValid ? zone.offset(Date.parse(iso)) : null;
}

/** Which types a medium takes part in (it unlocked, relayed, was synchronized or changed). */
function involvesMedium(type: LockProtocolEventType): boolean {
  return MEDIUM_EVENT_TYPES.has(type) || type.startsWith('UNLOCKING_') || /PROXY|OTA|MOBILE|PHONE|KEY_CARD/.test(type);
}

async function insertEntry(
  w: SeedWriter,
  key: string,
  entry: { type: LockProtocolEventType; lock?: SeedLock; medium?: SeedMedium; occurredAt: string },
): Promise<number> {
  const { type, lock, medium, occurredAt } = entry;
  const category = categoryOf(type);
  const fields = sampleFields('lock', type, {
    ...(medium ? { mediumIdentifier: medium.identifier, name: medium.name ?? undefined } : {}),
    operatorName: OPERATOR,
  });
  const byPhone = medium?.type === 'PHONE';
  return w.insert('lock_protocol', key, {
    owner_environment_id: lock?.ownerEnvId ?? w.environmentId,
    lock_id: lock?.id ?? null,
    lock_identifier: lock?.identifier ?? null,
    lock_type: lock?.type ?? null,
    event_category: category,
    event_type: type,
    fields: JSON.stringify(fields),
    medium_id: medium?.id ?? null,
    medium_identifier: medium?.identifier ?? null,
    medium_name: medium?.name ?? null,
    medium_type: medium?.type ?? null,
    operator_name: category === 'BACKEND_EVENT' ? OPERATOR : null,
    source_lock: lock && !byPhone && category !== 'BACKEND_EVENT' ? 1 : 0,
    source_medium: byPhone && category !== 'BACKEND_EVENT' ? 1 : 0,
    occurred_at: occurredAt,
    lock_utc_delta: utcDelta(lock, occurredAt),
    owner_anonymized: lock?.anonymousToOwner ? 1 : 0,
  });
}

async function insertUnlockingEvent(w: SeedWriter, key: string, lock: SeedLock, medium: SeedMedium, occurredAt: string): Promise<void> {
  const details = { type: 'UNLOCKING', lockId: lock.id, mediumId: medium.id, unlockingTimestamp: occurredAt };
  await w.insert('events', key, {
    event_type: 'UNLOCKING',
    details: JSON.stringify(details),
    lock_id: lock.id,
    producer_environment_id: w.environmentId,
    owner_anonymized: lock.anonymousToOwner ? 1 : 0,
    created_at: new Date(Date.parse(occurredAt) + 4000).toISOString(),
  });
}

/** Credit movements of the environment: purchases, a time-based credit, consumption by authorization changes. */
async function seedCredits(w: SeedWriter): Promise<void> {
  const env = await w.db.selectFrom('environments').select('customer_id').where('id', '=', w.environmentId).executeTakeFirstOrThrow();
  const movements = [
    { key: 'purchase-1', kind: 'QUANTITY_PURCHASE', amount: 500, days: 170, details: {}, until: null },
    {
      key: 'consumption-1',
      kind: 'EDIT_AUTHORIZATION_KEY',
      amount: -3,
      days: 120,
      details: { reason: 'authorization changes' },
      until: null,
    },
    { key: 'temporal-1', kind: 'TEMPORAL_PURCHASE', amount: 0, days: 90, details: {}, until: at(w, -275, 0) },
    { key: 'purchase-2', kind: 'QUANTITY_PURCHASE', amount: 100, days: 40, details: {}, until: null },
    {
      key: 'consumption-2',
      kind: 'CREATE_AUTHORIZATION_KEY',
      amount: -2,
      days: 10,
      details: { reason: 'new authorizations' },
      until: null,
    },
  ];
  let balance = 0;
  for (const m of movements) {
    balance += m.amount;
    // credit_movements allows rows without environment; the seed's always have one.
    await w.insert('credit_movements' as never, m.key, {
      customer_id: env.customer_id,
      kind: m.kind,
      amount: m.amount,
      balance_after: balance,
      temporal_credit_until: m.until,
      details: JSON.stringify(m.until ? { validTo: m.until, ...m.details } : m.details),
      user_id: null,
      actor_name: OPERATOR,
      created_at: at(w, m.days, m.amount),
    });
  }
}

/**
 * A reset brings the seeded locks back under their old ids. Entries other customers' media left
 * on the old locks are rows of those customers (the reset keeps them); they stay in their
 * producers' protocols but no longer count as entries of this environment's locks.
 */
async function detachForeignEntriesFromOwnLocks(w: SeedWriter): Promise<void> {
  await w.db
    .updateTable('lock_protocol')
    .set((eb) => ({ owner_environment_id: eb.ref('environment_id') }))
    .where('owner_environment_id', '=', w.environmentId)
    .where('environment_id', '!=', w.environmentId)
    // Only entries of a lock have another owner; the index of those entries finds them (026).
    .where('lock_id', 'is not', null)
    .execute();
}

export async function seedProtocols(w: SeedWriter): Promise<void> {
  await detachForeignEntriesFromOwnLocks(w);
  const locks = await locksOf(w);
  const media = await mediaOf(w);
  const mediumAt = (i: number) => (media.length > 0 ? media[i % media.length] : undefined);

  // One entry of every event type, spread over half a year.
  for (const [i, type] of LOCK_PROTOCOL_EVENT_TYPES.entries()) {
    const lock = MEDIUM_EVENT_TYPES.has(type) || locks.length === 0 ? undefined : locks[i % locks.length];
    const medium = involvesMedium(type) ? mediumAt(i) : undefined;
    if (!lock && !medium) continue;
    await insertEntry(w, `type-${type}`, { type, lock, medium, occurredAt: at(w, 1 + ((i * 37) % 179), i * 131) });
  }

  // Unlockings of every lock over half a year, each successful one with its event.
  for (const [l, lock] of locks.entries()) {
    for (const [d, days] of UNLOCKING_DAYS.entries()) {
      const medium = mediumAt(l + d);
      if (!medium) break;
      const type = UNLOCKING_TYPES[(l + d) % UNLOCKING_TYPES.length];
      const occurredAt = at(w, days, l * 97 + d * 13);
      await insertEntry(w, `unlocking-${lock.id}-${d}`, { type, lock, medium, occurredAt });
      if (type.startsWith('UNLOCKING_SUCCESSFUL')) await insertUnlockingEvent(w, `unlocking-${lock.id}-${d}`, lock, medium, occurredAt);
    }
  }

  // Pairings of the phones and synchronizations of authorizations (at least one, maybe empty).
  let synchronizations = 0;
  for (const [i, medium] of media.entries()) {
    if (medium.type === 'PHONE') {
      await w.insert('events', `paired-${medium.id}`, {
        event_type: 'APP_PAIRED',
        details: JSON.stringify({ type: 'APP_PAIRED', mediumId: medium.id }),
        lock_id: null,
        producer_environment_id: null,
        owner_anonymized: 0,
        created_at: at(w, 20 + i * 3, i),
      });
    }
    const authorizations = await w.db
      .selectFrom('authorizations')
      .select('id')
      .where('environment_id', '=', w.environmentId)
      .where('medium_id', '=', medium.id)
      .orderBy('id')
      .execute();
    if (authorizations.length === 0 && (synchronizations > 0 || i < media.length - 1)) continue;
    synchronizations++;
    const synced = authorizations.map((a, n) => ({ authorizationId: Number(a.id), syncAction: n % 4 === 3 ? 'DELETED' : 'CREATED' }));
    await w.insert('events', `synchronized-${medium.id}`, {
      event_type: 'AUTHORIZATION_SYNCHRONIZED',
      details: JSON.stringify({ type: 'AUTHORIZATION_SYNCHRONIZED', mediumId: medium.id, syncedAuthorizationList: synced }),
      lock_id: null,
      producer_environment_id: null,
      owner_anonymized: 0,
      created_at: at(w, 0.5 + i, i * 7),
    });
  }

  await seedCredits(w);
}
