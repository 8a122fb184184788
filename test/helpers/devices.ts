import { DateTime } from 'luxon';
import { expect } from 'vitest';
import type { ApiResponse, World } from './world.ts';

/** Helpers of the device interface and simulator tests. */

/** A successful call (status 200) of the interface with customer a's test key unless another is given. */
export async function ok(world: World, method: string, url: string, body?: unknown, key?: string): Promise<any> {
  const res = await world.call(method, url, { body, key });
  expect(res.status, `${method} ${url}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
}

/** A call of the device interface with a device credential (and no API key). */
export function deviceCall(
  world: World,
  method: string,
  url: string,
  token: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<ApiResponse> {
  return world.call(method, url, { key: null, body, headers: { ...(token !== null ? { 'x-device-token': token } : {}), ...headers } });
}

/** The UTC moment (ISO) of a wall-clock minute in a time zone. */
export function utcOf(localMinute: string, zone = 'Europe/Vienna'): string {
  return DateTime.fromISO(localMinute, { zone }).toUTC().toISO()!;
}

/** The date `days` after the environment's today in a zone, yyyy-mm-dd. */
export async function localDate(world: World, days: number, zone = 'Europe/Vienna', key?: string): Promise<string> {
  const { now } = await ok(world, 'GET', '/v1/simulator/clock', undefined, key);
  return DateTime.fromISO(now).setZone(zone).plus({ days }).toISODate()!;
}

/** A weekday (MONDAY…) at least `minDays` after the environment's today, as yyyy-mm-dd in Vienna. */
export async function nextWeekday(world: World, weekday: number, minDays = 1, key?: string): Promise<string> {
  for (let d = minDays; ; d++) {
    const date = await localDate(world, d, 'Europe/Vienna', key);
    if (DateTime.fromISO(date).weekday === weekday) return date;
  }
}

/** Moves customer a's test clock (or the key's) to a wall-clock minute of Vienna. */
export function clockTo(world: World, localMinute: string, key?: string, zone = 'Europe/Vienna'): Promise<any> {
  return ok(world, 'POST', '/v1/simulator/clock', { to: utcOf(localMinute, zone) }, key);
}

/** Moves customer a's test clock (or the key's) to at least a UTC moment, so that it lies in the past whatever date the suite runs at. */
export async function clockPast(world: World, instant: string, key?: string): Promise<void> {
  const { now } = await ok(world, 'GET', '/v1/simulator/clock', undefined, key);
  if (Date.parse(now) <= Date.parse(instant))
    await ok(world, 'POST', '/v1/simulator/clock', { to: new Date(Date.parse(instant) + 60_000).toISOString() }, key);
}

/**
 * Events of the key's environment created at or after a moment, oldest first (createdAfter is
 * exclusive and timestamps have milliseconds: an event of the same millisecond counts).
 */
export async function eventsSince(world: World, since: string, key?: string): Promise<any[]> {
  const after = new Date(Date.parse(since) - 1).toISOString();
  const body = await ok(world, 'GET', `/v1/events?createdAfter=${encodeURIComponent(after)}&limit=100`, undefined, key);
  return [...body.events].reverse();
}

let phones = 0;
/** A phone number no other device test uses. */
export const deviceTestNumber = () => `+43 676 ${String(process.pid % 1000).padStart(3, '0')}${String(phones++).padStart(4, '0')}`;

/** A new phone of the key's environment (default customer a's test), paired through the device interface. */
export async function pairedPhone(
  world: World,
  key?: string,
  appType = 'ANDROID',
): Promise<{ phoneId: number; deviceToken: string; mediumIdentifier: string }> {
  const [phone] = await ok(world, 'POST', '/v1/media/phones', [{ phoneNumber: deviceTestNumber() }], key);
  const { pairingCode } = await ok(world, 'POST', `/v1/media/phones/${phone.id}/pairing`, undefined, key);
  const res = await deviceCall(world, 'POST', '/device/v1/phone/pairing', null, { pairingCode, appType, platformVersion: '14' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** Creates authorizations through the interface (advanced), one per target, and returns them. */
export async function authorize(
  world: World,
  mediumId: number,
  targets: ({ lockId: number } | { areaId: number })[],
  infos: unknown[] = [{ type: 'PERMANENT' }],
  key?: string,
): Promise<any[]> {
  return ok(
    world,
    'POST',
    '/v1/authorizations/advanced',
    {
      authorizationCreateList: targets.map((t) => ({ mediumId, ...t, authorizationInfoList: infos })),
      authorizationUpdateList: [],
    },
    key,
  );
}

/** A device credential for an own lock of the key's environment. */
export async function lockToken(world: World, lockId: number, key?: string): Promise<string> {
  return (await ok(world, 'POST', `/v1/simulator/locks/${lockId}/credential`, undefined, key)).deviceToken;
}

/** The simulator's access attempt (status 200). */
export function access(world: World, body: Record<string, unknown>, key?: string): Promise<any> {
  return ok(world, 'POST', '/v1/simulator/access', body, key);
}
