import type { Db, EnvironmentRef } from '../context.ts';

/** An environment by id, for changes one environment's action causes in another (sharing). */
export async function environmentById(db: Db, id: number): Promise<EnvironmentRef> {
  const row = await db.selectFrom('environments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return { id: row.id, customerId: row.customer_id, kind: row.kind, clockOffsetMs: Number(row.clock_offset_ms) };
}
