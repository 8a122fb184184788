import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordSystemEvent } from '../../../src/modules/protocol-log/system-protocol.ts';
import { daysAgo, protocolFixtures } from '../../helpers/protocol-fixtures.ts';
import { expectKeyChecks, expectProblem, startWorld, type World } from '../../helpers/world.ts';

let world: World;
let fx: ReturnType<typeof protocolFixtures>;
let lockId: number;
let mediumId: number;

beforeAll(async () => {
  world = await startWorld();
  fx = protocolFixtures(world);
  lockId = (await fx.lock(world.a.test)).id;
  mediumId = (await fx.medium(world.a.test)).id;
});
afterAll(() => world.close());

async function createPerson(key?: string) {
  const res = await world.call('POST', '/v1/persons', {
    key,
    body: [{ firstName: 'Erika', lastName: 'Protocol', correspondenceLanguageCode: 'de-DE' }],
  });
  expect(res.status).toBe(200);
  return res.body[0];
}

const list = (query = '', key?: string) => world.call('GET', `/v1/system-protocol-limit${query}`, { key });

describe('GET /v1/system-protocol-limit', () => {
  it('needs an API key', async () => {
    await expectKeyChecks(world, { method: 'GET', url: '/v1/system-protocol-limit' });
  });

  it('lists an interface change with the key as administrator, newest first', async () => {
    const person = await createPerson();
    const res = await list('?limit=1&language=en-UK');
    expect(res.status).toBe(200);
    const [{ administratorName, userId, systemProtocolEntry: entry }] = res.body.systemProtocolList;
    expect(administratorName).toMatch(/^API key ac_test_/);
    expect(typeof userId).toBe('number');
    expect(entry.event).toEqual({ type: 'CREATE_PERSON', translations: { 'en-UK': expect.any(String) } });
    expect(entry.details.fields).toEqual({ name: 'Erika Protocol', personId: person.id });
    expect(entry.details.translations['en-UK']).toContain('Erika Protocol');
    expect(entry.timestamp).toMatch(/Z$/);
    expect(res.body.from).toBeDefined();
    expect(res.body.to).toBeDefined();
  });

  it('filters by id, event, userId and administrator', async () => {
    await createPerson();
    const newest = (await list('?limit=1')).body.systemProtocolList[0];
    const byId = await list(`?id=${newest.systemProtocolEntry.id}`);
    expect(byId.body.total).toBe(1);
    const byEvent = await list('?event=CREATE_PERSON');
    expect(byEvent.body.total).toBeGreaterThanOrEqual(2);
    expect(byEvent.body.systemProtocolList.every((s: any) => s.systemProtocolEntry.event.type === 'CREATE_PERSON')).toBe(true);
    expect((await list('?event=DELETE_PERSON')).body.total).toBe(0);
    expectProblem(await list('?event=NO_SUCH_EVENT'), 400, 'VALIDATION_FAILED', 'query/event');
    const byUser = await list(`?userId=${newest.userId}`);
    expect(byUser.body.total).toBeGreaterThanOrEqual(2);
    expect((await list('?userId=999999')).body.total).toBe(0);
    // Entries without a user are no user 0's.
    expect((await list('?limit=100')).body.systemProtocolList.some((s: any) => s.userId === undefined)).toBe(true);
    expect((await list('?userId=0')).body).toMatchObject({ total: 0, systemProtocolList: [] });
    expectProblem(await list('?userId=0&event=NO_SUCH_EVENT'), 400, 'VALIDATION_FAILED', 'query/event');
    const byName = await list(`?administrator=${encodeURIComponent(newest.administratorName.slice(0, 12).toUpperCase())}`);
    expect(byName.body.total).toBeGreaterThanOrEqual(2);
    expect((await list('?administrator=nobody')).body.total).toBe(0);
  });

  it('filters by lockId and mediumId, and leaves them out once the object is gone', async () => {
    const db = world.deps.store.db;
    const ctx = fx.ctx(world.a.test);
    await recordSystemEvent(db, ctx, { type: 'EDIT_CYLINDER', fields: { name: 'Door' }, lockId, lockIdentifier: 'L-1' });
    await recordSystemEvent(db, ctx, { type: 'EDIT_KEYRING', fields: {}, mediumId, mediumIdentifier: 'M-1' });
    await recordSystemEvent(db, ctx, { type: 'EDIT_KEYRING', fields: {}, mediumId: 999_999_999, mediumIdentifier: 'GONE' });
    const byLock = await list(`?lockId=${lockId}`);
    expect(byLock.body.systemProtocolList.map((s: any) => s.systemProtocolEntry)).toEqual([
      expect.objectContaining({ lockId, lockIdentifier: 'L-1' }),
    ]);
    expect((await list(`?mediumId=${mediumId}`)).body.systemProtocolList[0].systemProtocolEntry).toMatchObject({
      mediumId,
      mediumIdentifier: 'M-1',
    });
    const gone = (await list('?mediumId=999999999')).body.systemProtocolList[0].systemProtocolEntry;
    expect(gone.mediumId).toBeUndefined();
    expect(gone.mediumIdentifier).toBe('GONE');
  });

  it('applies the range rules and paging', async () => {
    const ctx = fx.ctx(world.a.test);
    await world.deps.store.db
      .insertInto('system_protocol')
      .values({
        environment_id: world.a.test.id,
        event_type: 'VIEW_LOG',
        fields: '{}',
        lock_id: null,
        lock_identifier: null,
        medium_id: null,
        medium_identifier: null,
        user_id: null,
        administrator_name: ctx.actor.name,
        created_at: daysAgo(3).toISOString(),
      })
      .execute();
    expect((await list('?event=VIEW_LOG')).body.total).toBe(0);
    expect((await list(`?event=VIEW_LOG&from=${daysAgo(4).toISOString()}`)).body.total).toBe(1);
    expect((await world.call('GET', '/v1/system-protocol?event=VIEW_LOG')).body.total).toBe(1);
    expectProblem(await list(`?from=${daysAgo(400).toISOString()}&to=${daysAgo(1).toISOString()}`), 400, 'VALIDATION_FAILED', 'query/to');
    expect((await world.call('GET', `/v1/system-protocol?from=${daysAgo(800).toISOString()}`)).status).toBe(200);
    const page = await list('?limit=1&offset=1');
    expect(page.body.offset).toBe(1);
    expect(page.body.systemProtocolList).toHaveLength(1);
    expectProblem(await list('?limit=0'), 400, 'VALIDATION_FAILED', 'query/limit');
  });

  it('answers all languages with `all` and the default de-DE otherwise', async () => {
    const all = (await list('?limit=1&language=all')).body.systemProtocolList[0].systemProtocolEntry;
    expect(Object.keys(all.event.translations)).toHaveLength(11);
    expect(Object.keys(all.details.translations)).toHaveLength(11);
    const standard = (await list('?limit=1')).body.systemProtocolList[0].systemProtocolEntry;
    expect(Object.keys(standard.event.translations)).toEqual(['de-DE']);
  });

  it('keeps every environment’s protocol to itself', async () => {
    const mine = await createPerson();
    for (const key of [world.a.productionKey, world.b.testKey, world.b.productionKey]) {
      const res = await world.call('GET', '/v1/system-protocol?event=CREATE_PERSON&limit=100', { key });
      const ids = res.body.systemProtocolList.map((s: any) => s.systemProtocolEntry.details.fields.personId);
      expect(ids).not.toContain(mine.id);
    }
  });
});
