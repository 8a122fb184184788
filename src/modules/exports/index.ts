/**
 * The public surface of exports (CSV exports of an environment's persons, locks, media, areas and
 * system protocol, for the administration):
 * what other modules and the composition may use.
 */
export { neutralizeFormula } from './csv.ts';
export { exportAreas, exportLockingComponents, exportMedia, exportPersons, exportSystemProtocol } from './service.ts';
export { exportPages } from './admin-pages.tsx';
