import { unknownEventTypes } from '../../kernel/revisions.ts';
import { isSystemProtocolEventType, type SystemProtocolEventType } from '../protocol-log/index.ts';
import { containsInsensitive, withoutEmpty } from '../../kernel/db/query-helpers.ts';
import type { Deps, RequestContext } from '../../kernel/context.ts';
import { parseFields, requestedLanguages, translatedEntry } from './text.ts';
import type { SystemProtocolView } from './system-protocol.ts';

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

/**
 * The credit movements booked on the caller's environment (purchases, the production activation,
 * consumption), newest first. Not paged, as in the reference.
 */
export async function listCreditsProtocol(deps: Deps, ctx: RequestContext, filter: CreditsProtocolFilter): Promise<SystemProtocolView[]> {
  const languages = requestedLanguages(filter.language);
  let query = deps.store.db
    .selectFrom('credit_movements')
    .selectAll()
    .where('customer_id', '=', ctx.env.customerId)
    .where('environment_id', '=', ctx.env.id);
  if (filter.id !== undefined) query = query.where('id', '=', filter.id);
  if (filter.userId !== undefined) query = query.where('user_id', '=', filter.userId);
  if (filter.administrator) query = query.where(containsInsensitive('actor_name', filter.administrator));
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  // Entries of types the caller's interface revision does not know are not part of its protocol.
  const unknownTypes = unknownEventTypes(ctx.revision);
  const readable = rows.filter((row) => !unknownTypes.includes(creditEventType(row.kind, row.amount)));
  return readable.map((row) => {
    const fields = withoutEmpty({
      ...parseFields(row.details),
      amount: row.amount,
      balance: row.balance_after,
      validTo: row.temporal_credit_until,
    });
    return withoutEmpty({
      administratorName: row.actor_name,
      userId: row.user_id === null ? null : Number(row.user_id),
      entry: {
        id: Number(row.id),
        ...translatedEntry('system', creditEventType(row.kind, row.amount), fields, languages),
        timestamp: row.created_at,
      },
    });
  });
}
