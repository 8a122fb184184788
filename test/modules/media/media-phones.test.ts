import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPhone,
  freshNumber,
  getMedium,
  insertAuthorization,
  mediumId,
  personId,
  protocolEntries,
  lockNamed,
} from '../../helpers/media.ts';
import { expectForeignKeysSee404, expectKeyChecks, expectProblem, startWorld, type World } from '../../helpers/world.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

describe('POST /v1/media/phones', () => {
  it('creates unpaired, unassigned, active phones and keeps the number exactly as sent', async () => {
    const number = freshNumber();
    const res = await world.call('POST', '/v1/media/phones', {
      body: [{ phoneNumber: number, name: 'Front desk' }, { phoneNumber: freshNumber() }],
    });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    expect(res.body[0]).toEqual({
      id: expect.any(Number),
      version: 1,
      name: 'Front desk',
      lockingSystemId: world.a.test.id,
      mediumType: 'PHONE',
      phoneNumber: number,
      releaseDurationExtended: false,
      permanentOpeningEnabled: false,
      activated: true,
      phoneSettings: { inMaintenanceMode: false, mediumLogVisible: true, pinSet: false },
    });
    expect(res.body[1]).not.toHaveProperty('name');
    const created = (await protocolEntries(world)).filter((e) => e.type === 'CREATE_KEYRING' && e.mediumId === res.body[0].id);
    expect(created[0].fields).toMatchObject({ phoneNumber: number, mediumType: 'PHONE' });
  });

  it('accepts the specification name mobileNumber', async () => {
    const number = freshNumber();
    const res = await world.call('POST', '/v1/media/phones', { body: [{ mobileNumber: number }] });
    expect(res.status).toBe(200);
    expect(res.body[0].phoneNumber).toBe(number);
  });

  it('answers 409 for a number already used, whatever its blanks, and creates nothing', async () => {
    const before = (await world.call('GET', '/v1/media/phones')).body.total;
    expectProblem(await world.call('POST', '/v1/media/phones', { body: [{ phoneNumber: '+436641234567' }] }), 409, 'PHONE_EXISTS');
    const number = freshNumber();
    expectProblem(
      await world.call('POST', '/v1/media/phones', { body: [{ phoneNumber: number }, { phoneNumber: number.replaceAll(' ', '') }] }),
      409,
      'PHONE_EXISTS',
    );
    expectProblem(
      await world.call('POST', '/v1/media/phones', { body: [{ phoneNumber: freshNumber() }, { phoneNumber: '+43 664 5550000' }] }),
      409,
      'PHONE_EXISTS',
    );
    expect((await world.call('GET', '/v1/media/phones')).body.total).toBe(before);
  });

  it('checks duplicates per environment: production may use a number of the test environment', async () => {
    const res = await world.call('POST', '/v1/media/phones', { body: [{ phoneNumber: '+43 664 1234567' }], key: world.a.productionKey });
    expect(res.status).toBe(200);
    expect(res.body[0].lockingSystemId).toBe(world.a.production.id);
  });

  it.each([
    ['no plus sign', { phoneNumber: '436641234567' }, '/0/phoneNumber'],
    ['letters', { phoneNumber: '+43 664 CALLME' }, '/0/phoneNumber'],
    ['only a plus sign', { phoneNumber: '+' }, '/0/phoneNumber'],
    ['more than 50 characters', { phoneNumber: `+${'1'.repeat(50)}` }, '/0/phoneNumber'],
    ['a number as number', { phoneNumber: 436641234567 }, '/0/phoneNumber'],
    ['missing number', { name: 'x' }, '/0/phoneNumber'],
    ['name too long', { phoneNumber: '+4312345', name: 'x'.repeat(51) }, '/0/name'],
    ['unknown field', { phoneNumber: '+4312345', color: 'red' }, '/0/color'],
  ])('refuses %s with 400 naming the field', async (_name, body, field) => {
    expectProblem(await world.call('POST', '/v1/media/phones', { body: [body] }), 400, 'VALIDATION_FAILED', field);
  });

  it('refuses an empty list and a single object', async () => {
    expectProblem(await world.call('POST', '/v1/media/phones', { body: [] }), 400, 'VALIDATION_FAILED');
    expectProblem(await world.call('POST', '/v1/media/phones', { body: { phoneNumber: freshNumber() } }), 400, 'VALIDATION_FAILED');
  });

  it('refuses missing, unknown and revoked keys', async () => {
    await expectKeyChecks(world, { method: 'POST', url: '/v1/media/phones', body: [{ phoneNumber: freshNumber() }] });
  });
});

