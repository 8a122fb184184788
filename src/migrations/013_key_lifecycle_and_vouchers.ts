import { sql, type Kysely } from 'kysely';
import { tableWithId } from './helpers.ts';

/**
 * API key lifecycle and credit vouchers. A key's last use is written in batches by the API nodes
 * (src/modules/api-keys/key-use.ts); deleted keys are removed for good (their protocol entries
 * stay: the system protocol keeps the key's prefix, not a reference to its row). Vouchers are
 * stored by the hash of their code only; a customer's wrong codes are counted on its row so the
 * lockout holds across API nodes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('api_keys').addColumn('last_used_at', 'text').execute();
  await db.schema
    .alterTable('customers')
    .addColumn('voucher_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('customers').addColumn('voucher_locked_until', 'text').execute();
  await tableWithId(db, 'credit_vouchers')
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('credits', 'integer')
    .addColumn('days', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('redeemed_at', 'text')
    .addColumn('redeemed_by', 'bigint', (c) => c.references('customers.id'))
    // A QUANTITY voucher carries credits, a TEMPORAL one days; nothing else is redeemable.
    .addCheckConstraint(
      'credit_vouchers_amount',
      sql`(kind = 'QUANTITY' and credits > 0 and days is null) or (kind = 'TEMPORAL' and days > 0 and credits is null)`,
    )
    .execute();
  await db.schema.createIndex('credit_vouchers_redeemed_by_fk').on('credit_vouchers').column('redeemed_by').execute();
}
