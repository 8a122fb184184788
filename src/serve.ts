import cluster, { type Worker } from 'node:cluster';
import pino from 'pino';
import { clock, clockStartingAt } from './kernel/clock.ts';
import { configuredSecrets, type Config } from './kernel/config.ts';
import { loggerOptions } from './kernel/http/log-redaction.ts';
import { isWriteTurnMessage, WorkerWriteTurn, WriteTurnQueue } from './kernel/db/write-turn.ts';
import type { RunningServer } from './main.ts';

/** The HTTP service, loaded when needed: a primary process that only runs workers never loads it. */
const service = () => import('./main.ts');

/** The number (1…WORKERS) of a worker process, given to it by the primary. */
const WORKER_ENV = 'ACCESS_CLOUD_WORKER';
/** Set for the worker that does the start-up (migrations, the demo customer) before it listens. */
const START_UP_ENV = 'ACCESS_CLOUD_WORKER_STARTS_UP';
/** The primary's service clock as `<service ms>@<real ms>`, so every worker runs on the same clock. */
const CLOCK_ENV = 'ACCESS_CLOUD_WORKER_CLOCK';
/** A replacement that died before it listened is started again only after this pause, never in a tight loop. */
const RESTART_PAUSE_MS = 1_000;

/** What a worker tells the primary once it listens; the one that did the start-up adds the start hint. */
interface Listening {
  listening: string;
  hint?: string;
}

/**
 * `access-cloud serve`: one process, or (WORKERS > 1) a primary and its workers, which share one
 * port (node:cluster) and one database. The first worker does the start-up (migrations, the demo
 * customer) and listens; the others start once it answers, so the first one loads without them
 * competing for the cores, and the service answers as early as one process would. The primary
 * loads no more than it needs to run them: it prints the start hint once all of them listen,
 * replaces a worker that dies, and stops them all on SIGTERM or SIGINT. Runs until a signal
 * stops it.
 */
export async function serve(config: Config): Promise<void> {
  if (cluster.isWorker) return serveAsWorker(config);
  // An in-memory database lives in the process that opened it: nothing to share.
  const shareable = config.databaseUrl !== ':memory:';
  if (shareable && config.workers > 1) return serveWithWorkers(config, config.workers);
  const { startServer, startHint } = await service();
  const server = await startServer(config);
  if (!shareable && config.workers > 1)
    server.app.log.info(
      `DATABASE_URL=:memory: cannot be shared by several processes: 1 worker serves instead of WORKERS=${config.workers}`,
    );
  console.log(startHint({ url: server.url, demo: server.demo! }, config));
  stopOnSignals(server, ['SIGTERM', 'SIGINT']);
  await new Promise(() => {}); // runs until a signal arrives
}

/**
 * Lets in-flight requests finish on one of the signals, closes the database and exits. A repeated
 * signal ends the process at once, unless `repeated: 'ignore'` (a worker may get the signal twice:
 * sent to the whole process group, and from the primary).
 */
function stopOnSignals(server: RunningServer, signals: NodeJS.Signals[], repeated: 'ignore' | 'exit' = 'exit'): void {
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    server.stop().then(
      () => process.exit(0),
      (error) => {
        server.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  for (const signal of signals) process[repeated === 'ignore' ? 'on' : 'once'](signal, () => shutdown(signal));
}

async function serveAsWorker(config: Config): Promise<void> {
  const number = Number(process.env[WORKER_ENV]);
  const startUp = process.env[START_UP_ENV] === '1';
  const inherited = process.env[CLOCK_ENV]?.split('@').map(Number);
  if (inherited) clock.set(clockStartingAt(inherited[0] + Date.now() - inherited[1]));
  // Ctrl-C reaches every process of the terminal: the primary stops the workers (SIGTERM).
  process.on('SIGINT', () => {});
  const writeTurn = new WorkerWriteTurn({
    send: (message) => {
      if (!process.connected) return false;
      process.send!(message);
      return true;
    },
  });
  process.on('message', (message) => {
    if (isWriteTurnMessage(message)) writeTurn.receive(message);
  });
  const { startServer, startHint } = await service();
  // The outbox and webhook workers claim their rows safely from any number of processes; one
  // process polling is enough, and spares the other processes' SQLite writes.
  const server = await startServer(config, { startUp, background: number === 1, logBindings: { worker: number }, writeTurn });
  const hint = server.demo ? startHint({ url: server.url, demo: server.demo }, config) : undefined;
  process.send!({ listening: server.url, hint } satisfies Listening);
  stopOnSignals(server, ['SIGTERM'], 'ignore');
  await new Promise(() => {});
}

async function serveWithWorkers(config: Config, count: number): Promise<void> {
  const log = pino(loggerOptions(config.logLevel, configuredSecrets(config), { worker: 'primary' }));
  const running = new Set<Worker>();
  const started = new Set<number>();
  let hint: string | undefined;
  let stopping = false;
  let exitCode = 0;
  const writeTurns = new WriteTurnQueue((id, message) => cluster.workers?.[id]?.send(message));

  const stop = (reason: string, code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    log.info({ reason }, 'shutting down: stopping the workers');
    for (const worker of running) worker.process.kill('SIGTERM');
    exitWhenStopped();
  };
  const exitWhenStopped = () => {
    if (running.size > 0) return;
    log.info('all workers stopped');
    process.exit(exitCode);
  };

  const fork = (number: number, startUp = false) => {
    if (stopping) return;
    const clockEnv = config.clockStartMs === undefined ? {} : { [CLOCK_ENV]: `${clock.nowMs()}@${Date.now()}` };
    const worker = cluster.fork({ [WORKER_ENV]: String(number), ...(startUp ? { [START_UP_ENV]: '1' } : {}), ...clockEnv });
    const pid = worker.process.pid;
    running.add(worker);
    let listened = false;
    worker.on('message', (message: Partial<Listening> | null) => {
      if (isWriteTurnMessage(message)) return writeTurns.receive(worker.id, message);
      if (typeof message?.listening !== 'string') return;
      listened = true;
      if (started.has(number)) {
        log.info({ workerPid: pid }, `worker ${number} replaced`);
        return;
      }
      started.add(number);
      if (startUp) {
        hint = message.hint;
        for (let other = 2; other <= count; other++) fork(other);
      }
      if (started.size === count && hint) console.log(hint);
    });
    worker.on('exit', (code, signal) => {
      running.delete(worker);
      writeTurns.forget(worker.id);
      if (stopping) {
        if (code !== null && code !== 0) exitCode = 1;
        return exitWhenStopped();
      }
      if (started.size < count) {
        log.error({ workerPid: pid, code, signal }, `worker ${number} exited while the service was starting`);
        return stop('a worker failed to start', 1);
      }
      log.warn({ workerPid: pid, code, signal }, `worker ${number} exited; starting a new one`);
      setTimeout(() => fork(number), listened ? 0 : RESTART_PAUSE_MS);
    });
  };

  // A repeated signal changes nothing: the workers' grace period bounds the stop.
  process.on('SIGTERM', () => stop('SIGTERM', 0));
  process.on('SIGINT', () => stop('SIGINT', 0));
  log.info(`starting ${count} workers`);
  fork(1, true);
  await new Promise(() => {});
}
