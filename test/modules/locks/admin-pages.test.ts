import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerLock } from '../../../src/modules/locks/service.ts';
import { AdminClient, hiddenValue, invalidFields, loggedInAdmin, type AdminAccount } from '../../helpers/admin.ts';
import { deviceCall } from '../../helpers/devices.ts';
import { startWorld, type World } from '../../helpers/world.ts';

let world: World;
let ada: AdminAccount;
beforeAll(async () => {
  world = await startWorld();
  ada = await loggedInAdmin(world);
});
afterAll(() => world?.close());

const production = (url: string) => world.call('GET', url, { key: world.a.productionKey });
const lockByIdentifier = async (identifier: string) =>
  (
    (await production('/v1/locks?limit=100')).body.lockList as {
      id: number;
      lockIdentifier: string;
      version: number;
      lockDoor: { name?: string };
    }[]
  ).find((l) => l.lockIdentifier === identifier);
const registration = (identifier: string) => ({
  lockIdentifier: identifier,
  lockType: 'WALLREADER',
  lockTechnology: 'NFC_AND_BLE',
  doorName: 'Main entrance',
  timezone: 'Europe/Berlin',
});
const credentialOf = (body: string) => /data-copy="(ac_lock_[^"]+)"/.exec(body)?.[1];

/** Registers a lock through the page; its id and the device credential shown. */
async function registered(identifier: string): Promise<{ id: number; token: string }> {
  await ada.client.get('/admin/locks');
  const page = await ada.client.post('/admin/locks', registration(identifier));
  expect(page.status, page.body.slice(0, 300)).toBe(200);
  return { id: (await lockByIdentifier(identifier))!.id, token: credentialOf(page.body)! };
}

describe('registering a lock in the web administration', () => {
  it('shows the device credential once; the lock is in the interface and its credential works on the device interface', async () => {
    const { id, token } = await registered('ADM-1');
    expect(token).toMatch(/^ac_lock_/);
    const lock = await lockByIdentifier('ADM-1');
    expect(lock).toMatchObject({ lockType: 'WALLREADER', lockDoor: { name: 'Main entrance' } });

    const again = await ada.client.get(`/admin/locks/${id}`);
    expect(again.status).toBe(200);
    expect(again.body).not.toContain('ac_lock_');
    const list = await ada.client.get('/admin/locks');
    expect(list.body).toContain('ADM-1');
    expect(list.body).toContain('Europe/Berlin');
    expect(list.body).toContain('Wall reader');

    expect((await deviceCall(world, 'POST', '/device/v1/lock/sync', token, {})).status).toBe(200);
  });

  it('refuses bad input next to its field, keeps the values and writes nothing', async () => {
    await ada.client.get('/admin/locks');
    const before = (await production('/v1/locks')).body.total;
    for (const [field, change] of [
      ['lockIdentifier', { lockIdentifier: 'not an id!' }],
      ['lockType', { lockType: 'DOORBELL' }],
      ['doorName', { doorName: '' }],
      ['timezone', { timezone: 'Mars/Olympus' }],
    ] as const) {
      const page = await ada.client.post('/admin/locks', { ...registration('ADM-BAD'), ...change });
      expect(page.status, field).toBe(400);
      expect(invalidFields(page.body), field).toEqual([field]);
      expect(page.body).toContain(field === 'timezone' ? 'value="Mars/Olympus"' : 'value="Europe/Berlin"');
      expect(page.body).not.toContain('ac_lock_');
    }
    await registered('ADM-TWICE');
    const twice = await ada.client.post('/admin/locks', registration('ADM-TWICE'));
    expect(twice.status).toBe(400);
    expect(invalidFields(twice.body)).toEqual(['lockIdentifier']);
    expect((await production('/v1/locks')).body.total).toBe(before + 1);
  });

  it('refuses a form without its CSRF token (403) and registers nothing', async () => {
    const page = await ada.client.post('/admin/locks', registration('ADM-CSRF'), { csrf: null });
    expect(page.status).toBe(403);
    expect(await lockByIdentifier('ADM-CSRF')).toBeUndefined();
  });
});

