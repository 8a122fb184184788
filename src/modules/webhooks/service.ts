import crypto from 'node:crypto';
import type { Selectable } from 'kysely';
import { clock } from '../../kernel/clock.ts';
import { inTransaction, type Db, type Deps, type ProtocolRecord, type RequestContext } from '../../kernel/context.ts';
import { prepared, preparedPage } from '../../kernel/db/prepared.ts';
import { TextMemo } from '../../kernel/db/shared-json.ts';
import type { Page, PageRequest } from '../../kernel/db/query-helpers.ts';
import { updateIfVersion, nextVersion } from '../../kernel/db/versioned.ts';
import type { WebhookDeliveryStatus, WebhookDeliveryTable, WebhookEndpointTable } from '../../kernel/db/webhook-tables.ts';
import { invalidField, notFound, staleVersion } from '../../kernel/errors.ts';
import { toIso } from '../../kernel/time.ts';
import { recordSystemEvent } from '../protocol-log/index.ts';

/**
 * Webhook endpoints are customer settings: their changes are protocolled with a type every
 * revision of the interface knows (clients generated from its enum refuse unknown values), the
 * action named in the entry's fields.
 */
export const WEBHOOK_PROTOCOL_TYPE = 'EDIT_CUSTOMER_SETTINGS';
import { urlProblem } from './addresses.ts';
import { hasWebhookEvents, webhookEventsOf, type WebhookEvent, type WebhookEventType } from './event-types.ts';
import { encryptSecret, generateWebhookSecret, webhookKey } from './secrets.ts';

export type EndpointRow = Selectable<WebhookEndpointTable>;
export type DeliveryRow = Selectable<WebhookDeliveryTable>;

/** An endpoint as the interface shows it: never its secret. */
export interface Webhook {
  id: number;
  version: number;
  url: string;
  description?: string;
  eventTypes: WebhookEventType[];
  enabled: boolean;
  disabledReason?: string;
  createdAt: string;
  updatedAt: string;
}

export interface WebhookDelivery {
  id: number;
  webhookId: number;
  messageId: string;
  eventType: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  lastResponseCode?: number;
  lastError?: string;
  createdAt: string;
  lastAttemptAt?: string;
  nextAttemptAt?: string;
  deliveredAt?: string;
  payload: Record<string, unknown>;
}

