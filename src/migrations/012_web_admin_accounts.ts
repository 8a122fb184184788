import type { Kysely } from 'kysely';

/**
 * The web administration's accounts: an ACO's login (kept apart from the ACO row the interface
 * lists, so no credential can leak through `GET /v1/acos`), its sessions, and the server-wide
 * secret that signs session cookies (generated once, shared by every API node through the database).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('aco_logins')
    .addColumn('aco_id', 'bigint', (c) => c.primaryKey().references('acos.id').onDelete('cascade'))
    .addColumn('customer_id', 'bigint', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    // Lower-cased: one account per address across all customers, so a login names one ACO.
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('totp_secret', 'text')
    .addColumn('totp_last_step', 'bigint')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('locked_until', 'text')
    .addColumn('invitation_hash', 'text', (c) => c.unique())
    .addColumn('invitation_expires_at', 'text')
    .addColumn('reset_hash', 'text', (c) => c.unique())
    .addColumn('reset_expires_at', 'text')
    .addColumn('last_login_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('admin_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('data', 'text', (c) => c.notNull())
    // Whose session it is, so that a password reset or a deleted ACO can end all of them.
    .addColumn('aco_id', 'bigint')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('admin_sessions_expiry').on('admin_sessions').column('expires_at').execute();
  await db.schema.createIndex('admin_sessions_aco').on('admin_sessions').column('aco_id').execute();
  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}
