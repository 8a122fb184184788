import { sql, type Generated } from 'kysely';

/** Row types of the webhook tables (migrations/015_webhooks.ts). */
export interface WebhookEndpointTable {
  id: Generated<number>;
  environment_id: number;
  version: number;
  url: string;
  description: string | null;
  /** JSON list of event type names. */
  event_types: string;
  enabled: number;
  disabled_reason: string | null;
  /** Encrypted signing secret. */
  secret: string;
  consecutive_failures: number;
  created_at: string;
  updated_at: string;
}

export type WebhookDeliveryStatus = 'PENDING' | 'DELIVERED' | 'FAILED';

export interface WebhookDeliveryTable {
  id: Generated<number>;
  environment_id: number;
  endpoint_id: number;
  message_id: string;
  event_type: string;
  object_key: string | null;
  payload: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  next_attempt_at: string;
  last_response_code: number | null;
  last_error: string | null;
  last_attempt_at: string | null;
  delivered_at: string | null;
  created_at: string;
}

/**
 * Whether the environment of a row being inserted has an enabled webhook endpoint, as a column of
 * the insert's `returning` (`table` is the inserted table). A protocol insert answers it in the
 * same statement, so that a write meeting no endpoint (most do) needs no query to learn that.
 */
export function enabledWebhookEndpointExists(table: 'system_protocol' | 'lock_protocol' | 'events') {
  // A boolean on PostgreSQL, 0 or 1 on SQLite.
  return sql<
    boolean | number
  >`exists (select 1 from webhook_endpoints where webhook_endpoints.environment_id = ${sql.ref(`${table}.environment_id`)} and webhook_endpoints.enabled = 1)`.as(
    'webhook_endpoints',
  );
}
