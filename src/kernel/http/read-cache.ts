import { LATEST_REVISION } from '../revisions.ts';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { envNow } from '../context.ts';
import type { DataVersionReader } from '../db/data-versions.ts';
import { ownBytes } from './answer-bytes.ts';

/** Bytes one entry costs beyond its body (key, map slot, object, tag). */
const ENTRY_OVERHEAD = 200;

interface CacheEntry {
  version: number;
  body: Buffer;
  etag: string | undefined;
  size: number;
}

/**
 * Serialized answers of read routes, each stored with the change counter of the resource it was
 * built from. An entry is served only while the counter is unchanged; the least recently used
 * entries give way when the byte budget is full.
 */
export class ResponseCache {
  private readonly entries = new Map<string, CacheEntry>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** Lookups answered from the cache, and those that were not (for the metrics). */
  hits = 0;
  misses = 0;

  get(key: string, version: number): Buffer | undefined {
    return this.lookUp(key, version)?.body;
  }

  /** The entry with its ETag, while `version` is the counter it was stored with. */
  lookUp(key: string, version: number): Pick<CacheEntry, 'body' | 'etag'> | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version) {
      this.misses++;
      return undefined;
    }
    this.hits++;
    // Map order is insertion order: moving the entry to the end keeps the oldest first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /**
   * Bodies are kept as bytes: sending them then needs neither encoding nor length counting. The
   * answer's ETag is kept with them, so a hit is not hashed again.
   */
  set(key: string, version: number, body: Buffer, etag?: string): void {
    const size = key.length + body.length + ENTRY_OVERHEAD;
    this.remove(key);
    // One answer may take a sixteenth of the budget, so a few huge pages cannot evict everything.
    if (size > this.maxBytes / 16) return;
    // An answer is often a view on a shared slab (Node's 8 kB pool, answer-bytes.ts) and would
    // keep all of it alive: the entry holds a copy of its own, so the budget counts what is held.
    this.entries.set(key, { version, body: ownBytes(body), etag, size });
    this.bytes += size;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.size;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on a cache miss: where the answer will be stored, and for which counter value. */
    readCacheMiss?: { key: string; version: number };
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Makes an authenticated GET route answer from the cache. Only routes whose 200 answer is a
 * function of their URL, the caller's interface revision, the data its environment sees (counted
 * by the environment's `data` counter, see migration 016) and the second of its clock may use
 * this; every GET of the interface is such a route unless it says `readCache: false`.
 *
 * The second is part of the key because some answers depend on the time (protocol windows,
 * anonymization after a period): they are computed with the environment's clock at second
 * precision (`readingInstant`), so one second's answer is the same for every request in it.
 *
 * The counter is read before the handler reads the data: a change committed in between makes
 * the stored counter older than the data, which costs one extra miss but never serves stale data.
 */
export function cacheRoute(route: RouteOptions, cache: ResponseCache, readVersion: DataVersionReader): void {
  const lookUp = async (request: FastifyRequest, reply: FastifyReply) => {
    const { env, revision } = request.ctx;
    // Answers differ by interface revision (values an older client does not know are left out).
    const key = `${env.id} ${revision ?? LATEST_REVISION} ${Math.floor(envNow(env).getTime() / 1000)} ${request.url}`;
    const version = await readVersion(env.id, 'data');
    const entry = cache.lookUp(key, version);
    if (entry === undefined) {
      request.readCacheMiss = { key, version };
      return;
    }
    reply.header('content-type', JSON_TYPE);
    if (entry.etag !== undefined) reply.header('etag', entry.etag);
    return reply.send(entry.body);
  };
  const store = (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) => {
    const miss = request.readCacheMiss;
    if (miss && reply.statusCode === 200 && (typeof payload === 'string' || Buffer.isBuffer(payload))) {
      // The ETag was set by the interface's onSend hook, which runs before this one and hands
      // the answer on as bytes.
      const etag = reply.getHeader('etag');
      cache.set(
        miss.key,
        miss.version,
        Buffer.isBuffer(payload) ? payload : Buffer.from(payload),
        typeof etag === 'string' ? etag : undefined,
      );
    }
    done(null, payload);
  };
  // Right after authentication and quota (the interface's onRequest hooks run before a route's)
  // and the rate limit (whose route hook app.ts adds first): a hit needs no parsing or
  // validation, its URL having passed them when the answer was made.
  route.onRequest = [...[route.onRequest ?? []].flat(), lookUp];
  route.onSend = [...[route.onSend ?? []].flat(), store];
}
