import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkAnonymizeEventLog,
  DEVICE_SETTING_NAMES,
  DEVICE_SETTING_TASKS,
  desiredDeviceSettings,
  pendingChanges,
  unlockSyncModeOfLegacyFlag,
  type DeviceSettings,
} from '../../../src/modules/locks/device-settings.ts';
import { MAINTENANCE_TASKS } from '../../../src/modules/locks/maintenance-rules.ts';
import { ianaZoneName } from '../../../src/modules/locks/timezone.ts';

const arbSettings: fc.Arbitrary<DeviceSettings> = fc.record({
  timezone: fc.constantFrom('Europe/Vienna', 'Europe/London', 'America/New_York'),
  holidayCalendarEnabled: fc.boolean(),
  manualOfficeModeEnabled: fc.boolean(),
  automaticOfficeModeEnabled: fc.boolean(),
  normalReleaseDuration: fc.integer({ min: 1, max: 250 }),
  extendedReleaseDuration: fc.integer({ min: 1, max: 250 }),
  rs485LogOutputEnabled: fc.boolean(),
});

describe('pending device settings', () => {
  it('keep exactly the changes the lock has not received, so that applied + pending = wanted', () => {
    fc.assert(
      fc.property(arbSettings, arbSettings, (applied, wanted) => {
        const pending = pendingChanges(applied, wanted);
        expect(desiredDeviceSettings(applied, pending)).toEqual(wanted);
        for (const name of Object.keys(pending) as (keyof DeviceSettings)[]) expect(pending[name]).not.toBe(applied[name]);
        expect(pendingChanges(wanted, wanted)).toEqual({});
      }),
    );
  });

  it('map every device setting to a published maintenance task', () => {
    for (const name of DEVICE_SETTING_NAMES) expect(MAINTENANCE_TASKS).toContain(DEVICE_SETTING_TASKS[name]);
    expect(DEVICE_SETTING_TASKS.rs485LogOutputEnabled).toBe('RS485_OUTPUT_NOT_SYNCHRONIZED');
  });
});

describe('other lock setting rules', () => {
  it('maps the old synchronizeAfterUnlocking flag', () => {
    expect(unlockSyncModeOfLegacyFlag(true)).toBe('ALWAYS');
    expect(unlockSyncModeOfLegacyFlag(false)).toBe('NEVER');
  });

  it('needs daysToKeep for LIMITED anonymisation only', () => {
    expect(checkAnonymizeEventLog({ type: 'LIMITED' })).toMatch(/daysToKeep/);
    expect(checkAnonymizeEventLog({ type: 'LIMITED', daysToKeep: 0 })).toMatch(/daysToKeep/);
    expect(checkAnonymizeEventLog({ type: 'LIMITED', daysToKeep: 30 })).toBeNull();
    expect(checkAnonymizeEventLog({ type: 'NEVER', daysToKeep: null })).toBeNull();
    expect(checkAnonymizeEventLog({ type: 'ALWAYS' })).toBeNull();
  });

  it('accepts IANA zone names (case-insensitively, stored canonically) and nothing else', () => {
    expect(ianaZoneName('Europe/Vienna')).toBe('Europe/Vienna');
    expect(ianaZoneName('europe/vienna')).toBe('Europe/Vienna');
    expect(ianaZoneName('America/Argentina/Buenos_Aires')).toBe('America/Argentina/Buenos_Aires');
    expect(ianaZoneName('UTC')).toBe('UTC');
    expect(ianaZoneName('US/Eastern')).toBe('US/Eastern');
    for (const bad of ['', '+01:00', 'UTC+1', 'GMT+01:00', 'Mars/Olympus', 'Europe/Vienna ', '../etc/passwd'])
      expect(ianaZoneName(bad), bad).toBeUndefined();
  });
});
