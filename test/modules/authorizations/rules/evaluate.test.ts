import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isInfoValidAt, toLockLocal, type LocalMoment } from '../../../../src/modules/authorizations/rules/evaluate.ts';
import { parseLocalDateTime } from '../../../../src/kernel/local-time.ts';
import type { StoredInfo } from '../../../../src/modules/authorizations/rules/types.ts';
import { arbDate, arbStoredInfo, hhmm, intlWallClock, oracleCovers, weekdayOf } from './helpers.ts';
import { clock } from '../../../../src/kernel/clock.ts';
import { sharedJson } from '../../../../src/kernel/db/shared-json.ts';

const at = (date: string, time: string): LocalMoment => ({ date, time, weekday: weekdayOf(date) });
const valid = (info: StoredInfo, date: string, time: string, holiday = false) => isInfoValidAt(info, at(date, time), { holiday });

describe('isInfoValidAt', () => {
  it('PERMANENT: inclusive dates, open bounds', () => {
    const info: StoredInfo = { type: 'PERMANENT', validFromDate: '2026-01-01', validToDate: '2026-01-02' };
    expect(valid(info, '2025-12-31', '23:59')).toBe(false);
    expect(valid(info, '2026-01-01', '00:00')).toBe(true);
    expect(valid(info, '2026-01-02', '23:59')).toBe(true);
    expect(valid(info, '2026-01-03', '00:00')).toBe(false);
    expect(valid({ type: 'PERMANENT' }, '1999-01-01', '12:00')).toBe(true);
    expect(valid({ type: 'PERMANENT', validToDate: '2026-01-01' }, '1999-01-01', '12:00')).toBe(true);
  });

  it('ONE_DAY: start inclusive, end exclusive, 24:00 and whole day', () => {
    const info: StoredInfo = { type: 'ONE_DAY', validAtDate: '2026-01-01', startTime: '10:00', endTime: '24:00' };
    expect(valid(info, '2026-01-01', '09:59')).toBe(false);
    expect(valid(info, '2026-01-01', '10:00')).toBe(true);
    expect(valid(info, '2026-01-01', '23:59')).toBe(true);
    expect(valid(info, '2026-01-02', '00:00')).toBe(false);
    expect(valid({ type: 'ONE_DAY', validAtDate: '2026-01-01', startTime: '10:00', endTime: '12:00' }, '2026-01-01', '12:00')).toBe(false);
    expect(valid({ type: 'ONE_DAY', validAtDate: '2026-01-01' }, '2026-01-01', '00:00')).toBe(true);
    expect(valid({ type: 'ONE_DAY', validAtDate: '2026-01-01' }, '2025-12-31', '23:59')).toBe(false);
  });

  it('PERIODICAL: weekday windows inside the date range, paused on holidays', () => {
    const info: StoredInfo = {
      type: 'PERIODICAL',
      validFromDate: '2026-01-05',
      validToDate: '2026-01-19',
      periodicalPeriods: [
        { weekday: 'MONDAY', startTime: '08:00', endTime: '12:00' },
        { weekday: 'MONDAY', startTime: '13:00', endTime: '17:00' },
      ],
    };
    expect(valid(info, '2026-01-05', '08:00')).toBe(true);
    expect(valid(info, '2026-01-05', '12:30')).toBe(false);
    expect(valid(info, '2026-01-12', '16:55')).toBe(true);
    expect(valid(info, '2026-01-13', '09:00')).toBe(false); // Tuesday
    expect(valid(info, '2025-12-29', '09:00')).toBe(false); // before the range
    expect(valid(info, '2026-01-26', '09:00')).toBe(false); // after the range
    expect(valid(info, '2026-01-05', '09:00', true)).toBe(false);
    const { validToDate: _, ...openEnded } = info;
    expect(valid(openEnded, '2036-01-07', '09:00')).toBe(true);
  });

  it('holidays pause only PERIODICAL infos', () => {
    expect(valid({ type: 'PERMANENT' }, '2026-12-25', '10:00', true)).toBe(true);
    expect(valid({ type: 'ONE_DAY', validAtDate: '2026-12-25' }, '2026-12-25', '10:00', true)).toBe(true);
  });

  it('agrees with the wire-level oracle for every generated info and minute', () => {
    const arbMinute = fc.integer({ min: 0, max: 1439 });
    fc.assert(
      fc.property(arbStoredInfo, arbDate, arbMinute, fc.boolean(), (info, date, minute, holiday) => {
        const expected = oracleCovers(info, date, minute) && !(holiday && info.type === 'PERIODICAL');
        return isInfoValidAt(info, at(date, hhmm(minute)), { holiday }) === expected;
      }),
      { numRuns: 500 },
    );
  });

  it('judges a frozen info (as answers and decisions share it) as the oracle does, again and again', () => {
    const arbMinute = fc.integer({ min: 0, max: 1439 });
    fc.assert(
      fc.property(arbStoredInfo, fc.array(fc.tuple(arbDate, arbMinute), { minLength: 2, maxLength: 4 }), (info, moments) => {
        const shared = sharedJson<StoredInfo>(JSON.stringify(info));
        return moments.every(
          ([date, minute]) => isInfoValidAt(shared, at(date, hhmm(minute)), { holiday: false }) === oracleCovers(info, date, minute),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('judges an info that can still change as it is now', () => {
    const info: StoredInfo = { type: 'ONE_DAY', validAtDate: '2026-01-01' };
    expect(valid(info, '2026-01-01', '10:00')).toBe(true);
    info.validAtDate = '2026-01-02';
    expect(valid(info, '2026-01-01', '10:00')).toBe(false);
    expect(valid(info, '2026-01-02', '10:00')).toBe(true);
  });
});

describe('toLockLocal', () => {
  const local = (iso: string, zone: string) => {
    const { dateTime, utcOffsetMinutes, weekday } = toLockLocal(new Date(iso), zone);
    return [dateTime, utcOffsetMinutes, weekday];
  };

  it('reads the wall clock of Europe/Vienna across both DST changes of 2026', () => {
    expect(local('2026-03-29T00:59:59Z', 'Europe/Vienna')).toEqual(['2026-03-29T01:59', 60, 'SUNDAY']);
    expect(local('2026-03-29T01:00:00Z', 'Europe/Vienna')).toEqual(['2026-03-29T03:00', 120, 'SUNDAY']);
    expect(local('2026-10-25T00:30:00Z', 'Europe/Vienna')).toEqual(['2026-10-25T02:30', 120, 'SUNDAY']);
    expect(local('2026-10-25T01:30:00Z', 'Europe/Vienna')).toEqual(['2026-10-25T02:30', 60, 'SUNDAY']);
  });

  it('reads the wall clock of America/New_York across both DST changes of 2026', () => {
    expect(local('2026-03-08T06:59:00Z', 'America/New_York')).toEqual(['2026-03-08T01:59', -300, 'SUNDAY']);
    expect(local('2026-03-08T07:00:00Z', 'America/New_York')).toEqual(['2026-03-08T03:00', -240, 'SUNDAY']);
    expect(local('2026-11-01T05:30:00Z', 'America/New_York')).toEqual(['2026-11-01T01:30', -240, 'SUNDAY']);
    expect(local('2026-11-01T06:30:00Z', 'America/New_York')).toEqual(['2026-11-01T01:30', -300, 'SUNDAY']);
    expect(local('2026-01-01T03:00:00Z', 'America/New_York')).toEqual(['2025-12-31T22:00', -300, 'WEDNESDAY']);
  });

  it('refuses unknown zones and invalid instants', () => {
    expect(() => toLockLocal(clock.now(), 'Europe/Atlantis')).toThrow('unknown time zone "Europe/Atlantis"');
    expect(() => toLockLocal(new Date(Number.NaN), 'UTC')).toThrow('invalid instant');
  });

  // Instants spread over the days around the 2026 transitions of both zones.
  const transitions = ['2026-03-08T00:00:00Z', '2026-03-29T00:00:00Z', '2026-10-25T00:00:00Z', '2026-11-01T00:00:00Z'];
  const arbInstant = fc
    .tuple(fc.constantFrom(...transitions), fc.integer({ min: -36 * 3600, max: 48 * 3600 }))
    .map(([base, seconds]) => new Date(Date.parse(base) + seconds * 1000));
  const arbZone = fc.constantFrom('Europe/Vienna', 'America/New_York');

  it('matches Intl and keeps wall clock minus offset equal to the UTC minute', () => {
    fc.assert(
      fc.property(arbInstant, arbZone, (instant, zone) => {
        const reading = toLockLocal(instant, zone);
        const intl = intlWallClock(instant, zone);
        expect([reading.date, reading.time, reading.weekday]).toEqual([intl.date, intl.time, intl.weekday]);
        expect(parseLocalDateTime(reading.dateTime) - reading.utcOffsetMinutes).toBe(Math.floor(instant.getTime() / 60_000));
      }),
      { numRuns: 300 },
    );
  });

  it('never shows a wall-clock minute of the spring gap', () => {
    const gaps: Record<string, string> = { 'Europe/Vienna': '2026-03-29T02', 'America/New_York': '2026-03-08T02' };
    fc.assert(
      fc.property(arbInstant, arbZone, (instant, zone) => !toLockLocal(instant, zone).dateTime.startsWith(gaps[zone])),
      { numRuns: 300 },
    );
  });
});

describe('wall-clock windows across DST (Europe/Vienna)', () => {
  /** How many real minutes of a UTC span the info is valid for, judged on the lock's wall clock. */
  const validMinutes = (info: StoredInfo, fromIso: string, hours: number) => {
    let count = 0;
    for (let minute = 0; minute < hours * 60; minute++) {
      const reading = toLockLocal(new Date(Date.parse(fromIso) + minute * 60_000), 'Europe/Vienna');
      if (isInfoValidAt(info, reading, { holiday: false })) count++;
    }
    return count;
  };

  it('a window inside the spring gap never opens; one across it loses the missing hour', () => {
    expect(
      validMinutes({ type: 'ONE_DAY', validAtDate: '2026-03-29', startTime: '02:10', endTime: '02:40' }, '2026-03-28T22:00:00Z', 8),
    ).toBe(0);
    expect(
      validMinutes({ type: 'ONE_DAY', validAtDate: '2026-03-29', startTime: '01:00', endTime: '04:00' }, '2026-03-28T22:00:00Z', 8),
    ).toBe(120);
  });

  it('a window over the repeated autumn hour is valid during both passes', () => {
    expect(
      validMinutes({ type: 'ONE_DAY', validAtDate: '2026-10-25', startTime: '02:00', endTime: '03:00' }, '2026-10-24T22:00:00Z', 8),
    ).toBe(120);
    expect(validMinutes({ type: 'ONE_DAY', validAtDate: '2026-10-25' }, '2026-10-24T20:00:00Z', 30)).toBe(25 * 60);
  });
});
