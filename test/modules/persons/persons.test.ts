import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectForeignKeysSee404, expectKeyChecks, expectProblem, startWorld, type World } from '../../helpers/world.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

const newPerson = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Erika',
  lastName: 'Mustermann',
  correspondenceLanguageCode: 'de-DE',
  ...overrides,
});

async function createOne(overrides: Record<string, unknown> = {}, key?: string) {
  const res = await world.call('POST', '/v1/persons', { body: [newPerson(overrides)], key });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body[0];
}

async function protocolTypes(envId: number): Promise<string[]> {
  const rows = await world.deps.store.db
    .selectFrom('system_protocol')
    .select('event_type')
    .where('environment_id', '=', envId)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.event_type);
}

describe('GET /v1/persons', () => {
  it('pages the test data set by id with offset, total and personList', async () => {
    const first = await world.call('GET', '/v1/persons?limit=3');
    expect(first.status).toBe(200);
    expect(first.body.offset).toBe(0);
    expect(first.body.total).toBeGreaterThanOrEqual(11);
    expect(first.body.personList).toHaveLength(3);
    const ids = first.body.personList.map((p: { id: number }) => p.id);
    expect([...ids].sort((x, y) => x - y)).toEqual(ids);
    const second = await world.call('GET', '/v1/persons?limit=3&offset=3');
    expect(second.body.personList[0].id).toBeGreaterThan(ids[2]);
  });

  it('uses 20 as default page size and answers an empty list past the end', async () => {
    const all = await world.call('GET', '/v1/persons');
    expect(all.body.personList.length).toBe(Math.min(20, all.body.total));
    const past = await world.call('GET', `/v1/persons?offset=${all.body.total + 5}`);
    expect(past.status).toBe(200);
    expect(past.body.personList).toEqual([]);
  });

  it('refuses limit over 100, limit 0, negative offset and non-numbers, naming the parameter', async () => {
    expectProblem(await world.call('GET', '/v1/persons?limit=101'), 400, 'VALIDATION_FAILED', 'query/limit');
    expectProblem(await world.call('GET', '/v1/persons?limit=0'), 400, 'VALIDATION_FAILED', 'query/limit');
    expectProblem(await world.call('GET', '/v1/persons?offset=-1'), 400, 'VALIDATION_FAILED', 'query/offset');
    expectProblem(await world.call('GET', '/v1/persons?limit=ten'), 400, 'VALIDATION_FAILED', 'query/limit');
  });

  it('filters by first name, last name, secondary identification and search, case-insensitively', async () => {
    const byFirst = await world.call('GET', '/v1/persons?firstName=ANNA');
    expect(byFirst.body.personList.map((p: any) => p.lastName)).toEqual(['Berger']);
    const byLast = await world.call('GET', '/v1/persons?lastName=walk');
    expect(byLast.body.personList.map((p: any) => p.firstName)).toEqual(['James']);
    const bySecondary = await world.call('GET', '/v1/persons?secondaryIdentification=2001');
    expect(bySecondary.body.personList.map((p: any) => p.firstName)).toEqual(['Sophie']);
    // Integrations parse membership and employee numbers as integers.
    const seeded = (await world.call('GET', '/v1/persons?limit=100')).body.personList.filter(
      (p: any) => p.secondaryIdentification !== undefined,
    );
    expect(seeded.length).toBeGreaterThan(5);
    for (const p of seeded) expect(p.secondaryIdentification, p.lastName).toMatch(/^\d+$/);
    const byCity = await world.call('GET', '/v1/persons?search=stockholm');
    expect(byCity.body.personList.map((p: any) => p.firstName)).toEqual(['Lars']);
    const byEmail = await world.call('GET', '/v1/persons?search=example.co.uk');
    expect(byEmail.body.total).toBe(1);
    const byCountry = await world.call('GET', '/v1/persons?search=ITA');
    expect(byCountry.body.personList.map((p: any) => p.firstName)).toContain('Marco');
  });

  it('treats LIKE wildcards in filters literally and decodes + and %20 as blanks', async () => {
    expect((await world.call('GET', '/v1/persons?search=%25')).body.total).toBe(0);
    expect((await world.call('GET', '/v1/persons?search=_')).body.total).toBe(0);
    const plus = await world.call('GET', '/v1/persons?lastName=de+Vries');
    const pct = await world.call('GET', '/v1/persons?lastName=de%20Vries');
    expect(plus.body.personList.map((p: any) => p.firstName)).toEqual(['Pieter']);
    expect(pct.body.personList).toEqual(plus.body.personList);
  });

  it('returns non-ASCII names unchanged and leaves unset optional fields out', async () => {
    const res = await world.call('GET', '/v1/persons?lastName=Nov');
    expect(res.body.personList[0].lastName).toBe('Nováková');
    const piotr = (await world.call('GET', '/v1/persons?firstName=Piotr')).body.personList[0];
    expect(piotr).not.toHaveProperty('birthday');
    expect(piotr).not.toHaveProperty('emailAddress');
    expect(Object.values(piotr)).not.toContain(null);
  });

  it('is also served under /cloud/v1 and with a trailing slash', async () => {
    expect((await world.call('GET', '/cloud/v1/persons?limit=1')).status).toBe(200);
    expect((await world.call('GET', '/v1/persons/?limit=1')).status).toBe(200);
  });

  it('never lists persons of another environment or customer', async () => {
    const mine = await createOne({ lastName: 'OnlyInATest' });
    for (const key of [world.a.productionKey, world.b.testKey, world.b.productionKey]) {
      const res = await world.call('GET', '/v1/persons?lastName=OnlyInATest&limit=100', { key });
      expect(res.status).toBe(200);
      expect(res.body.personList.map((p: any) => p.id)).not.toContain(mine.id);
    }
  });
});

