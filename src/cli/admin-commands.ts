import os from 'node:os';
import { COUNTRY_CODES, LANGUAGE_CODES } from '../kernel/codes.ts';
import { isRevision, LATEST_REVISION, REVISIONS, type Revision } from '../kernel/revisions.ts';
import type { Actor, Deps } from '../kernel/context.ts';
import {
  activateProduction,
  addTemporalCredit,
  buyCredits,
  createApiKey,
  createCustomer,
  deactivateApiKey,
  deleteApiKey,
  issueVouchers,
  labelApiKey,
  listApiKeys,
  listVouchers,
  reactivateApiKey,
  regenerateApiKey,
  revokeApiKey,
  setApiKeyRevision,
  updateCustomer,
  type ApiKeyListing,
  type CustomerInput,
} from '../modules/customers/index.ts';
import { parseUtcTimestamp } from '../kernel/time.ts';
import { envKind, positiveInt, UsageError, type Command } from './command.ts';

/** Changes made from the command line are protocolled as made by this administrator. */
export function adminActor(): Actor {
  let user = 'administrator';
  try {
    user = os.userInfo().username || user;
  } catch {
    // no user name on this system: keep the generic one
  }
  return { kind: 'ADMINISTRATOR', userId: null, name: `admin CLI (${user})` };
}

const customerOption = { customer: { type: 'string', description: 'Customer id or customer number' } } as const;

function oneOf(value: string | undefined, allowed: readonly string[], name: string): string | undefined {
  if (value !== undefined && value !== '' && !allowed.includes(value))
    throw new UsageError(`--${name} must be one of ${allowed.join(', ')}`);
  return value;
}

const CONTACT_TITLES = ['MR', 'MS'] as const;

const revisionOption = {
  revision: { type: 'string', description: `Interface revision of the key's client: ${REVISIONS.join(', ')} (default ${LATEST_REVISION})` },
} as const;

function revisionOf(value: string | boolean | undefined): Revision | undefined {
  if (value === undefined) return undefined;
  if (!isRevision(value)) throw new UsageError(`--revision must be one of ${REVISIONS.join(', ')}`);
  return value;
}

/** The customer's master data as options of `admin customer create` and `update` (what `GET /v1/customer` answers). */
const masterDataOptions = {
  'customer-name': { type: 'string', description: 'Legal name of the customer' },
  'contact-title': { type: 'string', description: 'Title of the contact person: MR or MS' },
  'contact-person': { type: 'string', description: 'Name of the contact person' },
  email: { type: 'string', description: 'Contact e-mail address' },
  phone: { type: 'string', description: 'Contact phone number' },
  fax: { type: 'string', description: 'Fax number' },
  street: { type: 'string', description: 'Street and number' },
  'post-code': { type: 'string', description: 'Post code' },
  city: { type: 'string', description: 'City' },
  country: { type: 'string', description: 'Country code, ISO 3166-1 alpha-3' },
  language: { type: 'string', description: `Correspondence language (${LANGUAGE_CODES.join(', ')})` },
} as const;

type MasterData = Omit<CustomerInput, 'accessControlSystemName' | 'customerNumber'>;

function masterDataFrom(v: Record<string, string | boolean | undefined>): MasterData {
  const str = (value: string | boolean | undefined) => (typeof value === 'string' ? value : undefined);
  return {
    customerName: str(v['customer-name']),
    contactTitle: oneOf(str(v['contact-title']), CONTACT_TITLES, 'contact-title') as MasterData['contactTitle'],
    contactPerson: str(v['contact-person']),
    contactEmailAddress: str(v.email),
    contactPhoneNumber: str(v.phone),
    fax: str(v.fax),
    addressStreet: str(v.street),
    addressPostCode: str(v['post-code']),
    addressCity: str(v.city),
    addressCountryCode: oneOf(str(v.country), COUNTRY_CODES, 'country'),
    correspondenceLanguageCode: oneOf(str(v.language), LANGUAGE_CODES, 'language'),
  };
}

