import { isLockProtocolEventType } from '../protocol-log/index.ts';
import { PostgresAdapter, sql, type ExpressionBuilder, type Selectable, type SelectQueryBuilder } from 'kysely';
import { badRequest } from '../../kernel/errors.ts';
import type { LanguageTag } from './languages.ts';
import { daySplit, definedBounds, type DaySplit, type TimeWindow } from './window.ts';
import type { Database, LockProtocolTable } from '../../kernel/db/schema.ts';
import { prepared, preparedPage } from '../../kernel/db/prepared.ts';
import { toBool, withoutEmpty, type Page, type PageRequest } from '../../kernel/db/query-helpers.ts';
import { readingInstant, type Db, type Deps, type RequestContext } from '../../kernel/context.ts';
import type { SimpleLock } from '../locks/index.ts';
import { lockIdsOfArea } from '../locks/index.ts';
import { anonymizingLocks, isAnonymizedFor, loadLockDirectory, rememberedLock, type LockDirectory } from './privacy.ts';
import { protocolRequest, sharedEntryTexts, translatedEntry } from './text.ts';

export interface ProtocolRequest {
  from?: string;
  to?: string;
  language?: string;
}

export interface LockProtocolFilter extends ProtocolRequest {
  lockId?: number;
  areaId?: number;
}

export interface MediumProtocolFilter extends ProtocolRequest {
  mediumId?: number;
}

/** A page of a protocol with the range it covers (echoed by the `-limit` operations). */
export interface WindowedPage<T> extends Page<T> {
  window: TimeWindow;
}

/** LockProtocol of the reference: an entry with its lock (no lock for entries of a medium only). */
export interface LockProtocolView {
  lock?: Partial<SimpleLock> & { id: number };
  lockProtocol: Record<string, unknown>;
}

type Row = Selectable<LockProtocolTable>;
type Eb = ExpressionBuilder<Database, 'lock_protocol'>;

function inWindow(eb: Eb, window: TimeWindow) {
  const bounds = [];
  if (window.from) bounds.push(eb('occurred_at', '>=', window.from));
  if (window.to) bounds.push(eb('occurred_at', '<=', window.to));
  return eb.and(bounds);
}

type Query = SelectQueryBuilder<Database, 'lock_protocol', {}>;

/**
 * All entries a lock owner or a redeemer may see, as two disjoint sets: those of locks it owned
 * when they were written, and those it caused on locks owned by others. Each matches a partial
 * index in time order (migration 017), so a page reads the newest entries of each set instead of
 * sorting the whole range, and the totals count index entries only.
 */
function visibleTo(db: Db, envId: number, window: TimeWindow): [Query, Query] {
  const ofLocks = db
    .selectFrom('lock_protocol')
    .where('lock_id', 'is not', null)
    .where((eb) => inWindow(eb, window));
  return [
    ofLocks.where('owner_environment_id', '=', envId),
    // Written as the index's condition says, so both databases see that it applies.
    ofLocks.where('environment_id', '=', envId).where(sql<boolean>`environment_id <> owner_environment_id`),
  ];
}

/**
 * Values of a prepared statement that holds groups of locks: the ids of all groups one after the
 * other and, as a literal (a shape of its own), how many belong to each group.
 */
interface LockGroups {
  groupIds: number[];
  groupSizes: number[];
}

/** Each group's index and ids (stand-ins while a statement is built). */
function* eachGroup({ groupIds, groupSizes }: LockGroups): Generator<[index: number, ids: number[]]> {
  let start = 0;
  for (const [index, size] of groupSizes.entries()) {
    yield [index, groupIds.slice(start, start + size)];
    start += size;
  }
}

/** Lock groups as the values of a prepared statement take them. */
function lockGroups(groups: Iterable<number[]>): LockGroups {
  const all = [...groups];
  return { groupIds: all.flat(), groupSizes: all.map((ids) => ids.length) };
}

