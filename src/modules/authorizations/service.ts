import { nextVersion } from '../../kernel/db/versioned.ts';
import type { LanguageCode } from '../../kernel/codes.ts';
import { applySimpleToPair } from './rules/pair-rules.ts';
import { decomposeSimple } from './rules/simple.ts';
import { MAX_INFOS_PER_AUTHORIZATION, type AuthorizationInfo, type SimplePeriod, type StoredInfo } from './rules/types.ts';
import { inWireForm, validateAuthorizationInfo, validateInfoList } from './rules/validate.ts';
import { type AppError, badRequest, conflict, notFound, staleVersion, type FieldError } from '../../kernel/errors.ts';
import { defaultPushMessage } from './push-message.ts';
import { toIso } from '../../kernel/time.ts';
import type { AuthorizationState, AuthorizationTable, PushMessageTable } from '../../kernel/db/schema.ts';
import { sql, type Insertable } from 'kysely';
import { prepared, preparedPage } from '../../kernel/db/prepared.ts';
import type { Page, PageRequest } from '../../kernel/db/query-helpers.ts';
import { authorizationsToWire, infosOf, newAuthorizationRow, type Authorization, type AuthorizationRow, type HeldRows } from './rows.ts';
import { envNow, inTransaction, type Db, type Deps, type RequestContext } from '../../kernel/context.ts';
import { consumeCredits } from '../credits/index.ts';
import { assertDistinct } from '../../kernel/list-rules.ts';
import { loadLockInEnv, lockFactsOfView, type LockInEnv } from '../locks/index.ts';
import { areaExists } from '../locks/index.ts';
import { lockMedium, simpleMediumFromRow, type MediumRow } from '../media/index.ts';
import { recordSystemEvent } from '../protocol-log/index.ts';

/** Credits one change of a phone's authorization costs in production (none with a valid time-based credit). */
export const AUTHORIZATION_CREDIT_COST = 1;

export interface PairRef {
  mediumId: number;
  lockId?: number;
  areaId?: number;
}

export interface SimpleAuthorizationInput extends PairRef {
  authorizationInfo: { type: 'SIMPLE'; validFrom: string; validTo: string };
  removeAllExistingAuthorizationsForPair?: boolean;
  pushMessage?: string;
}

export interface AuthorizationCreateInput extends PairRef {
  authorizationInfoList: AuthorizationInfo[];
}

export interface AuthorizationUpdateInput {
  id: number;
  version: number;
  lock?: { id: number };
  area?: { id: number };
  authorizationInfoList: AuthorizationInfo[];
}

export interface AuthorizationChangeInput {
  authorizationCreateList: AuthorizationCreateInput[];
  authorizationUpdateList: AuthorizationUpdateInput[];
  pushMessage?: string;
}

interface ResolvedPair {
  medium: MediumRow;
  /** The lock as the caller's environment sees it, when the pair names one. */
  lock?: LockInEnv;
  lockId: number | null;
  areaId: number | null;
}

function invalid(errors: FieldError[]): AppError {
  return badRequest('VALIDATION_FAILED', errors.map((e) => `${e.field}: ${e.message}`).join('; '), errors);
}

/**
 * The medium and exactly one of lock or area, all visible from the caller's environment. Takes
 * the medium's row lock: changes to the authorizations of one medium run one after the other,
 * on SQLite and PostgreSQL alike, so concurrent requests cannot interleave their checks.
 */
