/**
 * The public surface of lock-settings (`GET/PUT /v1/locks/{id}/settings` and assigned areas):
 * what other modules and the composition may use.
 */
export { registerLockSettingsRoutes } from './routes.ts';
export { AssignedAreaSchema, LockSettingsSchema } from './schemas.ts';
export { getLockSettings, updateLockSettings, type LockSettings, type LockSettingsUpdate } from './service.ts';
