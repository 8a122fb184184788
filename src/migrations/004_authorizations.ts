import type { Kysely } from 'kysely';
import { environmentColumn, tableWithId } from './helpers.ts';

/**
 * One authorization per medium–lock or medium–area pair (exactly one of lock_id, area_id), its
 * infos as a JSON array of PERMANENT / PERIODICAL / ONE_DAY objects in wire form. Blacklist
 * entries name deactivated media on the locks they could open.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await environmentColumn(tableWithId(db, 'authorizations'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('medium_id', 'bigint', (c) => c.notNull())
    .addColumn('lock_id', 'bigint')
    .addColumn('area_id', 'bigint')
    .addColumn('infos', 'text', (c) => c.notNull())
    .addColumn('current_state', 'text', (c) => c.notNull())
    .addColumn('deletion_requested', 'integer', (c) => c.notNull().defaultTo(0))
    // What current_state was before a deletion request, so withdrawing it restores that.
    .addColumn('state_before_deletion', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('synchronized_on', 'text')
    .execute();
  // A pair has at most one authorization; the partial indexes make that hold under concurrency.
  await db.schema
    .createIndex('authorizations_medium_lock')
    .unique()
    .on('authorizations')
    .columns(['environment_id', 'medium_id', 'lock_id'])
    .where('lock_id', 'is not', null)
    .execute();
  await db.schema
    .createIndex('authorizations_medium_area')
    .unique()
    .on('authorizations')
    .columns(['environment_id', 'medium_id', 'area_id'])
    .where('area_id', 'is not', null)
    .execute();
  await db.schema
    .createIndex('authorizations_medium')
    .on('authorizations')
    .columns(['environment_id', 'medium_id', 'created_at'])
    .execute();
  await db.schema.createIndex('authorizations_lock').on('authorizations').columns(['environment_id', 'lock_id']).execute();
  await db.schema.createIndex('authorizations_area').on('authorizations').columns(['environment_id', 'area_id']).execute();
  await db.schema.createIndex('authorizations_created').on('authorizations').columns(['environment_id', 'created_at', 'id']).execute();

  await environmentColumn(tableWithId(db, 'blacklist_entries'))
    .addColumn('lock_id', 'bigint', (c) => c.notNull())
    .addColumn('medium_id', 'bigint', (c) => c.notNull())
    .addColumn('synchronized_on_lock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('blacklist_entries_pair', ['environment_id', 'lock_id', 'medium_id'])
    .execute();
  await upPushMessages(db);
}

/** Texts waiting for a phone's next synchronization (new or changed authorizations). */
export async function upPushMessages(db: Kysely<any>): Promise<void> {
  await environmentColumn(tableWithId(db, 'push_messages'))
    .addColumn('medium_id', 'bigint', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('delivered_at', 'text')
    .execute();
  await db.schema.createIndex('push_messages_medium').on('push_messages').columns(['environment_id', 'medium_id', 'id']).execute();
}
