import fc from 'fast-check';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { performance } from 'node:perf_hooks';
import type { Store } from '../../src/kernel/db/db.ts';
import { ENVIRONMENT_TABLES } from '../../src/modules/environments/tables.ts';

/**
 * Fuzzing driven by the served OpenAPI document: every operation (interface and device
 * interface) gets odd paths, query strings, bodies and content types. What must hold for every
 * answer: no 5xx, every error a problem body (validation errors naming fields), no answer slower
 * than a bound, and a refused request (4xx) writes nothing.
 */
export interface FuzzTarget {
  app: FastifyInstance;
  store: Store;
  /** The environment whose data the snapshot covers (the key's). */
  environmentId: number;
  apiKey: string;
  deviceToken?: string;
  /** Every route as registered, for those the document leaves out (see `hiddenOperationsOf`). */
  routes?: { method: string | string[]; url: string; schema?: any }[];
  /** Operations of the run, for the test's own checks. */
  operations?: Operation[];
}

export interface FuzzCounts {
  seed: number;
  requests: number;
  byClass: Record<string, number>;
  serverErrors: string[];
  partialWrites: string[];
  unexplained: string[];
  slowest: { ms: number; request: string };
}

type Schema = Record<string, any>;

export interface Operation {
  method: string;
  path: string;
  parameters: { name: string; in: string; schema: Schema }[];
  body?: Schema;
}

export const ANSWER_BOUND_MS = 5_000;

// ---- the operations -------------------------------------------------------------------------

function resolver(doc: any) {
  const resolve = (schema: Schema | undefined, depth = 0): Schema | undefined => {
    if (!schema || depth > 20) return schema;
    if (typeof schema.$ref === 'string') {
      const name = schema.$ref.split('/').pop() as string;
      return resolve(doc.components?.schemas?.[name], depth + 1);
    }
    return schema;
  };
  return resolve;
}

/**
 * Routes the OpenAPI document leaves out (the device interface), from the schemas their
 * registration carried; shared models are looked up in the document's components.
 */
export function hiddenOperationsOf(routes: { method: string | string[]; url: string; schema?: any }[], doc: any): Operation[] {
  const resolve = resolver(doc);
  const propertiesOf = (schema: any, where: string) =>
    Object.entries<Schema>(schema?.properties ?? {}).map(([name, s]) => ({ name, in: where, schema: resolve(s) ?? {} }));
  return routes
    .filter((route) => route.schema?.hide && route.url.startsWith('/device/'))
    .flatMap((route) =>
      [route.method]
        .flat()
        .filter((m) => m !== 'HEAD')
        .map((method) => ({
          method,
          path: route.url.replace(/:(\w+)/g, '{$1}'),
          parameters: [...propertiesOf(route.schema.params, 'path'), ...propertiesOf(route.schema.querystring, 'query')],
          body: route.schema.body && deref(JSON.parse(JSON.stringify(route.schema.body)), resolve),
        })),
    );
}

export function operationsOf(doc: any): Operation[] {
  const resolve = resolver(doc);
  const out: Operation[] = [];
  for (const [path, methods] of Object.entries<any>(doc.paths)) {
    for (const [method, op] of Object.entries<any>(methods)) {
      const body = resolve(op.requestBody?.content?.['application/json']?.schema);
      out.push({
        method: method.toUpperCase(),
        path,
        parameters: (op.parameters ?? []).map((p: any) => ({ name: p.name, in: p.in, schema: resolve(p.schema) ?? {} })),
        body: body && deref(body, resolve),
      });
    }
  }
  return out;
}

/** The schema with every $ref replaced (bounded depth: the models are not recursive). */
function deref(schema: Schema, resolve: (s: Schema | undefined) => Schema | undefined, depth = 0): Schema {
  if (depth > 12 || !schema || typeof schema !== 'object') return schema;
  const resolved = resolve(schema) ?? {};
  if (Array.isArray(resolved)) return resolved.map((s) => deref(s, resolve, depth + 1));
  return Object.fromEntries(Object.entries(resolved).map(([k, v]) => [k, v && typeof v === 'object' ? deref(v, resolve, depth + 1) : v]));
}

// ---- odd values -----------------------------------------------------------------------------

const ODD_STRINGS = [
  '',
  ' ',
  'a'.repeat(5000),
  "'; drop table persons; --",
  "1' or '1'='1",
  '../../../etc/passwd',
  '..%2F..%2F',
  '%00',
  '\u0000',
  'a\u0007b',
  '\u202Eevil',
  'ä€😀𝄞',
  '\uD800',
  '<script>alert(1)</script>',
  '${jndi:ldap://x}',
  '{{7*7}}',
  'null',
  'true',
  '-1',
  '1e309',
  'ac_test_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  '2026-02-30T25:61',
  '+43 664 1234567',
  'NaN',
];
const ODD_NUMBERS = [
  0,
  -1,
  1,
  2,
  3,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31),
  2 ** 53,
  2 ** 53 + 2,
  1e21,
  -1e21,
  1.5,
  0.0001,
  9007199254740991,
  99999999999,
];

