import { describe, expect, it } from 'vitest';
import { lazySerializers } from '../../../src/kernel/http/lazy-compilers.ts';

/** Shared schemas as Fastify hands them over; `Unused` would not pass the meta-schema check. */
const SHARED = {
  Person: { $id: 'Person', type: 'object', properties: { name: { type: 'string' }, medium: { $ref: 'Medium' } } },
  Medium: { $id: 'Medium', type: 'object', properties: { id: { type: 'integer' } } },
  Unused: { $id: 'Unused', type: 'object', properties: { x: { type: 'no-such-type' } } },
};

function serializerFor(schema: unknown): (data: unknown) => string {
  const factory = lazySerializers(true)(SHARED, {});
  return factory({ schema, method: 'GET', url: '/test', httpStatus: '200' });
}

describe('response serializers', () => {
  it('are built from the shared schemas their response reaches, through each other, and no others', () => {
    const serialize = serializerFor({ type: 'array', items: { $ref: 'Person#' } });
    expect(serialize([{ name: 'Anna', medium: { id: 7, secret: 'x' }, other: 1 }])).toBe('[{"name":"Anna","medium":{"id":7}}]');
  });
});
