import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applySimpleToPair, infosOverlap, intervalsOfInfo } from '../../../../src/modules/authorizations/rules/pair-rules.ts';
import { decomposeSimple } from '../../../../src/modules/authorizations/rules/simple.ts';
import { parseDate } from '../../../../src/kernel/local-time.ts';
import type { OneDayInfo, PeriodicalInfo, PermanentInfo, StoredInfo } from '../../../../src/modules/authorizations/rules/types.ts';
import { BASE_DATE, ORACLE_DATES, arbOneDay, arbSimplePeriod, arbStoredInfo, oracleCovers, oracleOverlap } from './helpers.ts';

const oneDay = (validAtDate: string, startTime?: string, endTime?: string): OneDayInfo =>
  startTime ? { type: 'ONE_DAY', validAtDate, startTime, endTime } : { type: 'ONE_DAY', validAtDate };
const permanent = (validFromDate?: string, validToDate?: string): PermanentInfo => ({
  type: 'PERMANENT',
  ...(validFromDate && { validFromDate }),
  ...(validToDate && { validToDate }),
});
/** 2026-01-05 is a Monday. */
const mondayMornings = (validFromDate: string, validToDate?: string): PeriodicalInfo => ({
  type: 'PERIODICAL',
  periodicalPeriods: [{ weekday: 'MONDAY', startTime: '08:00', endTime: '12:00' }],
  validFromDate,
  ...(validToDate && { validToDate }),
});
const simple = (validFrom: string, validTo: string) => ({ validFrom, validTo });
const apply = (existing: StoredInfo[], from: string, to: string, removeAll = false) =>
  applySimpleToPair(existing, simple(from, to), removeAll);

describe('applySimpleToPair: removeAllExistingAuthorizationsForPair', () => {
  it('replaces everything with the new pieces', () => {
    const existing = [permanent(), mondayMornings('2026-01-01')];
    expect(apply(existing, '2026-01-01T10:00', '2026-01-02T06:00', true)).toEqual({
      kind: 'created',
      infos: decomposeSimple('2026-01-01T10:00', '2026-01-02T06:00'),
    });
  });

  it('reports unchanged when the pair already holds exactly the new pieces', () => {
    const pieces = decomposeSimple('2026-01-01T10:00', '2026-01-04T06:00');
    expect(apply([...pieces].reverse(), '2026-01-01T10:00', '2026-01-04T06:00', true)).toEqual({ kind: 'unchanged' });
    expect(apply([...pieces, permanent()], '2026-01-01T10:00', '2026-01-04T06:00', true).kind).toBe('created');
  });
});

describe('applySimpleToPair: appending', () => {
  it('appends the pieces to an empty or disjoint list', () => {
    expect(apply([], '2026-01-01T10:00', '2026-01-01T12:00')).toEqual({
      kind: 'created',
      infos: [oneDay('2026-01-01', '10:00', '12:00')],
    });
    const existing = [oneDay('2026-01-01', '10:00', '12:00')];
    expect(apply(existing, '2026-01-03T00:00', '2026-01-05T00:00')).toEqual({
      kind: 'created',
      infos: [...existing, permanent('2026-01-03', '2026-01-04')],
    });
  });

  it('allows periods that meet at midnight', () => {
    const existing = [oneDay('2026-01-01', '20:00', '24:00')];
    expect(apply(existing, '2026-01-02T00:00', '2026-01-02T06:00').kind).toBe('created');
    expect(apply(existing, '2026-01-02T00:00', '2026-01-04T00:00').kind).toBe('created');
    expect(apply([permanent(undefined, '2026-01-01')], '2026-01-02T00:00', '2026-01-02T06:00').kind).toBe('created');
    expect(apply([oneDay('2026-01-02', '00:00', '06:00')], '2026-01-01T20:00', '2026-01-02T00:00').kind).toBe('created');
  });
});

