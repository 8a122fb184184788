import { DateTime } from 'luxon';
import { decomposeSimple } from './rules/simple.ts';
import type { StoredInfo } from './rules/types.ts';
import type { AuthorizationState } from '../../kernel/db/schema.ts';
import type { SeedWriter } from '../../kernel/db/seeder.ts';

interface SeedAuthorization {
  medium: string;
  lock?: string;
  area?: string;
  infos: StoredInfo[];
  state: AuthorizationState;
  /** Days since the device last had it; absent = never synchronized. */
  syncedDaysAgo?: number;
  deletionRequested?: boolean;
}

const weekdays = (startTime: string, endTime: string) =>
  (['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as const).map((weekday) => ({ weekday, startTime, endTime }));

/** The seed's locks keep Central European time; its calendar dates are of that zone. */
const SEED_ZONE = 'Europe/Vienna';

/** The date (yyyy-mm-dd) of the last Sunday of a month, when Europe changes its clocks. */
function lastSunday(year: number, month: number): DateTime {
  const last = DateTime.fromObject({ year, month }, { zone: SEED_ZONE }).endOf('month').startOf('day');
  return last.minus({ days: last.weekday % 7 });
}

const day = (d: DateTime) => d.toISODate()!;
const at = (d: DateTime, time: string) => `${day(d)}T${time}`;

/**
 * Authorizations of every type and state, for locks and areas (seed keys of media, locks and
 * areas), including pairs near the limits: 7 infos, adjacent intervals, an interval across
 * midnight into the night the clocks go forward (Europe/Vienna, last Sunday of March), and one
 * across the night they go back (last Sunday of October). Dates are of the year the environment
 * is seeded in, so the data set looks the same whenever it is loaded.
 */
function authorizationsOfYear(now: Date): Record<string, SeedAuthorization> {
  const year = DateTime.fromJSDate(now, { zone: SEED_ZONE }).year;
  const newYear = `${year}-01-01`;
  const springForward = lastSunday(year, 3);
  const fallBack = lastSunday(year, 10);
  const afterSpring = (days: number, time: string) => at(springForward.plus({ days }), time);
  return {
    'anna-phone-front': { medium: 'anna-phone', lock: 'front', infos: [{ type: 'PERMANENT' }], state: 'UNCHANGED', syncedDaysAgo: 50 },
    'anna-card-office': {
      medium: 'anna-card',
      lock: 'office',
      state: 'UNCHANGED',
      syncedDaysAgo: 40,
      infos: [{ type: 'PERIODICAL', validFromDate: newYear, periodicalPeriods: weekdays('07:00', '19:00') }],
    },
    'james-phone-ground-floor': {
      medium: 'james-phone',
      area: 'ground-floor',
      state: 'CREATED',
      infos: decomposeSimple(`${year}-12-01T08:00`, `${year}-12-04T17:30`),
    },
    'maria-phone-front': {
      medium: 'maria-phone',
      lock: 'front',
      state: 'MODIFIED',
      syncedDaysAgo: 5,
      infos: [
        ...decomposeSimple(afterSpring(-1, '20:00'), afterSpring(0, '06:00')),
        ...decomposeSimple(afterSpring(8, '08:00'), afterSpring(8, '12:00')),
        ...decomposeSimple(afterSpring(9, '12:00'), afterSpring(9, '18:00')),
        ...decomposeSimple(afterSpring(10, '18:00'), afterSpring(11, '00:00')),
        ...decomposeSimple(afterSpring(11, '00:00'), afterSpring(11, '06:00')),
        ...decomposeSimple(afterSpring(12, '08:00'), afterSpring(12, '10:00')),
      ],
    },
    'lars-phone-garage': {
      medium: 'lars-phone',
      lock: 'garage',
      state: 'UNCHANGED',
      syncedDaysAgo: 3,
      infos: [
        {
          type: 'PERIODICAL',
          validFromDate: newYear,
          validToDate: `${year + 1}-01-31`,
          periodicalPeriods: [
            { weekday: 'MONDAY', startTime: '06:00', endTime: '08:00' },
            { weekday: 'MONDAY', startTime: '10:00', endTime: '12:00' },
            { weekday: 'MONDAY', startTime: '14:00', endTime: '16:00' },
            { weekday: 'MONDAY', startTime: '18:00', endTime: '24:00' },
            { weekday: 'SATURDAY', startTime: '09:00', endTime: '13:00' },
          ],
        },
      ],
    },
    'jana-phone-lobby': {
      medium: 'jana-phone',
      lock: 'lobby',
      state: 'DELETED',
      syncedDaysAgo: 7,
      deletionRequested: true,
      infos: decomposeSimple(at(fallBack.minus({ days: 1 }), '22:00'), at(fallBack, '06:00')),
    },
    'sophie-phone-offices': {
      medium: 'sophie-phone',
      area: 'offices',
      state: 'CREATED',
      infos: [
        { type: 'PERMANENT', validFromDate: newYear, validToDate: `${year}-06-30` },
        { type: 'PERIODICAL', validFromDate: `${year}-07-01`, periodicalPeriods: weekdays('08:00', '12:00') },
      ],
    },
    'james-card-after-hours': {
      medium: 'james-card',
      area: 'after-hours',
      state: 'UNCHANGED',
      syncedDaysAgo: 12,
      infos: [{ type: 'ONE_DAY', validAtDate: `${year}-12-24` }],
    },
    'pieter-card-archive': {
      medium: 'pieter-card',
      lock: 'archive',
      state: 'UNCHANGED',
      syncedDaysAgo: 20,
      infos: [{ type: 'PERMANENT', validFromDate: newYear }],
    },
    'marco-phone-office': {
      medium: 'marco-phone',
      lock: 'office',
      state: 'DEACTIVATED_RESTORABLE',
      syncedDaysAgo: 30,
      infos: [{ type: 'PERIODICAL', validFromDate: newYear, periodicalPeriods: weekdays('08:00', '18:00') }],
    },
    'piotr-card-front': {
      medium: 'piotr-card',
      lock: 'front',
      state: 'DEACTIVATED_RESTORABLE',
      syncedDaysAgo: 60,
      infos: [{ type: 'PERMANENT' }],
    },
  };
}

/** Deactivated media on the locks they could open: one the lock has already received, one not yet. */
const SEED_BLACKLIST: { medium: string; lock: string; synchronizedOnLock: boolean }[] = [
  { medium: 'marco-phone', lock: 'office', synchronizedOnLock: true },
  { medium: 'piotr-card', lock: 'front', synchronizedOnLock: false },
];

export async function seedAuthorizations(w: SeedWriter): Promise<void> {
  const authorizations = Object.entries(authorizationsOfYear(w.now));
  for (const [index, [key, a]] of authorizations.entries()) {
    const created = w.ago(90 - index);
    await w.insert('authorizations', key, {
      version: a.state === 'CREATED' ? 1 : 2,
      medium_id: w.id('media', a.medium),
      lock_id: a.lock ? w.id('locks', a.lock) : null,
      area_id: a.area ? w.id('areas', a.area) : null,
      infos: JSON.stringify(a.infos),
      current_state: a.state,
      deletion_requested: a.deletionRequested ? 1 : 0,
      state_before_deletion: a.deletionRequested ? 'UNCHANGED' : null,
      created_at: created,
      updated_at: a.syncedDaysAgo !== undefined ? w.ago(a.syncedDaysAgo + 1) : created,
      synchronized_on: a.syncedDaysAgo !== undefined ? w.ago(a.syncedDaysAgo) : null,
    });
  }
  for (const entry of SEED_BLACKLIST) {
    await w.insert('blacklist_entries', `${entry.medium}-${entry.lock}`, {
      lock_id: w.id('locks', entry.lock),
      medium_id: w.id('media', entry.medium),
      synchronized_on_lock: entry.synchronizedOnLock ? 1 : 0,
      created_at: w.ago(30),
    });
  }
}