export function webhookView(row: EndpointRow): Webhook {
  return {
    id: Number(row.id),
    version: row.version,
    url: row.url,
    ...(row.description ? { description: row.description } : {}),
    eventTypes: JSON.parse(row.event_types) as WebhookEventType[],
    enabled: row.enabled === 1,
    ...(row.disabled_reason ? { disabledReason: row.disabled_reason } : {}),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function deliveryView(row: DeliveryRow): WebhookDelivery {
  return {
    id: Number(row.id),
    webhookId: Number(row.endpoint_id),
    messageId: row.message_id,
    eventType: row.event_type,
    status: row.status,
    attempts: row.attempts,
    ...(row.last_response_code !== null ? { lastResponseCode: row.last_response_code } : {}),
    ...(row.last_error ? { lastError: row.last_error } : {}),
    createdAt: row.created_at,
    ...(row.last_attempt_at ? { lastAttemptAt: row.last_attempt_at } : {}),
    ...(row.status === 'PENDING' ? { nextAttemptAt: row.next_attempt_at } : {}),
    ...(row.delivered_at ? { deliveredAt: row.delivered_at } : {}),
    payload: JSON.parse(row.payload) as Record<string, unknown>,
  };
}

export interface WebhookInput {
  url: string;
  eventTypes: WebhookEventType[];
  description?: string;
}

export interface WebhookUpdate extends WebhookInput {
  version: number;
  enabled: boolean;
}

function checkInput(input: WebhookInput): void {
  const problem = urlProblem(input.url);
  if (problem) throw invalidField('/url', problem);
  if (new Set(input.eventTypes).size !== input.eventTypes.length) throw invalidField('/eventTypes', 'names an event type twice');
}

const endpointById = prepared((db, p: { envId: number; id: number }) =>
  db.selectFrom('webhook_endpoints').selectAll().where('environment_id', '=', p.envId).where('id', '=', p.id),
);

async function endpointRow(tx: Db, ctx: RequestContext, id: number): Promise<EndpointRow | undefined> {
  return (await endpointById(tx, { envId: ctx.env.id, id }))[0];
}

async function requireEndpoint(tx: Db, ctx: RequestContext, id: number): Promise<EndpointRow> {
  const row = await endpointRow(tx, ctx, id);
  if (!row) throw notFound('Webhook', id);
  return row;
}

/** Registers an endpoint; the answer carries its signing secret, the only time it is shown. */
export async function createWebhook(deps: Deps, ctx: RequestContext, input: WebhookInput): Promise<Webhook & { secret: string }> {
  checkInput(input);
  const secret = generateWebhookSecret();
  const key = await webhookKey(deps.store, deps.config.webhooks.secretKey);
  return inTransaction(deps, async (tx) => {
    const now = toIso(clock.now());
    const row = await tx
      .insertInto('webhook_endpoints')
      .values({
        environment_id: ctx.env.id,
        version: 1,
        url: input.url,
        description: input.description ?? null,
        event_types: JSON.stringify(input.eventTypes),
        enabled: 1,
        disabled_reason: null,
        secret: encryptSecret(key, secret),
        consecutive_failures: 0,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordSystemEvent(tx, ctx, {
      type: WEBHOOK_PROTOCOL_TYPE,
      fields: { action: 'webhook endpoint created', webhookId: Number(row.id), url: row.url },
    });
    return { ...webhookView(row), secret };
  });
}

const webhookPage = preparedPage(
  (db, p: { envId: number }) => db.selectFrom('webhook_endpoints').where('environment_id', '=', p.envId),
  (q) => q.selectAll().orderBy('id'),
);

export async function listWebhooks(deps: Deps, ctx: RequestContext, page: PageRequest): Promise<Page<Webhook>> {
  const { total, rows } = await webhookPage(deps.store.db, { envId: ctx.env.id }, page);
  return { offset: page.offset, total, items: rows.map(webhookView) };
}

export async function getWebhook(deps: Deps, ctx: RequestContext, id: number): Promise<Webhook> {
  return webhookView(await requireEndpoint(deps.store.db, ctx, id));
}

/** Changes an endpoint with the version read; enabling it again clears why it was disabled. */
export async function updateWebhook(deps: Deps, ctx: RequestContext, id: number, input: WebhookUpdate): Promise<Webhook> {
  checkInput(input);
  return inTransaction(deps, async (tx) => {
    const outcome = await updateIfVersion(
      tx,
      'webhook_endpoints',
      { environmentId: ctx.env.id, id, version: input.version },
      {
        url: input.url,
        event_types: JSON.stringify(input.eventTypes),
        description: input.description ?? null,
        enabled: input.enabled ? 1 : 0,
        ...(input.enabled ? { disabled_reason: null, consecutive_failures: 0 } : {}),
        updated_at: toIso(clock.now()),
      },
    );
    if (outcome === 'missing') throw notFound('Webhook', id);
    if (outcome === 'stale') throw staleVersion('Webhook', id);
    const row = await requireEndpoint(tx, ctx, id);
    await recordSystemEvent(tx, ctx, {
      type: WEBHOOK_PROTOCOL_TYPE,
      fields: { action: 'webhook endpoint changed', webhookId: id, url: row.url, enabled: input.enabled },
    });
    return webhookView(row);
  });
}

/** Deletes an endpoint and its delivery log; pending deliveries are dropped with it. */
export function deleteWebhook(deps: Deps, ctx: RequestContext, id: number): Promise<void> {
  return inTransaction(deps, async (tx) => {
    const row = await requireEndpoint(tx, ctx, id);
    await tx.deleteFrom('webhook_deliveries').where('environment_id', '=', ctx.env.id).where('endpoint_id', '=', id).execute();
    await tx.deleteFrom('webhook_endpoints').where('environment_id', '=', ctx.env.id).where('id', '=', id).execute();
    await recordSystemEvent(tx, ctx, {
      type: WEBHOOK_PROTOCOL_TYPE,
      fields: { action: 'webhook endpoint deleted', webhookId: id, url: row.url },
    });
  });
}

/** A new signing secret, shown this once; deliveries from now on are signed with it. */
export async function rotateWebhookSecret(deps: Deps, ctx: RequestContext, id: number): Promise<Webhook & { secret: string }> {
  const secret = generateWebhookSecret();
  const key = await webhookKey(deps.store, deps.config.webhooks.secretKey);
  return inTransaction(deps, async (tx) => {
    const updated = await tx
      .updateTable('webhook_endpoints')
      .set({ secret: encryptSecret(key, secret), version: nextVersion(), updated_at: toIso(clock.now()) })
      .where('environment_id', '=', ctx.env.id)
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw notFound('Webhook', id);
    const row = await requireEndpoint(tx, ctx, id);
    await recordSystemEvent(tx, ctx, {
      type: WEBHOOK_PROTOCOL_TYPE,
      fields: { action: 'webhook secret rotated', webhookId: id, url: row.url },
    });
    return { ...webhookView(row), secret };
  });
}

const deliveryPage = preparedPage(
  (db, p: { envId: number; endpointId: number }) =>
    db.selectFrom('webhook_deliveries').where('environment_id', '=', p.envId).where('endpoint_id', '=', p.endpointId),
  (q) => q.selectAll().orderBy('id', 'desc'),
);

/** An endpoint's deliveries, newest first. */
export async function listDeliveries(deps: Deps, ctx: RequestContext, id: number, page: PageRequest): Promise<Page<WebhookDelivery>> {
  const db = deps.store.db;
  await requireEndpoint(db, ctx, id);
  const { total, rows } = await deliveryPage(db, { envId: ctx.env.id, endpointId: id }, page);
  return { offset: page.offset, total, items: rows.map(deliveryView) };
}

/**
 * Sends a delivery's message again as a new delivery (same `webhook-id`, so a receiver that
 * already handled it can tell), with a fresh retry window.
 */
export function redeliver(deps: Deps, ctx: RequestContext, id: number, deliveryId: number): Promise<WebhookDelivery> {
  return inTransaction(deps, async (tx) => {
    await requireEndpoint(tx, ctx, id);
    const original = await tx
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('environment_id', '=', ctx.env.id)
      .where('endpoint_id', '=', id)
      .where('id', '=', deliveryId)
      .executeTakeFirst();
    if (!original) throw notFound('Delivery', deliveryId);
    const row = await insertDelivery(tx, ctx.env.id, id, {
      messageId: original.message_id,
      eventType: original.event_type,
      objectKey: original.object_key,
      payload: original.payload,
    });
    return deliveryView(row);
  });
}

function insertDelivery(
  tx: Db,
  environmentId: number,
  endpointId: number,
  message: { messageId: string; eventType: string; objectKey: string | null; payload: string },
): Promise<DeliveryRow> {
  const now = clock.now();
  return tx
    .insertInto('webhook_deliveries')
    .values({
      environment_id: environmentId,
      endpoint_id: endpointId,
      message_id: message.messageId,
      event_type: message.eventType,
      object_key: message.objectKey,
      payload: message.payload,
      status: 'PENDING',
      attempts: 0,
      next_attempt_at: toIso(now),
      last_response_code: null,
      last_error: null,
      last_attempt_at: null,
      delivered_at: null,
      created_at: toIso(now),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

const enabledEndpointsOf = prepared((db, p: { envId: number }) =>
  db.selectFrom('webhook_endpoints').select(['id', 'event_types']).where('environment_id', '=', p.envId).where('enabled', '=', 1),
);

/** An enabled endpoint and the event types it subscribed to. */
interface Subscriber {
  id: number;
  eventTypes: ReadonlySet<string>;
}

async function subscribersOf(tx: Db, ctx: RequestContext): Promise<Subscriber[]> {
  const endpoints = await enabledEndpointsOf(tx, { envId: ctx.env.id });
  return endpoints.map((e) => ({ id: Number(e.id), eventTypes: new Set(JSON.parse(e.event_types) as string[]) }));
}

/** The same endpoint lists come back with every insert of an environment: each is read once. */
const answeredSubscribers = new TextMemo<readonly Subscriber[]>(1 << 16);

/** The subscribers a protocol insert answered (ProtocolRecord.webhookEndpoints). */
function subscribersAnswered(answer: string | null): readonly Subscriber[] {
  if (answer === null) return [];
  return answeredSubscribers.get(answer, (text) =>
    (JSON.parse(text) as [number, string[]][]).map(([id, eventTypes]) => ({ id: Number(id), eventTypes: new Set(eventTypes) })),
  );
}

async function queueFor(tx: Db, ctx: RequestContext, subscribers: readonly Subscriber[], events: readonly WebhookEvent[]): Promise<void> {
  for (const event of events) {
    // Most writes concern no subscribed type: they pay for no message id and no payload.
    const receivers = subscribers.filter((subscriber) => subscriber.eventTypes.has(event.type));
    if (receivers.length === 0) continue;
    const payload = JSON.stringify({ type: event.type, timestamp: event.timestamp, data: event.data });
    const messageId = `msg_${crypto.randomBytes(16).toString('base64url')}`;
    for (const subscriber of receivers) {
      await insertDelivery(tx, ctx.env.id, subscriber.id, { messageId, eventType: event.type, objectKey: event.objectKey, payload });
    }
  }
}

/**
 * Queues one event for every enabled endpoint of the environment subscribed to its type, inside
 * the caller's transaction: the delivery exists exactly when the change does.
 */
export async function enqueueWebhookEvents(tx: Db, ctx: RequestContext, events: readonly WebhookEvent[]): Promise<void> {
  if (events.length === 0) return;
  const subscribers = await subscribersOf(tx, ctx);
  if (subscribers.length > 0) await queueFor(tx, ctx, subscribers, events);
}

/**
 * The reaction to written protocol entries and events (wired in src/wiring.ts). The inserts of
 * the records answered the environment's enabled endpoints (webhookEndpoints; the last answer is
 * the newest): only records written without that answer make the endpoints be read here. The
 * events are worked out only when someone may receive them; most writes meet no endpoint.
 */
export async function queueWebhooksOfRecords(tx: Db, ctx: RequestContext, records: readonly ProtocolRecord[]): Promise<void> {
  if (!records.some(hasWebhookEvents)) return;
  const answers = records.map((record) => record.webhookEndpoints);
  const subscribers = answers.includes(undefined) ? await subscribersOf(tx, ctx) : subscribersAnswered(answers.at(-1) ?? null);
  if (subscribers.length > 0) await queueFor(tx, ctx, subscribers, records.flatMap(webhookEventsOf));
}
