// Devices: access decisions for a medium with 8 infos on a lock in 3 areas with an active holiday
// calendar (pure decision, the service with its protocol entry); ten phones' writes over HTTP
// (unlock, sync, PUT /v1/authorizations) against a bare server answering the same bytes; then a
// lock synchronization that receives 10 000 authorizations and uploads 10 000 buffered protocol
// entries, with the time per entry.
import path from 'node:path';
import { DateTime } from 'luxon';
import { decideAccess } from '../src/modules/devices/access/decide.ts';
import type { StoredInfo } from '../src/modules/authorizations/rules/types.ts';
import { newAuthorizationRow } from '../src/modules/authorizations/index.ts';
import { loadConfig } from '../src/kernel/config.ts';
import { assignLockToAreas, createArea } from '../src/modules/areas/service.ts';
import type { Actor, Deps, RequestContext } from '../src/kernel/context.ts';
import { createCustomer } from '../src/modules/customers/service.ts';
import { accessRequestOf, attemptAccess } from '../src/modules/devices/services/lock-access.ts';
import type { UploadedEntry } from '../src/modules/devices/services/lock-upload.ts';
import { redeemPairingCode } from '../src/modules/devices/services/pairing.ts';
import { issueLockCredential } from '../src/modules/devices/services/credentials.ts';
import { createHolidayCalendarSlot, listHolidayCalendars } from '../src/modules/holiday-calendars/service.ts';
import { synchronizeLock } from '../src/modules/devices/services/lock-sync.ts';
import { findVisibleLock, registerLock } from '../src/modules/locks/service.ts';
import { requireMediumRow } from '../src/modules/media/service.ts';
import { createPhones } from '../src/modules/media/phones.ts';
import { generatePairingCode } from '../src/modules/registration-codes/service.ts';
import { openStore } from '../src/kernel/db/db.ts';
import { migrateToLatest } from '../src/kernel/db/migrate.ts';
import { BENCH_SECONDS, interfaceOf, measureInTurns, report, startBareServer, startService, tempDir, type Load } from './harness.ts';
import { makeDeps } from '../src/wiring.ts';

const KEY = 'bench-devices-key-0123456789abcdef012';
const ACTOR: Actor = { kind: 'SYSTEM', userId: null, name: 'bench' };
const ZONE = 'Europe/Vienna';
const SYNC_MEDIA = Number(process.env.BENCH_SYNC_MEDIA ?? 10_000);
const SYNC_ENTRIES = Number(process.env.BENCH_SYNC_ENTRIES ?? 10_000);
const CHUNK = 500;

const weekdays = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as const;
/** 5 infos for the lock and one for each of its 3 areas: 8 in all, of every type. */
const LOCK_INFOS: StoredInfo[] = [
  {
    type: 'PERIODICAL',
    validFromDate: '2025-01-01',
    periodicalPeriods: weekdays.flatMap((weekday) => [
      { weekday, startTime: '07:00', endTime: '09:00' },
      { weekday, startTime: '16:00', endTime: '19:00' },
    ]),
  },
  {
    type: 'PERIODICAL',
    validFromDate: '2025-01-01',
    validToDate: '2030-12-31',
    periodicalPeriods: [{ weekday: 'SATURDAY', startTime: '08:00', endTime: '12:00' }],
  },
  { type: 'ONE_DAY', validAtDate: '2026-12-24', startTime: '10:00', endTime: '14:00' },
  { type: 'ONE_DAY', validAtDate: '2027-01-02' },
  { type: 'PERMANENT', validFromDate: '2031-01-01' },
];
const AREA_INFOS: StoredInfo[][] = [
  [{ type: 'PERIODICAL', validFromDate: '2025-01-01', periodicalPeriods: [{ weekday: 'SUNDAY', startTime: '10:00', endTime: '11:00' }] }],
  [{ type: 'ONE_DAY', validAtDate: '2026-05-01', startTime: '06:00', endTime: '07:00' }],
  [{ type: 'PERMANENT', validFromDate: '2025-01-01', validToDate: '2025-01-31' }],
];

/** A paired phone: its medium and the token it sends. */
interface Phone {
  id: number;
  token: string;
}

interface Setup {
  deps: Deps;
  ctx: RequestContext;
  lockId: number;
  /** PHONES phones, each with the same 8 infos for the lock. */
  phones: Phone[];
  lockToken: string;
  databaseUrl: string;
}

/**
 * The phones that send the device loads, one for each of the load's connections: the requests in
 * flight together come from different phones, as they do from a building's users (with
 * BENCH_CONNECTIONS above ten, connections share them). Ten connections sending for one phone
 * measured on PostgreSQL that phone's row lock, each request waiting for the one before.
 */
