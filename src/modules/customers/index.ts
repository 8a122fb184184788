/**
 * The public surface of customers (customers, environments, settings, ACOs and support logins, `GET /v1/customer`…):
 * what other modules and the composition may use.
 */
export { seedAcos } from './acos-seed.ts';
export { customerPages } from './admin-pages.tsx';
export { acoName, addAco, insertAco, listAcos, removeAco, updateAco, type Aco, type AcoChanges, type AcoRow } from './acos.ts';
export { registerCustomerRoutes } from './routes.ts';
export { CUSTOM_TEXT_LIMITS, updateCustomerSettings } from './settings.ts';
export { AcoListSchema, AcoSchema, CreditInfoSchema, CustomerSchema, SettingsSchema } from './schemas.ts';
export {
  DEFAULT_CUSTOMER_SETTINGS,
  activateProduction,
  addTemporalCredit,
  buyCredits,
  createApiKey,
  createCustomer,
  createCustomerIn,
  findCustomer,
  getEnvironment,
  listApiKeys,
  revokeApiKey,
  setApiKeyRevision,
  updateCustomer,
  type CustomerInput,
  type CustomerSettings,
} from './service.ts';