async function resolvePair(tx: Db, ctx: RequestContext, ref: PairRef, path: string): Promise<ResolvedPair> {
  const hasLock = ref.lockId !== undefined && ref.lockId !== null;
  const hasArea = ref.areaId !== undefined && ref.areaId !== null;
  if (hasLock === hasArea) {
    throw invalid([{ field: `${path}/${hasLock ? 'areaId' : 'lockId'}`, message: 'give exactly one of lockId and areaId' }]);
  }
  const medium = await lockMedium(tx, ctx, ref.mediumId, { bump: false });
  if (!medium.activated) {
    throw badRequest('MEDIUM_DEACTIVATED', `medium ${medium.id} is deactivated: reactivate it before authorizing it`, [
      { field: `${path}/mediumId`, message: 'medium is deactivated' },
    ]);
  }
  const lock = hasLock ? await loadLockInEnv(tx, ctx.env.id, ref.lockId!) : undefined;
  if (hasLock && !lock) throw notFound('Lock', ref.lockId!);
  if (hasArea && !(await areaExists(tx, ctx.env.id, ref.areaId!))) throw notFound('Area', ref.areaId!);
  return { medium, lock, lockId: hasLock ? ref.lockId! : null, areaId: hasArea ? ref.areaId! : null };
}

const pairRow = prepared((db, p: { envId: number; mediumId: number; lockId?: number; areaId?: number }) => {
  const query = db.selectFrom('authorizations').selectAll().where('environment_id', '=', p.envId).where('medium_id', '=', p.mediumId);
  return p.lockId !== undefined ? query.where('lock_id', '=', p.lockId) : query.where('area_id', '=', p.areaId!);
});

async function findPairRow(tx: Db, ctx: RequestContext, pair: ResolvedPair): Promise<AuthorizationRow | undefined> {
  const target = pair.lockId !== null ? { lockId: pair.lockId } : { areaId: pair.areaId! };
  const [row] = await pairRow(tx, { envId: ctx.env.id, mediumId: pair.medium.id, ...target });
  return row;
}

const rowById = prepared((db, p: { envId: number; id: number }) =>
  db.selectFrom('authorizations').selectAll().where('environment_id', '=', p.envId).where('id', '=', p.id),
);

async function findRow(db: Db, ctx: RequestContext, id: number): Promise<AuthorizationRow | undefined> {
  const [row] = await rowById(db, { envId: ctx.env.id, id });
  return row;
}

/** A changed authorization stays CREATED until the device first had it; afterwards it is MODIFIED. */
function stateAfterChange(row: AuthorizationRow): AuthorizationState {
  return row.current_state === 'CREATED' || row.synchronized_on === null ? 'CREATED' : 'MODIFIED';
}

const insertAuthorizationRow = prepared((db, row: Insertable<AuthorizationTable>) =>
  db.insertInto('authorizations').values(row).returningAll(),
);

async function insertAuthorization(tx: Db, ctx: RequestContext, pair: ResolvedPair, infos: StoredInfo[]): Promise<AuthorizationRow> {
  const target = { lock_id: pair.lockId, area_id: pair.areaId };
  const [row] = await insertAuthorizationRow(tx, newAuthorizationRow(ctx.env.id, pair.medium.id, target, infos, toIso(envNow(ctx.env))));
  await recordChange(tx, ctx, row, pair.medium, 'CREATE_AUTHORIZATION_KEY', pair.lock);
  return row;
}

const saveInfosRow = prepared((db, p: { id: number; version: number; infos: string; state: AuthorizationState; updatedAt: string }) =>
  db
    .updateTable('authorizations')
    .set({
      infos: p.infos,
      version: nextVersion(),
      current_state: p.state,
      deletion_requested: 0,
      state_before_deletion: null,
      updated_at: p.updatedAt,
    })
    .where('id', '=', p.id)
    .where('version', '=', p.version)
    .returningAll(),
);

async function saveInfos(
  tx: Db,
  ctx: RequestContext,
  row: AuthorizationRow,
  medium: MediumRow,
  infos: StoredInfo[],
  /** The pair's lock when the caller read it (spares reading it again for the protocol entry). */
  lock?: LockInEnv,
): Promise<AuthorizationRow> {
  const [updated] = await saveInfosRow(tx, {
    id: row.id,
    version: row.version,
    infos: JSON.stringify(infos),
    state: stateAfterChange(row),
    updatedAt: toIso(envNow(ctx.env)),
  });
  if (!updated) throw staleVersion('Authorization', row.id);
  await recordChange(tx, ctx, updated, medium, 'EDIT_AUTHORIZATION_KEY', lock);
  return updated;
}

