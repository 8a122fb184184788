import { nextVersion } from '../../kernel/db/versioned.ts';
import { badRequest, invalidField, notFound, staleVersion, type FieldError } from '../../kernel/errors.ts';
import { checkSeriesRule, expandSeries, MAX_SLOTS_PER_CALENDAR, type SeriesRule } from './rules/series.ts';
import { checkSlotDateTime, checkSlotPeriod, periodLengthMinutes, shiftedPeriod, type SlotPeriod } from './rules/slot-time.ts';
import { parseLocalDateTime } from '../../kernel/local-time.ts';
import { toIso } from '../../kernel/time.ts';
import { envNow, inTransaction, type Db, type Deps, type RequestContext } from '../../kernel/context.ts';
import {
  calendarFromRow,
  ensureCalendarRow,
  findSlotRow,
  slotRowsOf,
  slotsOf,
  type CalendarRow,
  type HolidayCalendar,
  type HolidayCalendarSlot,
  type SlotRow,
} from './rows.ts';
import { recordSystemEvent } from '../protocol-log/index.ts';

export type { HolidayCalendar, HolidayCalendarSlot } from './rows.ts';

/**
 * The holiday calendar of the customer's system (one per environment) and its slots. Locks use
 * it when their setting holidayCalendarEnabled is on; every change gives the calendar a new
 * version, which the locks receive at their next synchronization.
 */

export async function requireCalendar(db: Db, ctx: RequestContext, calendarId: number): Promise<CalendarRow> {
  const calendar = await ensureCalendarRow(db, ctx.env.id, toIso(envNow(ctx.env)));
  if (calendar.id !== calendarId) throw notFound('Holiday calendar', calendarId);
  return calendar;
}

export async function listHolidayCalendars(deps: Deps, ctx: RequestContext): Promise<HolidayCalendar[]> {
  const calendar = await ensureCalendarRow(deps.store.db, ctx.env.id, toIso(envNow(ctx.env)));
  return [await calendarFromRow(deps.store.db, calendar)];
}

export async function getHolidayCalendar(deps: Deps, ctx: RequestContext, calendarId: number): Promise<HolidayCalendar> {
  return calendarFromRow(deps.store.db, await requireCalendar(deps.store.db, ctx, calendarId));
}

/** Switches the calendar on or off for all locks that use it (the only direct change of a calendar). */
export function setHolidayCalendarActive(
  deps: Deps,
  ctx: RequestContext,
  calendarId: number,
  input: { version: number; active: boolean },
): Promise<HolidayCalendar> {
  return inTransaction(deps, async (tx) => {
    const calendar = await requireCalendar(tx, ctx, calendarId);
    if (input.version !== calendar.version) throw staleVersion('Holiday calendar', calendarId);
    if (Boolean(calendar.active) === input.active) return calendarFromRow(tx, calendar);
    const result = await tx
      .updateTable('holiday_calendars')
      .set({ active: Number(input.active), version: nextVersion(), updated_at: toIso(envNow(ctx.env)) })
      .where('id', '=', calendarId)
      .where('version', '=', input.version)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw staleVersion('Holiday calendar', calendarId);
    await recordSystemEvent(tx, ctx, { type: input.active ? 'REACTIVATE_HOLIDAYS' : 'DEACTIVATE_HOLIDAYS', fields: {} });
    return getCalendarIn(tx, calendarId);
  });
}

async function getCalendarIn(db: Db, calendarId: number): Promise<HolidayCalendar> {
  return calendarFromRow(db, await db.selectFrom('holiday_calendars').selectAll().where('id', '=', calendarId).executeTakeFirstOrThrow());
}

async function requireSlot(db: Db, calendarId: number, slotId: number): Promise<SlotRow> {
  const slot = await findSlotRow(db, calendarId, slotId);
  if (!slot) throw notFound('Holiday calendar slot', slotId);
  return slot;
}

export async function getHolidayCalendarSlot(
  deps: Deps,
  ctx: RequestContext,
  calendarId: number,
  slotId: number,
): Promise<HolidayCalendarSlot> {
  await requireCalendar(deps.store.db, ctx, calendarId);
  return (await slotsOf(deps.store.db, [await requireSlot(deps.store.db, calendarId, slotId)]))[0];
}

