export { enqueueMessage, listOutbox } from './outbox.ts';
export { startOutboxWorker } from './worker.ts';
