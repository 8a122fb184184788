import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { servedOpenApiDocument } from '../helpers/openapi-document.ts';

// Every operation of the served document shows an example request body (when it takes one) and an
// example answer (for its main success response), and every example matches its schema.

interface Media {
  schema?: unknown;
  example?: unknown;
}
interface Operation {
  operationId: string;
  requestBody?: { content?: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: unknown;
}

/** Operations that take no body and answer without content: there is nothing to show. */
const NOTHING_TO_SHOW = ['resetTestData', 'deleteWebhook'];

function operations(doc: Document): (Operation & { label: string })[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, op]) => op && typeof op === 'object' && 'operationId' in op)
      .map(([method, op]) => ({ ...op, label: `${op.operationId} (${method.toUpperCase()} ${path})` })),
  );
}

/** The JSON media of the request body and of the first 2xx response with content. */
function media(op: Operation): { where: string; media: Media }[] {
  const out: { where: string; media: Media }[] = [];
  const body = op.requestBody?.content?.['application/json'];
  if (body) out.push({ where: 'request body', media: body });
  const success = Object.keys(op.responses)
    .filter((code) => /^2\d\d$/.test(code) && op.responses[code].content?.['application/json'])
    .sort()[0];
  if (success) out.push({ where: `response ${success}`, media: op.responses[success].content!['application/json'] });
  return out;
}

/** A validator of one schema of the document, its references resolved against the document's components. */
function validatorFor(doc: Document) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, formats: { int64: true, int32: true } });
  addFormats.default(ajv);
  ajv.addSchema({ $id: 'doc', components: doc.components });
  const rebased = (schema: unknown) => JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/'));
  return (schema: unknown, value: unknown) => {
    const validate = ajv.compile(rebased(schema));
    return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
  };
}

for (const revision of ['latest', '16.20.7']) {
  describe(`examples of the served OpenAPI document (${revision})`, () => {
    let doc: Document;
    beforeAll(async () => {
      doc = (await servedOpenApiDocument(revision === 'latest' ? '' : `?revision=${revision}`)) as Document;
    });

    it('are given for every operation: its request body and its main success answer', () => {
      const missing = operations(doc).flatMap((op) =>
        media(op)
          .filter(({ media }) => media.example === undefined)
          .map(({ where }) => `${op.label}: ${where}`),
      );
      expect(missing).toEqual([]);
      const without = operations(doc).filter((op) => media(op).every(({ media }) => media.example === undefined));
      expect(without.map((op) => op.operationId).sort()).toEqual([...NOTHING_TO_SHOW].sort());
    });

    it('match their schemas', () => {
      const validate = validatorFor(doc);
      const invalid = operations(doc).flatMap((op) =>
        media(op)
          .filter(({ media }) => media.example !== undefined)
          .flatMap(({ where, media }) => validate(media.schema, media.example).map((error) => `${op.label} ${where}: ${error}`)),
      );
      expect(invalid).toEqual([]);
    });

    it('are checked for real: a wrong example is refused', () => {
      const validate = validatorFor(doc);
      const person = { $ref: '#/components/schemas/Person' };
      expect(validate(person, { id: 'one', firstName: 'Eva' })).not.toEqual([]);
    });
  });
}
