import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorld, type World } from '../helpers/world.ts';

/** The public interface's facts (shared/ beside the repository, as in CI). */
const REFERENCE = path.resolve(import.meta.dirname, '../../../shared/reference/interface.json');
const reference: { endpoints: { method: string; path: string; operationId: string; deprecated?: boolean }[] } | undefined = fs.existsSync(
  REFERENCE,
)
  ? JSON.parse(fs.readFileSync(REFERENCE, 'utf8'))
  : undefined;

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

const normalize = (p: string) => p.replace(/\{[^}]+\}/g, '{}');

describe.skipIf(!reference && process.env.CI !== 'true')('coverage of the public interface', () => {
  it('serves every operation of the reference, with its method and path', async () => {
    const doc = (await world.call('GET', '/v1/openapi.json', { key: null })).body;
    const served = new Set<string>();
    for (const [p, methods] of Object.entries<Record<string, unknown>>(doc.paths)) {
      for (const m of Object.keys(methods)) served.add(`${m.toUpperCase()} ${normalize(p)}`);
    }
    const missing = reference!.endpoints.map((e) => `${e.method} ${normalize(e.path)}`).filter((op) => !served.has(op));
    expect(missing).toEqual([]);
  });

  it('marks the deprecated operations as deprecated', async () => {
    const doc = (await world.call('GET', '/v1/openapi.json', { key: null })).body;
    const notMarked = reference!.endpoints
      .filter((e) => e.deprecated)
      .filter((e) => {
        const entry = Object.entries<Record<string, any>>(doc.paths).find(([p]) => normalize(p) === normalize(e.path));
        return !entry?.[1][e.method.toLowerCase()]?.deprecated;
      })
      .map((e) => `${e.method} ${e.path}`);
    expect(notMarked).toEqual([]);
  });
});
