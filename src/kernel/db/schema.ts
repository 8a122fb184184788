import type { Generated } from 'kysely';
import type { AcoLoginTable, AdminSessionTable, ServerSecretTable } from './admin-tables.ts';
import type {
  AcoTable,
  AreaLockTable,
  AreaTable,
  HolidayCalendarSeriesTable,
  HolidayCalendarSlotTable,
  HolidayCalendarTable,
  LockOfficeModeSlotTable,
  LockShareTable,
  LockTable,
  SharingCodeTable,
} from './lock-tables.ts';
import type { WebhookDeliveryTable, WebhookEndpointTable } from './webhook-tables.ts';

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
  push_messages: PushMessageTable;
  locks: LockTable;
  lock_office_mode_slots: LockOfficeModeSlotTable;
  areas: AreaTable;
  area_locks: AreaLockTable;
  sharing_codes: SharingCodeTable;
  lock_shares: LockShareTable;
  holiday_calendars: HolidayCalendarTable;
  holiday_calendar_series: HolidayCalendarSeriesTable;
  holiday_calendar_slots: HolidayCalendarSlotTable;
  acos: AcoTable;
  media: MediumTable;
  phone_replacements: PhoneReplacementTable;
  outbox_messages: OutboxMessageTable;
  request_counts: RequestCountTable;
  lock_protocol: LockProtocolTable;
  lock_protocol_days: LockProtocolDayTable;
  authorization_counts: AuthorizationCountTable;
  system_protocol_days: SystemProtocolDayTable;
  events: EventTable;
  device_credentials: DeviceCredentialTable;
  data_versions: DataVersionTable;
  aco_logins: AcoLoginTable;
  admin_sessions: AdminSessionTable;
  server_secrets: ServerSecretTable;
  credit_vouchers: CreditVoucherTable;
  idempotency_keys: IdempotencyKeyTable;
  webhook_endpoints: WebhookEndpointTable;
  webhook_deliveries: WebhookDeliveryTable;
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
  /** Wrong voucher codes entered in a row; reset by a redeemed one (migration 013). */
  voucher_failures: Generated<number>;
  /** While set and in the future, redeeming vouchers is refused. */
  voucher_locked_until: string | null;
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
  /** The interface revision the key's client speaks (src/kernel/revisions.ts). */
  revision: Generated<string>;
  created_at: string;
  /** Set when deactivated; a deactivated key can be reactivated. Deleted keys are removed. */
  revoked_at: string | null;
  /** Written in batches by the API nodes (src/modules/api-keys/key-use.ts), so it may lag a second. */
  last_used_at: string | null;
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
  state_before_deletion: AuthorizationState | null;
  created_at: string;
  updated_at: string;
  synchronized_on: string | null;
}

