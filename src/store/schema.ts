import type { Generated } from 'kysely';

/**
 * Row types of every table. Booleans are stored as 0/1, timestamps as ISO UTC text, JSON as
 * text (see migrations/001_foundation.ts). Each later capability adds its tables here.
 */
export interface Database {
  customers: CustomerTable;
  environments: EnvironmentTable;
  api_keys: ApiKeyTable;
  credit_movements: CreditMovementTable;
  system_protocol: SystemProtocolTable;
  seed_ids: SeedIdTable;
  persons: PersonTable;
  authorizations: AuthorizationTable;
  blacklist_entries: BlacklistEntryTable;
}

export interface CustomerTable {
  id: Generated<number>;
  customer_number: string;
  access_control_system_name: string;
  customer_name: string;
  contact_title: string | null;
  contact_person: string | null;
  address_street: string | null;
  address_post_code: string | null;
  address_city: string | null;
  address_country_code: string | null;
  contact_phone_number: string | null;
  contact_email_address: string | null;
  fax: string | null;
  correspondence_language_code: string;
  /** JSON of CustomerSettings. */
  settings: string;
  credit_balance: number;
  temporal_credit_until: string | null;
  created_at: string;
}

export type EnvironmentKind = 'PRODUCTION' | 'TEST';

export interface EnvironmentTable {
  id: Generated<number>;
  customer_id: number;
  kind: EnvironmentKind;
  activated_at: string | null;
  /** Test environments can run ahead of real time (simulator); production always has 0. */
  clock_offset_ms: number;
  created_at: string;
}

export interface ApiKeyTable {
  id: Generated<number>;
  environment_id: number;
  /** The first characters of the key, shown in listings so a key can be recognised. */
  prefix: string;
  /** SHA-256 of the whole key, hex. */
  hash: string;
  label: string | null;
  created_at: string;
  revoked_at: string | null;
}

export interface CreditMovementTable {
  id: Generated<number>;
  customer_id: number;
  environment_id: number | null;
  kind: string;
  amount: number;
  balance_after: number;
  temporal_credit_until: string | null;
  details: string;
  user_id: number | null;
  actor_name: string;
  created_at: string;
}

export interface SystemProtocolTable {
  id: Generated<number>;
  environment_id: number;
  event_type: string;
  fields: string;
  lock_id: number | null;
  lock_identifier: string | null;
  medium_id: number | null;
  medium_identifier: string | null;
  user_id: number | null;
  administrator_name: string;
  created_at: string;
}

export interface SeedIdTable {
  environment_id: number;
  table_name: string;
  seed_key: string;
  id: number;
}

export interface PersonTable {
  id: Generated<number>;
  environment_id: number;
  version: number;
  first_name: string;
  last_name: string;
  secondary_identification: string | null;
  gender: string | null;
  birthday: string | null;
  phone: string | null;
  email_address: string | null;
  street: string | null;
  postal_code: string | null;
  country_code: string | null;
  city: string | null;
  comment: string | null;
  correspondence_language_code: string;
  created_at: string;
  updated_at: string;
}

export type AuthorizationState = 'UNCHANGED' | 'MODIFIED' | 'CREATED' | 'DELETED' | 'CREATED_BLACKLISTED' | 'DEACTIVATED_RESTORABLE';

export interface AuthorizationTable {
  id: Generated<number>;
  environment_id: number;
  version: number;
  medium_id: number;
  /** Exactly one of lock_id and area_id is set. */
  lock_id: number | null;
  area_id: number | null;
  /** JSON array of PERMANENT / PERIODICAL / ONE_DAY infos in wire form (never SIMPLE). */
  infos: string;
  /** CREATED / MODIFIED until the medium or lock has synchronized, then UNCHANGED. */
  current_state: AuthorizationState;
  deletion_requested: number;
  created_at: string;
  updated_at: string;
  synchronized_on: string | null;
}

export interface BlacklistEntryTable {
  id: Generated<number>;
  environment_id: number;
  lock_id: number;
  medium_id: number;
  /** 0 until the lock has downloaded the entry at a synchronization. */
  synchronized_on_lock: number;
  created_at: string;
}
