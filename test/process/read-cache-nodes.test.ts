import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../src/kernel/clock.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { cachedReadPaths, type Api } from '../helpers/read-paths.ts';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.ts';

const KEY = 'read-cache-test-key-0123456789abcdef';
const ROUNDS = 20;

let db: TestDatabase;
let reader: ServerProcess;
let writer: ServerProcess;
/** A node without read cache: what every answer must be. */
let truth: ServerProcess;

beforeAll(async () => {
  db = await createTestDatabase();
  // Started together: each node's clock runs from its own start.
  [reader, writer, truth] = await Promise.all([
    startServerProcess({ ...db.env, ACCESS_CLOUD_TEST_API_KEY: KEY }),
    startServerProcess({ ...db.env, ACCESS_CLOUD_TEST_API_KEY: KEY }),
    startServerProcess({ ...db.env, ACCESS_CLOUD_TEST_API_KEY: KEY, READ_CACHE_MB: '0' }),
  ]);
});
afterAll(async () => {
  for (const node of [reader, writer, truth]) node?.child.kill('SIGKILL');
  await db.drop();
});

async function call(node: ServerProcess, method: string, path: string, body?: unknown) {
  const res = await fetch(`${node.url}${path}`, {
    method,
    headers: { 'X-API-Key': KEY, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** Changes no interface operation makes in the test environment, made in the database. */
async function changeDirectly(lockId: number, n: number) {
  const q = db.store.db;
  const now = clock.now().toISOString();
  const lock = await q.selectFrom('locks').select('environment_id').where('id', '=', lockId).executeTakeFirstOrThrow();
  const partner = await q
    .selectFrom('environments')
    .select('id')
    .where('id', '!=', lock.environment_id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await q
    .insertInto('lock_shares')
    .values({
      environment_id: partner.id,
      lock_id: lockId,
      owner_environment_id: lock.environment_id,
      version: 1,
      settings_version: 1,
      anonymize_data_in_owner_protocol: 0,
      anonymize_event_log_type: 'NEVER',
      status: 'ACTIVATED',
      activated_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await q
    .updateTable('areas')
    .set({ comment: `Area ${n}` })
    .execute();
  await q
    .updateTable('blacklist_entries')
    .set({ synchronized_on_lock: n % 2 })
    .execute();
  await q
    .updateTable('customers')
    .set({ customer_name: `Customer ${n}`, credit_balance: n, settings: '{"fourEyesEnabled":true}' })
    .execute();
}

describe('cached reads on one API node while another node writes', () => {
  it(`show each change acknowledged by the other node at once (${ROUNDS} rounds)`, async () => {
    let [person] = (
      await call(writer, 'POST', '/v1/persons', [{ firstName: 'Two', lastName: 'Nodes', correspondenceLanguageCode: 'de-DE' }])
    ).body;
    for (let round = 0; round < ROUNDS; round++) {
      // Read twice so the answer is cached on the reading node.
      await call(reader, 'GET', `/v1/persons/${person.id}`);
      await call(reader, 'GET', '/v1/persons?limit=100');
      expect((await call(reader, 'GET', `/v1/persons/${person.id}`)).body).toEqual(person);

      const updated = await call(writer, 'PUT', '/v1/persons', [{ ...person, comment: `round ${round}` }]);
      expect(updated.status).toBe(200);
      person = updated.body[0];
      expect((await call(reader, 'GET', `/v1/persons/${person.id}`)).body, `round ${round}`).toEqual(person);
      expect((await call(reader, 'GET', '/v1/persons?limit=100')).body.personList).toContainEqual(person);
    }
    expect((await call(writer, 'DELETE', '/v1/persons', [person.id])).status).toBe(200);
    expect((await call(reader, 'GET', `/v1/persons/${person.id}`)).status).toBe(404);
  });

  it('never serve an answer older than a change on any GET of the interface, each of which sees changes', async () => {
    const api: Api = async (method, path, body) => (await call(writer, method, path, body)).body;
    const webhook = await api('POST', '/v1/webhooks', { url: 'https://example.org/hook', eventTypes: ['lock.unlocked'] });
    // Protocols over a fixed window: each node's default window ends at its own now, and the
    // nodes' clocks, each started with the process, differ by a moment.
    const day = 86_400_000;
    const window = { from: new Date(clock.nowMs() - 300 * day).toISOString(), to: new Date(clock.nowMs() + 30 * day).toISOString() };
    const { paths, ids } = await cachedReadPaths(api, webhook.id, { limit: 100, window });
    /** Reads the object, changes it as a client would, and sends it back. */
    const edit = async (path: string, change: (object: any) => object) => {
      const res = await call(writer, 'PUT', path, change(await api('GET', path)));
      expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
    };
    const changes: [string, (n: number) => Promise<unknown>][] = [
      ['a person', (n) => edit(`/v1/persons/${ids.personId}`, (p) => ({ ...p, comment: `change ${n}` }))],
      ['a medium', (n) => edit(`/v1/media/${ids.mediumId}`, (m) => ({ ...m, name: `Medium ${n}` }))],
      ['a lock', (n) => edit(`/v1/locks/${ids.lockId}`, (l) => ({ ...l, lockDoor: { ...l.lockDoor, name: `Door ${n}` } }))],
      ['lock settings', (n) => edit(`/v1/locks/${ids.lockId}/settings`, (s) => ({ ...s, normalReleaseDuration: 5 + n }))],
      [
        'a holiday',
        (n) =>
          edit(`/v1/holiday-calendars/${ids.holidayCalendarId}/slots/${ids.holidayCalendarSlotId}`, (s) => ({
            ...s,
            slotName: `Holiday ${n}`,
            modifyFutureSlots: false,
          })),
      ],
      [
        'an authorization',
        () =>
          api('POST', '/v1/authorizations/simple', {
            mediumId: ids.mediumId,
            lockId: ids.lockId,
            authorizationInfo: { type: 'SIMPLE', validFrom: '2030-01-02T08:00', validTo: '2030-01-02T12:00' },
          }),
      ],
      [
        'a webhook',
        (n) =>
          edit(`/v1/webhooks/${webhook.id}`, ({ id: _id, createdAt: _c, updatedAt: _u, ...w }) => ({ ...w, description: `hook ${n}` })),
      ],
      ['an unlocking', () => api('POST', '/v1/simulator/access', { mediumId: ids.mediumId, lockId: ids.lockId })],
      ['the customer, areas, blacklists and shares, by another tool', (n) => changeDirectly(ids.lockId, n)],
      ['the test data, reset', () => api('POST', '/v1/public-mgmt/reset-test-data')],
    ];
    const seen = new Map<string, unknown>();
    const changed = new Set<string>();
    for (const [n, [what, change]] of changes.entries()) {
      for (const path of paths) {
        await call(reader, 'GET', path);
        seen.set(path, await call(reader, 'GET', path));
      }
      await change(n);
      for (const path of paths) {
        const [cached, fresh] = [await call(reader, 'GET', path), await call(truth, 'GET', path)];
        expect(cached, `${path} after ${what}`).toEqual(fresh);
        if (JSON.stringify(fresh) !== JSON.stringify(seen.get(path))) changed.add(path);
      }
    }
    expect(paths.filter((path) => !changed.has(path))).toEqual([]);
  });
});
