import type { Db } from '../services/context.ts';

/**
 * Holds the row lock of one environment or customer until the transaction ends, so that
 * check-then-insert steps (duplicate phone numbers, daily message quotas) cannot interleave.
 * A no-op update takes the lock on PostgreSQL; SQLite writers are serialized anyway
 * (`begin immediate`), so one statement serves both.
 */
export async function lockRow(db: Db, table: 'environments' | 'customers', id: number): Promise<void> {
  await db
    .updateTable(table as 'customers')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', id)
    .execute();
}
