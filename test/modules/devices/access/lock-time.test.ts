import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { instantOfLockClock, instantOfLockLocal } from '../../../../src/modules/devices/access/lock-time.ts';
import { toLockLocal } from '../../../../src/modules/authorizations/rules/evaluate.ts';

const ZONES = ['Europe/Vienna', 'Europe/London', 'America/New_York', 'Australia/Sydney', 'Asia/Kolkata', 'Pacific/Chatham', 'UTC'];
/** Whole seconds between 2000 and 2040. */
const arbInstant = fc.integer({ min: 946_684_800, max: 2_208_988_800 }).map((s) => new Date(s * 1000));
const seconds = (d: Date) => String(d.getUTCSeconds()).padStart(2, '0');

describe("toLockLocal: a lock's wall-clock reading of an instant", () => {
  it('reads every instant in every zone as luxon does (date, time, weekday, offset)', () => {
    fc.assert(
      fc.property(arbInstant, fc.constantFrom(...ZONES, 'Africa/Monrovia'), (instant, zone) => {
        const luxon = DateTime.fromJSDate(instant, { zone });
        expect(toLockLocal(instant, zone)).toEqual({
          date: luxon.toFormat('yyyy-MM-dd'),
          time: luxon.toFormat('HH:mm'),
          weekday: luxon.toFormat('cccc').toUpperCase(),
          dateTime: luxon.toFormat("yyyy-MM-dd'T'HH:mm"),
          utcOffsetMinutes: luxon.offset,
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses an unknown zone and an invalid instant', () => {
    expect(() => toLockLocal(new Date('2026-01-01T00:00:00Z'), 'Europe/Atlantis')).toThrow(RangeError);
    expect(() => toLockLocal(new Date(Number.NaN), 'Europe/Vienna')).toThrow(RangeError);
  });
});

describe("instantOfLockClock: a lock's reading and offset back to UTC", () => {
  it("inverts the lock's reading of every instant in every zone (including the hour that repeats)", () => {
    fc.assert(
      fc.property(arbInstant, fc.constantFrom(...ZONES), (instant, zone) => {
        const local = toLockLocal(instant, zone);
        expect(instantOfLockClock(`${local.dateTime}:${seconds(instant)}`, local.utcOffsetMinutes)).toEqual(instant);
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses impossible readings and offsets no zone has', () => {
    expect(instantOfLockClock('2026-02-29T10:00', 60)).toBeUndefined();
    expect(instantOfLockClock('2026-01-01T24:00', 60)).toBeUndefined();
    expect(instantOfLockClock('2026-01-01T10:00', 15 * 60)).toBeUndefined();
    expect(instantOfLockClock('2026-01-01T10:00', 1.5)).toBeUndefined();
    expect(instantOfLockClock('2026-01-01 10:00', 60)).toBeUndefined();
  });
});

describe('instantOfLockLocal: a wall-clock minute of a zone', () => {
  it('is read back as the same minute, the first pass of a repeated minute, and never inside a gap', () => {
    fc.assert(
      fc.property(arbInstant, fc.constantFrom(...ZONES), (instant, zone) => {
        const minute = toLockLocal(instant, zone).dateTime;
        const found = instantOfLockLocal(minute, zone)!;
        expect(toLockLocal(found, zone).dateTime).toBe(minute);
        // No earlier instant shows the same minute (it is the first pass).
        expect(found.getTime()).toBeLessThanOrEqual(Math.floor(instant.getTime() / 60_000) * 60_000);
      }),
      { numRuns: 2000 },
    );
  });

  it('moves a minute of the spring gap forward by the gap, and takes the first of the repeated autumn hour', () => {
    expect(instantOfLockLocal('2026-03-29T02:30', 'Europe/Vienna')?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(instantOfLockLocal('2026-10-25T02:30', 'Europe/Vienna')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(instantOfLockLocal('2026-11-01T01:30', 'America/New_York')?.toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(instantOfLockLocal('2026-02-30T08:00', 'Europe/Vienna')).toBeUndefined();
    expect(instantOfLockLocal('2026-01-01T08:00', 'Mars/Base')).toBeUndefined();
  });
});
