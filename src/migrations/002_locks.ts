import type { Kysely } from 'kysely';
import { environmentColumn, tableWithId } from './helpers.ts';

/**
 * Locks and what hangs on them: areas and area assignments, office-mode slots, sharing codes and
 * shares, the holiday calendar of each environment, and the operators (acos) of an environment.
 *
 * A lock row belongs to its OWNER environment. Another environment sees it through a
 * `lock_shares` row (EXTERNAL from there). Columns of `locks` that describe the device state hold
 * what the lock itself runs with; changes waiting for the next synchronization are in
 * `pending_settings` (JSON) and in the status of office-mode slots and area assignments.
 * Rows that hang on a lock cascade when the lock goes, including other environments' rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await environmentColumn(tableWithId(db, 'locks'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('lock_identifier', 'text', (c) => c.notNull())
    .addColumn('lock_type', 'text', (c) => c.notNull())
    .addColumn('lock_technology', 'text', (c) => c.notNull())
    .addColumn('door_name', 'text')
    .addColumn('door_additional_information', 'text')
    .addColumn('door_location', 'text')
    .addColumn('comment', 'text')
    .addColumn('removal_requested', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('applet_version', 'text')
    .addColumn('pic_version', 'text')
    .addColumn('motor_pic_version', 'text')
    .addColumn('battery_status', 'text', (c) => c.notNull().defaultTo('OK'))
    .addColumn('clock_invalid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('settings_version', 'integer', (c) => c.notNull())
    .addColumn('timezone', 'text', (c) => c.notNull())
    .addColumn('holiday_calendar_enabled', 'integer', (c) => c.notNull())
    .addColumn('manual_office_mode_enabled', 'integer', (c) => c.notNull())
    .addColumn('automatic_office_mode_enabled', 'integer', (c) => c.notNull())
    .addColumn('normal_release_duration', 'integer', (c) => c.notNull())
    .addColumn('extended_release_duration', 'integer', (c) => c.notNull())
    .addColumn('rs485_log_output_enabled', 'integer', (c) => c.notNull())
    .addColumn('unlock_sync_mode', 'text', (c) => c.notNull())
    .addColumn('allow_handsfree_mode', 'integer', (c) => c.notNull())
    .addColumn('anonymize_event_log_type', 'text', (c) => c.notNull())
    .addColumn('anonymize_event_log_days', 'integer')
    .addColumn('pending_settings', 'text')
    .addColumn('holiday_calendar_synced_version', 'integer')
    .addColumn('last_synchronized_on', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('locks_env_identifier', ['environment_id', 'lock_identifier'])
    .execute();

  await environmentColumn(tableWithId(db, 'lock_office_mode_slots'))
    .addColumn('lock_id', 'bigint', (c) => c.notNull().references('locks.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('weekday', 'text', (c) => c.notNull())
    .addColumn('opens_at', 'text')
    .addColumn('closes_at', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lock_office_mode_slots_lock').on('lock_office_mode_slots').columns(['lock_id']).execute();

  await environmentColumn(tableWithId(db, 'areas'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('areas_env_id').on('areas').columns(['environment_id', 'id']).execute();

  // environment_id is the environment of the area; the lock may be its own or shared into it.
  await environmentColumn(tableWithId(db, 'area_locks'))
    .addColumn('area_id', 'bigint', (c) => c.notNull().references('areas.id').onDelete('cascade'))
    .addColumn('lock_id', 'bigint', (c) => c.notNull().references('locks.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('area_locks_pair', ['area_id', 'lock_id'])
    .execute();
  await db.schema.createIndex('area_locks_lock').on('area_locks').columns(['lock_id']).execute();

  await environmentColumn(tableWithId(db, 'sharing_codes'))
    .addColumn('lock_id', 'bigint', (c) => c.notNull().references('locks.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('expires_on', 'text', (c) => c.notNull())
    // Reusable codes are the well-known codes of the test environments; others are used up.
    .addColumn('reusable', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sharing_codes_lock').on('sharing_codes').columns(['lock_id']).execute();

  // environment_id is the REDEEMING environment; the lock row belongs to owner_environment_id.
  await environmentColumn(tableWithId(db, 'lock_shares'))
    .addColumn('lock_id', 'bigint', (c) => c.notNull().references('locks.id').onDelete('cascade'))
    .addColumn('owner_environment_id', 'bigint', (c) => c.notNull().references('environments.id'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('settings_version', 'integer', (c) => c.notNull())
    .addColumn('alternative_door_name', 'text')
    .addColumn('comment', 'text')
    .addColumn('anonymize_data_in_owner_protocol', 'integer', (c) => c.notNull())
    .addColumn('anonymize_event_log_type', 'text', (c) => c.notNull())
    .addColumn('anonymize_event_log_days', 'integer')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('activated_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('lock_shares_env_lock', ['environment_id', 'lock_id'])
    .execute();
  await db.schema.createIndex('lock_shares_lock').on('lock_shares').columns(['lock_id']).execute();

  // One holiday calendar per environment: the calendar of the customer's system.
  await environmentColumn(tableWithId(db, 'holiday_calendars'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('holiday_calendars_env', ['environment_id'])
    .execute();

  await environmentColumn(tableWithId(db, 'holiday_calendar_series'))
    .addColumn('calendar_id', 'bigint', (c) => c.notNull().references('holiday_calendars.id').onDelete('cascade'))
    .addColumn('repetition_type', 'text', (c) => c.notNull())
    .addColumn('ends_after', 'integer')
    .addColumn('ends_on', 'text')
    .execute();

  await environmentColumn(tableWithId(db, 'holiday_calendar_slots'))
    .addColumn('calendar_id', 'bigint', (c) => c.notNull().references('holiday_calendars.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('slot_name', 'text', (c) => c.notNull())
    .addColumn('valid_from', 'text', (c) => c.notNull())
    .addColumn('valid_to', 'text', (c) => c.notNull())
    .addColumn('series_id', 'bigint', (c) => c.references('holiday_calendar_series.id').onDelete('cascade'))
    .addColumn('series_sequence_number', 'integer')
    .execute();
  await db.schema
    .createIndex('holiday_calendar_slots_calendar')
    .on('holiday_calendar_slots')
    .columns(['calendar_id', 'valid_from'])
    .execute();

  // Access control operators (administrators) and support logins of an environment.
  await environmentColumn(tableWithId(db, 'acos'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text')
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('birthday', 'text')
    .addColumn('address', 'text')
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('comment', 'text')
    .addColumn('failed_login_counter', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
