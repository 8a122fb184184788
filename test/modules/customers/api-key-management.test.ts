import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createApiKey,
  deactivateApiKey,
  deleteApiKey,
  labelApiKey,
  listApiKeys,
  reactivateApiKey,
  regenerateApiKey,
  revokeApiKey,
} from '../../../src/modules/customers/index.ts';
import { flushKeyUse } from '../../../src/modules/api-keys/index.ts';
import { clock } from '../../../src/kernel/clock.ts';
import { startWorld, TEST_ACTOR, type World } from '../../helpers/world.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

const personsStatus = async (key: string) => (await world.call('GET', '/v1/persons?limit=1', { key })).status;

/** A fresh test key of customer a. */
const newKey = (label = 'lifecycle') => createApiKey(world.deps, TEST_ACTOR, world.a.id, 'TEST', label);

async function protocolTypes(envId: number): Promise<{ event_type: string; fields: string }[]> {
  return world.deps.store.db
    .selectFrom('system_protocol')
    .select(['event_type', 'fields'])
    .where('environment_id', '=', envId)
    .orderBy('id')
    .execute();
}

const lastEntry = async (envId: number) => (await protocolTypes(envId)).at(-1)!;

describe('listing API keys', () => {
  it('shows state and last use, filters by environment and leaves deleted keys out', async () => {
    const all = await listApiKeys(world.deps, world.a.id);
    expect(all.map((k) => k.state)).toContain('DEACTIVATED');
    expect(all.every((k) => k.state === (k.revokedAt ? 'DEACTIVATED' : 'ACTIVE'))).toBe(true);
    const production = await listApiKeys(world.deps, world.a.id, { environment: 'PRODUCTION' });
    expect(production.length).toBeGreaterThan(0);
    expect(production.every((k) => k.environment === 'PRODUCTION')).toBe(true);
    expect(production.length).toBeLessThan(all.length);
  });

  it('records the last use of a key in batches, without a write per request', async () => {
    const lastUsed = async (id: number) => (await listApiKeys(world.deps, world.a.id)).find((k) => k.id === id)!.lastUsedAt;
    // Not written by the request: it only notes the use. The node's own flush runs every second
    // and may fall between a request and the look, so each of three fresh keys gets a chance.
    const stillUnwritten: boolean[] = [];
    let key!: Awaited<ReturnType<typeof newKey>>;
    for (let attempt = 0; attempt < 3; attempt++) {
      key = await newKey(`used ${attempt}`);
      expect(await lastUsed(key.id)).toBeNull();
      expect(await personsStatus(key.key)).toBe(200);
      stillUnwritten.push((await lastUsed(key.id)) === null);
    }
    expect(stillUnwritten).toContain(true);
    const before = clock.now().toISOString();
    expect(await personsStatus(key.key)).toBe(200);
    await flushKeyUse();
    const used = (await listApiKeys(world.deps, world.a.id)).find((k) => k.id === key.id)!.lastUsedAt;
    expect(used).not.toBeNull();
    expect(used! >= before).toBe(true);
    expect(used! <= clock.now().toISOString()).toBe(true);
  });
});

