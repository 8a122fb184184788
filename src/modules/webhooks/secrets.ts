import crypto from 'node:crypto';
import type { Store } from '../../kernel/db/db.ts';

/**
 * Signing secrets must be readable by the service (HMAC needs the secret itself), so unlike API
 * keys they cannot be stored as a hash. They are stored encrypted (AES-256-GCM) with a server key:
 * WEBHOOK_SECRET_KEY when configured (then a copy of the database alone reveals no secret), else a
 * key generated at first use and kept in `server_secrets`, shared by every API node.
 */

/** A Standard Webhooks secret: `whsec_` and 32 random bytes in base64. */
export function generateWebhookSecret(): string {
  return `whsec_${crypto.randomBytes(32).toString('base64')}`;
}

const KEY_NAME = 'webhook_secret_key';
const keys = new WeakMap<Store, Promise<Buffer>>();

/** The key that encrypts signing secrets; read once per store. Call it outside a transaction. */
export function webhookKey(store: Store, configured: string | undefined): Promise<Buffer> {
  if (configured) return Promise.resolve(crypto.createHash('sha256').update(configured).digest());
  let key = keys.get(store);
  if (!key) {
    key = (async () => {
      await store.db
        .insertInto('server_secrets')
        .values({ name: KEY_NAME, value: crypto.randomBytes(32).toString('base64url') })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      const row = await store.db.selectFrom('server_secrets').select('value').where('name', '=', KEY_NAME).executeTakeFirstOrThrow();
      return Buffer.from(row.value, 'base64url');
    })();
    key.catch(() => keys.delete(store));
    keys.set(store, key);
  }
  return key;
}

/** `v1.<iv>.<tag>.<ciphertext>`, base64url. */
export function encryptSecret(key: Buffer, secret: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const text = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), text].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

export function decryptSecret(key: Buffer, stored: string): string {
  const [version, iv, tag, text] = stored.split('.');
  if (version !== 'v1') throw new Error('webhook secret: unknown storage format');
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(text, 'base64url')), decipher.final()]).toString('utf8');
}
