import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminClient, hiddenValue, invalidFields, loggedInAdmin, secretOnPage } from '../../helpers/admin.ts';
import { ok } from '../../helpers/devices.ts';
import { lastProtocolId, protocolSince } from '../../helpers/locks.ts';
import { startWebhookWorld } from '../../helpers/webhooks.ts';
import type { World } from '../../helpers/world.ts';

let world: World;
beforeAll(async () => {
  // No worker: deliveries stay as the tests leave them.
  world = await startWebhookWorld();
});
afterAll(() => world?.close());

const hooksOf = async (key: string) => (await ok(world, 'GET', '/v1/webhooks?limit=100', undefined, key)).webhookList as any[];

async function registered(client: AdminClient, slug: 'production' | 'test', url: string, eventTypes = ['person.changed']) {
  const page = await client.post(`/admin/webhooks/${slug}`, { url, eventTypes });
  expect(page.status, page.body.slice(0, 2000)).toBe(200);
  const key = slug === 'test' ? world.a.testKey : world.a.productionKey;
  const hook = (await hooksOf(key)).find((h) => h.url === url);
  return { page, hook, secret: secretOnPage(page.body) };
}

describe('web administration: webhooks', () => {
  it('sends a visitor without a session to the log-in, and refuses its forms', async () => {
    const anonymous = new AdminClient(world.app);
    const page = await anonymous.get('/admin/webhooks');
    expect(page.status).toBe(303);
    expect(page.location).toBe('/admin/login?next=%2Fadmin%2Fwebhooks');
    expect((await anonymous.post('/admin/webhooks/test', { url: 'https://x.example.test' })).status).toBe(401);
  });

  it('shows both environments with a register form each, accessible', async () => {
    const { client } = await loggedInAdmin(world);
    const page = await client.get('/admin/webhooks');
    expect(page.status).toBe(200);
    expect(page.body).toMatch(
      /<h1[^>]*>Webhooks<\/h1>[^]*<h2 id="production">Production<\/h2>[^]*<h3[^>]*>Register a production endpoint[^]*<h2 id="test">Test<\/h2>[^]*<h3[^>]*>Register a test endpoint/,
    );
    expect(page.body).toContain('action="/admin/webhooks/production"');
    expect(page.body).toContain('action="/admin/webhooks/test"');
    expect(page.body).toMatch(/<fieldset[^>]*><legend>Event types<\/legend>/);
    expect(page.body).toContain('name="eventTypes" value="person.changed"');
    expect(page.body).toContain('href="/admin/webhooks"');
  });

  it('registers an endpoint in each environment, its secret shown once, seen through the interface of that environment only', async () => {
    const { client, acoId } = await loggedInAdmin(world);
    const before = await lastProtocolId(world);
    for (const slug of ['production', 'test'] as const) {
      const url = `https://hooks.example.test/${slug}`;
      const { page, hook, secret } = await registered(client, slug, url, ['person.changed', 'lock.unlocked']);
      expect(secret).toMatch(/^whsec_/);
      expect(page.body).toContain(`data-copy="${secret}"`);
      expect(page.body).toContain(`Endpoint ${url} is registered.`);
      expect(hook).toMatchObject({ url, eventTypes: ['person.changed', 'lock.unlocked'], enabled: true });
      const otherKey = slug === 'test' ? world.a.productionKey : world.a.testKey;
      expect((await hooksOf(otherKey)).map((h) => h.url)).not.toContain(url);
      const reloaded = await client.get('/admin/webhooks');
      expect(reloaded.body).not.toContain(secret);
      expect(reloaded.body).not.toContain('secret-value');
      expect(reloaded.body).toContain(`aria-label="Delete endpoint ${url}"`);
      expect(reloaded.body).toContain(`href="/admin/webhooks/${slug}/${hook.id}/deliveries"`);
    }
    const entries = await protocolSince(world, world.a.test.id, before);
    expect(entries).toEqual([expect.objectContaining({ event_type: 'EDIT_CUSTOMER_SETTINGS', user_id: acoId })]);
  });

  it('refuses a bad URL or no event type next to the field, keeping the values', async () => {
    const { client } = await loggedInAdmin(world);
    const count = (await hooksOf(world.a.testKey)).length;
    for (const url of ['ftp://hooks.example.test/in', 'https://user:pw@hooks.example.test/in', 'not a url']) {
      const page = await client.post('/admin/webhooks/test', { url, eventTypes: ['medium.changed'], description: 'kept' });
      expect(page.status, url).toBe(400);
      expect(invalidFields(page.body)).toEqual(['url']);
      expect(page.body).toMatch(/class="field invalid"[^]*must (be an (absolute )?http or https URL|not contain credentials)/);
      expect(page.body).toContain(`value="${url}"`);
      expect(page.body).toContain('value="kept"');
      expect(page.body).toMatch(/value="medium.changed" checked/);
      expect(secretOnPage(page.body)).toBeUndefined();
    }
    const none = await client.post('/admin/webhooks/test', { url: 'https://hooks.example.test/none' });
    expect(none.status).toBe(400);
    expect(new Set(invalidFields(none.body))).toEqual(new Set(['eventTypes']));
    expect(none.body).toContain('must name at least one event type');
    const both = await client.post('/admin/webhooks/test', { url: 'ftp://user:pw@hooks.example.test/in' });
    expect(both.status).toBe(400);
    expect(new Set(invalidFields(both.body))).toEqual(new Set(['url', 'eventTypes']));
    expect(both.body).toContain('must be an http or https URL');
    const unknown = await client.post('/admin/webhooks/test', { url: 'https://hooks.example.test/none', eventTypes: ['lock.exploded'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toContain('names an unknown event type');
    expect(await hooksOf(world.a.testKey)).toHaveLength(count);
    expect((await client.post('/admin/webhooks/staging', { url: 'https://x.example.test' })).status).toBe(404);
  });

  it('edits with the current version; a stale version is a form error and changes nothing', async () => {
    const { client } = await loggedInAdmin(world);
    const { hook } = await registered(client, 'test', 'https://hooks.example.test/edit');
    const editUrl = `/admin/webhooks/test/${hook.id}/edit`;
    const form = await client.get(editUrl);
    expect(form.status).toBe(200);
    const version = hiddenValue(form.body, 'version')!;
    expect(version).toBe(String(hook.version));
    expect(form.body).toMatch(/value="person.changed" checked/);
    expect(form.body).toMatch(/name="enabled" value="on" checked/);

    const edit = (v: string, url: string, enabled: boolean) =>
      client.post(editUrl, {
        version: v,
        url,
        eventTypes: ['medium.changed', 'person.changed'],
        description: 'edited',
        ...(enabled ? { enabled: 'on' } : {}),
      });
    const saved = await edit(version, 'https://hooks.example.test/edited', false);
    expect(saved).toMatchObject({ status: 303, location: '/admin/webhooks#test' });
    const changed = await ok(world, 'GET', `/v1/webhooks/${hook.id}`);
    expect(changed).toMatchObject({
      url: 'https://hooks.example.test/edited',
      eventTypes: ['medium.changed', 'person.changed'],
      description: 'edited',
      enabled: false,
      version: hook.version + 1,
    });
    expect((await client.get('/admin/webhooks')).body).toContain('Endpoint https://hooks.example.test/edited is saved.');

    const stale = await edit(version, 'https://hooks.example.test/stale', true);
    expect(stale.status).toBe(409);
    expect(stale.body).toContain('The endpoint was changed meanwhile.');
    expect(hiddenValue(stale.body, 'version')).toBe(String(hook.version + 1));
    expect(stale.body).toContain('value="https://hooks.example.test/edited"');
    expect((await ok(world, 'GET', `/v1/webhooks/${hook.id}`)).url).toBe('https://hooks.example.test/edited');

    const bad = await edit(String(hook.version + 1), 'ftp://hooks.example.test/edited', true);
    expect(bad.status).toBe(400);
    expect(invalidFields(bad.body)).toEqual(['url']);
    expect(bad.body).toContain('value="ftp://hooks.example.test/edited"');
  });

  it('rotates the secret (a new one shown once) and deletes the endpoint', async () => {
    const { client } = await loggedInAdmin(world);
    const { hook, secret } = await registered(client, 'production', 'https://hooks.example.test/rotate');
    const rotated = await client.post(`/admin/webhooks/production/${hook.id}/rotate-secret`);
    expect(rotated.status).toBe(200);
    const fresh = secretOnPage(rotated.body)!;
    expect(fresh).toMatch(/^whsec_/);
    expect(fresh).not.toBe(secret);
    expect(rotated.body).toContain('New signing secret of endpoint https://hooks.example.test/rotate');
    expect((await client.get('/admin/webhooks')).body).not.toContain(fresh);

    const deleted = await client.post(`/admin/webhooks/production/${hook.id}/delete`);
    expect(deleted).toMatchObject({ status: 303, location: '/admin/webhooks#production' });
    expect((await client.get('/admin/webhooks')).body).toContain('Endpoint https://hooks.example.test/rotate is deleted.');
    expect((await world.call('GET', `/v1/webhooks/${hook.id}`, { key: world.a.productionKey })).status).toBe(404);
    expect((await client.get(`/admin/webhooks/production/${hook.id}/edit`)).status).toBe(404);
  });

  it('lists an endpoint’s deliveries and redelivers one', async () => {
    const { client } = await loggedInAdmin(world);
    const { hook } = await registered(client, 'test', 'https://hooks.example.test/deliveries');
    await ok(world, 'POST', '/v1/persons', [{ firstName: 'Web', lastName: 'Hook', correspondenceLanguageCode: 'en-UK' }]);
    const url = `/admin/webhooks/test/${hook.id}/deliveries`;
    const page = await client.get(url);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<h1');
    expect(page.body).toContain('Deliveries of https://hooks.example.test/deliveries');
    const ids = [...page.body.matchAll(/data-delivery-id="(\d+)"/g)].map((m) => m[1]);
    expect(ids).toHaveLength(1);
    expect(page.body).toMatch(/<code>person.changed<\/code>[^]*pending/);
    expect(page.body).toContain(`aria-label="Redeliver person.changed delivery ${ids[0]}"`);

    const again = await client.post(`${url}/${ids[0]}/redeliver`);
    expect(again).toMatchObject({ status: 303, location: url });
    const after = await client.get(url);
    expect([...after.body.matchAll(/data-delivery-id="(\d+)"/g)]).toHaveLength(2);
    expect(after.body).toMatch(/The message is queued again as delivery \d+\./);
    const listed = (await ok(world, 'GET', `/v1/webhooks/${hook.id}/deliveries`)).deliveryList;
    expect(listed).toHaveLength(2);
    expect(listed[0].messageId).toBe(listed[1].messageId);
    expect((await client.post(`${url}/999999/redeliver`)).status).toBe(404);
  });

  it('answers 404 for an id under the other environment’s path and for another customer’s endpoints', async () => {
    const { client } = await loggedInAdmin(world);
    const { hook } = await registered(client, 'test', 'https://hooks.example.test/mine');
    const paths = (slug: string) => [
      ['GET', `/admin/webhooks/${slug}/${hook.id}/edit`],
      ['GET', `/admin/webhooks/${slug}/${hook.id}/deliveries`],
      ['POST', `/admin/webhooks/${slug}/${hook.id}/edit`],
      ['POST', `/admin/webhooks/${slug}/${hook.id}/rotate-secret`],
      ['POST', `/admin/webhooks/${slug}/${hook.id}/delete`],
      ['POST', `/admin/webhooks/${slug}/${hook.id}/deliveries/1/redeliver`],
    ];
    const expect404 = async (who: AdminClient, slug: string) => {
      for (const [method, path] of paths(slug)) {
        const page =
          method === 'GET'
            ? await who.get(path)
            : await who.post(path, { version: '1', url: 'https://taken.example.test', eventTypes: 'person.changed' });
        expect(page.status, `${method} ${path}`).toBe(404);
        expect(secretOnPage(page.body)).toBeUndefined();
      }
    };
    await expect404(client, 'production');
    const bea = await loggedInAdmin(world, world.b, 'Bea');
    await bea.client.get('/admin/webhooks');
    await expect404(bea.client, 'test');
    await expect404(bea.client, 'production');
    expect((await client.get(`/admin/webhooks/test/${hook.id}/edit`)).status).toBe(200);
    expect((await client.get('/admin/webhooks/test/abc/edit')).status).toBe(404);
    expect(await ok(world, 'GET', `/v1/webhooks/${hook.id}`)).toMatchObject({ url: 'https://hooks.example.test/mine', version: 1 });
  });

  it('refuses a form without its CSRF token', async () => {
    const { client } = await loggedInAdmin(world);
    const { hook } = await registered(client, 'test', 'https://hooks.example.test/csrf');
    const count = (await hooksOf(world.a.testKey)).length;
    const form = { url: 'https://forged.example.test', eventTypes: 'person.changed' };
    expect((await client.post('/admin/webhooks/test', form, { csrf: null })).status).toBe(403);
    expect((await client.post('/admin/webhooks/test', form, { csrf: 'forged' })).status).toBe(403);
    expect((await client.post(`/admin/webhooks/test/${hook.id}/delete`, {}, { csrf: null })).status).toBe(403);
    expect(await hooksOf(world.a.testKey)).toHaveLength(count);
  });
});
