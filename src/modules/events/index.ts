/**
 * The public surface of events (the event feed):
 * what other modules and the composition may use.
 */
export { registerEventRoutes } from './routes.ts';
export { EVENT_SCHEMAS } from './schemas.ts';
