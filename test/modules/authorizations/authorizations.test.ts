import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures } from '../../helpers/fixtures.ts';
import { expectForeignKeysSee404, expectKeyChecks, expectProblem, startWorld, type World } from '../../helpers/world.ts';
import { clock } from '../../../src/kernel/clock.ts';

let world: World;
let f: ReturnType<typeof fixtures>;
beforeAll(async () => {
  world = await startWorld();
  f = fixtures(world, world.a.test);
});
afterAll(() => world.close());

const simple = (
  mediumId: number,
  target: { lockId?: number; areaId?: number },
  validFrom: string,
  validTo: string,
  extra: Record<string, unknown> = {},
) => ({
  authorizationInfo: { type: 'SIMPLE', validFrom, validTo },
  mediumId,
  ...target,
  ...extra,
});

async function create(body: unknown, key?: string) {
  return world.call('POST', '/v1/authorizations/simple', { body, key });
}

describe('POST /v1/authorizations/simple', () => {
  it('creates the pair authorization from a SIMPLE period, stored as ONE_DAY/PERMANENT infos', async () => {
    const [phone, lock] = [await f.phone(), await f.lock()];
    const res = await create(simple(phone.id, { lockId: lock.id }, '2026-03-01T08:00', '2026-03-04T17:30'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      version: 1,
      currentState: 'CREATED',
      deletionRequested: false,
      personId: phone.personId,
      custom: true,
      medium: { id: phone.id, mediumType: 'PHONE' },
      lock: { id: lock.id, lockIdentifier: lock.lockIdentifier },
    });
    expect(res.body.authorizationInfoList).toEqual([
      { type: 'ONE_DAY', validAtDate: '2026-03-01', startTime: '08:00', endTime: '24:00' },
      { type: 'PERMANENT', validFromDate: '2026-03-02', validToDate: '2026-03-03' },
      { type: 'ONE_DAY', validAtDate: '2026-03-04', startTime: '00:00', endTime: '17:30' },
    ]);
    expect(res.body).not.toHaveProperty('area');
    expect(res.body.createdOn).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('appends a further period to the same pair and answers the pair with a new version', async () => {
    const [phone, lock] = [await f.phone(), await f.lock()];
    const first = await create(simple(phone.id, { lockId: lock.id }, '2026-03-01T08:00', '2026-03-01T12:00'));
    const second = await create(simple(phone.id, { lockId: lock.id }, '2026-03-02T08:00', '2026-03-02T12:00'));
    expect(second.status).toBe(200);
    expect(second.body.id).toBe(first.body.id);
    expect(second.body.version).toBe(2);
    expect(second.body.authorizationInfoList).toHaveLength(2);
  });

  it('returns the existing authorization unchanged for a period exactly equal to an existing one', async () => {
    const [phone, lock] = [await f.phone(), await f.lock()];
    const first = await create(simple(phone.id, { lockId: lock.id }, '2026-04-01T08:00', '2026-04-01T12:00'));
    const again = await create(simple(phone.id, { lockId: lock.id }, '2026-04-01T08:00', '2026-04-01T12:00'));
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
  });

  it('refuses overlapping periods, and a second interval on the same day', async () => {
    const [phone, lock] = [await f.phone(), await f.lock()];
    await create(simple(phone.id, { lockId: lock.id }, '2026-05-01T08:00', '2026-05-01T12:00'));
    expectProblem(
      await create(simple(phone.id, { lockId: lock.id }, '2026-05-01T10:00', '2026-05-01T14:00')),
      400,
      'AUTHORIZATION_OVERLAP',
      '/authorizationInfo',
    );
    const sameDay = await create(simple(phone.id, { lockId: lock.id }, '2026-05-01T14:00', '2026-05-01T16:00'));
    expectProblem(sameDay, 400, 'ONE_INTERVAL_PER_DAY');
    const adjacentDay = await create(simple(phone.id, { lockId: lock.id }, '2026-05-02T08:00', '2026-05-02T12:00'));
    expect(adjacentDay.status).toBe(200);
  });

  it('replaces every info of the pair with removeAllExistingAuthorizationsForPair', async () => {
    const [phone, lock] = [await f.phone(), await f.lock()];
    await create(simple(phone.id, { lockId: lock.id }, '2026-05-01T08:00', '2026-05-01T12:00'));
    const res = await create(
      simple(phone.id, { lockId: lock.id }, '2026-05-01T10:00', '2026-05-01T14:00', { removeAllExistingAuthorizationsForPair: true }),
    );
    expect(res.status).toBe(200);
    expect(res.body.authorizationInfoList).toEqual([{ type: 'ONE_DAY', validAtDate: '2026-05-01', startTime: '10:00', endTime: '14:00' }]);
  });

  it('refuses a ninth info for a pair', async () => {
    const [phone, lock] = [await f.phone(), await f.lock()];
    for (let day = 1; day <= 8; day++) {
      const d = String(day * 2).padStart(2, '0');
      expect((await create(simple(phone.id, { lockId: lock.id }, `2026-06-${d}T08:00`, `2026-06-${d}T09:00`))).status).toBe(200);
    }
    expectProblem(await create(simple(phone.id, { lockId: lock.id }, '2026-06-20T08:00', '2026-06-20T09:00')), 400, 'TOO_MANY_INFOS');
  });

  it.each([
    ['minute 25', '2026-03-01T08:25', '2026-03-01T09:00', '/authorizationInfo/validFrom'],
    ['minute 35', '2026-03-01T08:00', '2026-03-01T09:35', '/authorizationInfo/validTo'],
    ['seconds', '2026-03-01T08:00:00', '2026-03-01T09:00', '/authorizationInfo/validFrom'],
    ['zone designator', '2026-03-01T08:00Z', '2026-03-01T09:00', '/authorizationInfo/validFrom'],
    ['offset', '2026-03-01T08:00+01:00', '2026-03-01T09:00', '/authorizationInfo/validFrom'],
    ['end before start', '2026-03-01T10:00', '2026-03-01T09:00', '/authorizationInfo/validTo'],
    ['impossible date', '2026-02-30T08:00', '2026-03-01T09:00', '/authorizationInfo/validFrom'],
  ])('refuses %s with 400 naming the field', async (_name, from, to, field) => {
    const [phone, lock] = [await f.phone(), await f.lock()];
    expectProblem(await create(simple(phone.id, { lockId: lock.id }, from, to)), 400, 'VALIDATION_FAILED', field);
  });

  it('needs exactly one of lockId and areaId', async () => {
    const [phone, lock, area] = [await f.phone(), await f.lock(), await f.area()];
    expectProblem(await create(simple(phone.id, {}, '2026-03-01T08:00', '2026-03-01T09:00')), 400, 'VALIDATION_FAILED', '/lockId');
    expectProblem(
      await create(simple(phone.id, { lockId: lock.id, areaId: area.id }, '2026-03-01T08:00', '2026-03-01T09:00')),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('authorizes a medium for an area', async () => {
    const [phone, area] = [await f.phone(), await f.area()];
    const res = await create(simple(phone.id, { areaId: area.id }, '2026-03-01T08:00', '2026-03-01T09:00'));
    expect(res.status).toBe(200);
    expect(res.body.area).toMatchObject({ id: area.id, name: area.name });
    expect(res.body).not.toHaveProperty('lock');
  });

  it('refuses the removed parameter allowModificationExistingAuthorizations clearly', async () => {
    const [phone, lock] = [await f.phone(), await f.lock()];
    const res = await create(
      simple(phone.id, { lockId: lock.id }, '2026-03-01T08:00', '2026-03-01T09:00', { allowModificationExistingAuthorizations: true }),
    );
    expectProblem(res, 400, 'REMOVED_PARAMETER', '/allowModificationExistingAuthorizations');
    expect(res.body.detail).toContain('removeAllExistingAuthorizationsForPair');
  });

  it('answers 404 for unknown or foreign media, locks and areas', async () => {
    const [phone, lock] = [await f.phone(), await f.lock()];
    const foreignLock = await fixtures(world, world.b.test).lock();
    expectProblem(await create(simple(999999, { lockId: lock.id }, '2026-03-01T08:00', '2026-03-01T09:00')), 404);
    expectProblem(await create(simple(phone.id, { lockId: 999999 }, '2026-03-01T08:00', '2026-03-01T09:00')), 404);
    expectProblem(await create(simple(phone.id, { lockId: foreignLock.id }, '2026-03-01T08:00', '2026-03-01T09:00')), 404);
    expectProblem(await create(simple(phone.id, { areaId: 999999 }, '2026-03-01T08:00', '2026-03-01T09:00')), 404);
  });

  it('queues the push message, by default in the language of the phone owner', async () => {
    const [phone, lock] = [await f.phone('de-DE'), await f.lock()];
    await create(simple(phone.id, { lockId: lock.id }, '2026-03-01T08:00', '2026-03-01T09:00'));
    await create(simple(phone.id, { lockId: lock.id }, '2026-03-02T08:00', '2026-03-02T09:00', { pushMessage: 'Willkommen!' }));
    const texts = await world.deps.store.db
      .selectFrom('push_messages')
      .select('text')
      .where('medium_id', '=', phone.id)
      .orderBy('id')
      .execute();
    expect(texts.map((t) => t.text)).toEqual(['Ihre Zutrittsberechtigungen wurden aktualisiert.', 'Willkommen!']);
    expectProblem(
      await create(simple(phone.id, { lockId: lock.id }, '2026-03-03T08:00', '2026-03-03T09:00', { pushMessage: 'x'.repeat(161) })),
      400,
      'VALIDATION_FAILED',
      '/pushMessage',
    );
  });

  it('records CREATE_AUTHORIZATION_KEY and EDIT_AUTHORIZATION_KEY in the system protocol', async () => {
    const [phone, lock] = [await f.phone(), await f.lock()];
    await create(simple(phone.id, { lockId: lock.id }, '2026-03-01T08:00', '2026-03-01T09:00'));
    await create(simple(phone.id, { lockId: lock.id }, '2026-03-02T08:00', '2026-03-02T09:00'));
    const events = await world.deps.store.db
      .selectFrom('system_protocol')
      .select(['event_type', 'lock_id'])
      .where('medium_id', '=', phone.id)
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.event_type)).toEqual(expect.arrayContaining(['CREATE_AUTHORIZATION_KEY', 'EDIT_AUTHORIZATION_KEY']));
    expect(events.find((e) => e.event_type === 'CREATE_AUTHORIZATION_KEY')!.lock_id).toBe(lock.id);
  });
});

describe('credits for authorizations of phones', () => {
  it('charges one credit per change in production, refuses with 403 when short, and is free in the test environment', async () => {
    const prod = fixtures(world, world.a.production);
    const [phone, lock] = [await prod.phone(), await prod.lock()];
    const balance = async () =>
      (await world.deps.store.db.selectFrom('customers').select('credit_balance').where('id', '=', world.a.id).executeTakeFirstOrThrow())
        .credit_balance;
    const before = await balance();
    const res = await create(simple(phone.id, { lockId: lock.id }, '2026-03-01T08:00', '2026-03-01T09:00'), world.a.productionKey);
    expect(res.status).toBe(200);
    expect(await balance()).toBe(before - 1);
    await world.deps.store.db.updateTable('customers').set({ credit_balance: 0 }).where('id', '=', world.a.id).execute();
    expectProblem(
      await create(simple(phone.id, { lockId: lock.id }, '2026-03-02T08:00', '2026-03-02T09:00'), world.a.productionKey),
      403,
      'INSUFFICIENT_CREDITS',
    );
    expect((await world.call('GET', `/v1/authorizations/${res.body.id}`, { key: world.a.productionKey })).body.version).toBe(1);
    const [testPhone, testLock] = [await f.phone(), await f.lock()];
    expect((await create(simple(testPhone.id, { lockId: testLock.id }, '2026-03-01T08:00', '2026-03-01T09:00'))).status).toBe(200);
    await world.deps.store.db
      .updateTable('customers')
      .set({ temporal_credit_until: '2099-01-01T00:00:00.000Z' })
      .where('id', '=', world.a.id)
      .execute();
    expect(
      (await create(simple(phone.id, { lockId: lock.id }, '2026-03-02T08:00', '2026-03-02T09:00'), world.a.productionKey)).status,
    ).toBe(200);
    await world.deps.store.db
      .updateTable('customers')
      .set({ credit_balance: 1000, temporal_credit_until: null })
      .where('id', '=', world.a.id)
      .execute();
  });
});

describe('POST /v1/authorizations/advanced', () => {
  const periodical = {
    type: 'PERIODICAL',
    validFromDate: '2026-01-01',
    periodicalPeriods: [{ weekday: 'MONDAY', startTime: '08:00', endTime: '17:00' }],
  };

  it('creates new pairs and updates existing ones with their version, answering all of them', async () => {
    const [phone, lock, lock2] = [await f.phone(), await f.lock(), await f.lock()];
    const created = await world.call('POST', '/v1/authorizations/advanced', {
      body: {
        authorizationCreateList: [{ mediumId: phone.id, lockId: lock.id, authorizationInfoList: [periodical, { type: 'PERMANENT' }] }],
        authorizationUpdateList: [],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body[0]).toMatchObject({ custom: true, authorizationInfoList: [periodical, { type: 'PERMANENT' }] });
    const auth = created.body[0];
    const changed = await world.call('POST', '/v1/authorizations/advanced', {
      body: {
        authorizationCreateList: [
          { mediumId: phone.id, lockId: lock2.id, authorizationInfoList: [{ type: 'ONE_DAY', validAtDate: '2026-07-01' }] },
        ],
        authorizationUpdateList: [{ ...auth, authorizationInfoList: [periodical] }],
        pushMessage: 'Changed',
      },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toHaveLength(2);
    expect(changed.body[1]).toMatchObject({ id: auth.id, version: auth.version + 1, custom: false, authorizationInfoList: [periodical] });
  });

  it("accepts the specification's spelling of a ONE_DAY info (validFromDate, validToDate the same day) and answers validAtDate", async () => {
    const [phone, lock] = [await f.phone(), await f.lock()];
    const create = (info: Record<string, unknown>) =>
      world.call('POST', '/v1/authorizations/advanced', {
        body: {
          authorizationCreateList: [{ mediumId: phone.id, lockId: lock.id, authorizationInfoList: [{ type: 'ONE_DAY', ...info }] }],
          authorizationUpdateList: [],
        },
      });
    expectProblem(
      await create({ validFromDate: '2026-07-01', validToDate: '2026-07-02' }),
      400,
      'VALIDATION_FAILED',
      '/authorizationCreateList/0/authorizationInfoList/0/validToDate',
    );
    expectProblem(
      await create({ validAtDate: '2026-07-01', validFromDate: '2026-07-02' }),
      400,
      'VALIDATION_FAILED',
      '/authorizationCreateList/0/authorizationInfoList/0/validFromDate',
    );
    expectProblem(await create({}), 400, 'VALIDATION_FAILED', '/authorizationCreateList/0/authorizationInfoList/0/validAtDate');
    const created = await create({ validFromDate: '2026-07-01', validToDate: '2026-07-01', startTime: '08:00', endTime: '12:00' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body[0].authorizationInfoList).toEqual([
      { type: 'ONE_DAY', validAtDate: '2026-07-01', startTime: '08:00', endTime: '12:00' },
    ]);
    const read = await world.call('GET', `/v1/authorizations/${created.body[0].id}`);
    expect(read.body.authorizationInfoList).toEqual([{ type: 'ONE_DAY', validAtDate: '2026-07-01', startTime: '08:00', endTime: '12:00' }]);
  });

  it('answers 409 for a pair that has an authorization, 409 for a stale version, 404 for an unknown one', async () => {
    const [phone, lock] = [await f.phone(), await f.lock()];
    const body = (list: unknown[], updates: unknown[] = []) => ({
      body: { authorizationCreateList: list, authorizationUpdateList: updates },
    });
    const first = await world.call(
      'POST',
      '/v1/authorizations/advanced',
      body([{ mediumId: phone.id, lockId: lock.id, authorizationInfoList: [{ type: 'PERMANENT' }] }]),
    );
    expectProblem(
      await world.call(
        'POST',
        '/v1/authorizations/advanced',
        body([{ mediumId: phone.id, lockId: lock.id, authorizationInfoList: [{ type: 'PERMANENT' }] }]),
      ),
      409,
      'PAIR_HAS_AUTHORIZATION',
    );
    const auth = first.body[0];
    expectProblem(
      await world.call('POST', '/v1/authorizations/advanced', body([], [{ ...auth, version: auth.version + 5 }])),
      409,
      'VERSION_CONFLICT',
    );
    expectProblem(await world.call('POST', '/v1/authorizations/advanced', body([], [{ ...auth, id: 987654 }])), 404);
    const otherLock = await f.lock();
    expectProblem(
      await world.call('POST', '/v1/authorizations/advanced', body([], [{ ...auth, lock: { id: otherLock.id } }])),
      400,
      'VALIDATION_FAILED',
      '/authorizationUpdateList/0/lock',
    );
  });

  it('checks every info and names the field and rule', async () => {
    const [phone, lock] = [await f.phone(), await f.lock()];
    const fivePeriods = Array.from({ length: 5 }, (_, i) => ({
      weekday: 'MONDAY',
      startTime: `${String(8 + i * 2).padStart(2, '0')}:00`,
      endTime: `${String(9 + i * 2).padStart(2, '0')}:00`,
    }));
    const res = await world.call('POST', '/v1/authorizations/advanced', {
      body: {
        authorizationCreateList: [
          {
            mediumId: phone.id,
            lockId: lock.id,
            authorizationInfoList: [
              { type: 'PERIODICAL', validFromDate: '2026-01-01', periodicalPeriods: fivePeriods },
              { type: 'ONE_DAY', validAtDate: '2026-01-01', startTime: '08:25', endTime: '09:00' },
            ],
          },
        ],
        authorizationUpdateList: [],
      },
    });
    expectProblem(res, 400, 'VALIDATION_FAILED', '/authorizationCreateList/0/authorizationInfoList/1/startTime');
    expect(res.body.errors.map((e: any) => e.field).join(' ')).toContain(
      '/authorizationCreateList/0/authorizationInfoList/0/periodicalPeriods',
    );
    expectProblem(
      await world.call('POST', '/v1/authorizations/advanced', {
        body: {
          authorizationCreateList: [{ mediumId: phone.id, lockId: lock.id, authorizationInfoList: Array(9).fill({ type: 'PERMANENT' }) }],
          authorizationUpdateList: [],
        },
      }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('accepts an info with only the fields its type requires', async () => {
    const [phone, lock] = [await f.phone(), await f.lock()];
    const res = await world.call('POST', '/v1/authorizations/advanced', {
      body: {
        authorizationCreateList: [{ mediumId: phone.id, lockId: lock.id, authorizationInfoList: [{ type: 'PERMANENT' }] }],
        authorizationUpdateList: [],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body[0].authorizationInfoList).toEqual([{ type: 'PERMANENT' }]);
  });
});

describe('GET /v1/authorizations', () => {
  it('lists newest first with filters by lock, area, medium and person', async () => {
    const [phone, lock, area] = [await f.phone(), await f.lock(), await f.area()];
    const a1 = (await create(simple(phone.id, { lockId: lock.id }, '2026-03-01T08:00', '2026-03-01T09:00'))).body;
    const a2 = (await create(simple(phone.id, { areaId: area.id }, '2026-03-01T08:00', '2026-03-01T09:00'))).body;
    const byMedium = await world.call('GET', `/v1/authorizations?mediumId=${phone.id}`);
    expect(byMedium.body.total).toBe(2);
    expect(byMedium.body.authorizations.map((a: any) => a.id)).toEqual([a2.id, a1.id]);
    expect((await world.call('GET', `/v1/authorizations?lockId=${lock.id}`)).body.authorizations.map((a: any) => a.id)).toEqual([a1.id]);
    expect((await world.call('GET', `/v1/authorizations?areaId=${area.id}`)).body.authorizations.map((a: any) => a.id)).toEqual([a2.id]);
    expect((await world.call('GET', `/v1/authorizations?personId=${phone.personId}`)).body.total).toBe(2);
    const paged = await world.call('GET', `/v1/authorizations?mediumId=${phone.id}&limit=1&offset=1`);
    expect(paged.body).toMatchObject({ offset: 1, total: 2 });
    expect(paged.body.authorizations.map((a: any) => a.id)).toEqual([a1.id]);
    expectProblem(await world.call('GET', '/v1/authorizations?limit=101'), 400);
  });

  it('reads one authorization; foreign keys get 404', async () => {
    const [phone, lock] = [await f.phone(), await f.lock()];
    const auth = (await create(simple(phone.id, { lockId: lock.id }, '2026-03-01T08:00', '2026-03-01T09:00'))).body;
    expect((await world.call('GET', `/v1/authorizations/${auth.id}`)).body).toEqual(auth);
    await expectForeignKeysSee404(world, { method: 'GET', url: `/v1/authorizations/${auth.id}` });
    await expectForeignKeysSee404(world, { method: 'PUT', url: '/v1/authorizations', body: [{ id: auth.id, deletionRequested: true }] });
    for (const key of [world.a.productionKey, world.b.testKey]) {
      expect((await world.call('GET', `/v1/authorizations?mediumId=${phone.id}`, { key })).body.total).toBe(0);
    }
  });
});

describe('PUT /v1/authorizations (deletion requests)', () => {
  it('removes at once an authorization the device never had', async () => {
    const [phone, lock] = [await f.phone(), await f.lock()];
    const auth = (await create(simple(phone.id, { lockId: lock.id }, '2026-03-01T08:00', '2026-03-01T09:00'))).body;
    const res = await world.call('PUT', '/v1/authorizations', { body: [{ id: auth.id, deletionRequested: true }] });
    expect(res.status).toBe(200);
    expect(res.body[0]).toMatchObject({ id: auth.id, currentState: 'DELETED', deletionRequested: true });
    expectProblem(await world.call('GET', `/v1/authorizations/${auth.id}`), 404);
  });

  it('marks a synchronized one DELETED until the next synchronization, and can withdraw the request', async () => {
    const [phone, lock] = [await f.phone(), await f.lock()];
    const auth = (await create(simple(phone.id, { lockId: lock.id }, '2026-03-01T08:00', '2026-03-01T09:00'))).body;
    await world.deps.store.db
      .updateTable('authorizations')
      .set({ current_state: 'UNCHANGED', synchronized_on: clock.now().toISOString() })
      .where('id', '=', auth.id)
      .execute();
    const flagged = await world.call('PUT', '/v1/authorizations', { body: [{ id: auth.id, deletionRequested: true }] });
    expect(flagged.body[0]).toMatchObject({ currentState: 'DELETED', deletionRequested: true });
    expect((await world.call('GET', `/v1/authorizations/${auth.id}`)).body.currentState).toBe('DELETED');
    const withdrawn = await world.call('PUT', '/v1/authorizations', { body: [{ id: auth.id, deletionRequested: false }] });
    expect(withdrawn.body[0]).toMatchObject({ currentState: 'UNCHANGED', deletionRequested: false });
  });

  it('is all or nothing: an unknown id changes none', async () => {
    const [phone, lock] = [await f.phone(), await f.lock()];
    const auth = (await create(simple(phone.id, { lockId: lock.id }, '2026-03-01T08:00', '2026-03-01T09:00'))).body;
    expectProblem(
      await world.call('PUT', '/v1/authorizations', {
        body: [
          { id: auth.id, deletionRequested: true },
          { id: 987654, deletionRequested: true },
        ],
      }),
      404,
    );
    expect((await world.call('GET', `/v1/authorizations/${auth.id}`)).status).toBe(200);
    expectProblem(
      await world.call('PUT', '/v1/authorizations', { body: [{ id: auth.id }] }),
      400,
      'VALIDATION_FAILED',
      '/0/deletionRequested',
    );
  });
});

describe('GET /v1/blacklists', () => {
  it('lists deactivated media on the locks they could open, ordered by lock and medium', async () => {
    const [phone, lock1, lock2] = [await f.phone(), await f.lock(), await f.lock()];
    await create(simple(phone.id, { lockId: lock2.id }, '2026-03-01T08:00', '2026-03-01T09:00'));
    await create(simple(phone.id, { lockId: lock1.id }, '2026-03-01T08:00', '2026-03-01T09:00'));
    const deactivated = await world.call('POST', `/v1/media/${phone.id}/deactivate?reason=lost`);
    expect(deactivated.status, JSON.stringify(deactivated.body)).toBe(200);
    const res = await world.call('GET', `/v1/blacklists?mediumId=${phone.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { lockId: lock1.id, mediumId: phone.id, synchronizedOnLock: false },
      { lockId: lock2.id, mediumId: phone.id, synchronizedOnLock: false },
    ]);
    expect((await world.call('GET', `/v1/blacklists?lockId=${lock2.id}`)).body).toEqual([res.body[1]]);
    expect((await world.call('GET', `/v1/blacklists?mediumId=${phone.id}`, { key: world.b.testKey })).body).toEqual([]);
  });
});

describe('security of the authorization routes', () => {
  it('refuses missing, unknown and revoked keys on every route', async () => {
    for (const route of [
      { method: 'GET', url: '/v1/authorizations' },
      { method: 'GET', url: '/v1/authorizations/1' },
      { method: 'POST', url: '/v1/authorizations/simple', body: simple(1, { lockId: 1 }, '2026-03-01T08:00', '2026-03-01T09:00') },
      { method: 'POST', url: '/v1/authorizations/advanced', body: { authorizationCreateList: [], authorizationUpdateList: [] } },
      { method: 'PUT', url: '/v1/authorizations', body: [{ id: 1, deletionRequested: true }] },
      { method: 'GET', url: '/v1/blacklists' },
    ])
      await expectKeyChecks(world, route);
  });

  it('never lets another customer or environment authorize foreign media', async () => {
    const [phone, lock] = [await f.phone(), await f.lock()];
    await expectForeignKeysSee404(world, {
      method: 'POST',
      url: '/v1/authorizations/simple',
      body: simple(phone.id, { lockId: lock.id }, '2026-03-01T08:00', '2026-03-01T09:00'),
    });
  });
});

describe('authorizations of the test data set', () => {
  it('holds every state, locks and areas, and a pair near the limit of 8 infos', async () => {
    const all = (await world.call('GET', '/v1/authorizations?limit=100')).body.authorizations;
    const states = new Set(all.map((a: any) => a.currentState));
    for (const state of ['UNCHANGED', 'MODIFIED', 'CREATED', 'DELETED', 'DEACTIVATED_RESTORABLE']) expect(states).toContain(state);
    expect(all.some((a: any) => a.area)).toBe(true);
    expect(all.some((a: any) => a.lock)).toBe(true);
    const seven = all.find((a: any) => a.authorizationInfoList.length === 7);
    expect(seven).toBeDefined();
    const eighth = await create(simple(seven.medium.id, { lockId: seven.lock.id }, '2026-05-04T08:00', '2026-05-04T09:00'));
    expect(eighth.status, JSON.stringify(eighth.body)).toBe(200);
    expect(eighth.body.authorizationInfoList).toHaveLength(8);
    expectProblem(
      await create(simple(seven.medium.id, { lockId: seven.lock.id }, '2026-05-05T08:00', '2026-05-05T09:00')),
      400,
      'TOO_MANY_INFOS',
    );
    expect((await world.call('GET', '/v1/blacklists')).body.length).toBeGreaterThanOrEqual(2);
    await world.call('POST', '/v1/public-mgmt/reset-test-data');
    const again = (await world.call('GET', '/v1/authorizations?limit=100')).body.authorizations;
    expect(again.find((a: any) => a.id === seven.id).authorizationInfoList).toHaveLength(7);
  });
});
