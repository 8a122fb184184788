import type { AdminPageGroup } from './kernel/admin/types.ts';
import { accountPages } from './modules/admin-accounts/index.ts';
import { apiKeyPages, creditPages, customerPages } from './modules/customers/index.ts';
import { exportPages } from './modules/exports/index.ts';
import { protocolPages } from './modules/protocols/index.ts';
import { allAreasOfEnvironment, areaPages, assignedAreasOfLocks, assignLockToAreas, unassignLockFromAreas } from './modules/areas/index.ts';
import { registerLockWithCredential } from './modules/devices/index.ts';
import { lockPages } from './modules/locks/index.ts';
import { mediaPages } from './modules/media/index.ts';
import { testEnvironmentPages } from './modules/environments/index.ts';
import { webhookPages } from './modules/webhooks/index.ts';

/**
 * The web administration's page groups, each from the module whose service it calls; the menu
 * follows this order. A new feature's pages are added here.
 */
export const ADMIN_PAGE_GROUPS: AdminPageGroup[] = [
  accountPages,
  // The lock pages also register with a device credential and assign areas: modules built on
  // locks, so their services are handed in here rather than imported by locks.
  lockPages({
    registerLock: registerLockWithCredential,
    areasOfEnvironment: allAreasOfEnvironment,
    assignedAreasOfLocks,
    assignLockToAreas,
    unassignLockFromAreas,
  }),
  areaPages,
  mediaPages,
  apiKeyPages,
  creditPages,
  testEnvironmentPages,
  protocolPages,
  exportPages,
  customerPages,
  webhookPages,
];
