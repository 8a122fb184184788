import type { Selectable } from 'kysely';
import type { Ownership } from '../../kernel/db/lock-types.ts';
import type { LockShareTable, LockTable } from '../../kernel/db/lock-tables.ts';
import { prepared } from '../../kernel/db/prepared.ts';
import { literalBuilder } from '../../kernel/db/literal-builder.ts';
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

/** A lock as a viewer sees it, with some columns of the lock and of the viewer's share. */
interface LockViewWith<LockColumns extends readonly (keyof LockRow)[], ShareColumns extends readonly (keyof ShareRow)[]> {
  lock: Pick<LockRow, LockColumns[number]>;
  share?: Pick<ShareRow, ShareColumns[number]>;
  ownership: Ownership;
}

/** A lock as a list of other objects names it (authorizations, protocol entries, events). */
export type LockReference = LockViewWith<typeof REFERENCE_LOCK_COLUMNS, typeof REFERENCE_SHARE_COLUMNS>;

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
export type WireLockView = LockViewWith<typeof WIRE_LOCK_COLUMNS, typeof WIRE_SHARE_COLUMNS>;

/** The columns that decide a lock's maintenance tasks (besides what waits for it in other tables). */
const MAINTENANCE_LOCK_COLUMNS = [
  ...REFERENCE_LOCK_COLUMNS,
  'removal_requested',
  'battery_status',
  'clock_invalid',
  'applet_version',
  'holiday_calendar_enabled',
  'pending_settings',
  'holiday_calendar_synced_version',
] as const satisfies readonly (keyof LockRow)[];

/** A lock with what its maintenance tasks are derived from. */
export type MaintenanceLockView = LockViewWith<typeof MAINTENANCE_LOCK_COLUMNS, typeof REFERENCE_SHARE_COLUMNS>;

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

/**
 * As loadLocksInEnv, with the columns maintenance tasks are derived from: the task list derives
 * every visible lock's tasks before it pages, and whole rows cost it more than all else.
 */
export function loadMaintenanceLocks(db: Db, envId: number, ids: readonly number[]): Promise<MaintenanceLockView[]> {
  return loadVisible(db, envId, ids, 'maintenance') as Promise<MaintenanceLockView[]>;
}

const COLUMNS = {
  reference: { lock: REFERENCE_LOCK_COLUMNS, share: REFERENCE_SHARE_COLUMNS },
  wire: { lock: WIRE_LOCK_COLUMNS, share: WIRE_SHARE_COLUMNS },
  maintenance: { lock: MAINTENANCE_LOCK_COLUMNS, share: REFERENCE_SHARE_COLUMNS },
} as const;

/** Every column of a share: a record, so that a column added to the table must be named here too. */
const ALL_SHARE_COLUMNS = Object.keys({
  id: 1,
  environment_id: 1,
  lock_id: 1,
  owner_environment_id: 1,
  version: 1,
  settings_version: 1,
  alternative_door_name: 1,
  comment: 1,
  anonymize_data_in_owner_protocol: 1,
  anonymize_event_log_type: 1,
  anonymize_event_log_days: 1,
  status: 1,
  activated_at: 1,
  created_at: 1,
  updated_at: 1,
} satisfies Record<keyof ShareRow, 1>) as (keyof ShareRow)[];

/** The viewer's share comes back beside the lock's columns, each named `share_<column>`. */
const SHARE_PREFIX = 'share_';

/**
 * The locks with the given ids, each with the share `envId` holds on it if any: one statement
 * (a statement of its own for the shares cost as much as the locks' own).
 */
function locksWithShareQuery(lockColumns: readonly (keyof LockRow)[] | 'all', shareColumns: readonly (keyof ShareRow)[]) {
  return prepared((db, p: { envId: number; ids: readonly number[] }) => {
    const query = db
      .selectFrom('locks as l')
      .leftJoin('lock_shares as s', (join) => join.onRef('s.lock_id', '=', 'l.id').on('s.environment_id', '=', p.envId))
      .where('l.id', 'in', p.ids)
      .select(shareColumns.map((column) => `s.${column} as ${SHARE_PREFIX}${column}` as 's.id'));
    return lockColumns === 'all' ? query.selectAll('l') : query.select(lockColumns.map((column) => `l.${column}` as 'l.id'));
  });
}

/** Every lock list and lookup reads through these: statements compiled once, by column set. */
const READS = {
  all: locksWithShareQuery('all', ALL_SHARE_COLUMNS),
  reference: locksWithShareQuery(COLUMNS.reference.lock, COLUMNS.reference.share),
  wire: locksWithShareQuery(COLUMNS.wire.lock, COLUMNS.wire.share),
  maintenance: locksWithShareQuery(COLUMNS.maintenance.lock, COLUMNS.maintenance.share),
};

type JoinedRow = Record<string, unknown>;
type SplitRow = { lock: LockRow; share?: ShareRow };

/** One splitter per list of joined columns (the lock reads differ only in their columns). */
const splitters = new Map<string, (row: JoinedRow) => SplitRow>();

/**
 * What splits joined rows of these columns into the lock's columns and, when the viewer holds a
 * share (its `share_lock_id` is set), the share's: each part built by one literal (see
 * literal-builder.ts; key by key it cost 3 µs for the 7 locks of a protocol page, now 0.2).
 */
function splitterOf(columns: string[]): (row: JoinedRow) => SplitRow {
  const key = columns.join('\0');
  let split = splitters.get(key);
  if (!split) {
    const shareColumns = columns.filter((column) => column.startsWith(SHARE_PREFIX));
    const lockColumns = columns.filter((column) => !column.startsWith(SHARE_PREFIX));
    const lockOf = literalBuilder<JoinedRow>(lockColumns.map((from) => ({ key: from, from })));
    const shareOf = literalBuilder<JoinedRow>(shareColumns.map((from) => ({ key: from.slice(SHARE_PREFIX.length), from })));
    split = (row) => ({ lock: lockOf(row) as LockRow, share: row.share_lock_id === null ? undefined : (shareOf(row) as ShareRow) });
    splitters.set(key, split);
  }
  return split;
}

async function loadVisible(db: Db, envId: number, ids: readonly number[], columns: keyof typeof READS): Promise<LockReference[]> {
  if (ids.length === 0) return [];
  const rows = (await READS[columns](db, { envId, ids })) as JoinedRow[];
  if (rows.length === 0) return [];
  const split = splitterOf(Object.keys(rows[0]));
  const lockById = new Map(rows.map((row) => [row.id as number, split(row)]));
  const out: LockReference[] = [];
  for (const id of ids) {
    const found = lockById.get(id);
    if (!found) continue;
    const { lock, share } = found;
    if (lock.environment_id === envId) out.push({ lock, ownership: 'OWNER' });
    else if (share) out.push({ lock, share, ownership: 'EXTERNAL' });
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
