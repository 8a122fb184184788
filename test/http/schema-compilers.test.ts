import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/kernel/config.ts';
import { makeDeps } from '../../src/wiring.ts';
import { createTestDatabase } from '../helpers/database.ts';

// The service builds a route's validators and serializers on first use (start time). Nothing
// else would show a schema that fails to build before some request used it, so this builds
// every one of them at once.
describe('route schemas', () => {
  it('all build into validators and serializers', async () => {
    const db = await createTestDatabase();
    const routes: RouteOptions[] = [];
    try {
      const app = await buildApp(makeDeps(db.store, loadConfig({})), { eagerSchemas: true, routeObserver: (r) => routes.push(r) });
      await app.ready();
      await app.close();
    } finally {
      await db.drop();
    }
    expect(routes.filter((r) => r.schema?.response).length).toBeGreaterThan(100);
  });
});
