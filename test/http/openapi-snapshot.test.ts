import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorld, type World } from '../helpers/world.ts';

// The served OpenAPI documents are the interface's contract: a refactoring of the code must not
// change them. After a deliberate change of the interface, refresh the files with
// UPDATE_OPENAPI_SNAPSHOT=1 and review their diff. Keys are compared sorted: the order in which
// route groups register is no part of the contract.
const SNAPSHOTS = [
  { query: '', file: 'openapi-latest.json' },
  { query: '?revision=16.20.7', file: 'openapi-16.20.7.json' },
];

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
  );
}

describe('served OpenAPI documents', () => {
  let world: World;
  beforeAll(async () => {
    world = await startWorld();
  });
  afterAll(() => world.close());

  for (const { query, file } of SNAPSHOTS) {
    it(`are unchanged (${file})`, async () => {
      const res = await world.call('GET', `/v1/openapi.json${query}`, { key: null });
      expect(res.status).toBe(200);
      const path = new URL(`../snapshots/${file}`, import.meta.url);
      const served = `${JSON.stringify(sortKeys(res.body), null, 1)}\n`;
      if (process.env.UPDATE_OPENAPI_SNAPSHOT === '1') fs.writeFileSync(path, served);
      expect(served).toBe(fs.readFileSync(path, 'utf8'));
    });
  }
});
