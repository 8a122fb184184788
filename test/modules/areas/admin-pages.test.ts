import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminClient, invalidFields, loggedInAdmin, type AdminAccount } from '../../helpers/admin.ts';
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
