/**
 * The public surface of authorizations (authorizations, blacklists, their rules (time formats, decomposition, overlap)):
 * what other modules and the composition may use.
 */
export { refuseRemovedPairParameter, registerAuthorizationRoutes } from './routes.ts';
export { authorizationsToWire, infosOf, newAuthorizationRow, sharedInfosOf, type Authorization } from './rows.ts';
export { isInfoValidAt, rangeContains, toLockLocal, type LockLocalMoment } from './rules/evaluate.ts';
export { type StoredInfo } from './rules/types.ts';
export {
  AUTHORIZATION_SHARED_SCHEMAS,
  AuthorizationInfoSchema,
  AuthorizationSchema,
  FixedMediumSimpleAuthorizationCreateSchema,
} from './schemas.ts';
export { seedAuthorizations } from './seed.ts';
export { applySimpleAuthorization, type SimpleAuthorizationInput } from './service.ts';
