import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatLocalDateTime, parseDate, parseLocalDateTime, weekdayIndexOfDay } from '../../../../src/kernel/local-time.ts';
import {
  checkSeriesRule,
  expandSeries,
  REPETITION_TYPES,
  type SeriesRule,
} from '../../../../src/modules/holiday-calendars/rules/series.ts';
import {
  checkSlotDateTime,
  checkSlotPeriod,
  periodLengthMinutes,
  shiftedPeriod,
} from '../../../../src/modules/holiday-calendars/rules/slot-time.ts';

const starts = (first: string, to: string, rule: SeriesRule) =>
  expandSeries({ validFrom: first, validTo: to }, rule).map((s) => s.validFrom);

describe('expandSeries: examples', () => {
  it('repeats daily and weekly, ending after a count or on a date', () => {
    expect(starts('2026-03-30T08:00', '2026-03-30T10:00', { repetitionType: 'DAILY', endsAfter: 3 })).toEqual([
      '2026-03-30T08:00',
      '2026-03-31T08:00',
      '2026-04-01T08:00',
    ]);
    expect(starts('2026-01-01T00:00', '2026-01-02T00:00', { repetitionType: 'WEEKLY', endsOn: '2026-01-22' })).toEqual([
      '2026-01-01T00:00',
      '2026-01-08T00:00',
      '2026-01-15T00:00',
      '2026-01-22T00:00',
    ]);
    expect(starts('2026-01-01T00:00', '2026-01-02T00:00', { repetitionType: 'WEEKLY', endsOn: '2026-01-21' })).toHaveLength(3);
  });

  it('skips months without the day and non-leap years for 29 February', () => {
    expect(starts('2026-01-31T00:00', '2026-02-01T00:00', { repetitionType: 'MONTHLY', endsAfter: 4 })).toEqual([
      '2026-01-31T00:00',
      '2026-03-31T00:00',
      '2026-05-31T00:00',
      '2026-07-31T00:00',
    ]);
    expect(starts('2028-02-29T00:00', '2028-03-01T00:00', { repetitionType: 'YEARLY', endsAfter: 3 })).toEqual([
      '2028-02-29T00:00',
      '2032-02-29T00:00',
      '2036-02-29T00:00',
    ]);
    expect(starts('2026-12-24T00:00', '2026-12-27T00:00', { repetitionType: 'YEARLY', endsOn: '2028-12-24' })).toEqual([
      '2026-12-24T00:00',
      '2027-12-24T00:00',
      '2028-12-24T00:00',
    ]);
  });

  it('keeps the weekday and its week in the month; a start in the fifth week means the last one', () => {
    // 2026-01-13 is the second Tuesday of January.
    expect(starts('2026-01-13T09:00', '2026-01-13T17:00', { repetitionType: 'MONTHLY_SPECIFIC_WEEK_DAY', endsAfter: 4 })).toEqual([
      '2026-01-13T09:00',
      '2026-02-10T09:00',
      '2026-03-10T09:00',
      '2026-04-14T09:00',
    ]);
    // 2026-01-30 is the fifth (last) Friday of January.
    expect(starts('2026-01-30T00:00', '2026-01-31T00:00', { repetitionType: 'MONTHLY_SPECIFIC_WEEK_DAY', endsAfter: 3 })).toEqual([
      '2026-01-30T00:00',
      '2026-02-27T00:00',
      '2026-03-27T00:00',
    ]);
    expect(starts('2026-11-30T00:00', '2026-12-01T00:00', { repetitionType: 'MONTHLY', endsAfter: 3 })).toEqual([
      '2026-11-30T00:00',
      '2026-12-30T00:00',
      '2027-01-30T00:00',
    ]);
  });

  it('keeps the length of the first slot, also across midnight', () => {
    const slots = expandSeries({ validFrom: '2026-06-01T22:00', validTo: '2026-06-02T06:30' }, { repetitionType: 'DAILY', endsAfter: 2 });
    expect(slots).toEqual([
      { validFrom: '2026-06-01T22:00', validTo: '2026-06-02T06:30' },
      { validFrom: '2026-06-02T22:00', validTo: '2026-06-03T06:30' },
    ]);
  });

  it('stops just past the limit so that callers can refuse oversized series', () => {
    expect(
      expandSeries({ validFrom: '2026-01-01T00:00', validTo: '2026-01-01T01:00' }, { repetitionType: 'DAILY', endsAfter: 5000 }, 10),
    ).toHaveLength(11);
    expect(
      expandSeries({ validFrom: '9999-12-30T00:00', validTo: '9999-12-30T01:00' }, { repetitionType: 'DAILY', endsAfter: 5 }),
    ).toHaveLength(2);
  });
});

