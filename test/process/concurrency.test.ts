import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.ts';

const KEY = 'concurrency-test-key-0123456789abcdef';
const ROUNDS = 40;

let db: TestDatabase;
let nodes: ServerProcess[];

beforeAll(async () => {
  db = await createTestDatabase();
  // The first node creates the demo customer; the second joins the same database.
  const first = await startServerProcess({ ...db.env, ACCESS_CLOUD_TEST_API_KEY: KEY });
  const second = await startServerProcess({ ...db.env, ACCESS_CLOUD_TEST_API_KEY: KEY });
  nodes = [first, second];
});
afterAll(async () => {
  for (const node of nodes ?? []) node.child.kill('SIGKILL');
  await db.drop();
});

const call = (node: ServerProcess, method: string, path: string, body?: unknown) =>
  fetch(`${node.url}${path}`, {
    method,
    headers: { 'X-API-Key': KEY, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });

describe('two API nodes updating the same person with the same version', () => {
  it(`lets exactly one win in each of ${ROUNDS} rounds and loses no update`, async () => {
    const created = await (
      await call(nodes[0], 'POST', '/v1/persons', [{ firstName: 'Race', lastName: 'Condition', correspondenceLanguageCode: 'en-UK' }])
    ).json();
    let person = created[0];
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b] = await Promise.all(
        nodes.map((node, i) => call(node, 'PUT', '/v1/persons', [{ ...person, comment: `round ${round} node ${i}` }])),
      );
      const statuses = [a.status, b.status].sort();
      expect(statuses, `round ${round}`).toEqual([200, 409]);
      const winner = a.status === 200 ? await a.json() : await b.json();
      const loser = a.status === 200 ? b : a;
      expect((await loser.json()).code).toBe('VERSION_CONFLICT');
      expect(winner[0].version).toBe(person.version + 1);
      person = winner[0];
    }
    const stored = await (await call(nodes[1], 'GET', `/v1/persons/${person.id}`)).json();
    expect(stored).toEqual(person);
    expect(stored.version).toBe(created[0].version + ROUNDS);
  });
});
