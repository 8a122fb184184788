import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminClient, loggedInAdmin } from '../../helpers/admin.ts';
import { resetTestData } from '../../helpers/locks.ts';
import { startWorld, type World } from '../../helpers/world.ts';

describe('web administration: test environment', () => {
  let world: World;
  beforeAll(async () => {
    world = await startWorld();
  });
  afterAll(() => world?.close());

  const persons = async (key = world.a.testKey) => (await world.call('GET', '/v1/persons?limit=100', { key })).body.personList;
  const addPerson = async (key = world.a.testKey) =>
    (
      await world.call('POST', '/v1/persons', {
        key,
        body: [{ firstName: 'Made', lastName: 'ByTest', correspondenceLanguageCode: 'en-UK' }],
      })
    ).body[0];

  it('sends a visitor without a session to the log-in, and refuses its reset', async () => {
    const anonymous = new AdminClient(world.app);
    expect(await anonymous.get('/admin/test-environment')).toMatchObject({
      status: 303,
      location: '/admin/login?next=%2Fadmin%2Ftest-environment',
    });
    const before = await addPerson();
    expect((await anonymous.post('/admin/test-environment/reset', { understood: 'yes' })).status).toBe(401);
    expect((await world.call('GET', `/v1/persons/${before.id}`)).status).toBe(200);
  });

  it('says its data is not shown here and links to the test keys', async () => {
    const { client } = await loggedInAdmin(world);
    const page = await client.get('/admin/test-environment');
    expect(page.status).toBe(200);
    expect(page.body).toContain('Its data is not shown in this administration');
    expect(page.body).toContain('href="/admin/api-keys#test"');
    expect(page.body).toMatch(/<input type="checkbox" id="understood" name="understood" value="yes" required/);
    expect(page.body).toContain('<label for="understood">I understand that the test data is replaced</label>');
  });

  it('resets nothing without the ticked box, nor without the form token', async () => {
    const { client } = await loggedInAdmin(world);
    await client.get('/admin/test-environment');
    const person = await addPerson();
    const unticked = await client.post('/admin/test-environment/reset');
    expect(unticked.status).toBe(400);
    expect(unticked.body).toMatch(/class="field check invalid"[^]*Tick this box to confirm the reset\./);
    expect((await client.post('/admin/test-environment/reset', { understood: 'no' })).status).toBe(400);
    expect((await client.post('/admin/test-environment/reset', { understood: 'yes' }, { csrf: null })).status).toBe(403);
    expect((await world.call('GET', `/v1/persons/${person.id}`)).status).toBe(200);
  });

  it("restores the predefined data set of the ACO's own test environment only", async () => {
    const { client } = await loggedInAdmin(world);
    // What the interface's reset gives is what the page's must give.
    await resetTestData(world);
    const seeded = await persons();
    const mine = await addPerson();
    const anna = seeded.find((p: { firstName: string }) => p.firstName === 'Anna');
    await world.call('DELETE', '/v1/persons', { body: [anna.id] });
    const theirs = await addPerson(world.b.testKey);

    await client.get('/admin/test-environment');
    const reset = await client.post('/admin/test-environment/reset', { understood: 'yes' });
    expect(reset).toMatchObject({ status: 303, location: '/admin/test-environment' });
    expect((await client.get('/admin/test-environment')).body).toContain('The test data is reset to the predefined data set.');

    expect((await world.call('GET', `/v1/persons/${mine.id}`)).status).toBe(404);
    expect(await persons()).toEqual(seeded);
    expect((await world.call('GET', `/v1/persons/${theirs.id}`, { key: world.b.testKey })).status).toBe(200);
    const production = await world.call('GET', '/v1/persons?limit=100', { key: world.a.productionKey });
    expect(production.status).toBe(200);
  });
});
