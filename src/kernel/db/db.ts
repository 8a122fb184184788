import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { createRequire } from 'node:module';
import type pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import {
  coalescedPerTurn,
  sharedConnectionDataVersionReader,
  postgresDataVersionReader,
  sqliteDataVersionReader,
  type DataVersionReader,
} from './data-versions.ts';
import type { Database } from './schema.ts';
import { SqliteCompilerWithLiteralLimits } from './sqlite-compiler.ts';
import { preparingClient } from './postgres-prepared.ts';
import { GroupCommitSqliteDriver } from './sqlite-group-commit.ts';
import { runDirectly } from './direct-statements.ts';
import { WalSync, type SyncFile } from './wal-sync.ts';
import type { WriteTurn } from './write-turn.ts';

export type DialectName = 'sqlite' | 'postgres';

export interface Store {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Change counters for validating cached reads (see data-versions.ts). */
  readDataVersion: DataVersionReader;
  /**
   * Called when a request arrives: reads made after it see every change committed before it.
   * (SQLite shares a read snapshot among reads until then: see sqlite-group-commit.ts.)
   */
  readsFromNow(): void;
  /** Connections of the PostgreSQL pool (SQLite has one connection and no pool). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export type SqliteSynchronous = 'FULL' | 'NORMAL';

export interface StoreOptions {
  /** PostgreSQL schema to use (tests isolate themselves in one each). */
  pgSchema?: string;
  pgPoolSize?: number;
  /** SQLite's `synchronous` setting (default FULL: see openSqlite). */
  sqliteSynchronous?: SqliteSynchronous;
  /** How the SQLite log is synced with FULL (tests hold a sync to watch what waits for it). */
  syncFile?: SyncFile;
  /** The write turn of the processes that share the SQLite file (workers of one service). */
  writeTurn?: WriteTurn;
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

export function openStore(url: string, options: StoreOptions = {}): Store {
  return isPostgresUrl(url) ? openPostgres(url, options) : openSqlite(url, options.sqliteSynchronous ?? 'FULL', options);
}

/**
 * Settings of every PostgreSQL session: ours, then PGOPTIONS (which pg reads itself only when
 * given no options), so an operator's setting wins, then the schema a caller asked for. An
 * `options` parameter in the URL replaces them all.
 *
 * Generic plans: every statement is prepared once per connection (preparingClient) and run
 * with new values. PostgreSQL plans a prepared statement anew at each run while that plan is
 * estimated much cheaper than one for any value. A protocol page of the last day is such a
 * statement: over 10 000 000 events it was planned at every run, and planning took longer than
 * running it (0.10–0.18 ms against 0.07–0.10 ms). The statements here find their rows by a
 * unique key or by an index that leads with the environment, so their plan does not depend on
 * the values.
 */
function sessionOptions(schema: string | undefined): string {
  const operator = process.env.PGOPTIONS ? [process.env.PGOPTIONS] : [];
  return ['-c plan_cache_mode=force_generic_plan', ...operator, ...(schema ? [`-c search_path=${schema}`] : [])].join(' ');
}

function openPostgres(url: string, options: StoreOptions): Store {
  // Loaded only here: a service on SQLite starts faster without it.
  const { Pool, Client, types } = createRequire(import.meta.url)('pg') as typeof pg;
  // int8 (ids, counts) arrive as strings by default; all our integers fit in a JS number.
  types.setTypeParser(20, (v) => Number(v));
  const pool = new Pool({
    connectionString: url,
    max: options.pgPoolSize ?? 10,
    Client: preparingClient(Client),
    options: sessionOptions(options.pgSchema),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: 'postgres',
    readDataVersion: coalescedPerTurn(postgresDataVersionReader(pool)),
    // Every PostgreSQL statement outside a transaction takes a snapshot of its own.
    readsFromNow: () => {},
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => db.destroy(),
  };
}

/** SQLite through our group-commit driver (see sqlite-group-commit.ts) and compiler (sqlite-compiler.ts). */
class GroupCommitSqliteDialect extends SqliteDialect {
  driver?: GroupCommitSqliteDriver;
  constructor(
    private readonly database: BetterSqlite3.Database,
    private readonly walSync?: WalSync,
    private readonly writeTurn?: WriteTurn,
  ) {
    super({ database });
  }
  override createDriver() {
    return (this.driver = new GroupCommitSqliteDriver(this.database, this.walSync, { writeTurn: this.writeTurn }));
  }
  override createQueryCompiler() {
    return new SqliteCompilerWithLiteralLimits();
  }
}

/** Kysely prepares every query anew; caching prepared statements by SQL text saves that work. */
export function withStatementCache(database: BetterSqlite3.Database, maxEntries = 500): BetterSqlite3.Database {
  const cache = new Map<string, BetterSqlite3.Statement>();
  const prepare = database.prepare.bind(database);
  return new Proxy(database, {
    get(target, prop, receiver) {
      if (prop !== 'prepare') return Reflect.get(target, prop, receiver);
      return (sql: string) => {
        let stmt = cache.get(sql);
        if (!stmt) {
          stmt = prepare(sql);
          if (cache.size >= maxEntries) cache.delete(cache.keys().next().value!);
          cache.set(sql, stmt);
        }
        return stmt;
      };
    },
  });
}

/**
 * The log's length in pages at which a commit copies it into the database file (a checkpoint).
 * That copy runs inside the commit, on the event loop, and syncs the log and the file. SQLite's
 * default of 1 000 pages made every twentieth commit of a write load take 2.5 ms; at 4 000 a
 * checkpoint comes a third as often, and a page written many times in between (a count, a
 * change counter) is copied once: commits took 20 % less time in all and a new authorization
 * 5–13 % less CPU. The log stays within the first hash table of its index (4 062 pages), so a
 * read still looks its pages up in one table. The log file keeps its largest size: about 16 MB.
 */
const CHECKPOINT_PAGES = 4000;

function openSqlite(file: string, synchronous: SqliteSynchronous, { syncFile, writeTurn }: StoreOptions): Store {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const database = new BetterSqlite3(file);
  database.pragma('journal_mode = WAL');
  // FULL: the write-ahead log is synced after every commit before it is acknowledged, so an
  // acknowledged change (a revoked medium, a withdrawn authorization) survives a power loss
  // too. The sync runs off the event loop (WalSync), so SQLite itself runs NORMAL, which
  // writes the log at commit and syncs it before checkpoints. NORMAL alone keeps commits across
  // a crash of the process only, and may lose the last ones when the machine fails.
  const walSync = synchronous === 'FULL' && file !== ':memory:' ? new WalSync(`${file}-wal`, syncFile) : undefined;
  database.pragma(`synchronous = ${walSync ? 'NORMAL' : synchronous}`);
  database.pragma(`wal_autocheckpoint = ${CHECKPOINT_PAGES}`);
  // No busy_timeout: the driver waits for another connection's write lock without blocking.
  database.pragma('foreign_keys = ON');
  // Every transaction of a commit group runs in a savepoint, and every write fires the
  // data-version triggers: SQLite journals those pages in a sub-journal, which otherwise soon
  // spills into a temporary file and costs a write syscall per page (measured: an insert into the
  // lock protocol 80 µs, 43 µs in memory). Temporary files never serve crash recovery (the WAL
  // does). Sorts stay in memory too: most lists read in index order, and a protocol page of
  // several locks sorts at most its offset plus limit rows.
  database.pragma('temp_store = MEMORY');
  const dialect = new GroupCommitSqliteDialect(withStatementCache(database), walSync, writeTurn);
  const db = new Kysely<Database>({ dialect });
  const driver = dialect.driver!;
  runDirectly(db, driver);
  const readsFromNow = () => driver.readsFromNow();
  if (file === ':memory:')
    return { db, dialect: 'sqlite', readDataVersion: sharedConnectionDataVersionReader(db), readsFromNow, close: () => db.destroy() };
  const versions = sqliteDataVersionReader(file);
  return {
    db,
    dialect: 'sqlite',
    // Data read after a counter is at least as new as the counter: a cached answer is stored
    // under the counter read before its data.
    readDataVersion: coalescedPerTurn(async (environmentId, resource) => {
      const version = await versions.read(environmentId, resource);
      driver.readsFromNow();
      return version;
    }),
    readsFromNow,
    close: async () => {
      versions.close();
      await db.destroy();
    },
  };
}
