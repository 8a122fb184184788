import crypto from 'node:crypto';
import type { Store } from '../../kernel/db/db.ts';
import { sealingKey } from '../../kernel/sealed-secrets.ts';

/**
 * Signing secrets must be readable by the service (HMAC needs the secret itself), so unlike API
 * keys they cannot be stored as a hash: they are sealed (kernel/sealed-secrets.ts) under
 * WEBHOOK_SECRET_KEY when configured, else under the installation's own key.
 */

/** A Standard Webhooks secret: `whsec_` and 32 random bytes in base64. */
export function generateWebhookSecret(): string {
  return `whsec_${crypto.randomBytes(32).toString('base64')}`;
}

/** The key that seals signing secrets. Call it outside a transaction. */
export function webhookKey(store: Store, configured: string | undefined): Promise<Buffer> {
  return sealingKey(store, 'webhook_secret_key', configured);
}

export { seal as encryptSecret, unseal as decryptSecret } from '../../kernel/sealed-secrets.ts';