function checkPeriod(period: SlotPeriod): void {
  const errors: FieldError[] = [];
  for (const field of ['validFrom', 'validTo'] as const) {
    const rule = checkSlotDateTime(period[field]);
    if (rule) errors.push({ field: `/${field}`, message: rule });
  }
  if (errors.length === 0) {
    const order = checkSlotPeriod(period);
    if (order) errors.push({ field: '/validTo', message: order });
  }
  if (errors.length > 0) throw badRequest('VALIDATION_FAILED', errors.map((e) => `${e.field}: ${e.message}`).join('; '), errors);
}

/**
 * The calendar after a change must hold at most 320 slots and no period twice. `remaining` are
 * the slots that stay untouched, `added` the new or moved periods.
 */
function checkCalendarLimits(remaining: readonly SlotRow[], added: readonly SlotPeriod[]): void {
  if (remaining.length + added.length > MAX_SLOTS_PER_CALENDAR) {
    throw badRequest(
      'TOO_MANY_SLOTS',
      `a holiday calendar holds at most ${MAX_SLOTS_PER_CALENDAR} slots; this change would make it ${remaining.length + added.length}`,
    );
  }
  const seen = new Set(remaining.map((s) => `${s.valid_from}|${s.valid_to}`));
  for (const period of added) {
    const key = `${period.validFrom}|${period.validTo}`;
    if (seen.has(key)) throw badRequest('DUPLICATE_SLOT', `the calendar already has a slot from ${period.validFrom} to ${period.validTo}`);
    seen.add(key);
  }
}

/** Every slot change gives the calendar a new version (and serializes changes of one calendar). */
async function touchCalendar(db: Db, ctx: RequestContext, calendarId: number): Promise<void> {
  await db
    .updateTable('holiday_calendars')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: toIso(envNow(ctx.env)) }))
    .where('id', '=', calendarId)
    .execute();
}

async function insertSlots(
  db: Db,
  ctx: RequestContext,
  calendarId: number,
  name: string,
  periods: SlotPeriod[],
  seriesId: number | null,
  firstSequence = 1,
) {
  if (periods.length === 0) return;
  await db
    .insertInto('holiday_calendar_slots')
    .values(
      periods.map((p, i) => ({
        environment_id: ctx.env.id,
        calendar_id: calendarId,
        version: 1,
        slot_name: name,
        valid_from: p.validFrom,
        valid_to: p.validTo,
        series_id: seriesId,
        series_sequence_number: seriesId === null ? null : firstSequence + i,
      })),
    )
    .execute();
}

