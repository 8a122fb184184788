import crypto from 'node:crypto';
import { AppError, invalidField } from '../../kernel/errors.ts';
import { toIso } from '../../kernel/time.ts';
import { hashSecret } from '../../kernel/secrets.ts';
import { lockRow } from '../../kernel/db/row-lock.ts';
import type { VoucherKind } from '../../kernel/db/schema.ts';
import { inTransaction, type Actor, type Deps } from '../../kernel/context.ts';
import { recordSystemEvent } from '../protocol-log/index.ts';
import { clock } from '../../kernel/clock.ts';
import { findCustomer, getEnvironment, moveCredits, type CustomerRow } from './service.ts';

/**
 * Credit vouchers: codes an operator issues (sold or given away) that a customer redeems once
 * for credits or for days of time-based credit. Only a code's hash is stored. Wrong codes are
 * counted per customer; after MAX_VOUCHER_FAILURES in a row redeeming is locked for a while, so
 * codes cannot be guessed (80 random bits would not be found anyway, but nobody should try).
 */

/** 32 characters without 0/O and 1/I, so a code read aloud or off paper is typed right; 5 bits each. */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const CODE_PREFIX = 'ACV';
const GROUPS = 4;
const GROUP_LENGTH = 4;
const BODY_LENGTH = GROUPS * GROUP_LENGTH;

export const MAX_VOUCHER_FAILURES = 5;
export const VOUCHER_LOCK_MS = 15 * 60_000;
export const MAX_VOUCHERS_PER_ISSUE = 1000;
const MAX_CREDITS = 1_000_000;
const MAX_DAYS = 3660;

/** `ACV-XXXX-XXXX-XXXX-XXXX` from the 16 characters of a code's body. */
const grouped = (body: string) =>
  [CODE_PREFIX, ...Array.from({ length: GROUPS }, (_, i) => body.slice(i * GROUP_LENGTH, (i + 1) * GROUP_LENGTH))].join('-');

/** A new code: 16 random characters (80 bits). */
function generateVoucherCode(): string {
  // 256 is a multiple of 32, so taking each byte modulo 32 keeps every character equally likely.
  return grouped([...crypto.randomBytes(BODY_LENGTH)].map((b) => ALPHABET[b % ALPHABET.length]).join(''));
}

/**
 * The code as issued, from what a person typed: case, blanks and dashes do not matter, the
 * `ACV` may be left out. Undefined when it cannot be a code at all (it still counts as wrong).
 */
function canonicalCode(typed: string): string | undefined {
  let body = typed.toUpperCase().replace(/[\s-]/g, '');
  if (body.startsWith(CODE_PREFIX) && body.length === CODE_PREFIX.length + BODY_LENGTH) body = body.slice(CODE_PREFIX.length);
  if (body.length !== BODY_LENGTH || [...body].some((c) => !ALPHABET.includes(c))) return undefined;
  return grouped(body);
}

/** What is shown of a code in listings: its first group. */
const displayPrefix = (code: string) => code.slice(0, CODE_PREFIX.length + 1 + GROUP_LENGTH);

export type VoucherInput = { kind: 'QUANTITY'; credits: number; count?: number } | { kind: 'TEMPORAL'; days: number; count?: number };

export interface IssuedVoucher {
  id: number;
  /** The code in clear: returned once, never stored. */
  code: string;
  prefix: string;
  kind: VoucherKind;
  credits: number | null;
  days: number | null;
}

function wholeNumber(value: unknown, field: string, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0 || value > max) {
    throw invalidField(field, `must be a whole number from 1 to ${max}`);
  }
  return value;
}

