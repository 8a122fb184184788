import { expect } from 'vitest';
import { fixtures } from './fixtures.ts';
import type { EnvironmentRef } from '../../src/kernel/context.ts';
import type { World } from './world.ts';
import { clock } from '../../src/kernel/clock.ts';

/** Id of a row of the test data set (seed key), in customer a's test environment unless another is given. */
export async function seedId(world: World, table: string, key: string, env: EnvironmentRef = world.a.test): Promise<number> {
  const row = await world.deps.store.db
    .selectFrom('seed_ids')
    .select('id')
    .where('environment_id', '=', env.id)
    .where('table_name', '=', table)
    .where('seed_key', '=', key)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export const mediumId = (world: World, key: string, env?: EnvironmentRef) => seedId(world, 'media', key, env);
export const personId = (world: World, key: string, env?: EnvironmentRef) => seedId(world, 'persons', key, env);

/** GET of one medium that must succeed. */
export async function getMedium(world: World, id: number, key?: string): Promise<any> {
  const res = await world.call('GET', `/v1/media/${id}`, { key });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** Creates one phone through the interface and returns it. */
export async function createPhone(world: World, phoneNumber: string, options: { name?: string; key?: string } = {}): Promise<any> {
  const res = await world.call('POST', '/v1/media/phones', { body: [{ phoneNumber, name: options.name }], key: options.key });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body[0];
}

let uniqueNumber = 0;
/** A phone number no other test uses. */
export function freshNumber(): string {
  uniqueNumber += 1;
  return `+49 151 ${String(process.pid % 1000).padStart(3, '0')} ${String(uniqueNumber).padStart(5, '0')}`;
}

const namedObjects = new WeakMap<World, Map<string, number>>();

/**
 * A real lock (or area) of the environment standing for `name` in a test, created on first use:
 * authorizations and blacklist entries refer to rows that exist (foreign keys).
 */
export async function lockNamed(world: World, env: EnvironmentRef, name: number): Promise<number> {
  return named(world, `${env.id}:lock:${name}`, async () => (await fixtures(world, env).lock()).id);
}
export async function areaNamed(world: World, env: EnvironmentRef, name: number): Promise<number> {
  return named(world, `${env.id}:area:${name}`, async () => (await fixtures(world, env).area()).id);
}
async function named(world: World, key: string, create: () => Promise<number>): Promise<number> {
  const known = namedObjects.get(world) ?? new Map<string, number>();
  namedObjects.set(world, known);
  if (!known.has(key)) known.set(key, await create());
  return known.get(key)!;
}

/**
 * An authorization row of a medium (the authorizations capability writes these through its own
 * interface; media tests only need them to exist).
 */
export async function insertAuthorization(
  world: World,
  env: EnvironmentRef,
  mediumId: number,
  target: { lockId: number } | { areaId: number },
  state = 'UNCHANGED',
): Promise<number> {
  const now = clock.now().toISOString();
  const row = await world.deps.store.db
    .insertInto('authorizations')
    .values({
      environment_id: env.id,
      version: 1,
      medium_id: mediumId,
      lock_id: 'lockId' in target ? target.lockId : null,
      area_id: 'areaId' in target ? target.areaId : null,
      infos: JSON.stringify([{ type: 'PERMANENT' }]),
      current_state: state as 'UNCHANGED',
      deletion_requested: 0,
      created_at: now,
      updated_at: now,
      synchronized_on: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function authorizationsOf(world: World, env: EnvironmentRef, mediumId: number) {
  return world.deps.store.db
    .selectFrom('authorizations')
    .selectAll()
    .where('environment_id', '=', env.id)
    .where('medium_id', '=', mediumId)
    .orderBy('id')
    .execute();
}

export async function blacklistOf(world: World, env: EnvironmentRef, mediumId: number): Promise<number[]> {
  const rows = await world.deps.store.db
    .selectFrom('blacklist_entries')
    .select('lock_id')
    .where('environment_id', '=', env.id)
    .where('medium_id', '=', mediumId)
    .orderBy('lock_id')
    .execute();
  return rows.map((r) => Number(r.lock_id));
}

/** System protocol entries of an environment, oldest first. */
export async function protocolEntries(world: World, env: EnvironmentRef = world.a.test) {
  const rows = await world.deps.store.db
    .selectFrom('system_protocol')
    .select(['event_type', 'fields', 'medium_id'])
    .where('environment_id', '=', env.id)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    type: r.event_type,
    fields: JSON.parse(r.fields) as Record<string, unknown>,
    mediumId: r.medium_id === null ? null : Number(r.medium_id),
  }));
}

export async function outboxOf(world: World, env: EnvironmentRef) {
  return world.deps.store.db.selectFrom('outbox_messages').selectAll().where('environment_id', '=', env.id).orderBy('id').execute();
}

/**
 * A phone assigned to a new person in an environment, made through the interface with that
 * environment's key (production starts empty).
 */
export async function phoneWithPerson(
  world: World,
  key: string,
  person: { lastName: string; language: string; email?: string },
  phoneNumber = freshNumber(),
): Promise<any> {
  const created = await world.call('POST', '/v1/persons', {
    key,
    body: [
      {
        firstName: 'Delivery',
        lastName: person.lastName,
        correspondenceLanguageCode: person.language,
        ...(person.email ? { emailAddress: person.email } : {}),
      },
    ],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const phone = await createPhone(world, phoneNumber, { key });
  const assigned = await world.call('POST', '/v1/media/assign', { key, body: [{ mediumId: phone.id, personId: created.body[0].id }] });
  expect(assigned.status).toBe(200);
  return { ...phone, personId: created.body[0].id };
}