describe('applySimpleToPair: overlap', () => {
  it.each<[string, StoredInfo, string, string, string]>([
    ['a ONE_DAY', oneDay('2026-01-01', '10:00', '12:00'), '2026-01-01T11:55', '2026-01-01T14:00', 'ONE_DAY 2026-01-01 10:00-12:00'],
    ['a whole-day ONE_DAY', oneDay('2026-01-02'), '2026-01-01T20:00', '2026-01-02T00:05', 'ONE_DAY 2026-01-02 (whole day)'],
    ['an open PERMANENT', permanent(), '2030-06-01T10:00', '2030-06-01T10:05', 'PERMANENT without date limits'],
    ['a PERMANENT open at the end', permanent('2026-01-01'), '2099-12-31T23:00', '2100-01-01T00:00', 'PERMANENT 2026-01-01..(open end)'],
    [
      'an open-ended PERIODICAL far in the future',
      mondayMornings('2026-01-01'),
      '2031-03-03T11:00',
      '2031-03-03T13:00',
      'PERIODICAL 2026-01-01..(open end) with 1 weekly period(s)',
    ],
    [
      'a PERIODICAL through a long period',
      mondayMornings('2026-01-01', '2026-12-31'),
      '2026-01-06T00:00',
      '2026-01-13T00:00',
      'PERIODICAL 2026-01-01..2026-12-31 with 1 weekly period(s)',
    ],
  ])('refuses a period overlapping %s', (_, existing, from, to, description) => {
    expect(apply([existing], from, to)).toEqual({
      kind: 'refused',
      code: 'AUTHORIZATION_OVERLAP',
      field: '/authorizationInfo',
      message: `the period overlaps the existing authorization ${description}`,
    });
  });

  it('ignores PERIODICAL windows outside their date range and on other weekdays or times', () => {
    const periodical = mondayMornings('2026-01-05', '2026-01-12');
    expect(apply([periodical], '2025-12-29T08:00', '2025-12-29T12:00').kind).toBe('created'); // Monday before the range
    expect(apply([periodical], '2026-01-19T08:00', '2026-01-19T12:00').kind).toBe('created'); // Monday after the range
    expect(apply([periodical], '2026-01-06T00:00', '2026-01-12T00:00').kind).toBe('created'); // Tuesday..Sunday
    expect(apply([periodical], '2026-01-05T12:00', '2026-01-06T08:00').kind).toBe('created'); // touches 12:00
  });

  it('uses the given JSON pointer for refusals', () => {
    expect(
      applySimpleToPair([permanent()], simple('2026-01-01T10:00', '2026-01-01T11:00'), false, '/authorization/authorizationInfo'),
    ).toMatchObject({
      field: '/authorization/authorizationInfo',
    });
  });
});

describe('applySimpleToPair: exact cover', () => {
  it('leaves the pair unchanged when the same period is already present', () => {
    const pieces = decomposeSimple('2026-01-01T22:00', '2026-01-04T06:00');
    expect(apply([...pieces, mondayMornings('2027-01-04')], '2026-01-01T22:00', '2026-01-04T06:00')).toEqual({ kind: 'unchanged' });
  });

  it('recognises the same interval written differently (whole-day ONE_DAY vs one-day PERMANENT)', () => {
    expect(apply([oneDay('2026-01-01')], '2026-01-01T00:00', '2026-01-02T00:00')).toEqual({ kind: 'unchanged' });
  });

  it('refuses a period that only partly matches existing pieces', () => {
    const existing = decomposeSimple('2026-01-01T22:00', '2026-01-02T00:00');
    expect(apply(existing, '2026-01-01T22:00', '2026-01-03T00:00')).toMatchObject({ kind: 'refused', code: 'AUTHORIZATION_OVERLAP' });
    expect(apply(existing, '2026-01-01T23:00', '2026-01-02T00:00')).toMatchObject({ kind: 'refused', code: 'AUTHORIZATION_OVERLAP' });
  });
});

