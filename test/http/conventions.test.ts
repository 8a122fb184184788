import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem, startWorld, type World } from '../helpers/world.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

describe('OpenAPI document and documentation page', () => {
  it('serves an OpenAPI 3.1 document, valid against the OpenAPI schema, without a key', async () => {
    const res = await world.call('GET', '/v1/openapi.json', { key: null });
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    expect(res.body.paths['/v1/persons']).toBeDefined();
    expect(res.body.components.securitySchemes.ApiKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-API-Key' });
    const result = await new Validator().validate(res.body);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('names every operation once, with the reference operation ids where given', async () => {
    const doc = (await world.call('GET', '/v1/openapi.json', { key: null })).body;
    const ids: string[] = [];
    for (const methods of Object.values<any>(doc.paths)) for (const op of Object.values<any>(methods)) ids.push(op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/cloud'))).toBe(false);
  });

  it('serves the interactive documentation from local assets', async () => {
    const page = await world.call('GET', '/docs/', { key: null });
    expect(page.status).toBe(200);
    expect(page.body).toContain('swagger');
    expect(page.body).not.toMatch(/https?:\/\/(cdn|unpkg|cdnjs)/);
    const bundle = await world.app.inject({ method: 'GET', url: '/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toMatch(/javascript/);
    expect(Number(bundle.headers['content-length'])).toBe(bundle.rawPayload.length);
    const head = await world.app.inject({ method: 'HEAD', url: '/docs/static/swagger-ui-bundle.js' });
    expect([head.statusCode, head.headers['content-length'], head.rawPayload.length]).toEqual([200, bundle.headers['content-length'], 0]);
    const again = await world.app.inject({
      method: 'GET',
      url: '/docs/static/swagger-ui-bundle.js',
      headers: { 'if-none-match': bundle.headers.etag },
    });
    expect(again.statusCode).toBe(304);
    expectProblem(await world.call('GET', '/docs/static/no-such-file.js', { key: null }), 404, 'ROUTE_NOT_FOUND');
  });
});

describe('conventions shared by every route', () => {
  it('answers unknown routes with a 404 problem', async () => {
    expectProblem(await world.call('GET', '/v1/no-such-thing'), 404, 'ROUTE_NOT_FOUND');
  });

  it('accepts Content-Type application/json with an empty body on GET', async () => {
    const res = await world.call('GET', '/v1/persons?limit=1', { rawBody: '', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(200);
  });

  it('refuses JSON that tries prototype pollution', async () => {
    const res = await world.call('POST', '/v1/persons', {
      rawBody: '[{"firstName":"a","lastName":"b","correspondenceLanguageCode":"de-DE","__proto__":{"x":1}}]',
      headers: { 'content-type': 'application/json' },
    });
    expectProblem(res, 400);
  });

  it('never leaks a stack trace', async () => {
    const res = await world.call('POST', '/v1/persons', { rawBody: '{', headers: { 'content-type': 'application/json' } });
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts:\d+/);
  });
});

describe('daily request quota', () => {
  it('answers 429 once the quota of the environment is used up, other environments unaffected', async () => {
    const limited = await startWorld({ dailyRequestQuota: 3 });
    try {
      for (let i = 0; i < 3; i++) expect((await limited.call('GET', '/v1/persons?limit=1')).status).toBe(200);
      expectProblem(await limited.call('GET', '/v1/persons?limit=1'), 429, 'DAILY_QUOTA_EXCEEDED');
      expect((await limited.call('GET', '/v1/persons?limit=1', { key: limited.b.testKey })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