/**
 * The entries of some locks the viewer sees, grouped by owner (`owners[i]` owns group `i`): of
 * its own locks all entries (written while it owned them), of locks shared with it those it
 * caused. Every branch starts with lock and owner, so the lock index answers it however busy the
 * environments are.
 */
function ofLocksQuery(db: Db, p: { envId: number; from?: string; to?: string; owners: number[]; ownGroup: number } & LockGroups) {
  return db.selectFrom('lock_protocol').where((eb) =>
    eb.or(
      [...eachGroup(p)].map(([index, ids]) =>
        eb.and([
          eb('lock_id', 'in', ids),
          eb('owner_environment_id', '=', p.owners[index]),
          // `+ 0`: no index key, so planners keep to the lock index (the caller's own history may be huge).
          ...(index === p.ownGroup ? [] : [eb(sql<number>`environment_id + 0`, '=', p.envId)]),
          inWindow(eb, p),
        ]),
      ),
    ),
  );
}

const lockEntriesPage = preparedPage(ofLocksQuery, (query) => newestFirst(query.selectAll()), {
  literal: ['groupSizes', 'ownGroup'],
});

/** A page of the entries of `lockIds` (all seen by the viewer) with their total. */
function pageOfLocks(db: Db, envId: number, directory: LockDirectory, lockIds: number[], window: TimeWindow, page: PageRequest) {
  const byOwner = new Map<number, number[]>();
  for (const id of lockIds) {
    const owner = directory.view(id)?.ownerEnvId;
    if (owner !== undefined) byOwner.set(owner, [...(byOwner.get(owner) ?? []), id]);
  }
  const owners = [...byOwner.keys()];
  const values = { envId, ...definedBounds(window), owners, ownGroup: owners.indexOf(envId), ...lockGroups(byOwner.values()) };
  return lockEntriesPage(db, values, page);
}

const newestFirst = <O>(query: SelectQueryBuilder<Database, 'lock_protocol', O>) =>
  query.orderBy('occurred_at', 'desc').orderBy('id', 'desc');

/**
 * A page of the entries of all locks `envId` sees: the union of the two disjoint sets of
 * `visibleTo`, newest first. Each set is read in time order from its index (migration 017) and
 * the page is cut from their merge. SQLite merges the two selects of a compound as they stream,
 * without sorting, and stops at the end of the page. PostgreSQL would sort both whole sets for
 * that compound, so there each set first takes its newest `offset + limit` entries (`newest`),
 * and the merge sorts only those.
 */
function visiblePageQuery(db: Db, p: { envId: number; from?: string; to?: string; newest: number } & PageRequest) {
  const [first, second] = visibleTo(db, p.envId, { from: p.from, to: p.to });
  const newest = (query: Query, name: string) => db.selectFrom(newestFirst(query.selectAll()).limit(p.newest).as(name)).selectAll();
  const merged =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? newest(first, 'first').unionAll(newest(second, 'second'))
      : first.selectAll().unionAll(second.selectAll());
  return merged.orderBy('occurred_at', 'desc').orderBy('id', 'desc').limit(p.limit).offset(p.offset);
}

const visiblePage = prepared(visiblePageQuery, { literal: ['limit'] });

function pageOfUnion(db: Db, envId: number, window: TimeWindow, page: PageRequest): Promise<Row[]> {
  return visiblePage(db, { envId, ...definedBounds(window), newest: page.offset + page.limit, ...page });
}

/**
 * How many entries of all locks `envId` sees in the window, in one statement: the whole days
 * inside it from the day counts (migration 020), its partial first and last day from the entries
 * (two disjoint sets each). So a year costs about as much as two days, however busy the
 * environment. A window within one day is counted from the entries alone.
 */
