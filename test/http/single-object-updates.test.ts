import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures } from '../helpers/fixtures.ts';
import { mediumId } from '../helpers/media.ts';
import { expectForeignKeysSee404, expectKeyChecks, expectProblem, startWorld, type World } from '../helpers/world.ts';

// The specification updates one object ("GET the object, modify it, PUT the whole object
// back"); the public interface takes lists. Both forms side by side.
let world: World;
let f: ReturnType<typeof fixtures>;
beforeAll(async () => {
  world = await startWorld();
  f = fixtures(world, world.a.test);
});
afterAll(() => world.close());

const read = async (url: string) => (await world.call('GET', url)).body;

describe('one person', () => {
  it('PUT /v1/persons takes the object read from GET /v1/persons/{personId} and answers one object', async () => {
    const person = await read(`/v1/persons/${(await f.person()).id}`);
    const res = await world.call('PUT', '/v1/persons', { body: { ...person, city: 'Linz' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ id: person.id, version: person.version + 1, city: 'Linz' });
    const list = await world.call('PUT', '/v1/persons', { body: [{ ...res.body, city: 'Graz' }] });
    expect(list.body).toEqual([expect.objectContaining({ id: person.id, version: person.version + 2, city: 'Graz' })]);
  });

  it('PUT /v1/persons with one object: stale version 409, missing and wrong fields 400 naming them, foreign 404', async () => {
    const person = await read(`/v1/persons/${(await f.person()).id}`);
    expectProblem(await world.call('PUT', '/v1/persons', { body: { ...person, version: person.version + 3 } }), 409, 'VERSION_CONFLICT');
    const { firstName: _missing, ...withoutName } = person;
    expectProblem(await world.call('PUT', '/v1/persons', { body: withoutName }), 400, 'VALIDATION_FAILED', '/firstName');
    const wrong = await world.call('PUT', '/v1/persons', { body: { ...person, firstName: 42 } });
    expectProblem(wrong, 400, 'VALIDATION_FAILED', '/firstName');
    expect(wrong.body.errors.map((e: any) => e.field)).toEqual(['/firstName']);
    expectProblem(
      await world.call('PUT', '/v1/persons', { body: [{ ...person, firstName: 42 }] }),
      400,
      'VALIDATION_FAILED',
      '/0/firstName',
    );
    await expectForeignKeysSee404(world, { method: 'PUT', url: '/v1/persons', body: person });
    await expectKeyChecks(world, { method: 'PUT', url: '/v1/persons', body: person });
  });

  it('PUT /v1/persons/{personId} takes the id from the path; another id in the body is 400', async () => {
    const person = await read(`/v1/persons/${(await f.person()).id}`);
    const { id, ...withoutId } = person;
    const res = await world.call('PUT', `/v1/persons/${id}`, { body: { ...withoutId, lastName: 'Pfad' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ id, version: person.version + 1, lastName: 'Pfad' });
    expectProblem(await world.call('PUT', `/v1/persons/${id}`, { body: { ...res.body, id: id + 1 } }), 400, 'VALIDATION_FAILED', '/id');
    const { id: _same, ...echoed } = res.body;
    const byAlias = await world.call('PUT', `/v1/persons/${id}`, { body: { ...echoed, personId: id } });
    expect(byAlias.status, JSON.stringify(byAlias.body)).toBe(200);
    expectProblem(await world.call('PUT', `/v1/persons/${id + 100000}`, { body: echoed }), 404);
    await expectForeignKeysSee404(world, { method: 'PUT', url: `/v1/persons/${id}`, body: echoed });
    await expectKeyChecks(world, { method: 'PUT', url: `/v1/persons/${id}`, body: echoed });
  });
});

describe('one medium', () => {
  it('PUT /v1/media/{mediumId} updates a phone through its mobileNumber and answers the medium', async () => {
    const phone = await read(`/v1/media/phones/${(await f.phone()).id}`);
    const { phoneNumber: _old, ...rest } = phone;
    const res = await world.call('PUT', `/v1/media/${phone.id}`, {
      body: { ...rest, mobileNumber: '+43 660 5550199', name: 'Desk phone' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      id: phone.id,
      mediumType: 'PHONE',
      version: phone.version + 1,
      phoneNumber: '+43 660 5550199',
      name: 'Desk phone',
    });
    expect((await read(`/v1/media/${phone.id}`)).phoneNumber).toBe('+43 660 5550199');
  });

  it('PUT /v1/media/{mediumId} and PUT /v1/media update cards and key tags with the card rules', async () => {
    for (const key of ['spare-card', 'spare-key-tag']) {
      const card = await read(`/v1/media/${await mediumId(world, key)}`);
      const byPath = await world.call('PUT', `/v1/media/${card.id}`, { body: { ...card, comment: `updated ${key}` } });
      expect(byPath.status, JSON.stringify(byPath.body)).toBe(200);
      expect(byPath.body).toMatchObject({
        id: card.id,
        mediumType: 'CARD',
        cardForm: card.cardForm,
        comment: `updated ${key}`,
        version: card.version + 1,
      });
      const byBody = await world.call('PUT', '/v1/media', {
        body: { ...byPath.body, releaseDurationExtended: !card.releaseDurationExtended },
      });
      expect(byBody.status, JSON.stringify(byBody.body)).toBe(200);
      expect(byBody.body.version).toBe(card.version + 2);
    }
    const served = await read(`/v1/media/${await mediumId(world, 'anna-card')}`);
    expectProblem(
      await world.call('PUT', `/v1/media/${served.id}`, { body: { ...served, cardUid: '04FFFFFFFFFFFF' } }),
      400,
      'CARD_UID_READ_ONLY',
      '/cardUid',
    );
  });

  it('refuses a body of the other medium type naming its fields, stale versions, missing ids and foreign media', async () => {
    const phone = await read(`/v1/media/phones/${(await f.phone()).id}`);
    const card = await read(`/v1/media/${await mediumId(world, 'spare-card')}`);
    const asCard = await world.call('PUT', `/v1/media/${card.id}`, { body: { ...card, phoneNumber: '+43 660 1' } });
    expectProblem(asCard, 400, 'VALIDATION_FAILED', '/phoneNumber');
    const asPhone = await world.call('PUT', `/v1/media/${phone.id}`, { body: { ...phone, cardForm: 'CARD' } });
    expectProblem(asPhone, 400, 'VALIDATION_FAILED', '/cardForm');
    expectProblem(
      await world.call('PUT', `/v1/media/${phone.id}`, { body: { ...phone, version: phone.version + 9 } }),
      409,
      'VERSION_CONFLICT',
    );
    const { id: _id, ...withoutId } = phone;
    expectProblem(await world.call('PUT', '/v1/media', { body: withoutId }), 400, 'VALIDATION_FAILED', '/id');
    expectProblem(await world.call('PUT', `/v1/media/${phone.id}`, { body: { ...phone, id: card.id } }), 400, 'VALIDATION_FAILED', '/id');
    expectProblem(await world.call('PUT', '/v1/media/987654321', { body: withoutId }), 404);
    await expectForeignKeysSee404(world, { method: 'PUT', url: `/v1/media/${phone.id}`, body: phone });
    await expectForeignKeysSee404(world, { method: 'PUT', url: '/v1/media', body: phone });
    await expectKeyChecks(world, { method: 'PUT', url: `/v1/media/${phone.id}`, body: phone });
  });

  it('PUT /v1/media/phones and /cards take one object as well as their list form', async () => {
    const phone = await read(`/v1/media/phones/${(await f.phone()).id}`);
    const one = await world.call('PUT', '/v1/media/phones', { body: { ...phone, comment: 'one' } });
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    expect(one.body).toMatchObject({ id: phone.id, comment: 'one' });
    const many = await world.call('PUT', '/v1/media/phones', { body: [{ ...one.body, comment: 'many' }] });
    expect(many.body).toEqual([expect.objectContaining({ comment: 'many' })]);
    const card = await read(`/v1/media/cards/${await mediumId(world, 'spare-card')}`);
    const oneCard = await world.call('PUT', '/v1/media/cards', { body: { ...card, comment: 'one card' } });
    expect(oneCard.body).toMatchObject({ id: card.id, comment: 'one card' });
    expectProblem(await world.call('PUT', '/v1/media/cards', { body: { ...oneCard.body, version: 0 } }), 409, 'VERSION_CONFLICT');
  });
});

describe('one phone to delete', () => {
  it('DELETE /v1/media/phones takes one id as well as a list (the specification: "medium identifier(s)")', async () => {
    const [one, two] = (
      await world.call('POST', '/v1/media/phones', { body: [{ phoneNumber: '+43 660 5550301' }, { phoneNumber: '+43 660 5550302' }] })
    ).body;
    const single = await world.call('DELETE', '/v1/media/phones', { body: one.id });
    expect(single.status, JSON.stringify(single.body)).toBe(200);
    expect(single.body).toBe(one.id);
    expect((await world.call('DELETE', '/v1/media/phones', { body: [two.id] })).body).toEqual([two.id]);
    expectProblem(await world.call('DELETE', '/v1/media/phones', { body: one.id }), 404);
    expectProblem(await world.call('DELETE', '/v1/media/phones', { body: 'x' }), 400, 'VALIDATION_FAILED', '/');
  });
});
