import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

const WINDOW_SECONDS = 60;

/**
 * Requests per API key and minute (RATE_LIMIT_PER_MINUTE; 0 = none), counted per API node by
 * @fastify/rate-limit, keyed by the key's id (never the key itself). Answers carry the
 * `RateLimit-Policy` and `RateLimit` fields of the IETF draft (structured fields), the plugin's
 * older `RateLimit-Limit/-Remaining/-Reset`, and `Retry-After` with the 429.
 * Registered after API key authentication, which names the key.
 */
export async function installRateLimit(app: FastifyInstance, perMinute: number): Promise<void> {
  if (perMinute <= 0) return;
  await app.register(rateLimit, {
    max: perMinute,
    timeWindow: WINDOW_SECONDS * 1000,
    enableDraftSpec: true,
    keyGenerator: (request) => `key ${request.ctx?.actor.userId ?? request.ip}`,
    errorResponseBuilder: (_request, context) =>
      new AppError(
        429,
        'RATE_LIMITED',
        `more than ${context.max} requests per minute with this API key: retry in ${Math.ceil(context.ttl / 1000)} s`,
      ),
  });
  // A callback hook, not an async one: it runs on every answer and needs no promise.
  app.addHook('onSend', (_request, reply, payload, done) => {
    const remaining = reply.getHeader('ratelimit-remaining');
    const reset = reply.getHeader('ratelimit-reset');
    if (remaining !== undefined && reset !== undefined) {
      reply.header('ratelimit-policy', `"per-key";q=${perMinute};w=${WINDOW_SECONDS}`);
      reply.header('ratelimit', `"per-key";r=${remaining};t=${reset}`);
    }
    done(null, payload);
  });
}
