import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.ts';

const KEY = 'read-cache-test-key-0123456789abcdef';
const ROUNDS = 20;

let db: TestDatabase;
let reader: ServerProcess;
let writer: ServerProcess;

beforeAll(async () => {
  db = await createTestDatabase();
  reader = await startServerProcess({ ...db.env, ACCESS_CLOUD_TEST_API_KEY: KEY });
  writer = await startServerProcess({ ...db.env, ACCESS_CLOUD_TEST_API_KEY: KEY });
});
afterAll(async () => {
  for (const node of [reader, writer]) node?.child.kill('SIGKILL');
  await db.drop();
});

async function call(node: ServerProcess, method: string, path: string, body?: unknown) {
  const res = await fetch(`${node.url}${path}`, {
    method,
    headers: { 'X-API-Key': KEY, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: await res.json() };
}

describe('cached reads on one API node while another node writes', () => {
  it(`show each change acknowledged by the other node at once (${ROUNDS} rounds)`, async () => {
    let [person] = (
      await call(writer, 'POST', '/v1/persons', [{ firstName: 'Two', lastName: 'Nodes', correspondenceLanguageCode: 'de-DE' }])
    ).body;
    for (let round = 0; round < ROUNDS; round++) {
      // Read twice so the answer is cached on the reading node.
      await call(reader, 'GET', `/v1/persons/${person.id}`);
      await call(reader, 'GET', '/v1/persons?limit=100');
      expect((await call(reader, 'GET', `/v1/persons/${person.id}`)).body).toEqual(person);

      const updated = await call(writer, 'PUT', '/v1/persons', [{ ...person, comment: `round ${round}` }]);
      expect(updated.status).toBe(200);
      person = updated.body[0];
      expect((await call(reader, 'GET', `/v1/persons/${person.id}`)).body, `round ${round}`).toEqual(person);
      expect((await call(reader, 'GET', '/v1/persons?limit=100')).body.personList).toContainEqual(person);
    }
    expect((await call(writer, 'DELETE', '/v1/persons', [person.id])).status).toBe(200);
    expect((await call(reader, 'GET', `/v1/persons/${person.id}`)).status).toBe(404);
  });
});
