import { isRevision, REVISIONS, type Revision } from './domain/revisions.ts';
import { loadDeliveryConfig, type DeliveryConfig } from './services/delivery/config.ts';

/** Configuration from environment variables; the README's table documents every entry. */
export interface Config {
  port: number;
  host: string;
  /** A `postgres://` URL, or a SQLite file path. */
  databaseUrl: string;
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
  /** Memory for cached answers of read routes; 0 turns the cache off. */
  readCacheBytes: number;
  /** When set, `/metrics` is served to requests with `Authorization: Bearer <token>`; unset: not at all. */
  metricsToken: string | undefined;
  /** When set, the service clock starts at this instant (ms since the epoch) instead of real time. */
  clockStartMs: number | undefined;
}

function intFrom(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

/** A path prefix like `/test`: a slash, then letters, digits, dashes or further slashes; no trailing slash. */
function basePathFrom(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  if (!/^(\/[A-Za-z0-9._~-]+)+$/.test(raw) || /^\/(v1|cloud|docs|device|health|static)(\/|$)/.test(raw)) {
    throw new Error(`${name} must be a path such as /test (not one of the service's own paths), got "${raw}"`);
  }
  return raw;
}

function revisionFrom(env: NodeJS.ProcessEnv, name: string): Revision | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  if (!isRevision(raw)) throw new Error(`${name} must be one of ${REVISIONS.join(', ')}, got "${raw}"`);
  return raw;
}

/** An ISO 8601 instant with its offset (`2028-02-29T12:00:00Z`), or undefined when unset. */
function instantFrom(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(raw) ? Date.parse(raw) : NaN;
  if (Number.isNaN(value)) throw new Error(`${name} must be an ISO 8601 instant with a zone, such as 2028-02-29T12:00:00Z, got "${raw}"`);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: intFrom(env, 'PORT', 8080),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || './data/access-cloud.sqlite',
    logLevel: env.LOG_LEVEL || 'info',
    bodyLimitBytes: intFrom(env, 'BODY_LIMIT_BYTES', 1024 * 1024),
    testApiKey: env.ACCESS_CLOUD_TEST_API_KEY || undefined,
    testApiRevision: revisionFrom(env, 'ACCESS_CLOUD_TEST_API_REVISION'),
    dailyRequestQuota: intFrom(env, 'DAILY_REQUEST_QUOTA', 0),
    rateLimitPerMinute: intFrom(env, 'RATE_LIMIT_PER_MINUTE', 0),
    publicBaseUrl: env.PUBLIC_BASE_URL || undefined,
    testBasePath: basePathFrom(env, 'TEST_BASE_PATH'),
    delivery: loadDeliveryConfig(env, intFrom),
    pairingCodeValidityHours: intFrom(env, 'PAIRING_CODE_VALIDITY_HOURS', 168),
    readCacheBytes: intFrom(env, 'READ_CACHE_MB', 64) * 1024 * 1024,
    metricsToken: env.METRICS_TOKEN || undefined,
    clockStartMs: instantFrom(env, 'ACCESS_CLOUD_CLOCK_START'),
  };
}

/** Secret values of the configuration: never written to a log, even inside another system's message. */
export function configuredSecrets(config: Config): (string | undefined)[] {
  return [config.delivery.smtp.password, config.delivery.sms.token, config.testApiKey, config.metricsToken];
}