export interface PushMessageTable {
  id: Generated<number>;
  environment_id: number;
  medium_id: number;
  text: string;
  created_at: string;
  /** Set when the phone has downloaded it at a synchronization. */
  delivered_at: string | null;
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

export type MediumType = 'PHONE' | 'CARD';
/** The physical form of an RFID medium; both travel as mediumType CARD. */
export type CardForm = 'CARD' | 'KEY_TAG';

export interface MediumTable {
  id: Generated<number>;
  environment_id: number;
  version: number;
  medium_type: MediumType;
  /** CARD or KEY_TAG for RFID media, null for phones. */
  card_form: CardForm | null;
  name: string | null;
  /** Set for RFID media at registration and for phones once paired. */
  medium_identifier: string | null;
  person_id: number | null;
  comment: string | null;
  release_duration_extended: Generated<number>;
  permanent_opening_enabled: Generated<number>;
  activated: Generated<number>;
  last_synchronized_on: string | null;
  /** Exactly as the client sent it (blanks kept). */
  phone_number: string | null;
  /** The phone number without blanks, for searching and duplicate checks. */
  phone_number_digits: string | null;
  app_type: string | null;
  platform_version: string | null;
  in_maintenance_mode: Generated<number>;
  medium_log_visible: Generated<number>;
  pin_set: Generated<number>;
  pin_reset_time: string | null;
  pairing_code: string | null;
  pairing_code_valid_until: string | null;
  sent_key_on: string | null;
  /** When the phone app was paired (registered). */
  registered_on: string | null;
  /** ISO/IEC 14443 UID, hex; served only for supported generations (see domain/media/card-uid.ts). */
  card_uid: string | null;
  /** Card generation, e.g. J80K+D08K. */
  designation: string | null;
  /** yyyy-mm-dd */
  production_date: string | null;
  created_at: string;
  updated_at: string;
}

export type PhoneReplacementState = 'PENDING' | 'APPROVED' | 'REJECTED';

export interface PhoneReplacementTable {
  id: Generated<number>;
  environment_id: number;
  /** The registered phone a new device wants to replace. */
  phone_id: number;
  state: PhoneReplacementState;
  new_app_type: string | null;
  new_platform_version: string | null;
  started_on: string;
  decided_on: string | null;
}

export type OutboxChannel = 'SMS' | 'EMAIL';
/** PENDING until delivered (SENT); HELD messages of test environments are never sent. */
export type OutboxStatus = 'PENDING' | 'SENT' | 'HELD';

export interface OutboxMessageTable {
  id: Generated<number>;
  environment_id: number;
  customer_id: number;
  channel: OutboxChannel;
  recipient: string;
  subject: string | null;
  body: string;
  language: string;
  medium_id: number | null;
  status: OutboxStatus;
  attempts: number;
  /** Real time (not the environment clock): when the worker may try (again). */
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface LockProtocolTable {
  id: Generated<number>;
  /** The environment whose medium or administrator caused the entry. */
  environment_id: number;
  /** The environment owning the lock when the entry was written (the producer for lock-less entries). */
  owner_environment_id: number;
  /** Null for entries that concern a medium only (medium protocol). */
  lock_id: number | null;
  lock_identifier: string | null;
  lock_type: string | null;
  event_category: string;
  event_type: string;
  /** JSON object of the entry's `details.fields`. */
  fields: string;
  medium_id: number | null;
  medium_identifier: string | null;
  medium_name: string | null;
  medium_type: string | null;
  operator_name: string | null;
  source_lock: number;
  source_medium: number;
  occurred_at: string;
  lock_utc_delta: number | null;
  /** 1 when the producing customer asked (anonymizeDataInOwnerProtocol) to be anonymous to the lock owner. */
  owner_anonymized: number;
}

/** Entries of the lock protocol of all locks an environment sees, per UTC day (kept by triggers, 020). */
export interface LockProtocolDayTable {
  environment_id: number;
  /** `YYYY-MM-DD`, the first ten characters of the entries' `occurred_at`. */
  day: string;
  /** PostgreSQL: the writing connection's shard (019); a day's count is the sum of its shards. */
  shard: number;
  entries: number;
}

/** Entries of an environment's system protocol per UTC day, event type and user (kept by triggers, 023 and 024). */
export interface SystemProtocolDayTable {
  environment_id: number;
  /** `YYYY-MM-DD`, the first ten characters of the entries' `created_at`. */
  day: string;
  event_type: string;
  /** The entries' `user_id`, 0 for those without one. */
  user_id: number;
  /** PostgreSQL: the writing connection's shard (019); a count is the sum of its shards. */
  shard: number;
  entries: number;
}

/** Authorizations of an environment in all, per lock and per area (kept by triggers, 022). */
export interface AuthorizationCountTable {
  environment_id: number;
  scope: 'environment' | 'lock' | 'area';
  /** The lock's or area's id; 0 for the environment's own count. */
  target_id: number;
  /** PostgreSQL: the writing connection's shard (019); a count is the sum of its shards. */
  shard: number;
  authorizations: number;
}

export interface EventTable {
  id: Generated<number>;
  /** The environment whose feed shows the event. */
  environment_id: number;
  event_type: string;
  /** JSON of the wire `details` (with `type`). */
  details: string;
  /** Lock and producing environment of UNLOCKING events, for anonymization when reading. */
  lock_id: number | null;
  producer_environment_id: number | null;
  owner_anonymized: number;
  created_at: string;
}

export type DeviceKind = 'LOCK' | 'PHONE';

export interface DeviceCredentialTable {
  id: Generated<number>;
  /** The environment owning the device. */
  environment_id: number;
  kind: DeviceKind;
  /** Set for LOCK credentials. */
  lock_id: number | null;
  /** Set for PHONE credentials. */
  medium_id: number | null;
  prefix: string;
  /** SHA-256 of the whole credential, hex. */
  hash: string;
  created_at: string;
  revoked_at: string | null;
}

/** Change counter of one resource (table) of one environment; bumped by triggers (migration 007). */
export interface DataVersionTable {
  environment_id: number;
  resource: string;
  version: number;
}

/** A request sent with an Idempotency-Key, and its answer once it has one (migration 014). */
export interface IdempotencyKeyTable {
  environment_id: number;
  key: string;
  /** Hash of method, path, sorted query and body: a retry must be the same request. */
  fingerprint: string;
  state: 'IN_PROGRESS' | 'COMPLETED';
  /** The stored answer (COMPLETED): status, selected headers as JSON, body text. */
  status: number | null;
  headers: string | null;
  body: string | null;
  created_at: string;
  /** IN_PROGRESS: when a reservation left by a crashed node may be taken over; COMPLETED: when the answer is forgotten. */
  expires_at: string;
}

/** Requests of one environment on one UTC day (yyyy-mm-dd), summed over all API nodes. */
export interface RequestCountTable {
  environment_id: number;
  day: string;
  count: number;
}

export type VoucherKind = 'QUANTITY' | 'TEMPORAL';

/** A credit voucher: its code is known only by its hash; single use (redeemed_at). */
export interface CreditVoucherTable {
  id: Generated<number>;
  /** SHA-256 of the normalized code, hex. */
  code_hash: string;
  /** The code's first group, shown in listings so a voucher can be recognised. */
  prefix: string;
  kind: VoucherKind;
  /** Credits of a QUANTITY voucher. */
  credits: number | null;
  /** Days of a TEMPORAL voucher, counted from redemption (or from the end of a running time-based credit). */
  days: number | null;
  created_at: string;
  /** Name of the actor who issued it. */
  created_by: string;
  redeemed_at: string | null;
  redeemed_by: number | null;
}
