import type { Db, ProtocolRecord, RequestContext } from '../../kernel/context.ts';
import { envNow } from '../../kernel/context.ts';
import { toIso } from '../../kernel/time.ts';
import { announce } from './announce.ts';
import { insertProtocolRow } from './protocol-insert.ts';

/** The event feed's types (GET /v1/events `type`, `details.type`). */
export const EVENT_TYPES = ['UNLOCKING', 'APP_PAIRED', 'AUTHORIZATION_SYNCHRONIZED'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export interface UnlockingDetails {
  lockId: number;
  mediumId?: number;
  /** Time of the unlocking at the lock (UTC ISO). */
  unlockingTimestamp: string;
}
export interface AppPairedDetails {
  mediumId: number;
}
export interface AuthorizationSynchronizedDetails {
  mediumId: number;
  syncedAuthorizationList: { authorizationId: number; syncAction: 'CREATED' | 'DELETED' }[];
}

export type EventInput =
  | { type: 'UNLOCKING'; details: UnlockingDetails; at?: Date }
  | { type: 'APP_PAIRED'; details: AppPairedDetails; at?: Date }
  | { type: 'AUTHORIZATION_SYNCHRONIZED'; details: AuthorizationSynchronizedDetails; at?: Date };

export interface EventRecordOptions {
  /**
   * For an UNLOCKING event shown to a lock owner whose medium was someone else's: the
   * environment of that medium, and whether its customer asked to stay anonymous to the owner.
   */
  producerEnvironmentId?: number;
  ownerAnonymized?: boolean;
  /** Records written just before in the same environment, announced with this one (one lookup of the reactions' subscribers). */
  announcedBefore?: readonly ProtocolRecord[];
}

/**
 * Adds an event to the feed of the caller's environment, inside the caller's transaction.
 * `at` defaults to the environment's now. Returns the event id.
 */
export async function recordEvent(db: Db, ctx: RequestContext, event: EventInput, options: EventRecordOptions = {}): Promise<number> {
  const lockId = event.type === 'UNLOCKING' ? event.details.lockId : null;
  const at = toIso(event.at ?? envNow(ctx.env));
  const row = await insertProtocolRow(db, 'events', {
    environment_id: ctx.env.id,
    event_type: event.type,
    details: JSON.stringify({ type: event.type, ...event.details }),
    lock_id: lockId,
    producer_environment_id: lockId === null ? null : (options.producerEnvironmentId ?? ctx.env.id),
    owner_anonymized: options.ownerAnonymized ? 1 : 0,
    created_at: at,
  });
  // A lock owner told of someone else's unlocking learns no medium when the share asks for that.
  const details: Record<string, unknown> = { ...event.details };
  if (options.ownerAnonymized) delete details.mediumId;
  const mediumId = typeof details.mediumId === 'number' ? details.mediumId : null;
  await announce(db, ctx, [
    ...(options.announcedBefore ?? []),
    {
      kind: 'EVENT',
      type: event.type,
      id: row.id,
      lockId,
      mediumId,
      at,
      fields: details,
      webhookEndpoints: row.webhookEndpoints,
    },
  ]);
  return row.id;
}
