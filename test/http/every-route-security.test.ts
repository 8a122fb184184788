import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem, startWorld, type World } from '../helpers/world.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

/** Every interface operation of the app, read from the OpenAPI document the routes generate. */
async function interfaceOperations(): Promise<{ method: string; url: string }[]> {
  const doc = (await world.call('GET', '/v1/openapi.json', { key: null })).body;
  const out: { method: string; url: string }[] = [];
  for (const [path, methods] of Object.entries<Record<string, unknown>>(doc.paths)) {
    if (!path.startsWith('/v1/')) continue;
    for (const method of Object.keys(methods)) out.push({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, '1') });
  }
  return out;
}

describe('API keys on every /v1 operation', () => {
  it('covers the whole interface (at least the 80 public operations)', async () => {
    expect((await interfaceOperations()).length).toBeGreaterThanOrEqual(80);
  });

  it('refuses a missing, an unknown and a revoked key with 401 before anything else', async () => {
    for (const { method, url } of await interfaceOperations()) {
      for (const key of [null, 'ac_test_not-a-key-000000000000000000000000000', world.revokedKey]) {
        const res = await world.call(method, url, { key, body: method === 'GET' ? undefined : {} });
        expectProblem(res, 401);
      }
    }
  });

  it('is also enforced under the /cloud base path', async () => {
    for (const { method, url } of (await interfaceOperations()).slice(0, 20)) {
      expectProblem(await world.call(method, `/cloud${url}`, { key: null, body: method === 'GET' ? undefined : {} }), 401);
    }
  });
});
