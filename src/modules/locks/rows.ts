import type { Selectable } from 'kysely';
import type { Ownership } from '../../kernel/db/lock-types.ts';
import type { LockShareTable, LockTable } from '../../kernel/db/lock-tables.ts';
import { prepared } from '../../kernel/db/prepared.ts';
import { toBool, withoutEmpty } from '../../kernel/db/query-helpers.ts';
import type { Db } from '../../kernel/context.ts';

export type LockRow = Selectable<LockTable>;
export type ShareRow = Selectable<LockShareTable>;

/**
 * A lock as one environment sees it: its own lock (OWNER), or another environment's lock shared
 * into it (EXTERNAL), together with the share that makes it visible.
 */
export interface LockInEnv {
  lock: LockRow;
  share?: ShareRow;
  ownership: Ownership;
}

export interface LockDoor {
  name?: string;
  additionalInformation?: string;
  location?: string;
  /** The viewer's own name for an EXTERNAL lock; never present for OWNER locks. */
  alternativeName?: string;
}

export interface LockFirmware {
  appletVersion?: string;
  picVersion?: string;
  motorPicVersion?: string;
}

/** The Lock model of the interface. */
export interface Lock {
  id: number;
  version: number;
  lockType: LockRow['lock_type'];
  ownership: Ownership;
  lockTechnology: LockRow['lock_technology'];
  lockIdentifier: string;
  lockingSystemId: number;
  lockDoor: LockDoor;
  lockFirmware?: LockFirmware;
  comment?: string;
  removalRequested: boolean;
}

/** The SimpleLock model (authorizations, protocols, maintenance tasks). */
export interface SimpleLock {
  id: number;
  lockType: LockRow['lock_type'];
  lockIdentifier: string;
  name?: string;
  additionalInformation?: string;
  alternativeName?: string;
}

/**
 * The locks `envId` sees, its own and those other environments share into it, each once with its
 * share (`s`) if any. The ids come from both tables' environment indexes: an OR over the join
 * read every lock of every environment.
 */
export function visibleLocksQuery(db: Db, envId: number) {
  const visibleIds = db
    .selectFrom('locks')
    .select('id')
    .where('environment_id', '=', envId)
    .unionAll(db.selectFrom('lock_shares').select('lock_id as id').where('environment_id', '=', envId));
  return db
    .selectFrom('locks as l')
    .leftJoin('lock_shares as s', (join) => join.onRef('s.lock_id', '=', 'l.id').on('s.environment_id', '=', envId))
    .where('l.id', 'in', visibleIds);
}

/** The columns a reference to a lock needs: its SimpleLock and the viewer's protocol policy. */
const REFERENCE_LOCK_COLUMNS = [
  'id',
  'environment_id',
  'lock_type',
  'lock_identifier',
  'door_name',
  'door_additional_information',
  'door_location',
  'anonymize_event_log_type',
  'anonymize_event_log_days',
] as const satisfies readonly (keyof LockRow)[];
const REFERENCE_SHARE_COLUMNS = [
  'lock_id',
  'alternative_door_name',
  'anonymize_event_log_type',
  'anonymize_event_log_days',
] as const satisfies readonly (keyof ShareRow)[];

/** A lock as a list of other objects names it (authorizations, protocol entries, events). */
export interface LockReference {
  lock: Pick<LockRow, (typeof REFERENCE_LOCK_COLUMNS)[number]>;
  share?: Pick<ShareRow, (typeof REFERENCE_SHARE_COLUMNS)[number]>;
  ownership: Ownership;
}

/** The columns of the interface's Lock: under half of a lock row, which carries its device settings too. */
const WIRE_LOCK_COLUMNS = [
  ...REFERENCE_LOCK_COLUMNS,
  'version',
  'lock_technology',
  'applet_version',
  'pic_version',
  'motor_pic_version',
  'comment',
  'removal_requested',
] as const satisfies readonly (keyof LockRow)[];
const WIRE_SHARE_COLUMNS = [...REFERENCE_SHARE_COLUMNS, 'version', 'comment', 'status'] as const satisfies readonly (keyof ShareRow)[];

/** A lock with what the interface's Lock shows of it (lists of locks). */
export interface WireLockView {
  lock: Pick<LockRow, (typeof WIRE_LOCK_COLUMNS)[number]>;
  share?: Pick<ShareRow, (typeof WIRE_SHARE_COLUMNS)[number]>;
  ownership: Ownership;
}

/** The given locks as `envId` sees them, in the order of `ids`; invisible ones are left out. */
export function loadLocksInEnv(db: Db, envId: number, ids: readonly number[]): Promise<LockInEnv[]> {
  // With 'all', the rows carry every column: they are whole LockInEnv views.
  return loadVisible(db, envId, ids, 'all') as Promise<LockInEnv[]>;
}

/**
 * As loadLocksInEnv, with the columns of the interface's Lock only: SQLite hands every value
 * over as a new JavaScript value, and the settings columns cost a list more than its lookups.
 */
