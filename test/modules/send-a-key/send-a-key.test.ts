import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures } from '../../helpers/fixtures.ts';
import { freshNumber } from '../../helpers/media.ts';
import { expectKeyChecks, expectProblem, startWorld, type World } from '../../helpers/world.ts';

let world: World;
let f: ReturnType<typeof fixtures>;
beforeAll(async () => {
  world = await startWorld();
  f = fixtures(world, world.a.test);
});
afterAll(() => world.close());

const outboxOf = (mediumId: number) =>
  world.deps.store.db.selectFrom('outbox_messages').selectAll().where('medium_id', '=', mediumId).orderBy('id').execute();
const count = async (table: 'persons' | 'media' | 'authorizations') =>
  Number(
    (
      await world.deps.store.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .where('environment_id', '=', world.a.test.id)
        .executeTakeFirstOrThrow()
    ).n,
  );

const person = (extra: Record<string, unknown> = {}) => ({
  firstName: 'Karl',
  lastName: `Key ${Math.random().toString(36).slice(2, 8)}`,
  correspondenceLanguageCode: 'de-DE',
  ...extra,
});

describe('POST /v1/send-a-key/sms', () => {
  it('creates person, phone, assignment and authorization, and queues the SMS with the code', async () => {
    const lock = await f.lock();
    const number = freshNumber();
    const res = await world.call('POST', '/v1/send-a-key/sms', {
      body: {
        phone: { phoneNumber: number, name: 'Karl phone' },
        person: person(),
        authorization: {
          authorizationInfo: { type: 'SIMPLE', validFrom: '2026-03-01T08:00', validTo: '2026-03-01T17:00' },
          lockId: lock.id,
        },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { phone, person: p, authorization } = res.body;
    expect(phone).toMatchObject({
      mediumType: 'PHONE',
      phoneNumber: number,
      personId: p.id,
      pairingCode: expect.any(String),
      sentKeyOn: expect.any(String),
    });
    expect(p).toMatchObject({ id: expect.any(Number), version: 1, firstName: 'Karl' });
    expect(authorization).toMatchObject({ medium: { id: phone.id }, lock: { id: lock.id }, personId: p.id, currentState: 'CREATED' });
    const [sms] = await outboxOf(phone.id);
    // The test environment never sends: its messages are held in its outbox.
    expect(sms).toMatchObject({ channel: 'SMS', recipient: number, language: 'de-DE', status: 'HELD' });
    expect(sms.body).toContain(phone.pairingCode);
  });

  it('reuses the person with the same names and secondary identification, and an existing phone', async () => {
    const data = person({ secondaryIdentification: 'SAK-1' });
    const first = (await world.call('POST', '/v1/send-a-key/sms', { body: { phone: { phoneNumber: freshNumber() }, person: data } })).body;
    const again = await world.call('POST', '/v1/send-a-key/sms', {
      body: { phone: { id: first.phone.id }, person: data, smsText: 'Hallo!' },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.person.id).toBe(first.person.id);
    expect(again.body.phone.id).toBe(first.phone.id);
    const messages = await outboxOf(first.phone.id);
    expect(messages).toHaveLength(2);
    expect(messages[1].body).toContain('Hallo!');
    const other = await world.call('POST', '/v1/send-a-key/sms', {
      body: { phone: { phoneNumber: freshNumber() }, person: { ...data, secondaryIdentification: 'SAK-2' } },
    });
    expect(other.body.person.id).not.toBe(first.person.id);
  });

  it('allows a number that another phone already has', async () => {
    const number = freshNumber();
    const one = await world.call('POST', '/v1/send-a-key/sms', { body: { phone: { phoneNumber: number }, person: person() } });
    const two = await world.call('POST', '/v1/send-a-key/sms', { body: { phone: { phoneNumber: number }, person: person() } });
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(two.body.phone.id).not.toBe(one.body.phone.id);
  });

  it('leaves nothing behind when the authorization is refused', async () => {
    const before = await Promise.all([count('persons'), count('media'), count('authorizations')]);
    const res = await world.call('POST', '/v1/send-a-key/sms', {
      body: {
        phone: { phoneNumber: freshNumber() },
        person: person(),
        authorization: {
          authorizationInfo: { type: 'SIMPLE', validFrom: '2026-03-01T08:25', validTo: '2026-03-01T17:00' },
          lockId: (await f.lock()).id,
        },
      },
    });
    expectProblem(res, 400, 'VALIDATION_FAILED', '/authorization/authorizationInfo/validFrom');
    expect(await Promise.all([count('persons'), count('media'), count('authorizations')])).toEqual(before);
    const unknownLock = await world.call('POST', '/v1/send-a-key/sms', {
      body: {
        phone: { phoneNumber: freshNumber() },
        person: person(),
        authorization: {
          authorizationInfo: { type: 'SIMPLE', validFrom: '2026-03-01T08:00', validTo: '2026-03-01T17:00' },
          lockId: 987654,
        },
      },
    });
    expectProblem(unknownLock, 404);
    expect(await Promise.all([count('persons'), count('media'), count('authorizations')])).toEqual(before);
  });

  it('refuses bad input with 400 naming the field', async () => {
    expectProblem(await world.call('POST', '/v1/send-a-key/sms', { body: { phone: {} } }), 400, 'VALIDATION_FAILED', '/phone/phoneNumber');
    expectProblem(
      await world.call('POST', '/v1/send-a-key/sms', { body: { phone: { phoneNumber: '0664 123' } } }),
      400,
      'VALIDATION_FAILED',
      '/phone/phoneNumber',
    );
    expectProblem(
      await world.call('POST', '/v1/send-a-key/sms', { body: { phone: { phoneNumber: freshNumber() }, smsText: 'x'.repeat(151) } }),
      400,
      'VALIDATION_FAILED',
      '/smsText',
    );
    expectProblem(
      await world.call('POST', '/v1/send-a-key/sms', {
        body: {
          phone: { phoneNumber: freshNumber() },
          authorization: {
            authorizationInfo: { type: 'SIMPLE', validFrom: '2026-03-01T08:00', validTo: '2026-03-01T09:00' },
            lockId: 1,
            allowModificationExistingAuthorizations: true,
          },
        },
      }),
      400,
      'REMOVED_PARAMETER',
    );
    expectProblem(await world.call('POST', '/v1/send-a-key/sms', { body: { phone: { id: 987654 } } }), 404);
  });

  it('accepts the specification name mobileNumber', async () => {
    const number = freshNumber();
    const res = await world.call('POST', '/v1/send-a-key/sms', { body: { phone: { mobileNumber: number }, person: person() } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.phone.phoneNumber).toBe(number);
  });

  it('is also served by the deprecated POST /v1/send-a-key', async () => {
    const res = await world.call('POST', '/v1/send-a-key', { body: { phone: { phoneNumber: freshNumber() }, person: person() } });
    expect(res.status).toBe(200);
    expect((await outboxOf(res.body.phone.id))[0].channel).toBe('SMS');
  });

  it('can be undone in the documented order without a trace', async () => {
    const lock = await f.lock();
    const before = await Promise.all([count('persons'), count('media'), count('authorizations')]);
    const { phone, person: p } = (
      await world.call('POST', '/v1/send-a-key/sms', {
        body: {
          phone: { phoneNumber: freshNumber() },
          person: person(),
          authorization: {
            authorizationInfo: { type: 'SIMPLE', validFrom: '2026-03-01T08:00', validTo: '2026-03-01T17:00' },
            lockId: lock.id,
          },
        },
      })
    ).body;
    expect((await world.call('POST', `/v1/media/${phone.id}/empty`)).status).toBe(200);
    expect((await world.call('POST', '/v1/media/cancel-assignment', { body: [phone.id] })).status).toBe(200);
    expect((await world.call('DELETE', '/v1/media/phones', { body: [phone.id] })).status).toBe(200);
    expect((await world.call('DELETE', '/v1/persons', { body: [p.id] })).status).toBe(200);
    expect(await Promise.all([count('persons'), count('media'), count('authorizations')])).toEqual(before);
  });
});

describe('POST /v1/send-a-key/mail', () => {
  it('needs the person with an e-mail address, writes it to a matched person and queues the mail', async () => {
    const data = person({ secondaryIdentification: 'MAIL-1' });
    const first = (await world.call('POST', '/v1/send-a-key/sms', { body: { phone: { phoneNumber: freshNumber() }, person: data } })).body;
    expect(first.person).not.toHaveProperty('emailAddress');
    const res = await world.call('POST', '/v1/send-a-key/mail', {
      body: { phone: { id: first.phone.id }, person: { ...data, emailAddress: 'karl@example.com' }, mailSubject: 'Ihr Schlüssel' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.person).toMatchObject({ id: first.person.id, emailAddress: 'karl@example.com' });
    const mail = (await outboxOf(first.phone.id)).find((m) => m.channel === 'EMAIL')!;
    expect(mail).toMatchObject({ recipient: 'karl@example.com', subject: 'Ihr Schlüssel' });
    expect(mail.body).toContain(res.body.phone.pairingCode);
    expectProblem(
      await world.call('POST', '/v1/send-a-key/mail', { body: { phone: { phoneNumber: freshNumber() }, person: data } }),
      400,
      'VALIDATION_FAILED',
      '/person/emailAddress',
    );
    expectProblem(
      await world.call('POST', '/v1/send-a-key/mail', { body: { phone: { phoneNumber: freshNumber() } } }),
      400,
      'VALIDATION_FAILED',
      '/person',
    );
  });
});

describe('security of send-a-key', () => {
  it('refuses missing, unknown and revoked keys', async () => {
    for (const url of ['/v1/send-a-key/sms', '/v1/send-a-key/mail', '/v1/send-a-key']) {
      await expectKeyChecks(world, {
        method: 'POST',
        url,
        body: { phone: { phoneNumber: '+43 1' }, person: person({ emailAddress: 'a@b.c' }) },
      });
    }
  });

  it('cannot use a phone of another environment or customer', async () => {
    const mine = (await world.call('POST', '/v1/send-a-key/sms', { body: { phone: { phoneNumber: freshNumber() }, person: person() } }))
      .body.phone;
    for (const key of [world.a.productionKey, world.b.testKey]) {
      expectProblem(await world.call('POST', '/v1/send-a-key/sms', { key, body: { phone: { id: mine.id }, person: person() } }), 404);
    }
  });
});
