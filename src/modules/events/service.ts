import { notFound } from '../../kernel/errors.ts';
import { queryTimestamp } from '../protocols/index.ts';
import { toIso } from '../../kernel/time.ts';
import type { Page, PageRequest } from '../../kernel/db/query-helpers.ts';
import { readingInstant, type Db, type Deps, type RequestContext } from '../../kernel/context.ts';
import { isAnonymizedFor, loadLockDirectory } from '../protocols/index.ts';
import type { AppPairedDetails, AuthorizationSynchronizedDetails, EventType, UnlockingDetails } from '../protocol-log/index.ts';
import { prepared, preparedPage } from '../../kernel/db/prepared.ts';
import { sharedJson } from '../../kernel/db/shared-json.ts';

/** Production answers events of the last 7 days at most; test environments have no such limit. */
export const PRODUCTION_EVENT_DAYS = 7;

/** Wire form of `details`: the type and its fields (mediumId absent when anonymized). */
export type EventDetailsView =
  | ({ type: 'UNLOCKING' } & Partial<UnlockingDetails>)
  | ({ type: 'APP_PAIRED' } & Partial<AppPairedDetails>)
  | ({ type: 'AUTHORIZATION_SYNCHRONIZED' } & Partial<AuthorizationSynchronizedDetails>);

export interface EventView {
  id: number;
  details: EventDetailsView;
  timestamp: string;
}

type EventRow = {
  id: number;
  details: string;
  lock_id: number | null;
  producer_environment_id: number | null;
  owner_anonymized: number;
  created_at: string;
};

/** Wire form of events; the medium of an anonymized unlocking is left out. */
async function eventViews(db: Db, ctx: RequestContext, rows: EventRow[]): Promise<EventView[]> {
  const lockIds = rows.flatMap((r) => (r.lock_id === null ? [] : [Number(r.lock_id)]));
  const directory = await loadLockDirectory(db, ctx.env.id, lockIds);
  const now = readingInstant(ctx.env);
  return rows.map((row) => {
    // Shared and frozen (see sharedJson): a page read again parses none of its details again.
    let details = sharedJson<EventDetailsView & { mediumId?: number; unlockingTimestamp?: string }>(row.details);
    if (row.lock_id !== null) {
      const facts = {
        lockId: Number(row.lock_id),
        producerEnvId: Number(row.producer_environment_id ?? ctx.env.id),
        ownerAnonymized: row.owner_anonymized === 1,
        at: String(details.unlockingTimestamp ?? row.created_at),
      };
      if (isAnonymizedFor(ctx.env.id, directory, facts, now)) {
        const { mediumId: _hidden, ...anonymized } = details;
        details = anonymized;
      }
    }
    return { id: Number(row.id), details, timestamp: row.created_at };
  });
}

export interface EventFilter {
  createdAfter: string;
  type?: EventType;
}

const EVENT_COLUMNS = ['id', 'details', 'lock_id', 'producer_environment_id', 'owner_anonymized', 'created_at'] as const;

const eventPage = preparedPage(
  (db, p: { envId: number; after: string; type?: EventType }) => {
    let query = db.selectFrom('events').where('environment_id', '=', p.envId).where('created_at', '>', p.after);
    if (p.type !== undefined) query = query.where('event_type', '=', p.type);
    return query;
  },
  (q) => q.select(EVENT_COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc'),
);

const eventById = prepared((db, p: { envId: number; id: number }) =>
  db.selectFrom('events').select(EVENT_COLUMNS).where('environment_id', '=', p.envId).where('id', '=', p.id),
);

/** Events created after a moment, newest first; production looks back 7 days at most. */
export async function listEvents(deps: Deps, ctx: RequestContext, filter: EventFilter, page: PageRequest): Promise<Page<EventView>> {
  const db = deps.store.db;
  let after = queryTimestamp('createdAfter', filter.createdAfter);
  if (ctx.env.kind === 'PRODUCTION') {
    const earliest = new Date(readingInstant(ctx.env).getTime() - PRODUCTION_EVENT_DAYS * 24 * 3600_000);
    if (after < earliest) after = earliest;
  }
  const { total, rows } = await eventPage(db, { envId: ctx.env.id, after: toIso(after), type: filter.type || undefined }, page);
  return { offset: page.offset, total, items: await eventViews(db, ctx, rows) };
}

export async function getEvent(deps: Deps, ctx: RequestContext, id: number): Promise<EventView> {
  const db = deps.store.db;
  const [row] = await eventById(db, { envId: ctx.env.id, id });
  if (!row) throw notFound('Event', id);
  return (await eventViews(db, ctx, [row]))[0];
}
