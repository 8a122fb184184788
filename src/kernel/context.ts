import type { Kysely, Transaction } from 'kysely';
import type { Config } from './config.ts';
import type { Store } from './db/db.ts';
import type { Database, EnvironmentKind } from './db/schema.ts';
import { clock } from './clock.ts';
import { isRetryableTransactionError } from './db/database-errors.ts';
import { runTransactionDirectly } from './db/direct-statements.ts';
import type { Revision } from './revisions.ts';

/** Who made a change; written to the system protocol with it. */
export interface Actor {
  kind: 'API_KEY' | 'ADMINISTRATOR' | 'DEVICE' | 'SYSTEM';
  /** API key id, operator id or device id, as `userId` of protocol entries. */
  userId: number | null;
  name: string;
}

export interface EnvironmentRef {
  id: number;
  customerId: number;
  kind: EnvironmentKind;
  clockOffsetMs: number;
}

/** Everything a use case needs to know about its caller. */
export interface RequestContext {
  env: EnvironmentRef;
  actor: Actor;
  /** The interface revision the caller's client speaks; absent: the latest. */
  revision?: Revision;
}

/**
 * What one capability does when another changes something, inside the same transaction. The
 * kernel only names the occasions; the composition root (src/wiring.ts) says which module reacts,
 * so every reaction can be found in one place and none depends on a file having been imported.
 */
export interface Reactions {
  /** A customer's test environment was created: it gets the test data set. */
  testEnvironmentCreated(tx: Db, env: EnvironmentRef): Promise<void>;
  /**
   * Checks that may refuse deleting a person (they throw a problem); run with the person's row
   * locked, so nothing can be attached to the person between the checks and the delete.
   */
  personDeletionGuards: readonly ((tx: Db, ctx: RequestContext, personId: number) => Promise<void>)[];
  /**
   * Protocol entries or events were just written for `ctx`'s environment (by protocol-log, the one
   * writer of them); what reacts writes its own rows in the same transaction (webhook deliveries).
   */
  protocolRecorded: readonly ((tx: Db, ctx: RequestContext, records: readonly ProtocolRecord[]) => Promise<void>)[];
}

/** One protocol entry or event as protocol-log wrote it, for reactions (see Reactions.protocolRecorded). */
export interface ProtocolRecord {
  kind: 'SYSTEM_PROTOCOL' | 'LOCK_PROTOCOL' | 'EVENT';
  /** The entry's or event's type (a system- or lock-protocol event type, or an event feed type). */
  type: string;
  /** The row's id. */
  id: number;
  lockId: number | null;
  mediumId: number | null;
  /** When it happened (UTC ISO, the environment's clock). */
  at: string;
  /** The entry's fields, or the event's details. */
  fields: Record<string, unknown>;
  /** Further columns of the entry (category, identifiers, operator) as a client reads them. */
  extra?: Record<string, unknown>;
  /**
   * The environment's enabled webhook endpoints when the row was written, where its insert
   * answered them (enabledWebhookEndpoints: JSON `[[id, [event types]], …]`, null or `[]` for
   * none); unknown otherwise.
   */
  webhookEndpoints?: string | null;
}

export interface Deps {
  store: Store;
  config: Config;
  /** Reactions across modules, wired by the composition root (src/wiring.ts). */
  reactions: Reactions;
}

export type Db = Kysely<Database> | Transaction<Database>;

/**
 * The reactions of the Deps that opened a transaction, kept beside it: writers that receive only
 * the transaction (protocol-log) reach the wired reactions through it, without a global.
 */
const reactionsOfTransaction = new WeakMap<object, Reactions>();

/** The reactions wired for the transaction (or database) `db`; undefined outside `inTransaction`. */
export function reactionsOf(db: Db): Reactions | undefined {
  return reactionsOfTransaction.get(db);
}

/** The environment's notion of now: test environments may run ahead (simulator clock). */
export function envNow(env: Pick<EnvironmentRef, 'clockOffsetMs'>): Date {
  return new Date(clock.nowMs() + env.clockOffsetMs);
}

/**
 * The "now" of answers that depend on the time (protocol windows, anonymization after some days):
 * the last millisecond of the environment clock's current second. The read cache keys answers by
 * that second, so every answer given in one second is computed for one instant, and one that
 * includes "up to now" includes whatever was written earlier in the second.
 */
export function readingInstant(env: Pick<EnvironmentRef, 'clockOffsetMs'>): Date {
  const ms = clock.nowMs() + env.clockOffsetMs;
  return new Date(ms - (ms % 1000) + 999);
}

/** Runs of a transaction that PostgreSQL aborted for a serialization failure or a deadlock. */
const TRANSACTION_ATTEMPTS = 4;

/**
 * One use case, one transaction: everything inside commits together or not at all. A transaction
 * that collided with another (deadlock, serialization failure) runs again, a few times, after a
 * short random pause; `work` must therefore do nothing outside the database it cannot repeat.
 */
export async function inTransaction<T>(deps: Deps, work: (tx: Transaction<Database>) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await deps.store.db.transaction().execute((tx) => {
        reactionsOfTransaction.set(tx, deps.reactions);
        runTransactionDirectly(deps.store.db, tx);
        return work(tx);
      });
    } catch (error) {
      if (attempt >= TRANSACTION_ATTEMPTS || !isRetryableTransactionError(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}
