import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../context.ts';

/**
 * Holds the row lock of one environment or customer until the transaction ends, so that
 * check-then-insert steps (duplicate phone numbers, daily message quotas) cannot interleave.
 * On PostgreSQL a no-op update takes it (the key keeps its value, so the lock does not block
 * inserts that reference the row). SQLite writers are serialized already (`begin immediate`),
 * and there the update would cost more than nothing: SQLite checks the foreign keys of every
 * table referring to the row for an assigned key, reading all rows of tables whose reference
 * has no index (the outbox, every message ever sent, for a customer).
 */
export async function lockRow(db: Db, table: 'environments' | 'customers', id: number): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await db
    .updateTable(table as 'customers')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', id)
    .execute();
}

/**
 * A read that holds the lock of the rows it returns until the transaction ends, so what it
 * checked cannot change before the transaction acts on it: `for update` on PostgreSQL; SQLite
 * writers are serialized (`begin immediate`), so there the plain read holds already. With
 * `keys: 'shared'` (`for no key update`), rows that refer to the locked ones can still be
 * inserted meanwhile: the lock serializes changes of the row, not the use of its key.
 */
export function lockingRead<Q extends { forUpdate(): Q; forNoKeyUpdate(): Q }>(db: Db, query: Q, options: { keys?: 'shared' } = {}): Q {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return query;
  return options.keys === 'shared' ? query.forNoKeyUpdate() : query.forUpdate();
}

/**
 * One start-up task at a time across processes (the demo customer of an empty database): a
 * transaction-scoped advisory lock on PostgreSQL; SQLite's `begin immediate` already serializes.
 */
export async function holdStartUpLock(db: Db): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`select pg_advisory_xact_lock(${START_UP_LOCK})`.execute(db);
}

/** An arbitrary constant naming this service's start-up lock among advisory locks. */
const START_UP_LOCK = 5_315_001;
