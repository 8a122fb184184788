import BetterSqlite3 from 'better-sqlite3';
import type pg from 'pg';
import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

/**
 * Counted changes, each bumped by triggers of a migration: everything the interface reads of an
 * environment (016), and everything API key authentication depends on, counted for environment 0 (009).
 */
export type VersionedResource = 'data' | 'credentials';

/** The change counter of one resource of one environment; 0 before its first change. */
export type DataVersionReader = (environmentId: number, resource: VersionedResource) => Promise<number>;

const VERSION_QUERY = 'select version from data_versions where environment_id = ? and resource = ?';
const VERSION_QUERY_PG = 'select version from data_versions where environment_id = $1 and resource = $2';

/** No row yet means no change yet. */
const counterOf = (rows: { version: number }[]): number => (rows.length === 0 ? 0 : Number(rows[0].version));

/**
 * An in-memory SQLite database cannot be opened a second time: its counters are read over the
 * data layer's one connection, which waits for open transactions, so it too sees committed data only.
 */
export function sharedConnectionDataVersionReader(db: Kysely<Database>): DataVersionReader {
  return async (environmentId, resource) => {
    const { rows } = await db.executeQuery<{ version: number }>(CompiledQuery.raw(VERSION_QUERY, [environmentId, resource]));
    return counterOf(rows);
  };
}

/**
 * On PostgreSQL, a named statement: each pooled connection parses and plans it once, so a
 * read costs the server only a bind and an index lookup.
 */
export function postgresDataVersionReader(pool: pg.Pool): DataVersionReader {
  return async (environmentId, resource) => {
    const { rows } = await pool.query<{ version: number }>({
      name: 'data_version',
      text: VERSION_QUERY_PG,
      values: [environmentId, resource],
    });
    return counterOf(rows);
  };
}

/**
 * On a SQLite file, counters are read over a read-only connection of their own: it never waits
 * for the data layer's single connection, and in WAL mode it sees committed data only, never a
 * transaction still open on the other connection.
 */
export function sqliteDataVersionReader(file: string): { read: DataVersionReader; close(): void } {
  let connection: BetterSqlite3.Database | undefined;
  let statement: BetterSqlite3.Statement<[number, string], number> | undefined;
  return {
    async read(environmentId, resource) {
      // Opened on first use: the table exists only once the migrations have run.
      if (!statement) {
        connection = new BetterSqlite3(file, { readonly: true });
        connection.pragma('busy_timeout = 10000');
        statement = connection.prepare<[number, string], number>(VERSION_QUERY).pluck();
      }
      return Number(statement.get(environmentId, resource) ?? 0);
    },
    close: () => connection?.close(),
  };
}

/**
 * Requests that arrive together share one counter read: callers of one event-loop turn wait for
 * a read made after the turn (setImmediate), so the value is never older than any of their
 * arrivals and a read still follows every change committed before a request came in.
 */
export function coalescedPerTurn(read: DataVersionReader): DataVersionReader {
  const pending = new Map<string, Promise<number>>();
  return (environmentId, resource) => {
    const key = `${environmentId} ${resource}`;
    let value = pending.get(key);
    if (!value) {
      value = new Promise<number>((resolve, reject) => {
        setImmediate(() => {
          pending.delete(key);
          read(environmentId, resource).then(resolve, reject);
        });
      });
      pending.set(key, value);
    }
    return value;
  };
}
