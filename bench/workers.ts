import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { BENCH_SECONDS, measure, measureInTurns, startService, type Child, type Load, type Measured } from './harness.ts';
import { personUpdates } from './persons.ts';

const KEY = 'bench-test-key-0123456789abcdef0123';
const CONNECTIONS = 10;
const WARM_UP_SECONDS = 2;

/** `wrk` on the PATH, if installed: it takes far less CPU than autocannon, which runs in this process. */
function findWrk(): string | undefined {
  return (process.env.PATH ?? '')
    .split(path.delimiter)
    .map((dir) => path.join(dir, 'wrk'))
    .find((file) => fs.existsSync(file));
}

/** GET load by wrk (one thread), after a warm-up unless `warmUp` is false, as autocannon's figures. */
async function measureWithWrk(wrk: string, baseUrl: string, load: Load, seconds: number, warmUp: boolean): Promise<Measured> {
  const headers = Object.entries(load.headers ?? {}).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  // wrk takes whole seconds only (a turn of measureInTurns may be 2.5 s).
  const run = async (duration: number) =>
    (
      await promisify(execFile)(wrk, [
        '-t1',
        `-c${CONNECTIONS}`,
        `-d${Math.max(1, Math.round(duration))}s`,
        ...headers,
        baseUrl + load.path,
      ])
    ).stdout;
  if (warmUp) await run(WARM_UP_SECONDS);
  const out = await run(seconds);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
    errors: socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
  };
}

/** Stops the service (the primary passes SIGTERM on to its workers) and waits until it has exited. */
async function stopService(service: Child): Promise<void> {
  const exited = new Promise((resolve) => service.process.once('exit', resolve));
  service.process.kill('SIGTERM');
  await exited;
}

/**
 * Reads and person updates on the test data set, served by WORKERS=1 and by WORKERS=2 (each on
 * a fresh SQLite file, or all on BENCH_DATABASE_URL; all running, measured in turn so that other
 * load on the machine meets both alike): requests/s of both and their ratio. A read from the read
 * cache costs the service only about three times what it costs the load generator, which shares
 * the cores and so caps what a second process can show; reads with the cache off
 * (READ_CACHE_MB=0) show what a second process gives when the service does the work. Updates show
 * what it gives writes.
 */
export async function runWorkersBench(): Promise<void> {
  const wrk = findWrk();
  const measureTurn: typeof measure = wrk
    ? (url, load, seconds = BENCH_SECONDS, warmUp = true) => measureWithWrk(wrk, url, load, seconds, warmUp)
    : measure;
  const headers = { 'x-api-key': KEY };
  const services: Child[] = [];
  try {
    const cacheOnAndOff: Record<string, string>[] = [{}, { READ_CACHE_MB: '0' }];
    for (const cache of cacheOnAndOff)
      for (const workers of [1, 2]) services.push(await startService(KEY, undefined, { WORKERS: String(workers), ...cache }));
    const [oneWorker, twoWorkers, oneWorkerUncached, twoWorkersUncached] = services;
    const persons = (await (await fetch(`${oneWorker.url}/v1/persons?limit=20`, { headers })).json()).personList;
    console.log(
      `workers (SQLite unless BENCH_DATABASE_URL is set; ${os.availableParallelism()} cores; load: ${wrk ? 'wrk, 1 thread' : 'autocannon, in the bench process'}, ${CONNECTIONS} connections)`,
    );
    const personPath = `/v1/persons/${persons[0].id}`;
    const print = (name: string, one: Measured, two: Measured, loadName: string) => {
      const problems = [one, two].some((m) => m.non2xx + m.errors > 0)
        ? `  (non-2xx ${one.non2xx}/${two.non2xx}, errors ${one.errors}/${two.errors})`
        : '';
      console.log(
        `${name.padEnd(42)} 1 worker ${one.requestsPerSecond.toFixed(0).padStart(7)} req/s   2 workers ${two.requestsPerSecond.toFixed(0).padStart(7)} req/s   ratio ${(two.requestsPerSecond / one.requestsPerSecond).toFixed(2)}   (load: ${loadName})${problems}`,
      );
    };
    for (const [name, path, single, double] of [
      ['GET /v1/persons?limit=20', '/v1/persons?limit=20', oneWorker, twoWorkers],
      ['GET /v1/persons/{id}', personPath, oneWorker, twoWorkers],
      ['GET /v1/persons?limit=20, cache off', '/v1/persons?limit=20', oneWorkerUncached, twoWorkersUncached],
      ['GET /v1/authorizations?limit=20, cache off', '/v1/authorizations?limit=20', oneWorkerUncached, twoWorkersUncached],
    ] as const) {
      const [one, two] = await measureInTurns([single.url, double.url], { path, headers }, BENCH_SECONDS, 2, measureTurn);
      print(name, one, two, wrk ? 'wrk' : 'autocannon');
    }
    // Writes take the database's one write lock (SQLite) or its commits (PostgreSQL) in turn,
    // whichever process sends them; the figures tell what a second process gives them. Each
    // request builds on the answer before (personUpdates): autocannon, turn by turn.
    const writers = [oneWorker, twoWorkers];
    const [one, two] = await measureInTurns(
      writers.map((service) => service.url),
      (i) => personUpdates(writers[i].url, KEY),
      BENCH_SECONDS,
    );
    print('PUT /v1/persons', one, two, 'autocannon');
  } finally {
    await Promise.all(services.map(stopService));
  }
}
