import type { Kysely } from 'kysely';
import { environmentColumn, tableWithId } from './helpers.ts';

/**
 * Lock protocol and event feed.
 *
 * A lock protocol row is written once, by the environment whose medium or administrator caused
 * it (`environment_id`), and remembers which environment owned the lock at that moment
 * (`owner_environment_id`). The owner reads the rows of its locks, a customer that redeemed a
 * share reads only the rows of its own media; anonymization is applied when reading (see
 * modules/protocols/privacy.ts). Lock-less rows (`lock_id` null) belong to a medium only and
 * appear in the medium protocol. Medium and lock data are snapshots taken when writing.
 *
 * Indexes serve the reads with a bounded number of rows whatever the table and environment
 * sizes: one lock or the locks of an area (lock, owner, time); all locks of an environment as
 * owner or as producer by time; one medium by time; the event feed of an environment
 * (optionally by type) by creation time.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await environmentColumn(tableWithId(db, 'lock_protocol'))
    .addColumn('owner_environment_id', 'bigint', (c) => c.notNull().references('environments.id'))
    .addColumn('lock_id', 'bigint')
    .addColumn('lock_identifier', 'text')
    .addColumn('lock_type', 'text')
    .addColumn('event_category', 'text', (c) => c.notNull())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('medium_id', 'bigint')
    .addColumn('medium_identifier', 'text')
    .addColumn('medium_name', 'text')
    .addColumn('medium_type', 'text')
    .addColumn('operator_name', 'text')
    .addColumn('source_lock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('source_medium', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('occurred_at', 'text', (c) => c.notNull())
    .addColumn('lock_utc_delta', 'integer')
    .addColumn('owner_anonymized', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('lock_protocol_lock_owner_time')
    .on('lock_protocol')
    .columns(['lock_id', 'owner_environment_id', 'occurred_at', 'id'])
    .execute();
  await db.schema
    .createIndex('lock_protocol_owner_time')
    .on('lock_protocol')
    .columns(['owner_environment_id', 'occurred_at', 'id'])
    .execute();
  await db.schema.createIndex('lock_protocol_env_time').on('lock_protocol').columns(['environment_id', 'occurred_at', 'id']).execute();
  await db.schema.createIndex('lock_protocol_medium_time').on('lock_protocol').columns(['medium_id', 'occurred_at', 'id']).execute();

  await environmentColumn(tableWithId(db, 'events'))
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('lock_id', 'bigint')
    .addColumn('producer_environment_id', 'bigint', (c) => c.references('environments.id'))
    .addColumn('owner_anonymized', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('events_env_time').on('events').columns(['environment_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('events_env_type_time').on('events').columns(['environment_id', 'event_type', 'created_at', 'id']).execute();
}
