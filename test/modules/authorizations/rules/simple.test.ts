import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { composeInterval, decomposeRange, decomposeSimple, infoToInterval } from '../../../../src/modules/authorizations/rules/simple.ts';
import { parseLocalDateTime } from '../../../../src/kernel/local-time.ts';
import { validateAuthorizationInfo } from '../../../../src/modules/authorizations/rules/validate.ts';
import type { StoredInfo } from '../../../../src/modules/authorizations/rules/types.ts';
import { BASE_DATE, addDays, arbSimplePeriod, oracleCovers } from './helpers.ts';

describe('decomposeSimple: canonical examples', () => {
  it.each<[string, string, StoredInfo[]]>([
    ['2026-01-01T10:00', '2026-01-01T12:00', [{ type: 'ONE_DAY', validAtDate: '2026-01-01', startTime: '10:00', endTime: '12:00' }]],
    ['2026-01-01T00:00', '2026-01-01T12:00', [{ type: 'ONE_DAY', validAtDate: '2026-01-01', startTime: '00:00', endTime: '12:00' }]],
    ['2026-01-01T22:00', '2026-01-02T00:00', [{ type: 'ONE_DAY', validAtDate: '2026-01-01', startTime: '22:00', endTime: '24:00' }]],
    [
      '2026-01-01T22:00',
      '2026-01-02T06:00',
      [
        { type: 'ONE_DAY', validAtDate: '2026-01-01', startTime: '22:00', endTime: '24:00' },
        { type: 'ONE_DAY', validAtDate: '2026-01-02', startTime: '00:00', endTime: '06:00' },
      ],
    ],
    [
      '2026-01-01T22:00',
      '2026-01-04T06:00',
      [
        { type: 'ONE_DAY', validAtDate: '2026-01-01', startTime: '22:00', endTime: '24:00' },
        { type: 'PERMANENT', validFromDate: '2026-01-02', validToDate: '2026-01-03' },
        { type: 'ONE_DAY', validAtDate: '2026-01-04', startTime: '00:00', endTime: '06:00' },
      ],
    ],
    ['2026-01-01T00:00', '2026-01-04T00:00', [{ type: 'PERMANENT', validFromDate: '2026-01-01', validToDate: '2026-01-03' }]],
    ['2026-01-01T00:00', '2026-01-02T00:00', [{ type: 'PERMANENT', validFromDate: '2026-01-01', validToDate: '2026-01-01' }]],
    [
      '2026-01-01T00:00',
      '2026-01-03T08:00',
      [
        { type: 'PERMANENT', validFromDate: '2026-01-01', validToDate: '2026-01-02' },
        { type: 'ONE_DAY', validAtDate: '2026-01-03', startTime: '00:00', endTime: '08:00' },
      ],
    ],
    [
      '2026-01-01T08:00',
      '2026-01-03T00:00',
      [
        { type: 'ONE_DAY', validAtDate: '2026-01-01', startTime: '08:00', endTime: '24:00' },
        { type: 'PERMANENT', validFromDate: '2026-01-02', validToDate: '2026-01-02' },
      ],
    ],
    [
      '2024-02-28T12:00',
      '2024-03-01T12:00',
      [
        { type: 'ONE_DAY', validAtDate: '2024-02-28', startTime: '12:00', endTime: '24:00' },
        { type: 'PERMANENT', validFromDate: '2024-02-29', validToDate: '2024-02-29' },
        { type: 'ONE_DAY', validAtDate: '2024-03-01', startTime: '00:00', endTime: '12:00' },
      ],
    ],
  ])('%s -> %s', (validFrom, validTo, expected) => {
    expect(decomposeSimple(validFrom, validTo)).toEqual(expected);
  });

  it('refuses empty or reversed periods', () => {
    expect(() => decomposeSimple('2026-01-01T10:00', '2026-01-01T10:00')).toThrow('validTo must be after validFrom');
    expect(() => decomposeSimple('2026-01-02T00:00', '2026-01-01T10:00')).toThrow(RangeError);
  });
});

