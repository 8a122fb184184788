import { sql, type Kysely } from 'kysely';

/**
 * Area assignments are read by lock (a phone's unlock asks which areas hold the lock, a lock's
 * settings list its areas) and by area (a page of areas lists their locks), each within the
 * environment. With an index of one column for the lock and one for the environment, SQLite
 * planned those reads by environment: every unlock read all of the environment's assignments,
 * however many locks and areas it has. Indexes of the lock or the area with the environment
 * answer each read with one search.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('area_locks_lock').ifExists().execute();
  await sql`create index area_locks_lock on area_locks (lock_id, environment_id)`.execute(db);
  await sql`create index area_locks_area on area_locks (area_id, environment_id)`.execute(db);
}
