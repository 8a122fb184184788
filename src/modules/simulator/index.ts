export { registerSimulatorRoutes } from './routes.ts';
