import type { IncomingMessage } from 'node:http';
import type { Config } from '../config.ts';
import { AppError } from '../errors.ts';
import type { EnvironmentKind } from '../db/schema.ts';

/**
 * Separate base addresses (TEST_BASE_PATH): the test environment is served under a path prefix,
 * e.g. `/test/v1/persons`, and production without it. A reverse proxy can put either behind a
 * host name of its own. Without the setting one address serves both and the key decides.
 */
const onTestAddress = new WeakSet<IncomingMessage>();

/** The URL without the test prefix; a request that had it is remembered as one to the test address. */
export function stripTestBasePath(request: IncomingMessage, url: string, testBasePath: string | undefined): string {
  if (!testBasePath) return url;
  const rest = url.slice(testBasePath.length);
  if (!url.startsWith(testBasePath) || (rest !== '' && !rest.startsWith('/') && !rest.startsWith('?'))) return url;
  onTestAddress.add(request);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** The two base addresses, as clients reach them (PUBLIC_BASE_URL, or paths on this host). */
export function baseAddresses(config: Pick<Config, 'publicBaseUrl' | 'testBasePath'>, listening?: string) {
  const production = (config.publicBaseUrl ?? listening ?? '').replace(/\/$/, '');
  return { production, test: config.testBasePath ? `${production}${config.testBasePath}` : production };
}

/**
 * With separate addresses, a credential of one environment kind is refused at the other's
 * address, with the address where it works.
 */
export function checkBaseAddress(
  config: Pick<Config, 'publicBaseUrl' | 'testBasePath'>,
  request: IncomingMessage,
  kind: EnvironmentKind,
  what: string,
): void {
  if (!config.testBasePath) return;
  const testAddress = onTestAddress.has(request);
  if (testAddress === (kind === 'TEST')) return;
  const { production, test } = baseAddresses(config);
  throw testAddress
    ? new AppError(
        401,
        'WRONG_BASE_ADDRESS',
        `this is the test environment's address: a production ${what} works at the production address ${production || '/'}`,
      )
    : new AppError(
        401,
        'WRONG_BASE_ADDRESS',
        `this is the production address: a test ${what} works at the test environment's address ${test}`,
      );
}