const PHONES = 10;

async function insertAuthorization(
  deps: Deps,
  ctx: RequestContext,
  mediumId: number,
  target: { lock_id: number | null; area_id: number | null },
  infos: StoredInfo[],
) {
  await deps.store.db
    .insertInto('authorizations')
    .values(newAuthorizationRow(ctx.env.id, mediumId, target, infos, new Date().toISOString()))
    .execute();
}

/** The measured lock (Vienna, holiday calendar on, in 3 areas) and a paired phone with 8 infos for it, all received. */
export async function setUp(): Promise<Setup> {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? path.join(tempDir(), 'devices.sqlite');
  const store = openStore(databaseUrl);
  await migrateToLatest(store);
  const deps: Deps = makeDeps(store, loadConfig({}));
  // The first customer: the service started on this database accepts KEY for its test environment.
  const { test } = await createCustomer(deps, ACTOR, { accessControlSystemName: 'devices bench' }, { testKey: KEY });
  const ctx: RequestContext = { env: test, actor: ACTOR };
  const lock = await registerLock(deps, ctx, {
    lockIdentifier: 'BENCH-DEV-1',
    lockType: 'CYLINDER',
    lockTechnology: 'NFC_AND_BLE',
    doorName: 'Bench',
    timezone: ZONE,
  });
  await store.db.updateTable('locks').set({ holiday_calendar_enabled: 1 }).where('id', '=', lock.id).execute();
  const [calendar] = await listHolidayCalendars(deps, ctx);
  for (let month = 1; month <= 12; month++) {
    const day = `2026-${String(month).padStart(2, '0')}-15`;
    await createHolidayCalendarSlot(deps, ctx, calendar.id, {
      slotName: `Holiday ${month}`,
      validFrom: `${day}T00:00`,
      validTo: `${day}T23:55`,
    });
  }
  const areas = [];
  for (let i = 1; i <= 3; i++) areas.push(await createArea(deps, ctx, { name: `Bench area ${i}` }));
  await assignLockToAreas(
    deps,
    ctx,
    lock.id,
    areas.map((a) => a.id),
  );
  const created = await createPhones(
    deps,
    ctx,
    Array.from({ length: PHONES }, (_, i) => ({ phoneNumber: `+43 699 ${String(i + 1).padStart(7, '0')}` })),
  );
  for (const phone of created) {
    await insertAuthorization(deps, ctx, phone.id, { lock_id: lock.id, area_id: null }, LOCK_INFOS);
    for (const [i, area] of areas.entries())
      await insertAuthorization(deps, ctx, phone.id, { lock_id: null, area_id: area.id }, AREA_INFOS[i]);
  }
  // The lock takes its areas and receives the authorizations.
  await synchronizeLock(deps, ctx, lock.id);
  const phones: Phone[] = [];
  for (const phone of created) {
    const { pairingCode } = await generatePairingCode(deps, ctx, phone.id);
    const paired = await redeemPairingCode(deps, { pairingCode: pairingCode!, appType: 'ANDROID', platformVersion: '14' });
    phones.push({ id: phone.id, token: paired.deviceToken });
  }
  const lockToken = (await issueLockCredential(deps, ctx, lock.id)).token;
  return { deps, ctx, lockId: lock.id, phones, lockToken, databaseUrl };
}

/** Calls per second of `work` over the benchmark duration (sequential). */
async function rate(work: (i: number) => unknown | Promise<unknown>): Promise<number> {
  const until = performance.now() + BENCH_SECONDS * 1000;
  let n = 0;
  const started = performance.now();
  while (performance.now() < until) await work(n++);
  return n / ((performance.now() - started) / 1000);
}

/** Moments spread over the last 400 days, so every rule (holidays, windows, dates) gets its turn. */
function moment(i: number): Date {
  return new Date(Date.now() - ((i * 7_919_993) % (400 * 86_400_000)));
}

async function decisions(s: Setup): Promise<void> {
  const medium = await requireMediumRow(s.deps.store.db, s.ctx, s.phones[0].id);
  const lock = (await findVisibleLock(s.deps.store.db, s.ctx.env.id, s.lockId))!;
  const request = await accessRequestOf(s.deps.store.db, s.ctx.env.id, medium, lock, new Date());
  console.log(
    `access decisions: 8 infos, lock in 3 areas, holiday calendar with ${lock.holidaySlots.length} holidays (${s.deps.store.dialect})`,
  );
  const pure = await rate((i) => decideAccess({ ...request, moment: moment(i) }));
  console.log(`${'decideAccess (domain)'.padEnd(34)} ${pure.toFixed(0).padStart(9)} decisions/s`);
  const service = await rate((i) => attemptAccess(s.deps, s.ctx, { mediumId: s.phones[0].id, lockId: s.lockId, at: moment(i) }));
  console.log(`${'attemptAccess (load, decide, write)'.padEnd(34)} ${service.toFixed(0).padStart(9)} attempts/s`);
}

