import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/kernel/config.ts';
import { makeDeps } from '../../src/wiring.ts';
import { createTestDatabase } from './database.ts';

/**
 * The OpenAPI document as the app serves it at `/v1/openapi.json` (plus `query`, e.g.
 * `?revision=16.20.7`), with the default configuration: built in-process on a fresh test
 * database, asked through the whole HTTP stack, then closed. Used by the snapshot test, the SDK
 * generator and its drift test, so all three see the same document.
 */
export async function servedOpenApiDocument(query = ''): Promise<unknown> {
  const db = await createTestDatabase();
  try {
    const app = await buildApp(makeDeps(db.store, loadConfig({})));
    try {
      const res = await app.inject({ method: 'GET', url: `/v1/openapi.json${query}` });
      if (res.statusCode !== 200) throw new Error(`GET /v1/openapi.json${query} answered ${res.statusCode}: ${res.body}`);
      return res.json();
    } finally {
      await app.close();
    }
  } finally {
    await db.drop();
  }
}

/** The value with every object's keys sorted: the order in which route groups register is no part of the contract. */
export function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
  );
}
