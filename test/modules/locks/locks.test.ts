import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findVisibleLock } from '../../../src/modules/locks/service.ts';
import { expectForeignKeysSee404, expectKeyChecks, expectProblem, startWorld, type World } from '../../helpers/world.ts';
import {
  allLocks,
  insertAuthorization,
  insertBlacklistEntry,
  lastProtocolId,
  newLock as registerTestLock,
  protocolSince,
  SEED_LOCKS,
  seedLock,
  syncLock,
} from '../../helpers/locks.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

const newLock = (lockType: 'CYLINDER' | 'WALLREADER' = 'CYLINDER') => registerTestLock(world, { lockType });

describe('GET /v1/locks', () => {
  it('lists own and shared-in locks by id, each with ownership, lockingSystemId, removalRequested and lockDoor', async () => {
    const res = await world.call('GET', '/v1/locks');
    expect(res.status).toBe(200);
    expect(res.body.offset).toBe(0);
    expect(res.body.total).toBe(res.body.lockList.length);
    const ids = res.body.lockList.map((l: any) => l.id);
    expect([...ids].sort((x, y) => x - y)).toEqual(ids);
    expect(res.body.lockList.map((l: any) => l.lockIdentifier)).toEqual(expect.arrayContaining(Object.values(SEED_LOCKS)));
    for (const lock of res.body.lockList) {
      expect(lock).toMatchObject({
        id: expect.any(Number),
        version: expect.any(Number),
        lockingSystemId: expect.any(Number),
        removalRequested: expect.any(Boolean),
      });
      expect(['OWNER', 'EXTERNAL']).toContain(lock.ownership);
      expect(['CYLINDER', 'WALLREADER']).toContain(lock.lockType);
      expect(lock.lockDoor).toBeTypeOf('object');
      expect(Object.values(lock)).not.toContain(null);
      if (lock.ownership === 'OWNER') {
        expect(lock.lockingSystemId).toBe(world.a.test.id);
        expect(lock.lockDoor).not.toHaveProperty('alternativeName');
      }
    }
  });

  it('shows a shared-in lock as EXTERNAL with the owner door name, its own alternative name and the owner system id', async () => {
    const partner = await seedLock(world, 'partner');
    expect(partner.ownership).toBe('EXTERNAL');
    expect(partner.lockDoor).toMatchObject({ name: 'Partner office', alternativeName: 'Partner office (meeting room)' });
    expect(partner.lockingSystemId).not.toBe(world.a.test.id);
    expect(partner.comment).toBe('Shared by our landlord');
  });

  it('pages with offset and limit, answers an empty list past the end and refuses bad paging values', async () => {
    const all = await allLocks(world);
    const page = await world.call('GET', '/v1/locks?limit=2&offset=1');
    expect(page.body).toMatchObject({ offset: 1, total: all.length });
    expect(page.body.lockList.map((l: any) => l.id)).toEqual(all.slice(1, 3).map((l) => l.id));
    const past = await world.call('GET', `/v1/locks?offset=${all.length + 3}`);
    expect(past.status).toBe(200);
    expect(past.body.lockList).toEqual([]);
    expectProblem(await world.call('GET', '/v1/locks?limit=101'), 400, 'VALIDATION_FAILED', 'query/limit');
    expectProblem(await world.call('GET', '/v1/locks?offset=-1'), 400, 'VALIDATION_FAILED', 'query/offset');
  });

  it('filters by lockingSystemId: own system, the sharing system, an unknown one', async () => {
    const partner = await seedLock(world, 'partner');
    const own = await world.call('GET', `/v1/locks?limit=100&lockingSystemId=${world.a.test.id}`);
    expect(own.body.lockList.every((l: any) => l.ownership === 'OWNER')).toBe(true);
    expect(own.body.total).toBeGreaterThanOrEqual(6);
    const shared = await world.call('GET', `/v1/locks?lockingSystemId=${partner.lockingSystemId}`);
    expect(shared.body.lockList.map((l: any) => l.id)).toEqual([partner.id]);
    const other = await world.call('GET', `/v1/locks?lockingSystemId=${world.b.test.id}`);
    expect(other.body).toMatchObject({ total: 0, lockList: [] });
    expectProblem(await world.call('GET', '/v1/locks?lockingSystemId=abc'), 400, 'VALIDATION_FAILED', 'query/lockingSystemId');
  });

  it('filters by calendarId: the locks that use the holiday calendar', async () => {
    const calendar = (await world.call('GET', '/v1/holiday-calendars')).body.holidayCalendarList[0];
    const res = await world.call('GET', `/v1/locks?calendarId=${calendar.id}`);
    expect(res.body.lockList.map((l: any) => l.lockIdentifier).sort()).toEqual(
      [SEED_LOCKS.front, SEED_LOCKS.office, SEED_LOCKS.archive].sort(),
    );
    expect((await world.call('GET', `/v1/locks?calendarId=${calendar.id + 1000}`)).body.total).toBe(0);
    const foreignCalendar = (await world.call('GET', '/v1/holiday-calendars', { key: world.b.testKey })).body.holidayCalendarList[0];
    expect((await world.call('GET', `/v1/locks?calendarId=${foreignCalendar.id}`)).body.total).toBe(0);
  });

  it('is served under /cloud/v1 and checks the key', async () => {
    expect((await world.call('GET', '/cloud/v1/locks?limit=1')).status).toBe(200);
    await expectKeyChecks(world, { method: 'GET', url: '/v1/locks' });
  });

  it('never lists locks of another environment or customer', async () => {
    const mine = (await allLocks(world)).filter((l) => l.ownership === 'OWNER').map((l) => l.id);
    for (const key of [world.a.productionKey, world.b.testKey, world.b.productionKey]) {
      const theirs = (await allLocks(world, key)).map((l) => l.id);
      expect(theirs.filter((id) => mine.includes(id))).toEqual([]);
    }
    expect(await allLocks(world, world.a.productionKey)).toEqual([]);
  });
});

