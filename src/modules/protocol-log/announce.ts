import type { Insertable } from 'kysely';
import { reactionsOf, type Db, type ProtocolRecord, type RequestContext } from '../../kernel/context.ts';
import type { LockProtocolTable } from '../../kernel/db/schema.ts';

/**
 * Tells the wired reactions (webhooks) what was just written, inside the same transaction, so
 * what they write commits with the entry or not at all.
 */
export async function announce(db: Db, ctx: RequestContext, records: readonly ProtocolRecord[]): Promise<void> {
  const reactions = reactionsOf(db)?.protocolRecorded ?? [];
  if (records.length === 0) return;
  for (const react of reactions) await react(db, ctx, records);
}

function parsed(text: string | undefined): Record<string, unknown> {
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** A lock protocol row as a reaction sees it. */
export function lockProtocolRecord(id: number, row: Insertable<LockProtocolTable>): ProtocolRecord {
  return {
    kind: 'LOCK_PROTOCOL',
    type: row.event_type,
    id,
    lockId: row.lock_id ?? null,
    mediumId: row.medium_id ?? null,
    at: row.occurred_at,
    fields: parsed(row.fields),
    extra: {
      category: row.event_category,
      lockIdentifier: row.lock_identifier ?? undefined,
      mediumIdentifier: row.medium_identifier ?? undefined,
      mediumType: row.medium_type ?? undefined,
      operatorName: row.operator_name ?? undefined,
    },
  };
}
