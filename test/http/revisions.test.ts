import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LATEST_REVISION, REVISIONS, unknownEnumValues, type Revision } from '../../src/kernel/revisions.ts';
import { registerLock } from '../../src/modules/locks/service.ts';
import { createApiKey } from '../../src/modules/customers/api-key-management.ts';
import { runCli } from '../helpers/cli.ts';
import { pathIdsOf } from '../helpers/path-ids.ts';
import { expectProblem, startWorld, type World } from '../helpers/world.ts';

// Clients generated from an older revision refuse enum values they do not know. Every GET answer
// for a key of each revision must validate against that revision's models, for the test data set
// and for a production environment that holds every newer value.
let world: World;
const keys = new Map<string, string>();
const keyOf = (env: 'test' | 'production', revision: Revision) => keys.get(`${env} ${revision}`)!;

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const pointer = (...parts: string[]) => parts.map((p) => encodeURIComponent(p.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');

beforeAll(async () => {
  world = await startWorld();
  const { a } = world;
  // Every newer value in production: a BLE_SMX3 lock; the key creation and the activation
  // (API_GENERATE_KEY, API_PURCHASE_ACCESS) are already in its system protocol.
  await registerLock(world.deps, world.ctx(a.production), {
    lockIdentifier: 'BLE-SMX3-1',
    lockType: 'CYLINDER',
    lockTechnology: 'BLE_SMX3',
    doorName: 'Server room',
    timezone: 'Europe/Vienna',
  });
  for (const revision of REVISIONS) {
    for (const env of ['test', 'production'] as const) {
      const key = await createApiKey(
        world.deps,
        { kind: 'ADMINISTRATOR', userId: null, name: 'test' },
        a.id,
        env === 'test' ? 'TEST' : 'PRODUCTION',
        `revision ${revision}`,
        revision,
      );
      keys.set(`${env} ${revision}`, key.key);
    }
  }
});
afterAll(() => world.close());

/** Values for the path and query parameters of GET routes, read from the environment's own data. */
async function parameterValues(key: string): Promise<Record<string, string | undefined>> {
  const locks = (await world.call('GET', '/v1/locks?limit=100', { key, headers: { 'x-interface-revision': LATEST_REVISION } })).body
    .lockList;
  // The newest value where there is one: the BLE_SMX3 lock.
  const lock = locks.find((l: any) => l.lockTechnology === 'BLE_SMX3') ?? locks.find((l: any) => l.ownership === 'OWNER') ?? locks[0];
  const ids = { ...(await pathIdsOf(world, key)), lockId: lock?.id };
  return {
    ...Object.fromEntries(Object.entries(ids).map(([name, id]) => [name, id === undefined ? undefined : String(id)])),
    createdAfter: '2000-01-01T00:00:00.000Z',
  };
}

async function readableAnswers(env: 'test' | 'production', revision: Revision): Promise<{ checked: number; problems: string[] }> {
  const key = keyOf(env, revision);
  const doc = (await world.call('GET', `/v1/openapi.json?revision=${revision}`, { key: null })).body;
  const ajv = addFormats(new Ajv2020({ strict: false, validateSchema: false, allErrors: true }));
  ajv.addFormat('int64', { type: 'number', validate: () => true });
  ajv.addFormat('int32', { type: 'number', validate: () => true });
  ajv.addSchema(doc, 'doc');
  const values = await parameterValues(key);
  const problems: string[] = [];
  let checked = 0;
  for (const [path, methods] of Object.entries<any>(doc.paths)) {
    const get = methods.get;
    if (!get || !path.startsWith('/v1/') || path.startsWith('/v1/simulator')) continue;
    const names = (get.parameters ?? []).filter(
      (p: any) =>
        p.in === 'path' || (p.in === 'query' && values[p.name] !== undefined && ['lockId', 'mediumId', 'createdAfter'].includes(p.name)),
    );
    if (names.some((p: any) => p.in === 'path' && values[p.name] === undefined)) continue; // nothing of that kind in the environment
    const url = path.replace(/\{(\w+)\}/g, (_, name) => values[name]!);
    const query = names
      .filter((p: any) => p.in === 'query')
      .map((p: any) => `${p.name}=${encodeURIComponent(values[p.name]!)}`)
      .join('&');
    const res = await world.call('GET', query ? `${url}?${query}` : url, { key });
    if (res.status !== 200) {
      problems.push(`${path}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
      continue;
    }
    expect(res.headers['x-interface-revision']).toBe(revision);
    const validate = ajv.compile({
      $ref: `doc#/${pointer('paths', path, 'get', 'responses', '200', 'content', 'application/json', 'schema')}`,
    });
    if (!validate(res.body)) problems.push(`${path}: ${ajv.errorsText(validate.errors)}`);
    const unknown = JSON.stringify(res.body).match(new RegExp(`"(${[...unknownEnumValues(revision)].join('|') || '^$'})"`));
    if (unknown) problems.push(`${path}: holds ${unknown[1]}, unknown to ${revision}`);
    checked++;
  }
  return { checked, problems };
}

describe('answers every revision can read', () => {
  for (const revision of REVISIONS) {
    for (const env of ['test', 'production'] as const) {
      it(`validates every GET answer of the ${env} environment against the models of ${revision}`, async () => {
        const { checked, problems } = await readableAnswers(env, revision);
        expect(problems).toEqual([]);
        expect(checked).toBeGreaterThan(env === 'test' ? 30 : 15);
      });
    }
  }

  it('leaves the BLE_SMX3 technology out for a 16.20.7 key and keeps it for the latest', async () => {
    const lockOf = async (key: string) =>
      (await world.call('GET', '/v1/locks?limit=100', { key })).body.lockList.find((l: any) => l.lockIdentifier === 'BLE-SMX3-1');
    expect(await lockOf(keyOf('production', '16.20.7'))).not.toHaveProperty('lockTechnology');
    expect((await lockOf(keyOf('production', LATEST_REVISION))).lockTechnology).toBe('BLE_SMX3');
  });

  it("pages a 16.20.7 key's system protocol consistently without the types it does not know", async () => {
    const key = keyOf('production', '16.20.7');
    const latest = (await world.call('GET', '/v1/system-protocol?limit=100', { key: keyOf('production', LATEST_REVISION) })).body;
    expect(latest.systemProtocolList.map((e: any) => e.systemProtocolEntry.event.type)).toEqual(
      expect.arrayContaining(['API_GENERATE_KEY', 'API_PURCHASE_ACCESS']),
    );
    const all = (await world.call('GET', '/v1/system-protocol?limit=100', { key })).body;
    expect(all.total).toBe(all.systemProtocolList.length);
    expect(all.total).toBe(
      latest.total -
        latest.systemProtocolList.filter((e: any) => unknownEnumValues('16.20.7').has(e.systemProtocolEntry.event.type)).length,
    );
    const pages = [];
    for (let offset = 0; offset < all.total; offset += 2) {
      const page = (await world.call('GET', `/v1/system-protocol?limit=2&offset=${offset}`, { key })).body;
      expect(page.total).toBe(all.total);
      pages.push(...page.systemProtocolList);
    }
    expect(pages).toEqual(all.systemProtocolList);
    const credits = (await world.call('GET', '/v1/credits-protocol', { key })).body;
    expect(JSON.stringify(credits)).not.toContain('API_PURCHASE_ACCESS');
  });

  it('takes the revision of one request from X-Interface-Revision and names the one used', async () => {
    const key = keyOf('production', LATEST_REVISION);
    const older = await world.call('GET', '/v1/locks?limit=100', { key, headers: { 'x-interface-revision': '16.20.7' } });
    expect(older.headers['x-interface-revision']).toBe('16.20.7');
    expect(JSON.stringify(older.body)).not.toContain('BLE_SMX3');
    expect((await world.call('GET', '/v1/locks?limit=1', { key })).headers['x-interface-revision']).toBe(LATEST_REVISION);
    expectProblem(
      await world.call('GET', '/v1/locks', { key, headers: { 'x-interface-revision': '15.0' } }),
      400,
      'VALIDATION_FAILED',
      'header/X-Interface-Revision',
    );
    expectProblem(await world.call('GET', '/v1/openapi.json?revision=15.0', { key: null }), 400, 'VALIDATION_FAILED', 'query/revision');
    const doc = (await world.call('GET', '/v1/openapi.json?revision=16.20.7', { key: null })).body;
    expect(doc.info.version).toBe('16.20.7');
    expect(JSON.stringify(doc)).not.toContain('BLE_SMX3');
    expect(JSON.stringify((await world.call('GET', '/v1/openapi.json', { key: null })).body)).toContain('BLE_SMX3');
  });

  it('is chosen with --revision when a key is created, shown in the key list and changed with admin key revision', async () => {
    const created = await runCli(world.db, [
      'admin',
      'key',
      'create',
      '--customer',
      String(world.a.id),
      '--env',
      'test',
      '--revision',
      '16.20.7',
    ]);
    expect(created.code, created.stderr).toBe(0);
    const key = /(ac_test_[A-Za-z0-9_-]{43})/.exec(created.stdout)![1];
    expect((await world.call('GET', '/v1/locks?limit=1', { key })).headers['x-interface-revision']).toBe('16.20.7');
    expect((await runCli(world.db, ['admin', 'key', 'list', '--customer', String(world.a.id)])).stdout).toContain(
      `${key.slice(0, 12)}…\trevision 16.20.7`,
    );
    expect(
      (await runCli(world.db, ['admin', 'key', 'create', '--customer', String(world.a.id), '--env', 'test', '--revision', '17'])).code,
    ).toBe(2);
    const changed = await runCli(world.db, [
      'admin',
      'key',
      'revision',
      '--customer',
      String(world.a.id),
      '--key',
      key.slice(0, 12),
      '--revision',
      '18.0.4',
    ]);
    expect(changed.code, changed.stderr).toBe(0);
    expect((await world.call('GET', '/v1/locks?limit=1', { key })).headers['x-interface-revision']).toBe('18.0.4');
  });
});
