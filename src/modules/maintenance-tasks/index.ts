/**
 * The public surface of maintenance-tasks (the derived task list):
 * what other modules and the composition may use.
 */
export { registerMaintenanceTaskRoutes } from './routes.ts';
export { LockMaintenanceTaskSchema } from './schemas.ts';
