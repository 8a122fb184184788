import { decomposeSimple } from '../../domain/authorization/simple.ts';
import type { StoredInfo } from '../../domain/authorization/types.ts';
import type { AuthorizationState } from '../../store/schema.ts';
import type { SeedWriter } from '../seeder.ts';

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

/**
 * Authorizations of every type and state, for locks and areas (seed keys of media, locks and
 * areas), including pairs near the limits: 7 infos, adjacent intervals, an interval across
 * midnight into the night the clocks go forward (Europe/Vienna, 29 March 2026), and one across
 * the night they go back (25 October 2026).
 */
const SEED_AUTHORIZATIONS: Record<string, SeedAuthorization> = {
  'anna-phone-front': { medium: 'anna-phone', lock: 'front', infos: [{ type: 'PERMANENT' }], state: 'UNCHANGED', syncedDaysAgo: 50 },
  'anna-card-office': {
    medium: 'anna-card', lock: 'office', state: 'UNCHANGED', syncedDaysAgo: 40,
    infos: [{ type: 'PERIODICAL', validFromDate: '2026-01-01', periodicalPeriods: weekdays('07:00', '19:00') }],
  },
  'james-phone-ground-floor': {
    medium: 'james-phone', area: 'ground-floor', state: 'CREATED',
    infos: decomposeSimple('2026-12-01T08:00', '2026-12-04T17:30'),
  },
  'maria-phone-front': {
    medium: 'maria-phone', lock: 'front', state: 'MODIFIED', syncedDaysAgo: 5,
    infos: [
      ...decomposeSimple('2026-03-28T20:00', '2026-03-29T06:00'),
      ...decomposeSimple('2026-04-06T08:00', '2026-04-06T12:00'),
      ...decomposeSimple('2026-04-07T12:00', '2026-04-07T18:00'),
      ...decomposeSimple('2026-04-08T18:00', '2026-04-09T00:00'),
      ...decomposeSimple('2026-04-09T00:00', '2026-04-09T06:00'),
      ...decomposeSimple('2026-04-10T08:00', '2026-04-10T10:00'),
    ],
  },
  'lars-phone-garage': {
    medium: 'lars-phone', lock: 'garage', state: 'UNCHANGED', syncedDaysAgo: 3,
    infos: [{
      type: 'PERIODICAL', validFromDate: '2026-02-01', validToDate: '2027-01-31',
      periodicalPeriods: [
        { weekday: 'MONDAY', startTime: '06:00', endTime: '08:00' }, { weekday: 'MONDAY', startTime: '10:00', endTime: '12:00' },
        { weekday: 'MONDAY', startTime: '14:00', endTime: '16:00' }, { weekday: 'MONDAY', startTime: '18:00', endTime: '24:00' },
        { weekday: 'SATURDAY', startTime: '09:00', endTime: '13:00' },
      ],
    }],
  },
  'jana-phone-lobby': {
    medium: 'jana-phone', lock: 'lobby', state: 'DELETED', syncedDaysAgo: 7, deletionRequested: true,
    infos: decomposeSimple('2026-10-24T22:00', '2026-10-25T06:00'),
  },
  'sophie-phone-offices': {
    medium: 'sophie-phone', area: 'offices', state: 'CREATED',
    infos: [{ type: 'PERMANENT', validFromDate: '2026-01-01', validToDate: '2026-06-30' }, { type: 'PERIODICAL', validFromDate: '2026-07-01', periodicalPeriods: weekdays('08:00', '12:00') }],
  },
  'james-card-after-hours': { medium: 'james-card', area: 'after-hours', state: 'UNCHANGED', syncedDaysAgo: 12, infos: [{ type: 'ONE_DAY', validAtDate: '2026-12-24' }] },
  'pieter-card-archive': { medium: 'pieter-card', lock: 'archive', state: 'UNCHANGED', syncedDaysAgo: 20, infos: [{ type: 'PERMANENT', validFromDate: '2026-01-01' }] },
  'marco-phone-office': {
    medium: 'marco-phone', lock: 'office', state: 'DEACTIVATED_RESTORABLE', syncedDaysAgo: 30,
    infos: [{ type: 'PERIODICAL', validFromDate: '2026-01-01', periodicalPeriods: weekdays('08:00', '18:00') }],
  },
  'piotr-card-front': { medium: 'piotr-card', lock: 'front', state: 'DEACTIVATED_RESTORABLE', syncedDaysAgo: 60, infos: [{ type: 'PERMANENT' }] },
};

/** Deactivated media on the locks they could open: one the lock has already received, one not yet. */
const SEED_BLACKLIST: { medium: string; lock: string; synchronizedOnLock: boolean }[] = [
  { medium: 'marco-phone', lock: 'office', synchronizedOnLock: true },
  { medium: 'piotr-card', lock: 'front', synchronizedOnLock: false },
];

export async function seedAuthorizations(w: SeedWriter): Promise<void> {
  for (const [key, a] of Object.entries(SEED_AUTHORIZATIONS)) {
    const created = w.ago(90 - Object.keys(SEED_AUTHORIZATIONS).indexOf(key));
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
