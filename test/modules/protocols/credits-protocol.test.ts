import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTemporalCredit, buyCredits } from '../../../src/modules/customers/service.ts';
import { expectKeyChecks, expectProblem, startWorld, TEST_ACTOR, type World } from '../../helpers/world.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
  await buyCredits(world.deps, { ...TEST_ACTOR, name: 'Office administrator', userId: 77 }, world.a.id, 25);
  await addTemporalCredit(world.deps, TEST_ACTOR, world.a.id, new Date('2030-01-01T00:00:00.000Z'));
});
afterAll(() => world.close());

const list = (query = '', key = world.a.productionKey) => world.call('GET', `/v1/credits-protocol${query}`, { key });
const types = (body: any) => body.creditsProtocolList.map((c: any) => c.creditsProtocolEntry.event.type);

describe('GET /v1/credits-protocol', () => {
  it('needs an API key', async () => {
    await expectKeyChecks(world, { method: 'GET', url: '/v1/credits-protocol' });
  });

  it('lists the credit movements of the production environment, newest first, without paging', async () => {
    const res = await list('?language=en-UK');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['creditsProtocolList']);
    expect(types(res.body)).toEqual(['TEMPORAL_CREDIT_ADDED', 'QUANTITY_CREDIT_ADDED', 'API_PURCHASE_ACCESS', 'QUANTITY_CREDIT_ADDED']);
    const [temporal, bought] = res.body.creditsProtocolList;
    expect(temporal.creditsProtocolEntry.details.fields).toMatchObject({ validTo: '2030-01-01T00:00:00.000Z' });
    expect(bought).toMatchObject({ administratorName: 'Office administrator', userId: 77 });
    expect(bought.creditsProtocolEntry.details.fields).toMatchObject({ amount: 25 });
    expect(bought.creditsProtocolEntry.details.translations['en-UK']).toContain('25');
    expect(bought.creditsProtocolEntry.id).toEqual(expect.any(Number));
    expect(bought.creditsProtocolEntry.timestamp).toMatch(/Z$/);
  });

  it('filters by id, userId and administrator', async () => {
    const all = (await list()).body.creditsProtocolList;
    const byId = await list(`?id=${all[1].creditsProtocolEntry.id}`);
    expect(types(byId.body)).toEqual(['QUANTITY_CREDIT_ADDED']);
    expect(types((await list('?userId=77')).body)).toEqual(['QUANTITY_CREDIT_ADDED']);
    expect(types((await list('?administrator=OFFICE')).body)).toEqual(['QUANTITY_CREDIT_ADDED']);
    expect((await list('?administrator=nobody')).body.creditsProtocolList).toEqual([]);
    expectProblem(await list('?id=x'), 400, 'VALIDATION_FAILED', 'query/id');
  });

  it('translates into the requested languages', async () => {
    const res = await list('?language=all');
    const entry = res.body.creditsProtocolList[0].creditsProtocolEntry;
    expect(Object.keys(entry.event.translations)).toHaveLength(11);
    expect(Object.keys(entry.details.translations)).toHaveLength(11);
    expectProblem(await list('?language=en'), 400, 'VALIDATION_FAILED', 'query/language');
  });

  it('shows another customer none of these movements', async () => {
    const mine = new Set((await list()).body.creditsProtocolList.map((c: any) => c.creditsProtocolEntry.id));
    for (const key of [world.a.testKey, world.b.testKey, world.b.productionKey]) {
      const theirs = (await list('', key)).body.creditsProtocolList.map((c: any) => c.creditsProtocolEntry.id);
      expect(theirs.filter((id: number) => mine.has(id))).toEqual([]);
    }
  });
});
