import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { components, operations, paths } from './schema.js';

export type { components, operations, paths };

/** A problem (RFC 9457) as every error answer carries it: `code` is the stable error code. */
export type Problem = components['schemas']['Problem'];

/** The interface revisions a client may speak (`X-Interface-Revision`). */
export type Revision = '18.0.4' | '16.20.7';

export interface AccessCloudClientOptions {
  /** Where the interface is served, without `/v1` (e.g. `http://127.0.0.1:8080`). */
  baseUrl: string;
  /** A test (`ac_test_…`) or production (`ac_live_…`) API key; it decides customer and environment. */
  apiKey: string;
  /** Speak this revision instead of the key's own (sent as `X-Interface-Revision` on every request). */
  revision?: Revision;
  /** Anything else openapi-fetch accepts (a custom `fetch`, more headers, …). */
  options?: Omit<ClientOptions, 'baseUrl'>;
}

export type AccessCloudClient = Client<paths>;

/**
 * A typed client of the Access Control Cloud Interface: `client.GET('/v1/persons', …)` and so on,
 * paths, parameters, bodies and answers checked against the OpenAPI document. Answers come back as
 * `{ data }` on success and `{ error }` (a problem) otherwise, with the raw `response` in both.
 */
export function createAccessCloudClient({ baseUrl, apiKey, revision, options = {} }: AccessCloudClientOptions): AccessCloudClient {
  const headers = new Headers(options.headers as HeadersInit | undefined);
  headers.set('X-API-Key', apiKey);
  if (revision) headers.set('X-Interface-Revision', revision);
  return createClient<paths>({ ...options, baseUrl: baseUrl.replace(/\/+$/, ''), headers });
}
