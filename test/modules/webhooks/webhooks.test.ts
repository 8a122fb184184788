import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectForeignKeysSee404, expectKeyChecks, expectProblem, type World } from '../../helpers/world.ts';
import { startWebhookWorld } from '../../helpers/webhooks.ts';

let world: World;
beforeAll(async () => {
  world = await startWebhookWorld();
});
afterAll(() => world.close());

const create = (body: unknown, key?: string) => world.call('POST', '/v1/webhooks', { body, key });
const endpoint = { url: 'https://hooks.example.test/in', eventTypes: ['lock.unlocked'], description: 'door events' };

describe('webhook endpoints', () => {
  it('registers an endpoint and shows its Standard Webhooks secret once', async () => {
    const res = await create(endpoint);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ ...endpoint, version: 1, enabled: true, id: expect.any(Number) });
    expect(res.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const { id, secret } = res.body;
    const one = await world.call('GET', `/v1/webhooks/${id}`);
    expect(one.status).toBe(200);
    expect(one.body).not.toHaveProperty('secret');
    const list = await world.call('GET', '/v1/webhooks?limit=100');
    expect(list.body).toMatchObject({ offset: 0, total: expect.any(Number) });
    expect(list.body.webhookList.map((w: any) => w.id)).toContain(id);
    expect(JSON.stringify(list.body)).not.toContain(secret);
    // Stored encrypted, not as given.
    const row = await world.deps.store.db.selectFrom('webhook_endpoints').select('secret').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.secret).not.toContain(secret.slice(6));
  });

  it('changes an endpoint with its version (compare-and-set) and deletes it', async () => {
    const { id } = (await create(endpoint)).body;
    const update = { version: 1, url: 'https://hooks.example.test/v2', eventTypes: ['person.changed', 'medium.changed'], enabled: false };
    const changed = await world.call('PUT', `/v1/webhooks/${id}`, { body: update });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ ...update, version: 2 });
    expect(changed.body).not.toHaveProperty('description');
    expectProblem(await world.call('PUT', `/v1/webhooks/${id}`, { body: update }), 409, 'VERSION_CONFLICT');
    expectProblem(
      await world.call('PUT', `/v1/webhooks/${id}`, { body: { ...update, version: 2, enabled: undefined } }),
      400,
      'VALIDATION_FAILED',
      '/enabled',
    );
    expect((await world.call('DELETE', `/v1/webhooks/${id}`)).status).toBe(204);
    expectProblem(await world.call('GET', `/v1/webhooks/${id}`), 404, 'NOT_FOUND');
  });

  it('rotates the secret: a new one, shown once', async () => {
    const created = (await create(endpoint)).body;
    const rotated = await world.call('POST', `/v1/webhooks/${created.id}/rotate-secret`);
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(created.secret);
    expect(rotated.body.version).toBe(2);
    expect((await world.call('GET', `/v1/webhooks/${created.id}`)).body).not.toHaveProperty('secret');
  });

  it('refuses bad input naming the field', async () => {
    expectProblem(await create({ ...endpoint, url: 'ftp://hooks.example.test/in' }), 400, 'VALIDATION_FAILED', '/url');
    expectProblem(await create({ ...endpoint, url: 'https://user:pw@hooks.example.test/in' }), 400, 'VALIDATION_FAILED', '/url');
    expectProblem(await create({ ...endpoint, url: 'not a url' }), 400, 'VALIDATION_FAILED', '/url');
    expectProblem(await create({ ...endpoint, url: `https://hooks.example.test/${'a'.repeat(2048)}` }), 400, 'VALIDATION_FAILED', '/url');
    expectProblem(await create({ ...endpoint, eventTypes: [] }), 400, 'VALIDATION_FAILED', '/eventTypes');
    expectProblem(await create({ ...endpoint, eventTypes: ['lock.exploded'] }), 400, 'VALIDATION_FAILED', '/eventTypes/0');
    expectProblem(await create({ ...endpoint, eventTypes: ['lock.unlocked', 'lock.unlocked'] }), 400, 'VALIDATION_FAILED', '/eventTypes');
    expectProblem(await create({ eventTypes: ['lock.unlocked'] }), 400, 'VALIDATION_FAILED', '/url');
    expectProblem(await create({ ...endpoint, secret: 'whsec_mine' }), 400, 'VALIDATION_FAILED');
    expectProblem(await world.call('GET', '/v1/webhooks?limit=101'), 400, 'VALIDATION_FAILED', 'query/limit');
  });

  it('records its changes in the system protocol', async () => {
    const { id } = (await create(endpoint)).body;
    const rows = await world.deps.store.db
      .selectFrom('system_protocol')
      .select(['event_type', 'fields'])
      .where('environment_id', '=', world.a.test.id)
      .where('event_type', '=', 'EDIT_CUSTOMER_SETTINGS')
      .execute();
    expect(rows.some((r) => JSON.parse(r.fields).webhookId === id && JSON.parse(r.fields).action === 'webhook endpoint created')).toBe(
      true,
    );
  });
});

