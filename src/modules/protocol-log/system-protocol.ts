import { isSystemProtocolEventType } from './event-types.ts';
import { toIso } from '../../kernel/time.ts';
import { recordBackendLockEvent, type LockFacts, type SimpleMedium } from './lock-protocol.ts';
import { envNow, type Db, type RequestContext } from '../../kernel/context.ts';
import { announce } from './announce.ts';
import { insertProtocolRow } from './protocol-insert.ts';

export interface SystemEvent {
  /** A SystemProtocolEventType of the reference. */
  type: string;
  /** Values of the entry's `details.fields`; they fill the placeholders of its translations. */
  fields?: Record<string, unknown>;
  lockId?: number | null;
  lockIdentifier?: string | null;
  mediumId?: number | null;
  mediumIdentifier?: string | null;
  /** The medium's summary when the caller holds its row: its lock protocol entry needs no read of it. */
  medium?: SimpleMedium;
  /** The lock as the caller read it in this transaction: its lock protocol entry needs no read of it. */
  lockFacts?: LockFacts;
}

/**
 * Records one change in the environment's system protocol, inside the caller's transaction, so a
 * change and its protocol entry are committed together or not at all. A change concerning a lock
 * also appears in that lock's protocol as a backend event.
 */
export async function recordSystemEvent(db: Db, ctx: RequestContext, event: SystemEvent): Promise<void> {
  const at = toIso(envNow(ctx.env));
  // Every column given (null where empty), so the statement is one and compiled once.
  const row = await insertProtocolRow(db, 'system_protocol', {
    environment_id: ctx.env.id,
    event_type: event.type,
    fields: JSON.stringify(event.fields ?? {}),
    lock_id: event.lockId ?? null,
    lock_identifier: event.lockIdentifier ?? null,
    medium_id: event.mediumId ?? null,
    medium_identifier: event.mediumIdentifier ?? null,
    user_id: ctx.actor.userId,
    administrator_name: ctx.actor.name,
    created_at: at,
  });
  await announce(db, ctx, [
    {
      kind: 'SYSTEM_PROTOCOL',
      type: event.type,
      id: row.id,
      lockId: event.lockId ?? null,
      mediumId: event.mediumId ?? null,
      at,
      fields: event.fields ?? {},
      extra: {
        lockIdentifier: event.lockIdentifier ?? undefined,
        mediumIdentifier: event.mediumIdentifier ?? undefined,
        administratorName: ctx.actor.name,
      },
      webhookEndpoints: row.webhookEndpoints,
    },
  ]);
  if (event.lockId != null && isSystemProtocolEventType(event.type)) {
    await recordBackendLockEvent(db, ctx, {
      lockId: event.lockId,
      type: event.type,
      fields: event.fields,
      mediumId: event.mediumId,
      medium: event.medium,
      lockFacts: event.lockFacts,
    });
  }
}
