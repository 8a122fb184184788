import crypto from 'node:crypto';
import type { Store } from './db/db.ts';

/**
 * Secrets the service must read back (webhook signing secrets, TOTP keys) cannot be stored as a
 * hash like API keys; they are sealed with AES-256-GCM under a server key. A server key is either
 * configured (then a copy of the database alone reveals nothing) or generated at first use and
 * kept in `server_secrets`, so every API node uses the same one.
 */

const cached = new WeakMap<Store, Map<string, Promise<string>>>();

/**
 * A random value generated once per installation and kept in the database under `name`. Read
 * once per store and outside any transaction (SQLite has one connection: a read inside another
 * transaction would wait for itself).
 */
export function serverSecret(store: Store, name: string): Promise<string> {
  let byName = cached.get(store);
  if (!byName) cached.set(store, (byName = new Map()));
  let value = byName.get(name);
  if (!value) {
    value = (async () => {
      await store.db
        .insertInto('server_secrets')
        .values({ name, value: crypto.randomBytes(32).toString('base64url') })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      const row = await store.db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
      return row.value;
    })();
    value.catch(() => byName.delete(name));
    byName.set(name, value);
  }
  return value;
}

/** The 256-bit key for sealing: from the configured text, or the installation's own under `name`. */
export async function sealingKey(store: Store, name: string, configured: string | undefined): Promise<Buffer> {
  const material = configured ?? (await serverSecret(store, name));
  return crypto.createHash('sha256').update(material).digest();
}

/** `v1.<iv>.<tag>.<ciphertext>`, base64url. */
export function seal(key: Buffer, secret: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const text = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), text].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

export function unseal(key: Buffer, sealed: string): string {
  const [version, iv, tag, text] = sealed.split('.');
  if (version !== 'v1') throw new Error('sealed secret: unknown storage format');
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(text, 'base64url')), decipher.final()]).toString('utf8');
}
