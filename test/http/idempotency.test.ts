import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock, clockStartingAt } from '../../src/kernel/clock.ts';
import { loadConfig } from '../../src/kernel/config.ts';
import { requestFingerprint } from '../../src/kernel/http/idempotency.ts';
import type { EnvironmentRef } from '../../src/kernel/context.ts';
import { fixtures } from '../helpers/fixtures.ts';
import { lastProtocolId, protocolSince } from '../helpers/locks.ts';
import { freshNumber, outboxOf } from '../helpers/media.ts';
import { expectProblem, startWorld, type ApiResponse, type World } from '../helpers/world.ts';

const KEEP_HOURS = 24;

let world: World;
let f: ReturnType<typeof fixtures>;
beforeAll(async () => {
  // Many SMS to the same environment: more than its default daily quota.
  const config = loadConfig({});
  world = await startWorld({ idempotencyKeyHours: KEEP_HOURS, delivery: { ...config.delivery, smsDailyQuota: 0 } });
  f = fixtures(world, world.a.test);
});
afterAll(() => world.close());

let keys = 0;
const newKey = () => `key-${process.pid}-${++keys}-${Math.random().toString(36).slice(2)}`;

const withKey = (key: string, extra: Record<string, string> = {}) => ({ 'idempotency-key': key, ...extra });

