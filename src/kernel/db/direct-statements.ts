/**
 * Statements run without Kysely's connection handover. For the small statements of a request,
 * acquiring and releasing a connection through Kysely's executor (several awaits each) measured
 * about as much as SQLite's own work for them, outside a transaction and inside one.
 */
export interface DirectStatements {
  /**
   * Outside a transaction: a read's rows, or undefined when it cannot run at once (a transaction
   * holds the connection, or the statement writes); the caller then runs it through Kysely.
   */
  read<R>(sql: string, parameters: readonly unknown[]): Promise<R[]> | undefined;
  /** Inside the transaction that holds the connection: any statement, its rows (none for a write without `returning`). */
  runInTransaction<R>(sql: string, parameters: readonly unknown[]): R[];
}

const ofDatabase = new WeakMap<object, DirectStatements>();
const ofTransaction = new WeakMap<object, DirectStatements>();

/** Registers `statements` for the Kysely instance `db` itself (not for instances derived from it). */
export function runDirectly(db: object, statements: DirectStatements): void {
  ofDatabase.set(db, statements);
}

/** Lets the statements of `tx`, a transaction of `db`, run directly too (when `db`'s do). */
export function runTransactionDirectly(db: object, tx: object): void {
  const statements = ofDatabase.get(db);
  if (statements) ofTransaction.set(tx, statements);
}

/** The rows of a statement run directly on `db` (a database or a transaction), or undefined when it cannot be. */
export function runDirect<R>(db: object, sql: string, parameters: readonly unknown[]): Promise<R[]> | R[] | undefined {
  const inTransaction = ofTransaction.get(db);
  if (inTransaction) return inTransaction.runInTransaction<R>(sql, parameters);
  return ofDatabase.get(db)?.read<R>(sql, parameters);
}
