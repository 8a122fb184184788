import type { Deps } from './kernel/context.ts';
import type { ApiApp } from './kernel/http/types.ts';
import { registerAreaRoutes } from './modules/areas/routes.ts';
import { registerCustomerRoutes } from './modules/customers/routes.ts';
import { registerHolidayCalendarRoutes } from './modules/holiday-calendars/routes.ts';
import { registerLockSettingsRoutes } from './modules/lock-settings/routes.ts';
import { registerLockRoutes } from './modules/locks/routes.ts';
import { registerMaintenanceTaskRoutes } from './modules/maintenance-tasks/routes.ts';

/** Locks, lock settings and sharing, areas, holiday calendars, maintenance tasks, customer views. */
export const LOCK_ROUTE_GROUPS: ((app: ApiApp, deps: Deps) => void)[] = [
  registerLockRoutes, registerLockSettingsRoutes, registerAreaRoutes, registerHolidayCalendarRoutes, registerMaintenanceTaskRoutes, registerCustomerRoutes,
];
