import { unknownEventTypes } from '../../kernel/revisions.ts';
import { isSystemProtocolEventType, type SystemProtocolEventType } from '../protocol-log/index.ts';
import { containsPatternOf, matchesPattern, withoutEmpty, type PageRequest } from '../../kernel/db/query-helpers.ts';
import { prepared } from '../../kernel/db/prepared.ts';
import { readingInstant, type Deps, type RequestContext } from '../../kernel/context.ts';
import type { LanguageTag } from './languages.ts';
import type { ProtocolRequest, WindowedPage } from './lock-protocol.ts';
import { parseFields, protocolRequest, requestedLanguages, translatedEntry } from './text.ts';
import type { SystemProtocolView } from './system-protocol.ts';
import { definedBounds, type TimeWindow } from './window.ts';

export interface CreditsProtocolFilter {
  id?: number;
  userId?: number;
  administrator?: string;
  language?: string;
}

/** Event types of the credit movement kinds; a kind that is itself an event type stands for itself. */
const CREDIT_EVENT_TYPES: Record<string, SystemProtocolEventType> = {
  QUANTITY_PURCHASE: 'QUANTITY_CREDIT_ADDED',
  TEMPORAL_PURCHASE: 'TEMPORAL_CREDIT_ADDED',
  QUANTITY_VOUCHER: 'QUANTITY_CREDIT_ADDED',
  TEMPORAL_VOUCHER: 'TEMPORAL_CREDIT_ADDED',
  PRODUCTION_ACTIVATION: 'API_PURCHASE_ACCESS',
};

/** Credits are consumed by authorization changes (reference, fact 30). */
const CONSUMPTION_EVENT_TYPE: SystemProtocolEventType = 'EDIT_AUTHORIZATION_KEY';

export function creditEventType(kind: string, amount: number): SystemProtocolEventType {
  if (CREDIT_EVENT_TYPES[kind]) return CREDIT_EVENT_TYPES[kind];
  if (isSystemProtocolEventType(kind)) return kind;
  return amount >= 0 ? 'QUANTITY_CREDIT_ADDED' : CONSUMPTION_EVENT_TYPE;
}

const creditMovements = prepared(
  (db, p: { customerId: number; envId: number; from?: string; to?: string; id?: number; userId?: number; administrator?: string }) => {
    let query = db.selectFrom('credit_movements').selectAll().where('customer_id', '=', p.customerId).where('environment_id', '=', p.envId);
    if (p.from !== undefined) query = query.where('created_at', '>=', p.from);
    if (p.to !== undefined) query = query.where('created_at', '<=', p.to);
    if (p.id !== undefined) query = query.where('id', '=', p.id);
    if (p.userId !== undefined) query = query.where('user_id', '=', p.userId);
    if (p.administrator !== undefined) query = query.where(matchesPattern('actor_name', p.administrator));
    return query.orderBy('created_at', 'desc').orderBy('id', 'desc');
  },
);

/**
 * The credit movements booked on the caller's environment (purchases, the production activation,
 * consumption), newest first, within `window` when given.
 */
async function creditViews(
  deps: Deps,
  ctx: RequestContext,
  filter: CreditsProtocolFilter,
  languages: LanguageTag[],
  window: TimeWindow = {},
): Promise<SystemProtocolView[]> {
  const rows = await creditMovements(deps.store.db, {
    customerId: ctx.env.customerId,
    envId: ctx.env.id,
    ...definedBounds(window),
    id: filter.id,
    userId: filter.userId,
    administrator: containsPatternOf(filter.administrator),
  });
  // Entries of types the caller's interface revision does not know are not part of its protocol.
  const unknownTypes = unknownEventTypes(ctx.revision);
  const readable = rows.filter((row) => !unknownTypes.includes(creditEventType(row.kind, row.amount)));
  return readable.map((row) => {
    // Object.assign and the spread last: V8 builds a literal with fields after a spread in its slow path.
    const fields = withoutEmpty(
      Object.assign(parseFields(row.details), { amount: row.amount, balance: row.balance_after, validTo: row.temporal_credit_until }),
    );
    return withoutEmpty({
      administratorName: row.actor_name,
      userId: row.user_id === null ? null : Number(row.user_id),
      entry: {
        id: Number(row.id),
        timestamp: row.created_at,
        ...translatedEntry('system', creditEventType(row.kind, row.amount), fields, languages),
      },
    });
  });
}

/** The whole credits protocol, newest first. Not paged and without a range, as in the reference. */
export async function listCreditsProtocol(deps: Deps, ctx: RequestContext, filter: CreditsProtocolFilter): Promise<SystemProtocolView[]> {
  return creditViews(deps, ctx, filter, requestedLanguages(filter.language));
}

/**
 * A page of the credits protocol within a range, under the range rules of the `-limit` protocol
 * operations (for readers that page, such as the web administration). The page is cut after the
 * revision filter, which runs on the rows; a range of at most a year of credit movements is small.
 */
export async function pageCreditsProtocol(
  deps: Deps,
  ctx: RequestContext,
  filter: CreditsProtocolFilter & ProtocolRequest,
  page: PageRequest,
): Promise<WindowedPage<SystemProtocolView>> {
  const { languages, window } = protocolRequest(filter, true, readingInstant(ctx.env));
  const views = await creditViews(deps, ctx, filter, languages, window);
  return { offset: page.offset, total: views.length, items: views.slice(page.offset, page.offset + page.limit), window };
}
