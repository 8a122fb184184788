import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { loadConfig } from '../../src/kernel/config.ts';
import { buildApp } from '../../src/app.ts';
import type { Actor, Deps, EnvironmentRef, RequestContext } from '../../src/kernel/context.ts';
import { activateProduction, buyCredits, createCustomer } from '../../src/modules/customers/service.ts';
import { createApiKey, revokeApiKey } from '../../src/modules/customers/api-key-management.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { makeDeps } from '../../src/wiring.ts';

export const TEST_ACTOR: Actor = { kind: 'ADMINISTRATOR', userId: null, name: 'test setup' };

export interface Customer {
  id: number;
  number: string;
  test: EnvironmentRef;
  production: EnvironmentRef;
  /** Active keys of each environment. */
  testKey: string;
  productionKey: string;
}

export interface ApiResponse {
  status: number;
  body: any;
  headers: Record<string, string | string[] | number | undefined>;
}

/**
 * A running app on its own database with two customers, both with test and activated production
 * environments: `a` is the one tests act as, `b` is the foreign customer. Requests go through
 * the whole HTTP stack (Fastify inject).
 */
export interface World {
  app: FastifyInstance;
  deps: Deps;
  db: TestDatabase;
  a: Customer;
  b: Customer;
  /** A key of customer a's test environment that has been revoked. */
  revokedKey: string;
  /** Calls the interface with customer a's test key unless another key (or null for none) is given. */
  call(
    method: string,
    url: string,
    options?: { key?: string | null; body?: unknown; headers?: Record<string, string>; rawBody?: string },
  ): Promise<ApiResponse>;
  ctx(env: EnvironmentRef): RequestContext;
  /** A second API node: its own app and connections on the same database. */
  secondNode(): Promise<{ call: World['call']; close(): Promise<void> }>;
  close(): Promise<void>;
}

async function makeCustomer(deps: Deps, name: string): Promise<Customer> {
  const created = await createCustomer(deps, TEST_ACTOR, { accessControlSystemName: name }, { testKey: true });
  await buyCredits(deps, TEST_ACTOR, created.customer.id, 1000);
  await activateProduction(deps, TEST_ACTOR, created.customer.id);
  const productionKey = await createApiKey(deps, TEST_ACTOR, created.customer.id, 'PRODUCTION', 'tests');
  return {
    id: created.customer.id,
    number: created.customer.customer_number,
    test: created.test,
    production: { ...created.production },
    testKey: created.testKey!.key,
    productionKey: productionKey.key,
  };
}

export async function startWorld(configOverrides: Partial<ReturnType<typeof loadConfig>> = {}): Promise<World> {
  const db = await createTestDatabase();
  const deps: Deps = makeDeps(db.store, { ...loadConfig({}), ...configOverrides });
  const a = await makeCustomer(deps, 'Customer A');
  const b = await makeCustomer(deps, 'Customer B');
  const revoked = await createApiKey(deps, TEST_ACTOR, a.id, 'TEST', 'to be revoked');
  await revokeApiKey(deps, TEST_ACTOR, a.id, String(revoked.id));
  const app = await buildApp(deps);
  await app.ready();
  return {
    app,
    deps,
    db,
    a,
    b,
    revokedKey: revoked.key,
    call: caller(app, a.testKey),
    ctx: (env) => ({ env, actor: TEST_ACTOR }),
    async secondNode() {
      const store = db.openAnotherStore();
      const other = await buildApp({ ...deps, store });
      await other.ready();
      return {
        call: caller(other, a.testKey),
        close: async () => {
          await other.close();
          await store.close();
        },
      };
    },
    async close() {
      await app.close();
      await db.drop();
    },
  };
}

type Call = World['call'];

/** Calls an app through the whole HTTP stack with a default key (null: none). */
function caller(app: FastifyInstance, defaultKey: string): Call {
  return async (method, url, options = {}) => {
    const key = options.key === undefined ? defaultKey : options.key;
    const headers: Record<string, string> = { ...(key !== null ? { 'x-api-key': key } : {}), ...options.headers };
    let payload: string | undefined = options.rawBody;
    if (options.body !== undefined) {
      payload = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await app.inject({ method: method as 'GET', url, headers, payload });
    let body: unknown = res.body;
    if (res.body && String(res.headers['content-type'] ?? '').includes('json')) body = JSON.parse(res.body);
    return { status: res.statusCode, body, headers: res.headers };
  };
}

/** A problem response of the given status and code, naming the field when one is given. */
export function expectProblem(res: ApiResponse, status: number, code?: string, field?: string): void {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(String(res.headers['content-type'])).toContain('application/problem+json');
  expect(res.body).toMatchObject({ status, type: expect.any(String), title: expect.any(String), detail: expect.any(String) });
  if (code) expect(res.body.code).toBe(code);
  if (field) expect(res.body.errors?.map((e: { field: string }) => e.field)).toContain(field);
}

export interface RouteCall {
  method: string;
  url: string;
  body?: unknown;
}

/** Missing, unknown and revoked keys are refused with 401 before anything else happens. */
export async function expectKeyChecks(world: World, route: RouteCall): Promise<void> {
  for (const key of [null, 'ac_test_unknown-key-000000000000000000000000', world.revokedKey]) {
    const res = await world.call(route.method, route.url, { key, body: route.body });
    expectProblem(res, 401);
  }
}

/** A request about customer a's test object, made with every foreign key, answers 404. */
export async function expectForeignKeysSee404(world: World, route: RouteCall): Promise<void> {
  for (const key of [world.a.productionKey, world.b.testKey, world.b.productionKey]) {
    const res = await world.call(route.method, route.url, { key, body: route.body });
    expectProblem(res, 404);
  }
}
