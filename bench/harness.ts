import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { isPostgresUrl } from '../src/kernel/db/db.ts';

export const BENCH_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** Concurrent connections of every load (`BENCH_CONNECTIONS=1` shows one request's latency). */
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROOT = path.resolve(import.meta.dirname, '..');

export interface Child {
  url: string;
  /** The database a started service uses. */
  databaseUrl?: string;
  process: ChildProcess;
  stop(): void;
}

/** Starts a process that prints `listens on <url>` and waits for that line. */
export async function startChild(args: string[], env: Record<string, string> = {}): Promise<Child> {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = /listens on (http:\/\/[\d.]+:\d+)/.exec(out);
      if (m) resolve(m[1]);
    });
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}: ${out}`)));
  });
  return { url, process: child, stop: () => child.kill('SIGKILL') };
}

export function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'access-cloud-bench-'));
}

/**
 * Starts the service on a fresh SQLite file (or BENCH_DATABASE_URL) with a known test key; one
 * process (WORKERS=1, as the bare server it is compared with) unless `env` says otherwise.
 */
export async function startService(
  key: string,
  databaseUrl = process.env.BENCH_DATABASE_URL ?? path.join(tempDir(), 'bench.sqlite'),
  env: Record<string, string> = {},
): Promise<Child> {
  const child = await startChild(['bin/access-cloud.js', 'serve'], {
    DATABASE_URL: databaseUrl,
    ACCESS_CLOUD_TEST_API_KEY: key,
    WORKERS: '1',
    ...env,
  });
  return { ...child, databaseUrl };
}

/** A call of the interface, its answer parsed. */
export type ApiCall = (method: string, path: string, body?: unknown) => Promise<any>;

/** The headers that call a started service's interface with `key`, and a caller that sends them. */
export function interfaceOf(service: Child, key: string): { headers: Record<string, string>; api: ApiCall } {
  const headers = { 'x-api-key': key, 'content-type': 'application/json' };
  const api: ApiCall = async (method, p, body) =>
    (await fetch(service.url + p, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })).json();
  return { headers, api };
}

/**
 * `count` new phones of the key's environment, a hundred a request; their ids. Numbered from
 * `first` on (+43 699 0000000 for 0): suites that share a PostgreSQL database share its demo
 * environment, where a number is taken once.
 */
export async function createPhonesOver(api: ApiCall, count: number, first = 0): Promise<number[]> {
  const phones: number[] = [];
  for (let i = first; i < first + count; i += 100) {
    const batch = Array.from({ length: Math.min(100, first + count - i) }, (_, j) => ({
      phoneNumber: `+43 699 ${String(i + j).padStart(7, '0')}`,
    }));
    phones.push(...(await api('POST', '/v1/media/phones', batch)).map((p: { id: number }) => p.id));
  }
  return phones;
}

export async function startBareServer(responses: Record<string, { status: number; body: string }>): Promise<Child> {
  const file = path.join(tempDir(), 'responses.json');
  fs.writeFileSync(file, JSON.stringify(responses));
  return startChild(['--import', 'tsx', 'bench/bare-server.ts', file]);
}

export interface Load {
  method?: 'GET' | 'PUT' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Per-connection request building, for requests that depend on earlier answers. */
  requests?: autocannon.Request[];
  /**
   * Called for each connection as it starts: a connection that sends as a device of its own
   * sets that device's headers once (`client.setHeaders`), without building each request anew.
   */
  setupClient?: (client: autocannon.Client) => void;
  /**
   * Runs before each load run (the warm-up and the measured one): a load whose requests follow
   * earlier answers starts again from the current data, as the run before may have stopped with
   * requests in flight whose answers it never saw.
   */
  prepare?: () => void | Promise<void>;
}

/**
 * A write whose requests each take fresh data from a counter that goes on from run to run and
 * turn to turn (the next unused pair, the next phone): request `i` sends `body(i)`. The service's
 * side of `againstBare`.
 */
export function countedLoad(
  method: 'POST' | 'PUT',
  path: string,
  headers: Record<string, string>,
  body: (i: number) => string,
  first = 0,
): Load {
  let next = first;
  const requests = [{ method, path, headers, setupRequest: (req: autocannon.Request) => ({ ...req, body: body(next++) }) }];
  return { method, path, headers, requests };
}

/** The index of the bare server in the servers of measureInTurns: the suites pass `[bare, service]`. */
const BARE = 0;

/**
 * The loads of measureInTurns([bare, service]) for a write whose requests each need fresh data.
 * The service gets `fresh()`, whose requests are built one by one (countedLoad, or one that
 * follows earlier answers). The bare server answers the same bytes whatever it is sent, so it
 * gets `fixed`, built once per connection: building every request in the client costs about as
 * much as the bare server's answer, and on two cores its figure would measure the client
 * (the phone's unlock: 38 600 req/s built per request, 53 000 built once).
 */
export function againstBare(fixed: Load, fresh: () => Load): (server: number) => Load {
  return (server) => (server === BARE ? fixed : fresh());
}

export interface Measured {
  requestsPerSecond: number;
  non2xx: number;
  errors: number;
}

/**
 * Every load runs for a while before it is measured, so both servers run with warm JIT and
 * caches, as a running service does; a cold run of a few seconds spends a fifth of its CPU
 * compiling. Writes warm up with requests of their own: their builders hand out fresh data
 * (the next unused pair, the next person) and go on where the warm-up stopped.
 */
const WARM_UP_SECONDS = 2;

export async function measure(baseUrl: string, load: Load, seconds = BENCH_SECONDS, warmUp = true): Promise<Measured> {
  // autocannon writes a Content-Length into the header objects it is handed. It gets copies: the
  // caller's headers go on to its own requests (a listing between runs, a reset after them),
  // which with another body's length would leave the server waiting for bytes never sent.
  const headersCopy = <H extends object>(headers?: H) => (headers === undefined ? undefined : { ...headers });
  const run = (duration: number) =>
    autocannon({
      url: baseUrl + load.path,
      method: load.method ?? 'GET',
      headers: headersCopy(load.headers),
      body: load.body,
      requests: load.requests?.map((request) => ({ ...request, headers: headersCopy(request.headers) })),
      setupClient: load.setupClient,
      connections: CONNECTIONS,
      duration,
    });
  if (warmUp) {
    await load.prepare?.();
    await run(Math.min(WARM_UP_SECONDS, seconds / 2));
    await refreshStatistics();
  }
  await load.prepare?.();
  const result = await run(seconds);
  return { requestsPerSecond: result.requests.average, non2xx: result.non2xx, errors: result.errors };
}

/**
 * PostgreSQL plans by table statistics, which autovacuum keeps up to date on a running
 * installation (a minute behind at most). A bench of seconds on a new database would measure the
 * plans its prepared statements made for empty tables, and keep until the next analyze; after
 * each warm-up the bench analyzes, as autovacuum would have by then.
 */
async function refreshStatistics(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url || !isPostgresUrl(url)) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('analyze');
  } finally {
    await client.end();
  }
}

/**
 * A load on several servers in turns: each round measures every server once, for a share of
 * `seconds`. This machine's speed drifts during a run (the bare server's own figure for one
 * route moved by 2× between runs), and turns let a drift meet all servers alike instead of
 * whichever ran at that moment. Each figure is the mean of its rounds. A write whose requests
 * hand out fresh data (the next unused pair) gives each server a load of its own (`loadOf`,
 * againstBare), so that each goes on where its own last turn stopped.
 */
export async function measureInTurns(
  urls: string[],
  loadOf: Load | ((server: number) => Load),
  seconds: number,
  rounds = 2,
  /** Measures one turn (another load generator than autocannon: the workers suite's wrk). */
  measureTurn: typeof measure = measure,
): Promise<Measured[]> {
  const loads = urls.map((_, i) => (typeof loadOf === 'function' ? loadOf(i) : loadOf));
  const totals = urls.map(() => ({ requestsPerSecond: 0, non2xx: 0, errors: 0 }));
  for (let round = 0; round < rounds; round++) {
    for (const [i, url] of urls.entries()) {
      const measured = await measureTurn(url, loads[i], seconds / rounds, round === 0);
      totals[i].requestsPerSecond += measured.requestsPerSecond / rounds;
      totals[i].non2xx += measured.non2xx;
      totals[i].errors += measured.errors;
    }
  }
  return totals;
}

/** One printed line: requests/s of the service and of the bare server, and their ratio. */
export function report(name: string, service: Measured, bare: Measured): string {
  const ratio = service.requestsPerSecond / bare.requestsPerSecond;
  const problems = service.non2xx + service.errors > 0 ? `  (non-2xx ${service.non2xx}, errors ${service.errors})` : '';
  const line = `${name.padEnd(44)} service ${service.requestsPerSecond.toFixed(0).padStart(7)} req/s   bare ${bare.requestsPerSecond.toFixed(0).padStart(7)} req/s   ratio ${ratio.toFixed(2)}${problems}`;
  console.log(line);
  return line;
}