describe('applySimpleToPair: one time interval per day', () => {
  const message = (date: string, existing: string) =>
    `a SIMPLE authorization allows only one time interval per day; ${date} already has ${existing}`;

  it('refuses a second interval on the same day, at the field whose date collides', () => {
    const existing = [oneDay('2026-01-02', '08:00', '10:00')];
    expect(apply(existing, '2026-01-02T14:00', '2026-01-02T16:00')).toEqual({
      kind: 'refused',
      code: 'ONE_INTERVAL_PER_DAY',
      field: '/authorizationInfo/validFrom',
      message: message('2026-01-02', 'ONE_DAY 2026-01-02 08:00-10:00'),
    });
    expect(apply(existing, '2026-01-01T14:00', '2026-01-02T06:00')).toMatchObject({
      code: 'ONE_INTERVAL_PER_DAY',
      field: '/authorizationInfo/validTo',
    });
  });

  it('counts intervals that touch inside a day as two intervals', () => {
    expect(apply([oneDay('2026-01-02', '08:00', '10:00')], '2026-01-02T10:00', '2026-01-02T12:00')).toMatchObject({
      code: 'ONE_INTERVAL_PER_DAY',
    });
  });

  it('does not count whole days nor PERIODICAL windows of the same day', () => {
    expect(apply([permanent('2026-01-01', '2026-01-01')], '2026-01-02T08:00', '2026-01-02T10:00').kind).toBe('created');
    expect(apply([mondayMornings('2026-01-05')], '2026-01-05T14:00', '2026-01-05T16:00').kind).toBe('created');
  });
});

describe('applySimpleToPair: at most 8 infos', () => {
  const days = ['01', '02', '03', '04', '05', '06', '07'].map((d) => oneDay(`2026-02-${d}`, '08:00', '09:00'));

  it('accepts a result of exactly 8 and refuses more', () => {
    expect(apply(days, '2026-03-01T08:00', '2026-03-01T09:00')).toMatchObject({ kind: 'created' });
    expect(apply(days, '2026-03-01T08:00', '2026-03-02T09:00')).toEqual({
      kind: 'refused',
      code: 'TOO_MANY_INFOS',
      field: '/authorizationInfo',
      message:
        'the pair would hold 9 authorization infos but at most 8 are allowed; removeAllExistingAuthorizationsForPair replaces the existing ones',
    });
  });

  it('is not a problem when the existing infos are replaced', () => {
    expect(apply([...days, days[0]], '2026-03-01T08:00', '2026-03-04T09:00', true)).toMatchObject({ kind: 'created' });
  });

  it('reports overlap before the day rule and the day rule before the count', () => {
    const full = [...days, oneDay('2026-03-01', '06:00', '07:00')];
    expect(apply(full, '2026-03-01T06:30', '2026-03-01T07:30')).toMatchObject({ code: 'AUTHORIZATION_OVERLAP' });
    expect(apply(full, '2026-03-01T08:00', '2026-03-01T09:00')).toMatchObject({ code: 'ONE_INTERVAL_PER_DAY' });
    expect(apply(full, '2026-03-02T08:00', '2026-03-02T09:00')).toMatchObject({ code: 'TOO_MANY_INFOS' });
  });
});

