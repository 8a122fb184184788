import type { Revision } from '../../kernel/revisions.ts';
import { badRequest, forbidden, invalidField, notFound } from '../../kernel/errors.ts';
import { toIso } from '../../kernel/time.ts';
import { lockingRead } from '../../kernel/db/row-lock.ts';
import type { EnvironmentKind } from '../../kernel/db/schema.ts';
import { inTransaction, type Actor, type Db, type Deps } from '../../kernel/context.ts';
import { forgetAuthenticatedKeys, issueApiKey, replaceApiKeySecret, type IssuedKey } from '../api-keys/index.ts';
import { recordSystemEvent } from '../protocol-log/index.ts';
import { clock } from '../../kernel/clock.ts';
import { envRef, findCustomer, getEnvironment, PRODUCTION_ACTIVATION_CREDITS, type CustomerRow } from './service.ts';

/**
 * The life of a customer's API keys, for the CLI and the web administration: create, list,
 * label, pin to a revision, deactivate and reactivate, regenerate, delete. Every change is one
 * transaction holding the key's row lock, records its system-protocol entry in the key's
 * environment and empties this node's key cache (other nodes follow the credentials counter).
 */

export async function createApiKey(
  deps: Deps,
  actor: Actor,
  customerRef: string | number,
  kind: EnvironmentKind,
  label?: string,
  revision?: Revision,
): Promise<IssuedKey> {
  const checkedLabel = label === undefined ? undefined : (checkLabel(label) ?? undefined);
  return inTransaction(deps, async (tx) => {
    const customer = await findCustomer(tx, customerRef);
    const env = await getEnvironment(tx, customer.id, kind);
    if (!env.activatedAt) {
      throw forbidden(
        'PRODUCTION_NOT_ACTIVATED',
        `the production environment of customer ${customer.customer_number} is not activated yet: activate it first (${PRODUCTION_ACTIVATION_CREDITS} credits)`,
      );
    }
    return issueApiKey(tx, env, actor, { label: checkedLabel, revision, now: clock.now() });
  });
}

export type ApiKeyState = 'ACTIVE' | 'DEACTIVATED';

export interface ApiKeyListing {
  id: number;
  environment: EnvironmentKind;
  prefix: string;
  label: string | null;
  /** The interface revision the key's client speaks. */
  revision: string;
  state: ApiKeyState;
  createdAt: string;
  /** When it was deactivated (null while active). */
  revokedAt: string | null;
  /** The key's last request; written in batches, so it may lag by about a second. */
  lastUsedAt: string | null;
}

/** A customer's keys (deleted ones are gone), optionally of one environment only. */
export async function listApiKeys(
  deps: Deps,
  customerRef: string | number,
  options: { environment?: EnvironmentKind } = {},
): Promise<ApiKeyListing[]> {
  const customer = await findCustomer(deps.store.db, customerRef);
  let query = deps.store.db
    .selectFrom('api_keys as k')
    .innerJoin('environments as e', 'e.id', 'k.environment_id')
    .select(['k.id', 'e.kind', 'k.prefix', 'k.label', 'k.revision', 'k.created_at', 'k.revoked_at', 'k.last_used_at'])
    .where('e.customer_id', '=', customer.id);
  if (options.environment) query = query.where('e.kind', '=', options.environment);
  const rows = await query.orderBy('k.id').execute();
  return rows.map(listingOf);
}

interface KeyRow {
  id: number;
  kind: EnvironmentKind;
  prefix: string;
  label: string | null;
  revision: string;
  created_at: string;
  revoked_at: string | null;
  last_used_at: string | null;
}

function listingOf(k: KeyRow): ApiKeyListing {
  return {
    id: k.id,
    environment: k.kind,
    prefix: k.prefix,
    label: k.label,
    revision: k.revision,
    state: k.revoked_at ? 'DEACTIVATED' : 'ACTIVE',
    createdAt: k.created_at,
    revokedAt: k.revoked_at,
    lastUsedAt: k.last_used_at,
  };
}

/**
 * A customer's key named by id or display prefix, with its environment, its row locked until
 * the transaction ends. Another customer's key is not found (404), like one that does not exist.
 */
async function findCustomerKey(tx: Db, customer: CustomerRow, keyRef: string) {
  const byId = /^\d+$/.test(keyRef);
  const keys = await lockingRead(
    tx,
    tx
      .selectFrom('api_keys as k')
      .innerJoin('environments as e', 'e.id', 'k.environment_id')
      .select([
        'k.id',
        'k.prefix',
        'k.label',
        'k.revision',
        'k.created_at',
        'k.revoked_at',
        'k.last_used_at',
        'e.id as envId',
        'e.kind',
        'e.customer_id',
        'e.clock_offset_ms',
      ])
      .where('e.customer_id', '=', customer.id)
      .where(byId ? 'k.id' : 'k.prefix', '=', byId ? Number(keyRef) : keyRef),
  ).execute();
  if (keys.length === 0) throw notFound('API key', keyRef);
  if (keys.length > 1) throw badRequest('AMBIGUOUS_KEY', `more than one key starts with ${keyRef}: name it by id`);
  const k = keys[0];
  const env = envRef({ id: k.envId, customer_id: k.customer_id, kind: k.kind, clock_offset_ms: k.clock_offset_ms });
  const listing = (changes: Partial<KeyRow> = {}): ApiKeyListing => listingOf({ ...k, ...changes });
  return { key: k, env, listing };
}

type FoundKey = Awaited<ReturnType<typeof findCustomerKey>>;

/**
 * One change of one key: finds it (locked) in the customer's keys, applies `change`, records the
 * protocol entry it returns in the key's environment (named by its label, else its prefix, which
 * the entry's text shows) and empties the key cache.
 */
