/**
 * Office-mode slots of a lock: weekly windows of automatic office mode, or the closing time of a
 * manually started office mode. A changed slot list reaches the lock at its next
 * synchronization; until then new slots are ASSIGNMENT_PENDING and dropped ones REMOVAL_PENDING.
 */
import { checkTime, parseTime } from '../../kernel/local-time.ts';
import { WEEKDAYS, type Weekday } from '../../kernel/local-time.ts';
import type { FieldError } from '../../kernel/errors.ts';
import type { AssignmentStatus } from '../../kernel/db/lock-types.ts';

export const OFFICE_MODE_SLOT_TYPES = ['AUTOMATIC_OFFICE_MODE', 'CLOSING_TIME_MANUAL_OFFICE_MODE'] as const;
export type OfficeModeSlotType = (typeof OFFICE_MODE_SLOT_TYPES)[number];

export interface OfficeModeSlot {
  type: OfficeModeSlotType;
  weekday: Weekday;
  /** Only for AUTOMATIC_OFFICE_MODE. */
  opensAt?: string;
  closesAt: string;
}

export interface StoredOfficeModeSlot extends OfficeModeSlot {
  id: number;
  status: AssignmentStatus;
}

function slotKey(slot: OfficeModeSlot): string {
  return `${slot.type}|${slot.weekday}|${slot.opensAt ?? ''}|${slot.closesAt}`;
}

/**
 * The slots a client wants. A slot it sends back with status REMOVAL_PENDING is one it read as
 * being removed, so sending the list read unchanged changes nothing.
 */
export interface OfficeModeSlotInput extends Omit<OfficeModeSlot, 'opensAt'> {
  opensAt?: string | null;
  status?: AssignmentStatus | null;
}

export function wantedSlots(input: readonly OfficeModeSlotInput[]): OfficeModeSlot[] {
  return input
    .filter((slot) => slot.status !== 'REMOVAL_PENDING')
    .map((slot) => ({
      type: slot.type,
      weekday: slot.weekday,
      closesAt: slot.closesAt,
      ...(slot.opensAt != null ? { opensAt: slot.opensAt } : {}),
    }));
}

/** Field errors of a slot list (pointers below `base`), empty when it is valid. */
export function checkOfficeModeSlots(slots: readonly OfficeModeSlot[], base = '/officeModeSlots'): FieldError[] {
  const errors: FieldError[] = [];
  const seen = new Map<string, number>();
  slots.forEach((slot, i) => {
    const at = `${base}/${i}`;
    const closesRule = checkTime(slot.closesAt, { endOfDayAllowed: true });
    if (closesRule) errors.push({ field: `${at}/closesAt`, message: closesRule });
    if (slot.type === 'AUTOMATIC_OFFICE_MODE') {
      const opensRule = slot.opensAt === undefined ? 'is required for AUTOMATIC_OFFICE_MODE' : checkTime(slot.opensAt);
      if (opensRule) errors.push({ field: `${at}/opensAt`, message: opensRule });
      else if (!closesRule && parseTime(slot.opensAt!) >= parseTime(slot.closesAt)) {
        errors.push({ field: `${at}/closesAt`, message: 'must be later than opensAt (slots do not run past midnight)' });
      }
    } else if (slot.opensAt !== undefined) {
      errors.push({ field: `${at}/opensAt`, message: 'is only used by AUTOMATIC_OFFICE_MODE slots' });
    }
    const key = slotKey(slot);
    if (seen.has(key)) errors.push({ field: at, message: `repeats slot ${seen.get(key)}` });
    else seen.set(key, i);
  });
  if (errors.length > 0) return errors;
  for (const weekday of WEEKDAYS) {
    const closing = slots.filter((s) => s.weekday === weekday && s.type === 'CLOSING_TIME_MANUAL_OFFICE_MODE');
    if (closing.length > 1) errors.push({ field: base, message: `more than one closing time on ${weekday}` });
    const windows = slots
      .filter((s) => s.weekday === weekday && s.type === 'AUTOMATIC_OFFICE_MODE')
      .map((s) => ({ start: parseTime(s.opensAt!), end: parseTime(s.closesAt) }))
      .sort((a, b) => a.start - b.start);
    if (windows.some((w, i) => i > 0 && w.start < windows[i - 1].end)) {
      errors.push({ field: base, message: `automatic office-mode slots overlap on ${weekday}` });
    }
  }
  return errors;
}

/** The slots the lock will run with after its next synchronization. */
export function desiredSlots<T extends { status: AssignmentStatus }>(slots: readonly T[]): T[] {
  return slots.filter((s) => s.status !== 'REMOVAL_PENDING');
}

/** The slots the lock runs with now. */
export function appliedSlots<T extends { status: AssignmentStatus }>(slots: readonly T[]): T[] {
  return slots.filter((s) => s.status !== 'ASSIGNMENT_PENDING');
}

export function sameSlots(a: readonly OfficeModeSlot[], b: readonly OfficeModeSlot[]): boolean {
  const keys = (list: readonly OfficeModeSlot[]) => list.map(slotKey).sort().join('\n');
  return keys(a) === keys(b);
}

export interface OfficeModeSlotPlan {
  /** REMOVAL_PENDING slots wanted again: back to ASSIGNED. */
  restore: number[];
  /** ASSIGNED slots no longer wanted: REMOVAL_PENDING until the lock synchronizes. */
  removeAtSync: number[];
  /** ASSIGNMENT_PENDING slots no longer wanted: they never reached the lock, so they go now. */
  dropNow: number[];
  /** New slots: ASSIGNMENT_PENDING. */
  add: OfficeModeSlot[];
}

/** How the stored slots change so that `wanted` is what the lock gets at its next synchronization. */
export function planOfficeModeSlots(current: readonly StoredOfficeModeSlot[], wanted: readonly OfficeModeSlot[]): OfficeModeSlotPlan {
  const plan: OfficeModeSlotPlan = { restore: [], removeAtSync: [], dropNow: [], add: [] };
  const open = new Map<string, OfficeModeSlot[]>();
  for (const slot of wanted) open.set(slotKey(slot), [...(open.get(slotKey(slot)) ?? []), slot]);
  const take = (slot: OfficeModeSlot) => {
    const list = open.get(slotKey(slot));
    return list && list.length > 0 ? list.pop() : undefined;
  };
  // Slots the lock already runs with are matched first, so a wanted slot does not resurrect a
  // pending one while the applied twin would be removed.
  const ordered = [...current].sort((a, b) => Number(a.status === 'ASSIGNMENT_PENDING') - Number(b.status === 'ASSIGNMENT_PENDING'));
  for (const slot of ordered) {
    const matched = take(slot);
    if (matched) {
      if (slot.status === 'REMOVAL_PENDING') plan.restore.push(slot.id);
    } else if (slot.status === 'ASSIGNED') {
      plan.removeAtSync.push(slot.id);
    } else if (slot.status === 'ASSIGNMENT_PENDING') {
      plan.dropNow.push(slot.id);
    }
  }
  for (const list of open.values()) plan.add.push(...list);
  return plan;
}
