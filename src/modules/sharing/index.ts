/**
 * The public surface of sharing (sharing codes, shares, the invisible sharing partner of the test codes):
 * what other modules and the composition may use.
 */
export { ensureSharingPartner } from './partner.ts';
export { registerSharedLockRoutes, registerSharingRoutes } from './routes.ts';
export { ActiveShareSchema, SharingCodeSchema } from './schemas.ts';
export { SEED_EXTERNAL_LOCK, seedSharing } from './seed.ts';
export { activeSharesOf, sharingCodesOf, type ActiveShare, type SharingCode } from './service.ts';