describe('GET /v1/persons/{personId}', () => {
  it('returns one person with every field', async () => {
    const list = await world.call('GET', '/v1/persons?firstName=Anna');
    const anna = list.body.personList[0];
    const res = await world.call('GET', `/v1/persons/${anna.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(anna);
    expect(res.body).toMatchObject({ gender: 'FEMALE', birthday: '1984-03-12', countryCode: 'AUT', postalCode: '1070' });
  });

  it('answers 404 for unknown ids and 400 for malformed ones', async () => {
    expectProblem(await world.call('GET', '/v1/persons/999999'), 404, 'NOT_FOUND');
    expectProblem(await world.call('GET', '/v1/persons/abc'), 400, 'VALIDATION_FAILED', 'path/personId');
    expectProblem(await world.call('GET', '/v1/persons/0'), 400, 'VALIDATION_FAILED');
  });
});

describe('POST /v1/persons', () => {
  it('creates every person of the list and records CREATE_PERSON', async () => {
    const res = await world.call('POST', '/v1/persons', {
      body: [
        newPerson({ gender: 'MALE', birthday: '2000-02-29', countryCode: 'DEU', postalCode: '10115', comment: 'x'.repeat(500) }),
        newPerson({ firstName: 'Zoë', correspondenceLanguageCode: 'sv-SE' }),
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    expect(res.body[0]).toMatchObject({ version: 1, gender: 'MALE', birthday: '2000-02-29', countryCode: 'DEU' });
    expect(res.body[1].firstName).toBe('Zoë');
    expect(await protocolTypes(world.a.test.id)).toContain('CREATE_PERSON');
  });

  it('accepts null for optional fields (treated as not set)', async () => {
    const person = await createOne({ secondaryIdentification: null, gender: null, birthday: null });
    expect(person).not.toHaveProperty('gender');
  });

  it.each([
    ['missing first name', { firstName: undefined }, '/0/firstName'],
    ['first name too long', { firstName: 'x'.repeat(51) }, '/0/firstName'],
    ['postal code too long', { postalCode: 'x'.repeat(11) }, '/0/postalCode'],
    ['comment too long', { comment: 'x'.repeat(501) }, '/0/comment'],
    ['language in wrong case', { correspondenceLanguageCode: 'de-de' }, '/0/correspondenceLanguageCode'],
    ['language not in the list', { correspondenceLanguageCode: 'en-US' }, '/0/correspondenceLanguageCode'],
    ['country in lower case', { countryCode: 'aut' }, '/0/countryCode'],
    ['country alpha-2', { countryCode: 'AT' }, '/0/countryCode'],
    ['gender in lower case', { gender: 'female' }, '/0/gender'],
    ['impossible birthday', { birthday: '2001-02-29' }, '/0/birthday'],
    ['birthday with time', { birthday: '2001-02-01T00:00' }, '/0/birthday'],
    ['number for a string', { firstName: 42 }, '/0/firstName'],
    ['unknown field', { shoeSize: 44 }, '/0/shoeSize'],
  ])('refuses %s with 400 naming the field', async (_name, overrides, field) => {
    const res = await world.call('POST', '/v1/persons', { body: [newPerson(overrides)] });
    expectProblem(res, 400, 'VALIDATION_FAILED', field);
  });

  it('is all or nothing: one bad entry creates none', async () => {
    const before = (await world.call('GET', '/v1/persons?lastName=AllOrNothing')).body.total;
    const res = await world.call('POST', '/v1/persons', {
      body: [newPerson({ lastName: 'AllOrNothing' }), newPerson({ lastName: 'AllOrNothing', countryCode: 'XXX' })],
    });
    expectProblem(res, 400, 'VALIDATION_FAILED', '/1/countryCode');
    expect((await world.call('GET', '/v1/persons?lastName=AllOrNothing')).body.total).toBe(before);
  });

  it('refuses an empty list, a non-list, malformed JSON and a foreign media type', async () => {
    expectProblem(await world.call('POST', '/v1/persons', { body: [] }), 400, 'VALIDATION_FAILED');
    expectProblem(await world.call('POST', '/v1/persons', { body: newPerson() }), 400, 'VALIDATION_FAILED');
    expectProblem(
      await world.call('POST', '/v1/persons', { rawBody: '[{"firstName":', headers: { 'content-type': 'application/json' } }),
      400,
      'MALFORMED_JSON',
    );
    expectProblem(
      await world.call('POST', '/v1/persons', { rawBody: 'firstName=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });

  it('answers 413 for a body over the configured limit', async () => {
    const big = Array.from({ length: 5000 }, () => newPerson({ comment: 'x'.repeat(400) }));
    expectProblem(await world.call('POST', '/v1/persons', { body: big }), 413, 'BODY_TOO_LARGE');
  });
});

describe('PUT /v1/persons', () => {
  it('updates whole persons with their version and returns the new version', async () => {
    const person = await createOne({ city: 'Graz' });
    const res = await world.call('PUT', '/v1/persons', { body: [{ ...person, city: 'Linz', comment: 'moved' }] });
    expect(res.status).toBe(200);
    expect(res.body[0]).toMatchObject({ id: person.id, version: person.version + 1, city: 'Linz', comment: 'moved' });
    expect((await world.call('GET', `/v1/persons/${person.id}`)).body.city).toBe('Linz');
  });

  it('clears optional fields left out of the whole object', async () => {
    const person = await createOne({ city: 'Graz' });
    const { city: _city, ...withoutCity } = person;
    const res = await world.call('PUT', '/v1/persons', { body: [withoutCity] });
    expect(res.body[0]).not.toHaveProperty('city');
  });

  it('accepts the specification name personId for id', async () => {
    const person = await createOne();
    const { id, ...rest } = person;
    const res = await world.call('PUT', '/v1/persons', { body: [{ ...rest, personId: id, city: 'Salzburg' }] });
    expect(res.status).toBe(200);
    expect(res.body[0]).toMatchObject({ id, city: 'Salzburg' });
  });

  it('answers 409 for a stale version and changes nothing of the list', async () => {
    const one = await createOne();
    const two = await createOne();
    await world.call('PUT', '/v1/persons', { body: [{ ...two, city: 'first' }] });
    const res = await world.call('PUT', '/v1/persons', {
      body: [
        { ...one, city: 'lost' },
        { ...two, city: 'stale' },
      ],
    });
    expectProblem(res, 409, 'VERSION_CONFLICT');
    expect((await world.call('GET', `/v1/persons/${one.id}`)).body).toEqual(one);
  });

  it('answers 400 without the version or a required field, and 404 for an unknown id', async () => {
    const person = await createOne();
    const { version: _v, ...noVersion } = person;
    expectProblem(await world.call('PUT', '/v1/persons', { body: [noVersion] }), 400, 'VALIDATION_FAILED', '/0/version');
    const { lastName: _l, ...noLastName } = person;
    expectProblem(await world.call('PUT', '/v1/persons', { body: [noLastName] }), 400, 'VALIDATION_FAILED', '/0/lastName');
    expectProblem(await world.call('PUT', '/v1/persons', { body: [{ ...person, id: 987654 }] }), 404, 'NOT_FOUND');
    expectProblem(await world.call('PUT', '/v1/persons', { body: [person, person] }), 400, 'DUPLICATE_ID');
  });

  it('records EDIT_PERSON with the actor', async () => {
    const person = await createOne();
    await world.call('PUT', '/v1/persons', { body: [{ ...person, city: 'Bregenz' }] });
    const entry = await world.deps.store.db
      .selectFrom('system_protocol')
      .selectAll()
      .where('environment_id', '=', world.a.test.id)
      .where('event_type', '=', 'EDIT_PERSON')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.fields)).toMatchObject({ personId: person.id, name: 'Erika Mustermann' });
    expect(entry.administrator_name).toMatch(/^API key ac_test_/);
    expect(entry.user_id).toBeGreaterThan(0);
  });
});

describe('DELETE /v1/persons', () => {
  it('deletes persons and answers their ids', async () => {
    const one = await createOne();
    const two = await createOne();
    const res = await world.call('DELETE', '/v1/persons', { body: [one.id, two.id] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([one.id, two.id]);
    expectProblem(await world.call('GET', `/v1/persons/${one.id}`), 404);
    expect(await protocolTypes(world.a.test.id)).toContain('DELETE_PERSON');
  });

  it('deletes nothing when one id is unknown', async () => {
    const one = await createOne();
    expectProblem(await world.call('DELETE', '/v1/persons', { body: [one.id, 876543] }), 404);
    expect((await world.call('GET', `/v1/persons/${one.id}`)).status).toBe(200);
  });

  it('refuses ids that are not positive integers', async () => {
    expectProblem(await world.call('DELETE', '/v1/persons', { body: ['1'] }), 400, 'VALIDATION_FAILED', '/0');
  });
});

describe('security of the person routes', () => {
  const routes = () => [
    { method: 'GET', url: '/v1/persons' },
    { method: 'GET', url: '/v1/persons/1' },
    { method: 'POST', url: '/v1/persons', body: [newPerson()] },
    { method: 'PUT', url: '/v1/persons', body: [{ id: 1, version: 1, ...newPerson() }] },
    { method: 'DELETE', url: '/v1/persons', body: [1] },
  ];

  it('refuses missing, unknown and revoked keys on every route', async () => {
    for (const route of routes()) await expectKeyChecks(world, route);
  });

  it('hides persons of customer a test from every other environment and customer (404)', async () => {
    const person = await createOne();
    await expectForeignKeysSee404(world, { method: 'GET', url: `/v1/persons/${person.id}` });
    await expectForeignKeysSee404(world, { method: 'PUT', url: '/v1/persons', body: [person] });
    await expectForeignKeysSee404(world, { method: 'DELETE', url: '/v1/persons', body: [person.id] });
    expect((await world.call('GET', `/v1/persons/${person.id}`)).body).toEqual(person);
  });
});
