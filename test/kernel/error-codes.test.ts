import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codesOfStatus, ERROR_CODES, type ErrorCode } from '../../src/kernel/error-codes.ts';
import { startWorld, type World } from '../helpers/world.ts';

describe('the error-code catalogue', () => {
  let world: World;
  beforeAll(async () => {
    world = await startWorld();
  });
  afterAll(() => world.close());

  it('gives every code an HTTP error status and a title', () => {
    for (const [code, { status, title }] of Object.entries(ERROR_CODES)) {
      expect(code).toMatch(/^[A-Z][A-Z0-9_]+$/);
      expect(http.STATUS_CODES[status], code).toBeDefined();
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(title.length, code).toBeGreaterThan(5);
    }
  });

  it("is where the OpenAPI document takes each error status's codes from", async () => {
    const doc = (await world.call('GET', '/v1/openapi.json', { key: null })).body;
    const persons = doc.paths['/v1/persons'].post.responses;
    for (const status of ['400', '401', '429']) {
      const listed = /Codes: ([A-Z0-9_, ]+)\./.exec(persons[status].description)![1].split(', ') as ErrorCode[];
      expect(listed).toEqual(codesOfStatus(Number(status)));
    }
  });

  it('answers a refusal with its catalogue status', async () => {
    const res = await world.call('GET', '/v1/persons/999999');
    expect(res.body.code).toBe('NOT_FOUND');
    expect(res.status).toBe(ERROR_CODES.NOT_FOUND.status);
  });
});
