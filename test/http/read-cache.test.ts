import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ResponseCache } from '../../src/kernel/http/read-cache.ts';
import { startWorld, type World } from '../helpers/world.ts';

// Every HTTP test runs with the read cache on (the default); these check what it must never do:
// serve an answer after its data changed, or to another environment.

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

const person = { firstName: 'Cached', lastName: 'Reader', correspondenceLanguageCode: 'en-UK' };

async function getTwice(url: string, key?: string) {
  const first = await world.call('GET', url, { key });
  const second = await world.call('GET', url, { key });
  expect(second.status).toBe(first.status);
  expect(second.body).toEqual(first.body);
  return second;
}

describe('cached person reads', () => {
  it('show every change made through the interface at once', async () => {
    const before = await getTwice('/v1/persons?limit=100');
    const [created] = (await world.call('POST', '/v1/persons', { body: [person] })).body;
    const afterCreate = await getTwice('/v1/persons?limit=100');
    expect(afterCreate.body.total).toBe(before.body.total + 1);
    expect((await getTwice(`/v1/persons/${created.id}`)).body).toEqual(created);

    const [updated] = (await world.call('PUT', '/v1/persons', { body: [{ ...created, city: 'Graz' }] })).body;
    expect((await getTwice(`/v1/persons/${created.id}`)).body).toEqual(updated);
    expect((await getTwice('/v1/persons?limit=100')).body.personList).toContainEqual(updated);

    expect((await world.call('DELETE', '/v1/persons', { body: [created.id] })).status).toBe(200);
    expect((await world.call('GET', `/v1/persons/${created.id}`)).status).toBe(404);
    expect((await getTwice('/v1/persons?limit=100')).body).toEqual(before.body);
  });

  it('show changes made directly in the database, as another node or tool would make them', async () => {
    const list = await getTwice('/v1/persons?limit=1');
    const first = list.body.personList[0];
    await world.deps.store.db
      .updateTable('persons')
      .set({ comment: 'changed elsewhere', version: first.version + 1 })
      .where('id', '=', first.id)
      .execute();
    expect((await world.call('GET', '/v1/persons?limit=1')).body.personList[0]).toMatchObject({
      comment: 'changed elsewhere',
      version: first.version + 1,
    });
    expect((await world.call('GET', `/v1/persons/${first.id}`)).body.comment).toBe('changed elsewhere');
  });

  it('show the restored test data after a reset', async () => {
    const [created] = (await world.call('POST', '/v1/persons', { body: [person] })).body;
    const ids = (res: { body: { personList: { id: number }[] } }) => res.body.personList.map((p) => p.id);
    expect(ids(await getTwice('/v1/persons?limit=100'))).toContain(created.id);
    expect((await getTwice(`/v1/persons/${created.id}`)).status).toBe(200);
    expect((await world.call('POST', '/v1/public-mgmt/reset-test-data')).status).toBe(204);
    const after = await world.call('GET', '/v1/persons?limit=100');
    expect(ids(after)).not.toContain(created.id);
    expect((await world.call('GET', `/v1/persons/${created.id}`)).status).toBe(404);
  });

  it('are never served to another environment or customer asking for the same URL', async () => {
    const [mine] = (await world.call('POST', '/v1/persons', { body: [person] })).body;
    await getTwice(`/v1/persons/${mine.id}`);
    const ownList = await getTwice('/v1/persons?limit=100');
    for (const key of [world.a.productionKey, world.b.testKey, world.b.productionKey]) {
      expect((await world.call('GET', `/v1/persons/${mine.id}`, { key })).status).toBe(404);
      const foreign = await world.call('GET', '/v1/persons?limit=100', { key });
      expect(foreign.body.personList.map((p: { id: number }) => p.id)).not.toContain(mine.id);
      expect(foreign.body).not.toEqual(ownList.body);
    }
  });

  it('still need a valid key', async () => {
    await getTwice('/v1/persons?limit=5');
    expect((await world.call('GET', '/v1/persons?limit=5', { key: world.revokedKey })).status).toBe(401);
    expect((await world.call('GET', '/v1/persons?limit=5', { key: null })).status).toBe(401);
  });

  it('answer with the same bytes and headers as the uncached answer', async () => {
    const inject = () => world.app.inject({ method: 'GET', url: '/v1/persons?limit=7', headers: { 'x-api-key': world.a.testKey } });
    await world.call('POST', '/v1/persons', { body: [person] });
    const [miss, hit] = [await inject(), await inject()];
    expect(hit.statusCode).toBe(200);
    expect(hit.body).toBe(miss.body);
    for (const header of ['content-type', 'content-length']) expect(hit.headers[header]).toBe(miss.headers[header]);
    expect(hit.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('are not needed: with the cache turned off the same answers come from the database', async () => {
    const uncached = await startWorld({ readCacheBytes: 0 });
    try {
      const first = await uncached.call('GET', '/v1/persons?limit=100');
      const [created] = (await uncached.call('POST', '/v1/persons', { body: [person] })).body;
      const second = await uncached.call('GET', '/v1/persons?limit=100');
      expect(second.body.total).toBe(first.body.total + 1);
      expect(second.body.personList).toContainEqual(created);
    } finally {
      await uncached.close();
    }
  });
});

describe('reads from the database', () => {
  it('see every change committed before their request arrived: each request ends a shared read snapshot before it reads', async () => {
    const fresh = vi.spyOn(world.deps.store, 'readsFromNow');
    try {
      await world.call('GET', '/v1/persons?limit=1');
      expect(fresh).toHaveBeenCalledTimes(1);
      await world.call('POST', '/device/v1/lock/sync', { key: null, body: {} });
      expect(fresh).toHaveBeenCalledTimes(2);
    } finally {
      fresh.mockRestore();
    }
  });
});

describe('ResponseCache', () => {
  const body = (n: number) => Buffer.alloc(n, 'x');

  it('serves an entry only for the counter value it was stored with', () => {
    const cache = new ResponseCache(1_000_000);
    cache.set('1 /v1/persons', 7, body(10));
    expect(cache.get('1 /v1/persons', 7)).toEqual(body(10));
    expect(cache.get('1 /v1/persons', 8)).toBeUndefined();
    expect(cache.get('2 /v1/persons', 7)).toBeUndefined();
  });

  it('gives way to the least recently used entries within its byte budget', () => {
    const cache = new ResponseCache(16 * 1000);
    for (const key of ['a', 'b', 'c']) cache.set(key, 1, body(700));
    cache.get('a', 1);
    for (let i = 0; i < 20; i++) cache.set(`x${i}`, 1, body(700));
    expect(cache.size.bytes).toBeLessThanOrEqual(16 * 1000);
    expect(cache.get('b', 1)).toBeUndefined();
    cache.set('a', 2, body(700));
    expect(cache.get('a', 2)).toBeDefined();
  });

  it('keeps bytes of its own, not a view that holds a shared slab alive', () => {
    const cache = new ResponseCache(1_000_000);
    const small = Buffer.from('{"a":1}');
    expect(small.buffer.byteLength).toBeGreaterThan(small.length);
    cache.set('k', 1, small);
    const kept = cache.get('k', 1)!;
    expect(kept).toEqual(small);
    expect(kept.buffer.byteLength).toBe(small.length);
  });

  it('does not keep an answer larger than a sixteenth of its budget', () => {
    const cache = new ResponseCache(16 * 1000);
    cache.set('big', 1, body(2000));
    expect(cache.get('big', 1)).toBeUndefined();
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });

  it("keeps the answer's ETag with its bytes, so a hit is not hashed again", () => {
    const cache = new ResponseCache(1_000_000);
    cache.set('k', 1, body(10), '"tag"');
    expect(cache.lookUp('k', 1)).toMatchObject({ body: body(10), etag: '"tag"' });
    expect(cache.lookUp('k', 2)).toBeUndefined();
  });

  it('replaces an entry stored again under the same key', () => {
    const cache = new ResponseCache(1_000_000);
    cache.set('k', 1, body(100));
    cache.set('k', 2, body(50));
    expect(cache.size.entries).toBe(1);
    expect(cache.get('k', 1)).toBeUndefined();
    expect(cache.get('k', 2)).toEqual(body(50));
  });
});
