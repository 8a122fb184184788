export { registerSendAKeyRoutes } from './routes.ts';
export { SendAKeyResponseSchema } from './schemas.ts';
