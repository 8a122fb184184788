import { clock, clockStartingAt } from '../../src/kernel/clock.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem, startWorld, type World } from '../helpers/world.ts';

const TOKEN = 'metrics-token-for-tests-5f2a';
let world: World;
let closed: World;
beforeAll(async () => {
  [world, closed] = await Promise.all([startWorld({ metricsToken: TOKEN }), startWorld()]);
});
afterAll(async () => {
  await Promise.all([world.close(), closed.close()]);
});

const scrape = (target: World, authorization?: string) =>
  target.call('GET', '/metrics', { key: null, headers: authorization ? { authorization } : {} });

describe('/metrics', () => {
  it('is not served at all without METRICS_TOKEN', async () => {
    expect((await scrape(closed, `Bearer ${TOKEN}`)).status).toBe(404);
  });

  it('needs the token as a bearer token', async () => {
    expectProblem(await scrape(world), 401, 'METRICS_TOKEN_REQUIRED');
    expectProblem(await scrape(world, 'Bearer wrong'), 401, 'METRICS_TOKEN_REQUIRED');
    expectProblem(await scrape(world, TOKEN), 401, 'METRICS_TOKEN_REQUIRED');
  });

  it('counts requests by route pattern and status, with latencies, outbox, read cache and process figures', async () => {
    const [first] = (await world.call('GET', '/v1/persons?limit=1')).body.personList;
    // Both reads in one second of the clock: the read cache keys answers by the second.
    const now = clock.nowMs();
    clock.set({ nowMs: () => now });
    try {
      await world.call('GET', `/v1/persons/${first.id}`);
      await world.call('GET', `/v1/persons/${first.id}`);
    } finally {
      clock.set(clockStartingAt(now));
    }
    await world.call('GET', '/v1/persons/987654');
    const res = await scrape(world, `Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toContain('text/plain');
    const text = res.body as string;
    expect(text).toMatch(/access_cloud_http_requests_total\{method="GET",route="\/v1\/persons\/:personId",status="200"\} 2/);
    expect(text).toMatch(/access_cloud_http_requests_total\{method="GET",route="\/v1\/persons\/:personId",status="404"\} 1/);
    expect(text).not.toContain(`/v1/persons/${first.id}"`);
    expect(text).toMatch(/access_cloud_http_request_duration_seconds_bucket\{le="0.1",method="GET",route="\/v1\/persons"\} \d+/);
    expect(text).toMatch(/access_cloud_outbox_messages\{state="held"\} \d+/);
    expect(text).toMatch(/access_cloud_read_cache_lookups_total\{result="hit"\} [1-9]/);
    expect(text).toMatch(/access_cloud_process_resident_memory_bytes \d+/);
    if (world.deps.store.dialect === 'postgres') expect(text).toMatch(/access_cloud_db_pool_connections\{state="total"\} \d+/);
  });
});
