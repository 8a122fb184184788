import type { FastifyBaseLogger } from 'fastify';
import { clock } from '../../kernel/clock.ts';
import { inTransaction, type Deps } from '../../kernel/context.ts';
import { environmentById } from '../../kernel/db/environment-lookup.ts';
import { toIso } from '../../kernel/time.ts';
import { backoffSeconds, LEASE_MS, startPeriodicWorker, type PeriodicWorker } from '../delivery/index.ts';
import { recordSystemEvent } from '../protocol-log/index.ts';
import { decryptSecret, webhookKey } from './secrets.ts';
import { WEBHOOK_PROTOCOL_TYPE } from './service.ts';
import { sendWebhook, type SendOutcome, type WebhookRequest } from './sender.ts';

/** Deliveries looked at per round. */
const BATCH = 100;

export interface WebhookDrainResult {
  delivered: number;
  failed: number;
}

export interface WebhookDrainOptions {
  /** Real time of this round (tests pass a later moment to reach retries). */
  now?: Date;
  /** Replaces the HTTP request (tests of the worker's bookkeeping). */
  send?: (request: WebhookRequest) => Promise<SendOutcome>;
  /** Told about each failed attempt. */
  onFailure?: (deliveryId: number, error: string) => void;
}

/**
 * One round of webhook delivery. A delivery is due when its time has come, its endpoint is
 * enabled and no earlier delivery about the same object to the same endpoint is still pending
 * (so deliveries about one lock or medium arrive in order). Each is claimed by a compare-and-set
 * that also leases it, so several workers never send one at once and a worker that dies leaves it
 * to the next after the lease. At most WEBHOOK_CONCURRENCY requests are in flight.
 */
export async function drainWebhooks(deps: Deps, options: WebhookDrainOptions = {}): Promise<WebhookDrainResult> {
  const db = deps.store.db;
  const config = deps.config.webhooks;
  const now = options.now ?? clock.now();
  const result: WebhookDrainResult = { delivered: 0, failed: 0 };
  const due = await db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as e', (join) =>
      join.onRef('e.id', '=', 'd.endpoint_id').onRef('e.environment_id', '=', 'd.environment_id'),
    )
    .selectAll('d')
    .select(['e.url', 'e.secret'])
    .where('d.status', '=', 'PENDING')
    .where('d.next_attempt_at', '<=', toIso(now))
    .where('e.enabled', '=', 1)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('webhook_deliveries as earlier')
            .select('earlier.id')
            .whereRef('earlier.endpoint_id', '=', 'd.endpoint_id')
            .whereRef('earlier.object_key', '=', 'd.object_key')
            .where('earlier.status', '=', 'PENDING')
            .whereRef('earlier.id', '<', 'd.id'),
        ),
      ),
    )
    .orderBy('d.id')
    .limit(BATCH)
    .execute();
  if (due.length === 0) return result;
  const key = await webhookKey(deps.store, config.secretKey);
  const send = options.send ?? ((request: WebhookRequest) => sendWebhook(request, config, config.timeoutMs));

  const deliverOne = async (delivery: (typeof due)[number]) => {
    const attempts = delivery.attempts + 1;
    const claimed = await db
      .updateTable('webhook_deliveries')
      .set({ attempts, next_attempt_at: toIso(new Date(now.getTime() + LEASE_MS)) })
      .where('id', '=', delivery.id)
      .where('status', '=', 'PENDING')
      .where('attempts', '=', delivery.attempts)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return;
    const outcome = await send({
      url: delivery.url,
      secret: decryptSecret(key, delivery.secret),
      messageId: delivery.message_id,
      timestamp: clock.now(),
      body: delivery.payload,
    });
    const attemptAt = toIso(now);
    if (!outcome.error) {
      await inTransaction(deps, async (tx) => {
        await tx
          .updateTable('webhook_deliveries')
          .set({
            status: 'DELIVERED',
            delivered_at: attemptAt,
            last_attempt_at: attemptAt,
            last_response_code: outcome.status ?? null,
            last_error: null,
          })
          .where('id', '=', delivery.id)
          .execute();
        await tx.updateTable('webhook_endpoints').set({ consecutive_failures: 0 }).where('id', '=', delivery.endpoint_id).execute();
      });
      result.delivered += 1;
      return;
    }
    options.onFailure?.(Number(delivery.id), outcome.error);
    result.failed += 1;
    const givingUpAt = Date.parse(delivery.created_at) + config.giveUpHours * 3_600_000;
    const final = outcome.refused === true || now.getTime() >= givingUpAt;
    const retryAt = new Date(now.getTime() + backoffSeconds(attempts, config.retryBaseSeconds, config.retryMaxSeconds) * 1000);
    await inTransaction(deps, async (tx) => {
      await tx
        .updateTable('webhook_deliveries')
        .set({
          status: final ? 'FAILED' : 'PENDING',
          next_attempt_at: toIso(final ? now : retryAt),
          last_attempt_at: attemptAt,
          last_response_code: outcome.status ?? null,
          last_error: outcome.error!.slice(0, 500),
        })
        .where('id', '=', delivery.id)
        .execute();
      const endpoint = await tx
        .updateTable('webhook_endpoints')
        .set((eb) => ({ consecutive_failures: eb('consecutive_failures', '+', 1) }))
        .where('id', '=', delivery.endpoint_id)
        .returning(['consecutive_failures', 'enabled', 'environment_id'])
        .executeTakeFirst();
      if (!endpoint || endpoint.enabled !== 1) return;
      const tooMany = config.disableAfterFailures > 0 && endpoint.consecutive_failures >= config.disableAfterFailures;
      if (!final && !tooMany) return;
      const reason = final
        ? `delivery ${delivery.id} failed for good: ${outcome.error}`
        : `${endpoint.consecutive_failures} failed attempts in a row; last: ${outcome.error}`;
      await tx
        .updateTable('webhook_endpoints')
        .set({ enabled: 0, disabled_reason: reason.slice(0, 500), updated_at: attemptAt })
        .where('id', '=', delivery.endpoint_id)
        .execute();
      const env = await environmentById(tx, Number(endpoint.environment_id));
      await recordSystemEvent(
        tx,
        { env, actor: { kind: 'SYSTEM', userId: null, name: 'webhooks' } },
        {
          type: WEBHOOK_PROTOCOL_TYPE,
          fields: { action: 'webhook endpoint disabled', webhookId: Number(delivery.endpoint_id), url: delivery.url, reason },
        },
      );
    });
  };

  // A fixed number of runners take deliveries off one queue: never more requests at once.
  const queue = [...due];
  const runner = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await deliverOne(next);
  };
  await Promise.all(Array.from({ length: Math.min(config.concurrency, queue.length) }, runner));
  return result;
}

/**
 * Delivers webhooks every WEBHOOK_INTERVAL_MS (0 = no worker in this process), apart from
 * request handling: a slow receiver holds one of its few request slots, never a request.
 */
export function startWebhookWorker(deps: Deps, log: FastifyBaseLogger): PeriodicWorker {
  return startPeriodicWorker(
    deps.config.webhooks.intervalMs,
    async () => {
      const result = await drainWebhooks(deps, {
        onFailure: (deliveryId, error) => log.warn({ deliveryId, error }, 'webhook delivery failed'),
      });
      if (result.delivered > 0 || result.failed > 0) log.info(result, 'webhook round');
    },
    (error) => log.error({ err: error }, 'webhook round failed'),
  );
}
