import { sql, type Kysely } from 'kysely';

/**
 * The lock protocol of all of an environment's locks is two disjoint sets of entries: those of
 * locks it owned when they were written, and those it caused on locks owned by others (shared
 * with it). Each set gets a partial index in time order, so a page reads only the newest entries
 * of each and its total counts index entries alone, however long the environment's history is.
 * Without them the page sorted every entry in the range (src/modules/protocols/lock-protocol.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index lock_protocol_owned_locks_time on lock_protocol (owner_environment_id, occurred_at, id)
            where lock_id is not null`.execute(db);
  await sql`create index lock_protocol_foreign_locks_time on lock_protocol (environment_id, occurred_at, id)
            where lock_id is not null and environment_id <> owner_environment_id`.execute(db);
}
