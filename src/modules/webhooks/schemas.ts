import { Type } from '@sinclair/typebox';
import { Id, Opt, PagedList, PagingQuery, StringEnum, Timestamp, Version } from '../../kernel/http/schemas/common.ts';
import { MAX_URL_LENGTH } from './addresses.ts';
import { WEBHOOK_EVENT_TYPES } from './event-types.ts';

const EventType = StringEnum(WEBHOOK_EVENT_TYPES);
const Url = Type.String({ minLength: 1, maxLength: MAX_URL_LENGTH, description: 'http or https, with a host and without credentials.' });
const EventTypes = Type.Array(EventType, {
  minItems: 1,
  maxItems: WEBHOOK_EVENT_TYPES.length,
  description: 'The event types sent to the endpoint.',
});
const Description = Type.String({ maxLength: 200 });

const webhookFields = {
  id: Id,
  version: Version,
  url: Type.String(),
  description: Type.Optional(Type.String()),
  eventTypes: Type.Array(EventType),
  enabled: Type.Boolean(),
  disabledReason: Type.Optional(Type.String({ description: 'Why the service disabled the endpoint (deliveries kept failing).' })),
  createdAt: Timestamp,
  updatedAt: Timestamp,
};

export const WebhookSchema = Type.Object(webhookFields, {
  $id: 'Webhook',
  description: 'An endpoint that receives events of its environment, signed per Standard Webhooks. Its secret is never shown again.',
});

export const WebhookWithSecretSchema = Type.Object(
  { ...webhookFields, secret: Type.String({ description: 'The signing secret (`whsec_…`), shown this once: store it now.' }) },
  { $id: 'WebhookWithSecret', description: 'A new endpoint or a rotated secret, with the secret shown this once.' },
);

export const WebhookDeliverySchema = Type.Object(
  {
    id: Id,
    webhookId: Id,
    messageId: Type.String({ description: 'The `webhook-id` header: the same for every attempt and a redelivery.' }),
    eventType: Type.String(),
    status: StringEnum(['PENDING', 'DELIVERED', 'FAILED'] as const),
    attempts: Type.Integer(),
    lastResponseCode: Type.Optional(Type.Integer()),
    lastError: Type.Optional(Type.String()),
    createdAt: Timestamp,
    lastAttemptAt: Type.Optional(Timestamp),
    nextAttemptAt: Type.Optional(Timestamp),
    deliveredAt: Type.Optional(Timestamp),
    payload: Type.Object({}, { additionalProperties: true, description: 'The body sent: `{type, timestamp, data}`.' }),
  },
  { $id: 'WebhookDelivery', description: 'One message to one endpoint and how its delivery went.' },
);

export const WEBHOOK_SCHEMAS = [WebhookSchema, WebhookWithSecretSchema, WebhookDeliverySchema];

export const WebhookCreateSchema = Type.Object(
  { url: Url, eventTypes: EventTypes, description: Opt(Description) },
  { additionalProperties: false },
);

export const WebhookUpdateSchema = Type.Object(
  { version: Version, url: Url, eventTypes: EventTypes, enabled: Type.Boolean(), description: Opt(Description) },
  { additionalProperties: false },
);

export const WebhookPagingListSchema = PagedList('webhookList', Type.Ref(WebhookSchema));
export const DeliveryPagingListSchema = PagedList('deliveryList', Type.Ref(WebhookDeliverySchema));
export const PagingQuerySchema = Type.Object({ ...PagingQuery });
