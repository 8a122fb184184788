import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAINTENANCE_TASKS } from '../../../src/modules/locks/maintenance-rules.ts';
import { expectKeyChecks, expectProblem, startWorld, type World } from '../../helpers/world.ts';
import {
  insertAuthorization,
  insertBlacklistEntry,
  newLock as registerTestLock,
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

async function tasks(query = '', key?: string) {
  const res = await world.call('GET', `/v1/maintenance-tasks${query}`, { key });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

async function tasksOf(lockId: number): Promise<string[]> {
  return (await tasks(`?lockId=${lockId}`)).lockMaintenanceTaskList[0]?.maintenanceTaskList ?? [];
}

describe('GET /v1/maintenance-tasks', () => {
  it('lists the locks with open tasks by lock id, with tasks derived from their state', async () => {
    const body = await tasks('?limit=100');
    expect(body.offset).toBe(0);
    expect(body.total).toBe(body.lockMaintenanceTaskList.length);
    const ids = body.lockMaintenanceTaskList.map((t: any) => t.lock.id);
    expect([...ids].sort((x, y) => x - y)).toEqual(ids);
    const byIdentifier = new Map<string, string[]>(
      body.lockMaintenanceTaskList.map((t: any) => [t.lock.lockIdentifier, t.maintenanceTaskList]),
    );
    expect(byIdentifier.get(SEED_LOCKS.office)).toEqual(
      expect.arrayContaining(['TIMEZONES_NOT_SYNCHRONIZED', 'UNBLOCKING_DURATION_NOT_SYNCHRONIZED']),
    );
    expect(byIdentifier.get(SEED_LOCKS.server)).toEqual(expect.arrayContaining(['CHANGE_BATTERY', 'DELETE_CYLINDER']));
    expect(byIdentifier.get(SEED_LOCKS.garage)).toEqual(
      expect.arrayContaining([
        'AREAS_NOT_SYNCHRONIZED',
        'NEW_WALL_READER_FIRMWARE_AVAILABLE',
        'PERMANENT_OPENING_SETTINGS_NOT_SYNCHRONIZED',
        'RS485_OUTPUT_NOT_SYNCHRONIZED',
      ]),
    );
    expect(byIdentifier.get(SEED_LOCKS.archive)).toEqual(
      expect.arrayContaining([
        'EMPTY_BATTERY',
        'AREAS_NOT_SYNCHRONIZED',
        'NEW_CYLINDER_FIRMWARE_AVAILABLE',
        'HOLIDAY_CALENDAR_NOT_SYNCHRONIZED',
      ]),
    );
    for (const entry of body.lockMaintenanceTaskList) {
      expect(entry.maintenanceTaskList.length).toBeGreaterThan(0);
      for (const task of entry.maintenanceTaskList) expect(MAINTENANCE_TASKS).toContain(task);
      // Tasks come in the published order, each once.
      expect(entry.maintenanceTaskList).toEqual(MAINTENANCE_TASKS.filter((t) => entry.maintenanceTaskList.includes(t)));
      expect(entry.lock).toMatchObject({ id: expect.any(Number), lockType: expect.any(String), lockIdentifier: expect.any(String) });
    }
    const garage = body.lockMaintenanceTaskList.find((t: any) => t.lock.lockIdentifier === SEED_LOCKS.garage);
    expect(garage.lock).toEqual({ id: garage.lock.id, lockType: 'WALLREADER', lockIdentifier: SEED_LOCKS.garage, name: 'Garage gate' });
  });

  it('leaves out locks without tasks', async () => {
    const lock = await newLock();
    expect(await tasks(`?lockId=${lock.id}`)).toEqual({ offset: 0, total: 0, lockMaintenanceTaskList: [] });
    expect((await tasks('?limit=100')).lockMaintenanceTaskList.map((t: any) => t.lock.id)).not.toContain(lock.id);
  });

  it('derives removal, blacklist and authorization tasks and drops them when the lock synchronizes', async () => {
    const reader = await newLock('WALLREADER');
    await world.call('POST', `/v1/locks/${reader.id}/remove`);
    expect(await tasksOf(reader.id)).toEqual(['DELETE_WALL_READER']);
    const lock = await newLock();
    const db = world.deps.store.db;
    await insertBlacklistEntry(world, world.a.test.id, lock.id);
    await insertAuthorization(world, world.a.test.id, lock.id, 'MODIFIED');
    expect(await tasksOf(lock.id)).toEqual(['BLACKLIST_NOT_SYNCHRONIZED', 'WHITELIST_NOT_SYNCHRONIZED']);
    const outcome = await syncLock(world, world.a.test, lock.id);
    expect(outcome).toMatchObject({ blacklistEntriesSynchronized: 1, authorizationsSynchronized: 1 });
    expect(await tasksOf(lock.id)).toEqual([]);
    const authorization = await db
      .selectFrom('authorizations')
      .select(['current_state', 'synchronized_on'])
      .where('lock_id', '=', lock.id)
      .executeTakeFirstOrThrow();
    expect(authorization).toEqual({ current_state: 'UNCHANGED', synchronized_on: outcome.synchronizedOn });
    const entry = await db
      .selectFrom('blacklist_entries')
      .select('synchronized_on_lock')
      .where('lock_id', '=', lock.id)
      .executeTakeFirstOrThrow();
    expect(entry.synchronized_on_lock).toBe(1);
  });

  it('counts an authorization the lock still has to delete, not one it holds already', async () => {
    const lock = await newLock();
    await insertAuthorization(world, world.a.test.id, lock.id, 'UNCHANGED');
    expect(await tasksOf(lock.id)).toEqual([]);
    await world.deps.store.db.updateTable('authorizations').set({ deletion_requested: 1 }).where('lock_id', '=', lock.id).execute();
    expect(await tasksOf(lock.id)).toEqual(['WHITELIST_NOT_SYNCHRONIZED']);
  });

  it('filters by lock identifier, owner door name and alternative door name, each only on its own field', async () => {
    const partner = await seedLock(world, 'partner');
    const area = (await world.call('GET', '/v1/areas?limit=100')).body.areaList.find((a: any) => a.name === 'Ground floor');
    await world.call('POST', `/v1/locks/${partner.id}/settings/assigned-areas/add`, { body: [area.id] });
    const identifiers = async (query: string) =>
      (await tasks(`${query}&limit=100`)).lockMaintenanceTaskList.map((t: any) => t.lock.lockIdentifier);
    expect(await identifiers(`?lockIdentifier=${SEED_LOCKS.garage.toLowerCase()}`)).toEqual([SEED_LOCKS.garage]);
    expect(await identifiers('?lockIdentifier=D4E5')).toEqual([]);
    expect(await identifiers('?doorName=garage')).toEqual([SEED_LOCKS.garage]);
    // The shared lock is found by its owner's door name with doorName, by ours with alternativeDoorName only.
    expect(await identifiers('?doorName=Partner%20office')).toEqual([SEED_LOCKS.partner]);
    expect(await identifiers('?doorName=meeting')).toEqual([]);
    expect(await identifiers('?alternativeDoorName=Meeting+room')).toEqual([SEED_LOCKS.partner]);
    expect(await identifiers('?alternativeDoorName=Garage')).toEqual([]);
    const partnerTasks = (await tasks(`?lockId=${partner.id}`)).lockMaintenanceTaskList[0];
    expect(partnerTasks.lock).toMatchObject({ name: 'Partner office', alternativeName: 'Partner office (meeting room)' });
    expect(partnerTasks.maintenanceTaskList).toContain('AREAS_NOT_SYNCHRONIZED');
  });

  it('pages after the derivation and refuses bad parameters', async () => {
    const all = await tasks('?limit=100');
    const page = await tasks('?limit=2&offset=1');
    expect(page).toMatchObject({ offset: 1, total: all.total });
    expect(page.lockMaintenanceTaskList).toEqual(all.lockMaintenanceTaskList.slice(1, 3));
    expect((await tasks(`?offset=${all.total}`)).lockMaintenanceTaskList).toEqual([]);
    expectProblem(await world.call('GET', '/v1/maintenance-tasks?lockId=abc'), 400, 'VALIDATION_FAILED', 'query/lockId');
    expectProblem(await world.call('GET', '/v1/maintenance-tasks?limit=101'), 400, 'VALIDATION_FAILED', 'query/limit');
    await expectKeyChecks(world, { method: 'GET', url: '/v1/maintenance-tasks' });
  });

  it('never shows tasks of locks of another environment or customer', async () => {
    const garage = await seedLock(world, 'garage');
    for (const key of [world.a.productionKey, world.b.testKey, world.b.productionKey]) {
      expect((await tasks(`?lockId=${garage.id}`, key)).total).toBe(0);
      expect((await tasks('?limit=100', key)).lockMaintenanceTaskList.map((t: any) => t.lock.id)).not.toContain(garage.id);
    }
    expect((await tasks('', world.a.productionKey)).total).toBe(0);
  });
});