/** Issues `count` (default 1) vouchers of one kind and amount; the codes are returned once. */
export async function issueVouchers(deps: Deps, actor: Actor, input: VoucherInput): Promise<IssuedVoucher[]> {
  const given = input as { kind: unknown; credits?: unknown; days?: unknown; count?: unknown };
  if (given.kind !== 'QUANTITY' && given.kind !== 'TEMPORAL') throw invalidField('kind', 'must be QUANTITY or TEMPORAL');
  const kind: VoucherKind = given.kind;
  const credits = kind === 'QUANTITY' ? wholeNumber(given.credits, 'credits', MAX_CREDITS) : null;
  const days = kind === 'TEMPORAL' ? wholeNumber(given.days, 'days', MAX_DAYS) : null;
  if (kind === 'QUANTITY' && given.days !== undefined) throw invalidField('days', 'only for TEMPORAL vouchers');
  if (kind === 'TEMPORAL' && given.credits !== undefined) throw invalidField('credits', 'only for QUANTITY vouchers');
  const count = given.count === undefined ? 1 : wholeNumber(given.count, 'count', MAX_VOUCHERS_PER_ISSUE);
  const codes = Array.from({ length: count }, generateVoucherCode);
  return inTransaction(deps, async (tx) => {
    const createdAt = toIso(clock.now());
    const rows = await tx
      .insertInto('credit_vouchers')
      .values(
        codes.map((code) => ({
          code_hash: hashSecret(code),
          prefix: displayPrefix(code),
          kind,
          credits,
          days,
          created_at: createdAt,
          created_by: actor.name,
          redeemed_at: null,
          redeemed_by: null,
        })),
      )
      .returning(['id', 'code_hash'])
      .execute();
    const idOf = new Map(rows.map((r) => [r.code_hash, r.id]));
    return codes.map((code) => ({ id: idOf.get(hashSecret(code))!, code, prefix: displayPrefix(code), kind, credits, days }));
  });
}

export interface VoucherListing {
  id: number;
  prefix: string;
  kind: VoucherKind;
  credits: number | null;
  days: number | null;
  createdAt: string;
  createdBy: string;
  redeemedAt: string | null;
  /** The customer who redeemed it. */
  redeemedBy: { id: number; customerNumber: string } | null;
}

/** Every voucher, newest first (prefixes only: codes are never stored); `redeemed` filters by state. */
export async function listVouchers(deps: Deps, options: { redeemed?: boolean } = {}): Promise<VoucherListing[]> {
  let query = deps.store.db
    .selectFrom('credit_vouchers as v')
    .leftJoin('customers as c', 'c.id', 'v.redeemed_by')
    .select(['v.id', 'v.prefix', 'v.kind', 'v.credits', 'v.days', 'v.created_at', 'v.created_by', 'v.redeemed_at', 'v.redeemed_by'])
    .select('c.customer_number');
  if (options.redeemed !== undefined) query = query.where('v.redeemed_at', options.redeemed ? 'is not' : 'is', null);
  const rows = await query.orderBy('v.id', 'desc').execute();
  return rows.map((r) => ({
    id: Number(r.id),
    prefix: r.prefix,
    kind: r.kind,
    credits: r.credits,
    days: r.days,
    createdAt: r.created_at,
    createdBy: r.created_by,
    redeemedAt: r.redeemed_at,
    redeemedBy: r.redeemed_by === null ? null : { id: Number(r.redeemed_by), customerNumber: r.customer_number ?? '' },
  }));
}

export interface RedeemedVoucher {
  kind: VoucherKind;
  credits: number | null;
  days: number | null;
  /** The customer after redeeming: its new balance or time-based credit. */
  customer: CustomerRow;
}

/** Redeeming is locked: 429 CREDIT_REDEEMING_LOCKED; `lockedUntil` says when it opens again. */
export class VoucherRedeemingLocked extends AppError<'CREDIT_REDEEMING_LOCKED'> {
  constructor(
    readonly lockedUntil: string,
    readonly retryAfterSeconds: number,
  ) {
    super(
      429,
      'CREDIT_REDEEMING_LOCKED',
      `too many wrong voucher codes: redeeming is locked until ${lockedUntil} (${Math.ceil(retryAfterSeconds / 60)} min)`,
    );
  }
}

type Outcome = { redeemed: RedeemedVoucher } | { refused: 'INVALID'; lockedNow: boolean } | { refused: 'LOCKED'; until: string };

/**
 * Redeems a voucher for a customer, in one transaction holding the customer's row. A valid
 * unused code adds its credits (QUANTITY) or its days to the time-based credit (TEMPORAL: from
 * now, or from the end of one still running) and resets the failure count. The voucher is
 * claimed by a conditional update, so of two redemptions at once (any nodes, any customers)
 * exactly one wins. A wrong or used code answers 400 INVALID_VOUCHER (field `code`) and counts;
 * the fifth in a row locks redeeming for 15 minutes (429 CREDIT_REDEEMING_LOCKED, also for right
 * codes, until it opens). The count and the protocol entries of a refusal are committed before
 * the refusal is thrown.
 */
