import type { Selectable } from 'kysely';
import type { Revision } from '../../kernel/revisions.ts';
import { AppError, badRequest, forbidden, invalidField, notFound } from '../../kernel/errors.ts';
import { toIso } from '../../kernel/time.ts';
import type { Reactions } from '../../kernel/context.ts';
import type { CustomerTable, EnvironmentKind } from '../../kernel/db/schema.ts';
import { inTransaction, type Actor, type Db, type Deps, type EnvironmentRef } from '../../kernel/context.ts';
import { issueApiKey, type IssuedKey } from '../api-keys/index.ts';
import { recordSystemEvent } from '../protocol-log/index.ts';
import { clock } from '../../kernel/clock.ts';
import { COUNTRY_CODES, LANGUAGE_CODES } from '../../kernel/codes.ts';
import { prepared } from '../../kernel/db/prepared.ts';

/** Credits that activating the production environment costs (specification, section 1). */
export const PRODUCTION_ACTIVATION_CREDITS = 350;

/** The customer's stored settings, served by GET /v1/settings. */
export interface CustomerSettings {
  unlockFromLockScreenEnabled: boolean;
  updateAppAfterUnlocking: boolean;
  useDefaultSendAKeySmsText: boolean;
  useDefaultSendAKeyMailText: boolean;
  customSendAKeySmsText?: string;
  customSendAKeyMailText?: string;
  automaticSmartphoneReplacementApprovalActive: boolean;
  twoFactorActive: boolean;
  fourEyesEnabled: boolean;
}

export const DEFAULT_CUSTOMER_SETTINGS: CustomerSettings = {
  unlockFromLockScreenEnabled: true,
  updateAppAfterUnlocking: true,
  useDefaultSendAKeySmsText: true,
  useDefaultSendAKeyMailText: true,
  automaticSmartphoneReplacementApprovalActive: false,
  twoFactorActive: false,
  fourEyesEnabled: false,
};

export interface CustomerInput {
  accessControlSystemName: string;
  customerName?: string;
  customerNumber?: string;
  contactTitle?: 'MR' | 'MS';
  contactPerson?: string;
  addressStreet?: string;
  addressPostCode?: string;
  addressCity?: string;
  addressCountryCode?: string;
  contactPhoneNumber?: string;
  contactEmailAddress?: string;
  fax?: string;
  correspondenceLanguageCode?: string;
}

export type CustomerRow = Selectable<CustomerTable>;

export interface CreatedCustomer {
  customer: CustomerRow;
  production: EnvironmentRef;
  test: EnvironmentRef;
  testKey?: IssuedKey;
}

export function envRef(row: { id: number; customer_id: number; kind: EnvironmentKind; clock_offset_ms: number }): EnvironmentRef {
  return { id: row.id, customerId: row.customer_id, kind: row.kind, clockOffsetMs: Number(row.clock_offset_ms) };
}

const CUSTOMER_READS = {
  byNumber: prepared((db, p: { ref: string }) => db.selectFrom('customers').selectAll().where('customer_number', '=', p.ref)),
  byId: prepared((db, p: { id: number }) => db.selectFrom('customers').selectAll().where('id', '=', p.id)),
};

/** Customer by id or by customer number. */
export async function findCustomer(db: Db, ref: string | number): Promise<CustomerRow> {
  const byNumber = typeof ref === 'string' && !/^\d+$/.test(ref);
  const [row] = await (byNumber ? CUSTOMER_READS.byNumber(db, { ref }) : CUSTOMER_READS.byId(db, { id: Number(ref) }));
  if (!row) throw notFound('Customer', ref);
  return row;
}

export async function getEnvironment(
  db: Db,
  customerId: number,
  kind: EnvironmentKind,
): Promise<EnvironmentRef & { activatedAt: string | null }> {
  const row = await db
    .selectFrom('environments')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return { ...envRef(row), activatedAt: row.activated_at };
}

/**
 * Creates a customer with its two environments: production (unusable until activated) and a
 * test environment loaded with the predefined data set.
 */
export function createCustomer(deps: Deps, actor: Actor, input: CustomerInput, options: CustomerCreation = {}): Promise<CreatedCustomer> {
  return inTransaction(deps, (tx) => createCustomerIn(tx, deps.reactions, actor, input, options));
}

export interface CustomerCreation {
  testKey?: string | boolean;
  testKeyLabel?: string;
  testKeyRevision?: Revision;
}

