/**
 * The public surface of locks (locks, their device settings and state, office-mode and maintenance rules, the calendar's locks):
 * what other modules and the composition may use.
 */
export { lockPages, type LockPageServices } from './admin-pages.tsx';
export { type HolidaySlot, type LockAccessSettings } from './access-settings.ts';
export {
  ANONYMIZE_EVENT_LOG_TYPES,
  DEVICE_SETTING_NAMES,
  DEVICE_SETTING_TASKS,
  OWNER_ONLY_SETTINGS,
  RELEASE_DURATION_RANGE,
  UNLOCK_SYNC_MODES,
  checkAnonymizeEventLog,
  desiredDeviceSettings,
  pendingChanges,
  unlockSyncModeOfLegacyFlag,
  type AnonymizeEventLog,
  type DeviceSettingName,
  type DeviceSettings,
  type UnlockSyncMode,
} from './device-settings.ts';
export {
  appliedDeviceSettings,
  deviceSettingColumns,
  officeModeSlotsOf,
  pendingDeviceSettings,
  pendingSettingsColumn,
} from './device-state.ts';
export { MAINTENANCE_TASKS, maintenanceTasksOf, type MaintenanceTask } from './maintenance-rules.ts';
export {
  OFFICE_MODE_SLOT_TYPES,
  checkOfficeModeSlots,
  desiredSlots,
  planOfficeModeSlots,
  sameSlots,
  wantedSlots,
  type OfficeModeSlot,
  type OfficeModeSlotInput,
  type StoredOfficeModeSlot,
} from './office-mode.ts';
export { registerCalendarLockRoutes, registerLockRoutes } from './routes.ts';
export {
  loadLockInEnv,
  loadLockReferences,
  loadLocksInEnv,
  loadMaintenanceLocks,
  loadWireLocks,
  lockFromView,
  simpleLockFromView,
  visibleLocksQuery,
  type Lock,
  type LockInEnv,
  type LockReference,
  type LockRow,
  type MaintenanceLockView,
  type SimpleLock,
} from './rows.ts';
export { LOCK_ALIASES, LockSchema, SimpleLockSchema } from './schemas.ts';
export { seedLocks } from './seed.ts';
export {
  allLocksOfEnvironment,
  anonymizeEventLogOf,
  areaExists,
  deleteLockData,
  findVisibleLock,
  getLock,
  lockEventFields,
  lockEventRef,
  lockFactsOfView,
  lockIdsOfArea,
  newLockValues,
  recordLockChange,
  registerLock,
  registerLockIn,
  requireLockInEnv,
  requireOwnLock,
  updateLock,
  type LockRegistration,
  type LockUpdate,
  type VisibleLock,
} from './service.ts';
export { ianaZoneName } from './timezone.ts';
