import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.ts';

const KNOWN_KEY = 'ci-known-test-key-0123456789abcdef';

let db: TestDatabase;
let server: ServerProcess;

beforeAll(async () => {
  db = await createTestDatabase();
  server = await startServerProcess({ ...db.env, ACCESS_CLOUD_TEST_API_KEY: KNOWN_KEY, ACCESS_CLOUD_TEST_API_REVISION: '16.20.7' });
});
afterAll(async () => {
  if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await db.drop();
});

describe('the service as a process', () => {
  it('creates the demo customer on first start and accepts ACCESS_CLOUD_TEST_API_KEY, in the revision ACCESS_CLOUD_TEST_API_REVISION names', async () => {
    expect(server.output()).toContain('ACCESS_CLOUD_TEST_API_KEY');
    const res = await fetch(`${server.url}/v1/persons?limit=1`, { headers: { 'X-API-Key': KNOWN_KEY } });
    expect(res.status).toBe(200);
    expect((await res.json()).total).toBeGreaterThan(0);
    expect(res.headers.get('x-interface-revision')).toBe('16.20.7');
    const customer = await (await fetch(`${server.url}/v1/customer`, { headers: { 'X-API-Key': KNOWN_KEY } })).json();
    expect(customer).toMatchObject({ contactTitle: 'MS', fax: '+43 1 234 56 79', contactPerson: 'Erika Muster' });
  });

  it('writes structured JSON logs without API keys', async () => {
    await fetch(`${server.url}/v1/persons?limit=1`, { headers: { 'X-API-Key': KNOWN_KEY } });
    await fetch(`${server.url}/v1/persons?limit=1`, { headers: { 'X-API-Key': 'wrong-key-value-123' } });
    const logLines = server
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'));
    expect(logLines.length).toBeGreaterThan(0);
    for (const line of logLines) expect(() => JSON.parse(line)).not.toThrow();
    expect(server.output()).not.toContain(KNOWN_KEY);
    expect(server.output()).not.toContain('wrong-key-value-123');
  });

  it('logs each request once, when it is answered: method, URL, status and response time', async () => {
    const url = '/v1/persons?limit=2&offset=1';
    await fetch(`${server.url}${url}`, { headers: { 'X-API-Key': KNOWN_KEY } });
    await fetch(`${server.url}${url}`, { headers: { 'X-API-Key': 'wrong-key-value-123' } });
    let lines: Record<string, any>[] = [];
    // The log reaches this process through a pipe of its own, maybe after the answers.
    while (lines.length < 2) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      lines = server
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line))
        .filter((entry) => entry.req?.url === url);
    }
    expect(lines.map((entry) => [entry.msg, entry.req.method, entry.res.statusCode])).toEqual([
      ['request completed', 'GET', 200],
      ['request completed', 'GET', 401],
    ]);
    for (const entry of lines) expect(entry.responseTime).toBeGreaterThan(0);
    expect(server.output()).not.toContain('incoming request');
  });

  it('lets in-flight requests finish on SIGTERM, refuses new ones, closes the database and exits 0', async () => {
    const body = JSON.stringify(
      Array.from({ length: 200 }, (_, i) => ({ firstName: `F${i}`, lastName: 'Shutdown', correspondenceLanguageCode: 'de-DE' })),
    );
    const inFlight = fetch(`${server.url}/v1/persons`, {
      method: 'POST',
      headers: { 'X-API-Key': KNOWN_KEY, 'Content-Type': 'application/json' },
      body,
    });
    await new Promise((r) => setTimeout(r, 20));
    server.child.kill('SIGTERM');
    // Late means after the service has taken the signal, which a loaded machine may delay.
    while (!server.output().includes('shutting down')) await new Promise((r) => setTimeout(r, 5));
    // A request arriving after the signal is refused: no connection, or 503 on a kept-alive one.
    const late = await fetch(`${server.url}/v1/persons?limit=1`, { headers: { 'X-API-Key': KNOWN_KEY } }).then(
      (r) => r.status,
      () => 'refused',
    );
    expect(['refused', 503]).toContain(late);
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('"msg":"database closed"');
    const rows = await db.store.db.selectFrom('persons').select('id').where('last_name', '=', 'Shutdown').execute();
    expect(rows).toHaveLength(200);
  });
});
