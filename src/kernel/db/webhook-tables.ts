import { PostgresAdapter, sql, type Generated, type Kysely } from 'kysely';

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
 * The enabled webhook endpoints of the environment of a row being inserted, with the event types
 * each subscribed to, as a column of the insert's `returning` (`table` is the inserted table):
 * JSON text `[[id, [type, …]], …]`, or null or `[]` when there is none. A protocol insert answers
 * it in the same statement, so that a write needs no query of its own to learn whom to tell.
 */
export function enabledWebhookEndpoints(db: Pick<Kysely<object>, 'getExecutor'>, table: 'system_protocol' | 'lock_protocol' | 'events') {
  const ofEnvironment = sql`from webhook_endpoints e where e.environment_id = ${sql.ref(`${table}.environment_id`)} and e.enabled = 1`;
  const list =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? sql<string | null>`(select cast(json_agg(json_build_array(e.id, cast(e.event_types as json))) as text) ${ofEnvironment})`
      : sql<string | null>`(select json_group_array(json_array(e.id, json(e.event_types))) ${ofEnvironment})`;
  return list.as('webhook_endpoints');
}
