import type { Kysely } from 'kysely';

/** Requests per environment and UTC day, shared by all API nodes for the daily quota. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('request_counts')
    .addColumn('environment_id', 'bigint', (c) => c.notNull().references('environments.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('count', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('request_counts_pk', ['environment_id', 'day'])
    .execute();
}
