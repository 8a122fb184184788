/**
 * The public surface of simulator (`/v1/simulator/…`: devices driven through the interface in the test environment):
 * what other modules and the composition may use.
 */
export { registerSimulatorRoutes } from './routes.ts';
