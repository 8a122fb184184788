export { registerLockSettingsRoutes } from './routes.ts';
export { AssignedAreaSchema, LockSettingsSchema } from './schemas.ts';
