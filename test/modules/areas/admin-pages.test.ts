import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminClient, invalidFields, loggedInAdmin, type AdminAccount } from '../../helpers/admin.ts';
import { newLock } from '../../helpers/locks.ts';
import { startWorld, type World } from '../../helpers/world.ts';

let world: World;
let ada: AdminAccount;
beforeAll(async () => {
  world = await startWorld();
  ada = await loggedInAdmin(world);
});
afterAll(() => world?.close());

const areaNames = async (key: string) =>
  ((await world.call('GET', '/v1/areas', { key })).body.areaList as { name: string }[]).map((a) => a.name);

describe('areas in the web administration', () => {
  it('creates an area in the production environment and lists it', async () => {
    await ada.client.get('/admin/areas');
    const created = await ada.client.post('/admin/areas', { name: 'Staff rooms', comment: 'first floor' });
    expect(created.status).toBe(303);
    expect(created.location).toBe('/admin/areas');
    const list = await ada.client.get('/admin/areas');
    expect(list.body).toContain('Area Staff rooms is created.');
    expect(list.body).toContain('Staff rooms');
    expect(await areaNames(world.a.productionKey)).toContain('Staff rooms');
    expect(await areaNames(world.a.testKey)).not.toContain('Staff rooms');
  });

  it('refuses a name that is too long next to the field and keeps the comment', async () => {
    await ada.client.get('/admin/areas');
    const page = await ada.client.post('/admin/areas', { name: 'x'.repeat(51), comment: 'kept' });
    expect(page.status).toBe(400);
    expect(invalidFields(page.body)).toEqual(['name']);
    expect(page.body).toContain('>kept</textarea>');
    expect(await areaNames(world.a.productionKey)).not.toContain('x'.repeat(51));
  });

  it('refuses a form without its CSRF token', async () => {
    const page = await ada.client.post('/admin/areas', { name: 'Forged' }, { csrf: null });
    expect(page.status).toBe(403);
    expect(await areaNames(world.a.productionKey)).not.toContain('Forged');
  });

  it('renames an area with its version and deletes an unused one; an area with locks is refused', async () => {
    await ada.client.get('/admin/areas');
    await ada.client.post('/admin/areas', { name: 'Old name' });
    const { areaList } = (await world.call('GET', '/v1/areas', { key: world.a.productionKey })).body;
    const area = areaList.find((a: { name: string }) => a.name === 'Old name');
    const edit = await ada.client.get(`/admin/areas/${area.id}/edit`);
    expect(edit.status).toBe(200);
    const stale = await ada.client.post(`/admin/areas/${area.id}/edit`, { version: String(area.version + 1), name: 'New name' });
    expect(stale.status).toBe(400);
    expect(stale.body).toContain('changed by someone else');
    await ada.client.get(`/admin/areas/${area.id}/edit`);
    expect((await ada.client.post(`/admin/areas/${area.id}/edit`, { version: String(area.version), name: 'New name' })).status).toBe(303);
    expect(await areaNames(world.a.productionKey)).toContain('New name');
    await ada.client.get('/admin/areas');
    expect((await ada.client.post(`/admin/areas/${area.id}/delete`)).status).toBe(303);
    expect(await areaNames(world.a.productionKey)).not.toContain('New name');

    const used = (await world.call('GET', '/v1/areas', { key: world.a.testKey })).body.areaList.find(
      (a: { lockList: unknown[] }) => a.lockList.length > 0,
    );
    const foreign = await loggedInAdmin(world, world.b, 'Ben');
    expect((await foreign.client.get(`/admin/areas/${area.id}/edit`)).status).toBe(404);
    expect((await foreign.client.post(`/admin/areas/${used.id}/delete`)).status).toBe(404);
    expect((await ada.client.get('/admin/areas/nonsense/edit')).status).toBe(404);
  });

  it('refuses to delete an area that still holds locks', async () => {
    const lock = await newLock(world, { env: world.a.production });
    await ada.client.get('/admin/areas');
    await ada.client.post('/admin/areas', { name: 'With lock' });
    const { areaList } = (await world.call('GET', '/v1/areas', { key: world.a.productionKey })).body;
    const area = areaList.find((a: { name: string }) => a.name === 'With lock');
    await ada.client.get(`/admin/locks/${lock.id}`);
    expect((await ada.client.post(`/admin/locks/${lock.id}/areas`, { areaId: String(area.id) })).status).toBe(303);
    await ada.client.get('/admin/areas');
    const refused = await ada.client.post(`/admin/areas/${area.id}/delete`);
    expect(refused.status).toBe(400);
    expect(refused.body).toContain('still has locks');
    expect(await areaNames(world.a.productionKey)).toContain('With lock');
  });

  it("does not show one customer's areas to another", async () => {
    const bob = await loggedInAdmin(world, world.b, 'Bob');
    expect((await bob.client.get('/admin/areas')).body).not.toContain('Staff rooms');
  });

  it('sends a visitor without a session to the log-in page', async () => {
    const page = await new AdminClient(world.app).get('/admin/areas');
    expect(page.status).toBe(303);
    expect(page.location).toBe('/admin/login?next=%2Fadmin%2Fareas');
  });
});
