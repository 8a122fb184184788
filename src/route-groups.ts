import type { Deps } from './kernel/context.ts';
import type { ApiApp } from './kernel/http/types.ts';
import { registerAuthorizationRoutes } from './modules/authorizations/routes.ts';
import { registerSendAKeyRoutes } from './modules/send-a-key/routes.ts';
import { LOCK_ROUTE_GROUPS } from './lock-route-groups.ts';
import { registerMediaRoutes } from './modules/media/routes.ts';
import { registerPersonRoutes } from './modules/persons/routes.ts';
import { registerPhoneReplacementRoutes } from './modules/phones/replacement-routes.ts';
import { registerPublicMgmtRoutes } from './modules/environments/routes.ts';
import { registerProtocolRoutes } from './modules/protocols/routes.ts';
import { registerEventRoutes } from './modules/events/routes.ts';
import { registerSimulatorRoutes } from './modules/simulator/routes.ts';

/** Every `/v1` route group; each is authenticated by API key. Each capability adds its group. */
export const API_ROUTE_GROUPS: ((app: ApiApp, deps: Deps) => void)[] = [registerPersonRoutes, registerMediaRoutes, registerPhoneReplacementRoutes, registerAuthorizationRoutes, registerSendAKeyRoutes, registerPublicMgmtRoutes, registerProtocolRoutes, registerEventRoutes, ...LOCK_ROUTE_GROUPS, registerSimulatorRoutes];
