import { sql, type Kysely, type RawBuilder } from 'kysely';
import { isPostgres } from './helpers.ts';

/**
 * One change counter per environment (data_versions resource `data`) for everything the
 * interface reads, replacing the persons-only counter of 007: every cached read is validated
 * against it (src/kernel/http/read-cache.ts). Like 007, triggers bump it in the transaction of
 * the change, whoever makes it.
 *
 * A row counts for every environment that can see it: its own environment; the environments of
 * its customer for customer-wide rows (credits, settings, log-in counters); and for rows about a
 * lock, the lock's owner and every environment holding a share of it (shared locks are read
 * across environments). Tables the interface never reads are left out (API keys have their own
 * counter, 009; request counts, idempotency keys and the outbox change with every request).
 */
interface Watched {
  table: string;
  /** The row's own environment. */
  environment?: string;
  /** A customer whose environments all see the row. */
  customer?: string;
  /** A lock whose owner and share partners see the row. */
  lock?: string;
  /** Only changes of these columns count (no-op updates that take a row lock must not). */
  columns?: string[];
}

/** Every column of customers but `id`, which the row lock of src/kernel/db/row-lock.ts sets to itself. */
const CUSTOMER_COLUMNS = [
  'customer_number',
  'access_control_system_name',
  'customer_name',
  'contact_title',
  'contact_person',
  'address_street',
  'address_post_code',
  'address_city',
  'address_country_code',
  'contact_phone_number',
  'contact_email_address',
  'fax',
  'correspondence_language_code',
  'settings',
  'credit_balance',
  'temporal_credit_until',
  'voucher_failures',
  'voucher_locked_until',
];

export const WATCHED: Watched[] = [
  { table: 'customers', customer: 'id', columns: CUSTOMER_COLUMNS },
  { table: 'environments', environment: 'id', columns: ['activated_at', 'clock_offset_ms', 'kind', 'customer_id'] },
  { table: 'credit_movements', customer: 'customer_id' },
  { table: 'aco_logins', customer: 'customer_id' },
  { table: 'acos', environment: 'environment_id' },
  { table: 'persons', environment: 'environment_id' },
  { table: 'media', environment: 'environment_id' },
  { table: 'phone_replacements', environment: 'environment_id' },
  { table: 'push_messages', environment: 'environment_id' },
  { table: 'areas', environment: 'environment_id' },
  { table: 'holiday_calendars', environment: 'environment_id' },
  { table: 'holiday_calendar_series', environment: 'environment_id' },
  { table: 'holiday_calendar_slots', environment: 'environment_id' },
  { table: 'system_protocol', environment: 'environment_id' },
  { table: 'webhook_endpoints', environment: 'environment_id' },
  { table: 'webhook_deliveries', environment: 'environment_id' },
  { table: 'device_credentials', environment: 'environment_id', lock: 'lock_id' },
  { table: 'locks', environment: 'environment_id', lock: 'id' },
  { table: 'lock_office_mode_slots', environment: 'environment_id', lock: 'lock_id' },
  { table: 'area_locks', environment: 'environment_id', lock: 'lock_id' },
  { table: 'sharing_codes', environment: 'environment_id', lock: 'lock_id' },
  { table: 'lock_shares', environment: 'environment_id', lock: 'lock_id' },
  { table: 'authorizations', environment: 'environment_id', lock: 'lock_id' },
  { table: 'blacklist_entries', environment: 'environment_id', lock: 'lock_id' },
  { table: 'lock_protocol', environment: 'environment_id', lock: 'lock_id' },
  { table: 'events', environment: 'environment_id', lock: 'lock_id' },
];

/** The environments that see a row, `row` being `new`/`old` (SQLite) or a jsonb of the row (PostgreSQL). */
export function seeingEnvironments(w: Watched, column: (name: string) => RawBuilder<unknown>): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [];
  if (w.environment) parts.push(sql`select ${column(w.environment)} as e`);
  if (w.customer) parts.push(sql`select id as e from environments where customer_id = ${column(w.customer)}`);
  if (w.lock) {
    parts.push(sql`select environment_id as e from locks where id = ${column(w.lock)}`);
    parts.push(sql`select environment_id as e from lock_shares where lock_id = ${column(w.lock)}`);
  }
  return sql.join(parts, sql` union `);
}

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger persons_data_version on persons`.execute(db);
    await sql`drop function bump_data_version()`.execute(db);
    for (const w of WATCHED) {
      const fn = sql.raw(`${w.table}_environment_data`);
      // Deferred to commit, like 007's, so the counter rows never take part in lock ordering.
      await sql`
        create function ${fn}() returns trigger language plpgsql as $$
        declare r record;
        begin
          if tg_op = 'DELETE' then r := old; else r := new; end if;
          insert into data_versions (environment_id, resource, version)
          select e, 'data', 1 from (${seeingEnvironments(w, (c) => sql`r.${sql.raw(c)}`)}) seen
          where e is not null order by e
          on conflict (environment_id, resource) do update set version = data_versions.version + 1;
          return null;
        end $$`.execute(db);
      const update = w.columns ? sql`update of ${sql.join(w.columns.map((c) => sql.ref(c)))}` : sql`update`;
      await sql`
        create constraint trigger ${sql.raw(`${w.table}_environment_data`)}
        after insert or ${update} or delete on ${sql.table(w.table)}
        deferrable initially deferred
        for each row execute function ${fn}()`.execute(db);
    }
    return;
  }
  for (const event of ['insert', 'update', 'delete']) await sql`drop trigger ${sql.raw(`persons_data_version_${event}`)}`.execute(db);
  for (const w of WATCHED) {
    for (const [event, row] of [
      ['insert', 'new'],
      ['update', 'new'],
      ['delete', 'old'],
    ] as const) {
      const when = event === 'update' && w.columns ? sql`update of ${sql.join(w.columns.map((c) => sql.ref(c)))}` : sql.raw(event);
      await sql`
        create trigger ${sql.raw(`${w.table}_environment_data_${event}`)} after ${when} on ${sql.table(w.table)}
        begin
          insert into data_versions (environment_id, resource, version)
          select e, 'data', 1 from (${seeingEnvironments(w, (c) => sql.raw(`${row}.${c}`))}) where e is not null
          on conflict (environment_id, resource) do update set version = version + 1;
        end`.execute(db);
    }
  }
}
