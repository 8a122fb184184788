/**
 * The public surface of customers (customers, environments, settings, ACOs and support logins, `GET /v1/customer`…,
 * the life of API keys, credit purchases and vouchers):
 * what other modules and the composition may use.
 */
export { seedAcos } from './acos-seed.ts';
export { customerPages } from './admin-pages.tsx';
export { apiKeyPages } from './admin-keys-pages.tsx';
export { creditPages } from './admin-credits-pages.tsx';
export { acoName, addAco, insertAco, listAcos, removeAco, updateAco, type Aco, type AcoChanges, type AcoRow } from './acos.ts';
export {
  LABEL_MAX_LENGTH,
  createApiKey,
  deactivateApiKey,
  deleteApiKey,
  labelApiKey,
  listApiKeys,
  reactivateApiKey,
  regenerateApiKey,
  revokeApiKey,
  setApiKeyRevision,
  type ApiKeyListing,
  type ApiKeyState,
} from './api-key-management.ts';
export { registerCustomerRoutes } from './routes.ts';
export { CUSTOM_TEXT_LIMITS, updateCustomerSettings } from './settings.ts';
export { AcoListSchema, AcoSchema, CreditInfoSchema, CustomerSchema, SettingsSchema } from './schemas.ts';
export {
  DEFAULT_CUSTOMER_SETTINGS,
  activateProduction,
  addTemporalCredit,
  buyCredits,
  createCustomer,
  createCustomerIn,
  findCustomer,
  getEnvironment,
  updateCustomer,
  type CustomerInput,
  type CustomerSettings,
} from './service.ts';
export {
  MAX_VOUCHER_FAILURES,
  VOUCHER_LOCK_MS,
  VoucherRedeemingLocked,
  issueVouchers,
  listVouchers,
  redeemVoucher,
  type IssuedVoucher,
  type RedeemedVoucher,
  type VoucherInput,
  type VoucherListing,
} from './vouchers.ts';
