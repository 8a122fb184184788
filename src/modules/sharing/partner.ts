import type { LockTechnology, LockType } from '../../kernel/db/lock-types.ts';
import { DEFAULT_CUSTOMER_SETTINGS } from '../customers/index.ts';
import type { Db } from '../../kernel/context.ts';
import { newLockValues } from '../locks/index.ts';

/**
 * The "sharing partner": a simulated other access control system that exists once per
 * installation, owns a few locks and shares them with every test environment. It has no API key
 * and no production environment, so nobody acts as it; test environments see its locks only as
 * EXTERNAL locks. It backs the interface's well-known test sharing codes, which every test
 * environment can redeem any number of times (they are not used up), and the shared lock of the
 * test data set. Production environments cannot redeem them (codes redeem within one environment
 * kind only).
 */
export const SHARING_PARTNER_CUSTOMER_NUMBER = 'SHARING-PARTNER';
export const SHARING_PARTNER_SYSTEM_NAME = 'Sharing partner (test)';

interface PartnerLock {
  lockIdentifier: string;
  lockType: LockType;
  lockTechnology: LockTechnology;
  doorName: string;
  location: string;
  timezone: string;
  /** The well-known code that shares it, if any. */
  code?: string;
}

export const SHARING_PARTNER_LOCKS = {
  office: {
    lockIdentifier: 'PARTNER-0001',
    lockType: 'CYLINDER',
    lockTechnology: 'NFC_AND_BLE',
    doorName: 'Partner office',
    location: 'Partner building, ground floor',
    timezone: 'Europe/Vienna',
  },
  garage: {
    lockIdentifier: 'PARTNER-0011',
    lockType: 'CYLINDER',
    lockTechnology: 'NFC_AND_BLE',
    doorName: 'Shared garage',
    location: 'Partner building, basement',
    timezone: 'Europe/Vienna',
    code: 'AaBbCcDdEe11',
  },
  lobby: {
    lockIdentifier: 'PARTNER-0022',
    lockType: 'WALLREADER',
    lockTechnology: 'NFC_ONLY',
    doorName: 'Shared lobby',
    location: 'Partner building, lobby',
    timezone: 'Europe/Berlin',
    code: 'AaBbCcDdEe22',
  },
  bikes: {
    lockIdentifier: 'PARTNER-0033',
    lockType: 'CYLINDER',
    lockTechnology: 'BLE_SMX3',
    doorName: 'Shared bike room',
    location: 'Partner building, courtyard',
    timezone: 'Europe/London',
    code: 'AaBbCcDdEe33',
  },
} as const satisfies Record<string, PartnerLock>;

export type PartnerLockKey = keyof typeof SHARING_PARTNER_LOCKS;

export const WELL_KNOWN_SHARING_CODES: readonly string[] = Object.values(SHARING_PARTNER_LOCKS).flatMap((l: PartnerLock) =>
  l.code ? [l.code] : [],
);

/** The well-known codes never expire. */
const NEVER_EXPIRES = '9999-12-31T23:59:59.000Z';

export interface SharingPartner {
  environmentId: number;
  lockIds: Record<PartnerLockKey, number>;
}

/**
 * Creates the sharing partner with its locks and codes if it does not exist yet and returns it.
 * Safe to run concurrently: every insert gives way to an existing row.
 */
export async function ensureSharingPartner(db: Db, now: string): Promise<SharingPartner> {
  await db
    .insertInto('customers')
    .values({
      customer_number: SHARING_PARTNER_CUSTOMER_NUMBER,
      access_control_system_name: SHARING_PARTNER_SYSTEM_NAME,
      customer_name: SHARING_PARTNER_SYSTEM_NAME,
      contact_title: null,
      contact_person: null,
      address_street: null,
      address_post_code: null,
      address_city: null,
      address_country_code: null,
      contact_phone_number: null,
      contact_email_address: null,
      fax: null,
      correspondence_language_code: 'en-UK',
      settings: JSON.stringify(DEFAULT_CUSTOMER_SETTINGS),
      credit_balance: 0,
      temporal_credit_until: null,
      created_at: now,
    })
    .onConflict((oc) => oc.column('customer_number').doNothing())
    .execute();
  const customer = await db
    .selectFrom('customers')
    .select('id')
    .where('customer_number', '=', SHARING_PARTNER_CUSTOMER_NUMBER)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('environments')
    .values({ customer_id: customer.id, kind: 'TEST', activated_at: null, clock_offset_ms: 0, created_at: now })
    .onConflict((oc) => oc.columns(['customer_id', 'kind']).doNothing())
    .execute();
  const env = await db
    .selectFrom('environments')
    .select('id')
    .where('customer_id', '=', customer.id)
    .where('kind', '=', 'TEST')
    .executeTakeFirstOrThrow();
  const lockIds = {} as Record<PartnerLockKey, number>;
  for (const [key, spec] of Object.entries(SHARING_PARTNER_LOCKS) as [PartnerLockKey, PartnerLock][]) {
    await db
      .insertInto('locks')
      .values(newLockValues(env.id, spec, now, null))
      .onConflict((oc) => oc.columns(['environment_id', 'lock_identifier']).doNothing())
      .execute();
    const lock = await db
      .selectFrom('locks')
      .select('id')
      .where('environment_id', '=', env.id)
      .where('lock_identifier', '=', spec.lockIdentifier)
      .executeTakeFirstOrThrow();
    lockIds[key] = lock.id;
    if (spec.code) {
      await db
        .insertInto('sharing_codes')
        .values({ environment_id: env.id, lock_id: lock.id, code: spec.code, expires_on: NEVER_EXPIRES, reusable: 1, created_at: now })
        .onConflict((oc) => oc.column('code').doNothing())
        .execute();
    }
  }
  return { environmentId: env.id, lockIds };
}
