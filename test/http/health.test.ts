import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/kernel/config.ts';
import { buildApp } from '../../src/app.ts';
import { openStore } from '../../src/kernel/db/db.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { makeDeps } from '../../src/wiring.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

async function ask(url: string, options: { store?: TestDatabase['store']; outboxAlive?: boolean } = {}) {
  const app = await buildApp(makeDeps(options.store ?? db.store, loadConfig({})), {
    health: options.outboxAlive === undefined ? {} : { outbox: { alive: () => options.outboxAlive! } },
  });
  const res = await app.inject({ method: 'GET', url });
  await app.close();
  return { status: res.statusCode, body: res.json() };
}

describe('health', () => {
  it('is live and ready with a reachable, current database and a running outbox worker; /health is readiness', async () => {
    expect(await ask('/health/live')).toEqual({ status: 200, body: { status: 'ok' } });
    for (const url of ['/health/ready', '/health']) {
      expect(await ask(url, { outboxAlive: true })).toEqual({
        status: 200,
        body: { status: 'ok', checks: { database: 'ok', schema: 'ok', outbox: 'ok' } },
      });
    }
    expect((await ask('/health/ready')).body.checks.outbox).toBe('not run by this process');
  });

  it('is not ready when the outbox worker has stopped', async () => {
    const res = await ask('/health/ready', { outboxAlive: false });
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: 'unavailable', checks: { database: 'ok', outbox: expect.stringMatching(/^failed/) } });
  });

  it('is not ready when the database is gone, but still live', async () => {
    // A database server that does not answer: nothing listens on the discard port.
    const store = openStore('postgres://postgres@127.0.0.1:9/gone');
    try {
      const res = await ask('/health/ready', { store });
      expect(res.status).toBe(503);
      expect(res.body.checks.database).toMatch(/^failed: /);
      expect((await ask('/health/live', { store })).status).toBe(200);
    } finally {
      await store.close();
    }
  });

  it('is not ready while a migration has not run', async () => {
    const other = await createTestDatabase();
    try {
      await other.store.db
        .deleteFrom('kysely_migration' as never)
        .where('name' as never, '=', '009_credential_versions' as never)
        .execute();
      const res = await ask('/health/ready', { store: other.store });
      expect(res.status).toBe(503);
      expect(res.body.checks.schema).toBe('failed: migrations not run: 009_credential_versions');
    } finally {
      await other.drop();
    }
  });
});
