import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectKeyChecks, expectProblem, startWorld, type World } from '../../helpers/world.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

const allPersons = async (key?: string) => (await world.call('GET', '/v1/persons?limit=100', { key })).body.personList;

describe('POST /v1/public-mgmt/reset-test-data', () => {
  it('restores the predefined data set with the same ids, answering 204 without body', async () => {
    const before = await allPersons();
    const anna = before.find((p: any) => p.firstName === 'Anna');
    await world.call('PUT', '/v1/persons', { body: [{ ...anna, city: 'Changed' }] });
    await world.call('DELETE', '/v1/persons', { body: [before[1].id] });
    await world.call('POST', '/v1/persons', { body: [{ firstName: 'New', lastName: 'Person', correspondenceLanguageCode: 'en-UK' }] });

    const res = await world.call('POST', '/v1/public-mgmt/reset-test-data');
    expect(res.status).toBe(204);
    expect(res.body).toBe('');
    expect(await allPersons()).toEqual(before);
  });

  it('also empties the system protocol of the environment', async () => {
    await world.call('POST', '/v1/persons', { body: [{ firstName: 'New', lastName: 'Person', correspondenceLanguageCode: 'en-UK' }] });
    await world.call('POST', '/v1/public-mgmt/reset-test-data');
    const rows = await world.deps.store.db
      .selectFrom('system_protocol')
      .select('event_type')
      .where('environment_id', '=', world.a.test.id)
      .where('event_type', '=', 'CREATE_PERSON')
      .execute();
    expect(rows).toEqual([]);
  });

  it('accepts the empty JSON body and {} that generated clients send', async () => {
    const empty = await world.call('POST', '/v1/public-mgmt/reset-test-data', {
      rawBody: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(empty.status).toBe(204);
    const braces = await world.call('POST', '/v1/public-mgmt/reset-test-data', { body: {} });
    expect(braces.status).toBe(204);
  });

  it('touches only the environment of the key', async () => {
    const person = (
      await world.call('POST', '/v1/persons', {
        key: world.b.testKey,
        body: [{ firstName: 'Kept', lastName: 'ByB', correspondenceLanguageCode: 'en-UK' }],
      })
    ).body[0];
    await world.call('POST', '/v1/public-mgmt/reset-test-data');
    expect((await world.call('GET', `/v1/persons/${person.id}`, { key: world.b.testKey })).status).toBe(200);
  });

  it('is refused with a production key', async () => {
    expectProblem(
      await world.call('POST', '/v1/public-mgmt/reset-test-data', { key: world.a.productionKey }),
      403,
      'TEST_ENVIRONMENT_ONLY',
    );
  });

  it('refuses missing, unknown and revoked keys', async () => {
    await expectKeyChecks(world, { method: 'POST', url: '/v1/public-mgmt/reset-test-data' });
  });

  it('gives every test environment its own copy of the data set', async () => {
    await world.call('POST', '/v1/public-mgmt/reset-test-data', { key: world.b.testKey });
    const mine = await allPersons();
    const theirs = await allPersons(world.b.testKey);
    expect(theirs.map((p: any) => p.lastName)).toEqual(mine.map((p: any) => p.lastName));
    const myIds = new Set(mine.map((p: any) => p.id));
    expect(theirs.filter((p: any) => myIds.has(p.id))).toEqual([]);
  });
});