describe('PUT /v1/media/phones', () => {
  it('updates whole phones with their version, accepting every read-only field echoed back', async () => {
    const phone = await getMedium(world, await mediumId(world, 'sophie-phone'));
    const changed = {
      ...phone,
      name: 'Sophie mobile',
      comment: 'new SIM',
      phoneNumber: '+33 6 12 34 56 79',
      releaseDurationExtended: true,
      permanentOpeningEnabled: true,
      phoneSettings: { ...phone.phoneSettings, inMaintenanceMode: true, mediumLogVisible: false },
    };
    const res = await world.call('PUT', '/v1/media/phones', { body: [changed] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body[0]).toEqual({ ...changed, version: phone.version + 1 });
    expect(await getMedium(world, phone.id)).toEqual(res.body[0]);
    expect((await protocolEntries(world)).some((e) => e.type === 'EDIT_KEYRING' && e.mediumId === phone.id)).toBe(true);
  });

  it('accepts bodies without the read-only fields, and the names phoneId, mediumId and mobileNumber', async () => {
    const phone = await createPhone(world, freshNumber());
    const minimal = {
      phoneId: phone.id,
      version: phone.version,
      mobileNumber: phone.phoneNumber,
      releaseDurationExtended: false,
      permanentOpeningEnabled: false,
      phoneSettings: { inMaintenanceMode: false, mediumLogVisible: true },
      name: 'renamed',
    };
    const res = await world.call('PUT', '/v1/media/phones', { body: [minimal] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body[0]).toMatchObject({ id: phone.id, name: 'renamed', version: phone.version + 1, mediumType: 'PHONE' });
    const { phoneId: _p, ...withMediumId } = { ...minimal, mediumId: phone.id, version: phone.version + 1 };
    expect((await world.call('PUT', '/v1/media/phones', { body: [withMediumId] })).status).toBe(200);
  });

  it('clears optional fields left out and keeps the assignment when personId is left out', async () => {
    const phone = await getMedium(world, await mediumId(world, 'anna-phone'));
    const { name: _n, personId: _p, ...rest } = phone;
    const res = await world.call('PUT', '/v1/media/phones', { body: [rest] });
    expect(res.status).toBe(200);
    expect(res.body[0]).not.toHaveProperty('name');
    expect(res.body[0].personId).toBe(phone.personId);
  });

  it('refuses a changed personId: assignments change through assign and cancel-assignment', async () => {
    const phone = await getMedium(world, await mediumId(world, 'james-phone'));
    const res = await world.call('PUT', '/v1/media/phones', { body: [{ ...phone, personId: await personId(world, 'eva') }] });
    expectProblem(res, 400, 'ASSIGNMENT_NOT_CHANGEABLE', '/0/personId');
    const spare = await getMedium(world, await mediumId(world, 'spare-phone'));
    expectProblem(
      await world.call('PUT', '/v1/media/phones', { body: [{ ...spare, personId: await personId(world, 'eva') }] }),
      400,
      'ASSIGNMENT_NOT_CHANGEABLE',
    );
  });

  it("refuses another phone's number with 400; its own number with other blanks is fine", async () => {
    const phone = await createPhone(world, freshNumber());
    const res = await world.call('PUT', '/v1/media/phones', { body: [{ ...phone, phoneNumber: '+46 70 1234567' }] });
    expectProblem(res, 400, 'PHONE_NUMBER_TAKEN', '/0/phoneNumber');
    const sameDigits = await world.call('PUT', '/v1/media/phones', {
      body: [{ ...phone, phoneNumber: phone.phoneNumber.replaceAll(' ', '') }],
    });
    expect(sameDigits.status).toBe(200);
  });

  it('answers 409 for a stale version and changes nothing of the list', async () => {
    const a = await createPhone(world, freshNumber());
    const b = await createPhone(world, freshNumber());
    expect((await world.call('PUT', '/v1/media/phones', { body: [{ ...b, name: 'first' }] })).status).toBe(200);
    const res = await world.call('PUT', '/v1/media/phones', {
      body: [
        { ...a, name: 'not saved' },
        { ...b, name: 'stale' },
      ],
    });
    expectProblem(res, 409, 'VERSION_CONFLICT');
    expect(await getMedium(world, a.id)).toEqual(a);
  });

  it('answers 404 for unknown ids and for cards, 400 for missing required fields and duplicate ids', async () => {
    const phone = await createPhone(world, freshNumber());
    expectProblem(await world.call('PUT', '/v1/media/phones', { body: [{ ...phone, id: 999999 }] }), 404, 'NOT_FOUND');
    expectProblem(
      await world.call('PUT', '/v1/media/phones', { body: [{ ...phone, id: await mediumId(world, 'anna-card') }] }),
      404,
      'NOT_FOUND',
    );
    const { phoneSettings: _s, ...noSettings } = phone;
    expectProblem(await world.call('PUT', '/v1/media/phones', { body: [noSettings] }), 400, 'VALIDATION_FAILED', '/0/phoneSettings');
    const { version: _v, ...noVersion } = phone;
    expectProblem(await world.call('PUT', '/v1/media/phones', { body: [noVersion] }), 400, 'VALIDATION_FAILED', '/0/version');
    expectProblem(
      await world.call('PUT', '/v1/media/phones', { body: [{ ...phone, releaseDurationExtended: 'yes' }] }),
      400,
      'VALIDATION_FAILED',
      '/0/releaseDurationExtended',
    );
    expectProblem(
      await world.call('PUT', '/v1/media/phones', { body: [{ ...phone, mediumType: 'CARD' }] }),
      400,
      'VALIDATION_FAILED',
      '/0/mediumType',
    );
    expectProblem(await world.call('PUT', '/v1/media/phones', { body: [phone, phone] }), 400, 'DUPLICATE_ID');
  });

  it('answers 404 to every foreign key', async () => {
    const phone = await createPhone(world, freshNumber());
    await expectForeignKeysSee404(world, { method: 'PUT', url: '/v1/media/phones', body: [phone] });
  });

  it('refuses missing, unknown and revoked keys', async () => {
    const phone = await createPhone(world, freshNumber());
    await expectKeyChecks(world, { method: 'PUT', url: '/v1/media/phones', body: [phone] });
  });
});

describe('DELETE /v1/media/phones', () => {
  it('deletes phones and answers their ids', async () => {
    const a = await createPhone(world, freshNumber());
    const b = await createPhone(world, freshNumber());
    const res = await world.call('DELETE', '/v1/media/phones', { body: [a.id, b.id] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([a.id, b.id]);
    expectProblem(await world.call('GET', `/v1/media/${a.id}`), 404);
    expect((await protocolEntries(world)).some((e) => e.type === 'FINALIZE_REMOVE_MOBILE_PHONE_FROM_CUSTOMER' && e.mediumId === b.id)).toBe(
      true,
    );
  });

  it('deletes an assigned phone; its person stays', async () => {
    const phone = await createPhone(world, freshNumber());
    const eva = await personId(world, 'eva');
    expect((await world.call('POST', '/v1/media/assign', { body: [{ mediumId: phone.id, personId: eva }] })).status).toBe(200);
    expect((await world.call('DELETE', '/v1/media/phones', { body: [phone.id] })).status).toBe(200);
    expect((await world.call('GET', `/v1/persons/${eva}`)).status).toBe(200);
  });

  it('refuses (400) a phone that holds authorizations, deleting nothing of the list', async () => {
    const free = await createPhone(world, freshNumber());
    const held = await createPhone(world, freshNumber());
    await insertAuthorization(world, world.a.test, held.id, { lockId: await lockNamed(world, world.a.test, 4242) });
    expectProblem(await world.call('DELETE', '/v1/media/phones', { body: [free.id, held.id] }), 400, 'MEDIUM_HAS_AUTHORIZATIONS', '/1');
    expect((await world.call('GET', `/v1/media/${free.id}`)).status).toBe(200);
  });

  it('takes pending replacements of the phone along, protocolled as aborted', async () => {
    const lars = await mediumId(world, 'lars-phone');
    const before = (await world.call('GET', '/v1/pending-phone-replacements')).body.pendingPhoneReplacementList;
    expect(before.map((r: any) => r.sourcePhone.id)).toContain(lars);
    expect((await world.call('POST', `/v1/media/${lars}/empty`)).status).toBe(200);
    expect((await world.call('DELETE', '/v1/media/phones', { body: [lars] })).status).toBe(200);
    const after = (await world.call('GET', '/v1/pending-phone-replacements')).body.pendingPhoneReplacementList;
    expect(after.map((r: any) => r.sourcePhone.id)).not.toContain(lars);
    expect(
      (await protocolEntries(world)).some((e) => e.type === 'KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_ABORTED_BY_ACO' && e.mediumId === lars),
    ).toBe(true);
  });

  it('answers 404 for unknown ids and cards, 400 for malformed bodies', async () => {
    expectProblem(await world.call('DELETE', '/v1/media/phones', { body: [999999] }), 404, 'NOT_FOUND');
    expectProblem(await world.call('DELETE', '/v1/media/phones', { body: [await mediumId(world, 'spare-card')] }), 404, 'NOT_FOUND');
    expectProblem(await world.call('DELETE', '/v1/media/phones', { body: ['x'] }), 400, 'VALIDATION_FAILED');
    expectProblem(await world.call('DELETE', '/v1/media/phones', { body: [] }), 400, 'VALIDATION_FAILED');
    const phone = await createPhone(world, freshNumber());
    expectProblem(await world.call('DELETE', '/v1/media/phones', { body: [phone.id, phone.id] }), 400, 'DUPLICATE_ID');
  });

  it('answers 404 to every foreign key and refuses bad keys', async () => {
    const phone = await createPhone(world, freshNumber());
    await expectForeignKeysSee404(world, { method: 'DELETE', url: '/v1/media/phones', body: [phone.id] });
    await expectKeyChecks(world, { method: 'DELETE', url: '/v1/media/phones', body: [phone.id] });
    expect((await world.call('GET', `/v1/media/${phone.id}`)).status).toBe(200);
  });
});

describe('PUT /v1/media/cards', () => {
  it('updates name, comment and flags of cards and key tags with their version', async () => {
    const tag = await getMedium(world, await mediumId(world, 'maria-key-tag'));
    const res = await world.call('PUT', '/v1/media/cards', {
      body: [{ ...tag, name: 'Maria garage', comment: 'blue', permanentOpeningEnabled: true }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body[0]).toEqual({ ...tag, name: 'Maria garage', comment: 'blue', permanentOpeningEnabled: true, version: tag.version + 1 });
  });

  it('accepts cardUid and cardForm echoed unchanged, and the names cardId and mediumId', async () => {
    const card = await getMedium(world, await mediumId(world, 'spare-card'));
    const { id, ...rest } = card;
    const res = await world.call('PUT', '/v1/media/cards', { body: [{ ...rest, cardId: id, comment: 'echo' }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body[0]).toMatchObject({ id, cardUid: card.cardUid, cardForm: 'CARD', comment: 'echo' });
    const { cardUid: _u, cardForm: _f, mediumType: _t, ...minimal } = res.body[0];
    const again = await world.call('PUT', '/v1/media/cards', { body: [{ ...minimal, mediumId: minimal.id, id: undefined }] });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body[0].cardUid).toBe(card.cardUid);
  });

  it('refuses any change of cardUid, also on cards whose UID is not served', async () => {
    const card = await getMedium(world, await mediumId(world, 'anna-card'));
    expectProblem(
      await world.call('PUT', '/v1/media/cards', { body: [{ ...card, cardUid: '04FFFFFFFFFFFF' }] }),
      400,
      'CARD_UID_READ_ONLY',
      '/0/cardUid',
    );
    const old = await getMedium(world, await mediumId(world, 'james-card'));
    expectProblem(await world.call('PUT', '/v1/media/cards', { body: [{ ...old, cardUid: '0A1B2C3D' }] }), 400, 'CARD_UID_READ_ONLY');
    expectProblem(
      await world.call('PUT', '/v1/media/cards', { body: [{ ...card, cardUid: 'x'.repeat(21) }] }),
      400,
      'VALIDATION_FAILED',
      '/0/cardUid',
    );
    expect((await getMedium(world, card.id)).cardUid).toBe(card.cardUid);
  });

  it('answers 409 for a stale version, 404 for phones and unknown ids, 400 for a changed personId', async () => {
    const card = await getMedium(world, await mediumId(world, 'pieter-card'));
    expect((await world.call('PUT', '/v1/media/cards', { body: [card] })).status).toBe(200);
    expectProblem(await world.call('PUT', '/v1/media/cards', { body: [card] }), 409, 'VERSION_CONFLICT');
    const phone = await getMedium(world, await mediumId(world, 'spare-phone'));
    const asCard = { id: phone.id, version: phone.version, releaseDurationExtended: false, permanentOpeningEnabled: false };
    expectProblem(await world.call('PUT', '/v1/media/cards', { body: [asCard] }), 404, 'NOT_FOUND');
    expectProblem(await world.call('PUT', '/v1/media/cards', { body: [{ ...asCard, id: 999999 }] }), 404, 'NOT_FOUND');
    const fresh = await getMedium(world, card.id);
    expectProblem(
      await world.call('PUT', '/v1/media/cards', { body: [{ ...fresh, personId: await personId(world, 'anna') }] }),
      400,
      'ASSIGNMENT_NOT_CHANGEABLE',
    );
    expectProblem(
      await world.call('PUT', '/v1/media/cards', { body: [{ ...fresh, phoneNumber: '+431' }] }),
      400,
      'VALIDATION_FAILED',
      '/0/phoneNumber',
    );
  });

  it('answers 404 to every foreign key and refuses bad keys', async () => {
    const card = await getMedium(world, await mediumId(world, 'spare-key-tag'));
    await expectForeignKeysSee404(world, { method: 'PUT', url: '/v1/media/cards', body: [card] });
    await expectKeyChecks(world, { method: 'PUT', url: '/v1/media/cards', body: [card] });
  });
});

describe('resetting the test data', () => {
  it('brings deleted and changed media back under their ids, with the pending replacements', async () => {
    const lars = await mediumId(world, 'lars-phone');
    const sophie = await mediumId(world, 'sophie-phone');
    expectProblem(await world.call('GET', `/v1/media/${lars}`), 404);
    expect((await world.call('POST', '/v1/public-mgmt/reset-test-data')).status).toBe(204);
    expect((await getMedium(world, lars)).phoneNumber).toBe('+46 70 123 45 67');
    expect(await getMedium(world, sophie)).toMatchObject({ version: 1, phoneNumber: '+33 6 12 34 56 78' });
    const pending = (await world.call('GET', '/v1/pending-phone-replacements')).body.pendingPhoneReplacementList;
    expect(pending.map((r: any) => r.sourcePhone.id)).toContain(lars);
  });
});
