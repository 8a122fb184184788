/** True when a database error is a unique-constraint violation (PostgreSQL 23505, SQLite UNIQUE). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string } | null;
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * Runs an insert that a concurrent request may have made first: a unique violation becomes the
 * caller's error (e.g. a 409 or 400 problem) instead of a 500. On PostgreSQL the transaction is
 * aborted by the violation, so the caller's error must end it.
 */
export async function insertOrRefuse<T>(insert: Promise<T>, refusal: () => Error): Promise<T> {
  try {
    return await insert;
  } catch (error) {
    if (isUniqueViolation(error)) throw refusal();
    throw error;
  }
}