async function changeKey<T>(
  deps: Deps,
  actor: Actor,
  customerRef: string | number,
  keyRef: string,
  change: (tx: Db, found: FoundKey) => Promise<{ result: T; event: { type: string; fields: Record<string, unknown> } }>,
): Promise<T> {
  const result = await inTransaction(deps, async (tx) => {
    const found = await findCustomerKey(tx, await findCustomer(tx, customerRef), keyRef);
    const { result, event } = await change(tx, found);
    const name = found.key.label ?? `${found.key.prefix}…`;
    await recordSystemEvent(tx, { env: found.env, actor }, { type: event.type, fields: { name, ...event.fields } });
    forgetAuthenticatedKeys();
    return result;
  });
  // Again after the commit: a lookup that ran in between may have cached what was committed before.
  forgetAuthenticatedKeys();
  return result;
}

/**
 * Deactivates a key by id or display prefix; requests with it are refused from the next one on
 * (on other nodes within their credentials check). It can be reactivated.
 */
export function deactivateApiKey(deps: Deps, actor: Actor, customerRef: string | number, keyRef: string): Promise<ApiKeyListing> {
  return changeKey(deps, actor, customerRef, keyRef, async (tx, { key, listing }) => {
    if (key.revoked_at) throw badRequest('ALREADY_REVOKED', `API key ${key.prefix}… is already deactivated`);
    const revokedAt = toIso(clock.now());
    await tx.updateTable('api_keys').set({ revoked_at: revokedAt }).where('id', '=', key.id).execute();
    return { result: listing({ revoked_at: revokedAt }), event: { type: 'API_DEACTIVATE_KEY', fields: { prefix: key.prefix } } };
  });
}

/** The CLI's and the first callers' name for deactivating. */
export const revokeApiKey = deactivateApiKey;

/** Makes a deactivated key work again, with its secret unchanged; 400 when it is not deactivated. */
export function reactivateApiKey(deps: Deps, actor: Actor, customerRef: string | number, keyRef: string): Promise<ApiKeyListing> {
  return changeKey(deps, actor, customerRef, keyRef, async (tx, { key, listing }) => {
    if (!key.revoked_at) throw badRequest('API_KEY_NOT_DEACTIVATED', `API key ${key.prefix}… is not deactivated`);
    await tx.updateTable('api_keys').set({ revoked_at: null }).where('id', '=', key.id).execute();
    return { result: listing({ revoked_at: null }), event: { type: 'API_REACTIVATE_KEY', fields: { prefix: key.prefix } } };
  });
}

/** Pins a key to the interface revision its client speaks (answers then hold only what that revision knows). */
export function setApiKeyRevision(
  deps: Deps,
  actor: Actor,
  customerRef: string | number,
  keyRef: string,
  revision: Revision,
): Promise<ApiKeyListing> {
  return changeKey(deps, actor, customerRef, keyRef, async (tx, { key, listing }) => {
    if (key.revoked_at) throw badRequest('ALREADY_REVOKED', `API key ${key.prefix}… is deactivated`);
    await tx.updateTable('api_keys').set({ revision }).where('id', '=', key.id).execute();
    return { result: listing({ revision }), event: { type: 'API_UPDATE_KEY', fields: { prefix: key.prefix, revision } } };
  });
}

export const LABEL_MAX_LENGTH = 100;

/** A label as stored: trimmed, empty clears it (null); too long or holding control characters → 400 naming `label`. */
function checkLabel(label: string): string | null {
  const trimmed = label.trim();
  if (trimmed.length > LABEL_MAX_LENGTH) throw invalidField('label', `at most ${LABEL_MAX_LENGTH} characters`);
  if (/\p{Cc}/u.test(trimmed)) throw invalidField('label', 'must not hold control characters (line breaks, tabs…)');
  return trimmed === '' ? null : trimmed;
}

/** Names what a key is for; an empty label clears it. Deactivated keys can be labelled too. */
export async function labelApiKey(
  deps: Deps,
  actor: Actor,
  customerRef: string | number,
  keyRef: string,
  label: string,
): Promise<ApiKeyListing> {
  const checked = checkLabel(label);
  return changeKey(deps, actor, customerRef, keyRef, async (tx, { key, listing }) => {
    await tx.updateTable('api_keys').set({ label: checked }).where('id', '=', key.id).execute();
    return { result: listing({ label: checked }), event: { type: 'API_UPDATE_KEY', fields: { prefix: key.prefix, label: checked ?? '' } } };
  });
}

/**
 * A new secret for the same key (same id, label, revision and state): the old secret stops
 * working at once. The new secret is returned once and never stored. A deactivated key stays
 * deactivated, so a leaked key can be deactivated first and regenerated afterwards.
 */
export function regenerateApiKey(deps: Deps, actor: Actor, customerRef: string | number, keyRef: string): Promise<IssuedKey> {
  return changeKey(deps, actor, customerRef, keyRef, async (tx, { key, env }) => {
    const issued = await replaceApiKeySecret(tx, key.id, env.kind);
    return { result: issued, event: { type: 'API_REGENERATE_KEY', fields: { prefix: issued.prefix, previousPrefix: key.prefix } } };
  });
}

/**
 * Deletes a key for good: it never authenticates again and leaves the listings; its protocol
 * entries stay (they name the key by prefix). Returns the key as it was.
 */
export function deleteApiKey(deps: Deps, actor: Actor, customerRef: string | number, keyRef: string): Promise<ApiKeyListing> {
  return changeKey(deps, actor, customerRef, keyRef, async (tx, { key, listing }) => {
    await tx.deleteFrom('api_keys').where('id', '=', key.id).execute();
    return { result: listing(), event: { type: 'API_DELETE_KEY', fields: { prefix: key.prefix, label: key.label ?? '' } } };
  });
}
