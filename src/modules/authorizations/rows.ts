import type { Insertable, Selectable } from 'kysely';
import type { StoredInfo } from './rules/types.ts';
import type { AuthorizationState, AuthorizationTable } from '../../kernel/db/schema.ts';
import { prepared } from '../../kernel/db/prepared.ts';
import { toBool, withoutEmpty } from '../../kernel/db/query-helpers.ts';
import { sharedJson } from '../../kernel/db/shared-json.ts';
import type { Db, RequestContext } from '../../kernel/context.ts';
import { loadLockReferences, simpleLockFromView, type LockReference, type SimpleLock } from '../locks/index.ts';
import { simpleMediumFromRow, type MediumRow } from '../media/index.ts';
import { type SimpleMedium } from '../protocol-log/index.ts';

export type AuthorizationRow = Selectable<AuthorizationTable>;

export interface SimpleArea {
  id: number;
  name?: string;
  comment?: string;
}

/** The wire form of an authorization (one medium–lock or medium–area pair). */
export interface Authorization {
  id: number;
  version: number;
  medium: SimpleMedium;
  lock?: SimpleLock;
  area?: SimpleArea;
  personId?: number;
  currentState: AuthorizationState;
  createdOn: string;
  updatedOn: string;
  synchronizedOn?: string;
  deletionRequested: boolean;
  authorizationInfoList: StoredInfo[];
  /** True when the infos mix types. */
  custom: boolean;
}

/** The row of a new authorization of a medium for a lock or an area, not yet received by any device. */
export function newAuthorizationRow(
  envId: number,
  mediumId: number,
  target: { lock_id: number | null; area_id: number | null },
  infos: StoredInfo[],
  now: string,
): Insertable<AuthorizationTable> {
  return {
    environment_id: envId,
    version: 1,
    medium_id: mediumId,
    ...target,
    infos: JSON.stringify(infos),
    current_state: 'CREATED',
    deletion_requested: 0,
    state_before_deletion: null,
    created_at: now,
    updated_at: now,
    synchronized_on: null,
  };
}

/** The infos of a row, to work on (the rules of a change). */
export function infosOf(row: Pick<AuthorizationRow, 'infos'>): StoredInfo[] {
  return JSON.parse(row.infos) as StoredInfo[];
}

/**
 * The infos of a row to read (answers, access decisions): shared with every row of the same
 * infos, frozen (see sharedJson).
 */
export function sharedInfosOf(row: Pick<AuthorizationRow, 'infos'>): StoredInfo[] {
  return sharedJson<StoredInfo[]>(row.infos);
}

/** What an authorization shows of its medium: the SimpleMedium and the medium's person. */
const MEDIUM_REFERENCE_COLUMNS = [
  'id',
  'name',
  'medium_identifier',
  'medium_type',
  'person_id',
] as const satisfies readonly (keyof MediumRow)[];
type MediumReference = Pick<MediumRow, (typeof MEDIUM_REFERENCE_COLUMNS)[number]>;

type EnvIds = { envId: number; ids: number[] };
const mediumReferencesAmong = prepared((db, p: EnvIds) =>
  db.selectFrom('media').select(MEDIUM_REFERENCE_COLUMNS).where('environment_id', '=', p.envId).where('id', 'in', p.ids),
);
const areaReferencesAmong = prepared((db, p: EnvIds) =>
  db.selectFrom('areas').select(['id', 'name', 'comment']).where('environment_id', '=', p.envId).where('id', 'in', p.ids),
);

/**
 * Rows of the caller's environment a use case already read in its transaction (media it locked,
 * locks it resolved), current as of now: its answer uses them instead of reading them again.
 */
export interface HeldRows {
  media?: readonly MediumReference[];
  locks?: readonly LockReference[];
}

/**
 * Wire forms of authorization rows, with the medium, lock and area summaries and the person of
 * the medium, loaded in one query per kind (none for what `held` already has).
 */
export async function authorizationsToWire(
  db: Db,
  ctx: RequestContext,
  rows: AuthorizationRow[],
  held: HeldRows = {},
): Promise<Authorization[]> {
  if (rows.length === 0) return [];
  const heldMedia = new Map((held.media ?? []).map((m) => [m.id, m]));
  const heldLocks = new Map((held.locks ?? []).map((l) => [l.lock.id, l]));
  const mediumIds = [...new Set(rows.flatMap((r) => (heldMedia.has(r.medium_id) ? [] : [r.medium_id])))];
  const lockIds = [...new Set(rows.flatMap((r) => (r.lock_id === null || heldLocks.has(r.lock_id) ? [] : [r.lock_id])))];
  const areaIds = [...new Set(rows.flatMap((r) => (r.area_id === null ? [] : [r.area_id])))];
  const [loadedMedia, loadedLocks, areas] = await Promise.all([
    mediumIds.length > 0 ? mediumReferencesAmong(db, { envId: ctx.env.id, ids: mediumIds }) : Promise.resolve([]),
    lockIds.length > 0 ? loadLockReferences(db, ctx.env.id, lockIds) : Promise.resolve([]),
    areaIds.length > 0 ? areaReferencesAmong(db, { envId: ctx.env.id, ids: areaIds }) : Promise.resolve([]),
  ]);
  const mediumById = new Map([...heldMedia, ...loadedMedia.map((m) => [m.id, m] as const)]);
  const lockById = new Map([...heldLocks.values(), ...loadedLocks].map((l) => [l.lock.id, simpleLockFromView(l)]));
  const areaById = new Map(areas.map((a) => [a.id, withoutEmpty({ id: a.id, name: a.name, comment: a.comment }) as SimpleArea]));
  return rows.map((row) => {
    const medium = mediumById.get(row.medium_id);
    const infos = sharedInfosOf(row);
    return withoutEmpty({
      id: row.id,
      version: row.version,
      medium: medium ? simpleMediumFromRow(medium) : { id: row.medium_id, mediumType: 'PHONE' as const },
      lock: row.lock_id === null ? undefined : (lockById.get(row.lock_id) ?? { id: row.lock_id }),
      area: row.area_id === null ? undefined : (areaById.get(row.area_id) ?? { id: row.area_id }),
      personId: medium?.person_id,
      currentState: row.current_state,
      createdOn: row.created_at,
      updatedOn: row.updated_at,
      synchronizedOn: row.synchronized_on,
      deletionRequested: toBool(row.deletion_requested),
      authorizationInfoList: infos,
      custom: new Set(infos.map((i) => i.type)).size > 1,
    }) as Authorization;
  });
}