const oddString = fc.oneof(fc.constantFrom(...ODD_STRINGS), fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 20 }));
const oddNumber = fc.oneof(fc.constantFrom(...ODD_NUMBERS), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  oddString,
  oddNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.dictionary(oddString, fc.oneof(oddString, oddNumber), { maxKeys: 3 }),
);

/** A value for a schema: mostly of its shape, often with one thing wrong. */
function valueFor(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return anyJson;
  const variants = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(variants) && variants.length > 0) return fc.oneof(...variants.map((s: Schema) => valueFor(s, depth + 1)));
  const wrong = anyJson;
  if (Array.isArray(schema.enum))
    return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...schema.enum) }, { weight: 1, arbitrary: wrong });
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const properties = Object.entries<Schema>(schema.properties ?? {});
      if (properties.length === 0) return fc.oneof(fc.constant({}), wrong);
      const shaped = fc.record(Object.fromEntries(properties.map(([name, s]) => [name, valueFor(s, depth + 1)])), {
        requiredKeys: (schema.required ?? []).filter((k: string) => schema.properties?.[k]),
      });
      const withUnknown = fc.tuple(shaped, oddString, anyJson).map(([o, k, v]) => ({ ...(o as object), [k || 'unknownField']: v }));
      return fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: withUnknown }, { weight: 1, arbitrary: wrong });
    }
    case 'array':
      return fc.oneof(
        { weight: 4, arbitrary: fc.array(valueFor(schema.items, depth + 1), { minLength: 0, maxLength: 3 }) },
        { weight: 1, arbitrary: wrong },
      );
    case 'integer':
    case 'number':
      return fc.oneof(
        { weight: 2, arbitrary: fc.integer({ min: 0, max: 60 }) },
        { weight: 2, arbitrary: oddNumber },
        { weight: 1, arbitrary: wrong },
      );
    case 'boolean':
      return fc.oneof({ weight: 3, arbitrary: fc.boolean() }, { weight: 1, arbitrary: wrong });
    case 'string':
      return fc.oneof(
        { weight: 2, arbitrary: fc.constantFrom(...(schema.examples ?? ['x'])) },
        { weight: 2, arbitrary: oddString },
        { weight: 1, arbitrary: wrong },
      );
    default:
      return anyJson;
  }
}

/** Percent-encoding that also takes text with lone surrogates (which clients do send). */
const encode = (text: string) =>
  encodeURIComponent(
    text.replace(/[\uD800-\uDFFF]/g, (c, i, all) =>
      /[\uD800-\uDBFF][\uDC00-\uDFFF]/.test(all.slice(i - 1, i + 1) + all.slice(i, i + 2)) ? c : '\uFFFD',
    ),
  );

const pathValue = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 1, max: 60 }).map(String) },
  { weight: 2, arbitrary: fc.constantFrom(...ODD_NUMBERS).map(String) },
  { weight: 2, arbitrary: oddString.map(encode) },
);

const queryValue = (schema: Schema) =>
  fc
    .oneof(
      valueFor(schema).map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))),
      oddString,
    )
    .map((v) => encode(String(v)));

type BodyPlan = { payload?: string; contentType?: string };

function bodyFor(op: Operation): fc.Arbitrary<BodyPlan> {
  const json = valueFor(op.body).map((v) => ({ payload: JSON.stringify(v), contentType: 'application/json' }));
  const broken = fc.constantFrom<BodyPlan>(
    { payload: '{"firstName": ', contentType: 'application/json' },
    { payload: '[{]', contentType: 'application/json' },
    { payload: '['.repeat(5000) + ']'.repeat(5000), contentType: 'application/json' },
    { payload: '{"a":'.repeat(200) + '1' + '}'.repeat(200), contentType: 'application/json' },
    { payload: '{"__proto__": {"admin": true}}', contentType: 'application/json' },
    { payload: 'firstName=x', contentType: 'application/x-www-form-urlencoded' },
    { payload: '<person/>', contentType: 'application/xml' },
    { payload: '[]', contentType: 'text/plain' },
    { payload: '{}', contentType: 'application/json; charset=latin1' },
    {},
  );
  return fc.oneof({ weight: op.body ? 5 : 1, arbitrary: json }, { weight: 1, arbitrary: broken });
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

function requestFor(op: Operation, target: FuzzTarget): fc.Arbitrary<FuzzRequest> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const credentials: Record<string, string>[] = [
    { 'x-api-key': target.apiKey },
    ...(target.deviceToken ? [{ 'x-device-token': target.deviceToken }] : []),
  ];
  return fc
    .record({
      path: fc.tuple(...pathParams.map(() => pathValue)),
      query: fc.tuple(...queryParams.map((p) => fc.option(queryValue(p.schema), { nil: undefined }))),
      extraQuery: fc.option(fc.tuple(oddString, oddString), { nil: undefined }),
      body: bodyFor(op),
      credentials: fc.constantFrom(...credentials),
    })
    .map(({ path, query, extraQuery, body, credentials }) => {
      let i = 0;
      const url = op.path.replace(/\{[^}]+\}/g, () => path[i++] || '1');
      const pairs = queryParams.flatMap((p, j) => (query[j] === undefined ? [] : [`${p.name}=${query[j]}`]));
      if (extraQuery) pairs.push(`${encode(extraQuery[0] || 'x')}=${encode(extraQuery[1])}`);
      const headers: Record<string, string> = { ...credentials, ...(body.contentType ? { 'content-type': body.contentType } : {}) };
      return { method: op.method, url: pairs.length ? `${url}?${pairs.join('&')}` : url, headers, payload: body.payload };
    });
}

