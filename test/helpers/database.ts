import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openStore, type Store } from '../../src/kernel/db/db.ts';
import { migrateTo, migrateToLatest } from '../../src/kernel/db/migrate.ts';
import { loadConfig } from '../../src/kernel/config.ts';
import type { Deps } from '../../src/kernel/context.ts';
import { makeDeps } from '../../src/wiring.ts';

/** `TEST_DB=postgres` runs the suite on TEST_DATABASE_URL; otherwise on a SQLite file. */
export const TEST_DIALECT = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

export interface TestDatabase {
  /** What DATABASE_URL would be for a server process on this database (with its schema, for PostgreSQL). */
  url: string;
  env: Record<string, string>;
  store: Store;
  /** Another connection (pool) to the same database, as a second API node has; the caller closes it. */
  openAnotherStore(): Store;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database of its own: a temporary SQLite file or a new PostgreSQL schema.
 * `upTo` stops after that migration (for tests of a later one).
 */
export async function createTestDatabase(options: { upTo?: string } = {}): Promise<TestDatabase> {
  const migrate = (store: Store) => (options.upTo ? migrateTo(store, options.upTo) : migrateToLatest(store));
  if (TEST_DIALECT === 'postgres') {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const store = openStore(base, { pgSchema: schema, pgPoolSize: 5 });
    await migrateBesideOtherTests(() => migrate(store));
    return {
      url: base,
      env: { DATABASE_URL: base, PGOPTIONS: `-c search_path=${schema}` },
      store,
      openAnotherStore: () => openStore(base, { pgSchema: schema, pgPoolSize: 5 }),
      async drop() {
        await store.close();
        const c = new pg.Client({ connectionString: base });
        await c.connect();
        await c.query(`drop schema ${schema} cascade`);
        await c.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'access-cloud-test-'));
  const file = path.join(dir, 'test.sqlite');
  const store = openStore(file);
  await migrate(store);
  return {
    url: file,
    env: { DATABASE_URL: file },
    store,
    openAnotherStore: () => openStore(file),
    async drop() {
      await store.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Deps for today's code on a database migrated only up to an earlier step (tests of a later
 * migration populate it first): without the reactions to protocol entries, whose tables (webhook
 * deliveries) come with a later migration.
 */
export function depsOnEarlierSchema(store: Store): Deps {
  const deps = makeDeps(store, loadConfig({}));
  return { ...deps, reactions: { ...deps.reactions, protocolRecorded: [] } };
}

/**
 * Kysely's migrator first reads the catalog of every schema of the database, looking schemas up
 * by name; a test file dropping its own schema at that moment makes the read fail with 3F000
 * (invalid schema name). The migrations run in one transaction, so trying again is safe.
 */
async function migrateBesideOtherTests(migrate: () => Promise<unknown>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await migrate();
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '3F000' || attempt === 3) throw error;
    }
  }
}
