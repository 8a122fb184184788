/**
 * The public surface of environments (the test data set, its reset, the demo customer at first start):
 * what other modules and the composition may use.
 */
export { testEnvironmentPages } from './admin-pages.tsx';
export { ensureDemoCustomer, type DemoBootstrap } from './bootstrap.ts';
export { registerPublicMgmtRoutes } from './routes.ts';
export { loadTestData } from './test-data.ts';
