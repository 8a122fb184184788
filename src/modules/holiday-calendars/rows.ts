import type { Selectable } from 'kysely';
import type { RepetitionType } from './rules/series.ts';
import type { HolidayCalendarSeriesTable, HolidayCalendarSlotTable, HolidayCalendarTable } from '../../kernel/db/lock-tables.ts';
import { toBool, withoutEmpty } from '../../kernel/db/query-helpers.ts';
import type { Db } from '../../kernel/context.ts';
import { prepared } from '../../kernel/db/prepared.ts';

export type CalendarRow = Selectable<HolidayCalendarTable>;
export type SlotRow = Selectable<HolidayCalendarSlotTable>;
export type SeriesRow = Selectable<HolidayCalendarSeriesTable>;

export interface HolidayCalendarSeries {
  id: number;
  repetitionType: RepetitionType;
  endsAfter?: number;
  endsOn?: string;
}

export interface HolidayCalendarSlot {
  id: number;
  version: number;
  slotName: string;
  validFrom: string;
  validTo: string;
  series?: HolidayCalendarSeries;
  seriesSequenceNumber?: number;
}

export interface HolidayCalendar {
  id: number;
  version: number;
  active: boolean;
  holidayCalendarSlots: HolidayCalendarSlot[];
}

const calendarOf = prepared((db, p: { envId: number }) =>
  db.selectFrom('holiday_calendars').selectAll().where('environment_id', '=', p.envId),
);

/** The calendar of an environment, if it has been created yet. */
export async function findCalendarRow(db: Db, envId: number): Promise<CalendarRow | undefined> {
  return (await calendarOf(db, { envId }))[0];
}

/**
 * The calendar of an environment, created (active, empty) the first time it is needed: every
 * customer system has exactly one, also environments that never loaded the test data set.
 */
export async function ensureCalendarRow(db: Db, envId: number, now: string): Promise<CalendarRow> {
  const found = await findCalendarRow(db, envId);
  if (found) return found;
  await db
    .insertInto('holiday_calendars')
    .values({ environment_id: envId, version: 1, active: 1, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('environment_id').doNothing())
    .execute();
  return (await findCalendarRow(db, envId))!;
}

const slotsOfCalendar = prepared((db, p: { calendarId: number }) =>
  db.selectFrom('holiday_calendar_slots').selectAll().where('calendar_id', '=', p.calendarId).orderBy('valid_from').orderBy('id'),
);

export function slotRowsOf(db: Db, calendarId: number): Promise<SlotRow[]> {
  return slotsOfCalendar(db, { calendarId });
}

const slotById = prepared((db, p: { calendarId: number; id: number }) =>
  db.selectFrom('holiday_calendar_slots').selectAll().where('calendar_id', '=', p.calendarId).where('id', '=', p.id),
);

export async function findSlotRow(db: Db, calendarId: number, slotId: number): Promise<SlotRow | undefined> {
  return (await slotById(db, { calendarId, id: slotId }))[0];
}

const periodsOfCalendar = prepared((db, p: { calendarId: number }) =>
  db
    .selectFrom('holiday_calendar_slots')
    .select(['valid_from as validFrom', 'valid_to as validTo'])
    .where('calendar_id', '=', p.calendarId)
    .orderBy('valid_from')
    .orderBy('id'),
);

/** The holidays of a calendar as a lock applies them (each access decision reads them). */
export function holidayPeriodsOf(db: Db, calendarId: number): Promise<{ validFrom: string; validTo: string }[]> {
  return periodsOfCalendar(db, { calendarId });
}

const seriesAmong = prepared((db, p: { ids: number[] }) => db.selectFrom('holiday_calendar_series').selectAll().where('id', 'in', p.ids));

async function seriesOf(db: Db, ids: number[]): Promise<Map<number, HolidayCalendarSeries>> {
  if (ids.length === 0) return new Map();
  const rows = await seriesAmong(db, { ids });
  return new Map(rows.map((r) => [r.id, seriesFromRow(r)]));
}

export function seriesFromRow(row: SeriesRow): HolidayCalendarSeries {
  return withoutEmpty({
    id: row.id,
    repetitionType: row.repetition_type as RepetitionType,
    endsAfter: row.ends_after,
    endsOn: row.ends_on,
  });
}

function slotFromRow(row: SlotRow, series: Map<number, HolidayCalendarSeries>): HolidayCalendarSlot {
  return withoutEmpty({
    id: row.id,
    version: row.version,
    slotName: row.slot_name,
    validFrom: row.valid_from,
    validTo: row.valid_to,
    series: row.series_id !== null ? series.get(row.series_id) : null,
    seriesSequenceNumber: row.series_sequence_number,
  });
}

export async function slotsOf(db: Db, rows: SlotRow[]): Promise<HolidayCalendarSlot[]> {
  const series = await seriesOf(db, [...new Set(rows.flatMap((r) => (r.series_id !== null ? [r.series_id] : [])))]);
  return rows.map((r) => slotFromRow(r, series));
}

export async function calendarFromRow(db: Db, row: CalendarRow): Promise<HolidayCalendar> {
  return {
    id: row.id,
    version: row.version,
    active: toBool(row.active),
    holidayCalendarSlots: await slotsOf(db, await slotRowsOf(db, row.id)),
  };
}
