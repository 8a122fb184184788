import type { Database } from '../store/schema.ts';

/**
 * Every table holding data of one environment, children before parents: deleting in this order
 * empties an environment without breaking foreign keys. Each capability adds its tables here.
 */
export const ENVIRONMENT_TABLES: (keyof Database)[] = [
  'system_protocol',
  'blacklist_entries',
  'authorizations',
  'persons',
];