async function personCount(env: EnvironmentRef = world.a.test): Promise<number> {
  const row = await world.deps.store.db
    .selectFrom('persons')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('environment_id', '=', env.id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const newPerson = () => [
  { firstName: 'Idem', lastName: `Potent ${Math.random().toString(36).slice(2, 8)}`, correspondenceLanguageCode: 'en-UK' },
];

const sendAKey = (phoneNumber = freshNumber()) => ({
  phone: { phoneNumber },
  person: { firstName: 'Sent', lastName: `Key ${Math.random().toString(36).slice(2, 8)}`, correspondenceLanguageCode: 'de-DE' },
});

/** A replay is the first answer again, byte for byte, marked as replayed. */
function expectReplayOf(first: ApiResponse, again: ApiResponse): void {
  expect(again.status).toBe(first.status);
  expect(again.body).toEqual(first.body);
  expect(again.headers['content-type']).toBe(first.headers['content-type']);
  expect(again.headers['idempotent-replayed']).toBe('true');
  expect(first.headers['idempotent-replayed']).toBeUndefined();
}

describe('Idempotency-Key on POST', () => {
  it('a retry with the same key and body answers the first answer and creates nothing again', async () => {
    const key = newKey();
    const body = newPerson();
    const before = await personCount();
    const since = await lastProtocolId(world);
    const first = await world.call('POST', '/v1/persons', { body, headers: withKey(key) });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await world.call('POST', '/v1/persons', { body, headers: withKey(key) });
    expectReplayOf(first, again);
    expect(await personCount()).toBe(before + 1);
    expect((await protocolSince(world, world.a.test.id, since)).map((e) => e.event_type)).toEqual(['CREATE_PERSON']);
  });

  it('requests without the header run every time, as before', async () => {
    const body = newPerson();
    const before = await personCount();
    const first = await world.call('POST', '/v1/persons', { body });
    const second = await world.call('POST', '/v1/persons', { body });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(await personCount()).toBe(before + 2);
  });

  it('the same key with another body, path or query answers 422 IDEMPOTENCY_KEY_REUSED', async () => {
    const key = newKey();
    const first = await world.call('POST', '/v1/persons', { body: newPerson(), headers: withKey(key) });
    expect(first.status).toBe(200);
    const before = await personCount();
    const reused = await world.call('POST', '/v1/persons', { body: newPerson(), headers: withKey(key) });
    expectProblem(reused, 422, 'IDEMPOTENCY_KEY_REUSED');
    expect(reused.body.detail).toContain('Idempotency-Key');
    const otherPath = await world.call('POST', '/v1/send-a-key/sms', { body: sendAKey(), headers: withKey(key) });
    expectProblem(otherPath, 422, 'IDEMPOTENCY_KEY_REUSED');
    expect(await personCount()).toBe(before);
  });

  it('the fingerprint sorts the query and hashes the body as sent', async () => {
    const key = newKey();
    const body = newPerson();
    const first = await world.call('POST', '/v1/persons?b=2&a=1', { body, headers: withKey(key) });
    const sorted = await world.call('POST', '/v1/persons?a=1&b=2', { body, headers: withKey(key) });
    expectReplayOf(first, sorted);
    // The same JSON with other spacing is another request: keys guard retries of bytes as sent.
    const spaced = await world.call('POST', '/v1/persons?a=1&b=2', {
      rawBody: JSON.stringify(body, null, 2),
      headers: withKey(key, { 'content-type': 'application/json' }),
    });
    expectProblem(spaced, 422, 'IDEMPOTENCY_KEY_REUSED');
  });

  it('a key too long, empty of visible characters or with spaces or control characters answers 400 naming the header', async () => {
    const before = await personCount();
    for (const bad of ['k'.repeat(256), 'with space', 'tab\there', 'ümlaut']) {
      const res = await world.call('POST', '/v1/persons', { body: newPerson(), headers: withKey(bad) });
      expectProblem(res, 400, 'VALIDATION_FAILED', 'header/Idempotency-Key');
    }
    expect(await personCount()).toBe(before);
    const longest = await world.call('POST', '/v1/persons', { body: newPerson(), headers: withKey('k'.repeat(255)) });
    expect(longest.status).toBe(200);
  });

  it('keys are per environment: the same key in the other environment or of another customer runs anew', async () => {
    const key = newKey();
    const body = newPerson();
    const answers = [];
    for (const apiKey of [world.a.testKey, world.a.productionKey, world.b.testKey]) {
      answers.push(await world.call('POST', '/v1/persons', { key: apiKey, body, headers: withKey(key) }));
    }
    expect(answers.map((a) => [a.status, a.headers['idempotent-replayed']])).toEqual([
      [200, undefined],
      [200, undefined],
      [200, undefined],
    ]);
    expect(new Set(answers.map((a) => a.body[0].id)).size).toBe(3);
    const again = await world.call('POST', '/v1/persons', { key: world.a.productionKey, body, headers: withKey(key) });
    expectReplayOf(answers[1], again);
  });

  it('a 4xx answer is kept and replayed: the retry does not run again', async () => {
    const key = newKey();
    const body = [{ mediumId: 999_999, personId: 999_999 }];
    const first = await world.call('POST', '/v1/media/assign', { body, headers: withKey(key) });
    expectProblem(first, 404);
    const again = await world.call('POST', '/v1/media/assign', { body, headers: withKey(key) });
    expectReplayOf(first, again);
    expectProblem(again, 404, first.body.code);
  });

  it('validation errors of the body are not kept (nothing ran): a corrected retry needs no new key', async () => {
    const key = newKey();
    const bad = await world.call('POST', '/v1/persons', { body: [{ firstName: 'No last name' }], headers: withKey(key) });
    expectProblem(bad, 400, 'VALIDATION_FAILED');
    const again = await world.call('POST', '/v1/persons', { body: [{ firstName: 'No last name' }], headers: withKey(key) });
    expect(again.headers['idempotent-replayed']).toBeUndefined();
  });

  it('a 5xx releases the key, so the retry runs', async () => {
    const key = newKey();
    const body = newPerson();
    // A failing database statement inside the handler: the reservation is given back.
    const db = world.deps.store.db;
    const failing = db.withPlugin({
      transformQuery: (args) => {
        if (args.node.kind === 'InsertQueryNode' && JSON.stringify(args.node).includes('"persons"')) throw new Error('simulated failure');
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    world.deps.store.db = failing;
    let failed: ApiResponse;
    try {
      failed = await world.call('POST', '/v1/persons', { body, headers: withKey(key) });
    } finally {
      world.deps.store.db = db;
    }
    expectProblem(failed, 500, 'INTERNAL_ERROR');
    const row = await db.selectFrom('idempotency_keys').selectAll().where('key', '=', key).executeTakeFirst();
    expect(row).toBeUndefined();
    const retried = await world.call('POST', '/v1/persons', { body, headers: withKey(key) });
    expect(retried.status).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
  });

  it('a retry while the first request still runs answers 409 IDEMPOTENCY_KEY_IN_PROGRESS with Retry-After', async () => {
    const key = newKey();
    const now = clock.now().toISOString();
    // As a request running on another node leaves it.
    await world.deps.store.db
      .insertInto('idempotency_keys')
      .values({
        environment_id: world.a.test.id,
        key,
        fingerprint: 'another request, still running',
        state: 'IN_PROGRESS',
        created_at: now,
        expires_at: new Date(clock.nowMs() + 60_000).toISOString(),
      })
      .execute();
    const body = newPerson();
    const res = await world.call('POST', '/v1/persons', { body, headers: withKey(key) });
    // The fingerprint differs: that is named first.
    expectProblem(res, 422, 'IDEMPOTENCY_KEY_REUSED');
    await world.deps.store.db
      .updateTable('idempotency_keys')
      .set({ fingerprint: requestFingerprint('POST', '/v1/persons', JSON.stringify(body)) })
      .where('key', '=', key)
      .execute();
    const running = await world.call('POST', '/v1/persons', { body, headers: withKey(key) });
    expectProblem(running, 409, 'IDEMPOTENCY_KEY_IN_PROGRESS');
    expect(running.headers['retry-after']).toBe('1');
  });

  it('an answer is kept for IDEMPOTENCY_KEY_HOURS: afterwards the key runs anew, and expired rows are purged', async () => {
    const key = newKey();
    const body = newPerson();
    const first = await world.call('POST', '/v1/persons', { body, headers: withKey(key) });
    const start = clock.nowMs();
    try {
      clock.set(clockStartingAt(start + (KEEP_HOURS - 1) * 3_600_000));
      expectReplayOf(first, await world.call('POST', '/v1/persons', { body, headers: withKey(key) }));
      clock.set(clockStartingAt(start + (KEEP_HOURS + 1) * 3_600_000));
      const later = await world.call('POST', '/v1/persons', { body, headers: withKey(key) });
      expect(later.status).toBe(200);
      expect(later.headers['idempotent-replayed']).toBeUndefined();
      expect(later.body[0].id).not.toBe(first.body[0].id);
      // Only this key's new answer is left of the keys used so far in the environment.
      const rows = await world.deps.store.db
        .selectFrom('idempotency_keys')
        .select(['key', 'expires_at'])
        .where('environment_id', '=', world.a.test.id)
        .execute();
      expect(rows.filter((r) => r.expires_at <= new Date(clock.nowMs()).toISOString())).toEqual([]);
    } finally {
      clock.set(clockStartingAt(start + (KEEP_HOURS + 2) * 3_600_000));
    }
  });
});

describe('Idempotency-Key where it matters most', () => {
  it('send-a-key: a retry replays the answer and sends no second SMS, creates no second person or phone', async () => {
    const key = newKey();
    const body = sendAKey();
    const persons = await personCount();
    const since = await lastProtocolId(world);
    const first = await world.call('POST', '/v1/send-a-key/sms', { body, headers: withKey(key) });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const entries = (await protocolSince(world, world.a.test.id, since)).length;
    const messages = (await outboxOf(world, world.a.test)).length;
    const again = await world.call('POST', '/v1/send-a-key/sms', { body, headers: withKey(key) });
    expectReplayOf(first, again);
    expect(await personCount()).toBe(persons + 1);
    expect((await protocolSince(world, world.a.test.id, since)).length).toBe(entries);
    expect((await outboxOf(world, world.a.test)).length).toBe(messages);
  });

  it('send-a-key from two API nodes at once with one key: it runs once, the others replay or are told it is running', async () => {
    const other = await world.secondNode();
    try {
      for (let round = 0; round < 3; round++) {
        const key = newKey();
        const body = sendAKey();
        const persons = await personCount();
        const messages = (await outboxOf(world, world.a.test)).length;
        const answers = await Promise.all(
          Array.from({ length: 6 }, (_, i) =>
            (i % 2 === 0 ? world.call : other.call)('POST', '/v1/send-a-key/sms', { body, headers: withKey(key) }),
          ),
        );
        const ran = answers.filter((a) => a.status === 200 && a.headers['idempotent-replayed'] === undefined);
        expect(ran, JSON.stringify(answers.map((a) => [a.status, a.body]))).toHaveLength(1);
        for (const a of answers) {
          if (a === ran[0]) continue;
          if (a.status === 200) expectReplayOf(ran[0], a);
          else {
            expectProblem(a, 409, 'IDEMPOTENCY_KEY_IN_PROGRESS');
            expect(a.headers['retry-after']).toBe('1');
          }
        }
        expect(await personCount()).toBe(persons + 1);
        expect((await outboxOf(world, world.a.test)).length).toBe(messages + 1);
        // Once the first has answered, every retry is a replay.
        expectReplayOf(ran[0], await other.call('POST', '/v1/send-a-key/sms', { body, headers: withKey(key) }));
      }
    } finally {
      await other.close();
    }
  });

  it('POST /v1/authorizations/simple: a retry does not add the period again', async () => {
    const [phone, lock] = [await f.phone(), await f.lock()];
    const body = {
      authorizationInfo: { type: 'SIMPLE', validFrom: '2026-07-01T08:00', validTo: '2026-07-01T12:00' },
      mediumId: phone.id,
      lockId: lock.id,
    };
    const key = newKey();
    const since = await lastProtocolId(world);
    const first = await world.call('POST', '/v1/authorizations/simple', { body, headers: withKey(key) });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const entries = (await protocolSince(world, world.a.test.id, since)).length;
    const again = await world.call('POST', '/v1/authorizations/simple', { body, headers: withKey(key) });
    expectReplayOf(first, again);
    expect((await protocolSince(world, world.a.test.id, since)).length).toBe(entries);
    const read = await world.call('GET', `/v1/authorizations/${first.body.id}`);
    expect(read.body.version).toBe(first.body.version);
    // Without the key the same body is a new request (here refused: the period is there already).
    const unkeyed = await world.call('POST', '/v1/authorizations/simple', { body });
    expect(unkeyed.headers['idempotent-replayed']).toBeUndefined();
  });
});
