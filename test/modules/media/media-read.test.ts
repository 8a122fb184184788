import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMedium, mediumId, personId } from '../../helpers/media.ts';
import { expectForeignKeysSee404, expectKeyChecks, expectProblem, startWorld, type World } from '../../helpers/world.ts';
import { clock } from '../../../src/kernel/clock.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

const PHONE_PATTERN = /^[+]([0-9 ]){1,49}$/;

/** What generated clients demand of every medium they read (CLIENTS.md). */
function expectReadableMedium(m: any): void {
  expect(Object.values(m)).not.toContain(null);
  expect(m).toMatchObject({ id: expect.any(Number), version: expect.any(Number), lockingSystemId: world.a.test.id });
  expect(typeof m.releaseDurationExtended).toBe('boolean');
  expect(typeof m.permanentOpeningEnabled).toBe('boolean');
  expect(typeof m.activated).toBe('boolean');
  expect(['PHONE', 'CARD']).toContain(m.mediumType);
  if (m.mediumType === 'PHONE') {
    expect(m.phoneNumber).toMatch(PHONE_PATTERN);
    expect(m.phoneSettings).toMatchObject({ inMaintenanceMode: expect.any(Boolean), mediumLogVisible: expect.any(Boolean) });
    if (m.pairingCode !== undefined) expect(m.pairingCode.length).toBeLessThanOrEqual(12);
  } else {
    expect(['CARD', 'KEY_TAG']).toContain(m.cardForm);
    if (m.cardUid !== undefined) expect(m.cardUid.length).toBeLessThanOrEqual(20);
  }
}

