import fs from 'node:fs';
import path from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { baseAddresses } from './base-address.ts';

export const OPENAPI_PATH = '/v1/openapi.json';

/** Collects every route's schema into an OpenAPI 3.1 document; must be registered before routes. */
export async function registerOpenApi(app: FastifyInstance, config: Pick<Config, 'publicBaseUrl' | 'testBasePath'>): Promise<void> {
  const { production, test } = baseAddresses(config);
  // With separate addresses both are listed; otherwise one address serves both environments.
  const servers = config.testBasePath
    ? [{ url: production || '/', description: 'Production (production keys only)' }, { url: test, description: 'Test environment (test keys only)' }]
    : config.publicBaseUrl ? [{ url: production, description: 'Production and test environment (the key decides)' }] : undefined;
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
          'Errors are RFC 9457 problem details with a stable `code`. Paths are also served under `/cloud/v1`.',
      },
      components: { securitySchemes: { ApiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' } } },
      security: [{ ApiKey: [] }],
    },
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
    },
  });
}

/** The document itself and an interactive page at /docs, both served from local assets. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  app.get(OPENAPI_PATH, { schema: { hide: true } }, () => app.swagger());
  // The protocol stylesheet, so the rendered protocol examples in the descriptions show as clients would show them.
  const protocolCss = fs.readFileSync(path.join(import.meta.dirname, 'static', 'protocol.css'), 'utf8');
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: { docExpansion: 'list' },
    theme: { css: [{ filename: 'protocol.css', content: protocolCss }] },
  });
}
