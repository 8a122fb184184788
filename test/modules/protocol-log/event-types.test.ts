import { describe, expect, it } from 'vitest';
import {
  LOCK_PROTOCOL_EVENT_CATEGORIES,
  LOCK_PROTOCOL_EVENT_TYPES,
  SYSTEM_PROTOCOL_EVENT_TYPES,
  isLockProtocolEventCategory,
  isLockProtocolEventType,
  isSystemProtocolEventType,
} from '../../../src/modules/protocol-log/event-types.ts';

describe('protocol enumerations', () => {
  it('have the published sizes and no duplicates', () => {
    expect(LOCK_PROTOCOL_EVENT_TYPES).toHaveLength(119);
    expect(SYSTEM_PROTOCOL_EVENT_TYPES).toHaveLength(172);
    expect(LOCK_PROTOCOL_EVENT_CATEGORIES).toHaveLength(6);
    expect(new Set(LOCK_PROTOCOL_EVENT_TYPES).size).toBe(119);
    expect(new Set(SYSTEM_PROTOCOL_EVENT_TYPES).size).toBe(172);
  });

  it('keep the published order at the ends of each list', () => {
    expect(LOCK_PROTOCOL_EVENT_TYPES[0]).toBe('UNLOCKING_SUCCESSFUL');
    expect(LOCK_PROTOCOL_EVENT_TYPES.at(-1)).toBe('PRODUCTION_DUMMY_RECORD');
    expect(SYSTEM_PROTOCOL_EVENT_TYPES[0]).toBe('ACKNOWLEDGE_MAINTENANCE_WINDOW');
    expect(SYSTEM_PROTOCOL_EVENT_TYPES.at(-1)).toBe('VIEW_LOG');
    expect(LOCK_PROTOCOL_EVENT_CATEGORIES).toEqual([
      'BACKEND_EVENT',
      'LOCKING_EVENT',
      'PERMANENT_OPENING_MODE_EVENT',
      'SYNC_EVENT',
      'SYNC_BY_SUPPORT_EVENT',
      'DUMMY_EVENT',
    ]);
  });

  it('contain only upper-case identifiers', () => {
    for (const value of [...LOCK_PROTOCOL_EVENT_TYPES, ...SYSTEM_PROTOCOL_EVENT_TYPES, ...LOCK_PROTOCOL_EVENT_CATEGORIES]) {
      expect(value).toMatch(/^[A-Z][A-Z0-9_]*$/);
    }
  });

  it('type guards accept listed values only', () => {
    expect(isLockProtocolEventType('CYLINDER_SYNCHRONIZATION_VIA_OTA_AFTER_UNLOCK')).toBe(true);
    // returned by the server but missing from the published enum
    expect(isLockProtocolEventType('CYLINDER_SYNCHRONIZATION_VIA_OTA_AFTER_UNLOCK_PARTIAL')).toBe(false);
    expect(isLockProtocolEventType('VIEW_LOG')).toBe(false);
    expect(isSystemProtocolEventType('VIEW_LOG')).toBe(true);
    expect(isSystemProtocolEventType('view_log')).toBe(false);
    expect(isLockProtocolEventCategory('SYNC_EVENT')).toBe(true);
    expect(isLockProtocolEventCategory('SYNC_AFTER_UNLOCK_EVENT')).toBe(false);
  });

  it('share the medium event types that both protocols record', () => {
    expect(isLockProtocolEventType('MEDIUM_REMOVED_MANUALLY')).toBe(true);
    expect(isSystemProtocolEventType('MEDIUM_REMOVED_MANUALLY')).toBe(true);
  });
});
