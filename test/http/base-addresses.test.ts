import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/kernel/config.ts';
import { startHint } from '../../src/main.ts';
import { deviceCall, ok } from '../helpers/devices.ts';
import { expectProblem, startWorld, type World } from '../helpers/world.ts';

// The specification: "The test environment has its own base address". With TEST_BASE_PATH the
// test environment is served under that prefix and production without it.
let separate: World;
let shared: World;
beforeAll(async () => {
  [separate, shared] = await Promise.all([startWorld({ testBasePath: '/test' }), startWorld()]);
});
afterAll(async () => {
  await Promise.all([separate.close(), shared.close()]);
});

describe('separate base addresses (TEST_BASE_PATH=/test)', () => {
  it('takes test keys only at the test address and production keys only at the production address', async () => {
    const { a } = separate;
    expect((await separate.call('GET', '/test/v1/persons?limit=1', { key: a.testKey })).status).toBe(200);
    expect((await separate.call('GET', '/test/cloud/v1/persons?limit=1', { key: a.testKey })).status).toBe(200);
    expect((await separate.call('GET', '/v1/persons?limit=1', { key: a.productionKey })).status).toBe(200);
    const testKeyAtProduction = await separate.call('GET', '/v1/persons?limit=1', { key: a.testKey });
    expectProblem(testKeyAtProduction, 401, 'WRONG_BASE_ADDRESS');
    expect(testKeyAtProduction.body.detail).toContain('/test');
    const productionKeyAtTest = await separate.call('GET', '/test/v1/persons?limit=1', { key: a.productionKey });
    expectProblem(productionKeyAtTest, 401, 'WRONG_BASE_ADDRESS');
    expect(productionKeyAtTest.body.detail).toContain('production address');
  });

  it('refuses missing and revoked keys at both addresses as before', async () => {
    for (const prefix of ['', '/test']) {
      expectProblem(await separate.call('GET', `${prefix}/v1/persons`, { key: null }), 401, 'API_KEY_MISSING');
      expectProblem(await separate.call('GET', `${prefix}/v1/persons`, { key: separate.revokedKey }), 401, 'API_KEY_INVALID');
    }
  });

  it('applies to device credentials too', async () => {
    const [lock] = (await ok(separate, 'GET', '/test/v1/locks?limit=1')).lockList;
    const { deviceToken } = await ok(separate, 'POST', `/test/v1/simulator/locks/${lock.id}/credential`);
    expect((await deviceCall(separate, 'POST', '/test/device/v1/lock/sync', deviceToken)).status).toBe(200);
    expectProblem(await deviceCall(separate, 'POST', '/device/v1/lock/sync', deviceToken), 401, 'WRONG_BASE_ADDRESS');
  });

  it('lists both servers in the OpenAPI document, served at both addresses', async () => {
    for (const prefix of ['', '/test']) {
      const doc = (await separate.call('GET', `${prefix}/v1/openapi.json`, { key: null })).body;
      expect(doc.servers).toEqual([
        { url: '/', description: expect.stringContaining('Production') },
        { url: '/test', description: expect.stringContaining('Test') },
      ]);
    }
  });

  it('prints both addresses at start', () => {
    const server = {
      url: 'http://127.0.0.1:8080',
      demo: { created: true, customerNumber: 'C000001', generatedKey: 'ac_test_x' },
    };
    const hint = startHint(server, { ...loadConfig({}), testBasePath: '/test', publicBaseUrl: 'https://access.example.com' });
    expect(hint).toContain(
      'Production address: https://access.example.com (production keys only); test environment: https://access.example.com/test (test keys only)',
    );
    expect(hint).toContain('https://access.example.com/test/v1/persons');
  });

  it('is configured with a path and refuses anything else at start', () => {
    expect(loadConfig({ TEST_BASE_PATH: '/sandbox' }).testBasePath).toBe('/sandbox');
    for (const bad of ['test', '/test/', '/v1', '/te st']) expect(() => loadConfig({ TEST_BASE_PATH: bad }), bad).toThrow(/TEST_BASE_PATH/);
  });
});

describe('one base address (default)', () => {
  it('lets the key decide, as before, and has no test prefix', async () => {
    const { a } = shared;
    expect((await shared.call('GET', '/v1/persons?limit=1', { key: a.testKey })).status).toBe(200);
    expect((await shared.call('GET', '/v1/persons?limit=1', { key: a.productionKey })).status).toBe(200);
    expectProblem(await shared.call('GET', '/test/v1/persons', { key: a.testKey }), 404, 'ROUTE_NOT_FOUND');
    expect((await shared.call('GET', '/v1/openapi.json', { key: null })).body.servers).toBeUndefined();
  });
});
