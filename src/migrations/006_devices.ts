import type { Kysely } from 'kysely';
import { environmentColumn, tableWithId } from './helpers.ts';

/**
 * Credentials of the device interface (`/device/v1`, header `X-Device-Token`): one per lock or
 * paired phone, a random secret stored as its SHA-256 hash with a short display prefix, like API
 * keys. `environment_id` is the environment owning the device (the lock's owner, the phone's
 * environment). A credential goes with its lock or phone (foreign keys cascade); a new one
 * revokes the previous ones of the same device.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await environmentColumn(tableWithId(db, 'device_credentials'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('lock_id', 'bigint', (c) => c.references('locks.id').onDelete('cascade'))
    .addColumn('medium_id', 'bigint', (c) => c.references('media.id').onDelete('cascade'))
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('device_credentials_lock').on('device_credentials').columns(['lock_id']).execute();
  await db.schema.createIndex('device_credentials_medium').on('device_credentials').columns(['medium_id']).execute();
}
