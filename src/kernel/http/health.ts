import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../context.ts';
import { pendingMigrations } from '../db/migrate.ts';

/** What readiness depends on besides the database; the server fills it once its parts run. */
export interface HealthSources {
  outbox?: { alive(): boolean };
}

const DATABASE_TIMEOUT_MS = 2_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function check(work: () => Promise<string | undefined>): Promise<string> {
  try {
    return (await work()) ?? 'ok';
  } catch (error) {
    return `failed: ${(error as Error).message.split('\n')[0].slice(0, 200)}`;
  }
}

/**
 * `/health/live`: the process answers. `/health/ready` (and `/health`): the database answers a
 * query, its schema is current, and the outbox worker of this process runs; 503 naming the
 * failing check otherwise, so a load balancer sends no traffic to a node that cannot serve it.
 */
export function registerHealth(app: FastifyInstance, deps: Deps, sources: HealthSources = {}): void {
  app.get('/health/live', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  const ready = async (_request: unknown, reply: { code(status: number): unknown }) => {
    const checks = {
      database: await check(async () => {
        await withTimeout(sql`select 1`.execute(deps.store.db), DATABASE_TIMEOUT_MS);
        return undefined;
      }),
      schema: await check(async () => {
        const pending = await withTimeout(pendingMigrations(deps.store), DATABASE_TIMEOUT_MS);
        return pending.length > 0 ? `failed: migrations not run: ${pending.join(', ')}` : undefined;
      }),
      outbox: sources.outbox ? (sources.outbox.alive() ? 'ok' : 'failed: the outbox worker has stopped') : 'not run by this process',
    };
    const healthy = Object.values(checks).every((c) => !c.startsWith('failed'));
    reply.code(healthy ? 200 : 503);
    return { status: healthy ? 'ok' : 'unavailable', checks };
  };
  app.get('/health/ready', { schema: { hide: true } }, ready);
  app.get('/health', { schema: { hide: true } }, ready);
}
