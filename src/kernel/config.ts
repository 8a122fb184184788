import os from 'node:os';
import { isRevision, REVISIONS, type Revision } from './revisions.ts';
import { cleanEnv, EnvError, makeValidator, str, url } from 'envalid';
import { count, positiveCount, tcpPort } from './config-validators.ts';
import type { SqliteSynchronous } from './db/db.ts';
import { deliveryConfigFrom, deliveryEnv, type DeliveryConfig } from './delivery-config.ts';
import { webhookConfigFrom, webhookEnv, type WebhookConfig } from './webhook-config.ts';

/** Configuration from environment variables; the README's table documents every entry. */
export interface Config {
  port: number;
  host: string;
  /** Processes serving requests on this machine (one port, one database); 1 = no worker processes. */
  workers: number;
  /** A `postgres://` URL, or a SQLite file path. */
  databaseUrl: string;
  /** SQLite's durability: FULL (survives power loss) or NORMAL (survives process crashes). */
  sqliteSynchronous: SqliteSynchronous;
  logLevel: string;
  bodyLimitBytes: number;
  /** When set, the demo test environment accepts exactly this key. */
  testApiKey: string | undefined;
  /** The interface revision of that key (default: the latest). */
  testApiRevision: Revision | undefined;
  /** Requests per environment and UTC day; 0 = unlimited. */
  dailyRequestQuota: number;
  /** Requests per API key and minute; 0 = no rate limit. */
  rateLimitPerMinute: number;
  /** Base URL printed in the start-up hint and used in documentation links. */
  publicBaseUrl: string | undefined;
  /** When set (e.g. `/test`), the test environment has its own base address under this path. */
  testBasePath: string | undefined;
  /** SMS and e-mail delivery: SMTP server, SMS gateway, daily quotas, outbox worker. */
  delivery: DeliveryConfig;
  /** How long a new phone pairing code stays valid. */
  pairingCodeValidityHours: number;
  /** How long the answer to a request with an Idempotency-Key is kept for its retries. */
  idempotencyKeyHours: number;
  /** Memory for cached answers of read routes; 0 turns the cache off. */
  readCacheBytes: number;
  /** When set, `/metrics` is served to requests with `Authorization: Bearer <token>`; unset: not at all. */
  metricsToken: string | undefined;
  /** When set, the service clock starts at this instant (ms since the epoch) instead of real time. */
  clockStartMs: number | undefined;
  /** The web administration (`/admin/`): sessions, log-in throttling. */
  admin: AdminConfig;
  /** Webhook delivery: worker, timeouts, retries, address rules, the secrets' key. */
  webhooks: WebhookConfig;
}

export interface AdminConfig {
  /** Signs session cookies; unset: generated at first start and kept in the database. */
  sessionSecret: string | undefined;
  /** A session ends after this much inactivity. */
  sessionIdleMinutes: number;
  /** …and in any case this long after the log-in. */
  sessionMaxHours: number;
  /** Log-in, second-factor and reset attempts per client address and minute. */
  loginAttemptsPerMinute: number;
}

/** Every bad value of the configuration at once, each with its variable; the service does not start. */
export class ConfigError extends Error {}

const databaseUrl = makeValidator<string>((raw) => {
  if (/^postgres(ql)?:\/\//.test(raw)) {
    let parsed: URL;
    try {
      parsed = new URL(raw);
    } catch {
      throw new EnvError(`is not a valid postgres:// URL: "${raw.replace(/\/\/[^@/]*@/, '//…@')}"`);
    }
    if (!parsed.hostname) throw new EnvError('a postgres:// URL needs a host, e.g. postgres://user@localhost:5432/accesscloud');
    return raw;
  }
  // A SQLite file is named as one, so that a mistyped URL is not taken for a new, empty file.
  if (raw !== ':memory:' && !/\.(sqlite3?|db)$/i.test(raw)) {
    throw new EnvError(`must be a postgres:// URL or a SQLite file path ending in .sqlite, .sqlite3 or .db, got "${raw}"`);
  }
  return raw;
});

/** An ISO 8601 instant with its offset (`2028-02-29T12:00:00Z`), as ms since the epoch. */
const instant = makeValidator<number>((raw) => {
  const value = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(raw) ? Date.parse(raw) : NaN;
  if (Number.isNaN(value)) throw new EnvError(`must be an ISO 8601 instant with a zone, such as 2028-02-29T12:00:00Z, got "${raw}"`);
  return value;
});

/** A path prefix like `/test`: a slash, then letters, digits, dashes or further slashes; no trailing slash. */
const basePath = makeValidator<string>((raw) => {
  if (!/^(\/[A-Za-z0-9._~-]+)+$/.test(raw) || /^\/(v1|cloud|docs|device|health|metrics|static)(\/|$)/.test(raw)) {
    throw new EnvError(`must be a path such as /test (not one of the service's own paths), got "${raw}"`);
  }
  return raw;
});

