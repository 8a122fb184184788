import { clock, clockStartingAt } from '../kernel/clock.ts';
import { loadConfig, type Config } from '../kernel/config.ts';
import type { Deps } from '../kernel/context.ts';
import { serve as serveCommand } from '../serve.ts';
import { openStore } from '../kernel/db/db.ts';
import { migrateToLatest } from '../kernel/db/migrate.ts';
import { adminCommands } from './admin-commands.ts';
import { runProgram, type Command, type Output } from './command.ts';
import { mediumCommands } from './medium-commands.ts';
import { lockCommands } from './lock-commands.ts';
import { lockCredentialCommand, simulateCommands } from './simulate-commands.ts';
import { makeDeps } from '../wiring.ts';

const consoleOutput: Output = { log: (l) => console.log(l), error: (l) => console.error(l) };

/** The configuration of this process; starts the service clock where it says so. */
function configure(): Config {
  const config = loadConfig();
  if (config.clockStartMs !== undefined) clock.set(clockStartingAt(config.clockStartMs));
  return config;
}

/** Opens the configured database (migrated) for one command and closes it afterwards. */
async function withDeps<T>(work: (deps: Deps) => Promise<T>): Promise<T> {
  const config = configure();
  const store = openStore(config.databaseUrl, { sqliteSynchronous: config.sqliteSynchronous });
  try {
    await migrateToLatest(store);
    return await work(makeDeps(store, config));
  } finally {
    await store.close();
  }
}

const serve: Command = {
  name: 'serve',
  summary: 'starts the service (configuration from environment variables, see README)',
  usage: '',
  options: {},
  run: () => serveCommand(configure()),
};

const migrate: Command = {
  name: 'migrate',
  summary: 'brings the database schema up to date (the service also does this at start)',
  usage: '',
  options: {},
  run: (_v, out) =>
    withDeps(async () => {
      out.log('database schema is up to date');
    }),
};

export const COMMANDS: Command[] = [
  serve,
  migrate,
  ...adminCommands(withDeps),
  ...mediumCommands(withDeps),
  ...lockCommands(withDeps),
  lockCredentialCommand(withDeps),
  ...simulateCommands(withDeps),
];

/** Runs `access-cloud <argv>`; returns the process exit code. */
export function main(argv: string[], out: Output = consoleOutput): Promise<number> {
  return runProgram(COMMANDS, argv, out);
}
