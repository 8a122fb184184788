import { sql, type Kysely } from 'kysely';

/**
 * Requests sent with an Idempotency-Key (src/kernel/http/idempotency.ts): one row per
 * environment and key, inserted before the request runs (IN_PROGRESS) so that the primary key
 * lets only one node run it, then holding the stored answer (COMPLETED) until it expires.
 * The environment's rows go with it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('environment_id', 'bigint', (c) => c.notNull().references('environments.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('IN_PROGRESS', 'COMPLETED')`))
    .addColumn('status', 'integer')
    .addColumn('headers', 'text')
    .addColumn('body', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['environment_id', 'key'])
    .execute();
  await db.schema.createIndex('idempotency_keys_expiry').on('idempotency_keys').columns(['environment_id', 'expires_at']).execute();
}