describe('infosOverlap and intervalsOfInfo: properties', () => {
  it('overlap is symmetric and agrees with a minute-by-minute search', () => {
    fc.assert(
      fc.property(arbStoredInfo, arbStoredInfo, (a, b) => {
        const overlap = infosOverlap(a, b);
        return overlap === infosOverlap(b, a) && overlap === oracleOverlap(a, b);
      }),
      { numRuns: 400 },
    );
  });

  it('an info overlaps itself exactly when it grants some minute', () => {
    fc.assert(fc.property(arbOneDay, (info) => infosOverlap(info, info)));
  });

  it('intervalsOfInfo lists exactly the minutes the info grants inside the window', () => {
    const firstDay = parseDate(ORACLE_DATES[0]);
    const window = { start: firstDay * 1440, end: (firstDay + ORACLE_DATES.length) * 1440 };
    fc.assert(
      fc.property(arbStoredInfo, (info) => {
        const intervals = intervalsOfInfo(info, window);
        return ORACLE_DATES.every((date, index) => {
          for (let minuteOfDay = 0; minuteOfDay < 1440; minuteOfDay += 5) {
            const minute = window.start + index * 1440 + minuteOfDay;
            const listed = intervals.some(({ start, end }) => start <= minute && minute < end);
            if (listed !== oracleCovers(info, date, minuteOfDay)) return false;
          }
          return true;
        });
      }),
      { numRuns: 100 },
    );
  });

  it('intervalsOfInfo refuses an infinite window', () => {
    expect(() => intervalsOfInfo(permanent(), { start: 0, end: Infinity })).toThrow(RangeError);
    expect(intervalsOfInfo(permanent(BASE_DATE, BASE_DATE), { start: 0, end: 1 })).toEqual([]);
  });
});

describe('applySimpleToPair: properties', () => {
  const arbExisting = fc.array(arbStoredInfo, { maxLength: 5 });

  it('applying the same SIMPLE twice gives unchanged the second time', () => {
    fc.assert(
      fc.property(arbExisting, arbSimplePeriod, fc.boolean(), (existing, period, removeAll) => {
        const first = applySimpleToPair(existing, period, removeAll);
        if (first.kind !== 'created') return true;
        // Appending again finds an exact cover; replacing again finds the very same list.
        return [false, removeAll].every((again) => applySimpleToPair(first.infos, period, again).kind === 'unchanged');
      }),
      { numRuns: 300 },
    );
  });

  it('a created result appends exactly the pieces, which overlap nothing that existed', () => {
    fc.assert(
      fc.property(arbExisting, arbSimplePeriod, (existing, period) => {
        const outcome = applySimpleToPair(existing, period, false);
        if (outcome.kind !== 'created') return true;
        const pieces = decomposeSimple(period.validFrom, period.validTo);
        expect(outcome.infos).toEqual([...existing, ...pieces]);
        expect(outcome.infos.length).toBeLessThanOrEqual(8);
        return pieces.every((piece) => existing.every((info) => !oracleOverlap(info, piece)));
      }),
      { numRuns: 150 },
    );
  });

  it('a refusal for overlap is confirmed by brute force, and so is its absence', () => {
    fc.assert(
      fc.property(arbExisting, arbSimplePeriod, (existing, period) => {
        const outcome = applySimpleToPair(existing, period, false);
        if (outcome.kind === 'unchanged') return true;
        const pieces = decomposeSimple(period.validFrom, period.validTo);
        const overlapping = pieces.some((piece) => existing.some((info) => oracleOverlap(info, piece)));
        return overlapping === (outcome.kind === 'refused' && outcome.code === 'AUTHORIZATION_OVERLAP');
      }),
      { numRuns: 150 },
    );
  });

  it('building a pair from SIMPLE periods alone never puts two intervals on one day nor overlapping infos', () => {
    fc.assert(
      fc.property(fc.array(arbSimplePeriod, { minLength: 1, maxLength: 10 }), (periods) => {
        let infos: StoredInfo[] = [];
        for (const period of periods) {
          const outcome = applySimpleToPair(infos, period, false);
          if (outcome.kind === 'created') infos = outcome.infos;
        }
        const oneDayDates = infos.flatMap((info) => (info.type === 'ONE_DAY' ? [info.validAtDate] : []));
        expect(new Set(oneDayDates).size).toBe(oneDayDates.length);
        expect(infos.length).toBeLessThanOrEqual(8);
        infos.forEach((a, i) => infos.slice(i + 1).forEach((b) => expect(infosOverlap(a, b)).toBe(false)));
      }),
      { numRuns: 150 },
    );
  });
});
