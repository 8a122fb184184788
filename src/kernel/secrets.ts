import crypto from 'node:crypto';

/**
 * Bearer secrets (API keys, device credentials): 32 random bytes (256 bits), base64url, behind
 * a prefix that tells what they are. Only their hash is stored.
 */
export function generateSecret(prefix: string): string {
  return prefix + crypto.randomBytes(32).toString('base64url');
}

/** Secrets are long and random, so a fast hash is enough: there is nothing to brute-force. */
export function hashSecret(secret: string): string {
  return crypto.hash('sha256', secret, 'hex');
}

/** The first characters of a secret, stored and shown so that it can be recognised. */
export const DISPLAY_PREFIX_LENGTH = 12;
