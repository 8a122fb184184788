import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import type { Deps } from './kernel/context.ts';
import { applyAliases } from './kernel/http/aliases.ts';
import { stripTestBasePath } from './kernel/http/base-address.ts';
import { installApiKeyAuth } from './modules/api-keys/index.ts';
import { deviceInterface } from './modules/devices/index.ts';
import { registerHealth, type HealthSources } from './kernel/http/health.ts';
import { installInputHygiene } from './kernel/http/input-hygiene.ts';
import { installJsonParser } from './kernel/http/json-body.ts';
import { lazySerializers } from './kernel/http/lazy-compilers.ts';
import { installMetrics } from './kernel/http/metrics.ts';
import { installRateLimit } from './kernel/http/rate-limit.ts';
import { registerDocs, registerOpenApi } from './kernel/http/openapi.ts';
import { errorHandler, problem, schemaErrorFormatter, sendProblem } from './kernel/http/problem.ts';
import { API_ROUTE_GROUPS, SHARED_SCHEMAS } from './route-groups.ts';
import { OPENAPI_EXAMPLES } from './openapi-examples.ts';
import { ADMIN_PAGE_GROUPS } from './admin-pages.ts';
import { registerAdminShell } from './kernel/admin/shell.tsx';
import { resolveAdmin } from './modules/admin-accounts/index.ts';
import { protocolStylesheet, registerProtocolAssets } from './modules/protocols/index.ts';

import { cacheRoute, ResponseCache } from './kernel/http/read-cache.ts';
import { installConditionalRequests } from './kernel/http/conditional.ts';
import { installIdempotency } from './kernel/http/idempotency.ts';
import { AccessLog } from './kernel/http/access-log.ts';
import { canonicalUrl } from './kernel/http/url-aliases.ts';
import { booleanQueryKeys, installValidators, normalizeBooleanQuery } from './kernel/http/validation.ts';

export interface AppOptions {
  logger?: FastifyServerOptions['logger'];
  /** Parts readiness depends on (the outbox worker), filled in by the server once they run. */
  health?: HealthSources;
  /** Sees every route as it is registered (the fuzz suite reads the device routes' schemas). */
  routeObserver?: (route: RouteOptions) => void;
  /** Builds every route's validators and serializers at start instead of on first use (tests). */
  eagerSchemas?: boolean;
}

export async function buildApp(deps: Deps, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new AccessLog(),
    bodyLimit: deps.config.bodyLimitBytes,
    rewriteUrl: (req) => canonicalUrl(stripTestBasePath(req, req.url ?? '/', deps.config.testBasePath)),
    routerOptions: { ignoreTrailingSlash: true },
    // Ids are generated per request so log lines of one request can be grouped.
    requestIdHeader: false,
    // Errors found before routing (a malformed URL, an over-long path segment) are problems too.
    frameworkErrors: (error, request, reply) => void errorHandler(error, request, reply),
    schemaErrorFormatter,
    schemaController: { compilersFactory: { buildSerializer: lazySerializers(options.eagerSchemas) } },
  }) as unknown as FastifyInstance;

  // Declared up front so every request object has the same shape (properties added later
  // would slow down all request handling).
  app.decorateRequest('ctx', null as never);
  app.decorateRequest('readCacheMiss', undefined);
  app.decorateRequest('rawBody', undefined);
  app.decorateRequest('idempotency', undefined);
  app.decorateRequest('answerVersion', undefined);
  app.decorateRequest('ifMatchVersion', undefined);
  // First of all hooks: no read for this request may use a snapshot older than its arrival.
  app.addHook('onRequest', (_request, _reply, done) => {
    deps.store.readsFromNow();
    done();
  });
  installValidators(app, options.eagerSchemas);
  installJsonParser(app);
  installInputHygiene(app);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler((request, reply) =>
    sendProblem(reply, problem(404, 'ROUTE_NOT_FOUND', `no operation ${request.method} ${request.url.split('?')[0]}`)),
  );
  for (const schema of SHARED_SCHEMAS) app.addSchema(schema);

  const readCache = deps.config.readCacheBytes > 0 ? new ResponseCache(deps.config.readCacheBytes) : undefined;
  await installMetrics(app, deps, readCache);

  // Per-route input tolerances and caching, decided once when the route is registered.
  app.addHook('onRoute', (route) => {
    options.routeObserver?.(route);
    const booleans = booleanQueryKeys(route.schema);
    const aliases = route.config?.bodyAliases;
    if (booleans.length === 0 && !aliases) return;
    const hooks = route.preValidation ? [route.preValidation].flat() : [];
    route.preValidation = [
      async (request) => {
        if (booleans.length > 0) normalizeBooleanQuery(request.query as Record<string, unknown>, booleans);
        if (aliases) applyAliases(request.body, aliases);
      },
      ...hooks,
    ];
  });

  await registerOpenApi(app, deps.config, OPENAPI_EXAMPLES);
  registerDocs(app, [{ filename: 'protocol.css', content: protocolStylesheet() }]);
  registerHealth(app, deps, options.health);
  registerProtocolAssets(app);

  await app.register(async (api) => {
    installApiKeyAuth(api, deps);
    await installRateLimit(api, deps.config.rateLimitPerMinute);
    // After the rate limit: both add a route's onRequest hook, in this order.
    if (readCache) {
      api.addHook('onRoute', (route) => {
        if (route.method === 'GET' && route.config?.readCache !== false) cacheRoute(route, readCache, deps.store.readDataVersion);
      });
    }
    installIdempotency(api, deps.store, deps.config.idempotencyKeyHours);
    installConditionalRequests(api);
    for (const group of API_ROUTE_GROUPS) group(api, deps);
  });
  await app.register(deviceInterface(deps));
  await registerAdminShell(app, deps, { groups: ADMIN_PAGE_GROUPS, resolveAdmin });

  return app;
}
