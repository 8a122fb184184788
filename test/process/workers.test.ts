import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.ts';

// `serve` with WORKERS=2: a primary and two worker processes on one port and one database.
// Which process answered is read from the system (the primary's children) and from each
// process's own request log lines (pid and worker number), never from the answers.
const KEY = 'workers-test-key-0123456789abcdef0123';
const ROUNDS = 8;
const BIN = path.resolve(import.meta.dirname, '../../bin/access-cloud.js');

let db: TestDatabase;
let server: ServerProcess;

beforeAll(async () => {
  db = await createTestDatabase();
  server = await startServerProcess({ ...db.env, WORKERS: '2', ACCESS_CLOUD_TEST_API_KEY: KEY });
});
afterAll(async () => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  await db.drop();
});

/** The worker processes: the primary's node children, as `ps` lists them. */
function workerPids(primary = server.child.pid!): number[] {
  try {
    // Only node processes: the TypeScript loader may run a compiler service as a child too.
    return execFileSync('ps', ['--ppid', String(primary), '-o', 'pid=,comm='], { encoding: 'utf8' })
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .filter(([pid, command]) => pid && command === 'node')
      .map(([pid]) => Number(pid))
      .sort((a, b) => a - b);
  } catch {
    return []; // ps exits with 1 when it lists no process
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** One request on a connection of its own: node:cluster hands every new connection to the next worker. */
function call(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${server.url}${path}`,
      { method, agent: false, headers: { 'x-api-key': KEY, ...(body === undefined ? {} : { 'content-type': 'application/json' }) } },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body: JSON.parse(text) }));
      },
    );
    request.on('error', reject);
    request.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The processes (pid and worker number) that logged the answers to requests for `url`, once `count` have been logged. */
async function answeredBy(
  url: string,
  count: number,
  method = 'GET',
): Promise<{ pids: number[]; workers: unknown[]; count: number; pidOfLast: number; pidsOfLast(n: number): number[] }> {
  for (;;) {
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line))
      .filter((entry) => entry.msg === 'request completed' && entry.req?.url === url && entry.req?.method === method);
    // The lines reach this process through a pipe of their own, maybe after the answers.
    if (lines.length >= count)
      return {
        pids: [...new Set(lines.map((l) => l.pid as number))].sort((a, b) => a - b),
        workers: [...new Set(lines.map((l) => l.worker))].sort(),
        count: lines.length,
        pidOfLast: lines.at(-1)?.pid,
        pidsOfLast: (n) => lines.slice(-n).map((l) => l.pid as number),
      };
    await sleep(20);
  }
}

/** Waits for a text in the output (log lines may arrive after what the process printed later). */
async function untilOutput(text: string, of = server): Promise<void> {
  while (!of.output().includes(text)) await sleep(20);
}

describe('serve with WORKERS=2', () => {
  it('starts two worker processes, does the start-up once and prints the start hint once', async () => {
    expect(workerPids()).toHaveLength(2);
    expect(server.output().match(/listens on http/g)).toHaveLength(1);
    expect(server.output().match(/The demo test environment accepts/g)).toHaveLength(1);
    expect(await db.store.db.selectFrom('customers').select('id').where('customer_name', '=', 'Demo customer').execute()).toHaveLength(1);
  });

  it('answers requests from both processes on the one port', async () => {
    const url = '/v1/persons?limit=1';
    for (let i = 0; i < 10; i++) expect((await call('GET', url)).status).toBe(200);
    const { pids, workers } = await answeredBy(url, 10);
    expect(pids).toEqual(workerPids());
    expect(workers).toEqual([1, 2]);
  });

  it('shows a change answered by one process at once in the reads of the other (their read caches included)', async () => {
    let [person] = (await call('POST', '/v1/persons', [{ firstName: 'Two', lastName: 'Workers', correspondenceLanguageCode: 'de-DE' }]))
      .body;
    for (let round = 0; round < ROUNDS; round++) {
      for (let read = 0; read < 4; read++) {
        expect((await call('GET', `/v1/persons/${person.id}`)).body, `round ${round}`).toEqual(person);
        expect((await call('GET', '/v1/persons?limit=100')).body.personList).toContainEqual(person);
      }
      const updated = await call('PUT', '/v1/persons', [{ ...person, comment: `round ${round}` }]);
      expect(updated.status).toBe(200);
      person = updated.body[0];
    }
    expect((await call('GET', `/v1/persons/${person.id}`)).body).toEqual(person);
    expect((await answeredBy(`/v1/persons/${person.id}`, 4 * ROUNDS + 1)).pids).toEqual(workerPids());
  });

  it('takes writes from both processes at once, each acknowledged and stored', async () => {
    const before = (await answeredBy('/v1/persons', 0, 'POST')).count;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        call('POST', '/v1/persons', [{ firstName: 'Concurrent', lastName: `Writer ${i}`, correspondenceLanguageCode: 'de-DE' }]),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(200));
    const stored = await db.store.db.selectFrom('persons').select('last_name').where('first_name', '=', 'Concurrent').execute();
    expect(stored.map((row) => row.last_name).sort()).toEqual(answers.map((answer) => answer.body[0].lastName).sort());
    expect((await answeredBy('/v1/persons', before + 40, 'POST')).pids).toEqual(workerPids());
  });

  it('replaces a worker that dies, also one that holds the write turn; the others go on writing', async () => {
    const [victim, survivor] = workerPids();
    // A worker keeps the write turn after its last write until another asks for it.
    const wroteLast = async () => (await answeredBy('/v1/persons', writes, 'POST')).pidOfLast;
    let writes = (await answeredBy('/v1/persons', 0, 'POST')).count;
    do {
      expect(
        (await call('POST', '/v1/persons', [{ firstName: 'Turn', lastName: `Holder ${writes}`, correspondenceLanguageCode: 'de-DE' }]))
          .status,
      ).toBe(200);
      writes++;
    } while ((await wroteLast()) !== victim);
    process.kill(victim, 'SIGKILL');
    await untilOutput('exited; starting a new one');
    await untilOutput(' replaced"');
    const now = workerPids();
    expect(now).toHaveLength(2);
    expect(now).toContain(survivor);
    expect(now).not.toContain(victim);
    for (let i = 0; i < 4; i++) expect((await call('GET', '/v1/persons?limit=2')).status).toBe(200);
    expect((await answeredBy('/v1/persons?limit=2', 4)).pids).toEqual(now);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call('POST', '/v1/persons', [{ firstName: 'After', lastName: `${i}`, correspondenceLanguageCode: 'de-DE' }]),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    expect(new Set((await answeredBy('/v1/persons', writes + 6, 'POST')).pidsOfLast(6))).toEqual(new Set(now));
  });

  it('stops every worker on SIGTERM, then the primary exits with 0', async () => {
    const workers = workerPids();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    for (const pid of workers) expect(alive(pid)).toBe(false);
    expect(server.output().match(/"msg":"database closed"/g)).toHaveLength(2);
    expect(server.output()).toContain('all workers stopped');
  });
});

describe('serve with WORKERS=2 when the start-up fails', () => {
  it('starts no other worker, stops and exits with 1', () => {
    // Not a SQLite file: the first worker fails when it opens it for the start-up.
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'access-cloud-workers-')), 'not-a-database.sqlite');
    fs.writeFileSync(file, 'plain text, '.repeat(1000));
    const run = spawnSync(process.execPath, [BIN, 'serve'], {
      env: { ...process.env, DATABASE_URL: file, WORKERS: '2', PORT: '0', LOG_LEVEL: 'info' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    const output = run.stdout + run.stderr;
    expect(run.status, output).toBe(1);
    expect(output).toContain('file is not a database');
    expect(output).toContain('worker 1 exited while the service was starting');
    expect(output).toContain('all workers stopped');
    expect(output).not.toMatch(/worker 2|"worker":2/);
  });
});

describe('serve with WORKERS=2 on an in-memory database', () => {
  it('serves from one process and says why', async () => {
    const memory = await startServerProcess({ DATABASE_URL: ':memory:', WORKERS: '2' });
    try {
      expect(workerPids(memory.child.pid)).toEqual([]);
      await untilOutput('DATABASE_URL=:memory: cannot be shared by several processes: 1 worker serves instead of WORKERS=2', memory);
    } finally {
      memory.child.kill('SIGKILL');
    }
  });
});