export async function redeemVoucher(deps: Deps, actor: Actor, customerRef: string | number, code: string): Promise<RedeemedVoucher> {
  const canonical = typeof code === 'string' ? canonicalCode(code) : undefined;
  const outcome = await inTransaction(deps, async (tx): Promise<Outcome> => {
    const { id: customerId } = await findCustomer(tx, customerRef);
    await lockRow(tx, 'customers', customerId);
    const customer = await findCustomer(tx, customerId);
    const nowMs = clock.nowMs();
    const now = toIso(new Date(nowMs));
    if (customer.voucher_locked_until && customer.voucher_locked_until > now)
      return { refused: 'LOCKED', until: customer.voucher_locked_until };
    const production = await getEnvironment(tx, customer.id, 'PRODUCTION');
    const voucher = canonical
      ? await tx
          .selectFrom('credit_vouchers')
          .selectAll()
          .where('code_hash', '=', hashSecret(canonical))
          .where('redeemed_at', 'is', null)
          .executeTakeFirst()
      : undefined;
    const claimed = voucher
      ? await tx
          .updateTable('credit_vouchers')
          .set({ redeemed_at: now, redeemed_by: customer.id })
          .where('id', '=', voucher.id)
          .where('redeemed_at', 'is', null)
          .executeTakeFirst()
      : undefined;
    if (voucher && Number(claimed?.numUpdatedRows ?? 0) === 1) {
      await tx.updateTable('customers').set({ voucher_failures: 0, voucher_locked_until: null }).where('id', '=', customer.id).execute();
      const details = { voucher: voucher.prefix };
      let after: CustomerRow;
      if (voucher.kind === 'QUANTITY') {
        after = await moveCredits(tx, actor, customer, {
          kind: 'QUANTITY_VOUCHER',
          amount: voucher.credits!,
          details,
          event: 'QUANTITY_CREDIT_ADDED',
        });
      } else {
        const running =
          customer.temporal_credit_until && customer.temporal_credit_until > now ? Date.parse(customer.temporal_credit_until) : nowMs;
        const validTo = toIso(new Date(running + voucher.days! * 86_400_000));
        after = await moveCredits(tx, actor, customer, {
          kind: 'TEMPORAL_VOUCHER',
          amount: 0,
          temporalCreditUntil: validTo,
          details: { ...details, days: voucher.days, validTo },
          event: 'TEMPORAL_CREDIT_ADDED',
        });
      }
      return { redeemed: { kind: voucher.kind, credits: voucher.credits, days: voucher.days, customer: after } };
    }
    const failures = customer.voucher_failures + 1;
    const lockedNow = failures >= MAX_VOUCHER_FAILURES;
    // The lock starts a new count: after it opens there are again MAX_VOUCHER_FAILURES tries.
    await tx
      .updateTable('customers')
      .set({
        voucher_failures: lockedNow ? 0 : failures,
        voucher_locked_until: lockedNow ? toIso(new Date(nowMs + VOUCHER_LOCK_MS)) : null,
      })
      .where('id', '=', customer.id)
      .execute();
    const ctx = { env: production, actor };
    // Never the code itself: a near-miss of a real code must not end up readable in the protocol.
    await recordSystemEvent(tx, ctx, { type: 'INVALID_CREDIT_ENTERED', fields: { failures } });
    if (lockedNow) await recordSystemEvent(tx, ctx, { type: 'CREDIT_REDEEMING_LOCKED', fields: { minutes: VOUCHER_LOCK_MS / 60_000 } });
    return { refused: 'INVALID', lockedNow };
  });
  if ('redeemed' in outcome) return outcome.redeemed;
  if (outcome.refused === 'LOCKED') {
    throw new VoucherRedeemingLocked(outcome.until, Math.max(1, Math.ceil((Date.parse(outcome.until) - clock.nowMs()) / 1000)));
  }
  const message = outcome.lockedNow
    ? `the voucher code is unknown or has been redeemed; after ${MAX_VOUCHER_FAILURES} wrong codes redeeming is locked for ${VOUCHER_LOCK_MS / 60_000} minutes`
    : 'the voucher code is unknown or has been redeemed';
  throw new AppError(400, 'INVALID_VOUCHER', message, [{ field: 'code', message: 'unknown or already redeemed' }]);
}
