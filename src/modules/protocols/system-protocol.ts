import { unknownEventTypes } from '../../kernel/revisions.ts';
import { sql, type Expression, type Selectable, type SqlBool } from 'kysely';
import type { SystemProtocolTable } from '../../kernel/db/schema.ts';
import { invalidField } from '../../kernel/errors.ts';
import { isSystemProtocolEventType, type SystemProtocolEventType } from '../protocol-log/index.ts';
import type { LanguageTag } from './languages.ts';
import { containsPatternOf, matchesPattern, withoutEmpty, type PageRequest } from '../../kernel/db/query-helpers.ts';
import { readingInstant, type Db, type Deps, type RequestContext } from '../../kernel/context.ts';
import type { ProtocolRequest, WindowedPage } from './lock-protocol.ts';
import { loadLockDirectory } from './privacy.ts';
import { protocolRequest, sharedEntryTexts, translatedEntry } from './text.ts';
import { prepared, preparedPage } from '../../kernel/db/prepared.ts';
import { daySplit, type DaySplit } from './window.ts';

export interface SystemProtocolFilter extends ProtocolRequest {
  id?: number;
  lockId?: number;
  mediumId?: number;
  event?: string;
  userId?: number;
  administrator?: string;
}

/** SystemProtocol (and CreditsProtocol) of the reference. */
export interface SystemProtocolView {
  administratorName: string;
  userId?: number;
  entry: Record<string, unknown>;
}

type SystemRow = Omit<Selectable<SystemProtocolTable>, 'environment_id'>;

const mediaAmong = prepared((db, p: { envId: number; ids: number[] }) =>
  db.selectFrom('media').select('id').where('environment_id', '=', p.envId).where('id', 'in', p.ids),
);

/** Media of the environment among `ids` that still exist. */
async function existingMedia(db: Db, envId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await mediaAmong(db, { envId, ids: [...new Set(ids)] });
  return new Set(rows.map((r) => Number(r.id)));
}

/** Wire form of system protocol rows; lockId/mediumId are left out once the object is gone. */
async function systemViews(db: Db, ctx: RequestContext, rows: SystemRow[], languages: LanguageTag[]): Promise<SystemProtocolView[]> {
  const lockIds = rows.flatMap((r) => (r.lock_id === null ? [] : [Number(r.lock_id)]));
  const mediumIds = rows.flatMap((r) => (r.medium_id === null ? [] : [Number(r.medium_id)]));
  const [locks, media] = await Promise.all([loadLockDirectory(db, ctx.env.id, lockIds), existingMedia(db, ctx.env.id, mediumIds)]);
  const languageKey = languages.join(',');
  return rows.map((row) => {
    const lockId = row.lock_id === null || !locks.view(Number(row.lock_id)) ? null : Number(row.lock_id);
    const mediumId = row.medium_id === null || !media.has(Number(row.medium_id)) ? null : Number(row.medium_id);
    return withoutEmpty({
      administratorName: row.administrator_name,
      userId: row.user_id === null ? null : Number(row.user_id),
      // The spread comes last: V8 builds a literal with fields after a spread in its slow path.
      entry: withoutEmpty({
        id: Number(row.id),
        timestamp: row.created_at,
        lockIdentifier: row.lock_identifier,
        lockId,
        mediumIdentifier: row.medium_identifier,
        mediumId,
        ...sharedEntryTexts(`system\u0000${row.event_type}\u0000${languageKey}`, row.fields, false, (fields) =>
          translatedEntry('system', row.event_type, fields, languages),
        ),
      }),
    });
  });
}

function eventFilter(value: string): SystemProtocolEventType {
  if (!isSystemProtocolEventType(value))
    throw invalidField('query/event', 'must be a SystemProtocolEventType of the interface, e.g. CREATE_PERSON');
  return value;
}

/**
 * Every change made through the interface or by an administrator in the caller's environment,
 * newest first, with the filters of the reference. `limited` applies the `-limit` range rules.
 */
/** The values of a system protocol page; the administrator as a pattern (containsPattern). */
interface SystemPageValues extends DaySplit {
  envId: number;
  id?: number;
  lockId?: number;
  mediumId?: number;
  eventType?: SystemProtocolEventType;
  userId?: number;
  administrator?: string;
  unknownTypes?: SystemProtocolEventType[];
}

const systemPage = preparedPage(
  (db, p: SystemPageValues) => {
    let query = db.selectFrom('system_protocol').where('environment_id', '=', p.envId);
    if (p.from !== undefined) query = query.where('created_at', '>=', p.from);
    if (p.to !== undefined) query = query.where('created_at', '<=', p.to);
    if (p.id !== undefined) query = query.where('id', '=', p.id);
    if (p.lockId !== undefined) query = query.where('lock_id', '=', p.lockId);
    if (p.mediumId !== undefined) query = query.where('medium_id', '=', p.mediumId);
    if (p.administrator !== undefined) query = query.where(matchesPattern('administrator_name', p.administrator));
    for (const condition of typeAndUser(p)) query = query.where(condition);
    // Without an index of type or user (see migration 024) a page reads the window's entries
    // until it is full: a type or user without any reads them all, unless the day counts say so first.
    if (p.eventType !== undefined || p.userId !== undefined) query = query.where(({ exists }) => exists(daysWithEntries(db, p)));
    return query;
  },
  (q) => q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
  { total: dayCountedTotal, literal: ['withinOneDay'] },
);

