import os from 'node:os';
import type { FastifyRequest } from 'fastify';
import pino, { type LoggerOptions } from 'pino';

/** Headers that carry credentials; pino replaces their values wherever a header object is logged. */
export const LOG_REDACTIONS = [
  'req.headers["x-api-key"]',
  'req.headers["x-device-token"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

const REDACTED = '[REDACTED]';

/** Query parameters whose names mean a secret (`apiKey`, `token`, `pairingCode`, `pin`, …). */
const SECRET_NAME = /key|token|secret|password|code|pin/i;

/**
 * Every secret this service issues: `ac_test_`, `ac_live_`, `ac_lock_`, `ac_phone_` and 43 random
 * characters; webhook signing secrets `whsec_` and base64.
 */
const ISSUED_SECRET = /ac_[a-z]+_[A-Za-z0-9_-]{16,}|whsec_[A-Za-z0-9+/=]{16,}/g;

/** The URL with the values of secret-named query parameters replaced; the names stay readable. */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return scrubIssuedSecrets(url);
  const params = url
    .slice(query + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      return equals >= 0 && SECRET_NAME.test(safeDecode(name)) ? `${name}=${REDACTED}` : pair;
    });
  return scrubIssuedSecrets(`${url.slice(0, query)}?${params.join('&')}`);
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function scrubIssuedSecrets(text: string): string {
  return text.replace(ISSUED_SECRET, REDACTED);
}

/**
 * Removes secrets from free text (error messages, stacks, messages of other systems): every
 * secret this service issues, and the secret values of its own configuration.
 */
export function secretScrubber(configuredSecrets: (string | undefined)[]): (text: string) => string {
  // Short values would blank out ordinary words; a real password or token is longer.
  const known = configuredSecrets.filter((s): s is string => typeof s === 'string' && s.length >= 6);
  return (text) => {
    let result = scrubIssuedSecrets(text);
    for (const secret of known) result = result.split(secret).join(REDACTED);
    return result;
  };
}

/**
 * The service's logger settings: credentials redacted from headers, URLs logged without secret
 * query values, and every logged string (messages, error messages and stacks, one level of
 * fields) scrubbed of issued and configured secrets. `bindings` are added to every line (which
 * worker process wrote it).
 */
export function loggerOptions(
  level: string,
  configuredSecrets: (string | undefined)[],
  bindings: Record<string, unknown> = {},
): LoggerOptions {
  const scrub = secretScrubber(configuredSecrets);
  const scrubValue = (value: unknown) => (typeof value === 'string' ? scrub(value) : value);
  const scrubFields = (value: unknown) =>
    value && typeof value === 'object' && !(value instanceof Error)
      ? Object.fromEntries(Object.entries(value).map(([name, field]) => [name, scrubValue(field)]))
      : scrubValue(value);
  return {
    level,
    base: { pid: process.pid, hostname: os.hostname(), ...bindings },
    redact: LOG_REDACTIONS,
    serializers: {
      // What of a request is logged: never headers or body, the URL without secret values.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: scrub(redactUrl(request.url)),
        host: request.host,
        remoteAddress: request.ip,
      }),
      err: (error: Error) => {
        const serialized = pino.stdSerializers.err(error);
        return { ...serialized, message: scrub(serialized.message), stack: scrub(serialized.stack) };
      },
    },
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map(scrubFields) as Parameters<typeof method>);
      },
    },
  };
}
