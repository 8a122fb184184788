import { Type } from '@sinclair/typebox';
import type { Deps } from '../../kernel/context.ts';
import { withoutEmpty } from '../../kernel/db/query-helpers.ts';
import { Id, problemResponses } from '../../kernel/http/schemas/common.ts';
import type { ApiApp } from '../../kernel/http/types.ts';
import {
  DeliveryPagingListSchema,
  PagingQuerySchema,
  WebhookCreateSchema,
  WebhookDeliverySchema,
  WebhookPagingListSchema,
  WebhookSchema,
  WebhookUpdateSchema,
  WebhookWithSecretSchema,
} from './schemas.ts';
import {
  createWebhook,
  deleteWebhook,
  getWebhook,
  listDeliveries,
  listWebhooks,
  redeliver,
  rotateWebhookSecret,
  updateWebhook,
} from './service.ts';

const tags = ['Webhooks'];
const params = Type.Object({ webhookId: Id });

/** `/v1/webhooks`: an addition of this server, not one of the public interface's operations. */
export function registerWebhookRoutes(app: ApiApp, deps: Deps): void {
  app.post(
    '/v1/webhooks',
    {
      schema: {
        tags,
        operationId: 'createWebhook',
        summary: 'Registers an endpoint for events of this environment; the answer shows its signing secret once',
        body: WebhookCreateSchema,
        response: { 201: Type.Ref(WebhookWithSecretSchema), ...problemResponses(400) },
      },
    },
    async (request, reply) => {
      const created = await createWebhook(deps, request.ctx, withoutEmpty(request.body));
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/v1/webhooks',
    {
      schema: {
        tags,
        operationId: 'getWebhooks',
        summary: 'Endpoints of this environment, ordered by id',
        querystring: PagingQuerySchema,
        response: { 200: WebhookPagingListSchema, ...problemResponses(400) },
      },
    },
    async (request) => {
      const page = await listWebhooks(deps, request.ctx, request.query);
      return { offset: page.offset, total: page.total, webhookList: page.items };
    },
  );

  app.get(
    '/v1/webhooks/:webhookId',
    {
      schema: {
        tags,
        operationId: 'getWebhook',
        summary: 'One endpoint (without its secret)',
        params,
        response: { 200: Type.Ref(WebhookSchema), ...problemResponses(400, 404) },
      },
    },
    (request) => getWebhook(deps, request.ctx, request.params.webhookId),
  );

  app.put(
    '/v1/webhooks/:webhookId',
    {
      config: { ifMatch: true },
      schema: {
        tags,
        operationId: 'updateWebhook',
        summary: 'Changes an endpoint with its current version; enabling a disabled endpoint resumes its deliveries',
        params,
        body: WebhookUpdateSchema,
        response: { 200: Type.Ref(WebhookSchema), ...problemResponses(400, 404, 409) },
      },
    },
    (request) => updateWebhook(deps, request.ctx, request.params.webhookId, withoutEmpty(request.body)),
  );

  app.delete(
    '/v1/webhooks/:webhookId',
    {
      schema: {
        tags,
        operationId: 'deleteWebhook',
        summary: 'Deletes an endpoint and its delivery log',
        params,
        response: { 204: { type: 'null', description: 'Deleted' }, ...problemResponses(400, 404) },
      },
    },
    async (request, reply) => {
      await deleteWebhook(deps, request.ctx, request.params.webhookId);
      return reply.code(204).send();
    },
  );

  app.post(
    '/v1/webhooks/:webhookId/rotate-secret',
    {
      schema: {
        tags,
        operationId: 'rotateWebhookSecret',
        summary: 'Gives the endpoint a new signing secret, shown once; later deliveries are signed with it',
        params,
        response: { 200: Type.Ref(WebhookWithSecretSchema), ...problemResponses(400, 404) },
      },
    },
    (request) => rotateWebhookSecret(deps, request.ctx, request.params.webhookId),
  );

  app.get(
    '/v1/webhooks/:webhookId/deliveries',
    {
      schema: {
        tags,
        operationId: 'getWebhookDeliveries',
        summary: "The endpoint's delivery log, newest first",
        params,
        querystring: PagingQuerySchema,
        response: { 200: DeliveryPagingListSchema, ...problemResponses(400, 404) },
      },
    },
    async (request) => {
      const page = await listDeliveries(deps, request.ctx, request.params.webhookId, request.query);
      return { offset: page.offset, total: page.total, deliveryList: page.items };
    },
  );

  app.post(
    '/v1/webhooks/:webhookId/deliveries/:deliveryId/redeliver',
    {
      schema: {
        tags,
        operationId: 'redeliverWebhook',
        summary: 'Sends a delivered or failed message again, as a new delivery with the same webhook-id',
        params: Type.Object({ webhookId: Id, deliveryId: Id }),
        response: { 202: Type.Ref(WebhookDeliverySchema), ...problemResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const delivery = await redeliver(deps, request.ctx, request.params.webhookId, request.params.deliveryId);
      return reply.code(202).send(delivery);
    },
  );
}