/** Protocol entry and, for phones in production, the credits a change costs. */
async function recordChange(
  tx: Db,
  ctx: RequestContext,
  row: AuthorizationRow,
  medium: MediumRow,
  event: string,
  lock: LockInEnv | undefined,
): Promise<void> {
  if (medium.medium_type === 'PHONE') {
    await consumeCredits(tx, ctx, AUTHORIZATION_CREDIT_COST, 'AUTHORIZATION_CHANGE', {
      coveredByTemporalCredit: true,
      details: { authorizationId: row.id, mediumId: medium.id },
    });
  }
  await recordSystemEvent(tx, ctx, {
    type: event,
    fields: { authorizationId: row.id, authorizations: infosOf(row).length, ...(row.area_id !== null ? { areaId: row.area_id } : {}) },
    lockId: row.lock_id,
    mediumId: medium.id,
    mediumIdentifier: medium.medium_identifier,
    medium: simpleMediumFromRow(medium),
    lockFacts: lock && lockFactsOfView(lock),
  });
}

const languageOfPerson = prepared((db, p: { id: number }) =>
  db.selectFrom('persons').select('correspondence_language_code').where('id', '=', p.id),
);

const insertPushMessage = prepared((db, message: Insertable<PushMessageTable>) => db.insertInto('push_messages').values(message));

/** Queues the text a phone shows for new or changed authorizations (default in its person's language). */
export async function queuePushMessage(tx: Db, ctx: RequestContext, medium: MediumRow, text: string | undefined): Promise<void> {
  if (medium.medium_type !== 'PHONE') return;
  let message = text;
  if (message === undefined) {
    const [person] = medium.person_id === null ? [] : await languageOfPerson(tx, { id: medium.person_id });
    message = defaultPushMessage((person?.correspondence_language_code ?? 'en-UK') as LanguageCode);
  }
  await insertPushMessage(tx, {
    environment_id: ctx.env.id,
    medium_id: medium.id,
    text: message,
    created_at: toIso(envNow(ctx.env)),
    delivered_at: null,
  });
}

/**
 * The rules of POST /v1/authorizations/simple inside the caller's transaction (send-a-key uses
 * it too): the SIMPLE period is checked against every info of the pair and appended, or replaces
 * them all with `removeAllExistingAuthorizationsForPair`. Returns the pair's authorization.
 */
export async function applySimpleAuthorization(
  tx: Db,
  ctx: RequestContext,
  input: SimpleAuthorizationInput,
  path = '',
): Promise<AuthorizationRow> {
  return (await applySimple(tx, ctx, input, path)).row;
}

async function applySimple(
  tx: Db,
  ctx: RequestContext,
  input: SimpleAuthorizationInput,
  path: string,
): Promise<{ row: AuthorizationRow; pair: ResolvedPair }> {
  const infoPath = `${path}/authorizationInfo`;
  const errors = validateAuthorizationInfo(input.authorizationInfo, infoPath, ['SIMPLE']);
  if (errors.length > 0) throw invalid(errors);
  const pair = await resolvePair(tx, ctx, input, path);
  const existing = await findPairRow(tx, ctx, pair);
  const period: SimplePeriod = { validFrom: input.authorizationInfo.validFrom, validTo: input.authorizationInfo.validTo };
  const outcome = applySimpleToPair(
    existing ? infosOf(existing) : [],
    period,
    input.removeAllExistingAuthorizationsForPair ?? false,
    infoPath,
  );
  if (outcome.kind === 'refused') throw badRequest(outcome.code, outcome.message, [{ field: outcome.field, message: outcome.message }]);
  if (outcome.kind === 'unchanged' && existing) return { row: existing, pair };
  const infos = outcome.kind === 'created' ? outcome.infos : decomposeSimple(period.validFrom, period.validTo);
  const row = existing
    ? await saveInfos(tx, ctx, existing, pair.medium, infos, pair.lock)
    : await insertAuthorization(tx, ctx, pair, infos);
  await queuePushMessage(tx, ctx, pair.medium, input.pushMessage);
  return { row, pair };
}

