import type { Kysely } from 'kysely';

/**
 * Indexes for lookups that read whole tables, across all customers, before (found by
 * test/http/query-plans.test.ts and by the plans of deletes):
 * - administrators and support contacts, read per environment and kind by `/v1/acos`;
 * - the rows referring to a deleted person, medium, calendar or calendar series: SQLite checks
 *   each foreign key on delete by looking for referring rows, and found them by a full scan;
 * - the rows a reset of the test environment deletes by environment.
 */
const INDEXES: [name: string, table: string, columns: string[]][] = [
  ['acos_env_kind', 'acos', ['environment_id', 'kind', 'id']],
  ['media_person', 'media', ['person_id']],
  ['phone_replacements_phone', 'phone_replacements', ['phone_id']],
  ['holiday_calendar_series_calendar', 'holiday_calendar_series', ['calendar_id']],
  ['holiday_calendar_slots_series', 'holiday_calendar_slots', ['series_id']],
  ['holiday_calendar_series_env', 'holiday_calendar_series', ['environment_id']],
  ['holiday_calendar_slots_env', 'holiday_calendar_slots', ['environment_id']],
  ['credit_movements_env', 'credit_movements', ['environment_id']],
  ['lock_office_mode_slots_env', 'lock_office_mode_slots', ['environment_id']],
  ['area_locks_env', 'area_locks', ['environment_id']],
  ['sharing_codes_env', 'sharing_codes', ['environment_id']],
  ['device_credentials_env', 'device_credentials', ['environment_id']],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, table, columns] of INDEXES) await db.schema.createIndex(name).on(table).columns(columns).execute();
}
