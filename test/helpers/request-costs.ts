import { expect } from 'vitest';
import { authorize, deviceCall, deviceTestNumber, lockToken, ok, pairedPhone } from './devices.ts';
import { seedLock } from './locks.ts';
import { pathIdsOf } from './path-ids.ts';
import type { ApiResponse, World } from './world.ts';

/** One kind of request, built anew for each repetition (writes carry the version last answered). */
export interface CostedRoute {
  name: string;
  /** A GET list asked with `limit=1` (and again as another route with `limit=20`). */
  paged?: boolean;
  /** Sends the request for repetition `i` (0, 1, …); every answer must be a success. */
  send(i: number): Promise<ApiResponse>;
}

/** Query parameters some GETs need (the paths of the OpenAPI document), with `{name}` for ids. */
const QUERIES: Record<string, string> = {
  '/v1/events': 'createdAfter=2000-01-01T00:00:00.000Z',
  '/v1/lock-protocol-limit': 'lockId={lockId}',
  '/v1/lock-protocol': 'lockId={lockId}',
  '/v1/medium-protocol-limit': 'mediumId={mediumId}',
  '/v1/medium-protocol': 'mediumId={mediumId}',
};

const day = (n: number) => new Date(Date.UTC(2027, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
const simpleBody = (mediumId: number, lockId: number, n: number) => ({
  mediumId,
  lockId,
  authorizationInfo: { type: 'SIMPLE', validFrom: `${day(n)}T08:00`, validTo: `${day(n)}T12:00` },
});

function succeeded(route: string, res: ApiResponse): ApiResponse {
  expect(res.status, `${route}: ${JSON.stringify(res.body)}`).toBe(200);
  return res;
}

/**
 * Every single-object GET of the interface (with the test data set's first ids), as found in the
 * OpenAPI document, and the GET lists with `limit` 1 and 20 (a list's statements must not
 * grow with its page).
 */
export async function readRoutes(world: World): Promise<CostedRoute[]> {
  const ids = await pathIdsOf(world, world.a.testKey);
  const doc = (await world.call('GET', '/v1/openapi.json', { key: null })).body;
  const routes: CostedRoute[] = [];
  for (const [path, methods] of Object.entries<Record<string, unknown>>(doc.paths)) {
    if (!path.startsWith('/v1/') || !('get' in methods) || path.includes('public-mgmt') || path.includes('openapi')) continue;
    const withQuery = QUERIES[path] ? `${path}?${QUERIES[path]}` : path;
    const names = [...withQuery.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
    if (names.some((name) => ids[name] === undefined)) continue;
    const url = withQuery.replace(/\{([^}]+)\}/g, (_, name: string) => String(ids[name]));
    const paged = (methods.get as { parameters?: { name: string }[] }).parameters?.some((p) => p.name === 'limit');
    const join = url.includes('?') ? '&' : '?';
    const requests = paged ? [`${url}${join}limit=1`, `${url}${join}limit=20`] : [url];
    for (const request of requests) {
      routes.push({ name: `GET ${request}`, paged, send: async () => succeeded(request, await world.call('GET', request)) });
    }
  }
  return routes;
}

async function newPhoneIds(world: World, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i += 100) {
    const batch = Array.from({ length: Math.min(100, count - i) }, () => ({ phoneNumber: deviceTestNumber() }));
    ids.push(...(await ok(world, 'POST', '/v1/media/phones', batch)).map((p: { id: number }) => p.id));
  }
  return ids;
}

/** The write routes whose cost is watched, each repeatable on customer a's test environment. */
export async function writeRoutes(world: World, repetitions: number): Promise<CostedRoute[]> {
  const persons = (await ok(world, 'GET', '/v1/persons?limit=2')).personList;
  let person = persons[0];
  const phone = await pairedPhone(world);
  const garage = await seedLock(world, 'garage');
  const [granted] = await authorize(world, phone.phoneId, [{ lockId: garage.id }]);
  succeeded('phone sync', await deviceCall(world, 'POST', '/device/v1/phone/sync', phone.deviceToken));
  const lockDevice = await lockToken(world, garage.id);
  // New pairs: a phone of its own per repetition; appends: seven days in a row on one pair (at
  // most 8 infos a pair), so a pair holds 1 to 7 infos before the append.
  const newPhones = await newPhoneIds(world, repetitions);
  const appendPhones = await newPhoneIds(world, Math.ceil(repetitions / 7));
  const unassigned = await newPhoneIds(world, repetitions);
  const call = async (name: string, method: string, url: string, body?: unknown) =>
    succeeded(name, await world.call(method, url, { body }));
  return [
    {
      name: 'PUT /v1/persons',
      send: async (i) => {
        const res = await call('PUT /v1/persons', 'PUT', '/v1/persons', [{ ...person, comment: `cost ${i}` }]);
        person = res.body[0];
        return res;
      },
    },
    {
      name: 'POST /v1/authorizations/simple (new pair)',
      send: (i) => call('simple new', 'POST', '/v1/authorizations/simple', simpleBody(newPhones[i], garage.id, 0)),
    },
    {
      name: 'POST /v1/authorizations/simple (append)',
      send: (i) =>
        call('simple append', 'POST', '/v1/authorizations/simple', simpleBody(appendPhones[Math.floor(i / 7)], garage.id, 1 + (i % 7) * 2)),
    },
    {
      name: 'PUT /v1/authorizations',
      send: (i) => call('PUT /v1/authorizations', 'PUT', '/v1/authorizations', [{ id: granted.id, deletionRequested: i % 2 === 0 }]),
    },
    {
      name: 'POST /v1/media/assign',
      send: (i) => call('assign', 'POST', '/v1/media/assign', [{ mediumId: unassigned[i], personId: persons[i % 2].id }]),
    },
    {
      name: 'POST /device/v1/phone/unlock',
      send: async () =>
        succeeded('unlock', await deviceCall(world, 'POST', '/device/v1/phone/unlock', phone.deviceToken, { lockId: garage.id })),
    },
    {
      name: 'POST /device/v1/phone/sync',
      send: async () => succeeded('phone sync', await deviceCall(world, 'POST', '/device/v1/phone/sync', phone.deviceToken)),
    },
    {
      name: 'POST /device/v1/lock/sync',
      send: async () => succeeded('lock sync', await deviceCall(world, 'POST', '/device/v1/lock/sync', lockDevice, {})),
    },
  ];
}
