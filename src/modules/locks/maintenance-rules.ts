/**
 * Maintenance tasks of a lock, derived from its state: nothing is stored as a task. Each task
 * disappears when the state that causes it is gone (mostly at the next synchronization).
 */
import type { BatteryStatus, LockType, Ownership } from '../../kernel/db/lock-types.ts';

/** Every task kind of the interface, in the published order (clients refuse other values). */
export const MAINTENANCE_TASKS = [
  'EMPTY_BATTERY',
  'CHANGE_BATTERY',
  'BLACKLIST_NOT_SYNCHRONIZED',
  'CLOCK_INVALID',
  'AREAS_NOT_SYNCHRONIZED',
  'TIMEZONES_NOT_SYNCHRONIZED',
  'DELETE_CYLINDER',
  'DELETE_WALL_READER',
  'NEW_CYLINDER_FIRMWARE_AVAILABLE',
  'NEW_WALL_READER_FIRMWARE_AVAILABLE',
  'CYLINDER_AND_KNOB_REPLACEMENT',
  'CONTROL_AND_READER_UNIT_REPLACEMENT',
  'CYLINDER_AND_KNOB_REPLACEMENT_WITHOUT_INCOMPLETE',
  'CONTROL_AND_READER_UNIT_REPLACEMENT_WITHOUT_INCOMPLETE',
  'KNOB_REPLACEMENT',
  'READER_UNIT_REPLACEMENT',
  'KNOB_REPLACEMENT_WITHOUT_INCOMPLETE',
  'READER_UNIT_REPLACEMENT_WITHOUT_INCOMPLETE',
  'KNOB_INSTALLATION',
  'READER_UNIT_INSTALLATION',
  'CYLINDER_AND_KNOB_INSTALLATION',
  'CONTROL_AND_READER_UNIT_INSTALLATION',
  'WHITELIST_NOT_SYNCHRONIZED',
  'CYLINDER_TEST_PENDING',
  'WALL_READER_TEST_PENDING',
  'REMOVE_DAMAGED_CYLINDER',
  'REMOVE_DAMAGED_WALL_READER',
  'UNBLOCKING_DURATION_NOT_SYNCHRONIZED',
  'PERMANENT_OPENING_SETTINGS_NOT_SYNCHRONIZED',
  'HOLIDAY_CALENDAR_NOT_SYNCHRONIZED',
  'RS485_OUTPUT_NOT_SYNCHRONIZED',
  'UNKNOWN',
] as const;
export type MaintenanceTask = (typeof MAINTENANCE_TASKS)[number];

/** Newest firmware per lock type; an older applet version means an update is available. */
export const LATEST_FIRMWARE: Record<LockType, string> = { CYLINDER: '5.12.3', WALLREADER: '3.4.1' };

/** Numeric comparison of dotted versions (`5.9` < `5.10`); missing parts count as 0. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((p) => Number.parseInt(p, 10) || 0);
  const pb = b.split('.').map((p) => Number.parseInt(p, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

/**
 * What is known about a lock from one environment's point of view. Device facts (battery, clock,
 * firmware, removal, pending settings) concern the owner only; an environment a lock is shared
 * with sees the tasks its own changes cause (areas, blacklist, authorizations).
 */
export interface LockMaintenanceFacts {
  lockType: LockType;
  ownership: Ownership;
  removalRequested: boolean;
  batteryStatus: BatteryStatus;
  clockInvalid: boolean;
  appletVersion?: string;
  /** Tasks of device settings waiting for the lock (see DEVICE_SETTING_TASKS). */
  pendingSettingTasks: readonly MaintenanceTask[];
  officeModeSlotsPending: boolean;
  /** The lock uses the holiday calendar and has not received its current version. */
  holidayCalendarOutdated: boolean;
  areaAssignmentsPending: boolean;
  blacklistPending: boolean;
  authorizationsPending: boolean;
}

export function maintenanceTasksOf(facts: LockMaintenanceFacts): MaintenanceTask[] {
  const tasks = new Set<MaintenanceTask>();
  const cylinder = facts.lockType === 'CYLINDER';
  if (facts.ownership === 'OWNER') {
    if (facts.batteryStatus === 'EMPTY') tasks.add('EMPTY_BATTERY');
    if (facts.batteryStatus === 'LOW') tasks.add('CHANGE_BATTERY');
    if (facts.clockInvalid) tasks.add('CLOCK_INVALID');
    if (facts.removalRequested) tasks.add(cylinder ? 'DELETE_CYLINDER' : 'DELETE_WALL_READER');
    if (facts.appletVersion && compareVersions(facts.appletVersion, LATEST_FIRMWARE[facts.lockType]) < 0) {
      tasks.add(cylinder ? 'NEW_CYLINDER_FIRMWARE_AVAILABLE' : 'NEW_WALL_READER_FIRMWARE_AVAILABLE');
    }
    for (const task of facts.pendingSettingTasks) tasks.add(task);
    if (facts.officeModeSlotsPending) tasks.add('PERMANENT_OPENING_SETTINGS_NOT_SYNCHRONIZED');
    if (facts.holidayCalendarOutdated) tasks.add('HOLIDAY_CALENDAR_NOT_SYNCHRONIZED');
  }
  if (facts.areaAssignmentsPending) tasks.add('AREAS_NOT_SYNCHRONIZED');
  if (facts.blacklistPending) tasks.add('BLACKLIST_NOT_SYNCHRONIZED');
  if (facts.authorizationsPending) tasks.add('WHITELIST_NOT_SYNCHRONIZED');
  return MAINTENANCE_TASKS.filter((task) => tasks.has(task));
}
