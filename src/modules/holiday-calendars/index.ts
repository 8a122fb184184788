/**
 * The public surface of holiday-calendars (calendars, slots and series rules):
 * what other modules and the composition may use.
 */
export { registerHolidayCalendarRoutes } from './routes.ts';
export { ensureCalendarRow, findCalendarRow, holidayPeriodsOf, slotRowsOf } from './rows.ts';
export { HolidayCalendarSchema, HolidayCalendarSlotSchema } from './schemas.ts';
export { SEED_CALENDAR_VERSION, seedHolidayCalendar } from './seed.ts';
export { requireCalendar } from './service.ts';