// ---- what must hold -------------------------------------------------------------------------

const knownColumns = new WeakMap<Store, Promise<Map<string, Set<string>>>>();

/** The columns of every table, read once per database. */
function columnsOf(store: Store): Promise<Map<string, Set<string>>> {
  let columns = knownColumns.get(store);
  if (!columns) {
    columns = store.db.introspection
      .getTables()
      .then((tables) => new Map(tables.map((t) => [t.name, new Set(t.columns.map((c) => c.name))])));
    knownColumns.set(store, columns);
  }
  return columns;
}

/** Row counts, highest ids, version sums and latest changes of every table of the environment. */
export async function snapshotOf(store: Store, environmentId: number): Promise<string> {
  const columns = await columnsOf(store);
  // One query for all tables: the fuzzer takes a snapshot before and after every refusal.
  const text = (expression: string) => sql.raw(`cast(${expression} as text)`);
  const parts = ENVIRONMENT_TABLES.map((table) => {
    const has = columns.get(table) ?? new Set();
    return sql`select ${table} as t, ${text('count(*)')} as n, ${text('max(id)')} as m,
      ${has.has('version') ? text('sum(version)') : sql`''`} as v, ${has.has('updated_at') ? text('max(updated_at)') : sql`''`} as u
      from ${sql.table(table)} where environment_id = ${environmentId}`;
  });
  const { rows } = await sql<Record<string, string>>`${sql.join(parts, sql` union all `)}`.execute(store.db);
  return rows
    .map((r) => `${r.t}:${r.n},${r.m},${r.v},${r.u}`)
    .sort()
    .join(' ');
}

function explainedProblem(status: number, contentType: string, body: any): string | undefined {
  if (!contentType.includes('application/problem+json')) return `status ${status} without a problem body (${contentType})`;
  if (!body || typeof body.code !== 'string' || body.status !== status) return `status ${status}: problem without code/status`;
  if (
    body.code === 'VALIDATION_FAILED' &&
    (!Array.isArray(body.errors) || body.errors.length === 0 || body.errors.some((e: any) => typeof e.field !== 'string'))
  ) {
    return `validation problem not naming its fields: ${JSON.stringify(body).slice(0, 200)}`;
  }
  return undefined;
}

export async function fuzz(
  target: FuzzTarget,
  options: { seed: number; requests: number; checkWrites?: boolean; onProgress?: (done: number) => void },
): Promise<FuzzCounts> {
  const doc = (await target.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
  const operations = [...operationsOf(doc), ...hiddenOperationsOf(target.routes ?? [], doc)].filter(
    (op) => !op.path.startsWith('/v1/public-mgmt/reset'),
  );
  target.operations = operations;
  const counts: FuzzCounts = {
    seed: options.seed,
    requests: 0,
    byClass: {},
    serverErrors: [],
    partialWrites: [],
    unexplained: [],
    slowest: { ms: 0, request: '' },
  };
  const arbitrary = fc.constantFrom(...operations).chain((op) => requestFor(op, target));
  const BATCH = 500;
  for (let done = 0; done < options.requests; done += BATCH) {
    const batch = fc.sample(arbitrary, { seed: options.seed + done, numRuns: Math.min(BATCH, options.requests - done) });
    for (const request of batch) {
      const before = options.checkWrites === false ? '' : await snapshotOf(target.store, target.environmentId);
      const started = performance.now();
      const res = await target.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: request.headers,
        payload: request.payload,
      });
      const ms = performance.now() - started;
      const label = `${request.method} ${request.url.slice(0, 120)} ${String(request.payload ?? '').slice(0, 120)}`;
      counts.requests++;
      const statusClass = `${Math.floor(res.statusCode / 100)}xx`;
      counts.byClass[statusClass] = (counts.byClass[statusClass] ?? 0) + 1;
      if (ms > counts.slowest.ms) counts.slowest = { ms: Math.round(ms), request: label };
      if (res.statusCode >= 500) counts.serverErrors.push(`${res.statusCode} ${label}: ${res.body.slice(0, 200)}`);
      if (res.statusCode >= 400) {
        let body: unknown;
        try {
          body = res.json();
        } catch {
          body = undefined;
        }
        const why = explainedProblem(res.statusCode, String(res.headers['content-type'] ?? ''), body);
        if (why) counts.unexplained.push(`${label}: ${why}`);
        if (options.checkWrites !== false && (await snapshotOf(target.store, target.environmentId)) !== before)
          counts.partialWrites.push(`${res.statusCode} ${label}`);
      }
    }
    options.onProgress?.(Math.min(done + BATCH, options.requests));
  }
  return counts;
}
