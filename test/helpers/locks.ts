import { expect } from 'vitest';
import type { EnvironmentRef } from '../../src/kernel/context.ts';
import { synchronizeLock, type SyncOutcome } from '../../src/modules/devices/services/lock-sync.ts';
import { registerLock } from '../../src/modules/locks/service.ts';
import type { AuthorizationState } from '../../src/kernel/db/schema.ts';
import type { World } from './world.ts';
import { clock } from '../../src/kernel/clock.ts';
import { fixtures } from './fixtures.ts';

/** Lock identifiers of the test data set (seed keys of src/modules/locks/seed.ts); `partner` is shared in. */
export const SEED_LOCKS = {
  front: 'A1B2C3D4',
  office: 'B2C3D4E5',
  server: 'C3D4E5F6',
  garage: 'D4E5F6A7',
  lobby: 'E5F6A7B8',
  archive: 'F6A7B8C9',
  partner: 'PARTNER-0001',
} as const;

export type SeedLockKey = keyof typeof SEED_LOCKS;

/** Every lock the key's environment sees (GET /v1/locks, all pages). */
export async function allLocks(world: World, key?: string): Promise<any[]> {
  const res = await world.call('GET', '/v1/locks?limit=100', { key });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.lockList;
}

/** A lock of the test data set as the key's environment (default: customer a's test) sees it. */
export async function seedLock(world: World, name: SeedLockKey, key?: string): Promise<any> {
  const lock = (await allLocks(world, key)).find((l) => l.lockIdentifier === SEED_LOCKS[name]);
  expect(lock, `seed lock ${name}`).toBeDefined();
  return lock;
}

/** The lock synchronizes (what `admin lock sync` does). */
export function syncLock(world: World, env: EnvironmentRef, lockId: number): Promise<SyncOutcome> {
  return synchronizeLock(world.deps, world.ctx(env), lockId);
}

export async function resetTestData(world: World, key?: string): Promise<void> {
  const res = await world.call('POST', '/v1/public-mgmt/reset-test-data', { key });
  expect(res.status, JSON.stringify(res.body)).toBe(204);
}

/** System protocol entries of an environment since entry id `afterId`, oldest first (user_id: the ACO who acted, if one did). */
export async function protocolSince(
  world: World,
  envId: number,
  afterId = 0,
): Promise<{ id: number; event_type: string; lock_id: number | null; fields: string; user_id: number | null }[]> {
  return world.deps.store.db
    .selectFrom('system_protocol')
    .select(['id', 'event_type', 'lock_id', 'fields', 'user_id'])
    .where('environment_id', '=', envId)
    .where('id', '>', afterId)
    .orderBy('id')
    .execute();
}

/** Runs a change and answers the system protocol event types it recorded in the environment, in order. */
export async function eventTypesOf(world: World, env: EnvironmentRef, change: () => Promise<unknown>): Promise<string[]> {
  const before = await lastProtocolId(world);
  await change();
  return (await protocolSince(world, env.id, before)).map((e) => e.event_type);
}

export async function lastProtocolId(world: World): Promise<number> {
  const row = await world.deps.store.db
    .selectFrom('system_protocol')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

let registered = 0;

/** Registers a lock as the admin CLI does (default: a cylinder in customer a's test environment). */
export function newLock(world: World, options: { env?: EnvironmentRef; lockType?: 'CYLINDER' | 'WALLREADER' } = {}) {
  registered += 1;
  return registerLock(world.deps, world.ctx(options.env ?? world.a.test), {
    lockIdentifier: `T-${registered}`,
    lockType: options.lockType ?? 'CYLINDER',
    lockTechnology: 'NFC_AND_BLE',
    doorName: `Test door ${registered}`,
    timezone: 'Europe/Vienna',
  });
}

/** An authorization row of another capability that names the lock (as the authorization service would write it). */
export async function insertAuthorization(
  world: World,
  envId: number,
  lockId: number,
  state: AuthorizationState = 'CREATED',
): Promise<void> {
  const now = clock.now().toISOString();
  const medium = await mediumOf(world, envId);
  await world.deps.store.db
    .insertInto('authorizations')
    .values({
      environment_id: envId,
      version: 1,
      medium_id: medium.id,
      lock_id: lockId,
      area_id: null,
      infos: '[]',
      current_state: state,
      deletion_requested: 0,
      created_at: now,
      updated_at: now,
      synchronized_on: state === 'UNCHANGED' ? now : null,
    })
    .execute();
}

/** A blacklist entry of a medium of the environment on the lock, not yet downloaded by the lock. */
export async function insertBlacklistEntry(world: World, envId: number, lockId: number): Promise<void> {
  const medium = await mediumOf(world, envId);
  await world.deps.store.db
    .insertInto('blacklist_entries')
    .values({
      environment_id: envId,
      lock_id: lockId,
      medium_id: medium.id,
      synchronized_on_lock: 0,
      created_at: clock.now().toISOString(),
    })
    .execute();
}

/** A new phone of one of the world's environments: rows that name a medium refer to one that exists. */
function mediumOf(world: World, envId: number) {
  const env = [world.a.test, world.a.production, world.b.test, world.b.production].find((e) => e.id === envId)!;
  return fixtures(world, env).phone();
}
