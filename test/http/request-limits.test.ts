import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RequestQuota } from '../../src/kernel/http/request-quota.ts';
import { expectProblem, startWorld, type World } from '../helpers/world.ts';

// The daily quota is one count per environment across all API nodes; the per-key rate limit
// answers 429 with the standard header fields.
let quota: World;
let limited: World;
beforeAll(async () => {
  [quota, limited] = await Promise.all([startWorld({ dailyRequestQuota: 10 }), startWorld({ rateLimitPerMinute: 3 })]);
});
afterAll(async () => {
  await Promise.all([quota.close(), limited.close()]);
});

/** Waits until the nodes have written this many requests of the environment to the shared count. */
async function sharedCountReaches(world: World, environmentId: number, count: number): Promise<void> {
  for (let i = 0; i < 400; i++) {
    const row = await world.deps.store.db
      .selectFrom('request_counts')
      .select('count')
      .where('environment_id', '=', environmentId)
      .executeTakeFirst();
    if (Number(row?.count ?? 0) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`the shared count never reached ${count}`);
}

describe('the daily request quota', () => {
  it('is counted across API nodes: what one node served counts on the other', async () => {
    const other = await quota.secondNode();
    try {
      const statuses = async (call: World['call'], n: number) => {
        const out: number[] = [];
        for (let i = 0; i < n; i++) out.push((await call('GET', '/v1/persons?limit=1')).status);
        return out;
      };
      expect(await statuses(quota.call, 6)).toEqual([200, 200, 200, 200, 200, 200]);
      await sharedCountReaches(quota, quota.a.test.id, 6);
      expect(await statuses(other.call, 6)).toEqual([200, 200, 200, 200, 429, 429]);
      await sharedCountReaches(quota, quota.a.test.id, 10);
      // The first node learns the other's requests with its next flush (every 250 ms).
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expectProblem(await quota.call('GET', '/v1/persons?limit=1'), 429, 'DAILY_QUOTA_EXCEEDED');
      expect((await other.call('GET', '/v1/persons?limit=1', { key: quota.a.productionKey })).status).toBe(200);
    } finally {
      await other.close();
    }
  });
  it('counts the requests being written: a slow write of the count does not free them', async () => {
    const environmentId = quota.b.production.id;
    const node = new RequestQuota(quota.deps.store, 3);
    const other = quota.db.openAnotherStore();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held!: () => void;
    const holding = new Promise<void>((resolve) => (held = resolve));
    try {
      await node.take(environmentId);
      await node.flush();
      // Another node holds the count's row while this one writes its next requests.
      const holder = other.db.transaction().execute(async (trx) => {
        await trx.updateTable('request_counts').set({ count: 1 }).where('environment_id', '=', environmentId).execute();
        held();
        await released;
      });
      await holding;
      await node.take(environmentId);
      await node.take(environmentId);
      const writing = node.flush();
      await new Promise((resolve) => setTimeout(resolve, 100));
      await expect(node.take(environmentId)).rejects.toMatchObject({ status: 429, code: 'DAILY_QUOTA_EXCEEDED' });
      release();
      await holder;
      await writing;
      await expect(node.take(environmentId)).rejects.toMatchObject({ status: 429 });
    } finally {
      release();
      await node.stop();
      await other.close();
    }
  });
});

describe('the rate limit per API key', () => {
  it('answers 429 with Retry-After beyond the limit, and RateLimit fields on every answer', async () => {
    const first = await limited.call('GET', '/v1/persons?limit=1');
    expect(first.status).toBe(200);
    expect(first.headers['ratelimit-policy']).toBe('"per-key";q=3;w=60');
    expect(first.headers.ratelimit).toMatch(/^"per-key";r=2;t=\d+$/);
    await limited.call('GET', '/v1/persons?limit=1');
    await limited.call('GET', '/v1/persons?limit=1');
    const refused = await limited.call('GET', '/v1/persons?limit=1');
    expectProblem(refused, 429, 'RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers.ratelimit).toMatch(/^"per-key";r=0;t=\d+$/);
    expect((await limited.call('GET', '/v1/persons?limit=1', { key: limited.a.productionKey })).status).toBe(200);
  });

  it('is off by default', async () => {
    const res = await quota.call('GET', '/v1/persons?limit=1', { key: quota.b.testKey });
    expect(res.headers['ratelimit-policy']).toBeUndefined();
  });
});