/** A new customer has no field to clear: an empty option is no option. */
const withoutEmpty = (data: MasterData): MasterData => Object.fromEntries(Object.entries(data).filter(([, value]) => value !== ''));

const keyOption = { key: { type: 'string', description: 'Key id or its display prefix' } } as const;

type KeyChange = (deps: Deps, actor: Actor, customerRef: string, keyRef: string) => Promise<ApiKeyListing>;

/** `admin key <verb>`: one change of one key, named by customer and key. */
function keyCommand(verb: string, summary: string, change: KeyChange, done: string, withDeps: WithDeps): Command {
  return {
    name: `admin key ${verb}`,
    summary,
    usage: '--customer <id|number> --key <id|prefix>',
    options: { ...customerOption, ...keyOption },
    required: ['customer', 'key'],
    run: (v, out) =>
      withDeps(async (deps) => {
        const key = await change(deps, adminActor(), String(v.customer), String(v.key));
        out.log(`API key ${key.prefix}… (id ${key.id}) ${done}`);
      }),
  };
}

type WithDeps = <T>(work: (deps: Deps) => Promise<T>) => Promise<T>;

/** The one-time administration tasks the interface leaves out. `deps` is opened by the caller. */
export function adminCommands(withDeps: WithDeps): Command[] {
  const str = (v: string | boolean | undefined) => (typeof v === 'string' ? v : undefined);
  return [
    {
      name: 'admin customer create',
      summary: 'creates a customer with a production and a test environment, and prints a test API key once',
      usage: '--name <system name> [options]',
      options: {
        name: { type: 'string', description: 'Name of the access control system' },
        'customer-number': { type: 'string', description: 'Customer number (default: generated)' },
        ...masterDataOptions,
        'no-test-key': { type: 'boolean', description: 'Do not create a test API key' },
      },
      required: ['name'],
      run: (v, out) =>
        withDeps(async (deps) => {
          const created = await createCustomer(
            deps,
            adminActor(),
            { accessControlSystemName: str(v.name)!, customerNumber: str(v['customer-number']), ...withoutEmpty(masterDataFrom(v)) },
            { testKey: !v['no-test-key'], testKeyLabel: 'created with the customer' },
          );
          out.log(`customer ${created.customer.customer_number} (id ${created.customer.id}) created`);
          if (created.testKey) out.log(`test API key (shown once, store it now): ${created.testKey.key}`);
        }),
    },
    {
      name: 'admin customer update',
      summary: 'changes the master data of a customer (what GET /v1/customer answers); an empty value clears a field',
      usage: '--customer <id|number> [options]',
      options: { ...customerOption, name: { type: 'string', description: 'Name of the access control system' }, ...masterDataOptions },
      required: ['customer'],
      run: (v, out) =>
        withDeps(async (deps) => {
          const updated = await updateCustomer(deps, adminActor(), str(v.customer)!, {
            accessControlSystemName: str(v.name),
            ...masterDataFrom(v),
          });
          out.log(`customer ${updated.customer_number} (id ${updated.id}) updated`);
        }),
    },
    {
      name: 'admin key create',
      summary: 'creates an API key for an environment and prints it once',
      usage: '--customer <id|number> --env test|production [--label <text>] [--revision <revision>]',
      options: {
        ...customerOption,
        env: { type: 'string', description: 'test or production' },
        label: { type: 'string', description: 'What the key is for' },
        ...revisionOption,
      },
      required: ['customer', 'env'],
      run: (v, out) =>
        withDeps(async (deps) => {
          const key = await createApiKey(deps, adminActor(), str(v.customer)!, envKind(v.env), str(v.label), revisionOf(v.revision));
          out.log(`API key ${key.prefix}… (id ${key.id}) created; shown once, store it now:`);
          out.log(key.key);
        }),
    },
    {
      name: 'admin key list',
      summary: 'lists the API keys of a customer (prefixes only; keys are never stored)',
      usage: '--customer <id|number> [--env test|production]',
      options: { ...customerOption, env: { type: 'string', description: 'Only the keys of test or production' } },
      required: ['customer'],
      run: (v, out) =>
        withDeps(async (deps) => {
          const keys = await listApiKeys(deps, str(v.customer)!, { environment: v.env === undefined ? undefined : envKind(v.env) });
          if (keys.length === 0) out.log('no API keys');
          for (const k of keys) {
            const state = k.revokedAt ? `deactivated ${k.revokedAt}` : 'active';
            const used = k.lastUsedAt ? `last used ${k.lastUsedAt}` : 'never used';
            out.log(
              `${k.id}\t${k.environment.toLowerCase()}\t${k.prefix}…\trevision ${k.revision}\t${state}\tcreated ${k.createdAt}\t${used}\t${k.label ?? ''}`,
            );
          }
        }),
    },
    {
      name: 'admin key revision',
      summary: 'pins an API key to the interface revision its client was generated from (answers hold only what it knows)',
      usage: '--customer <id|number> --key <id|prefix> --revision <revision>',
      options: { ...customerOption, ...keyOption, ...revisionOption },
      required: ['customer', 'key', 'revision'],
      run: (v, out) =>
        withDeps(async (deps) => {
          const key = await setApiKeyRevision(deps, adminActor(), str(v.customer)!, str(v.key)!, revisionOf(v.revision)!);
          out.log(`API key ${key.prefix}… now speaks revision ${key.revision}`);
        }),
    },
    {
      name: 'admin key revoke',
      summary: 'revokes an API key; requests with it are refused from then on',
      usage: '--customer <id|number> --key <id|prefix>',
      options: { ...customerOption, ...keyOption },
      required: ['customer', 'key'],
      run: (v, out) =>
        withDeps(async (deps) => {
          const key = await revokeApiKey(deps, adminActor(), str(v.customer)!, str(v.key)!);
          out.log(`API key ${key.prefix}… (id ${key.id}) revoked`);
        }),
    },
    keyCommand('deactivate', 'deactivates an API key (like revoke); it can be reactivated', deactivateApiKey, 'deactivated', withDeps),
    keyCommand(
      'reactivate',
      'makes a deactivated API key work again, with its secret unchanged',
      reactivateApiKey,
      'reactivated',
      withDeps,
    ),
    keyCommand('delete', 'deletes an API key for good; its protocol entries stay', deleteApiKey, 'deleted', withDeps),
    {
      name: 'admin key regenerate',
      summary: 'gives an API key a new secret and prints it once; the old one stops working at once',
      usage: '--customer <id|number> --key <id|prefix>',
      options: { ...customerOption, ...keyOption },
      required: ['customer', 'key'],
      run: (v, out) =>
        withDeps(async (deps) => {
          const key = await regenerateApiKey(deps, adminActor(), str(v.customer)!, str(v.key)!);
          out.log(`API key id ${key.id} regenerated, now ${key.prefix}…; shown once, store it now:`);
          out.log(key.key);
        }),
    },
    {
      name: 'admin key label',
      summary: 'names what an API key is for (at most 100 characters); an empty label clears it',
      usage: '--customer <id|number> --key <id|prefix> --label <text>',
      options: { ...customerOption, ...keyOption, label: { type: 'string', description: 'What the key is for' } },
      required: ['customer', 'key', 'label'],
      allowEmpty: ['label'],
      run: (v, out) =>
        withDeps(async (deps) => {
          const key = await labelApiKey(deps, adminActor(), str(v.customer)!, str(v.key)!, str(v.label)!);
          out.log(`API key ${key.prefix}… (id ${key.id}) ${key.label ? `labelled "${key.label}"` : 'has no label now'}`);
        }),
    },
    {
      name: 'admin credits buy',
      summary: 'adds credits to the balance of a customer',
      usage: '--customer <id|number> --amount <credits>',
      options: { ...customerOption, amount: { type: 'string', description: 'Number of credits' } },
      required: ['customer', 'amount'],
      run: (v, out) =>
        withDeps(async (deps) => {
          const customer = await buyCredits(deps, adminActor(), str(v.customer)!, positiveInt(v.amount, 'amount'));
          out.log(`customer ${customer.customer_number}: balance ${customer.credit_balance} credits`);
        }),
    },
    {
      name: 'admin credits temporal',
      summary: 'grants a time-based credit: authorization changes cost nothing until then',
      usage: '--customer <id|number> --until <yyyy-mm-ddThh:mm:ssZ>',
      options: { ...customerOption, until: { type: 'string', description: 'End of validity, UTC' } },
      required: ['customer', 'until'],
      run: (v, out) =>
        withDeps(async (deps) => {
          const until = parseUtcTimestamp(str(v.until)!);
          if (!until) throw new UsageError('--until must be a UTC timestamp such as 2027-01-01T00:00:00Z');
          const customer = await addTemporalCredit(deps, adminActor(), str(v.customer)!, until);
          out.log(`customer ${customer.customer_number}: time-based credit valid until ${customer.temporal_credit_until}`);
        }),
    },
    {
      name: 'admin credits voucher',
      summary: 'issues credit vouchers and prints their codes once, one per line (only their hashes are stored)',
      usage: '--credits <n> | --days <n> [--count <k>]',
      options: {
        credits: { type: 'string', description: 'Credits each voucher adds' },
        days: { type: 'string', description: 'Days of time-based credit each voucher adds' },
        count: { type: 'string', description: 'How many vouchers (default 1)' },
      },
      run: (v, out) =>
        withDeps(async (deps) => {
          if ((v.credits === undefined) === (v.days === undefined)) throw new UsageError('give either --credits or --days');
          const count = v.count === undefined ? undefined : positiveInt(v.count, 'count');
          const issued = await issueVouchers(
            deps,
            adminActor(),
            v.credits !== undefined
              ? { kind: 'QUANTITY', credits: positiveInt(v.credits, 'credits'), count }
              : { kind: 'TEMPORAL', days: positiveInt(v.days, 'days'), count },
          );
          for (const voucher of issued) out.log(voucher.code);
        }),
    },
    {
      name: 'admin credits voucher list',
      summary: 'lists the credit vouchers: prefix, kind, amount, created, redeemed by (never the codes)',
      usage: '',
      options: {},
      run: (_v, out) =>
        withDeps(async (deps) => {
          const vouchers = await listVouchers(deps);
          if (vouchers.length === 0) out.log('no vouchers');
          for (const voucher of vouchers) {
            const amount = voucher.kind === 'QUANTITY' ? `${voucher.credits} credits` : `${voucher.days} days`;
            const redeemed = voucher.redeemedBy ? `redeemed ${voucher.redeemedAt} by ${voucher.redeemedBy.customerNumber}` : 'not redeemed';
            out.log(
              `${voucher.prefix}…\t${voucher.kind.toLowerCase()}\t${amount}\tcreated ${voucher.createdAt} by ${voucher.createdBy}\t${redeemed}`,
            );
          }
        }),
    },
    {
      name: 'admin production activate',
      summary: 'activates the production environment (costs 350 credits); production keys can be created afterwards',
      usage: '--customer <id|number>',
      options: { ...customerOption },
      required: ['customer'],
      run: (v, out) =>
        withDeps(async (deps) => {
          const customer = await activateProduction(deps, adminActor(), str(v.customer)!);
          out.log(`production of customer ${customer.customer_number} activated; balance ${customer.credit_balance} credits`);
        }),
    },
  ];
}
