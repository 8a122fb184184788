import type { Migration } from 'kysely';
import * as foundation from './001_foundation.ts';
import * as authorizations from './004_authorizations.ts';

/** Every migration, in order. Names are permanent: add new files, never rename or edit old ones. */
export const migrations: Record<string, Migration> = {
  '001_foundation': foundation,
  '004_authorizations': authorizations,
};