describe('infoToInterval and composeInterval', () => {
  const day = parseLocalDateTime('2026-01-01T00:00');

  it('gives ONE_DAY and PERMANENT their local-minute interval', () => {
    expect(infoToInterval({ type: 'ONE_DAY', validAtDate: '2026-01-01', startTime: '10:00', endTime: '24:00' })).toEqual({
      start: day + 600,
      end: day + 1440,
    });
    expect(infoToInterval({ type: 'PERMANENT', validFromDate: '2026-01-01', validToDate: '2026-01-02' })).toEqual({
      start: day,
      end: day + 2 * 1440,
    });
  });

  it('treats a whole-day ONE_DAY and a one-day PERMANENT as the same interval', () => {
    expect(infoToInterval({ type: 'ONE_DAY', validAtDate: '2026-01-01' })).toEqual(
      infoToInterval({ type: 'PERMANENT', validFromDate: '2026-01-01', validToDate: '2026-01-01' }),
    );
  });

  it('uses infinite bounds for open PERMANENT infos and null for PERIODICAL', () => {
    expect(infoToInterval({ type: 'PERMANENT' })).toEqual({ start: -Infinity, end: Infinity });
    expect(infoToInterval({ type: 'PERMANENT', validFromDate: '2026-01-01' })).toEqual({ start: day, end: Infinity });
    expect(
      infoToInterval({
        type: 'PERIODICAL',
        validFromDate: '2026-01-01',
        periodicalPeriods: [{ weekday: 'MONDAY', startTime: '08:00', endTime: '09:00' }],
      }),
    ).toBeNull();
  });

  it('composes only infos that chain without gap or overlap', () => {
    const first = { type: 'ONE_DAY', validAtDate: '2026-01-01', startTime: '10:00', endTime: '24:00' } as const;
    const next = { type: 'ONE_DAY', validAtDate: '2026-01-02', startTime: '00:00', endTime: '06:00' } as const;
    const gap = { type: 'ONE_DAY', validAtDate: '2026-01-02', startTime: '00:05', endTime: '06:00' } as const;
    expect(composeInterval([next, first])).toEqual({ start: day + 600, end: day + 1440 + 360 });
    expect(composeInterval([first, gap])).toBeNull();
    expect(composeInterval([first, first])).toBeNull();
    expect(composeInterval([])).toBeNull();
  });
});

describe('decomposeSimple: properties', () => {
  it('round-trips: composing the pieces gives back the period', () => {
    fc.assert(
      fc.property(arbSimplePeriod, ({ validFrom, validTo }) => {
        expect(composeInterval(decomposeSimple(validFrom, validTo))).toEqual({
          start: parseLocalDateTime(validFrom),
          end: parseLocalDateTime(validTo),
        });
      }),
      { numRuns: 300 },
    );
  });

  it('produces canonical, valid pieces: whole days only in PERMANENT, partial days only in ONE_DAY with times', () => {
    fc.assert(
      fc.property(arbSimplePeriod, ({ validFrom, validTo }) => {
        const pieces = decomposeSimple(validFrom, validTo);
        expect(pieces.length).toBeGreaterThanOrEqual(1);
        expect(pieces.length).toBeLessThanOrEqual(3);
        expect(pieces.filter((piece) => piece.type === 'PERMANENT').length).toBeLessThanOrEqual(1);
        for (const piece of pieces) {
          expect(validateAuthorizationInfo(piece, '/piece')).toEqual([]);
          if (piece.type === 'ONE_DAY') {
            expect(piece.startTime).toBeDefined();
            expect([piece.startTime, piece.endTime]).not.toEqual(['00:00', '24:00']);
          }
        }
        const starts = pieces.map((piece) => infoToInterval(piece)!.start);
        expect(starts).toEqual([...starts].sort((a, b) => a - b));
      }),
      { numRuns: 300 },
    );
  });

  it('covers exactly the minutes of the period (brute force)', () => {
    fc.assert(
      fc.property(arbSimplePeriod, ({ validFrom, validTo }) => {
        const pieces = decomposeSimple(validFrom, validTo);
        const start = parseLocalDateTime(validFrom);
        const end = parseLocalDateTime(validTo);
        const baseDay = parseLocalDateTime(`${BASE_DATE}T00:00`) / 1440;
        for (let day = Math.floor(start / 1440) - 1; day <= Math.floor(end / 1440) + 1; day++) {
          const date = addDays(BASE_DATE, day - baseDay);
          for (let minuteOfDay = 0; minuteOfDay < 1440; minuteOfDay += 5) {
            const minute = day * 1440 + minuteOfDay;
            const covered = pieces.some((piece) => oracleCovers(piece, date, minuteOfDay));
            if (covered !== (minute >= start && minute < end)) return false;
          }
        }
        return true;
      }),
      { numRuns: 100 },
    );
  });

  it('decomposeRange agrees with decomposeSimple', () => {
    expect(decomposeRange({ start: parseLocalDateTime('2026-01-01T22:00'), end: parseLocalDateTime('2026-01-03T06:00') })).toEqual(
      decomposeSimple('2026-01-01T22:00', '2026-01-03T06:00'),
    );
  });
});
