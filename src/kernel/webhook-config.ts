import { bool, makeValidator, str, EnvError } from 'envalid';
import { count } from './config-validators.ts';

/** Configuration of webhook delivery (README table: WEBHOOK_*). */
export interface WebhookConfig {
  /** How often the server's worker looks for due deliveries; 0 = no worker in this process. */
  intervalMs: number;
  /** Per request: a receiver that has not answered by then counts as failed. */
  timeoutMs: number;
  /** Requests in flight at once per worker. */
  concurrency: number;
  /** Retry delays double from the base up to the maximum… */
  retryBaseSeconds: number;
  retryMaxSeconds: number;
  /** …and a delivery still failing this long after it was written has failed for good. */
  giveUpHours: number;
  /** An endpoint is disabled after this many failed attempts in a row (0: only when a delivery fails for good). */
  disableAfterFailures: number;
  /** Private and loopback addresses may receive deliveries (never link-local or metadata addresses). */
  allowPrivate: boolean;
  /** Host names that may resolve to private or loopback addresses. */
  allowHosts: string[];
  /** Encrypts the signing secrets at rest; unset: a key generated at first use and kept in the database. */
  secretKey: string | undefined;
}

const encryptionKey = makeValidator<string>((raw) => {
  if (raw.length < 32) throw new EnvError(`must be at least 32 characters long (got ${raw.length})`);
  return raw;
});

export const webhookEnv = {
  WEBHOOK_INTERVAL_MS: count({ default: 5000 }),
  WEBHOOK_TIMEOUT_MS: count({ default: 10_000 }),
  WEBHOOK_CONCURRENCY: count({ default: 4 }),
  WEBHOOK_RETRY_BASE_SECONDS: count({ default: 30 }),
  WEBHOOK_RETRY_MAX_SECONDS: count({ default: 3600 }),
  WEBHOOK_GIVE_UP_HOURS: count({ default: 26 }),
  WEBHOOK_DISABLE_AFTER_FAILURES: count({ default: 1000 }),
  WEBHOOK_ALLOW_PRIVATE: bool({ default: false }),
  WEBHOOK_ALLOW_HOSTS: str({ default: '' }),
  WEBHOOK_SECRET_KEY: encryptionKey({ default: undefined }),
};

interface WebhookEnv {
  WEBHOOK_INTERVAL_MS: number;
  WEBHOOK_TIMEOUT_MS: number;
  WEBHOOK_CONCURRENCY: number;
  WEBHOOK_RETRY_BASE_SECONDS: number;
  WEBHOOK_RETRY_MAX_SECONDS: number;
  WEBHOOK_GIVE_UP_HOURS: number;
  WEBHOOK_DISABLE_AFTER_FAILURES: number;
  WEBHOOK_ALLOW_PRIVATE: boolean;
  WEBHOOK_ALLOW_HOSTS: string;
  WEBHOOK_SECRET_KEY?: string;
}

export function webhookConfigFrom(e: WebhookEnv): WebhookConfig {
  return {
    intervalMs: e.WEBHOOK_INTERVAL_MS,
    timeoutMs: Math.max(1, e.WEBHOOK_TIMEOUT_MS),
    concurrency: Math.max(1, e.WEBHOOK_CONCURRENCY),
    retryBaseSeconds: Math.max(1, e.WEBHOOK_RETRY_BASE_SECONDS),
    retryMaxSeconds: Math.max(1, e.WEBHOOK_RETRY_MAX_SECONDS),
    giveUpHours: Math.max(1, e.WEBHOOK_GIVE_UP_HOURS),
    disableAfterFailures: e.WEBHOOK_DISABLE_AFTER_FAILURES,
    allowPrivate: e.WEBHOOK_ALLOW_PRIVATE,
    allowHosts: e.WEBHOOK_ALLOW_HOSTS.split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    secretKey: e.WEBHOOK_SECRET_KEY,
  };
}
