import type { Kysely } from 'kysely';
import { environmentColumn, tableWithId } from './helpers.ts';

/**
 * Media (phones, cards, key tags), pending phone replacements and the outbox of SMS and e-mail
 * messages. One `media` table for all types: the interface lists them together, ordered by id.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await environmentColumn(tableWithId(db, 'media'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('medium_type', 'text', (c) => c.notNull())
    // CARD or KEY_TAG for RFID media, null for phones: both forms travel as mediumType CARD.
    .addColumn('card_form', 'text')
    .addColumn('name', 'text')
    .addColumn('medium_identifier', 'text')
    .addColumn('person_id', 'bigint', (c) => c.references('persons.id'))
    .addColumn('comment', 'text')
    .addColumn('release_duration_extended', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('permanent_opening_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('activated', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('last_synchronized_on', 'text')
    // Phones
    .addColumn('phone_number', 'text')
    .addColumn('phone_number_digits', 'text')
    .addColumn('app_type', 'text')
    .addColumn('platform_version', 'text')
    .addColumn('in_maintenance_mode', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('medium_log_visible', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('pin_set', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pin_reset_time', 'text')
    .addColumn('pairing_code', 'text')
    .addColumn('pairing_code_valid_until', 'text')
    .addColumn('sent_key_on', 'text')
    .addColumn('registered_on', 'text')
    // Cards and key tags
    .addColumn('card_uid', 'text')
    .addColumn('designation', 'text')
    .addColumn('production_date', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('media_env_id').on('media').columns(['environment_id', 'id']).execute();
  await db.schema.createIndex('media_env_person').on('media').columns(['environment_id', 'person_id']).execute();
  await db.schema.createIndex('media_env_digits').on('media').columns(['environment_id', 'phone_number_digits']).execute();
  await db.schema
    .createIndex('media_env_identifier')
    .unique()
    .on('media')
    .columns(['environment_id', 'medium_identifier'])
    .where('medium_identifier', 'is not', null)
    .execute();
  // A phone app redeems its code without naming an environment, so codes are unique everywhere.
  await db.schema
    .createIndex('media_pairing_code')
    .unique()
    .on('media')
    .columns(['pairing_code'])
    .where('pairing_code', 'is not', null)
    .execute();

  await environmentColumn(tableWithId(db, 'phone_replacements'))
    .addColumn('phone_id', 'bigint', (c) => c.notNull().references('media.id'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('new_app_type', 'text')
    .addColumn('new_platform_version', 'text')
    .addColumn('started_on', 'text', (c) => c.notNull())
    .addColumn('decided_on', 'text')
    .execute();
  await db.schema
    .createIndex('phone_replacements_env_state')
    .on('phone_replacements')
    .columns(['environment_id', 'state', 'started_on'])
    .execute();

  await environmentColumn(tableWithId(db, 'outbox_messages'))
    .addColumn('customer_id', 'bigint', (c) => c.notNull().references('customers.id'))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('medium_id', 'bigint')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('outbox_due').on('outbox_messages').columns(['status', 'next_attempt_at']).execute();
  await db.schema
    .createIndex('outbox_env_channel_time')
    .on('outbox_messages')
    .columns(['environment_id', 'channel', 'created_at'])
    .execute();
}
