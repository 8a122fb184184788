import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, listApiKeys } from '../../../src/modules/customers/index.ts';
import { AdminClient, loggedInAdmin, secretOnPage, unactivatedCustomer } from '../../helpers/admin.ts';
import { lastProtocolId, protocolSince } from '../../helpers/locks.ts';
import { startWorld, TEST_ACTOR, type World } from '../../helpers/world.ts';

describe('web administration: API keys', () => {
  let world: World;
  beforeAll(async () => {
    world = await startWorld();
  });
  afterAll(() => world?.close());

  const persons = async (key: string) => (await world.call('GET', '/v1/persons', { key })).status;

  it('sends a visitor without a session to the log-in, and refuses its forms', async () => {
    const anonymous = new AdminClient(world.app);
    const page = await anonymous.get('/admin/api-keys');
    expect(page.status).toBe(303);
    expect(page.location).toBe('/admin/login?next=%2Fadmin%2Fapi-keys');
    expect((await anonymous.post('/admin/api-keys/test/generate', { label: 'x' })).status).toBe(401);
  });

  it('lists the keys of both environments by prefix, never a secret', async () => {
    const { client } = await loggedInAdmin(world);
    const page = await client.get('/admin/api-keys');
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/<h2 id="production">Production<\/h2>[^]*<h2 id="test">Test<\/h2>/);
    for (const key of [world.a.testKey, world.a.productionKey]) {
      expect(page.body).not.toContain(key);
      expect(page.body).toContain(`${key.slice(0, 12)}…`);
    }
    expect(page.body).toContain('scope="col"');
    expect(page.body).not.toContain('secret-value');
    expect(page.body).toContain(`aria-label="Deactivate key ${world.a.testKey.slice(0, 12)}…"`);
    expect(page.body).toContain('deactivated');
  });

  it('generates a test key shown once that works on the interface, protocolled with the ACO as actor', async () => {
    const { client, acoId } = await loggedInAdmin(world);
    const before = await lastProtocolId(world);
    const generated = await client.post('/admin/api-keys/test/generate', { label: 'Page key', revision: '16.20.7' });
    expect(generated.status).toBe(200);
    const key = secretOnPage(generated.body)!;
    expect(key).toMatch(/^ac_test_/);
    expect(generated.body).toContain(`data-copy="${key}"`);
    expect(await persons(key)).toBe(200);

    const reloaded = await client.get('/admin/api-keys');
    expect(reloaded.body).not.toContain(key);
    expect(reloaded.body).toMatch(new RegExp(`${key.slice(0, 12)}…[^]*?Page key[^]*?16\\.20\\.7`));
    const listed = (await listApiKeys(world.deps, world.a.id)).find((k) => key.startsWith(k.prefix))!;
    expect(listed).toMatchObject({ label: 'Page key', revision: '16.20.7', environment: 'TEST' });

    const entries = await protocolSince(world, world.a.test.id, before);
    expect(entries).toEqual([expect.objectContaining({ event_type: 'API_GENERATE_KEY', user_id: acoId })]);
  });

  it('defaults to the latest revision and refuses an unknown one next to its field', async () => {
    const { client } = await loggedInAdmin(world);
    const page = await client.get('/admin/api-keys');
    expect(page.body).toMatch(/<option value="18\.0\.4" selected/);
    const refused = await client.post('/admin/api-keys/test/generate', { label: 'Old', revision: '1.0.0' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatch(/class="field invalid"[^]*must be one of 18\.0\.4, 16\.20\.7/);
    expect(secretOnPage(refused.body)).toBeUndefined();
  });

  it('labels, deactivates, reactivates, regenerates and deletes a key; each change is protocolled', async () => {
    const { client, acoId } = await loggedInAdmin(world);
    const issued = await createApiKey(world.deps, TEST_ACTOR, world.a.id, 'TEST', 'lifecycle');
    const before = await lastProtocolId(world);
    const url = (action: string) => `/admin/api-keys/${issued.id}/${action}`;

    const form = await client.get(url('label'));
    expect(form.status).toBe(200);
    expect(form.body).toContain('value="lifecycle"');
    const tooLong = await client.post(url('label'), { label: 'x'.repeat(101) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatch(/class="field invalid"[^]*at most 100 characters/);
    const labelled = await client.post(url('label'), { label: 'Renamed key' });
    expect(labelled).toMatchObject({ status: 303, location: '/admin/api-keys' });
    expect((await client.get('/admin/api-keys')).body).toContain('The label and the revision are saved.');

    expect((await client.post(url('deactivate'))).status).toBe(303);
    expect(await persons(issued.key)).toBe(401);
    const deactivated = await client.get('/admin/api-keys');
    expect(deactivated.body).toContain(`Key ${issued.prefix}… is deactivated.`);
    expect(deactivated.body).toContain(`aria-label="Reactivate key ${issued.prefix}…"`);

    expect((await client.post(url('reactivate'))).status).toBe(303);
    expect(await persons(issued.key)).toBe(200);

    const regenerated = await client.post(url('regenerate'));
    expect(regenerated.status).toBe(200);
    const secret = secretOnPage(regenerated.body)!;
    expect(secret).toMatch(/^ac_test_/);
    expect(secret).not.toBe(issued.key);
    expect(await persons(issued.key)).toBe(401);
    expect(await persons(secret)).toBe(200);
    expect((await client.get('/admin/api-keys')).body).not.toContain(secret);

    expect((await client.post(url('delete'))).status).toBe(303);
    expect(await persons(secret)).toBe(401);
    expect((await client.get('/admin/api-keys')).body).not.toContain(`data-key-id="${issued.id}"`);
    expect((await client.get(url('label'))).status).toBe(404);

    const entries = await protocolSince(world, world.a.test.id, before);
    expect(entries.map((e) => e.event_type)).toEqual([
      'API_UPDATE_KEY',
      'API_DEACTIVATE_KEY',
      'API_REACTIVATE_KEY',
      'API_REGENERATE_KEY',
      'API_DELETE_KEY',
    ]);
    expect(new Set(entries.map((e) => e.user_id))).toEqual(new Set([acoId]));
  });

  it('pins a key to the revision its client speaks; the answers follow at once', async () => {
    const { client } = await loggedInAdmin(world);
    const issued = await createApiKey(world.deps, TEST_ACTOR, world.a.id, 'TEST', 'older client');
    const before = await lastProtocolId(world);
    const url = `/admin/api-keys/${issued.id}/label`;
    expect((await client.get(url)).body).toContain('<option value="18.0.4" selected>');
    expect((await client.post(url, { label: 'older client', revision: '9.9.9' })).status).toBe(400);
    expect((await client.post(url, { label: 'older client', revision: '16.20.7' })).status).toBe(303);
    const response = await world.call('GET', '/v1/persons?limit=1', { key: issued.key });
    expect(response.headers['x-interface-revision']).toBe('16.20.7');
    expect((await protocolSince(world, world.a.test.id, before)).map((e) => e.event_type)).toEqual(['API_UPDATE_KEY']);
  });

  it("answers 404 for another customer's keys and changes nothing", async () => {
    const { client } = await loggedInAdmin(world, world.b, 'Bea');
    const issued = await createApiKey(world.deps, TEST_ACTOR, world.a.id, 'TEST', 'not for b');
    await client.get('/admin/api-keys');
    expect((await client.get(`/admin/api-keys/${issued.id}/label`)).status).toBe(404);
    for (const action of ['label', 'deactivate', 'reactivate', 'regenerate', 'delete']) {
      const page = await client.post(`/admin/api-keys/${issued.id}/${action}`, { label: 'taken' });
      expect(page.status, action).toBe(404);
      expect(secretOnPage(page.body)).toBeUndefined();
    }
    expect((await client.post('/admin/api-keys/ac_test_abcd/delete')).status).toBe(404);
    expect(await persons(issued.key)).toBe(200);
    expect((await listApiKeys(world.deps, world.a.id)).find((k) => k.id === issued.id)?.label).toBe('not for b');
  });

  it('refuses a form without its CSRF token', async () => {
    const { client } = await loggedInAdmin(world);
    const count = (await listApiKeys(world.deps, world.a.id)).length;
    expect((await client.post('/admin/api-keys/test/generate', { label: 'forged' }, { csrf: null })).status).toBe(403);
    expect((await client.post('/admin/api-keys/test/generate', { label: 'forged' }, { csrf: 'forged' })).status).toBe(403);
    expect(await listApiKeys(world.deps, world.a.id)).toHaveLength(count);
  });

  it('offers no production key before activation, and refuses one sent anyway', async () => {
    const fresh = await unactivatedCustomer(world, 'Not Yet Active');
    const { client } = await loggedInAdmin(world, fresh, 'Nia');
    const page = await client.get('/admin/api-keys');
    expect(page.body).toContain('The production environment is not activated yet');
    expect(page.body).toContain('href="/admin/credits"');
    expect(page.body).not.toContain('action="/admin/api-keys/production/generate"');
    expect(page.body).toContain('action="/admin/api-keys/test/generate"');
    const refused = await client.post('/admin/api-keys/production/generate', { label: 'too early' });
    expect(refused.status).toBe(403);
    expect(secretOnPage(refused.body)).toBeUndefined();
    expect(await listApiKeys(world.deps, fresh.id, { environment: 'PRODUCTION' })).toEqual([]);
    expect((await client.post('/admin/api-keys/staging/generate')).status).toBe(404);
  });
});