/** The medium and lock rows a use case already holds, so its answer does not read them again. */
function heldRows(pairs: Iterable<Pick<ResolvedPair, 'medium' | 'lock'>>): HeldRows {
  const held = { media: [] as MediumRow[], locks: [] as LockInEnv[] };
  for (const pair of pairs) {
    held.media.push(pair.medium);
    if (pair.lock) held.locks.push(pair.lock);
  }
  return held;
}

export function createSimpleAuthorization(deps: Deps, ctx: RequestContext, input: SimpleAuthorizationInput): Promise<Authorization> {
  return inTransaction(deps, async (tx) => {
    const { row, pair } = await applySimple(tx, ctx, input, '');
    return (await authorizationsToWire(tx, ctx, [row], heldRows([pair])))[0];
  });
}

/** Checks an info list and turns SIMPLE entries into the infos that store them. */
function storedInfos(list: AuthorizationInfo[], path: string): { infos: StoredInfo[]; errors: FieldError[] } {
  const errors = validateInfoList(list, path);
  if (errors.length > 0) return { infos: [], errors };
  const infos = list.flatMap((info) => (info.type === 'SIMPLE' ? decomposeSimple(info.validFrom, info.validTo) : [inWireForm(info)]));
  if (infos.length > MAX_INFOS_PER_AUTHORIZATION) {
    return { infos, errors: [{ field: path, message: `the SIMPLE entries make more than ${MAX_INFOS_PER_AUTHORIZATION} infos` }] };
  }
  return { infos, errors: [] };
}

/**
 * POST /v1/authorizations/advanced: creates authorizations for new pairs (409 when the pair has
 * one) and replaces the infos of existing ones (their version must be current; lock or area
 * cannot change). All or nothing; answers every resulting authorization.
 */
export function changeAuthorizations(deps: Deps, ctx: RequestContext, change: AuthorizationChangeInput): Promise<Authorization[]> {
  const creates = change.authorizationCreateList.map((c, i) => ({
    input: c,
    ...storedInfos(c.authorizationInfoList, `/authorizationCreateList/${i}/authorizationInfoList`),
  }));
  const updates = change.authorizationUpdateList.map((u, i) => ({
    input: u,
    ...storedInfos(u.authorizationInfoList, `/authorizationUpdateList/${i}/authorizationInfoList`),
  }));
  const errors = [...creates, ...updates].flatMap((e) => e.errors);
  if (errors.length > 0) throw invalid(errors);
  assertDistinct(
    change.authorizationUpdateList.map((u) => u.id),
    'id',
  );
  return inTransaction(deps, async (tx) => {
    const results: AuthorizationRow[] = [];
    const touched = new Map<number, MediumRow>();
    const held: Pick<ResolvedPair, 'medium' | 'lock'>[] = [];
    for (const [i, { input, infos }] of creates.entries()) {
      const pair = await resolvePair(tx, ctx, input, `/authorizationCreateList/${i}`);
      const existing = await findPairRow(tx, ctx, pair);
      if (existing) {
        throw conflict(
          'PAIR_HAS_AUTHORIZATION',
          `medium ${pair.medium.id} already has authorization ${existing.id} for this ${pair.lockId !== null ? 'lock' : 'area'}: change it through authorizationUpdateList`,
        );
      }
      results.push(await insertAuthorization(tx, ctx, pair, infos));
      touched.set(pair.medium.id, pair.medium);
      held.push(pair);
    }
    for (const [i, { input, infos }] of updates.entries()) {
      const row = await findRow(tx, ctx, input.id);
      if (!row) throw notFound('Authorization', input.id);
      const movedLock = input.lock?.id !== undefined && input.lock.id !== row.lock_id;
      const movedArea = input.area?.id !== undefined && input.area.id !== row.area_id;
      if (movedLock || movedArea) {
        throw invalid([
          {
            field: `/authorizationUpdateList/${i}/${movedLock ? 'lock' : 'area'}`,
            message: 'the lock or area of an authorization cannot be changed',
          },
        ]);
      }
      if (row.version !== input.version) throw staleVersion('Authorization', row.id);
      const medium = await lockMedium(tx, ctx, row.medium_id, { bump: false });
      results.push(await saveInfos(tx, ctx, row, medium, infos));
      touched.set(medium.id, medium);
      held.push({ medium });
    }
    for (const medium of touched.values()) await queuePushMessage(tx, ctx, medium, change.pushMessage);
    return authorizationsToWire(tx, ctx, results, heldRows(held));
  });
}

