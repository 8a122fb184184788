import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { Secret, TOTP } from 'otpauth';
import { invalidField } from '../../kernel/errors.ts';

/**
 * Passwords are hashed with argon2id (the library's default algorithm and OWASP's parameters);
 * only the hash is stored. One-time tokens (invitation, reset) are long random values whose
 * SHA-256 is stored, like API keys.
 */
export const MIN_PASSWORD_LENGTH = 12;
const MAX_PASSWORD_LENGTH = 200;

export function checkPasswordPolicy(password: string, field = 'password'): void {
  if (password.length < MIN_PASSWORD_LENGTH) throw invalidField(field, `must be at least ${MIN_PASSWORD_LENGTH} characters long`);
  if (password.length > MAX_PASSWORD_LENGTH) throw invalidField(field, `must be at most ${MAX_PASSWORD_LENGTH} characters long`);
}

export const hashPassword = (password: string): Promise<string> => hash(password);

/** A hash to verify against when no account matches, so that an unknown address takes as long as a wrong password. */
let decoy: Promise<string> | undefined;

export async function passwordMatches(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    decoy ??= hash(crypto.randomBytes(16).toString('hex'));
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

export function newToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string): string => crypto.hash('sha256', token, 'hex');

/** TOTP as authenticator apps do it: SHA-1, 6 digits, 30 s; one step either side for clock drift. */
const TOTP_PERIOD_S = 30;

function totpOf(secret: string, label = 'ACO'): TOTP {
  return new TOTP({
    issuer: 'access-cloud',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_S,
    secret: Secret.fromBase32(secret),
  });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpUri(secret: string, account: string): string {
  return totpOf(secret, account).toString();
}

/** The time step a code belongs to, or undefined when it is wrong (or was already used: `lastStep`). */
export function acceptedTotpStep(secret: string, code: string, nowMs: number, lastStep: number | null): number | undefined {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return undefined;
  const delta = totpOf(secret).validate({ token, timestamp: nowMs, window: 1 });
  if (delta === null) return undefined;
  const step = Math.floor(nowMs / 1000 / TOTP_PERIOD_S) + delta;
  return lastStep !== null && step <= lastStep ? undefined : step;
}

/** The code of a moment (tests and the set-up page's check use it). */
export function totpCodeAt(secret: string, nowMs: number): string {
  return totpOf(secret).generate({ timestamp: nowMs });
}
