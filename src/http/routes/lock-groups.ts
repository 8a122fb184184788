import type { Deps } from '../../services/context.ts';
import type { ApiApp } from '../types.ts';
import { registerAreaRoutes } from './areas.ts';
import { registerCustomerRoutes } from './customer.ts';
import { registerHolidayCalendarRoutes } from './holiday-calendars.ts';
import { registerLockSettingsRoutes } from './lock-settings.ts';
import { registerLockRoutes } from './locks.ts';
import { registerMaintenanceTaskRoutes } from './maintenance-tasks.ts';

/** Locks, lock settings and sharing, areas, holiday calendars, maintenance tasks, customer views. */
export const LOCK_ROUTE_GROUPS: ((app: ApiApp, deps: Deps) => void)[] = [
  registerLockRoutes, registerLockSettingsRoutes, registerAreaRoutes, registerHolidayCalendarRoutes, registerMaintenanceTaskRoutes, registerCustomerRoutes,
];