export interface AuthorizationFilter {
  lockId?: number;
  areaId?: number;
  mediumId?: number;
  personId?: number;
}

const authorizationPage = preparedPage(
  (db, p: AuthorizationFilter & { envId: number }) => {
    let query = db.selectFrom('authorizations').where('environment_id', '=', p.envId);
    if (p.lockId !== undefined) query = query.where('lock_id', '=', p.lockId);
    if (p.areaId !== undefined) query = query.where('area_id', '=', p.areaId);
    if (p.mediumId !== undefined) query = query.where('medium_id', '=', p.mediumId);
    if (p.personId !== undefined) {
      const personId = p.personId;
      query = query.where('medium_id', 'in', (eb) =>
        eb.selectFrom('media').select('id').where('environment_id', '=', p.envId).where('person_id', '=', personId),
      );
    }
    return query;
  },
  (q, p) =>
    q
      .selectAll()
      // A person's authorizations are few, found by their media: ordered by an expression, they
      // are sorted after that lookup. SQLite's planner would otherwise walk the environment's
      // whole index of creation times for the order and test each row (300 ms at 1 000 000).
      .orderBy(p.personId === undefined ? 'created_at' : sql`created_at || ''`, 'desc')
      .orderBy('id', 'desc'),
  { total: keptTotal },
);

/**
 * The total of the whole list, or of one lock's or area's authorizations, from the counts the
 * triggers of migration 022 keep: counting the rows of a large environment took milliseconds.
 */
function keptTotal(db: Db, p: AuthorizationFilter & { envId: number }) {
  if (p.mediumId !== undefined || p.personId !== undefined || (p.lockId !== undefined && p.areaId !== undefined)) return undefined;
  const [scope, targetId] =
    p.lockId !== undefined
      ? (['lock', p.lockId] as const)
      : p.areaId !== undefined
        ? (['area', p.areaId] as const)
        : (['environment', 0] as const);
  return db
    .selectFrom('authorization_counts')
    .select(sql<number>`coalesce(sum(authorizations), 0)`.as('total'))
    .where('environment_id', '=', p.envId)
    .where('scope', '=', scope)
    .where('target_id', '=', targetId);
}

/** Newest created first. */
export async function listAuthorizations(
  deps: Deps,
  ctx: RequestContext,
  filter: AuthorizationFilter,
  page: PageRequest,
): Promise<Page<Authorization>> {
  const db = deps.store.db;
  const { lockId, areaId, mediumId, personId } = filter;
  const { total, rows } = await authorizationPage(db, { envId: ctx.env.id, lockId, areaId, mediumId, personId }, page);
  return { offset: page.offset, total, items: await authorizationsToWire(db, ctx, rows) };
}

