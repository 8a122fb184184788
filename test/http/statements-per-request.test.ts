import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRoutes, writeRoutes } from '../helpers/request-costs.ts';
import { countStatements, type StatementCounter } from '../helpers/statement-counter.ts';
import { startWorld, type World } from '../helpers/world.ts';

/**
 * SQL statements per request (queries, and begin and commit of a transaction), counted on the
 * test data set with the read cache off. Counts are deterministic: a change that adds a query
 * per row, or reads again what its transaction already holds, shows here, not in a benchmark.
 */

/** Any GET of the interface: the page and its related rows, one query per related table. */
const MAX_READ_STATEMENTS = 8;
/** A page of 20 may read the related tables a page of 1 did not touch (areas, locks), no more. */
const MAX_EXTRA_FOR_LARGER_PAGE = 3;

/** With or without webhook endpoints in the environment: the protocol inserts tell them (no lookup of them). */
const MAX_WRITE_STATEMENTS: Record<string, number> = {
  'PUT /v1/persons': 4,
  'POST /v1/authorizations/simple (new pair)': 9,
  'POST /v1/authorizations/simple (append)': 9,
  'PUT /v1/authorizations': 9,
  'POST /v1/media/assign': 6,
  'POST /device/v1/phone/unlock': 11,
  'POST /device/v1/phone/sync': 11,
  'POST /device/v1/lock/sync': 25,
};

let world: World;
let counter: StatementCounter;
beforeAll(async () => {
  world = await startWorld({ readCacheBytes: 0 });
  counter = countStatements(world);
});
afterAll(() => world.close());

async function statementsOf(send: () => Promise<unknown>): Promise<number> {
  counter.reset();
  await send();
  return counter.statements;
}

describe('statements per request', () => {
  it('every GET of the interface sends a bounded number of statements, and a list of 20 about as many as a list of 1', async () => {
    const counts = new Map<string, number>();
    for (const route of await readRoutes(world)) counts.set(route.name, await statementsOf(() => route.send(0)));
    expect(counts.size).toBeGreaterThan(30);
    const tooMany = [...counts].filter(([, n]) => n > MAX_READ_STATEMENTS);
    expect(tooMany).toEqual([]);
    const growing = [...counts]
      .filter(([name]) => name.endsWith('limit=20'))
      .map(([name, n]) => [name, n, counts.get(name.replace(/limit=20$/, 'limit=1'))!] as const)
      .filter(([, large, small]) => large > small + MAX_EXTRA_FOR_LARGER_PAGE);
    expect(growing).toEqual([]);
  });

  it('every GET of the interface reads through prepared statements, built and compiled once', async () => {
    const unprepared: string[] = [];
    for (const route of await readRoutes(world)) {
      counter.reset();
      await route.send(0);
      unprepared.push(...counter.unprepared.map((caller) => `${route.name}: ${caller}`));
    }
    expect(unprepared).toEqual([]);
  });

  it('the watched writes send no more statements than their bounds', async () => {
    const counts: Record<string, number> = {};
    for (const route of await writeRoutes(world, 3)) {
      await route.send(0);
      counts[route.name] = await statementsOf(() => route.send(1));
    }
    expect(Object.keys(counts).sort()).toEqual(Object.keys(MAX_WRITE_STATEMENTS).sort());
    const over = Object.entries(counts).filter(([name, n]) => n > MAX_WRITE_STATEMENTS[name]);
    expect(over).toEqual([]);
  });

  it('the watched writes send no more statements with an enabled webhook endpoint: the protocol inserts answer whom to tell', async () => {
    const hook = await world.call('POST', '/v1/webhooks', {
      body: { url: 'https://hooks.example.test/in', eventTypes: ['lock.removal_completed'] },
    });
    expect(hook.status).toBe(201);
    try {
      const over: string[] = [];
      for (const route of await writeRoutes(world, 3)) {
        await route.send(0);
        const n = await statementsOf(() => route.send(1));
        if (n > MAX_WRITE_STATEMENTS[route.name]) over.push(`${route.name}: ${n}`);
      }
      expect(over).toEqual([]);
    } finally {
      await world.call('DELETE', `/v1/webhooks/${hook.body.id}`);
    }
  });
});
