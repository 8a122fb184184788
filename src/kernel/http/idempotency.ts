import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Store } from '../db/db.ts';
import { clock } from '../clock.ts';
import { AppError, invalidField } from '../errors.ts';
import { problemResponses } from './schemas/common.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';

/**
 * How long a reservation guards a running request. A node that dies between committing the
 * request's transaction and storing its answer leaves the reservation behind; after this long a
 * retry takes it over and runs the request again. No interface request runs nearly this long.
 */
export const IN_PROGRESS_TIMEOUT_MS = 60_000;

/** Expired rows of an environment are deleted at most this often per node. */
const PURGE_INTERVAL_MS = 60_000;

/** Visible ASCII only: the key is compared byte for byte and stored as given. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** Answer headers a replay repeats; the others (revision, rate limit) belong to the retry itself. */
const REPLAYED_HEADERS = ['content-type', 'location'];

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body as received, kept only for requests with an Idempotency-Key (their fingerprint). */
    rawBody?: string;
    /** Set once this request holds the reservation of its Idempotency-Key. */
    idempotency?: { environmentId: number; key: string };
  }
}

/** The header's value when the request carries one (the JSON parser keeps the raw body for those). */
export function wantsIdempotency(request: FastifyRequest): boolean {
  return request.method === 'POST' && request.headers[IDEMPOTENCY_HEADER] !== undefined;
}

/** What makes two requests the same: method, path, sorted query, body bytes. */
export function requestFingerprint(method: string, url: string, rawBody = ''): string {
  const [path, query = ''] = url.split('?', 2);
  const params = new URLSearchParams(query);
  params.sort();
  const body = createHash('sha256').update(rawBody).digest('base64url');
  return createHash('sha256').update(`${method} ${path}?${params.toString()}\n${body}`).digest('base64url');
}

const iso = (ms: number) => new Date(ms).toISOString();

type Outcome =
  | { kind: 'reserved' }
  | { kind: 'replay'; status: number; headers: Record<string, string>; body: string }
  | { kind: 'in-progress' }
  | { kind: 'reused' };

/**
 * The reservations and stored answers of Idempotency-Keys, shared by all API nodes through the
 * database. Every statement stands alone (its own implicit transaction): a reservation must be
 * visible to other nodes before the request's own transaction starts.
 */
export class IdempotencyStore {
  private readonly purged = new Map<number, number>();

  constructor(
    private readonly store: Store,
    private readonly keepMs: number,
  ) {}

  /** Reserves the key for this request, or says what an earlier request with it left. */
  async reserve(environmentId: number, key: string, fingerprint: string): Promise<Outcome> {
    await this.purgeExpired(environmentId);
    const db = this.store.db;
    // A few rounds: the row found may expire or be released between the insert and the read.
    for (let attempt = 0; attempt < 3; attempt++) {
      const now = clock.nowMs();
      const inserted = await db
        .insertInto('idempotency_keys')
        .values({
          environment_id: environmentId,
          key,
          fingerprint,
          state: 'IN_PROGRESS',
          created_at: iso(now),
          expires_at: iso(now + IN_PROGRESS_TIMEOUT_MS),
        })
        .onConflict((oc) => oc.columns(['environment_id', 'key']).doNothing())
        .returning('key')
        .executeTakeFirst();
      if (inserted) return { kind: 'reserved' };
      const row = await db
        .selectFrom('idempotency_keys')
        .selectAll()
        .where('environment_id', '=', environmentId)
        .where('key', '=', key)
        .executeTakeFirst();
      if (!row) continue;
      if (row.expires_at <= iso(now)) {
        // Only the expired row itself: if another retry took it over meanwhile, its row stays.
        await db
          .deleteFrom('idempotency_keys')
          .where('environment_id', '=', environmentId)
          .where('key', '=', key)
          .where('expires_at', '=', row.expires_at)
          .execute();
        continue;
      }
      if (row.fingerprint !== fingerprint) return { kind: 'reused' };
      if (row.state === 'IN_PROGRESS') return { kind: 'in-progress' };
      return { kind: 'replay', status: Number(row.status), headers: JSON.parse(row.headers ?? '{}'), body: row.body ?? '' };
    }
    return { kind: 'in-progress' };
  }

  /** Keeps the answer for the key's retries. */
  async complete(environmentId: number, key: string, status: number, headers: Record<string, string>, body: string): Promise<void> {
    await this.store.db
      .updateTable('idempotency_keys')
      .set({ state: 'COMPLETED', status, headers: JSON.stringify(headers), body, expires_at: iso(clock.nowMs() + this.keepMs) })
      .where('environment_id', '=', environmentId)
      .where('key', '=', key)
      .where('state', '=', 'IN_PROGRESS')
      .execute();
  }

  /** Gives the key back: the request failed, a retry may run it. */
  async release(environmentId: number, key: string): Promise<void> {
    await this.store.db
      .deleteFrom('idempotency_keys')
      .where('environment_id', '=', environmentId)
      .where('key', '=', key)
      .where('state', '=', 'IN_PROGRESS')
      .execute();
  }

  /** Opportunistic clean-up: an environment's expired rows, when it next uses a key. */
  private async purgeExpired(environmentId: number): Promise<void> {
    const now = clock.nowMs();
    const last = this.purged.get(environmentId);
    if (last !== undefined && now - last < PURGE_INTERVAL_MS && now >= last) return;
    this.purged.set(environmentId, now);
    await this.store.db
      .deleteFrom('idempotency_keys')
      .where('environment_id', '=', environmentId)
      .where('expires_at', '<=', iso(now))
      .execute();
  }
}