describe('GET /v1/locks/{lockId}', () => {
  it('returns the lock as listed', async () => {
    const front = await seedLock(world, 'front');
    const res = await world.call('GET', `/v1/locks/${front.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(front);
    expect(res.body).toMatchObject({
      lockType: 'CYLINDER',
      lockTechnology: 'NFC_AND_BLE',
      lockFirmware: { appletVersion: expect.any(String) },
    });
  });

  it('answers 404 for unknown and foreign locks, 400 for malformed ids', async () => {
    const front = await seedLock(world, 'front');
    expectProblem(await world.call('GET', '/v1/locks/99999999'), 404, 'NOT_FOUND');
    expectProblem(await world.call('GET', '/v1/locks/abc'), 400, 'VALIDATION_FAILED', 'path/lockId');
    await expectForeignKeysSee404(world, { method: 'GET', url: `/v1/locks/${front.id}` });
    await expectKeyChecks(world, { method: 'GET', url: `/v1/locks/${front.id}` });
  });
});

describe('findVisibleLock (for other services)', () => {
  it('finds own and shared-in locks with their ownership and the settings the lock runs with, nothing of others', async () => {
    const front = await seedLock(world, 'front');
    const partner = await seedLock(world, 'partner');
    const db = world.deps.store.db;
    expect(await findVisibleLock(db, world.a.test.id, front.id)).toMatchObject({
      id: front.id,
      ownership: 'OWNER',
      ownerEnvironmentId: world.a.test.id,
      lockingSystemId: world.a.test.id,
      timezone: 'Europe/Vienna',
      holidayCalendarEnabled: true,
      holidayCalendarId: expect.any(Number),
      manualOfficeModeEnabled: true,
      automaticOfficeModeEnabled: true,
      normalReleaseDuration: 5,
      extendedReleaseDuration: 20,
      anonymizeEventLog: { type: 'NEVER' },
      simpleLock: {
        id: front.id,
        lockType: 'CYLINDER',
        lockIdentifier: SEED_LOCKS.front,
        name: 'Main entrance',
        additionalInformation: 'Ground floor',
      },
    });
    const shared = await findVisibleLock(db, world.a.test.id, partner.id);
    expect(shared).toMatchObject({
      ownership: 'EXTERNAL',
      ownerEnvironmentId: partner.lockingSystemId,
      anonymizeDataInOwnerProtocol: true,
      shareStatus: 'ACTIVATED',
    });
    expect(shared!.simpleLock.alternativeName).toBe('Partner office (meeting room)');
    for (const env of [world.a.production, world.b.test, world.b.production])
      expect(await findVisibleLock(db, env.id, front.id)).toBeUndefined();
    expect(await findVisibleLock(db, world.a.test.id, 99999999)).toBeUndefined();
  });
});

describe('PUT /v1/locks/{lockId} and PUT /v1/locks', () => {
  it('saves door data and comment with the version read, echoing read-only fields, and protocols EDIT_CYLINDER', async () => {
    const lock = await newLock();
    const before = await lastProtocolId(world);
    const body = { ...lock, comment: 'New comment', lockDoor: { name: 'Renamed', additionalInformation: '2nd floor', location: 'Wing C' } };
    const res = await world.call('PUT', `/v1/locks/${lock.id}`, { body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      id: lock.id,
      version: lock.version + 1,
      comment: 'New comment',
      lockDoor: body.lockDoor,
      ownership: 'OWNER',
    });
    expect((await world.call('GET', `/v1/locks/${lock.id}`)).body).toEqual(res.body);
    const entries = await protocolSince(world, world.a.test.id, before);
    expect(entries.map((e) => [e.event_type, e.lock_id])).toEqual([['EDIT_CYLINDER', lock.id]]);
  });

  it('protocols EDIT_WALLREADER for wall readers and clears fields left out', async () => {
    const lock = await newLock('WALLREADER');
    const before = await lastProtocolId(world);
    const res = await world.call('PUT', `/v1/locks/${lock.id}`, { body: { id: lock.id, version: lock.version, lockDoor: {} } });
    expect(res.status).toBe(200);
    expect(res.body.lockDoor).toEqual({});
    expect((await protocolSince(world, world.a.test.id, before)).map((e) => e.event_type)).toEqual(['EDIT_WALLREADER']);
  });

  it('takes the id from the body in the specification form, also as lockId', async () => {
    const lock = await newLock();
    const first = await world.call('PUT', '/v1/locks', { body: { ...lock, comment: 'via body id' } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.comment).toBe('via body id');
    const { id, ...rest } = first.body;
    const second = await world.call('PUT', '/v1/locks', { body: { ...rest, lockId: id, comment: 'via lockId' } });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body).toMatchObject({ id, comment: 'via lockId', version: first.body.version + 1 });
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    const lock = await newLock();
    expect((await world.call('PUT', `/v1/locks/${lock.id}`, { body: { ...lock, comment: 'first' } })).status).toBe(200);
    expectProblem(await world.call('PUT', `/v1/locks/${lock.id}`, { body: { ...lock, comment: 'second' } }), 409, 'VERSION_CONFLICT');
    expectProblem(await world.call('PUT', '/v1/locks', { body: { ...lock, comment: 'second' } }), 409, 'VERSION_CONFLICT');
    expect((await world.call('GET', `/v1/locks/${lock.id}`)).body.comment).toBe('first');
  });

  it('refuses bodies without lockDoor or version, unknown fields, too long values and an id other than the path', async () => {
    const lock = await newLock();
    const { lockDoor: _door, ...withoutDoor } = lock;
    expectProblem(await world.call('PUT', `/v1/locks/${lock.id}`, { body: withoutDoor }), 400, 'VALIDATION_FAILED', '/lockDoor');
    const { version: _v, ...withoutVersion } = lock;
    expectProblem(await world.call('PUT', `/v1/locks/${lock.id}`, { body: withoutVersion }), 400, 'VALIDATION_FAILED', '/version');
    expectProblem(
      await world.call('PUT', `/v1/locks/${lock.id}`, { body: { ...lock, colour: 'red' } }),
      400,
      'VALIDATION_FAILED',
      '/colour',
    );
    expectProblem(
      await world.call('PUT', `/v1/locks/${lock.id}`, { body: { ...lock, comment: 'x'.repeat(501) } }),
      400,
      'VALIDATION_FAILED',
      '/comment',
    );
    expectProblem(
      await world.call('PUT', `/v1/locks/${lock.id}`, { body: { ...lock, lockDoor: { name: 'x'.repeat(51) } } }),
      400,
      'VALIDATION_FAILED',
      '/lockDoor/name',
    );
    const front = await seedLock(world, 'front');
    expectProblem(await world.call('PUT', `/v1/locks/${lock.id}`, { body: { ...lock, id: front.id } }), 400, 'VALIDATION_FAILED', '/id');
    expectProblem(
      await world.call('PUT', `/v1/locks/${lock.id}`, { body: { ...lock, lockId: front.id } }),
      400,
      'VALIDATION_FAILED',
      '/lockId',
    );
  });

  it('refuses an alternative name for an own lock', async () => {
    const lock = await newLock();
    const res = await world.call('PUT', `/v1/locks/${lock.id}`, { body: { ...lock, lockDoor: { name: 'Door', alternativeName: 'Mine' } } });
    expectProblem(res, 400, 'VALIDATION_FAILED', '/lockDoor/alternativeName');
  });

  it('lets a system the lock is shared with change only its alternative name and comment', async () => {
    const partner = await seedLock(world, 'partner');
    const body = { ...partner, comment: 'Our note', lockDoor: { ...partner.lockDoor, alternativeName: 'Meeting room 2' } };
    const res = await world.call('PUT', `/v1/locks/${partner.id}`, { body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      ownership: 'EXTERNAL',
      version: partner.version + 1,
      comment: 'Our note',
      lockDoor: { name: 'Partner office', alternativeName: 'Meeting room 2' },
    });
    const renamed = { ...res.body, lockDoor: { ...res.body.lockDoor, name: 'Hijacked' } };
    expectProblem(await world.call('PUT', `/v1/locks/${partner.id}`, { body: renamed }), 400, 'OWNER_ONLY_FIELD', '/lockDoor/name');
    const owner = await world.deps.store.db
      .selectFrom('locks')
      .select(['door_name', 'comment', 'version'])
      .where('id', '=', partner.id)
      .executeTakeFirstOrThrow();
    expect(owner).toMatchObject({ door_name: 'Partner office', comment: null });
    expectProblem(await world.call('PUT', `/v1/locks/${partner.id}`, { body }), 409, 'VERSION_CONFLICT');
  });

  it('answers 404 for unknown and foreign locks', async () => {
    const lock = await newLock();
    expectProblem(await world.call('PUT', '/v1/locks/99999999', { body: { ...lock, id: 99999999 } }), 404, 'NOT_FOUND');
    await expectForeignKeysSee404(world, { method: 'PUT', url: `/v1/locks/${lock.id}`, body: lock });
    await expectForeignKeysSee404(world, { method: 'PUT', url: '/v1/locks', body: lock });
  });
});

describe('POST /v1/locks/{lockId}/remove and /abort-remove', () => {
  it('marks and unmarks an own lock, answering the lock, with bodies {} or none', async () => {
    const lock = await newLock();
    const before = await lastProtocolId(world);
    const removed = await world.call('POST', `/v1/locks/${lock.id}/remove`, { body: {} });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body).toMatchObject({ id: lock.id, removalRequested: true, version: lock.version + 1 });
    expectProblem(await world.call('POST', `/v1/locks/${lock.id}/remove`), 400, 'REMOVAL_ALREADY_REQUESTED');
    const aborted = await world.call('POST', `/v1/locks/${lock.id}/abort-remove`, {
      headers: { 'content-type': 'application/json' },
      rawBody: '',
    });
    expect(aborted.status, JSON.stringify(aborted.body)).toBe(200);
    expect(aborted.body.removalRequested).toBe(false);
    expectProblem(await world.call('POST', `/v1/locks/${lock.id}/abort-remove`), 400, 'REMOVAL_NOT_REQUESTED');
    const types = (await protocolSince(world, world.a.test.id, before)).map((e) => e.event_type);
    expect(types).toEqual(['INITIATE_REMOVE_CYLINDER_FROM_CUSTOMER', 'EDIT_CYLINDER']);
  });

  it('is owner only: 403 for a lock shared with the system, 404 for foreign ones', async () => {
    const partner = await seedLock(world, 'partner');
    expectProblem(await world.call('POST', `/v1/locks/${partner.id}/remove`), 403, 'NOT_LOCK_OWNER');
    expectProblem(await world.call('POST', `/v1/locks/${partner.id}/abort-remove`), 403, 'NOT_LOCK_OWNER');
    const lock = await newLock();
    await expectForeignKeysSee404(world, { method: 'POST', url: `/v1/locks/${lock.id}/remove` });
    await expectForeignKeysSee404(world, { method: 'POST', url: `/v1/locks/${lock.id}/abort-remove` });
    expectProblem(await world.call('POST', '/v1/locks/99999999/remove'), 404);
    await expectKeyChecks(world, { method: 'POST', url: `/v1/locks/${lock.id}/remove` });
  });

  it('completes the removal when the lock synchronizes: the lock, its authorizations, blacklist entries and areas go', async () => {
    const lock = await newLock('WALLREADER');
    const db = world.deps.store.db;
    await insertAuthorization(world, world.a.test.id, lock.id);
    await insertBlacklistEntry(world, world.a.test.id, lock.id);
    const area = (await world.call('GET', '/v1/areas?limit=1')).body.areaList[0];
    expect((await world.call('POST', `/v1/locks/${lock.id}/settings/assigned-areas/add`, { body: [area.id] })).status).toBe(200);
    expect((await world.call('POST', `/v1/locks/${lock.id}/remove`)).status).toBe(200);
    expect((await world.call('GET', `/v1/locks/${lock.id}`)).status).toBe(200);
    const before = await lastProtocolId(world);
    const outcome = await syncLock(world, world.a.test, lock.id);
    expect(outcome.removed).toBe(true);
    expectProblem(await world.call('GET', `/v1/locks/${lock.id}`), 404);
    expect((await allLocks(world)).map((l) => l.id)).not.toContain(lock.id);
    expect(await db.selectFrom('authorizations').select('id').where('lock_id', '=', lock.id).execute()).toEqual([]);
    expect(await db.selectFrom('blacklist_entries').select('id').where('lock_id', '=', lock.id).execute()).toEqual([]);
    expect(await db.selectFrom('area_locks').select('id').where('lock_id', '=', lock.id).execute()).toEqual([]);
    expect((await protocolSince(world, world.a.test.id, before)).map((e) => e.event_type)).toEqual([
      'FINALIZE_REMOVE_WALLREADER_FROM_CUSTOMER',
    ]);
  });

  it('keeps the lock when the removal was withdrawn before the synchronization', async () => {
    const lock = await newLock();
    await world.call('POST', `/v1/locks/${lock.id}/remove`);
    await world.call('POST', `/v1/locks/${lock.id}/abort-remove`);
    expect((await syncLock(world, world.a.test, lock.id)).removed).toBe(false);
    expect((await world.call('GET', `/v1/locks/${lock.id}`)).status).toBe(200);
  });
});