/** `createCustomer` inside a transaction the caller holds (start-up creates the demo customer under a lock). */
export async function createCustomerIn(
  tx: Db,
  reactions: Reactions,
  actor: Actor,
  input: CustomerInput,
  options: CustomerCreation = {},
): Promise<CreatedCustomer> {
  const now = toIso(clock.now());
  if (input.customerNumber) {
    const taken = await tx.selectFrom('customers').select('id').where('customer_number', '=', input.customerNumber).executeTakeFirst();
    if (taken) throw new AppError(409, 'CUSTOMER_NUMBER_TAKEN', `customer number ${input.customerNumber} is already used`);
  }
  const inserted = await tx
    .insertInto('customers')
    .values({
      customer_number: input.customerNumber ?? `pending-${now}-${Math.random()}`,
      access_control_system_name: input.accessControlSystemName,
      customer_name: input.customerName ?? input.accessControlSystemName,
      contact_title: input.contactTitle ?? null,
      contact_person: input.contactPerson ?? null,
      address_street: input.addressStreet ?? null,
      address_post_code: input.addressPostCode ?? null,
      address_city: input.addressCity ?? null,
      address_country_code: input.addressCountryCode ?? null,
      contact_phone_number: input.contactPhoneNumber ?? null,
      contact_email_address: input.contactEmailAddress ?? null,
      fax: input.fax ?? null,
      correspondence_language_code: input.correspondenceLanguageCode ?? 'en-UK',
      settings: JSON.stringify(DEFAULT_CUSTOMER_SETTINGS),
      credit_balance: 0,
      temporal_credit_until: null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const customerId = inserted.id;
  if (!input.customerNumber) {
    // Customer numbers are derived from the id, so they are short, unique and never reused.
    await tx
      .updateTable('customers')
      .set({ customer_number: `C${String(customerId).padStart(6, '0')}` })
      .where('id', '=', customerId)
      .execute();
  }
  const environments = await tx
    .insertInto('environments')
    .values([
      { customer_id: customerId, kind: 'PRODUCTION', activated_at: null, clock_offset_ms: 0, created_at: now },
      { customer_id: customerId, kind: 'TEST', activated_at: now, clock_offset_ms: 0, created_at: now },
    ])
    .returningAll()
    .execute();
  const production = envRef(environments.find((e) => e.kind === 'PRODUCTION')!);
  const test = envRef(environments.find((e) => e.kind === 'TEST')!);
  await reactions.testEnvironmentCreated(tx, test);
  await recordSystemEvent(
    tx,
    { env: production, actor },
    { type: 'EDIT_CUSTOMER_SETTINGS', fields: { name: input.accessControlSystemName, action: 'created' } },
  );
  const testKey = options.testKey
    ? await issueApiKey(tx, test, actor, {
        label: options.testKeyLabel,
        key: typeof options.testKey === 'string' ? options.testKey : undefined,
        revision: options.testKeyRevision,
        now: clock.now(),
      })
    : undefined;
  const customer = await findCustomer(tx, customerId);
  return { customer, production, test, testKey };
}

/** Master data fields and their columns; an update changes only the fields it names. */
const MASTER_DATA_COLUMNS = {
  accessControlSystemName: 'access_control_system_name',
  customerName: 'customer_name',
  contactTitle: 'contact_title',
  contactPerson: 'contact_person',
  addressStreet: 'address_street',
  addressPostCode: 'address_post_code',
  addressCity: 'address_city',
  addressCountryCode: 'address_country_code',
  contactPhoneNumber: 'contact_phone_number',
  contactEmailAddress: 'contact_email_address',
  fax: 'fax',
  correspondenceLanguageCode: 'correspondence_language_code',
} as const satisfies Record<Exclude<keyof CustomerInput, 'customerNumber'>, keyof CustomerTable>;

const REQUIRED_MASTER_DATA: string[] = ['accessControlSystemName', 'customerName', 'correspondenceLanguageCode'];

/** Master data taking a value from a code list; checked here too because callers besides HTTP change it. */
const MASTER_DATA_CODES: Partial<Record<keyof typeof MASTER_DATA_COLUMNS, readonly string[]>> = {
  contactTitle: ['MR', 'MS'],
  addressCountryCode: COUNTRY_CODES,
  correspondenceLanguageCode: LANGUAGE_CODES,
};

/**
 * Changes a customer's master data (what `GET /v1/customer` answers); fields left undefined stay,
 * an empty string clears an optional one. Protocolled in the production environment.
 */
export function updateCustomer(
  deps: Deps,
  actor: Actor,
  customerRef: string | number,
  changes: Omit<CustomerInput, 'accessControlSystemName' | 'customerNumber'> & { accessControlSystemName?: string },
): Promise<CustomerRow> {
  return inTransaction(deps, async (tx) => {
    const customer = await findCustomer(tx, customerRef);
    const given = Object.entries(changes).filter(([, value]) => value !== undefined) as [keyof typeof MASTER_DATA_COLUMNS, string][];
    if (given.length === 0) return customer;
    for (const [field, value] of given) {
      if (value === '' && REQUIRED_MASTER_DATA.includes(field)) throw invalidField(field, 'must not be empty');
      if (value !== '' && MASTER_DATA_CODES[field] && !MASTER_DATA_CODES[field].includes(value)) {
        throw invalidField(field, 'is not one of the codes of the specification');
      }
    }
    const values = Object.fromEntries(given.map(([field, value]) => [MASTER_DATA_COLUMNS[field], value === '' ? null : value]));
    await tx.updateTable('customers').set(values).where('id', '=', customer.id).execute();
    const production = await getEnvironment(tx, customer.id, 'PRODUCTION');
    await recordSystemEvent(
      tx,
      { env: production, actor },
      { type: 'EDIT_CUSTOMER_SETTINGS', fields: { action: 'master data changed', fields: given.map(([field]) => field).join(', ') } },
    );
    return findCustomer(tx, customer.id);
  });
}

/**
 * Records a credit movement and the customer's new balance; the credits protocol reads these.
 * The one way credits move (purchases, vouchers, the production activation). The balance is
 * changed by the update itself, so concurrent movements cannot overwrite each other.
 */
export async function moveCredits(
  db: Db,
  actor: Actor,
  customer: CustomerRow,
  movement: { kind: string; amount: number; temporalCreditUntil?: string | null; details: Record<string, unknown>; event: string },
): Promise<CustomerRow> {
  const production = await getEnvironment(db, customer.id, 'PRODUCTION');
  const now = toIso(clock.now());
  const { credit_balance: balanceAfter } = await db
    .updateTable('customers')
    .set((eb) => ({
      credit_balance: eb('credit_balance', '+', movement.amount),
      ...(movement.temporalCreditUntil ? { temporal_credit_until: movement.temporalCreditUntil } : {}),
    }))
    .where('id', '=', customer.id)
    .returning('credit_balance')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('credit_movements')
    .values({
      customer_id: customer.id,
      environment_id: production.id,
      kind: movement.kind,
      amount: movement.amount,
      balance_after: balanceAfter,
      temporal_credit_until: movement.temporalCreditUntil ?? null,
      details: JSON.stringify(movement.details),
      user_id: actor.userId,
      actor_name: actor.name,
      created_at: now,
    })
    .execute();
  await recordSystemEvent(
    db,
    { env: production, actor },
    { type: movement.event, fields: { amount: movement.amount, ...movement.details } },
  );
  return findCustomer(db, customer.id);
}

export function buyCredits(deps: Deps, actor: Actor, customerRef: string | number, amount: number): Promise<CustomerRow> {
  if (!Number.isInteger(amount) || amount <= 0) throw badRequest('INVALID_AMOUNT', 'the amount of credits must be a positive whole number');
  return inTransaction(deps, async (tx) => {
    const customer = await findCustomer(tx, customerRef);
    return moveCredits(tx, actor, customer, { kind: 'QUANTITY_PURCHASE', amount, details: {}, event: 'QUANTITY_CREDIT_ADDED' });
  });
}

/** A time-based credit: until that moment, authorization changes of phones cost nothing. */
export function addTemporalCredit(deps: Deps, actor: Actor, customerRef: string | number, until: Date): Promise<CustomerRow> {
  return inTransaction(deps, async (tx) => {
    const customer = await findCustomer(tx, customerRef);
    const untilIso = toIso(until);
    return moveCredits(tx, actor, customer, {
      kind: 'TEMPORAL_PURCHASE',
      amount: 0,
      temporalCreditUntil: untilIso,
      details: { validTo: untilIso },
      event: 'TEMPORAL_CREDIT_ADDED',
    });
  });
}

export function activateProduction(deps: Deps, actor: Actor, customerRef: string | number): Promise<CustomerRow> {
  return inTransaction(deps, async (tx) => {
    const customer = await findCustomer(tx, customerRef);
    const production = await getEnvironment(tx, customer.id, 'PRODUCTION');
    if (production.activatedAt)
      throw badRequest('ALREADY_ACTIVATED', `production of customer ${customer.customer_number} is already activated`);
    if (customer.credit_balance < PRODUCTION_ACTIVATION_CREDITS) {
      throw forbidden(
        'INSUFFICIENT_CREDITS',
        `activating production costs ${PRODUCTION_ACTIVATION_CREDITS} credits; customer ${customer.customer_number} has ${customer.credit_balance}`,
      );
    }
    await tx
      .updateTable('environments')
      .set({ activated_at: toIso(clock.now()) })
      .where('id', '=', production.id)
      .execute();
    return moveCredits(tx, actor, customer, {
      kind: 'PRODUCTION_ACTIVATION',
      amount: -PRODUCTION_ACTIVATION_CREDITS,
      details: {},
      event: 'API_PURCHASE_ACCESS',
    });
  });
}