describe('door data', () => {
  it('saves door data with the version read; a stale version is a form error and changes nothing', async () => {
    const { id } = await registered('ADM-EDIT');
    const form = await ada.client.get(`/admin/locks/${id}/edit`);
    const version = hiddenValue(form.body, 'version')!;
    expect(version).toBe(String((await lockByIdentifier('ADM-EDIT'))!.version));

    const saved = await ada.client.post(`/admin/locks/${id}/edit`, { version, name: 'Back door', location: 'Yard', comment: 'new' });
    expect(saved.status).toBe(303);
    expect((await production(`/v1/locks/${id}`)).body).toMatchObject({ lockDoor: { name: 'Back door', location: 'Yard' }, comment: 'new' });

    const stale = await ada.client.post(`/admin/locks/${id}/edit`, { version, name: 'Side door' });
    expect(stale.status).toBe(400);
    expect(stale.body).toContain('Someone else changed this lock');
    expect(stale.body).toContain('value="Side door"');
    expect((await production(`/v1/locks/${id}`)).body.lockDoor.name).toBe('Back door');
  });

  it('names the field that is too long', async () => {
    const { id } = await registered('ADM-LONG');
    const version = hiddenValue((await ada.client.get(`/admin/locks/${id}/edit`)).body, 'version')!;
    const page = await ada.client.post(`/admin/locks/${id}/edit`, { version, name: 'x'.repeat(51) });
    expect(page.status).toBe(400);
    expect(invalidFields(page.body)).toEqual(['name']);
    expect((await production(`/v1/locks/${id}`)).body.lockDoor.name).toBe('Main entrance');
  });
});

describe('areas of a lock', () => {
  it('adds the lock to an area (pending until it synchronizes) and takes it out again', async () => {
    const { id, token } = await registered('ADM-AREA');
    expect((await ada.client.post('/admin/areas', { name: 'Ground floor' })).status).toBe(303);
    const area = (await production('/v1/areas')).body.areaList.find((a: { name: string }) => a.name === 'Ground floor');

    await ada.client.get(`/admin/locks/${id}`);
    const assigned = await ada.client.post(`/admin/locks/${id}/areas`, { areaId: String(area.id) });
    expect(assigned.status).toBe(303);
    let page = await ada.client.get(`/admin/locks/${id}`);
    expect(page.body).toContain('being added (waits for the lock to synchronize)');
    expect((await ada.client.get('/admin/locks')).body).toContain('area changes waiting for synchronization');

    expect((await deviceCall(world, 'POST', '/device/v1/lock/sync', token, {})).status).toBe(200);
    page = await ada.client.get(`/admin/locks/${id}`);
    expect(page.body).toContain('>assigned<');

    expect((await ada.client.post(`/admin/locks/${id}/areas/${area.id}/remove`)).status).toBe(303);
    page = await ada.client.get(`/admin/locks/${id}`);
    expect(page.body).toContain('being removed (waits for the lock to synchronize)');
  });

  it('asks for an area when none is chosen', async () => {
    const { id } = await registered('ADM-NOAREA');
    await ada.client.get(`/admin/locks/${id}`);
    const page = await ada.client.post(`/admin/locks/${id}/areas`, { areaId: 'x' });
    expect(page.status).toBe(400);
    expect(page.body).toContain('Choose an area.');
  });
});

describe('paging and access', () => {
  it('pages the list after 50 locks', async () => {
    const total = (await production('/v1/locks')).body.total;
    for (let i = total; i <= 50; i++) {
      await registerLock(world.deps, world.ctx(world.a.production), {
        ...registration(`ADM-P${i}`),
        lockType: 'CYLINDER',
        lockTechnology: 'NFC_ONLY',
      });
    }
    const first = await ada.client.get('/admin/locks');
    expect(first.body).toContain('href="/admin/locks?page=2"');
    const second = await ada.client.get('/admin/locks?page=2');
    expect(second.status).toBe(200);
    expect(second.body).toContain('href="/admin/locks?page=1"');
  });

  it("gives another customer's administrator 404 for the lock's pages", async () => {
    const { id } = await registered('ADM-FOREIGN');
    const bob = await loggedInAdmin(world, world.b, 'Bob');
    expect((await bob.client.get(`/admin/locks/${id}`)).status).toBe(404);
    expect((await bob.client.get(`/admin/locks/${id}/edit`)).status).toBe(404);
    await bob.client.get('/admin/locks');
    expect((await bob.client.post(`/admin/locks/${id}/edit`, { version: '1', name: 'Mine' })).status).toBe(404);
    expect((await bob.client.post(`/admin/locks/${id}/areas`, { areaId: '1' })).status).toBe(404);
    expect((await bob.client.get('/admin/locks/abc')).status).toBe(404);
    expect((await bob.client.get('/admin/locks')).body).not.toContain('ADM-FOREIGN');
    expect((await production(`/v1/locks/${id}`)).body.lockDoor.name).toBe('Main entrance');
  });

  it('sends a visitor without a session to the log-in page', async () => {
    const page = await new AdminClient(world.app).get('/admin/locks');
    expect(page.status).toBe(303);
    expect(page.location).toBe('/admin/login?next=%2Fadmin%2Flocks');
  });
});
