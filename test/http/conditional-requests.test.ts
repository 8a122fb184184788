import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { etagOf } from '../../src/kernel/http/conditional.ts';
import { fixtures } from '../helpers/fixtures.ts';
import { lastProtocolId, protocolSince } from '../helpers/locks.ts';
import { expectProblem, startWorld, type World } from '../helpers/world.ts';

let world: World;
let f: ReturnType<typeof fixtures>;
beforeAll(async () => {
  world = await startWorld();
  f = fixtures(world, world.a.test);
});
afterAll(() => world.close());

const STRONG_TAG = /^"[0-9a-f]{16}"$/;
const VERSIONED_TAG = (version: number) => new RegExp(`^"v${version}-[0-9a-f]{16}"$`);

const get = (url: string, headers: Record<string, string> = {}) => world.call('GET', url, { headers });

/** A person as read, without its id: the body of `PUT /v1/persons/{personId}`. */
async function readPerson(id: number) {
  const res = await get(`/v1/persons/${id}`);
  const { id: _id, ...body } = res.body;
  return { etag: String(res.headers.etag), version: res.body.version as number, body };
}

describe('ETag and If-None-Match on GET', () => {
  it('lists and single objects carry a strong ETag; a versioned object names its version in it', async () => {
    const person = await f.person();
    const list = await get('/v1/persons');
    expect(list.status).toBe(200);
    expect(String(list.headers.etag)).toMatch(STRONG_TAG);
    const one = await get(`/v1/persons/${person.id}`);
    expect(String(one.headers.etag)).toMatch(VERSIONED_TAG(one.body.version));
    const locks = await get('/v1/locks');
    expect(String(locks.headers.etag)).toMatch(STRONG_TAG);
    // The tag is a function of the answer's bytes: the same answer, the same tag.
    expect((await get('/v1/locks')).headers.etag).toBe(locks.headers.etag);
    const lock = await f.lock();
    expect(String((await get(`/v1/locks/${lock.id}`)).headers.etag)).toMatch(VERSIONED_TAG(1));
  });

  it('If-None-Match with the current tag answers 304 without a body, with the tag; weak and listed forms match too', async () => {
    const lock = await f.lock();
    const first = await get(`/v1/locks/${lock.id}`);
    const etag = String(first.headers.etag);
    for (const condition of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await get(`/v1/locks/${lock.id}`, { 'if-none-match': condition });
      expect(res.status, condition).toBe(304);
      expect(res.body).toBe('');
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['content-type']).toBeUndefined();
    }
    const other = await get(`/v1/locks/${lock.id}`, { 'if-none-match': '"something-else"' });
    expect(other.status).toBe(200);
    expect(other.body).toEqual(first.body);
  });

  it('read-cache answers carry the same tag and answer 304 too; a change makes the old tag stale', async () => {
    const person = await f.person();
    const url = `/v1/persons/${person.id}`;
    const miss = await get(url);
    const hit = await get(url);
    expect(hit.body).toEqual(miss.body);
    expect(hit.headers.etag).toBe(miss.headers.etag);
    const notModified = await get(url, { 'if-none-match': String(miss.headers.etag) });
    expect(notModified.status).toBe(304);
    expect(notModified.body).toBe('');
    const listTag = String((await get('/v1/persons')).headers.etag);
    expect((await get('/v1/persons', { 'if-none-match': listTag })).status).toBe(304);

    const { body } = await readPerson(person.id);
    expect((await world.call('PUT', url, { body: { ...body, city: 'Wels' } })).status).toBe(200);
    const changed = await get(url, { 'if-none-match': String(miss.headers.etag) });
    expect(changed.status).toBe(200);
    expect(changed.body.city).toBe('Wels');
    expect(changed.headers.etag).not.toBe(miss.headers.etag);
    expect(String(changed.headers.etag)).toMatch(VERSIONED_TAG(miss.body.version + 1));
    expect((await get('/v1/persons', { 'if-none-match': listTag })).status).toBe(200);
  });

  it('the tag depends on the bytes alone: a string and its UTF-8 buffer get one tag, one byte more another', () => {
    const body = '{"name":"Jürgen Groß","comment":"Tür 🚪"}';
    expect(etagOf(body, undefined)).toBe(etagOf(Buffer.from(body), undefined));
    expect(etagOf(body, 3)).toMatch(VERSIONED_TAG(3));
    expect(etagOf(`${body} `, undefined)).not.toBe(etagOf(body, undefined));
  });

  it('only 200 answers to GET are tagged: problems and writes are not', async () => {
    const missing = await get('/v1/persons/999999');
    expectProblem(missing, 404);
    expect(missing.headers.etag).toBeUndefined();
    const created = await world.call('POST', '/v1/persons', {
      body: [{ firstName: 'No', lastName: 'Tag', correspondenceLanguageCode: 'en-UK' }],
    });
    expect(created.status).toBe(200);
    expect(created.headers.etag).toBeUndefined();
  });
});