const revision = makeValidator<Revision>((raw) => {
  if (!isRevision(raw)) throw new EnvError(`must be one of ${REVISIONS.join(', ')}, got "${raw}"`);
  return raw;
});

/** A signing secret: long enough that it cannot be guessed. */
const signingSecret = makeValidator<string>((raw) => {
  if (raw.length < 32) throw new EnvError(`must be at least 32 characters long (got ${raw.length})`);
  return raw;
});

/** Optional text: unset or empty means not set. */
const optional = (desc: string) => str({ default: undefined, desc });

/**
 * Reads and checks the configuration (envalid): every variable of the README's table, each bad
 * value named with what it must be, all of them at once in one ConfigError.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty values count as unset, as in a compose file that lists a variable without a value.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const e = cleanEnv(
    given,
    {
      PORT: tcpPort({ default: 8080 }),
      HOST: str({ default: '127.0.0.1' }),
      WORKERS: positiveCount({ default: os.availableParallelism() }),
      DATABASE_URL: databaseUrl({ default: './data/access-cloud.sqlite' }),
      SQLITE_SYNCHRONOUS: str({ choices: ['FULL', 'NORMAL'], default: 'FULL' }),
      LOG_LEVEL: str({ choices: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], default: 'info' }),
      BODY_LIMIT_BYTES: count({ default: 1024 * 1024 }),
      ACCESS_CLOUD_TEST_API_KEY: optional('a known key for the demo test environment'),
      ACCESS_CLOUD_TEST_API_REVISION: revision({ default: undefined }),
      DAILY_REQUEST_QUOTA: count({ default: 0 }),
      RATE_LIMIT_PER_MINUTE: count({ default: 0 }),
      PUBLIC_BASE_URL: url({ default: undefined }),
      TEST_BASE_PATH: basePath({ default: undefined }),
      PAIRING_CODE_VALIDITY_HOURS: count({ default: 168 }),
      IDEMPOTENCY_KEY_HOURS: count({ default: 24 }),
      READ_CACHE_MB: count({ default: 64 }),
      METRICS_TOKEN: optional('bearer token for /metrics'),
      ACCESS_CLOUD_CLOCK_START: instant({ default: undefined }),
      ADMIN_SESSION_SECRET: signingSecret({ default: undefined }),
      ADMIN_SESSION_IDLE_MINUTES: count({ default: 30 }),
      ADMIN_SESSION_MAX_HOURS: count({ default: 12 }),
      ADMIN_LOGIN_ATTEMPTS_PER_MINUTE: count({ default: 10 }),
      ...deliveryEnv,
      ...webhookEnv,
    },
    {
      reporter: ({ errors }) => {
        const problems = Object.entries(errors).map(([name, error]) => `  ${name}: ${error.message}`);
        if (problems.length > 0)
          throw new ConfigError(`the configuration has ${problems.length === 1 ? 'a bad value' : 'bad values'}:\n${problems.join('\n')}`);
      },
    },
  );
  return {
    port: e.PORT,
    host: e.HOST,
    workers: e.WORKERS,
    databaseUrl: e.DATABASE_URL,
    sqliteSynchronous: e.SQLITE_SYNCHRONOUS,
    logLevel: e.LOG_LEVEL,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    testApiKey: e.ACCESS_CLOUD_TEST_API_KEY,
    testApiRevision: e.ACCESS_CLOUD_TEST_API_REVISION,
    dailyRequestQuota: e.DAILY_REQUEST_QUOTA,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    publicBaseUrl: e.PUBLIC_BASE_URL,
    testBasePath: e.TEST_BASE_PATH,
    delivery: deliveryConfigFrom(e),
    pairingCodeValidityHours: e.PAIRING_CODE_VALIDITY_HOURS,
    idempotencyKeyHours: Math.max(1, e.IDEMPOTENCY_KEY_HOURS),
    readCacheBytes: e.READ_CACHE_MB * 1024 * 1024,
    metricsToken: e.METRICS_TOKEN,
    clockStartMs: e.ACCESS_CLOUD_CLOCK_START,
    admin: {
      sessionSecret: e.ADMIN_SESSION_SECRET,
      sessionIdleMinutes: Math.max(1, e.ADMIN_SESSION_IDLE_MINUTES),
      sessionMaxHours: Math.max(1, e.ADMIN_SESSION_MAX_HOURS),
      loginAttemptsPerMinute: e.ADMIN_LOGIN_ATTEMPTS_PER_MINUTE,
    },
    webhooks: webhookConfigFrom(e),
  };
}

/** Secret values of the configuration: never written to a log, even inside another system's message. */
export function configuredSecrets(config: Config): (string | undefined)[] {
  return [
    config.delivery.smtp.password,
    config.delivery.sms.token,
    config.testApiKey,
    config.metricsToken,
    config.admin.sessionSecret,
    config.webhooks.secretKey,
  ];
}
