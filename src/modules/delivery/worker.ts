import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../kernel/context.ts';
import { drainOutbox, transportsFromConfig } from './outbox.ts';
import { NO_WORKER, startPeriodicWorker, type PeriodicWorker } from './periodic.ts';

export type OutboxWorker = PeriodicWorker;

/**
 * Drains the outbox every OUTBOX_INTERVAL_MS (0 = no worker in this process). Rounds never
 * overlap; a failing round is logged and the next one tries again.
 */
export function startOutboxWorker(deps: Deps, log: FastifyBaseLogger): OutboxWorker {
  const config = deps.config.delivery;
  if (config.outboxIntervalMs <= 0) return NO_WORKER;
  const transports = transportsFromConfig(config);
  if (!transports.EMAIL) log.warn('SMTP_HOST is not set: e-mails stay in the outbox until it is');
  if (!transports.SMS) log.warn('SMS_GATEWAY_URL is not set: SMS stay in the outbox until it is');
  const worker = startPeriodicWorker(
    config.outboxIntervalMs,
    async () => {
      const result = await drainOutbox(deps, {
        transports,
        onFailure: (message, error) =>
          log.warn(
            { messageId: message.id, channel: message.channel, attempts: message.attempts + 1, error: error.message },
            'message delivery failed; will retry',
          ),
      });
      if (result.sent > 0 || result.failed > 0) log.info(result, 'outbox round');
    },
    (error) => log.error({ err: error }, 'outbox round failed'),
  );
  return {
    alive: worker.alive,
    async stop() {
      await worker.stop();
      for (const transport of Object.values(transports)) transport?.close?.();
    },
  };
}