export function loadWireLocks(db: Db, envId: number, ids: readonly number[]): Promise<WireLockView[]> {
  return loadVisible(db, envId, ids, 'wire') as Promise<WireLockView[]>;
}

/**
 * As loadLocksInEnv, with only the columns a reference needs: a lock row has over thirty, and
 * reading them all for the names in a list cost more than the list itself.
 */
export function loadLockReferences(db: Db, envId: number, ids: readonly number[]): Promise<LockReference[]> {
  return loadVisible(db, envId, ids, 'reference');
}

const COLUMNS = {
  reference: { lock: REFERENCE_LOCK_COLUMNS, share: REFERENCE_SHARE_COLUMNS },
  wire: { lock: WIRE_LOCK_COLUMNS, share: WIRE_SHARE_COLUMNS },
} as const;

type Ids = { ids: readonly number[] };
type EnvIds = Ids & { envId: number };
const locksWith = (db: Db, p: Ids) => db.selectFrom('locks').where('id', 'in', p.ids);
const sharesWith = (db: Db, p: EnvIds) => db.selectFrom('lock_shares').where('environment_id', '=', p.envId).where('lock_id', 'in', p.ids);
/** Every lock list and lookup reads through these: statements compiled once, by column set. */
const READS = {
  all: {
    locks: prepared((db, p: Ids) => locksWith(db, p).selectAll()),
    shares: prepared((db, p: EnvIds) => sharesWith(db, p).selectAll()),
  },
  reference: {
    locks: prepared((db, p: Ids) => locksWith(db, p).select(COLUMNS.reference.lock)),
    shares: prepared((db, p: EnvIds) => sharesWith(db, p).select(COLUMNS.reference.share)),
  },
  wire: {
    locks: prepared((db, p: Ids) => locksWith(db, p).select(COLUMNS.wire.lock)),
    shares: prepared((db, p: EnvIds) => sharesWith(db, p).select(COLUMNS.wire.share)),
  },
};

async function loadVisible(db: Db, envId: number, ids: readonly number[], columns: keyof typeof READS): Promise<LockReference[]> {
  if (ids.length === 0) return [];
  const reads = READS[columns];
  const [lockRows, shareRows] = await Promise.all([reads.locks(db, { ids }), reads.shares(db, { envId, ids })]);
  const lockById = new Map(lockRows.map((l) => [l.id, l]));
  const shareByLock = new Map(shareRows.map((s) => [s.lock_id, s]));
  const out: LockReference[] = [];
  for (const id of ids) {
    const lock = lockById.get(id);
    if (!lock) continue;
    if (lock.environment_id === envId) out.push({ lock, ownership: 'OWNER' });
    else if (shareByLock.has(id)) out.push({ lock, share: shareByLock.get(id), ownership: 'EXTERNAL' });
  }
  return out;
}

export async function loadLockInEnv(db: Db, envId: number, lockId: number): Promise<LockInEnv | undefined> {
  return (await loadLocksInEnv(db, envId, [lockId]))[0];
}

/** A lock is being removed from the viewer's system: by its owner, or by ending the share. */
function removalRequested(view: WireLockView): boolean {
  return toBool(view.lock.removal_requested) || view.share?.status === 'DEACTIVATION_PENDING';
}

export function lockDoorOf(view: LockReference): LockDoor {
  const { lock, share } = view;
  return withoutEmpty({
    name: lock.door_name,
    additionalInformation: lock.door_additional_information,
    location: lock.door_location,
    alternativeName: share ? share.alternative_door_name : null,
  });
}

export function lockFromView(view: WireLockView): Lock {
  const { lock, share } = view;
  const firmware = withoutEmpty({
    appletVersion: lock.applet_version,
    picVersion: lock.pic_version,
    motorPicVersion: lock.motor_pic_version,
  });
  return withoutEmpty({
    id: lock.id,
    // The version a viewer sends back is that of what it may change: the owner's lock row, or
    // its share (comment and alternative name) for an EXTERNAL lock.
    version: share ? share.version : lock.version,
    lockType: lock.lock_type,
    ownership: view.ownership,
    lockTechnology: lock.lock_technology,
    lockIdentifier: lock.lock_identifier,
    lockingSystemId: lock.environment_id,
    lockDoor: lockDoorOf(view),
    lockFirmware: Object.keys(firmware).length > 0 ? firmware : null,
    comment: share ? share.comment : lock.comment,
    removalRequested: removalRequested(view),
  });
}

export function simpleLockFromView(view: LockReference): SimpleLock {
  const door = lockDoorOf(view);
  return withoutEmpty({
    id: view.lock.id,
    lockType: view.lock.lock_type,
    lockIdentifier: view.lock.lock_identifier,
    name: door.name,
    additionalInformation: door.additionalInformation,
    alternativeName: door.alternativeName,
  });
}
