import type { Kysely } from 'kysely';
import { environmentColumn, tableWithId } from './helpers.ts';

/**
 * Conventions for every table: booleans are integers 0/1, timestamps are ISO 8601 UTC text
 * (sortable as text), JSON is text. That keeps one code path for SQLite and PostgreSQL.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await tableWithId(db, 'customers')
    .addColumn('customer_number', 'text', (c) => c.notNull().unique())
    .addColumn('access_control_system_name', 'text', (c) => c.notNull())
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('contact_title', 'text')
    .addColumn('contact_person', 'text')
    .addColumn('address_street', 'text')
    .addColumn('address_post_code', 'text')
    .addColumn('address_city', 'text')
    .addColumn('address_country_code', 'text')
    .addColumn('contact_phone_number', 'text')
    .addColumn('contact_email_address', 'text')
    .addColumn('fax', 'text')
    .addColumn('correspondence_language_code', 'text', (c) => c.notNull())
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('credit_balance', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('temporal_credit_until', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await tableWithId(db, 'environments')
    .addColumn('customer_id', 'bigint', (c) => c.notNull().references('customers.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('activated_at', 'text')
    .addColumn('clock_offset_ms', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('environments_customer_kind', ['customer_id', 'kind'])
    .execute();

  await tableWithId(db, 'api_keys')
    .addColumn('environment_id', 'bigint', (c) => c.notNull().references('environments.id'))
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull().unique())
    .addColumn('label', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();

  await tableWithId(db, 'credit_movements')
    .addColumn('customer_id', 'bigint', (c) => c.notNull().references('customers.id'))
    .addColumn('environment_id', 'bigint', (c) => c.references('environments.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('balance_after', 'integer', (c) => c.notNull())
    .addColumn('temporal_credit_until', 'text')
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('user_id', 'bigint')
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('credit_movements_customer').on('credit_movements').columns(['customer_id', 'id']).execute();

  await environmentColumn(tableWithId(db, 'system_protocol'))
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('lock_id', 'bigint')
    .addColumn('lock_identifier', 'text')
    .addColumn('medium_id', 'bigint')
    .addColumn('medium_identifier', 'text')
    .addColumn('user_id', 'bigint')
    .addColumn('administrator_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('system_protocol_env_time').on('system_protocol').columns(['environment_id', 'created_at', 'id']).execute();

  // Ids handed out to the test data set the first time it was loaded; a reset re-inserts the
  // same rows under the same ids, so integrators can write fixtures against them.
  await db.schema
    .createTable('seed_ids')
    .addColumn('environment_id', 'bigint', (c) => c.notNull().references('environments.id'))
    .addColumn('table_name', 'text', (c) => c.notNull())
    .addColumn('seed_key', 'text', (c) => c.notNull())
    .addColumn('id', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('seed_ids_pk', ['environment_id', 'table_name', 'seed_key'])
    .execute();

  await environmentColumn(tableWithId(db, 'persons'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('secondary_identification', 'text')
    .addColumn('gender', 'text')
    .addColumn('birthday', 'text')
    .addColumn('phone', 'text')
    .addColumn('email_address', 'text')
    .addColumn('street', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('country_code', 'text')
    .addColumn('city', 'text')
    .addColumn('comment', 'text')
    .addColumn('correspondence_language_code', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('persons_env_id').on('persons').columns(['environment_id', 'id']).execute();
}
