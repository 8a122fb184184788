/**
 * The public surface of delivery (the outbox and its SMTP and SMS transports):
 * what other modules and the composition may use.
 */
export { enqueueMessage, listOutbox, type NewMessage } from './outbox.ts';
export { startOutboxWorker } from './worker.ts';
export { backoffSeconds, LEASE_MS, startPeriodicWorker, type PeriodicWorker } from './periodic.ts';
