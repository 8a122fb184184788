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

/**
 * Fastify's own response serializers (fast-json-stringify). Each one gets a factory of its own
 * because the default one drops a schema from the shared set once a route answers with it
 * directly, which would make the result depend on the order in which routes are first used.
 */
export function lazySerializers(eager = false): SerializerFactory {
  return (externalSchemas, serializerOptions) => (route) => {
    const build = () =>
      SerializerSelector()(withDiscriminatorsAsConditions(externalSchemas), serializerOptions)({
        ...route,
        schema: withDiscriminatorsAsConditions(route.schema),
      }) as (data: unknown) => string;
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
