export { protocolStylesheet, registerProtocolAssets } from './asset-routes.ts';
export { isAnonymizedFor, loadLockDirectory } from './privacy.ts';
export { registerProtocolRoutes } from './routes.ts';
export { PROTOCOL_SCHEMAS } from './schemas.ts';
export { seedProtocols } from './seed.ts';
export { queryTimestamp } from './window.ts';
