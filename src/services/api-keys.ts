import { toIso } from '../domain/time.ts';
import type { EnvironmentKind } from '../store/schema.ts';
import type { Actor, Db, EnvironmentRef, RequestContext } from './context.ts';
import { DISPLAY_PREFIX_LENGTH, generateSecret, hashSecret } from './secrets.ts';
import { recordSystemEvent } from './system-protocol.ts';
import { clock } from '../clock.ts';

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
  options: { label?: string; key?: string; now: Date },
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
      created_at: toIso(options.now),
      revoked_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordSystemEvent(db, { env, actor }, { type: 'API_GENERATE_KEY', fields: { prefix, label: options.label ?? '' } });
  return { id: row.id, key, prefix };
}

/** The key's identity as written to the system protocol. */
interface KeyIdentity {
  keyId: number;
  prefix: string;
  label: string | null;
}

/**
 * Recently authenticated keys, so a busy client does not cost a database lookup per request.
 * A key revoked elsewhere (another process, another node) stops working within this time;
 * changes made in this process call `forgetAuthenticatedKeys` and take effect at once.
 */
const AUTH_CACHE_MS = 5_000;
const AUTH_CACHE_MAX = 10_000;
const authCache = new Map<string, { context: RequestContext; until: number }>();

export function forgetAuthenticatedKeys(): void {
  authCache.clear();
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
  const context = await lookUpApiKey(db, hash);
  if (context) {
    if (authCache.size >= AUTH_CACHE_MAX) authCache.clear();
    authCache.set(hash, { context, until: now + AUTH_CACHE_MS });
  } else {
    authCache.delete(hash);
  }
  return context;
}

async function lookUpApiKey(db: Db, hash: string): Promise<RequestContext | undefined> {
  const row = await db
    .selectFrom('api_keys as k')
    .innerJoin('environments as e', 'e.id', 'k.environment_id')
    .select(['k.id as keyId', 'k.prefix', 'k.label', 'e.id as envId', 'e.customer_id', 'e.kind', 'e.clock_offset_ms', 'e.activated_at'])
    .where('k.hash', '=', hash)
    .where('k.revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row || !row.activated_at) return undefined;
  return {
    env: { id: row.envId, customerId: row.customer_id, kind: row.kind, clockOffsetMs: Number(row.clock_offset_ms) },
    actor: apiKeyActor(row),
  };
}

export function apiKeyActor(key: KeyIdentity): Actor {
  return { kind: 'API_KEY', userId: key.keyId, name: key.label ? `API key ${key.prefix}… (${key.label})` : `API key ${key.prefix}…` };
}
