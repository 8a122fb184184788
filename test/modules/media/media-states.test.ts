import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorizationsOf,
  blacklistOf,
  createPhone,
  freshNumber,
  getMedium,
  areaNamed,
  insertAuthorization,
  lockNamed,
  mediumId,
  personId,
  protocolEntries,
} from '../../helpers/media.ts';
import { expectForeignKeysSee404, expectKeyChecks, expectProblem, startWorld, type World } from '../../helpers/world.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

const test = () => world.a.test;

async function createPerson(lastName: string): Promise<number> {
  const res = await world.call('POST', '/v1/persons', { body: [{ firstName: 'Medium', lastName, correspondenceLanguageCode: 'en-UK' }] });
  expect(res.status).toBe(200);
  return res.body[0].id;
}

async function assign(mediumIdValue: number, personIdValue: number) {
  const res = await world.call('POST', '/v1/media/assign', { body: [{ mediumId: mediumIdValue, personId: personIdValue }] });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

describe('POST /v1/media/assign', () => {
  it('assigns phones, cards and key tags to persons and answers the assignments', async () => {
    const phone = await createPhone(world, freshNumber());
    const tag = await mediumId(world, 'spare-key-tag');
    const person = await createPerson('Assignee');
    const body = [
      { mediumId: phone.id, personId: person },
      { mediumId: tag, personId: person },
    ];
    const res = await world.call('POST', '/v1/media/assign', { body });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(body);
    const after = await getMedium(world, phone.id);
    expect(after).toMatchObject({ personId: person, version: phone.version + 1 });
    expect((await getMedium(world, tag)).personId).toBe(person);
    const entry = (await protocolEntries(world)).find((e) => e.type === 'CHANGE_KEYRING_OWNER' && e.mediumId === phone.id);
    expect(entry?.fields).toMatchObject({ name: 'Medium Assignee', personId: person });
  });

  it('answers 409 when a medium already has a person (also the same one), assigning nothing of the list', async () => {
    const phone = await createPhone(world, freshNumber());
    const anna = await personId(world, 'anna');
    const annaPhone = await mediumId(world, 'anna-phone');
    expectProblem(
      await world.call('POST', '/v1/media/assign', { body: [{ mediumId: annaPhone, personId: anna }] }),
      409,
      'MEDIUM_ALREADY_ASSIGNED',
    );
    const res = await world.call('POST', '/v1/media/assign', {
      body: [
        { mediumId: phone.id, personId: anna },
        { mediumId: annaPhone, personId: anna },
      ],
    });
    expectProblem(res, 409, 'MEDIUM_ALREADY_ASSIGNED');
    expect(await getMedium(world, phone.id)).not.toHaveProperty('personId');
  });

  it('answers 404 for an unknown medium or person, also a person of another environment', async () => {
    const phone = await createPhone(world, freshNumber());
    const anna = await personId(world, 'anna');
    expectProblem(await world.call('POST', '/v1/media/assign', { body: [{ mediumId: 999999, personId: anna }] }), 404, 'NOT_FOUND');
    expectProblem(await world.call('POST', '/v1/media/assign', { body: [{ mediumId: phone.id, personId: 999999 }] }), 404, 'NOT_FOUND');
    const foreignPerson = await personId(world, 'anna', world.b.test);
    expectProblem(
      await world.call('POST', '/v1/media/assign', { body: [{ mediumId: phone.id, personId: foreignPerson }] }),
      404,
      'NOT_FOUND',
    );
  });

  it('refuses malformed bodies', async () => {
    expectProblem(await world.call('POST', '/v1/media/assign', { body: [] }), 400, 'VALIDATION_FAILED');
    expectProblem(await world.call('POST', '/v1/media/assign', { body: [{ mediumId: 1 }] }), 400, 'VALIDATION_FAILED', '/0/personId');
    expectProblem(
      await world.call('POST', '/v1/media/assign', { body: [{ mediumId: 1, personId: 2, x: 1 }] }),
      400,
      'VALIDATION_FAILED',
      '/0/x',
    );
    expectProblem(
      await world.call('POST', '/v1/media/assign', {
        body: [
          { mediumId: 1, personId: 2 },
          { mediumId: 1, personId: 3 },
        ],
      }),
      400,
      'DUPLICATE_ID',
      '/1/mediumId',
    );
  });

  it('answers 404 to every foreign key and refuses bad keys', async () => {
    const phone = await createPhone(world, freshNumber());
    const body = [{ mediumId: phone.id, personId: await personId(world, 'eva') }];
    await expectForeignKeysSee404(world, { method: 'POST', url: '/v1/media/assign', body });
    await expectKeyChecks(world, { method: 'POST', url: '/v1/media/assign', body });
  });
});

describe('POST /v1/media/cancel-assignment', () => {
  it('unassigns media and answers the ids changed (unassigned ones are left out)', async () => {
    const phone = await createPhone(world, freshNumber());
    const person = await createPerson('Cancelled');
    await assign(phone.id, person);
    const spare = await mediumId(world, 'spare-card');
    const res = await world.call('POST', '/v1/media/cancel-assignment', { body: [phone.id, spare] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([phone.id]);
    expect(await getMedium(world, phone.id)).not.toHaveProperty('personId');
    expect((await protocolEntries(world)).some((e) => e.type === 'REVOKE_KEYRING_OWNER' && e.mediumId === phone.id)).toBe(true);
  });

  it('is refused (400) while the medium holds authorizations, in any state', async () => {
    const phone = await createPhone(world, freshNumber());
    await assign(phone.id, await createPerson('Holder'));
    await insertAuthorization(world, test(), phone.id, { lockId: await lockNamed(world, test(), 7001) }, 'DEACTIVATED_RESTORABLE');
    expectProblem(await world.call('POST', '/v1/media/cancel-assignment', { body: [phone.id] }), 400, 'MEDIUM_HAS_AUTHORIZATIONS', '/0');
    expect((await getMedium(world, phone.id)).personId).toBeDefined();
  });

  it('answers 404 for unknown ids and foreign keys, 400 for malformed bodies', async () => {
    expectProblem(await world.call('POST', '/v1/media/cancel-assignment', { body: [999999] }), 404, 'NOT_FOUND');
    expectProblem(await world.call('POST', '/v1/media/cancel-assignment', { body: [] }), 400, 'VALIDATION_FAILED');
    expectProblem(await world.call('POST', '/v1/media/cancel-assignment', { body: [{ id: 1 }] }), 400, 'VALIDATION_FAILED');
    const card = await mediumId(world, 'anna-card');
    await expectForeignKeysSee404(world, { method: 'POST', url: '/v1/media/cancel-assignment', body: [card] });
    await expectKeyChecks(world, { method: 'POST', url: '/v1/media/cancel-assignment', body: [card] });
    expect((await getMedium(world, card)).personId).toBeDefined();
  });
});

describe('POST /v1/media/{mediumId}/empty', () => {
  it('deletes every authorization of the medium, keeps its person and touches no other medium', async () => {
    const phone = await createPhone(world, freshNumber());
    const other = await createPhone(world, freshNumber());
    const person = await createPerson('Emptied');
    await assign(phone.id, person);
    await insertAuthorization(world, test(), phone.id, { lockId: await lockNamed(world, test(), 7101) });
    await insertAuthorization(world, test(), phone.id, { areaId: await areaNamed(world, test(), 7102) });
    await insertAuthorization(world, test(), other.id, { lockId: await lockNamed(world, test(), 7101) });
    const res = await world.call('POST', `/v1/media/${phone.id}/empty`, { body: {} });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: phone.id, personId: person, mediumType: 'PHONE' });
    expect(await authorizationsOf(world, test(), phone.id)).toEqual([]);
    expect(await authorizationsOf(world, test(), other.id)).toHaveLength(1);
    const entry = (await protocolEntries(world)).find((e) => e.type === 'MEDIUM_EMPTIED' && e.mediumId === phone.id);
    expect(entry?.fields).toMatchObject({ authorizations: 2 });
  });

  it('accepts no body, an empty body with a JSON content type, and {}', async () => {
    const card = await mediumId(world, 'anna-card');
    expect((await world.call('POST', `/v1/media/${card}/empty`)).status).toBe(200);
    expect(
      (await world.call('POST', `/v1/media/${card}/empty`, { rawBody: '', headers: { 'content-type': 'application/json' } })).status,
    ).toBe(200);
    expect((await world.call('POST', `/v1/media/${card}/empty`, { body: {} })).status).toBe(200);
  });

  it('answers 404 for unknown media and foreign keys, 400 for malformed ids', async () => {
    expectProblem(await world.call('POST', '/v1/media/999999/empty'), 404, 'NOT_FOUND');
    expectProblem(await world.call('POST', '/v1/media/x/empty'), 400, 'VALIDATION_FAILED', 'path/mediumId');
    const phone = await createPhone(world, freshNumber());
    await insertAuthorization(world, test(), phone.id, { lockId: await lockNamed(world, test(), 7201) });
    await expectForeignKeysSee404(world, { method: 'POST', url: `/v1/media/${phone.id}/empty` });
    await expectKeyChecks(world, { method: 'POST', url: `/v1/media/${phone.id}/empty` });
    expect(await authorizationsOf(world, test(), phone.id)).toHaveLength(1);
  });
});

describe('the documented clean-up order', () => {
  it('empty → cancel assignment → delete phone → delete person; the person cannot go while it holds media', async () => {
    const phone = await createPhone(world, freshNumber());
    const person = await createPerson('CleanUp');
    await assign(phone.id, person);
    await insertAuthorization(world, test(), phone.id, { lockId: await lockNamed(world, test(), 7301) });
    expectProblem(await world.call('DELETE', '/v1/persons', { body: [person] }), 400, 'PERSON_HAS_MEDIA');
    expectProblem(await world.call('POST', '/v1/media/cancel-assignment', { body: [phone.id] }), 400, 'MEDIUM_HAS_AUTHORIZATIONS');
    expectProblem(await world.call('DELETE', '/v1/media/phones', { body: [phone.id] }), 400, 'MEDIUM_HAS_AUTHORIZATIONS');
    expect((await world.call('POST', `/v1/media/${phone.id}/empty`)).status).toBe(200);
    expect((await world.call('POST', '/v1/media/cancel-assignment', { body: [phone.id] })).body).toEqual([phone.id]);
    expect((await world.call('DELETE', '/v1/media/phones', { body: [phone.id] })).body).toEqual([phone.id]);
    expect((await world.call('DELETE', '/v1/persons', { body: [person] })).body).toEqual([person]);
  });
});

describe('POST /v1/media/{mediumId}/deactivate and /reactivate', () => {
  async function phoneWithAuthorizations(lockNames: number[]) {
    const phone = await createPhone(world, freshNumber());
    for (const name of lockNames) await insertAuthorization(world, test(), phone.id, { lockId: await lockNamed(world, test(), name) });
    return phone;
  }

  it('deactivates: activated false, authorizations restorable, the locks they reach blacklist the medium', async () => {
    const phone = await phoneWithAuthorizations([7401, 7402]);
    const res = await world.call('POST', `/v1/media/${phone.id}/deactivate?reason=Lost+phone&comment=reported%20by%20phone`, { body: {} });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ id: phone.id, activated: false, version: phone.version + 1 });
    expect(JSON.stringify(res.body)).not.toContain('Lost phone');
    expect((await authorizationsOf(world, test(), phone.id)).map((a) => a.current_state)).toEqual([
      'DEACTIVATED_RESTORABLE',
      'DEACTIVATED_RESTORABLE',
    ]);
    expect(await blacklistOf(world, test(), phone.id)).toEqual([
      await lockNamed(world, test(), 7401),
      await lockNamed(world, test(), 7402),
    ]);
    const entry = (await protocolEntries(world)).find((e) => e.type === 'DEACTIVATE_KEYRING_INITIATED' && e.mediumId === phone.id);
    expect(entry?.fields).toMatchObject({ reason: 'Lost phone', comment: 'reported by phone' });
  });

  it('blacklists the medium on the locks of areas it is authorized for', async () => {
    const member = await world.deps.store.db
      .selectFrom('area_locks')
      .select(['area_id', 'lock_id'])
      .where('environment_id', '=', test().id)
      .where('status', '=', 'ASSIGNED')
      .executeTakeFirst();
    expect(member, 'the test data set has an area with an assigned lock').toBeDefined();
    const card = await mediumId(world, 'spare-card');
    await insertAuthorization(world, test(), card, { areaId: Number(member!.area_id) });
    expect((await world.call('POST', `/v1/media/${card}/deactivate?reason=stolen`)).status).toBe(200);
    expect(await blacklistOf(world, test(), card)).toContain(Number(member!.lock_id));
  });

  it('refuses deactivating a deactivated medium and reactivating an active one (400)', async () => {
    const marco = await mediumId(world, 'marco-phone');
    expectProblem(await world.call('POST', `/v1/media/${marco}/deactivate?reason=again`), 400, 'MEDIUM_ALREADY_DEACTIVATED');
    const anna = await mediumId(world, 'anna-card');
    expectProblem(
      await world.call('POST', `/v1/media/${anna}/reactivate?reason=x&recoverAuthorizations=true`),
      400,
      'MEDIUM_NOT_DEACTIVATED',
    );
  });

  it('reactivates with recoverAuthorizations=true: authorizations come back as CREATED, blacklist entries go', async () => {
    const phone = await phoneWithAuthorizations([7501]);
    expect((await world.call('POST', `/v1/media/${phone.id}/deactivate?reason=holiday`)).status).toBe(200);
    const res = await world.call('POST', `/v1/media/${phone.id}/reactivate?reason=back&recoverAuthorizations=True`, { body: {} });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ activated: true, version: phone.version + 2 });
    expect((await authorizationsOf(world, test(), phone.id)).map((a) => a.current_state)).toEqual(['CREATED']);
    expect(await blacklistOf(world, test(), phone.id)).toEqual([]);
    const entry = (await protocolEntries(world)).find((e) => e.type === 'REACTIVATE_KEYRING_INITIATED' && e.mediumId === phone.id);
    expect(entry?.fields).toMatchObject({ reason: 'back', recoverAuthorizations: true });
  });

  it('reactivates with recoverAuthorizations=false: the restorable authorizations are deleted', async () => {
    const phone = await phoneWithAuthorizations([7601, 7602]);
    expect((await world.call('POST', `/v1/media/${phone.id}/deactivate?reason=left`)).status).toBe(200);
    const res = await world.call('POST', `/v1/media/${phone.id}/reactivate?reason=rejoined&recoverAuthorizations=0`);
    expect(res.status).toBe(200);
    expect(await authorizationsOf(world, test(), phone.id)).toEqual([]);
    expect(await blacklistOf(world, test(), phone.id)).toEqual([]);
  });

  it.each([
    ['deactivate without reason', 'deactivate?comment=x', 'query/reason'],
    ['deactivate with an empty reason', 'deactivate?reason=', 'query/reason'],
    ['deactivate with a reason over 50', `deactivate?reason=${'r'.repeat(51)}`, 'query/reason'],
    ['deactivate with a comment over 500', `deactivate?reason=r&comment=${'c'.repeat(501)}`, 'query/comment'],
    ['reactivate without recoverAuthorizations', 'reactivate?reason=r', 'query/recoverAuthorizations'],
    [
      'reactivate with a non-boolean recoverAuthorizations',
      'reactivate?reason=r&recoverAuthorizations=maybe',
      'query/recoverAuthorizations',
    ],
    ['reactivate without reason', 'reactivate?recoverAuthorizations=true', 'query/reason'],
  ])('refuses to %s (400 naming the parameter)', async (_name, path, field) => {
    const marco = await mediumId(world, 'marco-phone');
    expectProblem(await world.call('POST', `/v1/media/${marco}/${path}`), 400, 'VALIDATION_FAILED', field);
  });

  it('answers 404 for unknown media and foreign keys, and refuses bad keys', async () => {
    expectProblem(await world.call('POST', '/v1/media/999999/deactivate?reason=x'), 404, 'NOT_FOUND');
    expectProblem(await world.call('POST', '/v1/media/999999/reactivate?reason=x&recoverAuthorizations=false'), 404, 'NOT_FOUND');
    const piotr = await mediumId(world, 'piotr-card');
    const card = await mediumId(world, 'james-card');
    await expectForeignKeysSee404(world, { method: 'POST', url: `/v1/media/${card}/deactivate?reason=x` });
    await expectForeignKeysSee404(world, { method: 'POST', url: `/v1/media/${piotr}/reactivate?reason=x&recoverAuthorizations=true` });
    await expectKeyChecks(world, { method: 'POST', url: `/v1/media/${card}/deactivate?reason=x` });
    expect((await getMedium(world, card)).activated).toBe(true);
    expect((await getMedium(world, piotr)).activated).toBe(false);
  });
});
