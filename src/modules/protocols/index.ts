/**
 * The public surface of protocols (reading lock, medium, system and credits protocols; texts in 11 languages; privacy; unlock statistics):
 * what other modules and the composition may use.
 */
export { protocolPages } from './admin-pages.tsx';
export { protocolStylesheet, registerProtocolAssets } from './asset-routes.ts';
export { isAnonymizedFor, loadLockDirectory } from './privacy.ts';
export { registerProtocolRoutes } from './routes.ts';
export { PROTOCOL_SCHEMAS } from './schemas.ts';
export { seedProtocols } from './seed.ts';
export { listSystemProtocol, type SystemProtocolFilter, type SystemProtocolView } from './system-protocol.ts';
export { unlocksPerDay, unlocksPerDayByLock, type DayCount, type UnlockStatisticsRequest } from './unlock-statistics.ts';
export { UnlockChart, type UnlockChartProps } from './unlock-chart.tsx';
export { queryTimestamp } from './window.ts';
