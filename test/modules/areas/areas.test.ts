import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArea } from '../../../src/modules/areas/service.ts';
import { areaExists, areaIdsOfLock, lockIdsOfArea } from '../../../src/modules/locks/service.ts';
import { expectForeignKeysSee404, expectKeyChecks, expectProblem, startWorld, type World } from '../../helpers/world.ts';
import { lastProtocolId, newLock as registerTestLock, protocolSince, SEED_LOCKS, seedLock, syncLock } from '../../helpers/locks.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

let counter = 0;
const ctx = () => world.ctx(world.a.test);
const newArea = async () => createArea(world.deps, ctx(), { name: `Area ${++counter}`, comment: 'made by a test' });
const newLock = () => registerTestLock(world);

const addUrl = (lockId: number) => `/v1/locks/${lockId}/settings/assigned-areas/add`;
const removeUrl = (lockId: number) => `/v1/locks/${lockId}/settings/assigned-areas/remove`;

async function areaByName(name: string, key?: string) {
  const res = await world.call('GET', '/v1/areas?limit=100', { key });
  return res.body.areaList.find((a: any) => a.name === name);
}

describe('GET /v1/areas', () => {
  it('lists the areas by id with their locks (assigned or being assigned)', async () => {
    const res = await world.call('GET', '/v1/areas');
    expect(res.status).toBe(200);
    expect(res.body.areaList.slice(0, 4).map((a: any) => a.name)).toEqual(['Ground floor', 'Offices', 'After hours', 'New wing']);
    const ids = res.body.areaList.map((a: any) => a.id);
    expect([...ids].sort((x, y) => x - y)).toEqual(ids);
    const identifiers = (name: string) => res.body.areaList.find((a: any) => a.name === name).lockList.map((l: any) => l.lockIdentifier);
    expect(identifiers('Ground floor')).toEqual([SEED_LOCKS.front, SEED_LOCKS.garage, SEED_LOCKS.lobby]);
    // The archive is on its way out; the partner's shared lock belongs to the area of this system.
    expect(identifiers('Offices')).toEqual([SEED_LOCKS.office, SEED_LOCKS.partner]);
    expect(identifiers('New wing')).toEqual([]);
    expect(res.body.areaList[0]).toMatchObject({ id: expect.any(Number), version: 1, comment: 'Entrance, lobby and garage' });
    expect(res.body.areaList[2]).not.toHaveProperty('comment');
  });

  it('filters by lockId, pages and refuses bad parameters', async () => {
    const front = await seedLock(world, 'front');
    const partner = await seedLock(world, 'partner');
    expect((await world.call('GET', `/v1/areas?lockId=${front.id}`)).body.areaList.map((a: any) => a.name)).toEqual([
      'Ground floor',
      'After hours',
    ]);
    expect((await world.call('GET', `/v1/areas?lockId=${partner.id}`)).body.areaList.map((a: any) => a.name)).toEqual(['Offices']);
    expect((await world.call('GET', '/v1/areas?lockId=99999999')).body).toMatchObject({ total: 0, areaList: [] });
    const page = await world.call('GET', '/v1/areas?limit=1&offset=1');
    expect(page.body).toMatchObject({ offset: 1, areaList: [expect.objectContaining({ name: 'Offices' })] });
    expect((await world.call('GET', '/v1/areas?offset=500')).body.areaList).toEqual([]);
    expectProblem(await world.call('GET', '/v1/areas?lockId=x'), 400, 'VALIDATION_FAILED', 'query/lockId');
    expectProblem(await world.call('GET', '/v1/areas?limit=101'), 400, 'VALIDATION_FAILED', 'query/limit');
    await expectKeyChecks(world, { method: 'GET', url: '/v1/areas' });
  });

  it('never lists areas of another environment or customer, nor their locks', async () => {
    const mine = (await world.call('GET', '/v1/areas?limit=100')).body.areaList.map((a: any) => a.id);
    const front = await seedLock(world, 'front');
    for (const key of [world.a.productionKey, world.b.testKey, world.b.productionKey]) {
      const theirs = (await world.call('GET', '/v1/areas?limit=100', { key })).body.areaList;
      expect(theirs.map((a: any) => a.id).filter((id: number) => mine.includes(id))).toEqual([]);
      expect(theirs.flatMap((a: any) => a.lockList.map((l: any) => l.id))).not.toContain(front.id);
      expect((await world.call('GET', `/v1/areas?lockId=${front.id}`, { key })).body.total).toBe(0);
    }
  });
});

