export { ensureDemoCustomer, type DemoBootstrap } from './bootstrap.ts';
export { registerPublicMgmtRoutes } from './routes.ts';
export { loadTestData } from './test-data.ts';