const KeyHeader = Type.String({
  minLength: 1,
  maxLength: 255,
  pattern: '^[\\x21-\\x7e]+$',
  description:
    'Makes a retry of this request safe: the first request with a key runs and its answer (2xx or 4xx) is kept for ' +
    'IDEMPOTENCY_KEY_HOURS (default 24); a retry with the same key and the same request gets that answer again with ' +
    '`Idempotent-Replayed: true` and changes nothing. Keys are per environment; 1 to 255 visible ASCII characters.',
});

/** Documents the header and its problems on every POST of the scope; its own checks run in the hooks. */
function documentHeader(route: RouteOptions): void {
  const methods = [route.method].flat();
  if (!methods.includes('POST') || !route.schema || route.schema.hide) return;
  const headers = (route.schema.headers ?? Type.Object({})) as ReturnType<typeof Type.Object>;
  const documented = (route.schema.response ?? {}) as Record<number, unknown>;
  const problems = problemResponses(409, 422);
  route.schema = {
    ...route.schema,
    headers: Type.Object({ ...headers.properties, [IDEMPOTENCY_HEADER]: Type.Optional(KeyHeader) }),
    response: { ...documented, 409: documented[409] ?? problems[409], 422: problems[422] },
  };
}

/** The answer a request with this reply would keep, if it is one to keep. */
function storableBody(reply: FastifyReply, payload: unknown): string | undefined {
  if (payload === undefined || payload === null) return '';
  if (typeof payload === 'string') return payload;
  const type = String(reply.getHeader('content-type') ?? '');
  if (Buffer.isBuffer(payload) && /json|text/.test(type)) return payload.toString('utf8');
  return undefined;
}

/**
 * `Idempotency-Key` on every POST of the interface. The key is reserved in the database before
 * the handler runs (a row per environment and key, its primary key lets one request in), and the
 * answer is stored when it is sent (onSend), before the client can see it.
 *
 * Why storing after the handler is safe: the reservation, not the stored answer, prevents a
 * second run; while it is IN_PROGRESS every duplicate, on any node, is answered 409. A 5xx (its
 * transaction rolled back) releases it, so the client may retry. The one gap: a node that dies
 * after the handler's transaction committed but before the answer was stored (or a database that
 * fails just then) leaves an IN_PROGRESS row; a retry more than IN_PROGRESS_TIMEOUT_MS later runs
 * the request again. Storing the answer inside each use case's transaction would close it, at
 * the price of every service knowing about HTTP answers.
 */
export function installIdempotency(app: FastifyInstance, store: Store, keepHours: number): void {
  const keys = new IdempotencyStore(store, keepHours * 3_600_000);

  // Before the body schema: a bad key is named as such, whatever the body holds.
  const checkKey = async (request: FastifyRequest) => {
    if (!wantsIdempotency(request)) return;
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
      throw invalidField('header/Idempotency-Key', 'must be 1 to 255 visible ASCII characters (no spaces or control characters)');
    }
  };

  const reserve = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!wantsIdempotency(request) || !request.ctx) return;
    const environmentId = request.ctx.env.id;
    const key = request.headers[IDEMPOTENCY_HEADER] as string;
    const outcome = await keys.reserve(environmentId, key, requestFingerprint(request.method, request.url, request.rawBody));
    switch (outcome.kind) {
      case 'reserved':
        request.idempotency = { environmentId, key };
        return;
      case 'reused':
        throw new AppError(
          422,
          'IDEMPOTENCY_KEY_REUSED',
          'the Idempotency-Key header names a key already used for a different request (method, path, query or body): use a new key',
        );
      case 'in-progress':
        reply.header('retry-after', '1');
        throw new AppError(409, 'IDEMPOTENCY_KEY_IN_PROGRESS', 'a request with this Idempotency-Key header is still running: retry later');
      case 'replay':
        for (const [name, value] of Object.entries(outcome.headers)) reply.header(name, value);
        reply.header(REPLAYED_HEADER, 'true').code(outcome.status);
        return reply.send(outcome.status === 204 ? undefined : outcome.body);
    }
  };

  const keepAnswer = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const held = request.idempotency;
    if (!held) return payload;
    request.idempotency = undefined;
    const status = reply.statusCode;
    const keep = (status >= 200 && status < 300) || (status >= 400 && status < 500);
    const body = keep ? storableBody(reply, payload) : undefined;
    try {
      if (body === undefined) {
        await keys.release(held.environmentId, held.key);
      } else {
        const headers: Record<string, string> = {};
        for (const name of REPLAYED_HEADERS) {
          const value = reply.getHeader(name);
          if (value !== undefined) headers[name] = String(value);
        }
        await keys.complete(held.environmentId, held.key, status, headers, body);
      }
    } catch (error) {
      // The request has run: releasing the key now would invite a second run. The answer still
      // goes out, and the reservation expires on its own (IN_PROGRESS_TIMEOUT_MS).
      request.log.error({ err: error }, 'the answer of an idempotent request could not be stored');
    }
    return payload;
  };

  // Only POST routes carry the hooks: other requests pass none of them.
  app.addHook('onRoute', (route) => {
    if (![route.method].flat().includes('POST')) return;
    documentHeader(route);
    route.preValidation = [checkKey, ...[route.preValidation ?? []].flat()];
    route.preHandler = [reserve, ...[route.preHandler ?? []].flat()];
    route.onSend = [keepAnswer, ...[route.onSend ?? []].flat()];
  });
}
