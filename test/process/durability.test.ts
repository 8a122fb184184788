import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DIALECT, type TestDatabase } from '../helpers/database.ts';
import { startServerProcess } from '../helpers/server-process.ts';

const KEY = 'durability-test-key-0123456789abcdef';
let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

describe('a write acknowledged with 2xx', () => {
  it(`survives a crash of the process (${TEST_DIALECT})`, async () => {
    const server = await startServerProcess({ ...db.env, ACCESS_CLOUD_TEST_API_KEY: KEY });
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await fetch(`${server.url}/v1/persons`, {
        method: 'POST',
        headers: { 'X-API-Key': KEY, 'Content-Type': 'application/json' },
        body: JSON.stringify([{ firstName: `Durable${i}`, lastName: 'Write', correspondenceLanguageCode: 'en-UK' }]),
      });
      expect(res.status).toBe(200);
      ids.push((await res.json())[0].id);
    }
    server.child.kill('SIGKILL');
    await server.exited;

    const restarted = await startServerProcess({ ...db.env, ACCESS_CLOUD_TEST_API_KEY: KEY });
    try {
      for (const id of ids) {
        const res = await fetch(`${restarted.url}/v1/persons/${id}`, { headers: { 'X-API-Key': KEY } });
        expect(res.status).toBe(200);
      }
    } finally {
      restarted.child.kill('SIGKILL');
    }
  });
});