describe('webhook deliveries of a write', () => {
  it('are queued exactly for the enabled endpoints of the environment subscribed to their type', async () => {
    // Customer b's test environment: no other test registers endpoints there.
    const key = world.b.testKey;
    const deliveries = async () => {
      const rows = await world.deps.store.db
        .selectFrom('webhook_deliveries')
        .select('endpoint_id')
        .where('environment_id', '=', world.b.test.id)
        .execute();
      return rows.map((row) => Number(row.endpoint_id)).sort((a, b) => a - b);
    };
    let person = (await world.call('GET', '/v1/persons?limit=1', { key })).body.personList[0];
    const changePerson = async () => {
      const res = await world.call('PUT', '/v1/persons', { key, body: [{ ...person, comment: `changed ${person.version}` }] });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      person = res.body[0];
    };
    await changePerson();
    expect(await deliveries()).toEqual([]);
    const { id } = (await create({ ...endpoint, eventTypes: ['person.changed'] }, key)).body;
    const { id: other } = (await create({ ...endpoint, eventTypes: ['lock.unlocked'] }, key)).body;
    await changePerson();
    expect(await deliveries()).toEqual([id]);
    // The other endpoint subscribes to person changes as well: the next change reaches both.
    const both = { version: 1, url: endpoint.url, eventTypes: ['lock.unlocked', 'person.changed'], enabled: true };
    expect((await world.call('PUT', `/v1/webhooks/${other}`, { key, body: both })).status).toBe(200);
    await changePerson();
    expect(await deliveries()).toEqual([id, id, other]);
    const disabled = { version: 1, url: endpoint.url, eventTypes: ['person.changed'], enabled: false };
    expect((await world.call('PUT', `/v1/webhooks/${id}`, { key, body: disabled })).status).toBe(200);
    await changePerson();
    expect(await deliveries()).toEqual([id, id, other, other]);
    for (const endpointId of [id, other]) expect((await world.call('DELETE', `/v1/webhooks/${endpointId}`, { key })).status).toBe(204);
  });
});

describe('webhook routes and credentials', () => {
  it('refuse missing, unknown and revoked keys; objects of others are 404', async () => {
    const { id } = (await create(endpoint)).body;
    const routes = [
      { method: 'GET', url: `/v1/webhooks/${id}` },
      { method: 'PUT', url: `/v1/webhooks/${id}`, body: { version: 1, url: endpoint.url, eventTypes: ['lock.unlocked'], enabled: true } },
      { method: 'POST', url: `/v1/webhooks/${id}/rotate-secret` },
      { method: 'GET', url: `/v1/webhooks/${id}/deliveries` },
      { method: 'POST', url: `/v1/webhooks/${id}/deliveries/1/redeliver` },
      { method: 'DELETE', url: `/v1/webhooks/${id}` },
    ];
    for (const route of [...routes, { method: 'GET', url: '/v1/webhooks' }, { method: 'POST', url: '/v1/webhooks', body: endpoint }])
      await expectKeyChecks(world, route);
    for (const route of routes) await expectForeignKeysSee404(world, route);
    // Lists are per environment: the others see none of a's endpoints.
    for (const key of [world.a.productionKey, world.b.testKey]) {
      const list = await world.call('GET', '/v1/webhooks?limit=100', { key });
      expect(list.body.webhookList.map((w: any) => w.id)).not.toContain(id);
    }
    expect((await world.call('GET', `/v1/webhooks/${id}`)).status).toBe(200);
  });
});
