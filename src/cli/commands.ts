import type { Deps } from '../kernel/context.ts';
import { openStore } from '../kernel/db/db.ts';
import { migrateToLatest } from '../kernel/db/migrate.ts';
import { makeDeps } from '../wiring.ts';
import { adminCommands } from './admin-commands.ts';
import type { Command } from './command.ts';
import { configure } from './configure.ts';
import { lockCommands } from './lock-commands.ts';
import { mediumCommands } from './medium-commands.ts';
import { lockCredentialCommand, simulateCommands } from './simulate-commands.ts';

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

/** The commands that work on the database directly: all but `serve`. */
export const DATABASE_COMMANDS: Command[] = [
  migrate,
  ...adminCommands(withDeps),
  ...mediumCommands(withDeps),
  ...lockCommands(withDeps),
  lockCredentialCommand(withDeps),
  ...simulateCommands(withDeps),
];
