import type { SeedWriter } from '../../kernel/db/seeder.ts';
import { expandSeries, type SeriesRule } from './rules/series.ts';
import type { SlotPeriod } from './rules/slot-time.ts';

/** Version of the seeded calendar; the seeded locks have received it (all but one). */
export const SEED_CALENDAR_VERSION = 3;

interface SeedSlot extends SlotPeriod {
  name: string;
  series?: SeriesRule;
}

/** Holidays of next year: single days and series of every kind of ending. */
function seedSlots(year: number): Record<string, SeedSlot> {
  return {
    'new-year': { name: 'New Year', validFrom: `${year}-01-01T00:00`, validTo: `${year}-01-02T00:00` },
    christmas: { name: 'Christmas', validFrom: `${year}-12-24T00:00`, validTo: `${year}-12-27T00:00` },
    anniversary: {
      name: 'Company anniversary',
      validFrom: `${year}-06-15T00:00`,
      validTo: `${year}-06-16T00:00`,
      series: { repetitionType: 'YEARLY', endsAfter: 3 },
    },
    inventory: {
      name: 'Inventory day',
      validFrom: `${year}-02-02T06:00`,
      validTo: `${year}-02-02T20:00`,
      series: { repetitionType: 'MONTHLY_SPECIFIC_WEEK_DAY', endsOn: `${year}-06-30` },
    },
  };
}

/** The holiday calendar of the test environment (active), with single and series slots. */
export async function seedHolidayCalendar(w: SeedWriter): Promise<void> {
  const at = w.ago(120);
  const calendarId = await w.insert('holiday_calendars', 'calendar', {
    version: SEED_CALENDAR_VERSION,
    active: 1,
    created_at: at,
    updated_at: w.ago(30),
  });
  for (const [key, slot] of Object.entries(seedSlots(w.now.getUTCFullYear() + 1))) {
    const seriesId = slot.series
      ? await w.insert('holiday_calendar_series', key, {
          calendar_id: calendarId,
          repetition_type: slot.series.repetitionType,
          ends_after: slot.series.endsAfter ?? null,
          ends_on: slot.series.endsOn ?? null,
        })
      : null;
    const periods = slot.series ? expandSeries(slot, slot.series) : [slot];
    for (const [i, period] of periods.entries()) {
      await w.insert('holiday_calendar_slots', `${key}-${i + 1}`, {
        calendar_id: calendarId,
        version: 1,
        slot_name: slot.name,
        valid_from: period.validFrom,
        valid_to: period.validTo,
        series_id: seriesId,
        series_sequence_number: seriesId === null ? null : i + 1,
      });
    }
  }
}
