import type { Deps } from '../../services/context.ts';
import type { ApiApp } from '../types.ts';
import { registerPersonRoutes } from './persons.ts';
import { registerPublicMgmtRoutes } from './public-mgmt.ts';

/** Every `/v1` route group; each is authenticated by API key. Each capability adds its group. */
export const API_ROUTE_GROUPS: ((app: ApiApp, deps: Deps) => void)[] = [registerPersonRoutes, registerPublicMgmtRoutes];
