import type { FastifyRequest } from 'fastify';
import secureJson from 'secure-json-parse';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import { wantsIdempotency } from './idempotency.ts';

/**
 * JSON bodies, with one tolerance existing clients need: generated clients send
 * `Content-Type: application/json` with an empty body on requests that take none, which counts
 * as no body rather than an error.
 */
export function installJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser(['application/json']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = String(body);
    // The bytes as sent make the fingerprint of an idempotent request (aliases rewrite the parsed body).
    if (wantsIdempotency(req)) req.rawBody = text;
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }));
    } catch {
      done(new AppError(400, 'MALFORMED_JSON', 'the body is not valid JSON'), undefined);
    }
  });
}

/** Bodies that are optional: no body (or an empty one) counts as `{}`. */
export async function emptyBodyAsObject(request: FastifyRequest): Promise<void> {
  if (request.body === undefined || request.body === null) request.body = {};
}
