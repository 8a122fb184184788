import type { Database } from '../../kernel/db/schema.ts';

/**
 * Every table holding data of one environment, children before parents: deleting in this order
 * empties an environment without breaking foreign keys. Each capability adds its tables here.
 */
export const ENVIRONMENT_TABLES: (keyof Database)[] = [
  'webhook_deliveries',
  'webhook_endpoints',
  'device_credentials',
  'system_protocol',
  'lock_protocol',
  'events',
  'credit_movements',
  'push_messages',
  'blacklist_entries',
  'authorizations',
  'lock_office_mode_slots',
  'area_locks',
  'sharing_codes',
  'lock_shares',
  'holiday_calendar_slots',
  'holiday_calendar_series',
  'holiday_calendars',
  'areas',
  'locks',
  'acos',
  'outbox_messages',
  'phone_replacements',
  'media',
  'persons',
];