function visibleTotalQuery(db: Db, p: DaySplit & { envId: number }) {
  const counted = (bounds: TimeWindow) => visibleTo(db, p.envId, bounds).map((set) => set.select(sql<number>`count(*)`.as('total')));
  let parts;
  if (p.withinOneDay) {
    parts = counted({ from: p.from, to: p.to });
  } else {
    let days = db
      .selectFrom('lock_protocol_days')
      .select(sql<number>`coalesce(sum(entries), 0)`.as('total'))
      .where('environment_id', '=', p.envId);
    if (p.firstDay !== undefined) days = days.where('day', '>', p.firstDay);
    if (p.lastDay !== undefined) days = days.where('day', '<', p.lastDay);
    parts = [
      ...(p.firstDay === undefined ? [] : counted({ from: p.from, to: p.firstDayEnd })),
      ...(p.lastDay === undefined ? [] : counted({ from: p.lastDay, to: p.to })),
      days,
    ];
  }
  let compound = parts[0];
  for (const part of parts.slice(1)) compound = compound.unionAll(part);
  return compound;
}

const visibleTotalParts = prepared(visibleTotalQuery, { literal: ['withinOneDay'] });

async function visibleTotal(db: Db, envId: number, window: TimeWindow): Promise<number> {
  const totals = await visibleTotalParts(db, { envId, ...daySplit(window) });
  return totals.reduce((sum, { total }) => sum + Number(total), 0);
}

/**
 * `event` and `details` of an entry. Backend changes stored under a system protocol event type
 * (see recordBackendLockEvent) carry that type's texts but no `event.type`, which clients would
 * refuse as an unknown lock protocol event type.
 */
function protocolTexts(type: string, fields: Record<string, unknown>, languages: LanguageTag[], cylinderNumber: string | undefined) {
  if (isLockProtocolEventType(type)) return translatedEntry('lock', type, fields, languages, { cylinderNumber });
  const { event, details } = translatedEntry('system', type, fields, languages, { cylinderNumber });
  return { event: { translations: event.translations }, details };
}

/** Wire form of a page of entries as `ctx`'s environment sees them (anonymized where due). */
async function protocolViews(
  db: Db,
  ctx: RequestContext,
  rows: Row[],
  languages: LanguageTag[],
  known?: LockDirectory,
): Promise<LockProtocolView[]> {
  const directory =
    known ??
    (await loadLockDirectory(
      db,
      ctx.env.id,
      rows.flatMap((r) => (r.lock_id === null ? [] : [Number(r.lock_id)])),
    ));
  const now = readingInstant(ctx.env);
  const languageKey = languages.join(',');
  return rows.map((row) => {
    const lockId = row.lock_id === null ? null : Number(row.lock_id);
    const anonymized = isAnonymizedFor(
      ctx.env.id,
      directory,
      { lockId, producerEnvId: Number(row.environment_id), ownerAnonymized: toBool(row.owner_anonymized), at: row.occurred_at },
      now,
    );
    const lock =
      lockId === null ? undefined : (directory.view(lockId)?.simple ?? rememberedLock(lockId, row.lock_type, row.lock_identifier));
    const medium =
      anonymized || row.medium_id === null
        ? undefined
        : withoutEmpty({
            id: Number(row.medium_id),
            name: row.medium_name,
            mediumIdentifier: row.medium_identifier,
            mediumType: row.medium_type,
          });
    const cylinderNumber = lock?.lockIdentifier;
    const texts = sharedEntryTexts(
      `lock\u0000${row.event_type}\u0000${languageKey}\u0000${cylinderNumber ?? ''}`,
      row.fields,
      anonymized,
      (fields) => protocolTexts(row.event_type, fields, languages, cylinderNumber),
    );
    return withoutEmpty({
      lock,
      // The spread comes last: V8 builds a literal with fields after a spread in its slow path.
      lockProtocol: withoutEmpty({
        eventCategory: row.event_category,
        lockUtcDelta: row.lock_utc_delta === null ? undefined : Number(row.lock_utc_delta),
        medium,
        // The operator is a person too.
        operatorName: anonymized ? undefined : row.operator_name,
        sourceLock: toBool(row.source_lock),
        sourceMedium: toBool(row.source_medium),
        timestamp: row.occurred_at,
        ...texts,
      }),
    });
  });
}