/**
 * The phones' writes over HTTP, 10 connections, against the bare server: unlock, sync, and
 * PUT /v1/authorizations on a phone's authorization for the lock (flagged for deletion and
 * withdrawn in turn; the lock has received it, so a flag does not remove it). Each connection
 * sends as a phone of its own, or changes the authorization of one. Every request of a
 * connection is built once: on two cores, building each request anew in the client lowered the
 * bare server's figure by a quarter.
 */
async function phoneWritesOverHttp(s: Setup): Promise<void> {
  const service = await startService(KEY, s.databaseUrl);
  const deviceHeaders = (i: number) => ({ 'x-device-token': s.phones[i % PHONES].token, 'content-type': 'application/json' });
  // Each connection sends as the next phone.
  const phoneLoad = (path: string, body?: string): Load => {
    let connections = 0;
    return {
      method: 'POST',
      path,
      headers: deviceHeaders(0),
      body,
      setupClient: (client) => client.setHeaders(deviceHeaders(connections++)),
    };
  };
  const { headers: api } = interfaceOf(service, KEY);
  const send = async (method: string, path: string, headers: Record<string, string>, body?: string) =>
    (await fetch(service.url + path, { method, headers, body })).text();
  try {
    const unlockBody = JSON.stringify({ lockId: s.lockId });
    const authorizationIds: number[] = [];
    for (const phone of s.phones) {
      const listed = await send('GET', `/v1/authorizations?mediumId=${phone.id}&lockId=${s.lockId}`, api);
      authorizationIds.push(JSON.parse(listed).authorizations[0].id);
    }
    const flag = (id: number, deletionRequested: boolean) => JSON.stringify([{ id, deletionRequested }]);
    // Each connection flags the authorization of a phone of its own and withdraws the flag in turn.
    const toggleLoad = (): Load => {
      let connections = 0;
      const path = '/v1/authorizations';
      return {
        method: 'PUT',
        path,
        headers: api,
        body: flag(authorizationIds[0], true),
        setupClient: (client) => {
          const id = authorizationIds[connections++ % PHONES];
          client.setRequests([true, false].map((flagged) => ({ method: 'PUT', path, headers: { ...api }, body: flag(id, flagged) })));
        },
      };
    };
    const bare = await startBareServer({
      'POST /device/v1/phone/unlock': { status: 200, body: await send('POST', '/device/v1/phone/unlock', deviceHeaders(0), unlockBody) },
      'POST /device/v1/phone/sync': { status: 200, body: await send('POST', '/device/v1/phone/sync', deviceHeaders(0)) },
      'PUT /v1/authorizations': { status: 200, body: await send('PUT', '/v1/authorizations', api, flag(authorizationIds[0], false)) },
    });
    try {
      for (const [name, load] of [
        ['POST /device/v1/phone/unlock', () => phoneLoad('/device/v1/phone/unlock', unlockBody)],
        ['POST /device/v1/phone/sync', () => phoneLoad('/device/v1/phone/sync')],
        ['PUT /v1/authorizations', toggleLoad],
      ] as const) {
        const [bareResult, serviceResult] = await measureInTurns([bare.url, service.url], load, BENCH_SECONDS);
        report(name, serviceResult, bareResult);
      }
      // The lock synchronization below starts from authorizations not flagged.
      const unflagged = authorizationIds.map((id) => ({ id, deletionRequested: false }));
      await send('PUT', '/v1/authorizations', api, JSON.stringify(unflagged));
    } finally {
      bare.stop();
    }
  } finally {
    service.stop();
  }
}