async function insertSeries(db: Db, ctx: RequestContext, calendarId: number, rule: SeriesRule): Promise<number> {
  const row = await db
    .insertInto('holiday_calendar_series')
    .values({
      environment_id: ctx.env.id,
      calendar_id: calendarId,
      repetition_type: rule.repetitionType,
      ends_after: rule.endsAfter ?? null,
      ends_on: rule.endsOn ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Series occurrences for `first`; refuses rules that are incomplete or produce too many slots. */
function occurrences(first: SlotPeriod, rule: SeriesRule): SlotPeriod[] {
  const errors = checkSeriesRule(rule, first);
  if (errors.length > 0) throw badRequest('VALIDATION_FAILED', errors.map((e) => `${e.field}: ${e.message}`).join('; '), errors);
  const periods = expandSeries(first, rule);
  if (periods.length > MAX_SLOTS_PER_CALENDAR) {
    throw badRequest('TOO_MANY_SLOTS', `the series would create more than ${MAX_SLOTS_PER_CALENDAR} slots; end it earlier`);
  }
  return periods;
}

export interface SlotCreate extends SlotPeriod {
  slotName: string;
  series?: SeriesRule;
}

/** Adds a slot, or a whole series of slots with the same name; answers the calendar. */
export function createHolidayCalendarSlot(
  deps: Deps,
  ctx: RequestContext,
  calendarId: number,
  input: SlotCreate,
): Promise<HolidayCalendar> {
  checkPeriod(input);
  const periods = input.series ? occurrences(input, input.series) : [{ validFrom: input.validFrom, validTo: input.validTo }];
  return inTransaction(deps, async (tx) => {
    await requireCalendar(tx, ctx, calendarId);
    await touchCalendar(tx, ctx, calendarId);
    checkCalendarLimits(await slotRowsOf(tx, calendarId), periods);
    const seriesId = input.series ? await insertSeries(tx, ctx, calendarId, input.series) : null;
    await insertSlots(tx, ctx, calendarId, input.slotName, periods, seriesId);
    await recordSystemEvent(tx, ctx, {
      type: 'CREATE_HOLIDAY',
      fields: {
        name: input.slotName,
        validFrom: input.validFrom,
        validTo: input.validTo,
        ...(input.series ? { slots: periods.length, repetitionType: input.series.repetitionType } : {}),
      },
    });
    return getCalendarIn(tx, calendarId);
  });
}

/** Slots of the same series from `slot` on (it included), in series order. */
async function thisAndLaterOfSeries(db: Db, slot: SlotRow): Promise<SlotRow[]> {
  return db
    .selectFrom('holiday_calendar_slots')
    .selectAll()
    .where('series_id', '=', slot.series_id!)
    .where('series_sequence_number', '>=', slot.series_sequence_number!)
    .orderBy('series_sequence_number')
    .execute();
}

/** A series whose slots are all gone is deleted with them. */
async function dropSeriesIfEmpty(db: Db, seriesId: number): Promise<boolean> {
  const left = await db.selectFrom('holiday_calendar_slots').select('id').where('series_id', '=', seriesId).executeTakeFirst();
  if (!left) await db.deleteFrom('holiday_calendar_series').where('id', '=', seriesId).execute();
  return !left;
}

/**
 * After the later slots of a series were cut off, its rule describes what is left: it ends
 * after the remaining number of slots, or on the day of its last remaining slot.
 */
async function shortenSeries(db: Db, seriesId: number): Promise<void> {
  if (await dropSeriesIfEmpty(db, seriesId)) return;
  const left = await db
    .selectFrom('holiday_calendar_slots')
    .select(['valid_from'])
    .where('series_id', '=', seriesId)
    .orderBy('valid_from')
    .execute();
  const series = await db.selectFrom('holiday_calendar_series').selectAll().where('id', '=', seriesId).executeTakeFirstOrThrow();
  await db
    .updateTable('holiday_calendar_series')
    .set(series.ends_after !== null ? { ends_after: left.length } : { ends_on: left[left.length - 1].valid_from.slice(0, 10) })
    .where('id', '=', seriesId)
    .execute();
}

export interface SlotUpdate extends SlotPeriod {
  id: number;
  version: number;
  slotName: string;
  series?: { id: number } & SeriesRule;
  modifyFutureSlots: boolean;
}

function sameRule(a: SeriesRule, b: { repetition_type: string; ends_after: number | null; ends_on: string | null }): boolean {
  return a.repetitionType === b.repetition_type && (a.endsAfter ?? null) === b.ends_after && (a.endsOn ?? null) === b.ends_on;
}

async function casSlot(db: Db, slot: SlotRow, version: number, values: { slot_name: string; valid_from: string; valid_to: string }) {
  const result = await db
    .updateTable('holiday_calendar_slots')
    .set({ ...values, version: nextVersion() })
    .where('id', '=', slot.id)
    .where('version', '=', version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw staleVersion('Holiday calendar slot', slot.id);
}

/**
 * Changes a slot with the version read. With modifyFutureSlots, the later slots of its series
 * move by the same amount and take the new name and length; a changed repetition rule replaces
 * this and the later slots by a new series starting here.
 */
export function updateHolidayCalendarSlot(
  deps: Deps,
  ctx: RequestContext,
  calendarId: number,
  slotId: number,
  input: SlotUpdate,
): Promise<HolidayCalendar> {
  checkPeriod(input);
  return inTransaction(deps, async (tx) => {
    await requireCalendar(tx, ctx, calendarId);
    const slot = await requireSlot(tx, calendarId, slotId);
    if (slot.version !== input.version) throw staleVersion('Holiday calendar slot', slotId);
    if (input.series && input.series.id !== slot.series_id) {
      throw invalidField(
        '/series/id',
        slot.series_id === null ? 'this slot is not part of a series' : `this slot belongs to series ${slot.series_id}`,
      );
    }
    await touchCalendar(tx, ctx, calendarId);
    const values = { slot_name: input.slotName, valid_from: input.validFrom, valid_to: input.validTo };
    const all = await slotRowsOf(tx, calendarId);
    if (slot.series_id === null || !input.modifyFutureSlots) {
      checkCalendarLimits(
        all.filter((s) => s.id !== slot.id),
        [input],
      );
      await casSlot(tx, slot, input.version, values);
      await recordSystemEvent(tx, ctx, {
        type: slot.series_id === null ? 'EDIT_HOLIDAY_SINGLE' : 'EDIT_HOLIDAY_SERIES_SINGLE',
        fields: { name: input.slotName, validFrom: input.validFrom, validTo: input.validTo },
      });
      return getCalendarIn(tx, calendarId);
    }
    const affected = await thisAndLaterOfSeries(tx, slot);
    const others = all.filter((s) => !affected.some((a) => a.id === s.id));
    const series = await tx.selectFrom('holiday_calendar_series').selectAll().where('id', '=', slot.series_id).executeTakeFirstOrThrow();
    if (input.series && !sameRule(input.series, series)) {
      const periods = occurrences(input, input.series);
      checkCalendarLimits(others, periods);
      await casSlot(tx, slot, input.version, values);
      await tx
        .deleteFrom('holiday_calendar_slots')
        .where(
          'id',
          'in',
          affected.map((s) => s.id),
        )
        .execute();
      const rule = { repetitionType: input.series.repetitionType, endsAfter: input.series.endsAfter, endsOn: input.series.endsOn };
      const startsSeries = slot.series_sequence_number === 1;
      const seriesId = startsSeries ? series.id : await insertSeries(tx, ctx, calendarId, rule);
      if (startsSeries) {
        await tx
          .updateTable('holiday_calendar_series')
          .set({ repetition_type: rule.repetitionType, ends_after: rule.endsAfter ?? null, ends_on: rule.endsOn ?? null })
          .where('id', '=', series.id)
          .execute();
      } else {
        await shortenSeries(tx, series.id);
      }
      await insertSlots(tx, ctx, calendarId, input.slotName, periods, seriesId);
    } else {
      const shift = parseLocalDateTime(input.validFrom) - parseLocalDateTime(slot.valid_from);
      const length = periodLengthMinutes(input);
      const moved = affected.map((s) => ({
        row: s,
        period: shiftedPeriod({ validFrom: s.valid_from, validTo: s.valid_to }, shift, length),
      }));
      checkCalendarLimits(
        others,
        moved.map((m) => m.period),
      );
      await casSlot(tx, slot, input.version, values);
      for (const { row, period } of moved.slice(1)) {
        await casSlot(tx, row, row.version, { slot_name: input.slotName, valid_from: period.validFrom, valid_to: period.validTo });
      }
    }
    await recordSystemEvent(tx, ctx, {
      type: 'EDIT_HOLIDAY_SERIES_MULTIPLE',
      fields: { name: input.slotName, validFrom: input.validFrom, validTo: input.validTo },
    });
    return getCalendarIn(tx, calendarId);
  });
}

export interface SlotDelete {
  id: number;
  version?: number;
  deleteFutureSlots: boolean;
}

/** Deletes a slot, with deleteFutureSlots also the later slots of its series; answers the calendar. */
export function deleteHolidayCalendarSlot(
  deps: Deps,
  ctx: RequestContext,
  calendarId: number,
  slotId: number,
  input: SlotDelete,
): Promise<HolidayCalendar> {
  return inTransaction(deps, async (tx) => {
    await requireCalendar(tx, ctx, calendarId);
    const slot = await requireSlot(tx, calendarId, slotId);
    if (input.version !== undefined && slot.version !== input.version) throw staleVersion('Holiday calendar slot', slotId);
    await touchCalendar(tx, ctx, calendarId);
    const multiple = slot.series_id !== null && input.deleteFutureSlots;
    const doomed = multiple ? await thisAndLaterOfSeries(tx, slot) : [slot];
    await tx
      .deleteFrom('holiday_calendar_slots')
      .where(
        'id',
        'in',
        doomed.map((s) => s.id),
      )
      .execute();
    if (multiple) await shortenSeries(tx, slot.series_id!);
    else if (slot.series_id !== null) await dropSeriesIfEmpty(tx, slot.series_id);
    const type =
      slot.series_id === null ? 'DELETE_HOLIDAY_SINGLE' : multiple ? 'DELETE_HOLIDAY_SERIES_MULTIPLE' : 'DELETE_HOLIDAY_SERIES_SINGLE';
    await recordSystemEvent(tx, ctx, {
      type,
      fields: { name: slot.slot_name, validFrom: slot.valid_from, validTo: slot.valid_to, ...(multiple ? { slots: doomed.length } : {}) },
    });
    return getCalendarIn(tx, calendarId);
  });
}
