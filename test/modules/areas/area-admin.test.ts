import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestContext } from '../../../src/kernel/context.ts';
import { assignLockToAreas, createArea, deleteArea, getArea, renameArea, unassignLockFromAreas } from '../../../src/modules/areas/index.ts';
import { updateLock } from '../../../src/modules/locks/index.ts';
import { fixtures } from '../../helpers/fixtures.ts';
import { eventTypesOf } from '../../helpers/locks.ts';
import { startWorld, type World } from '../../helpers/world.ts';

let world: World;
let ctx: RequestContext;
beforeAll(async () => {
  world = await startWorld();
  ctx = { env: world.a.production, actor: { kind: 'ADMINISTRATOR', userId: 5, name: 'Ada Admin' } };
});
afterAll(() => world.close());

const eventsOf = (change: () => Promise<unknown>) => eventTypesOf(world, world.a.production, change);

describe('renameArea', () => {
  it('renames with the version read, keeps the locks, records EDIT_AREA', async () => {
    const lock = await fixtures(world, world.a.production).lock();
    const area = await createArea(world.deps, ctx, { name: 'Hall' });
    await assignLockToAreas(world.deps, ctx, lock.id, [area.id]);
    let renamed;
    expect(
      await eventsOf(async () => {
        renamed = await renameArea(world.deps, ctx, area.id, { version: 1, name: 'Main hall', comment: 'ground floor' });
      }),
    ).toEqual(['EDIT_AREA']);
    expect(renamed).toMatchObject({ id: area.id, version: 2, name: 'Main hall', comment: 'ground floor', lockList: [{ id: lock.id }] });
    const listed = await world.call('GET', `/v1/areas/${area.id}`, { key: world.a.productionKey });
    expect(listed.body).toMatchObject({ name: 'Main hall', version: 2 });
  });

  it('refuses a stale version (409), an unknown or foreign area (404) and bad names (400 naming the field)', async () => {
    const area = await createArea(world.deps, ctx, { name: 'Stale' });
    await renameArea(world.deps, ctx, area.id, { version: 1, name: 'Fresh' });
    await expect(renameArea(world.deps, ctx, area.id, { version: 1, name: 'Late' })).rejects.toMatchObject({ status: 409 });
    const foreign = await createArea(world.deps, fixtures(world, world.b.production).ctx, { name: 'B area' });
    await expect(renameArea(world.deps, ctx, foreign.id, { version: 1, name: 'Mine' })).rejects.toMatchObject({ status: 404 });
    await expect(renameArea(world.deps, ctx, area.id, { version: 2, name: '' })).rejects.toMatchObject({
      status: 400,
      errors: [{ field: 'name' }],
    });
    await expect(renameArea(world.deps, ctx, area.id, { version: 2, name: 'x', comment: 'c'.repeat(501) })).rejects.toMatchObject({
      errors: [{ field: 'comment' }],
    });
    expect((await getArea(world.deps, ctx, area.id)).name).toBe('Fresh');
  });
});

describe('deleteArea', () => {
  it('deletes an unused area and records DELETE_AREA; 404 after and for foreign areas', async () => {
    const area = await createArea(world.deps, ctx, { name: 'Gone soon' });
    expect(await eventsOf(() => deleteArea(world.deps, ctx, area.id))).toEqual(['DELETE_AREA']);
    await expect(getArea(world.deps, ctx, area.id)).rejects.toMatchObject({ status: 404 });
    await expect(deleteArea(world.deps, ctx, area.id)).rejects.toMatchObject({ status: 404 });
    const foreign = await createArea(world.deps, fixtures(world, world.b.production).ctx, { name: 'B keeps' });
    await expect(deleteArea(world.deps, ctx, foreign.id)).rejects.toMatchObject({ status: 404 });
  });

  it('refuses an area that still has locks or authorizations', async () => {
    const lock = await fixtures(world, world.a.production).lock();
    const area = await createArea(world.deps, ctx, { name: 'In use' });
    await assignLockToAreas(world.deps, ctx, lock.id, [area.id]);
    await expect(deleteArea(world.deps, ctx, area.id)).rejects.toMatchObject({ status: 400, code: 'AREA_IN_USE' });
    // A pending assignment is withdrawn at once; then the area is free.
    await unassignLockFromAreas(world.deps, ctx, lock.id, [area.id]);
    const medium = await fixtures(world, world.a.production).phone();
    await world.deps.store.db
      .insertInto('authorizations')
      .values({
        environment_id: world.a.production.id,
        version: 1,
        medium_id: medium.id,
        lock_id: null,
        area_id: area.id,
        infos: '[]',
        current_state: 'CREATED',
        deletion_requested: 0,
        created_at: '2026-06-01T00:00:00.000Z',
        updated_at: '2026-06-01T00:00:00.000Z',
        synchronized_on: null,
      })
      .execute();
    await expect(deleteArea(world.deps, ctx, area.id)).rejects.toMatchObject({ status: 400, code: 'AREA_IN_USE' });
    expect((await getArea(world.deps, ctx, area.id)).name).toBe('In use');
  });
});

describe('updateLock outside HTTP', () => {
  it('checks the lengths the interface schema allows, naming the field', async () => {
    const lock = await fixtures(world, world.a.production).lock();
    await expect(
      updateLock(world.deps, ctx, { id: lock.id, version: lock.version, lockDoor: { name: 'n'.repeat(51) } }),
    ).rejects.toMatchObject({
      status: 400,
      errors: [{ field: '/lockDoor/name' }],
    });
    const saved = await updateLock(world.deps, ctx, {
      id: lock.id,
      version: lock.version,
      lockDoor: { name: 'Back door', location: 'Yard' },
    });
    expect(saved.lockDoor).toEqual({ name: 'Back door', location: 'Yard' });
  });
});
