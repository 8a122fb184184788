import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LIST_ITEMS } from '../../src/kernel/http/schemas/common.ts';
import { expectProblem, startWorld, type World } from '../helpers/world.ts';

// Odd input as a new user sends it: always a 4xx problem naming the field, nothing stored.
let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

const person = (fields: Record<string, unknown> = {}) => ({
  firstName: 'Odd',
  lastName: 'Input',
  correspondenceLanguageCode: 'de-DE',
  ...fields,
});
const personsNamed = async (lastName: string) =>
  (await world.deps.store.db.selectFrom('persons').select('id').where('last_name', '=', lastName).execute()).length;

describe('bad input', () => {
  it('refuses numbers beyond what the interface stores, naming the parameter', async () => {
    expectProblem(await world.call('GET', '/v1/persons?offset=999999999999999999999'), 400, 'VALIDATION_FAILED', 'query/offset');
    expectProblem(await world.call('GET', '/v1/persons/99999999999999999999999'), 400, 'VALIDATION_FAILED', 'path/personId');
    expectProblem(await world.call('GET', '/v1/persons/9223372036854775807'), 400, 'VALIDATION_FAILED', 'path/personId');
    expectProblem(await world.call('GET', '/v1/persons/2147483648'), 404, 'NOT_FOUND');
    // Found by the fuzz suite on PostgreSQL: a filter id beyond 2^53 reached the database.
    expectProblem(await world.call('GET', '/v1/credits-protocol?userId=1e%2B21'), 400, 'VALIDATION_FAILED', 'query/userId');
    expectProblem(await world.call('GET', '/v1/system-protocol?userId=99999999999999999999'), 400, 'VALIDATION_FAILED', 'query/userId');
    const [created] = (await world.call('POST', '/v1/persons', { body: [person()] })).body;
    expectProblem(
      await world.call('PUT', '/v1/persons', { body: [{ ...created, version: 99999999999 }] }),
      400,
      'VALIDATION_FAILED',
      '/0/version',
    );
  });

  it('refuses control characters in text, in bodies, queries and paths, and stores nothing', async () => {
    expectProblem(
      await world.call('POST', '/v1/persons', { body: [person({ firstName: 'a\u0000b', lastName: 'Control' })] }),
      400,
      'VALIDATION_FAILED',
      '/0/firstName',
    );
    expectProblem(
      await world.call('POST', '/v1/persons', { body: [person({ lastName: 'Control', comment: 'bell\u0007' })] }),
      400,
      'VALIDATION_FAILED',
      '/0/comment',
    );
    expect(await personsNamed('Control')).toBe(0);
    expectProblem(await world.call('GET', '/v1/persons?firstName=%00'), 400, 'VALIDATION_FAILED', 'query/firstName');
    expectProblem(
      await world.call('POST', '/device/v1/phone/pairing', {
        key: null,
        body: { pairingCode: 'AB\u001bC', appType: 'ANDROID', platformVersion: '14' },
      }),
      400,
      'VALIDATION_FAILED',
      '/pairingCode',
    );
    const multiline = await world.call('POST', '/v1/persons', {
      body: [person({ lastName: 'Lines', comment: 'first line\nsecond line\tand a tab' })],
    });
    expect(multiline.status, JSON.stringify(multiline.body)).toBe(200);
  });

  it(`refuses a list request of more than ${MAX_LIST_ITEMS} items and stores none of them`, async () => {
    const many = Array.from({ length: MAX_LIST_ITEMS + 1 }, (_, i) => person({ lastName: 'Many', secondaryIdentification: String(i) }));
    expectProblem(await world.call('POST', '/v1/persons', { body: many }), 400, 'VALIDATION_FAILED', '/');
    expect(await personsNamed('Many')).toBe(0);
    expectProblem(
      await world.call('DELETE', '/v1/persons', { body: Array.from({ length: MAX_LIST_ITEMS + 1 }, (_, i) => i + 1) }),
      400,
      'VALIDATION_FAILED',
      '/',
    );
  });

  it('answers a body of the wrong JSON type or nested too deeply with a 400, never a 500', async () => {
    for (const url of ['/v1/persons', '/v1/send-a-key/sms', '/v1/authorizations/simple', '/v1/media/assign']) {
      for (const raw of ['"ac_test_pasted-key"', '42', 'true', 'null', '[[[[[]]]]]']) {
        const res = await world.call('POST', url, { rawBody: raw, headers: { 'content-type': 'application/json' } });
        expect(res.status, `${url} ${raw}: ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${url} ${raw}`).toBeLessThan(500);
      }
    }
    const deep = '['.repeat(100) + ']'.repeat(100);
    expectProblem(await world.call('POST', '/v1/persons', { rawBody: deep, headers: { 'content-type': 'application/json' } }), 400);
  });
});
