import type { AdminPageGroup } from './kernel/admin/types.ts';
import { accountPages } from './modules/admin-accounts/index.ts';
import { apiKeyPages, creditPages } from './modules/customers/index.ts';
import { testEnvironmentPages } from './modules/environments/index.ts';

/**
 * The web administration's page groups, each from the module whose service it calls; the menu
 * follows this order. A new feature's pages are added here.
 */
export const ADMIN_PAGE_GROUPS: AdminPageGroup[] = [accountPages, apiKeyPages, creditPages, testEnvironmentPages];
