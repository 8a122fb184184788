import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { HealthSources } from './kernel/http/health.ts';
import { baseAddresses } from './kernel/http/base-address.ts';
import { loggerOptions } from './kernel/http/log-redaction.ts';
import { configuredSecrets, type Config } from './kernel/config.ts';
import { ensureDemoCustomer, type DemoBootstrap } from './modules/environments/index.ts';
import { startOutboxWorker } from './modules/delivery/index.ts';
import { startWebhookWorker } from './modules/webhooks/index.ts';
import { openStore, type Store } from './kernel/db/db.ts';
import type { WriteTurn } from './kernel/db/write-turn.ts';
import type { Deps } from './kernel/context.ts';
import { migrateToLatest } from './kernel/db/migrate.ts';
import { readStatisticsSettings, statisticsWarning } from './kernel/db/planner-statistics.ts';
import { makeDeps } from './wiring.ts';

/** How long in-flight requests may take to finish after SIGTERM before connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  /** What the start-up did (undefined when another process did the start-up, see `ServeOptions.startUp`). */
  demo: DemoBootstrap | undefined;
  stop(): Promise<void>;
}

export interface ServeOptions {
  log?: boolean;
  /** Migrate and make sure of the demo customer (default), or not: another worker has done it. */
  startUp?: boolean;
  /** Run the outbox and webhook workers in this process (default). */
  background?: boolean;
  /** Fields of every log line of this process (`worker: 2`). */
  logBindings?: Record<string, unknown>;
  /** The write turn this process shares with the other workers on the same SQLite file. */
  writeTurn?: WriteTurn;
}

/** The work of a start that must happen once, before any request: migrations and the demo customer. */
async function startUp(store: Store, deps: Deps): Promise<DemoBootstrap> {
  await migrateToLatest(store);
  return ensureDemoCustomer(deps);
}

/**
 * Opens the database, migrates it, makes sure the demo customer exists and starts listening
 * (the first two unless `startUp: false`).
 */
export async function startServer(config: Config, options: ServeOptions = {}): Promise<RunningServer> {
  const store = openStore(config.databaseUrl, { sqliteSynchronous: config.sqliteSynchronous, writeTurn: options.writeTurn });
  const deps = makeDeps(store, config);
  const demo = options.startUp === false ? undefined : await startUp(store, deps);
  const health: HealthSources = {};
  const app = await buildApp(deps, {
    logger: options.log === false ? false : loggerOptions(config.logLevel, configuredSecrets(config), options.logBindings),
    health,
  });
  if (options.startUp !== false) {
    const warning = statisticsWarning(await readStatisticsSettings(store));
    if (warning) app.log.warn(warning);
  }
  // The database closes after the last in-flight request has finished.
  app.addHook('onClose', async () => {
    await store.close();
    app.log.info('database closed');
  });
  // onClose hooks run last-added first: the workers finish their rounds before the database closes.
  if (options.background !== false) {
    const outbox = startOutboxWorker(deps, app.log);
    health.outbox = outbox;
    app.addHook('onClose', async () => outbox.stop());
    const webhooks = startWebhookWorker(deps, app.log);
    app.addHook('onClose', async () => webhooks.stop());
  }
  // Responses finished while shutting down close their connection, so keep-alive clients do
  // not hold the server open until their idle timeout.
  let closing = false;
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  const url = await app.listen({ port: config.port, host: config.host });
  const stop = async () => {
    closing = true;
    const deadline = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    try {
      await app.close();
    } finally {
      clearTimeout(deadline);
    }
  };
  return { app, url, demo, stop };
}

/** What a person starting the service needs to call it; printed on standard output, not logged. */
export function startHint(server: { url: string; demo: DemoBootstrap }, config: Config): string {
  const { production, test } = baseAddresses(config, server.url.replace('0.0.0.0', '127.0.0.1'));
  const lines = [`access-cloud listens on ${server.url} (docs: ${production}/docs)`];
  if (config.testBasePath)
    lines.push(`Production address: ${production} (production keys only); test environment: ${test} (test keys only)`);
  if (server.demo.generatedKey) {
    lines.push(
      `Demo customer ${server.demo.customerNumber} created with a ready test environment.`,
      `Its test API key is shown this once; store it now:`,
      `  ${server.demo.generatedKey}`,
      `Try it:`,
      `  curl -H 'X-API-Key: ${server.demo.generatedKey}' ${test}/v1/persons`,
    );
  } else if (config.testApiKey) {
    lines.push(
      `The demo test environment accepts ACCESS_CLOUD_TEST_API_KEY. Try it:`,
      `  curl -H "X-API-Key: $ACCESS_CLOUD_TEST_API_KEY" ${test}/v1/persons`,
    );
  } else {
    lines.push(`Create an API key with: access-cloud admin key create --customer ${server.demo.customerNumber} --env test`);
  }
  lines.push(`Web administration: ${production}/admin/`);
  if (server.demo.admin) {
    lines.push(
      `Its administrator ${server.demo.admin.email} chooses a password here (link shown this once, valid 7 days):`,
      `  ${production}${server.demo.admin.invitationPath}`,
    );
  } else {
    lines.push(
      `Invite an administrator with: access-cloud admin aco invite --customer ${server.demo.customerNumber} --email <address> --first-name <name> --last-name <name>`,
    );
  }
  return lines.join('\n');
}
