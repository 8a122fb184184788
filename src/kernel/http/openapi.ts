import swagger, { type StaticDocumentSpec } from '@fastify/swagger';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { invalidField } from '../errors.ts';
import { isRevision, REVISIONS, unknownEnumValues, type Revision } from '../revisions.ts';
import { baseAddresses } from './base-address.ts';

export const OPENAPI_PATH = '/v1/openapi.json';

/**
 * Documentation examples by operationId: a request body for operations that take one, and the
 * answer of the main success response. They are copied into the served document only (as the
 * media types' `example`); validation never sees them.
 */
export type OperationExamples = Record<string, { request?: unknown; response?: unknown }>;

interface DocumentOperation {
  requestBody?: { content?: Record<string, { example?: unknown }> };
  responses?: Record<string, { content?: Record<string, { example?: unknown }> }>;
}

/** Puts each operation's examples into its JSON request body and its first 2xx response with content. */
export function withExamples<T extends object>(doc: T, examples: OperationExamples): T {
  const { paths = {} } = doc as { paths?: Record<string, Record<string, unknown> | undefined> };
  for (const methods of Object.values(paths)) {
    for (const operation of Object.values(methods ?? {}) as (DocumentOperation & { operationId?: string })[]) {
      const example = operation?.operationId ? examples[operation.operationId] : undefined;
      if (!example) continue;
      const body = operation.requestBody?.content?.['application/json'];
      if (body && example.request !== undefined) body.example = example.request;
      const success = Object.keys(operation.responses ?? {})
        .filter((code) => /^2\d\d$/.test(code) && operation.responses?.[code]?.content?.['application/json'])
        .sort()[0];
      if (success && example.response !== undefined) operation.responses![success].content!['application/json'].example = example.response;
    }
  }
  return doc;
}

/** Collects every route's schema into an OpenAPI 3.1 document; must be registered before routes. */
export async function registerOpenApi(
  app: FastifyInstance,
  config: Pick<Config, 'publicBaseUrl' | 'testBasePath'>,
  examples: OperationExamples = {},
): Promise<void> {
  const { production, test } = baseAddresses(config);
  // With separate addresses both are listed; otherwise one address serves both environments.
  const servers = config.testBasePath
    ? [
        { url: production || '/', description: 'Production (production keys only)' },
        { url: test, description: 'Test environment (test keys only)' },
      ]
    : config.publicBaseUrl
      ? [{ url: production, description: 'Production and test environment (the key decides)' }]
      : undefined;
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      ...(servers ? { servers } : {}),
      info: {
        title: 'Access Control Cloud Interface (access-cloud)',
        version: '18.0.4',
        description:
          'Persons, media, locks, areas, authorizations and protocols of an electronic locking installation. ' +
          'Every request carries `X-API-Key`; the key decides the customer and the environment (production or test). ' +
          'Errors are RFC 9457 problem details with a stable `code`. Paths are also served under `/cloud/v1`. ' +
          'Each key speaks an interface revision (18.0.4 or 16.20.7); the request header `X-Interface-Revision` overrides it for one request, ' +
          "every answer names the revision used in the same header, and `?revision=16.20.7` gives this document as that revision's clients see it.",
      },
      components: { securitySchemes: { ApiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' } } },
      security: [{ ApiKey: [] }],
    },
    transformObject: (documentObject) =>
      withExamples('openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject, examples),
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
    },
  });
}

/**
 * The document itself and an interactive page at /docs, both served from local assets; `css` is
 * added to the page (the protocol stylesheet, so the rendered protocol examples in the
 * descriptions show as clients would show them).
 */
export function registerDocs(app: FastifyInstance, css: { filename: string; content: string }[] = []): void {
  const byRevision = new Map<Revision, unknown>();
  app.get(OPENAPI_PATH, { schema: { hide: true } }, (request) => {
    const { revision } = request.query as { revision?: string };
    if (revision === undefined) return app.swagger();
    if (!isRevision(revision)) throw invalidField('query/revision', `must be one of ${REVISIONS.join(', ')}`);
    if (!byRevision.has(revision)) byRevision.set(revision, documentFor(app.swagger(), revision));
    return byRevision.get(revision);
  });
  // The page's packages (the UI's plugin and the static file server it brings) took about a tenth
  // of a second of every start, for a page few processes ever serve. An app of its own serves
  // the page; it is built on the first request for it, and the service answers with its answers.
  let pages: Promise<FastifyInstance> | undefined;
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    pages ??= docsPages(app.swagger() as StaticDocumentSpec['document'], css);
    // GET also for HEAD: the service's HEAD route takes the length from the body and drops it.
    const answer = await (await pages).inject({ method: 'GET', url: request.url, headers: request.headers });
    // Its own 404s are not problem documents; the service's are.
    if (answer.statusCode === 404) return reply.callNotFound();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && !NOT_FORWARDED.has(name)) reply.header(name, value);
    }
    return reply.code(answer.statusCode).send(answer.rawPayload);
  };
  app.get('/docs', { schema: { hide: true } }, forward);
  app.get('/docs/*', { schema: { hide: true } }, forward);
}

/** Headers of the documentation app's answer that describe its own connection, not the answer. */
const NOT_FORWARDED = new Set(['connection', 'content-length', 'date', 'keep-alive', 'transfer-encoding']);

/** The app that serves the interactive page at /docs for the finished `document`. */
async function docsPages(document: StaticDocumentSpec['document'], css: { filename: string; content: string }[]): Promise<FastifyInstance> {
  const [{ default: Fastify }, { default: swaggerUi }] = await Promise.all([import('fastify'), import('@fastify/swagger-ui')]);
  const pages = Fastify({ logger: false });
  await pages.register(swagger, { mode: 'static', specification: { document } });
  await pages.register(swaggerUi, { routePrefix: '/docs', uiConfig: { docExpansion: 'list' }, theme: { css } });
  await pages.ready();
  return pages;
}

/**
 * The document as clients of an older revision see the interface: enum values that revision does
 * not know are gone (they never appear in its answers); every operation stays, also those added
 * later, since they work for its keys too.
 */
function documentFor(latest: object, revision: Revision): object {
  const unknown = unknownEnumValues(revision);
  const withoutUnknown = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(withoutUnknown);
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([name, field]) => [
        name,
        name === 'enum' && Array.isArray(field) ? field.filter((v) => !unknown.has(v)) : withoutUnknown(field),
      ]),
    );
  };
  const doc = withoutUnknown(latest) as { info: { version: string; description: string } };
  doc.info.version = revision;
  doc.info.description += ` This document describes revision ${revision}: answers for keys of that revision hold only the values it knows.`;
  return doc;
}