async function listAll(path: string, query = ''): Promise<any[]> {
  const res = await world.call('GET', `${path}?limit=100${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.mediumList;
}

describe('GET /v1/media', () => {
  it('pages phones, cards and key tags of the test data set by id, each with its mediumType', async () => {
    const first = await world.call('GET', '/v1/media?limit=5');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ offset: 0, total: expect.any(Number) });
    expect(first.body.total).toBeGreaterThanOrEqual(16);
    expect(first.body.mediumList).toHaveLength(5);
    const all = await listAll('/v1/media');
    const ids = all.map((m) => m.id);
    expect([...ids].sort((x, y) => x - y)).toEqual(ids);
    all.forEach(expectReadableMedium);
    const types = new Set(all.map((m) => `${m.mediumType}/${m.cardForm ?? '-'}`));
    expect(types).toEqual(new Set(['PHONE/-', 'CARD/CARD', 'CARD/KEY_TAG']));
    const second = await world.call('GET', '/v1/media?limit=5&offset=5');
    expect(second.body.mediumList[0].id).toBeGreaterThan(first.body.mediumList[4].id);
  });

  it('uses 20 as default page size and answers an empty list past the end', async () => {
    const page = await world.call('GET', '/v1/media');
    expect(page.body.mediumList).toHaveLength(Math.min(20, page.body.total));
    const past = await world.call('GET', `/v1/media?offset=${page.body.total + 3}`);
    expect(past.status).toBe(200);
    expect(past.body).toMatchObject({ total: page.body.total, mediumList: [] });
  });

  it('filters by personId, assignmentStatus and lockingSystemId', async () => {
    const anna = await personId(world, 'anna');
    const annas = await listAll('/v1/media', `&personId=${anna}`);
    expect(annas.map((m) => m.id).sort()).toEqual([await mediumId(world, 'anna-phone'), await mediumId(world, 'anna-card')].sort());
    const assigned = await listAll('/v1/media', '&assignmentStatus=ASSIGNED');
    const unassigned = await listAll('/v1/media', '&assignmentStatus=UNASSIGNED');
    expect(assigned.every((m) => m.personId !== undefined)).toBe(true);
    expect(unassigned.every((m) => m.personId === undefined)).toBe(true);
    expect(unassigned.map((m) => m.id)).toContain(await mediumId(world, 'spare-key-tag'));
    const own = await world.call('GET', `/v1/media?lockingSystemId=${world.a.test.id}`);
    const all = await world.call('GET', '/v1/media');
    expect(own.body.total).toBe(all.body.total);
    const other = await world.call('GET', `/v1/media?lockingSystemId=${world.b.test.id}`);
    expect(other.body).toMatchObject({ total: 0, mediumList: [] });
  });

  it('refuses bad filters and paging values, naming the parameter', async () => {
    expectProblem(await world.call('GET', '/v1/media?assignmentStatus=assigned'), 400, 'VALIDATION_FAILED', 'query/assignmentStatus');
    expectProblem(await world.call('GET', '/v1/media?personId=x'), 400, 'VALIDATION_FAILED', 'query/personId');
    expectProblem(await world.call('GET', '/v1/media?limit=101'), 400, 'VALIDATION_FAILED', 'query/limit');
    expectProblem(await world.call('GET', '/v1/media?offset=-1'), 400, 'VALIDATION_FAILED', 'query/offset');
  });

  it('never lists media of another environment or customer', async () => {
    const mine = new Set((await listAll('/v1/media')).map((m) => m.id));
    for (const key of [world.a.productionKey, world.b.testKey]) {
      const res = await world.call('GET', '/v1/media?limit=100', { key });
      expect(res.status).toBe(200);
      expect(res.body.mediumList.filter((m: any) => mine.has(m.id))).toEqual([]);
    }
    const production = await world.call('GET', '/v1/media', { key: world.a.productionKey });
    expect(production.body).toMatchObject({ total: 0, mediumList: [] });
  });

  it('refuses missing, unknown and revoked keys', async () => {
    await expectKeyChecks(world, { method: 'GET', url: '/v1/media' });
  });
});

describe('GET /v1/media/cards', () => {
  it('lists only cards and key tags; cardUid only for supported generations produced after 2022-09-13', async () => {
    const cards = await listAll('/v1/media/cards');
    expect(cards.every((c) => c.mediumType === 'CARD')).toBe(true);
    const byId = new Map(cards.map((c) => [c.id, c]));
    const card = async (key: string) => byId.get(await mediumId(world, key));
    expect((await card('anna-card')).cardUid).toBe('04A1B2C3D4E5F6');
    expect(await card('maria-key-tag')).toMatchObject({ cardForm: 'KEY_TAG', cardUid: '04AABBCCDDEEFF', mediumIdentifier: 'KTG-3001' });
    expect((await card('spare-card')).cardUid).toBe('04112233445566');
    // Known UID, but an older generation / produced on the cut-off day / no UID at all.
    expect(await card('james-card')).not.toHaveProperty('cardUid');
    expect(await card('pieter-card')).not.toHaveProperty('cardUid');
    expect(await card('spare-key-tag')).not.toHaveProperty('cardUid');
    expect((await card('piotr-card')).activated).toBe(false);
  });

  it('filters like /v1/media', async () => {
    const maria = await personId(world, 'maria');
    const marias = await listAll('/v1/media/cards', `&personId=${maria}`);
    expect(marias.map((c) => c.id)).toEqual([await mediumId(world, 'maria-key-tag')]);
    const unassigned = await listAll('/v1/media/cards', '&assignmentStatus=UNASSIGNED');
    expect(unassigned.map((c) => c.mediumIdentifier).sort()).toEqual(['CRD-2005', 'KTG-3002']);
  });
});

describe('GET /v1/media/phones', () => {
  it('lists only phones, in every state of the test data set', async () => {
    const phones = await listAll('/v1/media/phones');
    expect(phones.every((p) => p.mediumType === 'PHONE')).toBe(true);
    const get = async (key: string) => {
      const id = await mediumId(world, key);
      return phones.find((p) => p.id === id);
    };
    const sophie = await get('sophie-phone');
    expect(sophie).toMatchObject({ pairingCode: expect.stringMatching(/^[2-9A-Z]{12}$/), sentKeyOn: expect.any(String) });
    expect(Date.parse(sophie.pairingCodeValidUntil)).toBeGreaterThan(clock.nowMs());
    expect(sophie).not.toHaveProperty('mediumIdentifier');
    expect(await get('anna-phone')).toMatchObject({
      mediumIdentifier: 'PHN-1001',
      appType: 'ANDROID',
      platformVersion: '14',
      phoneSettings: { pinSet: false },
    });
    expect((await get('james-phone')).phoneSettings).toMatchObject({ pinSet: true });
    expect((await get('maria-phone')).phoneSettings).toMatchObject({ pinSet: true, pinResetTime: expect.any(String) });
    expect((await get('marco-phone')).activated).toBe(false);
    const spare = await get('spare-phone');
    expect(spare).not.toHaveProperty('personId');
    expect(spare).not.toHaveProperty('pairingCode');
    expect(spare.phoneNumber).toBe('+43 664 5550000');
  });

  it('finds a number whatever blanks either side contains, with + or %20 for a blank', async () => {
    const anna = await mediumId(world, 'anna-phone');
    for (const query of ['%2B43+664+1', '%2B43%20664%201', '%2B436641234567', '%2B43+6641234+567', '664 123']) {
      const found = await listAll('/v1/media/phones', `&phoneNumber=${query}`);
      expect(
        found.map((p) => p.id),
        query,
      ).toContain(anna);
    }
    // An unencoded + is a blank: the digits still match.
    expect((await listAll('/v1/media/phones', '&phoneNumber=+436641234567')).map((p) => p.id)).toEqual([anna]);
    expect(await listAll('/v1/media/phones', '&phoneNumber=%2B999')).toEqual([]);
    expect(await listAll('/v1/media/phones', '&phoneNumber=%25')).toEqual([]);
  });

  it('returns phone numbers exactly as stored, blanks included', async () => {
    const phones = await listAll('/v1/media/phones', '&phoneNumber=%2B46');
    expect(phones.map((p) => p.phoneNumber)).toEqual(['+46 70 123 45 67']);
  });
});

describe('GET /v1/media/{mediumId}, /cards/{cardId}, /phones/{phoneId}', () => {
  it('returns one medium of either type, the same as in the lists', async () => {
    const phone = await getMedium(world, await mediumId(world, 'anna-phone'));
    expect(phone.mediumType).toBe('PHONE');
    const card = await getMedium(world, await mediumId(world, 'maria-key-tag'));
    expect(card).toMatchObject({ mediumType: 'CARD', cardForm: 'KEY_TAG' });
    expect((await world.call('GET', `/v1/media/phones/${phone.id}`)).body).toEqual(phone);
    expect((await world.call('GET', `/v1/media/cards/${card.id}`)).body).toEqual(card);
    const listed = (await listAll('/v1/media')).find((m) => m.id === phone.id);
    expect(listed).toEqual(phone);
  });

  it('answers 404 for unknown ids and for media of the other type, 400 for malformed ids', async () => {
    const phone = await mediumId(world, 'anna-phone');
    const card = await mediumId(world, 'anna-card');
    expectProblem(await world.call('GET', '/v1/media/999999'), 404, 'NOT_FOUND');
    expectProblem(await world.call('GET', `/v1/media/cards/${phone}`), 404, 'NOT_FOUND');
    expectProblem(await world.call('GET', `/v1/media/phones/${card}`), 404, 'NOT_FOUND');
    expectProblem(await world.call('GET', '/v1/media/abc'), 400, 'VALIDATION_FAILED', 'path/mediumId');
    expectProblem(await world.call('GET', '/v1/media/phones/0'), 400, 'VALIDATION_FAILED', 'path/phoneId');
    expectProblem(await world.call('GET', '/v1/media/cards/x'), 400, 'VALIDATION_FAILED', 'path/cardId');
  });

  it('is also served under /cloud/v1 and with a trailing slash', async () => {
    const id = await mediumId(world, 'anna-card');
    expect((await world.call('GET', `/cloud/v1/media/${id}`)).status).toBe(200);
    expect((await world.call('GET', `/v1/media/cards/${id}/`)).status).toBe(200);
    expect((await world.call('GET', '/v1/media/phones/?limit=1')).status).toBe(200);
  });

  it('answers 404 to every foreign key', async () => {
    const phone = await mediumId(world, 'anna-phone');
    const card = await mediumId(world, 'anna-card');
    await expectForeignKeysSee404(world, { method: 'GET', url: `/v1/media/${phone}` });
    await expectForeignKeysSee404(world, { method: 'GET', url: `/v1/media/phones/${phone}` });
    await expectForeignKeysSee404(world, { method: 'GET', url: `/v1/media/cards/${card}` });
  });

  it('refuses missing, unknown and revoked keys', async () => {
    const phone = await mediumId(world, 'anna-phone');
    await expectKeyChecks(world, { method: 'GET', url: `/v1/media/phones/${phone}` });
    await expectKeyChecks(world, { method: 'GET', url: '/v1/media/cards' });
  });
});
