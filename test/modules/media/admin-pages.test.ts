import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerRfidMedium } from '../../../src/modules/media/cards.ts';
import { AdminClient, invalidFields, loggedInAdmin, type AdminAccount } from '../../helpers/admin.ts';
import { startWorld, type World } from '../../helpers/world.ts';

let world: World;
let ada: AdminAccount;
beforeAll(async () => {
  world = await startWorld();
  ada = await loggedInAdmin(world);
});
afterAll(() => world?.close());

interface WireMedium {
  id: number;
  mediumIdentifier?: string;
  cardForm?: string;
  cardUid?: string;
}

const productionMedium = async (identifier: string) =>
  ((await world.call('GET', '/v1/media?limit=100', { key: world.a.productionKey })).body.mediumList as WireMedium[]).find(
    (m) => m.mediumIdentifier === identifier,
  );

const card = (identifier: string, change: Record<string, string> = {}) => ({
  identifier,
  form: 'CARD',
  designation: 'J80K+D08K',
  productionDate: '2023-03-01',
  uid: '04A1B2C3D4E5F6',
  ...change,
});

async function added(form: Record<string, string>): Promise<WireMedium> {
  await ada.client.get('/admin/media');
  const page = await ada.client.post('/admin/media', form);
  expect(page.status, page.body.slice(0, 300)).toBe(303);
  return (await productionMedium(form.identifier))!;
}

describe('RFID media in the web administration', () => {
  it('adds a card whose generation and production date serve its UID, and a key tag of an older generation that does not', async () => {
    expect(await added(card('C-1001'))).toMatchObject({ cardForm: 'CARD', cardUid: '04A1B2C3D4E5F6' });
    const tag = await added(card('T-2001', { form: 'KEY_TAG', designation: 'J40K+D04K', productionDate: '2021-05-01' }));
    expect(tag.cardForm).toBe('KEY_TAG');
    expect(tag.cardUid).toBeUndefined();

    const list = await ada.client.get('/admin/media');
    expect(list.body).toContain('C-1001');
    expect(list.body).toContain('Key tag');
    expect(list.body).toContain('not assigned');
    const detail = await ada.client.get(`/admin/media/${tag.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toContain('T-2001');
  });

  it('refuses bad input next to its field, keeps the values and adds nothing', async () => {
    await ada.client.get('/admin/media');
    for (const [field, change] of [
      ['identifier', { identifier: 'no spaces allowed' }],
      ['form', { form: 'RING' }],
      ['designation', { designation: '' }],
      ['productionDate', { productionDate: '2023-02-30' }],
      ['uid', { uid: 'XYZ' }],
    ] as const) {
      const page = await ada.client.post('/admin/media', card('C-BAD', change));
      expect(page.status, field).toBe(400);
      expect(invalidFields(page.body), field).toEqual([field]);
      expect(page.body, field).toContain(field === 'designation' ? 'value="C-BAD"' : 'value="J80K+D08K"');
    }
    expect(await productionMedium('C-BAD')).toBeUndefined();
    await added(card('C-TWICE'));
    const twice = await ada.client.post('/admin/media', card('C-TWICE'));
    expect(twice.status).toBe(400);
    expect(invalidFields(twice.body)).toEqual(['identifier']);
  });

  it('refuses a form without its CSRF token', async () => {
    const page = await ada.client.post('/admin/media', card('C-CSRF'), { csrf: null });
    expect(page.status).toBe(403);
    expect(await productionMedium('C-CSRF')).toBeUndefined();
  });

  it('pages the list after 50 media', async () => {
    for (let i = 0; i < 50; i++) {
      await registerRfidMedium(world.deps, world.ctx(world.a.production), {
        form: 'CARD',
        identifier: `P-${i}`,
        designation: 'J80K+D08K',
        productionDate: '2023-01-01',
      });
    }
    expect((await ada.client.get('/admin/media')).body).toContain('href="/admin/media?page=2"');
    expect((await ada.client.get('/admin/media?page=2')).body).toContain('P-');
  });

  it("gives another customer's administrator 404 for a medium's page", async () => {
    const medium = await added(card('C-FOREIGN'));
    const bob = await loggedInAdmin(world, world.b, 'Bob');
    expect((await bob.client.get(`/admin/media/${medium.id}`)).status).toBe(404);
    expect((await bob.client.get('/admin/media/0')).status).toBe(404);
    expect((await bob.client.get('/admin/media')).body).not.toContain('C-FOREIGN');
  });

  it('sends a visitor without a session to the log-in page', async () => {
    const page = await new AdminClient(world.app).get('/admin/media');
    expect(page.status).toBe(303);
    expect(page.location).toBe('/admin/login?next=%2Fadmin%2Fmedia');
  });
});
