/**
 * The public surface of webhooks (endpoints per environment, deliveries signed per Standard
 * Webhooks, their worker): what the composition may use.
 */
export { webhookPages } from './admin-pages.tsx';
export { WEBHOOK_EVENT_TYPES, type WebhookEventType } from './event-types.ts';
export { registerWebhookRoutes } from './routes.ts';
export { WEBHOOK_SCHEMAS } from './schemas.ts';
export { enqueueWebhookEvents, queueWebhooksOfRecords } from './service.ts';
export { drainWebhooks, startWebhookWorker, type WebhookDrainOptions } from './worker.ts';