describe('the lifecycle of a key', () => {
  it('deactivates (revoke is the same), refuses twice, and the key stops authenticating at once', async () => {
    const key = await newKey();
    expect(await personsStatus(key.key)).toBe(200);
    const listed = await deactivateApiKey(world.deps, TEST_ACTOR, world.a.id, String(key.id));
    expect(listed).toMatchObject({ id: key.id, state: 'DEACTIVATED', revokedAt: expect.any(String) });
    expect(await personsStatus(key.key)).toBe(401);
    await expect(revokeApiKey(world.deps, TEST_ACTOR, world.a.id, String(key.id))).rejects.toMatchObject({
      status: 400,
      code: 'ALREADY_REVOKED',
    });
    expect(await lastEntry(world.a.test.id)).toMatchObject({ event_type: 'API_DEACTIVATE_KEY' });
  });

  it('reactivates a deactivated key with its secret unchanged; 400 for an active one', async () => {
    const key = await newKey();
    await expect(reactivateApiKey(world.deps, TEST_ACTOR, world.a.id, String(key.id))).rejects.toMatchObject({
      status: 400,
      code: 'API_KEY_NOT_DEACTIVATED',
    });
    await deactivateApiKey(world.deps, TEST_ACTOR, world.a.id, key.prefix);
    expect(await personsStatus(key.key)).toBe(401);
    const listed = await reactivateApiKey(world.deps, TEST_ACTOR, world.a.id, key.prefix);
    expect(listed).toMatchObject({ state: 'ACTIVE', revokedAt: null });
    expect(await personsStatus(key.key)).toBe(200);
    expect(await lastEntry(world.a.test.id)).toMatchObject({ event_type: 'API_REACTIVATE_KEY' });
  });

  it('labels a key, clears the label with an empty one, and names the field on bad input', async () => {
    const key = await newKey('old label');
    expect(await labelApiKey(world.deps, TEST_ACTOR, world.a.id, String(key.id), '  door app  ')).toMatchObject({ label: 'door app' });
    const entry = await lastEntry(world.a.test.id);
    expect(entry.event_type).toBe('API_UPDATE_KEY');
    expect(JSON.parse(entry.fields)).toMatchObject({ label: 'door app' });
    expect(await labelApiKey(world.deps, TEST_ACTOR, world.a.id, String(key.id), '')).toMatchObject({ label: null });
    for (const bad of ['x'.repeat(101), 'two\nlines', 'tab\there', 'bell\u0007']) {
      await expect(labelApiKey(world.deps, TEST_ACTOR, world.a.id, String(key.id), bad)).rejects.toMatchObject({
        status: 400,
        code: 'VALIDATION_FAILED',
        errors: [{ field: 'label' }],
      });
    }
    expect(await labelApiKey(world.deps, TEST_ACTOR, world.a.id, String(key.id), 'x'.repeat(100))).toMatchObject({
      label: 'x'.repeat(100),
    });
    await expect(createApiKey(world.deps, TEST_ACTOR, world.a.id, 'TEST', 'a\nb')).rejects.toMatchObject({ errors: [{ field: 'label' }] });
  });

  it('regenerates a key: same row, label and revision, a new secret; the old one stops at once', async () => {
    const key = await newKey('regenerated');
    const before = (await listApiKeys(world.deps, world.a.id)).find((k) => k.id === key.id)!;
    const renewed = await regenerateApiKey(world.deps, TEST_ACTOR, world.a.id, String(key.id));
    expect(renewed.id).toBe(key.id);
    expect(renewed.key).not.toBe(key.key);
    expect(renewed.key.startsWith(renewed.prefix)).toBe(true);
    expect(renewed.key).toMatch(/^ac_test_/);
    expect(await personsStatus(key.key)).toBe(401);
    expect(await personsStatus(renewed.key)).toBe(200);
    const after = (await listApiKeys(world.deps, world.a.id)).find((k) => k.id === key.id)!;
    expect(after).toMatchObject({ label: before.label, revision: before.revision, createdAt: before.createdAt, prefix: renewed.prefix });
    const stored = await world.deps.store.db.selectFrom('api_keys').select(['hash', 'prefix']).execute();
    expect(JSON.stringify(stored)).not.toContain(renewed.key);
    const entry = await lastEntry(world.a.test.id);
    expect(entry.event_type).toBe('API_REGENERATE_KEY');
    expect(JSON.parse(entry.fields)).toMatchObject({ prefix: renewed.prefix, previousPrefix: key.prefix });
  });

  it('deletes a key: it never authenticates again, leaves the listing, and its protocol entry stays', async () => {
    const key = await newKey('to delete');
    expect(await personsStatus(key.key)).toBe(200);
    const deleted = await deleteApiKey(world.deps, TEST_ACTOR, world.a.id, String(key.id));
    expect(deleted.id).toBe(key.id);
    expect(await personsStatus(key.key)).toBe(401);
    expect((await listApiKeys(world.deps, world.a.id)).map((k) => k.id)).not.toContain(key.id);
    const entry = await lastEntry(world.a.test.id);
    expect(entry.event_type).toBe('API_DELETE_KEY');
    expect(JSON.parse(entry.fields)).toMatchObject({ prefix: key.prefix, name: 'to delete' });
    await expect(deleteApiKey(world.deps, TEST_ACTOR, world.a.id, String(key.id))).rejects.toMatchObject({ status: 404 });
  });

  it('stops a deactivated, regenerated or deleted key on another API node too', async () => {
    const other = await world.secondNode();
    try {
      const otherStatus = async (key: string) => (await other.call('GET', '/v1/persons?limit=1', { key })).status;
      for (const stop of [deactivateApiKey, regenerateApiKey, deleteApiKey]) {
        const key = await newKey('two nodes');
        expect(await otherStatus(key.key)).toBe(200);
        await stop(world.deps, TEST_ACTOR, world.a.id, String(key.id));
        // The other node learns it from the credentials counter it polls (every 100 ms).
        await expect.poll(() => otherStatus(key.key)).toBe(401);
      }
    } finally {
      await other.close();
    }
  });

  it('writes protocol entries in the environment of the key', async () => {
    const production = await createApiKey(world.deps, TEST_ACTOR, world.a.id, 'PRODUCTION', 'prod');
    await labelApiKey(world.deps, TEST_ACTOR, world.a.id, String(production.id), 'prod renamed');
    expect(await lastEntry(world.a.production.id)).toMatchObject({ event_type: 'API_UPDATE_KEY' });
  });
});

describe('isolation', () => {
  it("answers 404 for another customer's key, with every operation, changing nothing", async () => {
    const foreign = await createApiKey(world.deps, TEST_ACTOR, world.b.id, 'TEST', 'of b');
    const ref = String(foreign.id);
    for (const attempt of [
      () => deactivateApiKey(world.deps, TEST_ACTOR, world.a.id, ref),
      () => reactivateApiKey(world.deps, TEST_ACTOR, world.a.id, ref),
      () => labelApiKey(world.deps, TEST_ACTOR, world.a.id, ref, 'mine now'),
      () => regenerateApiKey(world.deps, TEST_ACTOR, world.a.id, ref),
      () => deleteApiKey(world.deps, TEST_ACTOR, world.a.id, ref),
      () => deleteApiKey(world.deps, TEST_ACTOR, world.a.id, foreign.prefix),
    ]) {
      await expect(attempt()).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
    }
    expect(await personsStatus(foreign.key)).toBe(200);
    expect((await listApiKeys(world.deps, world.b.id)).find((k) => k.id === foreign.id)).toMatchObject({ label: 'of b', state: 'ACTIVE' });
    expect((await listApiKeys(world.deps, world.a.id)).map((k) => k.id)).not.toContain(foreign.id);
  });
});
