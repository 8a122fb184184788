import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import type { Deps } from '../context.ts';
import type { ResponseCache } from './read-cache.ts';

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest();

/** Whether the Authorization header carries the token; compared in constant time. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const presented = /^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '';
  return crypto.timingSafeEqual(sha256(presented), sha256(token));
}

/**
 * Prometheus metrics at `/metrics`, only when METRICS_TOKEN is set and only for requests that
 * carry it as a bearer token, so they are never public by accident: requests by route pattern
 * and status, latencies, outbox depth and messages being retried, database pool use, read cache
 * hits, and the process's own figures (memory, event loop, garbage collection).
 */
export async function installMetrics(app: FastifyInstance, deps: Deps, readCache: ResponseCache | undefined): Promise<void> {
  const token = deps.config.metricsToken;
  if (!token) return;
  // Loaded only here: the package took about 50 ms of every start, also of those without metrics.
  const { default: client } = await import('prom-client');
  const registers = [new client.Registry()];
  const [registry] = registers;
  client.collectDefaultMetrics({ register: registry, prefix: 'access_cloud_' });

  const requests = new client.Counter({
    name: 'access_cloud_http_requests_total',
    help: 'Requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    registers,
  });
  const latency = new client.Histogram({
    name: 'access_cloud_http_request_duration_seconds',
    help: 'Time to answer, by method and route pattern',
    labelNames: ['method', 'route'],
    registers,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  });
  app.addHook('onResponse', (request, reply, done) => {
    // The pattern (`/v1/persons/:personId`), never the URL: ids would make every path a series.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status: reply.statusCode });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    done();
  });

  new client.Gauge({
    name: 'access_cloud_outbox_messages',
    help: 'Messages in the outbox not sent yet: due, being retried after failures, held (test environments)',
    labelNames: ['state'],
    registers,
    async collect() {
      const rows = await deps.store.db.selectFrom('outbox_messages').select(['status', 'attempts']).where('status', '!=', 'SENT').execute();
      this.set({ state: 'due' }, rows.filter((r) => r.status === 'PENDING' && r.attempts === 0).length);
      this.set({ state: 'retrying' }, rows.filter((r) => r.status === 'PENDING' && r.attempts > 0).length);
      this.set({ state: 'held' }, rows.filter((r) => r.status === 'HELD').length);
    },
  });
  new client.Gauge({
    name: 'access_cloud_db_pool_connections',
    help: 'PostgreSQL pool connections: total, idle, and requests waiting for one',
    labelNames: ['state'],
    registers,
    collect() {
      const stats = deps.store.poolStats?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new client.Counter({
    name: 'access_cloud_read_cache_lookups_total',
    help: 'Cached reads: answered from the cache (hit) or not (miss)',
    labelNames: ['result'],
    registers,
    collect() {
      this.reset();
      this.inc({ result: 'hit' }, readCache?.hits ?? 0);
      this.inc({ result: 'miss' }, readCache?.misses ?? 0);
    },
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, token))
      throw new AppError(401, 'METRICS_TOKEN_REQUIRED', 'send the metrics token as Authorization: Bearer <token>');
    reply.type(registry.contentType);
    return registry.metrics();
  });
}
