import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { ValidateFunction } from 'ajv';
import type { FastifyServerOptions } from 'fastify';
import { withDiscriminatorsAsConditions } from './serializer-schemas.ts';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type SerializerFactory = NonNullable<CompilersFactory['buildSerializer']>;

// Building the code of the several hundred validators and serializers of the interface's routes
// took most of the start time (each serializer's schema is also checked against the JSON Schema
// meta-schema), while a process uses only some of them. They are built when first used instead;
// `eager` builds them at once, so a test can show that every one of them builds.

type Schemas = Record<string, unknown>;

/** The ids a schema refers to (`{ $ref: 'Person' }`, `'Person#/…'`), at any depth. */
function referencedIds(schema: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) for (const item of schema) referencedIds(item, into);
  else if (schema !== null && typeof schema === 'object') {
    for (const [key, value] of Object.entries(schema)) {
      if (key === '$ref' && typeof value === 'string') into.add(value.split('#')[0]);
      else referencedIds(value, into);
    }
  }
  return into;
}

/**
 * The shared schemas a response schema reaches through its references, directly or through
 * each other. fast-json-stringify checks every shared schema it is given against the meta-schema
 * at each build: given all of them, the first answer of each route took about 25 ms more. Falls
 * back to all of them when a reference names no shared schema by its key (a form not seen here).
 */
function reachableSchemas(schema: unknown, external: Schemas): Schemas {
  const reached: Schemas = {};
  const pending = [...referencedIds(schema)];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (id === '' || id in reached) continue;
    if (!(id in external)) return external;
    reached[id] = external[id];
    pending.push(...referencedIds(external[id]));
  }
  return reached;
}

/**
 * Fastify's own response serializers (fast-json-stringify). Each one gets a factory of its own
 * because the default one drops a schema from the shared set once a route answers with it
 * directly, which would make the result depend on the order in which routes are first used.
 */
export function lazySerializers(eager = false): SerializerFactory {
  return (externalSchemas, serializerOptions) => (route) => {
    const build = () => {
      const schema = withDiscriminatorsAsConditions(route.schema);
      const shared = reachableSchemas(schema, withDiscriminatorsAsConditions(externalSchemas as Schemas));
      return SerializerSelector()(shared, serializerOptions)({ ...route, schema }) as (data: unknown) => string;
    };
    let serialize = eager ? build() : undefined;
    return (data: unknown) => (serialize ??= build())(data);
  };
}

/** A validator with the shape Fastify expects of an Ajv one, compiled on its first call. */
export function lazyValidator(compile: () => ValidateFunction, eager = false): ValidateFunction {
  let validate = eager ? compile() : undefined;
  const lazy = ((data: unknown, context?: Parameters<ValidateFunction>[1]) => {
    validate ??= compile();
    const valid = validate(data, context);
    lazy.errors = validate.errors;
    return valid;
  }) as ValidateFunction;
  // Fastify passes the request as parent data only to functions that have this (Ajv's own do),
  // which lets coercion and defaults replace a whole query or body.
  (lazy as { schemaEnv?: unknown }).schemaEnv = true;
  return lazy;
}