describe('GET /v1/areas/{areaId}', () => {
  it('returns one area, 404 for unknown and foreign ones, 400 for malformed ids', async () => {
    const ground = await areaByName('Ground floor');
    const res = await world.call('GET', `/v1/areas/${ground.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(ground);
    expectProblem(await world.call('GET', '/v1/areas/99999999'), 404, 'NOT_FOUND');
    expectProblem(await world.call('GET', '/v1/areas/abc'), 400, 'VALIDATION_FAILED', 'path/areaId');
    await expectForeignKeysSee404(world, { method: 'GET', url: `/v1/areas/${ground.id}` });
  });
});

describe('assigned areas of a lock', () => {
  it('lists the areas of a lock with their status', async () => {
    const archive = await seedLock(world, 'archive');
    const res = await world.call('GET', `/v1/locks/${archive.id}/settings/assigned-areas`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ id: expect.any(Number), name: 'Offices', status: 'REMOVAL_PENDING', comment: expect.any(String) }]);
    await expectForeignKeysSee404(world, { method: 'GET', url: `/v1/locks/${archive.id}/settings/assigned-areas` });
    expectProblem(await world.call('GET', '/v1/locks/99999999/settings/assigned-areas'), 404);
  });

  it('adds a lock to areas as ASSIGNMENT_PENDING until it synchronizes, with ASSIGN_CYLINDER_TO_AREA', async () => {
    const lock = await newLock();
    const [one, two] = [await newArea(), await newArea()];
    const before = await lastProtocolId(world);
    const res = await world.call('POST', addUrl(lock.id), { body: [one.id, two.id] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual([
      { id: one.id, name: one.name, status: 'ASSIGNMENT_PENDING', comment: 'made by a test' },
      { id: two.id, name: two.name, status: 'ASSIGNMENT_PENDING', comment: 'made by a test' },
    ]);
    const entries = await protocolSince(world, world.a.test.id, before);
    expect(entries.map((e) => [e.event_type, e.lock_id])).toEqual([
      ['ASSIGN_CYLINDER_TO_AREA', lock.id],
      ['ASSIGN_CYLINDER_TO_AREA', lock.id],
    ]);
    expect(JSON.parse(entries[0].fields)).toMatchObject({ area: one.name, cylinderNumber: lock.lockIdentifier });
    // Planned membership shows at once; the lock itself learns it at its synchronization.
    expect((await world.call('GET', `/v1/areas/${one.id}`)).body.lockList.map((l: any) => l.id)).toEqual([lock.id]);
    expect(await lockIdsOfArea(world.deps.store.db, world.a.test.id, one.id)).toEqual([]);
    expect(await lockIdsOfArea(world.deps.store.db, world.a.test.id, one.id, 'planned')).toEqual([lock.id]);
    const tasks = await world.call('GET', `/v1/maintenance-tasks?lockId=${lock.id}`);
    expect(tasks.body.lockMaintenanceTaskList[0].maintenanceTaskList).toEqual(['AREAS_NOT_SYNCHRONIZED']);
    // Adding again changes nothing.
    const again = await world.call('POST', addUrl(lock.id), { body: [one.id] });
    expect(again.body[0].status).toBe('ASSIGNMENT_PENDING');
    await syncLock(world, world.a.test, lock.id);
    const after = await world.call('GET', `/v1/locks/${lock.id}/settings/assigned-areas`);
    expect(after.body.map((a: any) => a.status)).toEqual(['ASSIGNED', 'ASSIGNED']);
    expect(await lockIdsOfArea(world.deps.store.db, world.a.test.id, one.id)).toEqual([lock.id]);
    expect(await areaIdsOfLock(world.deps.store.db, world.a.test.id, lock.id)).toEqual([one.id, two.id]);
  });

  it('removes a lock from areas as REMOVAL_PENDING, withdraws pending assignments, and completes at synchronization', async () => {
    const lock = await newLock();
    const [kept, leaving, pending] = [await newArea(), await newArea(), await newArea()];
    await world.call('POST', addUrl(lock.id), { body: [kept.id, leaving.id] });
    await syncLock(world, world.a.test, lock.id);
    await world.call('POST', addUrl(lock.id), { body: [pending.id] });
    const before = await lastProtocolId(world);
    const res = await world.call('POST', removeUrl(lock.id), { body: [leaving.id, pending.id] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // The withdrawn pending assignment is gone, as in GET: every listed entry carries a status.
    expect(res.body).toEqual([{ id: leaving.id, name: leaving.name, status: 'REMOVAL_PENDING', comment: 'made by a test' }]);
    expect((await protocolSince(world, world.a.test.id, before)).map((e) => e.event_type)).toEqual([
      'UNASSIGN_CYLINDER_FROM_AREA',
      'UNASSIGN_CYLINDER_FROM_AREA',
    ]);
    expect((await world.call('GET', `/v1/locks/${lock.id}/settings/assigned-areas`)).body.map((a: any) => [a.id, a.status])).toEqual([
      [kept.id, 'ASSIGNED'],
      [leaving.id, 'REMOVAL_PENDING'],
    ]);
    expect(await lockIdsOfArea(world.deps.store.db, world.a.test.id, leaving.id)).toEqual([lock.id]);
    expect((await world.call('GET', `/v1/areas?lockId=${lock.id}`)).body.areaList.map((a: any) => a.id)).toEqual([kept.id]);
    await syncLock(world, world.a.test, lock.id);
    expect((await world.call('GET', `/v1/locks/${lock.id}/settings/assigned-areas`)).body.map((a: any) => a.id)).toEqual([kept.id]);
    expect(await lockIdsOfArea(world.deps.store.db, world.a.test.id, leaving.id)).toEqual([]);
  });

  it('adding an area the lock is leaving cancels the removal', async () => {
    const archive = await seedLock(world, 'archive');
    const offices = await areaByName('Offices');
    const res = await world.call('POST', addUrl(archive.id), { body: [offices.id] });
    expect(res.body).toEqual([expect.objectContaining({ id: offices.id, status: 'ASSIGNED' })]);
  });

  it('refuses unknown, foreign and duplicate areas, empty lists, and removing areas the lock is not in', async () => {
    const lock = await newLock();
    const area = await newArea();
    const foreign = (await world.call('GET', '/v1/areas?limit=1', { key: world.b.testKey })).body.areaList[0];
    expectProblem(await world.call('POST', addUrl(lock.id), { body: [99999999] }), 404, 'NOT_FOUND');
    expectProblem(await world.call('POST', addUrl(lock.id), { body: [area.id, foreign.id] }), 404, 'NOT_FOUND');
    expect((await world.call('GET', `/v1/locks/${lock.id}/settings/assigned-areas`)).body).toEqual([]);
    expectProblem(await world.call('POST', addUrl(lock.id), { body: [area.id, area.id] }), 400, 'DUPLICATE_ID');
    expectProblem(await world.call('POST', addUrl(lock.id), { body: [] }), 400, 'VALIDATION_FAILED');
    expectProblem(await world.call('POST', addUrl(lock.id), { body: ['one'] }), 400, 'VALIDATION_FAILED');
    expectProblem(await world.call('POST', removeUrl(lock.id), { body: [area.id] }), 400, 'AREA_NOT_ASSIGNED', '/0');
    await expectForeignKeysSee404(world, { method: 'POST', url: addUrl(lock.id), body: [area.id] });
    await expectForeignKeysSee404(world, { method: 'POST', url: removeUrl(lock.id), body: [area.id] });
    await expectKeyChecks(world, { method: 'POST', url: addUrl(lock.id), body: [area.id] });
  });

  it('assigns a shared-in lock to areas of this system only', async () => {
    const partner = await seedLock(world, 'partner');
    const area = await newArea();
    const res = await world.call('POST', addUrl(partner.id), { body: [area.id] });
    expect(res.status).toBe(200);
    expect(await areaExists(world.deps.store.db, world.a.test.id, area.id)).toBe(true);
    expect(await areaExists(world.deps.store.db, world.b.test.id, area.id)).toBe(false);
    const rows = await world.deps.store.db.selectFrom('area_locks').select(['environment_id']).where('area_id', '=', area.id).execute();
    expect(rows).toEqual([{ environment_id: world.a.test.id }]);
  });
});
