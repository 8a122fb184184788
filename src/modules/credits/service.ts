import { forbidden } from '../../kernel/errors.ts';
import { toIso } from '../../kernel/time.ts';
import { envNow, type Db, type RequestContext } from '../../kernel/context.ts';

export interface CreditUse {
  /** Credits charged (0 when covered by the time-based credit or in a test environment). */
  charged: number;
  balanceAfter: number | null;
}

export interface ConsumeOptions {
  /**
   * True for changes the time-based credit covers (changes concerning phones): while it is
   * valid they cost nothing.
   */
  coveredByTemporalCredit?: boolean;
  /** Written to the credit movement, shown by the credits protocol. */
  details?: Record<string, unknown>;
}

/**
 * Charges the customer of the caller's environment, inside the caller's transaction, with a
 * credit movement row. Test environments are free of charge (specification, section 1), so
 * nothing is charged there. Not enough credits → 403 INSUFFICIENT_CREDITS; the balance never
 * goes below zero, also under concurrent requests (the update itself checks it).
 */
export async function consumeCredits(
  db: Db,
  ctx: RequestContext,
  amount: number,
  reason: string,
  options: ConsumeOptions = {},
): Promise<CreditUse> {
  if (ctx.env.kind === 'TEST' || amount <= 0) return { charged: 0, balanceAfter: null };
  const now = toIso(envNow(ctx.env));
  const customer = await db
    .selectFrom('customers')
    .select(['credit_balance', 'temporal_credit_until'])
    .where('id', '=', ctx.env.customerId)
    .executeTakeFirstOrThrow();
  if (options.coveredByTemporalCredit && customer.temporal_credit_until && customer.temporal_credit_until > now) {
    return { charged: 0, balanceAfter: customer.credit_balance };
  }
  const updated = await db
    .updateTable('customers')
    .set((eb) => ({ credit_balance: eb('credit_balance', '-', amount) }))
    .where('id', '=', ctx.env.customerId)
    .where('credit_balance', '>=', amount)
    .returning('credit_balance')
    .executeTakeFirst();
  if (!updated) {
    throw forbidden('INSUFFICIENT_CREDITS', `this needs ${amount} credit(s); the balance is ${customer.credit_balance}`);
  }
  await db
    .insertInto('credit_movements')
    .values({
      customer_id: ctx.env.customerId,
      environment_id: ctx.env.id,
      kind: reason,
      amount: -amount,
      balance_after: updated.credit_balance,
      temporal_credit_until: null,
      details: JSON.stringify(options.details ?? {}),
      user_id: ctx.actor.userId,
      actor_name: ctx.actor.name,
      created_at: now,
    })
    .execute();
  return { charged: amount, balanceAfter: updated.credit_balance };
}
