import type { Deps } from '../../services/context.ts';
import type { ApiApp } from '../types.ts';
import { registerAuthorizationRoutes } from './authorizations.ts';
import { registerSendAKeyRoutes } from './send-a-key.ts';
import { LOCK_ROUTE_GROUPS } from './lock-groups.ts';
import { registerMediaRoutes } from './media.ts';
import { registerPersonRoutes } from './persons.ts';
import { registerPhoneReplacementRoutes } from './phone-replacements.ts';
import { registerPublicMgmtRoutes } from './public-mgmt.ts';
import { registerProtocolRoutes } from './protocols.ts';
import { registerEventRoutes } from './events.ts';
import { registerSimulatorRoutes } from './simulator.ts';

/** Every `/v1` route group; each is authenticated by API key. Each capability adds its group. */
export const API_ROUTE_GROUPS: ((app: ApiApp, deps: Deps) => void)[] = [registerPersonRoutes, registerMediaRoutes, registerPhoneReplacementRoutes, registerAuthorizationRoutes, registerSendAKeyRoutes, registerPublicMgmtRoutes, registerProtocolRoutes, registerEventRoutes, ...LOCK_ROUTE_GROUPS, registerSimulatorRoutes];
