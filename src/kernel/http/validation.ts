import { Ajv, type Options } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { lazyValidator } from './lazy-compilers.ts';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

function makeAjv(options: Options): Ajv {
  const ajv = new Ajv({ allErrors: true, removeAdditional: false, useDefaults: true, strict: false, ...options });
  addFormats(ajv);
  // OpenAPI's integer formats: int64 values are held exactly only up to 2^53 in JSON clients
  // and in this service, so that is the range of every int64 field without a narrower one.
  ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isSafeInteger(n) });
  ajv.addFormat('int32', { type: 'number', validate: (n: number) => Number.isInteger(n) && n >= -(2 ** 31) && n < 2 ** 31 });
  return ajv;
}

/**
 * Bodies are validated strictly: a wrong type is an error, never silently converted. Query and
 * path values are strings on the wire and are converted to the declared types.
 */
export function installValidators(app: FastifyInstance, eager = false): void {
  // Checking a schema against the JSON Schema meta-schema first builds a validator of the
  // meta-schema itself: about 50 ms of a process's first request. The schemas are fixed in the
  // code, and the test that builds them all (`eager`) checks every one.
  const validateSchema = eager;
  const bodyAjv = makeAjv({ coerceTypes: false, validateSchema });
  const paramAjv = makeAjv({ coerceTypes: 'array', validateSchema });
  app.setValidatorCompiler(({ schema, httpPart }) =>
    lazyValidator(() => (httpPart === 'body' ? bodyAjv : paramAjv).compile(schema), eager),
  );
}

const BOOLEAN_WORDS: Record<string, string> = { true: 'true', false: 'false', '1': 'true', '0': 'false' };

/** Query booleans arrive as true/false, True/False or 1/0 from existing clients. */
export function booleanQueryKeys(schema: FastifySchema | undefined): string[] {
  const props = (schema?.querystring as { properties?: Record<string, { type?: string }> } | undefined)?.properties ?? {};
  return Object.entries(props)
    .filter(([, s]) => s.type === 'boolean')
    .map(([k]) => k);
}

export function normalizeBooleanQuery(query: Record<string, unknown>, keys: string[]): void {
  for (const key of keys) {
    const value = query[key];
    if (typeof value === 'string') {
      const word = BOOLEAN_WORDS[value.toLowerCase()];
      if (word) query[key] = word;
    }
  }
}

let handlerBodyAjv: Ajv | undefined;

/**
 * A validator for a body checked inside a handler, where the schema depends on stored data (a
 * medium's type); same rules as the validation of route bodies.
 */
export function compileBodyValidator(schema: object) {
  return lazyValidator(() => {
    handlerBodyAjv ??= makeAjv({ coerceTypes: false });
    return handlerBodyAjv.compile(schema);
  });
}
