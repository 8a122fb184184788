import { sql, type Kysely, type RawBuilder } from 'kysely';

/**
 * Every index of a table is written with each row, and each index page a transaction touches is
 * written to the log at its commit. A simple authorization wrote nine b-trees of `authorizations`,
 * seven of `lock_protocol` and four of `system_protocol`; these indexes did the same work twice
 * or held rows no query asks for:
 *
 * - The indexes that a parent's delete looks its children up by (migration 011: medium, lock and
 *   area of an authorization) duplicated the listing indexes of the same column after
 *   `environment_id`. Each listing index now starts with the referenced column: a listing
 *   compares both columns for equality, so their order does not change what it reads, and a
 *   parent's delete finds its children by the first column. An authorization's lock or area is
 *   one or the other, so their indexes hold only the rows that have one.
 * - `lock_protocol_owner_time` held every entry by owner and time; its queries all ask for
 *   entries with a lock, which `lock_protocol_owned_locks_time` (017) holds.
 * - The indexes of the entries of one lock or one medium (lock protocol, system protocol) held
 *   every entry, also those of neither: most system protocol entries (a person changed, a key
 *   made). They hold only the entries with one now; a filter by lock or medium names its id.
 */
const REPLACED: { drop: string[]; create: RawBuilder<unknown> }[] = [
  {
    drop: ['authorizations_medium', 'authorizations_medium_id_fk'],
    create: sql`create index authorizations_medium on authorizations (medium_id, environment_id, created_at)`,
  },
  {
    drop: ['authorizations_lock', 'authorizations_lock_id_fk'],
    create: sql`create index authorizations_lock on authorizations (lock_id, environment_id, created_at, id) where lock_id is not null`,
  },
  {
    drop: ['authorizations_area', 'authorizations_area_id_fk'],
    create: sql`create index authorizations_area on authorizations (area_id, environment_id, created_at, id) where area_id is not null`,
  },
  {
    drop: ['system_protocol_env_lock_time'],
    create: sql`create index system_protocol_env_lock_time on system_protocol (environment_id, lock_id, created_at, id) where lock_id is not null`,
  },
  {
    drop: ['system_protocol_env_medium_time'],
    create: sql`create index system_protocol_env_medium_time on system_protocol (environment_id, medium_id, created_at, id)
                where medium_id is not null`,
  },
  {
    drop: ['lock_protocol_medium_time', 'lock_protocol_owner_time'],
    create: sql`create index lock_protocol_medium_time on lock_protocol (medium_id, occurred_at, id) where medium_id is not null`,
  },
];

/**
 * SQLite runs a migration outside a transaction: after a crash between a drop and its create,
 * the migration runs again from the start, and each index is dropped only if it is still there.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const { drop, create } of REPLACED) {
    for (const name of drop) await db.schema.dropIndex(name).ifExists().execute();
    await create.execute(db);
  }
}
