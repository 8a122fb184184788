import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../kernel/context.ts';
import { drainOutbox, transportsFromConfig } from './outbox.ts';

export interface OutboxWorker {
  /** Stops the timer and waits for a round in progress. */
  stop(): Promise<void>;
  /** Whether rounds still start on time (false once stopped, or when one hangs). */
  alive(): boolean;
}

/** A round that has not finished after this long counts as hanging. */
const ROUND_HANG_MS = 60_000;

/**
 * Drains the outbox every OUTBOX_INTERVAL_MS (0 = no worker in this process). Rounds never
 * overlap; a failing round is logged and the next one tries again.
 */
export function startOutboxWorker(deps: Deps, log: FastifyBaseLogger): OutboxWorker {
  const config = deps.config.delivery;
  if (config.outboxIntervalMs <= 0) return { stop: async () => {}, alive: () => true };
  const transports = transportsFromConfig(config);
  if (!transports.EMAIL) log.warn('SMTP_HOST is not set: e-mails stay in the outbox until it is');
  if (!transports.SMS) log.warn('SMS_GATEWAY_URL is not set: SMS stay in the outbox until it is');
  let running: Promise<void> | undefined;
  let stopped = false;
  // Monotonic time: liveness must not depend on the wall clock or the service clock.
  let lastRoundStarted = performance.now();
  const round = () => {
    if (running) return;
    lastRoundStarted = performance.now();
    running = drainOutbox(deps, {
      transports,
      onFailure: (message, error) =>
        log.warn(
          { messageId: message.id, channel: message.channel, attempts: message.attempts + 1, error: error.message },
          'message delivery failed; will retry',
        ),
    })
      .then((result) => {
        if (result.sent > 0 || result.failed > 0) log.info(result, 'outbox round');
      })
      .catch((error: unknown) => log.error({ err: error }, 'outbox round failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(round, config.outboxIntervalMs);
  timer.unref();
  return {
    alive: () => !stopped && performance.now() - lastRoundStarted < Math.max(3 * config.outboxIntervalMs, ROUND_HANG_MS),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      for (const transport of Object.values(transports)) transport?.close?.();
    },
  };
}
