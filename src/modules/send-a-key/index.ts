/**
 * The public surface of send-a-key (person + phone + authorization + registration code in one transaction):
 * what other modules and the composition may use.
 */
export { registerSendAKeyRoutes } from './routes.ts';
export { SendAKeyResponseSchema } from './schemas.ts';
