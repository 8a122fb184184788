import { sql, type Kysely } from 'kysely';

/**
 * The medium protocol of an environment leaves out the entries of locks anonymized for it, a
 * condition on each entry's lock and time that no day count can answer. Its total counted the
 * environment's entries through the index of all of them, looking up each entry's row for its
 * medium and lock: 45 ms a page for a year of 9 000 entries among 1 000 000. This index holds
 * the entries with a medium alone, with the columns the condition reads, so that the total is
 * counted in the index alone (2.7 ms).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index lock_protocol_env_media_time on lock_protocol (environment_id, occurred_at, id, lock_id, medium_id)
            where medium_id is not null`.execute(db);
}
