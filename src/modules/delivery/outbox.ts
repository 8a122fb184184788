import type { Selectable } from 'kysely';
import { forbidden } from '../../kernel/errors.ts';
import { toIso } from '../../kernel/time.ts';
import type { OutboxChannel, OutboxMessageTable, OutboxStatus } from '../../kernel/db/schema.ts';
import { lockRow } from '../../kernel/db/row-lock.ts';
import { envNow, type Db, type Deps, type RequestContext } from '../../kernel/context.ts';
import type { DeliveryConfig } from '../../kernel/delivery-config.ts';
import { smsTransport } from './sms-providers.ts';
import { smtpTransport } from './smtp-transport.ts';
import type { Transports } from './transport.ts';
import { backoffSeconds, LEASE_MS } from './periodic.ts';
import { clock } from '../../kernel/clock.ts';
import type { ErrorCodeOf } from '../../kernel/error-codes.ts';

/**
 * The outbox: a message is written in the same transaction as the change that sends it, so it
 * exists exactly when the change does; a worker delivers it afterwards and retries failures
 * with growing delays until it is accepted. Messages of test environments are HELD: they are
 * kept for reading (admin CLI) and never sent.
 */
export type OutboxRow = Selectable<OutboxMessageTable>;

export interface NewMessage {
  channel: OutboxChannel;
  recipient: string;
  subject?: string;
  body: string;
  language: string;
  mediumId?: number;
}

const QUOTA_CODES: Record<OutboxChannel, { code: ErrorCodeOf<403>; what: string }> = {
  SMS: { code: 'SMS_QUOTA_EXCEEDED', what: 'SMS' },
  EMAIL: { code: 'MAIL_QUOTA_EXCEEDED', what: 'e-mails' },
};

function dailyQuota(config: DeliveryConfig, channel: OutboxChannel): number {
  return channel === 'SMS' ? config.smsDailyQuota : config.mailDailyQuota;
}

/**
 * Queues a message inside the caller's transaction. The daily quota per environment and channel
 * (UTC day of the environment's clock) is checked under the customer's row lock — the lock
 * credit changes take too, always after the medium's — so concurrent sends cannot both pass
 * the last free slot. Used up → 403.
 */
export async function enqueueMessage(tx: Db, deps: Deps, ctx: RequestContext, message: NewMessage): Promise<OutboxRow> {
  const now = envNow(ctx.env);
  const quota = dailyQuota(deps.config.delivery, message.channel);
  if (quota > 0) {
    await lockRow(tx, 'customers', ctx.env.customerId);
    const dayStart = `${toIso(now).slice(0, 10)}T00:00:00.000Z`;
    const { used } = await tx
      .selectFrom('outbox_messages')
      .select((eb) => eb.fn.countAll<number>().as('used'))
      .where('environment_id', '=', ctx.env.id)
      .where('channel', '=', message.channel)
      .where('created_at', '>=', dayStart)
      .executeTakeFirstOrThrow();
    if (Number(used) >= quota) {
      const { code, what } = QUOTA_CODES[message.channel];
      throw forbidden(code, `the daily quota of ${quota} ${what} is used up; it renews at 00:00 UTC`);
    }
  }
  const status: OutboxStatus = ctx.env.kind === 'TEST' ? 'HELD' : 'PENDING';
  return tx
    .insertInto('outbox_messages')
    .values({
      environment_id: ctx.env.id,
      customer_id: ctx.env.customerId,
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject ?? null,
      body: message.body,
      language: message.language,
      medium_id: message.mediumId ?? null,
      status,
      attempts: 0,
      next_attempt_at: toIso(clock.now()),
      last_error: null,
      created_at: toIso(now),
      sent_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface OutboxFilter {
  customerId?: number;
  environmentId?: number;
  status?: OutboxStatus;
  limit?: number;
}

/** Newest first, for the administration. */
export async function listOutbox(db: Db, filter: OutboxFilter = {}): Promise<OutboxRow[]> {
  let query = db.selectFrom('outbox_messages').selectAll();
  if (filter.customerId !== undefined) query = query.where('customer_id', '=', filter.customerId);
  if (filter.environmentId !== undefined) query = query.where('environment_id', '=', filter.environmentId);
  if (filter.status) query = query.where('status', '=', filter.status);
  return query
    .orderBy('id', 'desc')
    .limit(filter.limit ?? 50)
    .execute();
}

export function transportsFromConfig(config: DeliveryConfig): Transports {
  return { EMAIL: smtpTransport(config.smtp), SMS: smsTransport(config.sms) };
}

/** Delay before the next attempt: base · 2^(attempts−1), at most the maximum. */
export function retryDelaySeconds(config: DeliveryConfig, attempts: number): number {
  return backoffSeconds(attempts, config.retryBaseSeconds, config.retryMaxSeconds);
}

const BATCH = 50;

export interface DrainResult {
  sent: number;
  failed: number;
  /** Due messages of a channel without a configured transport (they stay pending). */
  waiting: number;
}

export interface DrainOptions {
  transports?: Transports;
  /** Real time of this round (tests may pass a later moment to reach retries). */
  now?: Date;
  /** Told about each failed attempt (never with credentials). */
  onFailure?: (message: OutboxRow, error: Error) => void;
}

/**
 * One round of delivery: every due message of a production environment is claimed (a
 * compare-and-set, so several workers or API nodes never send one message twice at once),
 * handed to its transport and marked SENT, or given its next attempt. Delivery is at least
 * once: a worker that dies after sending leaves the message to be sent again after the lease.
 */
export async function drainOutbox(deps: Deps, options: DrainOptions = {}): Promise<DrainResult> {
  const db = deps.store.db;
  const config = deps.config.delivery;
  const transports = options.transports ?? transportsFromConfig(config);
  const now = options.now ?? clock.now();
  const result: DrainResult = { sent: 0, failed: 0, waiting: 0 };
  const due = await db
    .selectFrom('outbox_messages')
    .selectAll()
    .where('status', '=', 'PENDING')
    .where('next_attempt_at', '<=', toIso(now))
    // Belt and braces: whatever a row says, nothing of a test environment is ever sent.
    .where('environment_id', 'in', db.selectFrom('environments').select('id').where('kind', '=', 'PRODUCTION'))
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(BATCH)
    .execute();
  for (const message of due) {
    const transport = transports[message.channel];
    if (!transport) {
      result.waiting += 1;
      continue;
    }
    const attempts = message.attempts + 1;
    const claimed = await db
      .updateTable('outbox_messages')
      .set({ attempts, next_attempt_at: toIso(new Date(now.getTime() + LEASE_MS)) })
      .where('id', '=', message.id)
      .where('status', '=', 'PENDING')
      .where('attempts', '=', message.attempts)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    try {
      await transport.send(message);
      await db
        .updateTable('outbox_messages')
        .set({ status: 'SENT', sent_at: toIso(clock.now()), last_error: null })
        .where('id', '=', message.id)
        .execute();
      result.sent += 1;
    } catch (error) {
      const err = error instanceof Error ? error : new Error(String(error));
      const retryAt = new Date(now.getTime() + retryDelaySeconds(config, attempts) * 1000);
      await db
        .updateTable('outbox_messages')
        .set({ next_attempt_at: toIso(retryAt), last_error: err.message.slice(0, 500) })
        .where('id', '=', message.id)
        .execute();
      options.onFailure?.(message, err);
      result.failed += 1;
    }
  }
  return result;
}
