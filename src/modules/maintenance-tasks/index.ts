export { registerMaintenanceTaskRoutes } from './routes.ts';
export { LockMaintenanceTaskSchema } from './schemas.ts';