describe('expandSeries: properties', () => {
  const arbStart = fc
    .integer({ min: parseDate('2020-01-01'), max: parseDate('2040-12-31') })
    .chain((day) =>
      fc.record({ from: fc.integer({ min: 0, max: 1439 }).map((m) => day * 1440 + m), length: fc.integer({ min: 1, max: 3 * 1440 }) }),
    );
  const arbEnd = fc.oneof(
    fc.record({ after: fc.integer({ min: 1, max: 40 }) }),
    fc.record({ onDaysLater: fc.integer({ min: 0, max: 2000 }) }),
  );

  it('produces ascending slots of equal length and time of day, within the end of the series, the first one first', () => {
    fc.assert(
      fc.property(arbStart, fc.constantFrom(...REPETITION_TYPES), arbEnd, ({ from, length }, repetitionType, end) => {
        const first = { validFrom: formatLocalDateTime(from), validTo: formatLocalDateTime(from + length) };
        const rule: SeriesRule =
          'after' in end
            ? { repetitionType, endsAfter: end.after }
            : { repetitionType, endsOn: formatLocalDateTime(from + end.onDaysLater * 1440).slice(0, 10) };
        expect(checkSeriesRule(rule, first)).toEqual([]);
        const slots = expandSeries(first, rule);
        expect(slots[0]).toEqual(first);
        if (rule.endsAfter !== undefined) expect(slots.length).toBeLessThanOrEqual(rule.endsAfter);
        const starts = slots.map((s) => parseLocalDateTime(s.validFrom));
        for (let i = 1; i < starts.length; i++) expect(starts[i]).toBeGreaterThan(starts[i - 1]);
        for (const slot of slots) {
          expect(periodLengthMinutes(slot)).toBe(length);
          expect(slot.validFrom.slice(11)).toBe(first.validFrom.slice(11));
          if (rule.endsOn) expect(slot.validFrom.slice(0, 10) <= rule.endsOn).toBe(true);
          const weekday = weekdayIndexOfDay(parseDate(slot.validFrom.slice(0, 10)));
          if (rule.repetitionType === 'WEEKLY' || rule.repetitionType === 'MONTHLY_SPECIFIC_WEEK_DAY') {
            expect(weekday).toBe(weekdayIndexOfDay(parseDate(first.validFrom.slice(0, 10))));
          }
          if (rule.repetitionType === 'MONTHLY') expect(slot.validFrom.slice(8, 10)).toBe(first.validFrom.slice(8, 10));
          if (rule.repetitionType === 'YEARLY') expect(slot.validFrom.slice(5, 10)).toBe(first.validFrom.slice(5, 10));
        }
        // Rules that never skip produce exactly endsAfter slots.
        if (rule.endsAfter !== undefined && (rule.repetitionType === 'DAILY' || rule.repetitionType === 'WEEKLY'))
          expect(slots).toHaveLength(rule.endsAfter);
      }),
    );
  });
});

describe('checkSeriesRule', () => {
  const first = { validFrom: '2026-05-01T00:00', validTo: '2026-05-02T00:00' };
  it('needs exactly one ending, a positive count, a real date not before the first slot', () => {
    expect(checkSeriesRule({ repetitionType: 'DAILY' }, first)[0].field).toBe('/series');
    expect(checkSeriesRule({ repetitionType: 'DAILY', endsAfter: 2, endsOn: '2026-06-01' }, first)[0].field).toBe('/series');
    expect(checkSeriesRule({ repetitionType: 'DAILY', endsAfter: 0 }, first)[0].field).toBe('/series/endsAfter');
    expect(checkSeriesRule({ repetitionType: 'DAILY', endsOn: '2026-04-30' }, first)[0].field).toBe('/series/endsOn');
    expect(checkSeriesRule({ repetitionType: 'DAILY', endsOn: '2026-02-30' }, first)[0].field).toBe('/series/endsOn');
    expect(checkSeriesRule({ repetitionType: 'DAILY', endsOn: '2026-05-01' }, first)).toEqual([]);
  });
});

describe('slot times', () => {
  it('are wall-clock minutes without zone or seconds, any minute allowed', () => {
    expect(checkSlotDateTime('2026-12-24T23:59')).toBeNull();
    expect(checkSlotDateTime('2026-12-24T24:00')).toMatch(/time of day/);
    expect(checkSlotDateTime('2026-12-24T10:00Z')).toMatch(/zone/);
    expect(checkSlotDateTime('2026-12-24T10:00+01:00')).toMatch(/zone/);
    expect(checkSlotDateTime('2026-12-24T10:00:00')).toMatch(/seconds/);
    expect(checkSlotDateTime('2026-02-29T10:00')).toMatch(/calendar date/);
    expect(checkSlotDateTime('24.12.2026')).toMatch(/yyyy-mm-ddThh:mm/);
    expect(checkSlotPeriod({ validFrom: '2026-01-01T10:00', validTo: '2026-01-01T10:00' })).toMatch(/later/);
    expect(shiftedPeriod({ validFrom: '2026-01-31T22:00', validTo: '2026-02-01T02:00' }, 60, 24 * 60)).toEqual({
      validFrom: '2026-01-31T23:00',
      validTo: '2026-02-01T23:00',
    });
  });
});