export async function getAuthorization(deps: Deps, ctx: RequestContext, id: number): Promise<Authorization> {
  const row = await findRow(deps.store.db, ctx, id);
  if (!row) throw notFound('Authorization', id);
  return (await authorizationsToWire(deps.store.db, ctx, [row]))[0];
}

/**
 * PUT /v1/authorizations: flags authorizations for deletion (they disappear once the device has
 * synchronized; until then their state is DELETED) or withdraws a pending request. One the
 * device never had is removed at once.
 */
export function requestDeletions(
  deps: Deps,
  ctx: RequestContext,
  items: { id: number; deletionRequested: boolean }[],
): Promise<Authorization[]> {
  assertDistinct(
    items.map((i) => i.id),
    'id',
  );
  return inTransaction(deps, async (tx) => {
    const results: AuthorizationRow[] = [];
    const media: MediumRow[] = [];
    for (const item of items) {
      const row = await findRow(tx, ctx, item.id);
      if (!row) throw notFound('Authorization', item.id);
      const medium = await lockMedium(tx, ctx, row.medium_id, { bump: false });
      media.push(medium);
      const flagged = row.deletion_requested === 1;
      if (item.deletionRequested === flagged) {
        results.push(row);
        continue;
      }
      const now = toIso(envNow(ctx.env));
      const ref = {
        lockId: row.lock_id,
        mediumId: medium.id,
        mediumIdentifier: medium.medium_identifier,
        medium: simpleMediumFromRow(medium),
        fields: { authorizationId: row.id },
      };
      if (item.deletionRequested && row.synchronized_on === null) {
        await tx.deleteFrom('authorizations').where('id', '=', row.id).execute();
        await recordSystemEvent(tx, ctx, { type: 'DELETE_AUTHORIZATION_KEY_IN_STATE_CREATE', ...ref });
        // The row is gone: the answer shows it as its last change would have left it (the row was locked).
        results.push({ ...row, version: row.version + 1, current_state: 'DELETED', deletion_requested: 1, updated_at: now });
        continue;
      }
      const set = item.deletionRequested
        ? { deletion_requested: 1, state_before_deletion: row.current_state, current_state: 'DELETED' as const }
        : { deletion_requested: 0, state_before_deletion: null, current_state: row.state_before_deletion ?? stateAfterChange(row) };
      const updated = await tx
        .updateTable('authorizations')
        .set({ ...set, version: nextVersion(), updated_at: now })
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordSystemEvent(tx, ctx, {
        type: item.deletionRequested ? 'MARK_AUTHORIZATION_KEY_AS_DELETED' : 'UNDELETE_AUTHORIZATION_KEY',
        ...ref,
      });
      results.push(updated);
    }
    return authorizationsToWire(tx, ctx, results, { media });
  });
}

export interface BlacklistEntry {
  lockId: number;
  mediumId: number;
  synchronizedOnLock: boolean;
}

const blacklistOf = prepared((db, p: { envId: number; lockId?: number; mediumId?: number }) => {
  let query = db
    .selectFrom('blacklist_entries')
    .select(['lock_id', 'medium_id', 'synchronized_on_lock'])
    .where('environment_id', '=', p.envId);
  if (p.lockId !== undefined) query = query.where('lock_id', '=', p.lockId);
  if (p.mediumId !== undefined) query = query.where('medium_id', '=', p.mediumId);
  return query.orderBy('lock_id').orderBy('medium_id');
});

/** Deactivated media on the locks they could open, ordered by lock, then medium. */
export async function listBlacklist(
  deps: Deps,
  ctx: RequestContext,
  filter: { lockId?: number; mediumId?: number },
): Promise<BlacklistEntry[]> {
  const rows = await blacklistOf(deps.store.db, { envId: ctx.env.id, lockId: filter.lockId, mediumId: filter.mediumId });
  return rows.map((r) => ({ lockId: r.lock_id, mediumId: r.medium_id, synchronizedOnLock: r.synchronized_on_lock === 1 }));
}