/**
 * The conditions on event type and user, which the entries and the day counts both have: the
 * page, its total and its check of the day counts must select alike.
 */
function typeAndUser(p: SystemPageValues): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (p.eventType !== undefined) conditions.push(sql<SqlBool>`${sql.ref('event_type')} = ${p.eventType}`);
  if (p.userId !== undefined) conditions.push(sql<SqlBool>`${sql.ref('user_id')} = ${p.userId}`);
  if (p.unknownTypes !== undefined) conditions.push(sql<SqlBool>`${sql.ref('event_type')} not in (${sql.join(p.unknownTypes)})`);
  return conditions;
}

/** The window's days with entries of the page's type and user, by the day counts (migrations 023 and 024). */
function daysWithEntries(db: Db, p: SystemPageValues) {
  let days = db
    .selectFrom('system_protocol_days')
    .select(sql<number>`1`.as('found'))
    .where('environment_id', '=', p.envId)
    .where('entries', '>', 0);
  if (p.firstDay !== undefined) days = days.where('day', '>=', p.firstDay);
  if (p.lastDay !== undefined) days = days.where('day', '<=', p.lastDay);
  for (const condition of typeAndUser(p)) days = days.where(condition);
  return days;
}

/**
 * The total of a page filtered by no more than window, event types and user: the whole days
 * from the day counts (migrations 023 and 024), the partial first and last day from the
 * entries, so a year costs about as much as two days. Other filters count their own entries
 * through their index. The day counts keep entries without a user as user 0 (listSystemProtocol
 * asks for no user below 1).
 */
function dayCountedTotal(db: Db, p: SystemPageValues) {
  const others = [p.id, p.lockId, p.mediumId, p.administrator];
  if (p.withinOneDay || others.some((value) => value !== undefined)) return undefined;
  const entries = (from: string | undefined, to: string | undefined) => {
    let query = db
      .selectFrom('system_protocol')
      .select(sql<number>`count(*)`.as('total'))
      .where('environment_id', '=', p.envId);
    if (from !== undefined) query = query.where('created_at', '>=', from);
    if (to !== undefined) query = query.where('created_at', '<=', to);
    for (const condition of typeAndUser(p)) query = query.where(condition);
    return query;
  };
  // One statement whose outer query reads the day counts, the partial days as scalar subqueries.
  const parts = [sql`coalesce(sum(entries), 0)`];
  if (p.firstDay !== undefined) parts.push(sql`(${entries(p.from, p.firstDayEnd)})`);
  if (p.lastDay !== undefined) parts.push(sql`(${entries(p.lastDay, p.to)})`);
  let days = db
    .selectFrom('system_protocol_days')
    .select(sql<number>`${sql.join(parts, sql` + `)}`.as('total'))
    .where('environment_id', '=', p.envId);
  if (p.firstDay !== undefined) days = days.where('day', '>', p.firstDay);
  if (p.lastDay !== undefined) days = days.where('day', '<', p.lastDay);
  for (const condition of typeAndUser(p)) days = days.where(condition);
  return days as never;
}

export async function listSystemProtocol(
  deps: Deps,
  ctx: RequestContext,
  filter: SystemProtocolFilter,
  page: PageRequest,
  limited: boolean,
): Promise<WindowedPage<SystemProtocolView>> {
  const db = deps.store.db;
  const { languages, window } = protocolRequest(filter, limited, readingInstant(ctx.env));
  // Entries of types the caller's interface revision does not know are not part of its protocol.
  const unknownTypes = unknownEventTypes(ctx.revision) as SystemProtocolEventType[];
  const eventType = filter.event === undefined ? undefined : eventFilter(filter.event);
  // Users are ids of keys, administrators and devices, all positive; the day counts keep the
  // entries without a user as user 0, so that a user below 1 must not read them.
  if (filter.userId !== undefined && filter.userId < 1) return { offset: page.offset, total: 0, items: [], window };
  const { total, rows } = await systemPage(
    db,
    {
      envId: ctx.env.id,
      ...daySplit(window),
      id: filter.id,
      lockId: filter.lockId,
      mediumId: filter.mediumId,
      eventType,
      userId: filter.userId,
      administrator: containsPatternOf(filter.administrator),
      unknownTypes: unknownTypes.length > 0 ? unknownTypes : undefined,
    },
    page,
  );
  return { offset: page.offset, total, items: await systemViews(db, ctx, rows, languages), window };
}