/**
 * The lock protocol: entries of the caller's locks and of locks shared with it, optionally of
 * one lock or of the locks of one area, newest first. `limited` applies the rules of the
 * `-limit` operation (one day by default, at most 365 days).
 */
export async function listLockProtocol(
  deps: Deps,
  ctx: RequestContext,
  filter: LockProtocolFilter,
  page: PageRequest,
  limited: boolean,
): Promise<WindowedPage<LockProtocolView>> {
  const db = deps.store.db;
  const { languages, window } = protocolRequest(filter, limited, readingInstant(ctx.env));
  if (filter.lockId !== undefined && filter.areaId !== undefined) {
    throw badRequest('LOCK_OR_AREA', 'select either a lock (lockId) or an area (areaId), not both', [
      { field: 'query/areaId', message: 'cannot be combined with lockId' },
    ]);
  }
  if (filter.lockId === undefined && filter.areaId === undefined) {
    const [total, rows] = await Promise.all([visibleTotal(db, ctx.env.id, window), pageOfUnion(db, ctx.env.id, window, page)]);
    return { offset: page.offset, total, items: await protocolViews(db, ctx, rows, languages), window };
  }
  const lockIds = filter.lockId !== undefined ? [filter.lockId] : await lockIdsOfArea(db, ctx.env.id, filter.areaId!);
  const directory = await loadLockDirectory(db, ctx.env.id, lockIds);
  const visible = lockIds.filter((id) => directory.view(id));
  if (visible.length === 0) return { offset: page.offset, total: 0, items: [], window };
  const { total, rows } = await pageOfLocks(db, ctx.env.id, directory, visible, window, page);
  return { offset: page.offset, total, items: await protocolViews(db, ctx, rows, languages, directory), window };
}

/**
 * The entries of the caller's media (or of one), without those of locks anonymized for it: group
 * `i` holds the locks whose entries before `cutoffs[i]` are.
 */
function mediumEntriesQuery(db: Db, p: { envId: number; from?: string; to?: string; mediumId?: number; cutoffs: string[] } & LockGroups) {
  let query = db
    .selectFrom('lock_protocol')
    .where('environment_id', '=', p.envId)
    .where((eb) => inWindow(eb, p));
  query = p.mediumId !== undefined ? query.where('medium_id', '=', p.mediumId) : query.where('medium_id', 'is not', null);
  for (const [index, ids] of eachGroup(p)) {
    // coalesce: entries without lock are never hidden, and NOT over a NULL comparison would drop them.
    query = query.where((eb) =>
      eb.not(eb.and([eb(sql<number>`coalesce(lock_id, 0)`, 'in', ids), eb('occurred_at', '<', p.cutoffs[index])])),
    );
  }
  return query;
}

const mediumEntriesPage = preparedPage(mediumEntriesQuery, (query) => newestFirst(query.selectAll()), { literal: ['groupSizes'] });

/**
 * The medium protocol: entries caused by or concerning the caller's media, optionally of one
 * medium, newest first. Entries anonymized for the caller are left out (listing them under the
 * medium would tell whose they are).
 */
export async function listMediumProtocol(
  deps: Deps,
  ctx: RequestContext,
  filter: MediumProtocolFilter,
  page: PageRequest,
  limited: boolean,
): Promise<WindowedPage<LockProtocolView>> {
  const db = deps.store.db;
  const now = readingInstant(ctx.env);
  const { languages, window } = protocolRequest(filter, limited, now);
  const hidden = await anonymizingLocks(db, ctx.env.id, now);
  const values = {
    envId: ctx.env.id,
    ...definedBounds(window),
    mediumId: filter.mediumId,
    cutoffs: [...hidden.keys()],
    ...lockGroups(hidden.values()),
  };
  const { total, rows } = await mediumEntriesPage(db, values, page);
  return { offset: page.offset, total, items: await protocolViews(db, ctx, rows, languages), window };
}
