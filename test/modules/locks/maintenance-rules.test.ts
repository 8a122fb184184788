import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareVersions,
  LATEST_FIRMWARE,
  MAINTENANCE_TASKS,
  maintenanceTasksOf,
  type LockMaintenanceFacts,
} from '../../../src/modules/locks/maintenance-rules.ts';

const quiet: LockMaintenanceFacts = {
  lockType: 'CYLINDER',
  ownership: 'OWNER',
  removalRequested: false,
  batteryStatus: 'OK',
  clockInvalid: false,
  appletVersion: LATEST_FIRMWARE.CYLINDER,
  pendingSettingTasks: [],
  officeModeSlotsPending: false,
  holidayCalendarOutdated: false,
  areaAssignmentsPending: false,
  blacklistPending: false,
  authorizationsPending: false,
};

describe('maintenanceTasksOf', () => {
  it('has no task for a lock in order', () => {
    expect(maintenanceTasksOf(quiet)).toEqual([]);
  });

  it('derives each task from its state, named by lock type, in the published order', () => {
    const busy: LockMaintenanceFacts = {
      ...quiet,
      removalRequested: true,
      batteryStatus: 'LOW',
      clockInvalid: true,
      appletVersion: '5.9.0',
      pendingSettingTasks: ['UNBLOCKING_DURATION_NOT_SYNCHRONIZED', 'TIMEZONES_NOT_SYNCHRONIZED', 'UNBLOCKING_DURATION_NOT_SYNCHRONIZED'],
      officeModeSlotsPending: true,
      holidayCalendarOutdated: true,
      areaAssignmentsPending: true,
      blacklistPending: true,
      authorizationsPending: true,
    };
    expect(maintenanceTasksOf(busy)).toEqual([
      'CHANGE_BATTERY',
      'BLACKLIST_NOT_SYNCHRONIZED',
      'CLOCK_INVALID',
      'AREAS_NOT_SYNCHRONIZED',
      'TIMEZONES_NOT_SYNCHRONIZED',
      'DELETE_CYLINDER',
      'NEW_CYLINDER_FIRMWARE_AVAILABLE',
      'WHITELIST_NOT_SYNCHRONIZED',
      'UNBLOCKING_DURATION_NOT_SYNCHRONIZED',
      'PERMANENT_OPENING_SETTINGS_NOT_SYNCHRONIZED',
      'HOLIDAY_CALENDAR_NOT_SYNCHRONIZED',
    ]);
    const reader = maintenanceTasksOf({
      ...busy,
      lockType: 'WALLREADER',
      batteryStatus: 'EMPTY',
      appletVersion: '1.0',
      pendingSettingTasks: ['RS485_OUTPUT_NOT_SYNCHRONIZED'],
    });
    expect(reader).toEqual(
      expect.arrayContaining([
        'EMPTY_BATTERY',
        'DELETE_WALL_READER',
        'NEW_WALL_READER_FIRMWARE_AVAILABLE',
        'RS485_OUTPUT_NOT_SYNCHRONIZED',
      ]),
    );
    expect(reader).not.toContain('CHANGE_BATTERY');
  });

  it('shows a system the lock is shared with only the tasks its own data causes', () => {
    const arbFacts = fc.record({
      removalRequested: fc.boolean(),
      batteryStatus: fc.constantFrom('OK', 'LOW', 'EMPTY'),
      clockInvalid: fc.boolean(),
      appletVersion: fc.constantFrom('1.0', LATEST_FIRMWARE.CYLINDER),
      officeModeSlotsPending: fc.boolean(),
      holidayCalendarOutdated: fc.boolean(),
      areaAssignmentsPending: fc.boolean(),
      blacklistPending: fc.boolean(),
      authorizationsPending: fc.boolean(),
      pendingSettingTasks: fc.subarray(['TIMEZONES_NOT_SYNCHRONIZED', 'RS485_OUTPUT_NOT_SYNCHRONIZED'] as const),
    }) as fc.Arbitrary<Partial<LockMaintenanceFacts>>;
    fc.assert(
      fc.property(arbFacts, (facts) => {
        const owner = maintenanceTasksOf({ ...quiet, ...facts });
        const external = maintenanceTasksOf({ ...quiet, ...facts, ownership: 'EXTERNAL' });
        expect(
          external.every((t) => ['AREAS_NOT_SYNCHRONIZED', 'BLACKLIST_NOT_SYNCHRONIZED', 'WHITELIST_NOT_SYNCHRONIZED'].includes(t)),
        ).toBe(true);
        expect(external.every((t) => owner.includes(t))).toBe(true);
        expect(owner).toEqual(MAINTENANCE_TASKS.filter((t) => owner.includes(t)));
      }),
    );
  });
});

describe('compareVersions', () => {
  it('compares dotted versions numerically', () => {
    expect(compareVersions('5.9', '5.10')).toBe(-1);
    expect(compareVersions('5.10.0', '5.10')).toBe(0);
    expect(compareVersions('6', '5.99.99')).toBe(1);
    const arbVersion = fc.array(fc.nat({ max: 30 }), { minLength: 1, maxLength: 4 }).map((parts) => parts.join('.'));
    fc.assert(
      fc.property(arbVersion, arbVersion, (a, b) => {
        expect(compareVersions(a, b)).toBe(-compareVersions(b, a) || 0);
      }),
    );
  });
});
