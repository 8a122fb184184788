import { isRevision, LATEST_REVISION, type Revision } from '../../kernel/revisions.ts';
import { toIso } from '../../kernel/time.ts';
import type { DataVersionReader } from '../../kernel/db/data-versions.ts';
import type { EnvironmentKind } from '../../kernel/db/schema.ts';
import type { Actor, Db, EnvironmentRef, RequestContext } from '../../kernel/context.ts';
import { DISPLAY_PREFIX_LENGTH, generateSecret, hashSecret } from '../../kernel/secrets.ts';
import { recordSystemEvent } from '../protocol-log/index.ts';
import { clock } from '../../kernel/clock.ts';
import { prepared } from '../../kernel/db/prepared.ts';

const KEY_PREFIX: Record<EnvironmentKind, string> = { PRODUCTION: 'ac_live_', TEST: 'ac_test_' };

/** 32 random bytes (256 bits), base64url, behind a prefix that tells the environment kind. */
export function generateApiKey(kind: EnvironmentKind): string {
  return generateSecret(KEY_PREFIX[kind]);
}

export const hashApiKey = hashSecret;

export interface IssuedKey {
  id: number;
  key: string;
  prefix: string;
}

/** Stores a key's hash and display prefix; the key itself is returned once and never stored. */
export async function issueApiKey(
  db: Db,
  env: EnvironmentRef,
  actor: Actor,
  options: { label?: string; key?: string; now: Date; revision?: Revision },
): Promise<IssuedKey> {
  const key = options.key ?? generateApiKey(env.kind);
  const prefix = key.slice(0, DISPLAY_PREFIX_LENGTH);
  const row = await db
    .insertInto('api_keys')
    .values({
      environment_id: env.id,
      prefix,
      hash: hashApiKey(key),
      label: options.label ?? null,
      revision: options.revision ?? LATEST_REVISION,
      created_at: toIso(options.now),
      revoked_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordSystemEvent(db, { env, actor }, { type: 'API_GENERATE_KEY', fields: { prefix, label: options.label ?? '' } });
  return { id: row.id, key, prefix };
}

/**
 * Gives an existing key a new secret (and so a new display prefix); the old secret stops working
 * with this transaction's commit, because nothing but the hash identifies a key.
 */
export async function replaceApiKeySecret(db: Db, keyId: number, kind: EnvironmentKind): Promise<IssuedKey> {
  const key = generateApiKey(kind);
  const prefix = key.slice(0, DISPLAY_PREFIX_LENGTH);
  await db
    .updateTable('api_keys')
    .set({ hash: hashApiKey(key), prefix })
    .where('id', '=', keyId)
    .execute();
  return { id: keyId, key, prefix };
}

/** The key's identity as written to the system protocol. */
interface KeyIdentity {
  keyId: number;
  prefix: string;
  label: string | null;
}

/**
 * Recently authenticated keys, so a busy client does not cost a database lookup per request.
 * Every API node watches the database's credentials counter (`watchCredentialChanges`) and
 * forgets them all when it moves, so a key revoked anywhere stops within one check interval;
 * changes made in this process call `forgetAuthenticatedKeys` and take effect at once. The time
 * limit only bounds how long an entry may live should the counter be unreadable.
 */
const AUTH_CACHE_MS = 5_000;
const AUTH_CACHE_MAX = 10_000;
const authCache = new Map<string, { context: RequestContext; until: number }>();
/** Counts the times the cache was emptied: a lookup that overlapped one is not cached. */
let cacheGeneration = 0;

export function forgetAuthenticatedKeys(): void {
  authCache.clear();
  cacheGeneration++;
}

/**
 * Finds the active key behind a presented secret: the environment and actor of its requests,
 * built once per lookup and shared by the requests that follow (never mutated).
 */
export async function authenticateApiKey(db: Db, presented: string): Promise<RequestContext | undefined> {
  const hash = hashApiKey(presented);
  const now = clock.nowMs();
  const cached = authCache.get(hash);
  if (cached && cached.until > now) return cached.context;
  const generation = cacheGeneration;
  const context = await lookUpApiKey(db, hash);
  if (!context) {
    authCache.delete(hash);
  } else if (generation === cacheGeneration) {
    // A revocation seen while the lookup ran may be newer than what the lookup read.
    if (authCache.size >= AUTH_CACHE_MAX) authCache.clear();
    authCache.set(hash, { context, until: now + AUTH_CACHE_MS });
  }
  return context;
}

/** How often an API node checks whether keys or environments changed anywhere. */
export const CREDENTIAL_CHECK_MS = 100;

/**
 * Polls the credentials change counter (bumped by database triggers on keys and environments,
 * whoever changes them) and empties the key cache when it moves. An unreadable counter empties
 * it too: nothing cached is trusted while changes cannot be seen.
 */
export function watchCredentialChanges(read: DataVersionReader, intervalMs = CREDENTIAL_CHECK_MS): { stop(): void } {
  let seen: number | undefined;
  let checking = false;
  const check = async () => {
    if (checking) return;
    checking = true;
    try {
      const version = await read(0, 'credentials');
      if (version !== seen) forgetAuthenticatedKeys();
      seen = version;
    } catch {
      forgetAuthenticatedKeys();
      seen = undefined;
    } finally {
      checking = false;
    }
  };
  const timer = setInterval(check, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

const activeKeyByHash = prepared((db, p: { hash: string }) =>
  db
    .selectFrom('api_keys as k')
    .innerJoin('environments as e', 'e.id', 'k.environment_id')
    .select([
      'k.id as keyId',
      'k.prefix',
      'k.label',
      'k.revision',
      'e.id as envId',
      'e.customer_id',
      'e.kind',
      'e.clock_offset_ms',
      'e.activated_at',
    ])
    .where('k.hash', '=', p.hash)
    .where('k.revoked_at', 'is', null),
);

async function lookUpApiKey(db: Db, hash: string): Promise<RequestContext | undefined> {
  const [row] = await activeKeyByHash(db, { hash });
  if (!row || !row.activated_at) return undefined;
  return {
    env: { id: row.envId, customerId: row.customer_id, kind: row.kind, clockOffsetMs: Number(row.clock_offset_ms) },
    actor: apiKeyActor(row),
    revision: isRevision(row.revision) ? row.revision : LATEST_REVISION,
  };
}

export function apiKeyActor(key: KeyIdentity): Actor {
  return { kind: 'API_KEY', userId: key.keyId, name: key.label ? `API key ${key.prefix}… (${key.label})` : `API key ${key.prefix}…` };
}