/** Cards with CREATED authorizations for the lock (inserted in bulk: the setup is not measured). */
async function addAuthorizedCards(s: Setup, count: number): Promise<string[]> {
  const now = new Date().toISOString();
  const identifiers = Array.from({ length: count }, (_, i) => `BENCH-${String(i).padStart(6, '0')}`);
  for (let i = 0; i < count; i += CHUNK) {
    const rows = await s.deps.store.db
      .insertInto('media')
      .values(
        identifiers.slice(i, i + CHUNK).map((identifier) => ({
          environment_id: s.ctx.env.id,
          version: 1,
          medium_type: 'CARD' as const,
          card_form: 'CARD' as const,
          medium_identifier: identifier,
          designation: 'J80K+D08K',
          created_at: now,
          updated_at: now,
        })),
      )
      .returning('id')
      .execute();
    await s.deps.store.db
      .insertInto('authorizations')
      .values(
        rows.map((r) => ({
          environment_id: s.ctx.env.id,
          version: 1,
          medium_id: Number(r.id),
          lock_id: s.lockId,
          area_id: null,
          infos: JSON.stringify([{ type: 'PERMANENT' }]),
          current_state: 'CREATED' as const,
          deletion_requested: 0,
          state_before_deletion: null,
          created_at: now,
          updated_at: now,
          synchronized_on: null,
        })),
      )
      .execute();
  }
  return identifiers;
}

/** What a lock buffered: unlockings of its cards over the last days, with its clock reading and offset. */
function bufferedEntries(identifiers: string[], count: number): UploadedEntry[] {
  return Array.from({ length: count }, (_, i) => {
    const local = DateTime.fromMillis(Date.now() - (count - i) * 37_000, { zone: ZONE });
    return {
      type: i % 10 === 9 ? 'UNLOCKING_FAILED_NOT_WHITELISTED' : 'UNLOCKING_SUCCESSFUL',
      localTime: local.toFormat("yyyy-MM-dd'T'HH:mm:ss"),
      lockUtcDelta: local.offset,
      mediumIdentifier: identifiers[i % identifiers.length],
    };
  });
}

function printSync(name: string, ms: number, entries: number): void {
  console.log(`${name.padEnd(66)} ${ms.toFixed(0).padStart(7)} ms   ${((ms * 1000) / entries).toFixed(1).padStart(7)} µs per entry`);
}

async function lockSync(s: Setup): Promise<void> {
  const identifiers = await addAuthorizedCards(s, SYNC_MEDIA);
  console.log(
    `lock synchronization: ${SYNC_MEDIA.toLocaleString('en')} authorized media, ${SYNC_ENTRIES.toLocaleString('en')} buffered entries (${s.deps.store.dialect})`,
  );
  // The entries are made before the clock starts: making them (luxon, per entry) took 90-160 ms.
  const [firstEntries, nextEntries] = [bufferedEntries(identifiers, SYNC_ENTRIES), bufferedEntries(identifiers, SYNC_ENTRIES)];
  let started = performance.now();
  const first = await synchronizeLock(s.deps, s.ctx, s.lockId, {
    protocolAs: 'CYLINDER_SYNCHRONIZATION_VIA_OTA',
    upload: { protocolEntries: firstEntries },
    download: true,
  });
  printSync(
    `service: ${first.authorizationsSynchronized} received + ${first.protocolEntriesUploaded} uploaded`,
    performance.now() - started,
    SYNC_ENTRIES,
  );
  started = performance.now();
  const again = await synchronizeLock(s.deps, s.ctx, s.lockId, {
    protocolAs: 'CYLINDER_SYNCHRONIZATION_VIA_OTA',
    upload: { protocolEntries: nextEntries },
    download: true,
  });
  printSync(
    `service: next sync, ${again.protocolEntriesUploaded} uploaded, whitelist ${again.download!.whitelist.length}`,
    performance.now() - started,
    SYNC_ENTRIES,
  );

  const service = await startService(KEY, s.databaseUrl);
  try {
    const body = JSON.stringify({ protocolEntries: bufferedEntries(identifiers, SYNC_ENTRIES) });
    // The first request of the process runs its code cold; the second as a running service does.
    for (const which of ['first', 'next']) {
      started = performance.now();
      const res = await fetch(`${service.url}/device/v1/lock/sync`, {
        method: 'POST',
        headers: { 'x-device-token': s.lockToken, 'content-type': 'application/json' },
        body,
      });
      const answer = await res.text();
      const ms = performance.now() - started;
      if (res.status !== 200) throw new Error(`lock sync answered ${res.status}: ${answer.slice(0, 300)}`);
      printSync(
        `HTTP POST /device/v1/lock/sync, ${which} (${(body.length / 1e6).toFixed(1)} MB in, ${(answer.length / 1e6).toFixed(1)} MB out)`,
        ms,
        SYNC_ENTRIES,
      );
    }
  } finally {
    service.stop();
  }
}

export async function runDevicesBench(): Promise<void> {
  const s = await setUp();
  try {
    await decisions(s);
    await phoneWritesOverHttp(s);
    await lockSync(s);
  } finally {
    await s.deps.store.close();
  }
}
