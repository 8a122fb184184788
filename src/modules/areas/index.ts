export { registerAreaRoutes } from './routes.ts';
export { AreaSchema } from './schemas.ts';
export { seedAreas } from './seed.ts';
export {
  allAreasOfEnvironment,
  assignLockToAreas,
  assignedAreasOf,
  createArea,
  unassignLockFromAreas,
  type AssignedArea,
} from './service.ts';
