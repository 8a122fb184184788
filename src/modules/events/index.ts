export { registerEventRoutes } from './routes.ts';
export { EVENT_SCHEMAS } from './schemas.ts';
