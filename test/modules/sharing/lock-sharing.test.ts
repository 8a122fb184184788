import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnvironmentRef } from '../../../src/kernel/context.ts';
import { findVisibleLock } from '../../../src/modules/locks/service.ts';
import { WELL_KNOWN_SHARING_CODES } from '../../../src/modules/sharing/partner.ts';
import { expectForeignKeysSee404, expectKeyChecks, expectProblem, startWorld, type World } from '../../helpers/world.ts';
import {
  allLocks,
  insertAuthorization,
  lastProtocolId,
  newLock as registerTestLock,
  protocolSince,
  resetTestData,
  seedLock,
  syncLock,
} from '../../helpers/locks.ts';
import { clock } from '../../../src/kernel/clock.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

const newLock = (env: EnvironmentRef) => registerTestLock(world, { env });

const codesUrl = (lockId: number) => `/v1/locks/${lockId}/settings/sharing-codes`;
const sharesUrl = (lockId: number) => `/v1/locks/${lockId}/settings/active-shares`;

async function newCode(lockId: number, key?: string): Promise<{ id: number; code: string; expiresOn: string }> {
  const res = await world.call('POST', codesUrl(lockId), { key });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

function redeem(code: string, key: string, extra: Record<string, unknown> = {}) {
  return world.call('POST', '/v1/locks/add-shared-lock', {
    key,
    body: { sharingCode: code, anonymizeDataInOwnerProtocol: false, ...extra },
  });
}

/** A lock of a's test environment, shared with b's test environment. */
async function sharedLock(alternativeDoorName = 'Our name') {
  const lock = await newLock(world.a.test);
  const { code } = await newCode(lock.id);
  const res = await redeem(code, world.b.testKey, { alternativeDoorName });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { lock, redeemed: res.body };
}

describe('sharing codes', () => {
  it('creates a code valid for seven days, lists and deletes it (owner only), with protocol entries', async () => {
    const lock = await newLock(world.a.test);
    const before = await lastProtocolId(world);
    const created = await newCode(lock.id, undefined);
    expect(created.code).toMatch(/^[A-Za-z0-9]{12}$/);
    const days = (Date.parse(created.expiresOn) - clock.nowMs()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const second = await newCode(lock.id, undefined);
    expect(second.code).not.toBe(created.code);
    expect((await world.call('GET', codesUrl(lock.id))).body).toEqual([created, second]);
    const deleted = await world.call('DELETE', `${codesUrl(lock.id)}/${created.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toBe(created.id);
    expect((await world.call('GET', codesUrl(lock.id))).body).toEqual([second]);
    expectProblem(await world.call('DELETE', `${codesUrl(lock.id)}/${created.id}`), 404);
    const types = (await protocolSince(world, world.a.test.id, before)).map((e) => e.event_type);
    expect(types).toEqual(['CREATE_SHARED_CYLINDER_CODE', 'CREATE_SHARED_CYLINDER_CODE', 'EDIT_CYLINDER']);
    expect((await world.call('GET', `/v1/locks/${lock.id}/settings`)).body.sharingCodes).toEqual([second]);
  });

  it('accepts {} as the body of the creation', async () => {
    const lock = await newLock(world.a.test);
    expect((await world.call('POST', codesUrl(lock.id), { body: {} })).status).toBe(200);
  });

  it('deletes only codes of the lock named in the path', async () => {
    const [one, two] = [await newLock(world.a.test), await newLock(world.a.test)];
    const code = await newCode(one.id);
    expectProblem(await world.call('DELETE', `${codesUrl(two.id)}/${code.id}`), 404);
    expect((await world.call('GET', codesUrl(one.id))).body).toEqual([code]);
  });

  it('refuses codes for a lock marked for removal', async () => {
    const lock = await newLock(world.a.test);
    await world.call('POST', `/v1/locks/${lock.id}/remove`);
    expectProblem(await world.call('POST', codesUrl(lock.id)), 400, 'LOCK_REMOVAL_REQUESTED');
  });

  it('is owner only: 403 for a lock shared with the system, 404 for foreign locks', async () => {
    const partner = await seedLock(world, 'partner');
    expectProblem(await world.call('GET', codesUrl(partner.id)), 403, 'NOT_LOCK_OWNER');
    expectProblem(await world.call('POST', codesUrl(partner.id)), 403, 'NOT_LOCK_OWNER');
    expectProblem(await world.call('DELETE', `${codesUrl(partner.id)}/1`), 403, 'NOT_LOCK_OWNER');
    const lock = await newLock(world.a.test);
    const code = await newCode(lock.id);
    await expectForeignKeysSee404(world, { method: 'GET', url: codesUrl(lock.id) });
    await expectForeignKeysSee404(world, { method: 'POST', url: codesUrl(lock.id) });
    await expectForeignKeysSee404(world, { method: 'DELETE', url: `${codesUrl(lock.id)}/${code.id}` });
    await expectKeyChecks(world, { method: 'GET', url: codesUrl(lock.id) });
    expectProblem(await world.call('GET', codesUrl(99999999)), 404);
    expectProblem(await world.call('DELETE', `${codesUrl(lock.id)}/abc`), 400, 'VALIDATION_FAILED', 'path/sharingCodeId');
  });
});

describe('POST /v1/locks/add-shared-lock', () => {
  it("adds another customer's lock as EXTERNAL with the redeemer's door name, uses up the code and protocols both sides", async () => {
    const lock = await newLock(world.a.test);
    const { code } = await newCode(lock.id);
    const beforeA = await lastProtocolId(world);
    const res = await redeem(code, world.b.testKey, { alternativeDoorName: 'Neighbour door', anonymizeDataInOwnerProtocol: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      id: lock.id,
      version: 1,
      ownership: 'EXTERNAL',
      lockIdentifier: lock.lockIdentifier,
      lockingSystemId: world.a.test.id,
      removalRequested: false,
      lockDoor: { name: lock.lockDoor.name, alternativeName: 'Neighbour door' },
    });
    expect(res.body).not.toHaveProperty('comment');
    expect((await world.call('GET', codesUrl(lock.id))).body).toEqual([]);
    expectProblem(await redeem(code, world.b.testKey), 404, 'SHARING_CODE_NOT_FOUND');
    const ownerEntries = await protocolSince(world, world.a.test.id, beforeA);
    expect(ownerEntries.map((e) => [e.event_type, e.lock_id])).toEqual([['REDEEM_SHARED_CYLINDER_CODE_OWNER', lock.id]]);
    expect(JSON.parse(ownerEntries[0].fields)).toMatchObject({ name: 'Customer B', customerNumber: world.b.number });
    const redeemerEntries = await protocolSince(world, world.b.test.id, beforeA);
    expect(redeemerEntries.map((e) => [e.event_type, e.lock_id])).toEqual([['REDEEM_SHARED_CYLINDER_CODE', lock.id]]);
    expect(await findVisibleLock(world.deps.store.db, world.b.test.id, lock.id)).toMatchObject({
      ownership: 'EXTERNAL',
      anonymizeDataInOwnerProtocol: true,
      shareStatus: 'ACTIVATION_PENDING',
    });
  });

  it('shows the owner the share, pending until the lock synchronizes', async () => {
    const { lock } = await sharedLock();
    const pending = await world.call('GET', sharesUrl(lock.id));
    expect(pending.status).toBe(200);
    expect(pending.body).toEqual([{ accessControlSystemName: 'Customer B', customerNumber: world.b.number, status: 'ACTIVATION_PENDING' }]);
    const outcome = await syncLock(world, world.a.test, lock.id);
    expect(outcome.sharesActivated).toBe(1);
    const active = await world.call('GET', sharesUrl(lock.id));
    expect(active.body).toEqual([
      { accessControlSystemName: 'Customer B', customerNumber: world.b.number, status: 'ACTIVATED', activatedAt: outcome.synchronizedOn },
    ]);
    expect((await world.call('GET', `/v1/locks/${lock.id}/settings`)).body.activeShares).toEqual(active.body);
  });

  it('keeps each side to its own data: names, comments, areas, settings lists, tasks, persons', async () => {
    const { lock } = await sharedLock('Their alternative');
    // The owner notes something and changes a device setting; the redeemer names it and adds it to an area.
    const ownerLock = (await world.call('GET', `/v1/locks/${lock.id}`)).body;
    expect((await world.call('PUT', `/v1/locks/${lock.id}`, { body: { ...ownerLock, comment: 'owner secret' } })).status).toBe(200);
    const ownerSettings = (await world.call('GET', `/v1/locks/${lock.id}/settings`)).body;
    expect((await world.call('PUT', `/v1/locks/${lock.id}/settings`, { body: { ...ownerSettings, timezone: 'Europe/Rome' } })).status).toBe(
      200,
    );
    const ownerArea = (await world.call('GET', '/v1/areas?limit=1')).body.areaList[0];
    await world.call('POST', `/v1/locks/${lock.id}/settings/assigned-areas/add`, { body: [ownerArea.id] });
    const redeemerLock = (await world.call('GET', `/v1/locks/${lock.id}`, { key: world.b.testKey })).body;
    const put = await world.call('PUT', `/v1/locks/${lock.id}`, {
      key: world.b.testKey,
      body: { ...redeemerLock, comment: 'redeemer secret' },
    });
    expect(put.status).toBe(200);
    const redeemerArea = (await world.call('GET', '/v1/areas?limit=1', { key: world.b.testKey })).body.areaList[0];
    expect(
      (await world.call('POST', `/v1/locks/${lock.id}/settings/assigned-areas/add`, { key: world.b.testKey, body: [redeemerArea.id] }))
        .status,
    ).toBe(200);

    const asOwner = (await world.call('GET', `/v1/locks/${lock.id}`)).body;
    expect(asOwner).toMatchObject({ ownership: 'OWNER', comment: 'owner secret' });
    expect(asOwner.lockDoor).not.toHaveProperty('alternativeName');
    expect(JSON.stringify(asOwner)).not.toContain('redeemer secret');
    const asRedeemer = (await world.call('GET', `/v1/locks/${lock.id}`, { key: world.b.testKey })).body;
    expect(asRedeemer).toMatchObject({
      ownership: 'EXTERNAL',
      comment: 'redeemer secret',
      lockDoor: { alternativeName: 'Their alternative' },
    });
    expect(JSON.stringify(asRedeemer)).not.toContain('owner secret');

    const ownerAreas = (await world.call('GET', `/v1/locks/${lock.id}/settings/assigned-areas`)).body.map((a: any) => a.id);
    const redeemerAreas = (await world.call('GET', `/v1/locks/${lock.id}/settings/assigned-areas`, { key: world.b.testKey })).body.map(
      (a: any) => a.id,
    );
    expect(ownerAreas).toEqual([ownerArea.id]);
    expect(redeemerAreas).toEqual([redeemerArea.id]);
    const redeemerSettings = (await world.call('GET', `/v1/locks/${lock.id}/settings`, { key: world.b.testKey })).body;
    expect(redeemerSettings).not.toHaveProperty('activeShares');
    expect(redeemerSettings).not.toHaveProperty('sharingCodes');
    expect(redeemerSettings.assignedAreas.map((a: any) => a.id)).toEqual([redeemerArea.id]);
    expect((await world.call('GET', `/v1/areas?lockId=${lock.id}`, { key: world.b.testKey })).body.areaList.map((a: any) => a.id)).toEqual([
      redeemerArea.id,
    ]);

    // Device tasks are the owner's; the redeemer sees only what its own changes wait for.
    const ownerTasks = (await world.call('GET', `/v1/maintenance-tasks?lockId=${lock.id}`)).body.lockMaintenanceTaskList[0]
      .maintenanceTaskList;
    expect(ownerTasks).toEqual(['AREAS_NOT_SYNCHRONIZED', 'TIMEZONES_NOT_SYNCHRONIZED']);
    const redeemerTasks = (await world.call('GET', `/v1/maintenance-tasks?lockId=${lock.id}`, { key: world.b.testKey })).body
      .lockMaintenanceTaskList[0];
    expect(redeemerTasks).toEqual({
      lock: {
        id: lock.id,
        lockType: 'CYLINDER',
        lockIdentifier: lock.lockIdentifier,
        name: lock.lockDoor.name,
        alternativeName: 'Their alternative',
      },
      maintenanceTaskList: ['AREAS_NOT_SYNCHRONIZED'],
    });

    // Nothing else of the owner becomes visible: not its other locks, persons, calendar or protocol.
    const redeemerLocks = await allLocks(world, world.b.testKey);
    const fromOwner = redeemerLocks.filter((l) => l.lockingSystemId === world.a.test.id);
    expect(fromOwner.map((l) => l.id)).toContain(lock.id);
    expect(fromOwner.every((l) => l.ownership === 'EXTERNAL')).toBe(true);
    const sharedWithB = await world.deps.store.db
      .selectFrom('lock_shares')
      .select('lock_id')
      .where('environment_id', '=', world.b.test.id)
      .execute();
    const sharedIds = new Set(sharedWithB.map((s) => s.lock_id));
    expect(fromOwner.filter((l) => !sharedIds.has(l.id))).toEqual([]);
    expect(fromOwner.map((l) => l.id)).not.toContain((await seedLock(world, 'office')).id);
    const filtered = (await world.call('GET', `/v1/locks?lockingSystemId=${world.a.test.id}&limit=100`, { key: world.b.testKey })).body
      .lockList;
    expect(filtered.map((l: any) => l.id)).toEqual(fromOwner.map((l) => l.id));
    const ownerPersons = (await world.call('GET', '/v1/persons?limit=100')).body.personList.map((p: any) => p.id);
    const redeemerPersons = (await world.call('GET', '/v1/persons?limit=100', { key: world.b.testKey })).body.personList.map(
      (p: any) => p.id,
    );
    expect(redeemerPersons.filter((id: number) => ownerPersons.includes(id))).toEqual([]);
    const ownerCalendar = (await world.call('GET', '/v1/holiday-calendars')).body.holidayCalendarList[0].id;
    expectProblem(await world.call('GET', `/v1/holiday-calendars/${ownerCalendar}`, { key: world.b.testKey }), 404);
    const redeemerProtocol = await world.deps.store.db
      .selectFrom('system_protocol')
      .select('fields')
      .where('environment_id', '=', world.b.test.id)
      .execute();
    expect(JSON.stringify(redeemerProtocol)).not.toContain('owner secret');
    // The other environments of both customers see nothing of it.
    for (const key of [world.a.productionKey, world.b.productionKey])
      expectProblem(await world.call('GET', `/v1/locks/${lock.id}`, { key }), 404);
  });

  it('leaves owner-only operations to the owner', async () => {
    const { lock } = await sharedLock();
    const b = world.b.testKey;
    expectProblem(await world.call('POST', `/v1/locks/${lock.id}/remove`, { key: b }), 403, 'NOT_LOCK_OWNER');
    expectProblem(await world.call('GET', codesUrl(lock.id), { key: b }), 403, 'NOT_LOCK_OWNER');
    expectProblem(await world.call('POST', codesUrl(lock.id), { key: b }), 403, 'NOT_LOCK_OWNER');
    expectProblem(await world.call('GET', sharesUrl(lock.id), { key: b }), 403, 'NOT_LOCK_OWNER');
    expectProblem(await world.call('POST', `${sharesUrl(lock.id)}/remove`, { key: b, body: [world.b.number] }), 403, 'NOT_LOCK_OWNER');
  });

  it('redeems only within the same environment kind', async () => {
    const productionLock = await newLock(world.a.production);
    const { code } = await newCode(productionLock.id, world.a.productionKey);
    expectProblem(await redeem(code, world.b.testKey), 404, 'SHARING_CODE_NOT_FOUND');
    expectProblem(await redeem(code, world.a.testKey), 404, 'SHARING_CODE_NOT_FOUND');
    const res = await redeem(code, world.b.productionKey);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ ownership: 'EXTERNAL', lockingSystemId: world.a.production.id });
    expectProblem(await world.call('GET', `/v1/locks/${productionLock.id}`, { key: world.b.testKey }), 404);
  });

  it('refuses own codes, unknown and expired codes, a lock already added and a lock being removed', async () => {
    const lock = await newLock(world.a.test);
    expectProblem(await redeem((await newCode(lock.id)).code, world.a.testKey), 400, 'OWN_LOCK', '/sharingCode');
    expectProblem(await redeem('NoSuchCode99', world.b.testKey), 404, 'SHARING_CODE_NOT_FOUND');
    const expired = await newCode(lock.id);
    await world.deps.store.db
      .updateTable('sharing_codes')
      .set({ expires_on: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', expired.id)
      .execute();
    expectProblem(await redeem(expired.code, world.b.testKey), 404, 'SHARING_CODE_EXPIRED');
    expect((await redeem((await newCode(lock.id)).code, world.b.testKey)).status).toBe(200);
    expectProblem(await redeem((await newCode(lock.id)).code, world.b.testKey), 400, 'LOCK_ALREADY_ADDED', '/sharingCode');
    const leaving = await newLock(world.a.test);
    const code = await newCode(leaving.id);
    await world.call('POST', `/v1/locks/${leaving.id}/remove`);
    expectProblem(await redeem(code.code, world.b.testKey), 400, 'LOCK_REMOVAL_REQUESTED');
  });

  it('validates the body and accepts the old name doorName for alternativeDoorName', async () => {
    const lock = await newLock(world.a.test);
    const { code } = await newCode(lock.id);
    const missing = await world.call('POST', '/v1/locks/add-shared-lock', { key: world.b.testKey, body: { sharingCode: code } });
    expectProblem(missing, 400, 'VALIDATION_FAILED', '/anonymizeDataInOwnerProtocol');
    expectProblem(
      await redeem(code, world.b.testKey, { alternativeDoorName: 'x'.repeat(51) }),
      400,
      'VALIDATION_FAILED',
      '/alternativeDoorName',
    );
    expectProblem(await redeem(code, world.b.testKey, { colour: 'red' }), 400, 'VALIDATION_FAILED', '/colour');
    const res = await redeem(code, world.b.testKey, { doorName: 'Old style name' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.lockDoor.alternativeName).toBe('Old style name');
    await expectKeyChecks(world, {
      method: 'POST',
      url: '/v1/locks/add-shared-lock',
      body: { sharingCode: code, anonymizeDataInOwnerProtocol: false },
    });
  });

  it('offers the well-known codes in every test environment, any number of times, never in production', async () => {
    expect(WELL_KNOWN_SHARING_CODES).toEqual(['AaBbCcDdEe11', 'AaBbCcDdEe22', 'AaBbCcDdEe33']);
    const a11 = await redeem('AaBbCcDdEe11', world.a.testKey, { alternativeDoorName: 'Garage of a' });
    expect(a11.status, JSON.stringify(a11.body)).toBe(200);
    expect(a11.body).toMatchObject({
      ownership: 'EXTERNAL',
      lockType: 'CYLINDER',
      lockDoor: { name: 'Shared garage', alternativeName: 'Garage of a' },
    });
    const b11 = await redeem('AaBbCcDdEe11', world.b.testKey);
    expect(b11.status).toBe(200);
    expect(b11.body.id).toBe(a11.body.id);
    expect(b11.body.lockDoor).not.toHaveProperty('alternativeName');
    expectProblem(await redeem('AaBbCcDdEe11', world.a.testKey), 400, 'LOCK_ALREADY_ADDED');
    expect((await redeem('AaBbCcDdEe22', world.a.testKey)).body).toMatchObject({ lockType: 'WALLREADER', ownership: 'EXTERNAL' });
    expect((await redeem('AaBbCcDdEe33', world.a.testKey)).status).toBe(200);
    for (const key of [world.a.productionKey, world.b.productionKey])
      expectProblem(await redeem('AaBbCcDdEe11', key), 404, 'SHARING_CODE_NOT_FOUND');
    // Neither customer learns about the other through the partner's lock.
    const bView = (await world.call('GET', `/v1/locks/${a11.body.id}/settings`, { key: world.b.testKey })).body;
    expect(JSON.stringify(bView)).not.toContain('Customer A');
    expect(JSON.stringify(bView)).not.toContain('Garage of a');
  });
});

describe('POST /v1/locks/{lockId}/settings/active-shares/remove', () => {
  it('ends a share at the next synchronization: the other system loses the lock and its data on it', async () => {
    const { lock } = await sharedLock();
    await syncLock(world, world.a.test, lock.id);
    const db = world.deps.store.db;
    await insertAuthorization(world, world.b.test.id, lock.id, 'UNCHANGED');
    const beforeA = await lastProtocolId(world);
    const res = await world.call('POST', `${sharesUrl(lock.id)}/remove`, { body: [world.b.number] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual([expect.objectContaining({ customerNumber: world.b.number, status: 'DEACTIVATION_PENDING' })]);
    expect((await protocolSince(world, world.a.test.id, beforeA)).map((e) => e.event_type)).toEqual(['UNSHARE_CYLINDER']);
    expect((await protocolSince(world, world.b.test.id, beforeA)).map((e) => e.event_type)).toEqual(['UNSHARE_CYLINDER']);
    // Until the lock synchronizes, the other system still has it, on its way out.
    expect((await world.call('GET', `/v1/locks/${lock.id}`, { key: world.b.testKey })).body.removalRequested).toBe(true);
    expect((await syncLock(world, world.a.test, lock.id)).sharesEnded).toBe(1);
    expectProblem(await world.call('GET', `/v1/locks/${lock.id}`, { key: world.b.testKey }), 404);
    expect(await db.selectFrom('authorizations').select('id').where('lock_id', '=', lock.id).execute()).toEqual([]);
    expect((await world.call('GET', sharesUrl(lock.id))).body).toEqual([]);
    expect((await world.call('GET', `/v1/locks/${lock.id}`)).status).toBe(200);
  });

  it('refuses unknown and repeated customer numbers and empty lists', async () => {
    const { lock } = await sharedLock();
    expectProblem(await world.call('POST', `${sharesUrl(lock.id)}/remove`, { body: ['NOBODY'] }), 404);
    expectProblem(
      await world.call('POST', `${sharesUrl(lock.id)}/remove`, { body: [world.b.number, world.b.number] }),
      400,
      'DUPLICATE_ID',
    );
    expectProblem(await world.call('POST', `${sharesUrl(lock.id)}/remove`, { body: [] }), 400, 'VALIDATION_FAILED');
    expect((await world.call('GET', sharesUrl(lock.id))).body[0].status).toBe('ACTIVATION_PENDING');
    for (const key of [world.a.productionKey, world.b.productionKey])
      expectProblem(await world.call('GET', sharesUrl(lock.id), { key }), 404);
  });

  it('takes a lock that the owner removes out of the other system too', async () => {
    const { lock } = await sharedLock();
    await world.call('POST', `/v1/locks/${lock.id}/remove`);
    expect((await world.call('GET', `/v1/locks/${lock.id}`, { key: world.b.testKey })).body.removalRequested).toBe(true);
    const before = await lastProtocolId(world);
    await syncLock(world, world.a.test, lock.id);
    expectProblem(await world.call('GET', `/v1/locks/${lock.id}`, { key: world.b.testKey }), 404);
    expect((await protocolSince(world, world.b.test.id, before)).map((e) => e.event_type)).toEqual([
      'FINALIZE_REMOVE_CYLINDER_FROM_CUSTOMER',
    ]);
  });
});

describe('resetting the test data of the owner', () => {
  it('ends shares of its seeded locks and drops what the other system kept about them', async () => {
    const front = await seedLock(world, 'front');
    const [code] = (await world.call('GET', codesUrl(front.id))).body;
    expect((await redeem(code.code, world.b.testKey)).status).toBe(200);
    await insertAuthorization(world, world.b.test.id, front.id);
    await resetTestData(world);
    expect((await seedLock(world, 'front')).id).toBe(front.id);
    expectProblem(await world.call('GET', `/v1/locks/${front.id}`, { key: world.b.testKey }), 404);
    expect(
      await world.deps.store.db
        .selectFrom('authorizations')
        .select('id')
        .where('lock_id', '=', front.id)
        .where('environment_id', '=', world.b.test.id)
        .execute(),
    ).toEqual([]);
    expect((await world.call('GET', sharesUrl(front.id))).body).toEqual([]);
    const lobby = await seedLock(world, 'lobby');
    expect((await world.call('GET', sharesUrl(lobby.id))).body).toEqual([
      {
        accessControlSystemName: 'Sharing partner (test)',
        customerNumber: 'SHARING-PARTNER',
        status: 'ACTIVATED',
        activatedAt: expect.any(String),
      },
    ]);
  });
});
