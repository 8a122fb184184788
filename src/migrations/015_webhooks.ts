import type { Kysely } from 'kysely';
import { environmentColumn, tableWithId } from './helpers.ts';

/**
 * Webhooks: endpoints an environment registers, and one delivery row per event and endpoint,
 * written in the transaction of the change that caused it (so a delivery exists exactly when the
 * change does) and worked off by the webhook worker.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await environmentColumn(tableWithId(db, 'webhook_endpoints'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    // A JSON list of event type names.
    .addColumn('event_types', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('disabled_reason', 'text')
    // The signing secret, encrypted with the server's webhook key (see webhooks/secrets.ts).
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('consecutive_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('webhook_endpoints_env').on('webhook_endpoints').columns(['environment_id', 'enabled']).execute();
  await environmentColumn(tableWithId(db, 'webhook_deliveries'))
    .addColumn('endpoint_id', 'bigint', (c) => c.notNull().references('webhook_endpoints.id').onDelete('cascade'))
    // The Standard Webhooks message id (`webhook-id`): the same for every attempt and a redelivery.
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('event_type', 'text', (c) => c.notNull())
    // Deliveries about one object (`lock:12`) go out in the order they were written.
    .addColumn('object_key', 'text')
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    // Real time (not an environment's clock): when the worker may try (again); it gives up a
    // configured time after created_at.
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('last_response_code', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('last_attempt_at', 'text')
    .addColumn('delivered_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('webhook_deliveries_due').on('webhook_deliveries').columns(['status', 'next_attempt_at']).execute();
  await db.schema
    .createIndex('webhook_deliveries_order')
    .on('webhook_deliveries')
    .columns(['endpoint_id', 'object_key', 'status', 'id'])
    .execute();
  await db.schema.createIndex('webhook_deliveries_env').on('webhook_deliveries').columns(['environment_id', 'endpoint_id', 'id']).execute();
}
