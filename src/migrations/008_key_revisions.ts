import type { Kysely } from 'kysely';

/** The interface revision each API key's client speaks (src/kernel/revisions.ts); existing keys speak the latest. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('api_keys')
    .addColumn('revision', 'text', (c) => c.notNull().defaultTo('18.0.4'))
    .execute();
}
