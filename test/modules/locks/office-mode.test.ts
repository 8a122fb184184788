import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WEEKDAYS } from '../../../src/kernel/local-time.ts';
import {
  checkOfficeModeSlots,
  desiredSlots,
  planOfficeModeSlots,
  sameSlots,
  wantedSlots,
  type OfficeModeSlot,
  type StoredOfficeModeSlot,
} from '../../../src/modules/locks/office-mode.ts';
import { ASSIGNMENT_STATUSES, type AssignmentStatus } from '../../../src/kernel/db/lock-types.ts';

const auto = (weekday: OfficeModeSlot['weekday'], opensAt: string, closesAt: string): OfficeModeSlot => ({
  type: 'AUTOMATIC_OFFICE_MODE',
  weekday,
  opensAt,
  closesAt,
});
const closing = (weekday: OfficeModeSlot['weekday'], closesAt: string): OfficeModeSlot => ({
  type: 'CLOSING_TIME_MANUAL_OFFICE_MODE',
  weekday,
  closesAt,
});
const fields = (slots: OfficeModeSlot[]) => checkOfficeModeSlots(slots).map((e) => e.field);

describe('checkOfficeModeSlots', () => {
  it('accepts automatic windows and closing times with allowed minutes, 24:00 as a closing time', () => {
    expect(checkOfficeModeSlots([auto('MONDAY', '08:00', '12:00'), auto('MONDAY', '13:05', '17:55'), closing('FRIDAY', '24:00')])).toEqual(
      [],
    );
  });

  it('names the field of each broken rule', () => {
    expect(fields([auto('MONDAY', '08:00', '12:25')])).toEqual(['/officeModeSlots/0/closesAt']);
    expect(fields([auto('MONDAY', '08:35', '12:00')])).toEqual(['/officeModeSlots/0/opensAt']);
    expect(fields([{ type: 'AUTOMATIC_OFFICE_MODE', weekday: 'MONDAY', closesAt: '12:00' }])).toEqual(['/officeModeSlots/0/opensAt']);
    expect(fields([auto('MONDAY', '12:00', '12:00')])).toEqual(['/officeModeSlots/0/closesAt']);
    expect(fields([{ ...closing('MONDAY', '18:00'), opensAt: '08:00' }])).toEqual(['/officeModeSlots/0/opensAt']);
    expect(fields([auto('MONDAY', '24:00', '24:00')])).toContain('/officeModeSlots/0/opensAt');
    expect(fields([closing('MONDAY', '18:00'), closing('MONDAY', '18:00')])).toEqual(['/officeModeSlots/1']);
    expect(fields([closing('MONDAY', '18:00'), closing('MONDAY', '19:00')])).toEqual(['/officeModeSlots']);
    expect(fields([auto('TUESDAY', '08:00', '12:00'), auto('TUESDAY', '11:55', '13:00')])).toEqual(['/officeModeSlots']);
    expect(fields([auto('TUESDAY', '08:00', '12:00'), auto('TUESDAY', '12:00', '13:00')])).toEqual([]);
  });
});

describe('wantedSlots', () => {
  it('drops slots sent back as REMOVAL_PENDING and null opening times', () => {
    expect(
      wantedSlots([
        { ...closing('MONDAY', '18:00'), status: 'REMOVAL_PENDING' },
        { ...closing('TUESDAY', '18:00'), opensAt: null, status: 'ASSIGNED' },
        { ...auto('WEDNESDAY', '08:00', '09:00'), status: null },
      ]),
    ).toEqual([closing('TUESDAY', '18:00'), auto('WEDNESDAY', '08:00', '09:00')]);
  });
});

const arbSlot: fc.Arbitrary<OfficeModeSlot> = fc.oneof(
  fc
    .record({ weekday: fc.constantFrom(...WEEKDAYS), hour: fc.integer({ min: 0, max: 10 }) })
    .map(({ weekday, hour }) => auto(weekday, `${String(hour).padStart(2, '0')}:00`, `${String(hour + 1).padStart(2, '0')}:00`)),
  fc
    .record({ weekday: fc.constantFrom(...WEEKDAYS), hour: fc.integer({ min: 12, max: 23 }) })
    .map(({ weekday, hour }) => closing(weekday, `${hour}:00`)),
);
const key = (s: OfficeModeSlot) => JSON.stringify([s.type, s.weekday, s.opensAt ?? null, s.closesAt]);
const arbSlots = fc.uniqueArray(arbSlot, { selector: key, maxLength: 8 });
const arbStored: fc.Arbitrary<StoredOfficeModeSlot[]> = fc
  .uniqueArray(fc.tuple(arbSlot, fc.constantFrom<AssignmentStatus>(...ASSIGNMENT_STATUSES)), { selector: ([s]) => key(s), maxLength: 8 })
  .map((list) => list.map(([slot, status], i) => ({ ...slot, id: i + 1, status })));

/** The stored slots after the plan, as the lock synchronizes: pending ones applied. */
function applyPlan(current: StoredOfficeModeSlot[], wanted: OfficeModeSlot[]): StoredOfficeModeSlot[] {
  const plan = planOfficeModeSlots(current, wanted);
  const next = current
    .filter((s) => !plan.dropNow.includes(s.id))
    .map((s) => ({
      ...s,
      status: plan.restore.includes(s.id) ? 'ASSIGNED' : plan.removeAtSync.includes(s.id) ? 'REMOVAL_PENDING' : s.status,
    }));
  return [...next, ...plan.add.map((s, i) => ({ ...s, id: 100 + i, status: 'ASSIGNMENT_PENDING' as const }))];
}

describe('planOfficeModeSlots', () => {
  it('makes the wanted slots the planned ones, and the ones on the lock after it synchronizes', () => {
    fc.assert(
      fc.property(arbStored, arbSlots, (current, wanted) => {
        const after = applyPlan(current, wanted);
        expect(sameSlots(desiredSlots(after), wanted)).toBe(true);
        const synchronized = after.filter((s) => s.status !== 'REMOVAL_PENDING');
        expect(sameSlots(synchronized, wanted)).toBe(true);
        // Slots the lock already runs with are never re-sent: an applied twin is kept.
        for (const slot of current.filter((s) => s.status === 'ASSIGNED' && wanted.some((w) => key(w) === key(s)))) {
          expect(after.find((s) => s.id === slot.id)?.status).toBe('ASSIGNED');
        }
      }),
    );
  });

  it('changes nothing when the slots read are sent back', () => {
    fc.assert(
      fc.property(arbStored, (current) => {
        const plan = planOfficeModeSlots(current, wantedSlots(current));
        expect(plan).toEqual({ restore: [], removeAtSync: [], dropNow: [], add: [] });
      }),
    );
  });
});