describe('If-Match on single-object updates', () => {
  it('PUT /v1/persons/{personId}: If-Match with the current tag stands for the version', async () => {
    const person = await f.person();
    const { etag, version, body } = await readPerson(person.id);
    const { version: _v, ...withoutVersion } = body;
    const res = await world.call('PUT', `/v1/persons/${person.id}`, {
      body: { ...withoutVersion, city: 'Steyr' },
      headers: { 'if-match': etag },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ version: version + 1, city: 'Steyr' });
    // The body's version may be sent too, if it is the same.
    const next = await readPerson(person.id);
    const both = await world.call('PUT', `/v1/persons/${person.id}`, {
      body: { ...next.body, city: 'Enns' },
      headers: { 'if-match': next.etag },
    });
    expect(both.status, JSON.stringify(both.body)).toBe(200);
  });

  it('a stale tag answers 412 PRECONDITION_FAILED and changes nothing', async () => {
    const person = await f.person();
    const stale = await readPerson(person.id);
    const { version: _v, ...withoutVersion } = stale.body;
    expect((await world.call('PUT', `/v1/persons/${person.id}`, { body: { ...stale.body, city: 'First' } })).status).toBe(200);
    const since = await lastProtocolId(world);
    const res = await world.call('PUT', `/v1/persons/${person.id}`, {
      body: { ...withoutVersion, city: 'Second' },
      headers: { 'if-match': stale.etag },
    });
    expectProblem(res, 412, 'PRECONDITION_FAILED');
    const now = await get(`/v1/persons/${person.id}`);
    expect(now.body).toMatchObject({ version: stale.version + 1, city: 'First' });
    expect(await protocolSince(world, world.a.test.id, since)).toEqual([]);
    // A tag and a body naming different versions, or a tag that is not one of ours: 412 as well.
    const current = await readPerson(person.id);
    for (const [condition, version] of [
      [current.etag, stale.version],
      ['"not-a-version-tag"', current.version],
      [`${current.etag}, ${stale.etag}`, current.version],
    ] as const) {
      const refused = await world.call('PUT', `/v1/persons/${person.id}`, {
        body: { ...current.body, version, city: 'Third' },
        headers: { 'if-match': condition },
      });
      expectProblem(refused, 412, 'PRECONDITION_FAILED');
    }
    expect((await get(`/v1/persons/${person.id}`)).body.city).toBe('First');
  });

  it('PUT /v1/media/{mediumId}: If-Match with the medium tag updates, a stale one answers 412', async () => {
    const phone = await f.phone();
    const read = await get(`/v1/media/${phone.id}`);
    const { version: _v, ...withoutVersion } = read.body;
    const etag = String(read.headers.etag);
    expect(etag).toMatch(VERSIONED_TAG(read.body.version));
    const res = await world.call('PUT', `/v1/media/${phone.id}`, {
      body: { ...withoutVersion, name: 'Tagged' },
      headers: { 'if-match': etag },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ version: read.body.version + 1, name: 'Tagged' });
    const again = await world.call('PUT', `/v1/media/${phone.id}`, {
      body: { ...withoutVersion, name: 'Stale' },
      headers: { 'if-match': etag },
    });
    expectProblem(again, 412, 'PRECONDITION_FAILED');
    expect((await get(`/v1/media/${phone.id}`)).body.name).toBe('Tagged');
  });

  it('PUT of a lock, its settings, a holiday calendar and a webhook take If-Match the same way', async () => {
    const lock = await f.lock();
    const read = await get(`/v1/locks/${lock.id}`);
    const lockBody = { id: lock.id, lockDoor: { name: 'Tagged door' } };
    const etag = String(read.headers.etag);
    expect((await world.call('PUT', `/v1/locks/${lock.id}`, { body: lockBody, headers: { 'if-match': etag } })).status).toBe(200);
    expectProblem(
      await world.call('PUT', `/v1/locks/${lock.id}`, { body: lockBody, headers: { 'if-match': etag } }),
      412,
      'PRECONDITION_FAILED',
    );

    const hook = await world.call('POST', '/v1/webhooks', {
      body: { url: 'https://hooks.example.com/in', eventTypes: ['person.changed'] },
    });
    const hookRead = await get(`/v1/webhooks/${hook.body.id}`);
    const hookTag = String(hookRead.headers.etag);
    expect(hookTag).toMatch(VERSIONED_TAG(hookRead.body.version));
    const change = { url: 'https://hooks.example.com/other', eventTypes: ['person.changed'], enabled: true };
    expect((await world.call('PUT', `/v1/webhooks/${hook.body.id}`, { body: change, headers: { 'if-match': hookTag } })).status).toBe(200);
    expectProblem(
      await world.call('PUT', `/v1/webhooks/${hook.body.id}`, { body: change, headers: { 'if-match': hookTag } }),
      412,
      'PRECONDITION_FAILED',
    );
  });

  it('without If-Match nothing changed: the version is required (400) and a stale one is 409', async () => {
    const person = await f.person();
    const { body } = await readPerson(person.id);
    const { version: _v, ...withoutVersion } = body;
    expectProblem(await world.call('PUT', `/v1/persons/${person.id}`, { body: withoutVersion }), 400, 'VALIDATION_FAILED', '/version');
    expectProblem(
      await world.call('PUT', `/v1/persons/${person.id}`, { body: { ...body, version: body.version + 5 } }),
      409,
      'VERSION_CONFLICT',
    );
  });
});
