import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access } from '../../helpers/devices.ts';
import { protocolFixtures } from '../../helpers/protocol-fixtures.ts';
import { startWorld, type World } from '../../helpers/world.ts';

/**
 * An access attempt of the redeemer's medium at a shared lock: its lock protocol entry records
 * the lock as the attempt read it (owner, identity), and stays private to the redeemer when its
 * share asks the owner's protocol to leave its data out.
 */
let world: World;
let fx: ReturnType<typeof protocolFixtures>;
beforeAll(async () => {
  world = await startWorld();
  fx = protocolFixtures(world);
});
afterAll(() => world.close());

async function entryOf(lockId: number) {
  return world.deps.store.db
    .selectFrom('lock_protocol')
    .select(['environment_id', 'owner_environment_id', 'lock_identifier', 'lock_type', 'owner_anonymized', 'medium_id'])
    .where('lock_id', '=', lockId)
    .executeTakeFirstOrThrow();
}

describe('access at a shared lock', () => {
  it('records the owner and the lock, anonymized to the owner exactly when the share asks for it', async () => {
    const owner = world.a.test;
    const redeemer = world.b.test;
    const { open, discreet } = await fx.openAndDiscreetShares(owner, redeemer);
    const medium = await fx.medium(redeemer, 'Partner phone');
    for (const lock of [open, discreet]) {
      await access(world, { mediumId: medium.id, lockId: lock.id }, world.b.testKey);
    }
    const expected = (lock: { lockIdentifier: string }, anonymized: number) => ({
      environment_id: redeemer.id,
      owner_environment_id: owner.id,
      lock_identifier: lock.lockIdentifier,
      lock_type: 'CYLINDER',
      owner_anonymized: anonymized,
      medium_id: medium.id,
    });
    expect(await entryOf(open.id)).toEqual(expected(open, 0));
    expect(await entryOf(discreet.id)).toEqual(expected(discreet, 1));
  });

  it('records its own lock for the owner, never anonymized', async () => {
    const owner = world.a.test;
    const lock = await fx.lock(owner);
    const medium = await fx.medium(owner, 'Owner phone');
    await access(world, { mediumId: medium.id, lockId: lock.id });
    expect(await entryOf(lock.id)).toMatchObject({ environment_id: owner.id, owner_environment_id: owner.id, owner_anonymized: 0 });
  });
});
