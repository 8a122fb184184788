import { sql, type Kysely } from 'kysely';

/**
 * A lock's synchronization receives the authorizations waiting for it: those for the lock
 * (found in `authorizations_waiting_lock`, migration 029) and those for the areas it is in. The
 * area part was read through the area's index of all its authorizations, and the lock part, its
 * states bound as a list (which neither SQLite nor PostgreSQL's generic plan matches against a
 * partial index), through the lock's: a lock with 1 000 000 received authorizations read them all
 * at every synchronization. This index holds the waiting rows by area, so both parts are index
 * searches of only those rows; the statements state its condition as literals.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index authorizations_waiting_area on authorizations (area_id, environment_id)
    where current_state in ('CREATED', 'MODIFIED') or deletion_requested = 1`.execute(db);
}
