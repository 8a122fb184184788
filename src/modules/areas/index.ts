/**
 * The public surface of areas (areas and lock assignments):
 * what other modules and the composition may use.
 */
export { areaPages } from './admin-pages.tsx';
export { registerAreaRoutes } from './routes.ts';
export { AreaSchema } from './schemas.ts';
export { seedAreas } from './seed.ts';
export {
  allAreasOfEnvironment,
  assignLockToAreas,
  assignedAreasOf,
  assignedAreasOfLocks,
  createArea,
  deleteArea,
  getArea,
  renameArea,
  unassignLockFromAreas,
  type Area,
  type AreaCreate,
  type AreaUpdate,
  type AssignedArea,
} from './service.ts';
