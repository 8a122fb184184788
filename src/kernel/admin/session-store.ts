import crypto from 'node:crypto';
import { serverSecret } from '../sealed-secrets.ts';
import type { Session } from 'fastify';
import type { SessionStore } from '@fastify/session';
import type { Store } from '../db/db.ts';
import type { Db } from '../context.ts';
import { clock } from '../clock.ts';
import { toIso } from '../time.ts';

/** Sessions end after this much inactivity, and in any case this long after they began. */
export interface SessionLifetime {
  idleMs: number;
  absoluteMs: number;
}

/**
 * Sessions of the web administration in the database, so that every API node knows them and a
 * log-out ends the session everywhere. Expiry is decided here, on the service clock, not by the
 * cookie (the cookie is a browser-session cookie without a date): a browser whose clock differs
 * from the server's still gets exactly the configured lifetime.
 */
export function databaseSessionStore(store: Store, lifetime: SessionLifetime): SessionStore {
  const db = store.db;
  const run = (callback: (error?: unknown, value?: Session | null) => void, work: () => Promise<Session | null | void>) => {
    work().then(
      (value) => callback(undefined, value ?? null),
      (error: unknown) => callback(error),
    );
  };
  return {
    set(id, session, callback) {
      run(callback, async () => {
        const now = clock.nowMs();
        const data = JSON.stringify(session);
        const acoId = (session as { acoId?: number }).acoId ?? null;
        const expires = toIso(new Date(now + lifetime.idleMs));
        const updated = await db
          .updateTable('admin_sessions')
          .set({ data, aco_id: acoId, expires_at: expires })
          .where('id', '=', hashId(id))
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) {
          await db
            .insertInto('admin_sessions')
            .values({ id: hashId(id), data, aco_id: acoId, created_at: toIso(new Date(now)), expires_at: expires })
            .onConflict((oc) => oc.column('id').doUpdateSet({ data, aco_id: acoId, expires_at: expires }))
            .execute();
          // New sessions are rare next to page views: a good moment to drop the expired ones.
          await db
            .deleteFrom('admin_sessions')
            .where('expires_at', '<', toIso(new Date(now)))
            .execute();
        }
      });
    },
    get(id, callback) {
      run(callback, async () => {
        const now = clock.nowMs();
        const row = await db.selectFrom('admin_sessions').selectAll().where('id', '=', hashId(id)).executeTakeFirst();
        if (!row) return null;
        const expired = row.expires_at <= toIso(new Date(now)) || Date.parse(row.created_at) + lifetime.absoluteMs <= now;
        if (expired) {
          await db.deleteFrom('admin_sessions').where('id', '=', row.id).execute();
          return null;
        }
        // Activity extends the idle limit (the absolute limit stays).
        await db
          .updateTable('admin_sessions')
          .set({ expires_at: toIso(new Date(now + lifetime.idleMs)) })
          .where('id', '=', row.id)
          .execute();
        return JSON.parse(row.data) as Session;
      });
    },
    destroy(id, callback) {
      run(callback, () =>
        db
          .deleteFrom('admin_sessions')
          .where('id', '=', hashId(id))
          .execute()
          .then(() => undefined),
      );
    },
  };
}

/** Only a hash of the session id is stored: a copy of the database opens no session. */
function hashId(id: string): string {
  return crypto.hash('sha256', id, 'hex');
}

/** Ends every session of one ACO (after a password reset or when the ACO is deleted). */
export async function endSessionsOf(db: Db, acoId: number): Promise<void> {
  await db.deleteFrom('admin_sessions').where('aco_id', '=', acoId).execute();
}

/**
 * The key that signs session cookies: configured, or generated at first start and kept in the
 * database so every API node signs alike.
 */
export function sessionSigningSecret(store: Store, configured: string | undefined): Promise<string> {
  return configured ? Promise.resolve(configured) : serverSecret(store, 'admin_session_secret');
}
