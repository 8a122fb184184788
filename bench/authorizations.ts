// POST /v1/authorizations/simple (new pairs, and appends to pairs that already hold several
// infos) and GET /v1/authorizations?mediumId=…, against a bare server answering the same bytes;
// then the time of one create, one list page (all, of a lock, an area, a medium, a person) and one
// authorization by id, the maintenance tasks and a lock's synchronization, with 1 000 and with
// 1 000 000 authorizations stored.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../src/kernel/config.ts';
import { createSimpleAuthorization, getAuthorization, listAuthorizations } from '../src/modules/authorizations/service.ts';
import { listMaintenanceTasks } from '../src/modules/maintenance-tasks/service.ts';
import type { Actor, Deps, RequestContext } from '../src/kernel/context.ts';
import { createCustomer } from '../src/modules/customers/service.ts';
import { registerLock } from '../src/modules/locks/service.ts';
import { createPhones } from '../src/modules/media/phones.ts';
import { assignMedia } from '../src/modules/media/states.ts';
import { createPersons } from '../src/modules/persons/service.ts';
import { assignLockToAreas, createArea } from '../src/modules/areas/service.ts';
import { synchronizeLock } from '../src/modules/devices/index.ts';
import { openStore } from '../src/kernel/db/db.ts';
import { migrateToLatest } from '../src/kernel/db/migrate.ts';
import {
  againstBare,
  BENCH_SECONDS,
  countedLoad,
  createPhonesOver,
  interfaceOf,
  measure,
  measureInTurns,
  report,
  startBareServer,
  startChild,
  startService,
  tempDir,
} from './harness.ts';
import { makeDeps } from '../src/wiring.ts';

const KEY = 'bench-authorizations-key-0123456789abcdef';
const PHONES = 4000;
const LARGE = Number(process.env.BENCH_AUTHORIZATION_ROWS ?? 1_000_000);
const ACTOR: Actor = { kind: 'SYSTEM', userId: null, name: 'bench' };

const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
const simpleBody = (mediumId: number, lockId: number, n: number) =>
  JSON.stringify({ mediumId, lockId, authorizationInfo: { type: 'SIMPLE', validFrom: `${day(n)}T08:00`, validTo: `${day(n)}T12:00` } });

async function throughput(): Promise<void> {
  const service = await startService(KEY);
  const { headers, api } = interfaceOf(service, KEY);
  try {
    const phones = await createPhonesOver(api, PHONES);
    const locks = (await api('GET', '/v1/locks?limit=100')).lockList
      .filter((l: any) => l.ownership === 'OWNER' && !l.removalRequested)
      .map((l: { id: number }) => l.id);
    const sample = await fetch(service.url + '/v1/authorizations/simple', {
      method: 'POST',
      headers,
      body: simpleBody(phones[0], locks[0], 0),
    });
    const sampleBody = await sample.text();
    const listBody = await (await fetch(`${service.url}/v1/authorizations?mediumId=${phones[0]}`, { headers })).text();
    const bare = await startBareServer({
      'POST /v1/authorizations/simple': { status: 200, body: sampleBody },
      'GET /v1/authorizations': { status: 200, body: listBody },
    });
    // The service's requests count on from its own last turn: new pairs (or appends) however the
    // turns fall. The bare server gets the sample's body built once (againstBare).
    const path = '/v1/authorizations/simple';
    const counted = (body: (i: number) => string, first = 0) =>
      againstBare({ method: 'POST', path, headers, body: body(first) }, () => countedLoad('POST', path, headers, body, first));
    // New pairs: every request takes the next unused phone–lock pair.
    const newPair = counted((i) => simpleBody(phones[i % phones.length], locks[Math.floor(i / phones.length) % locks.length], 0), 1);
    // Appends: each block of 70 requests gives ten pairs seven days each, so pairs hold up to 7
    // infos. Neighbouring requests (those in flight together) go to different pairs: appends to
    // one medium wait for each other's row lock, and on PostgreSQL seven in a row measured that
    // wait more than the appends.
    const lastLock = locks[locks.length - 1];
    const APPEND_PAIRS = 10;
    const APPEND_DAYS = 7;
    const append = counted((i) => {
      const block = Math.floor(i / (APPEND_PAIRS * APPEND_DAYS));
      const phone = phones[(block * APPEND_PAIRS + (i % APPEND_PAIRS)) % phones.length];
      return simpleBody(phone, lastLock, 10 + Math.floor((i % (APPEND_PAIRS * APPEND_DAYS)) / APPEND_PAIRS) * 2);
    });
    try {
      console.log(`authorizations (SQLite unless BENCH_DATABASE_URL is set; ${PHONES} phones, ${locks.length} locks)`);
      for (const [name, load] of [
        ['POST …/simple, new pairs', newPair],
        ['POST …/simple, appends', append],
        ['GET /v1/authorizations?mediumId', { path: `/v1/authorizations?mediumId=${phones[0]}`, headers }],
      ] as const) {
        const [bareResult, serviceResult] = await measureInTurns([bare.url, service.url], load, BENCH_SECONDS);
        report(name, serviceResult, bareResult);
      }
    } finally {
      bare.stop();
    }
  } finally {
    service.stop();
  }
}

/** Milliseconds per create of a new pair, averaged over `count` creates. */
async function timeCreates(
  deps: Deps,
  ctx: RequestContext,
  phones: number[],
  lockId: number,
  count: number,
  offset: number,
): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    await createSimpleAuthorization(deps, ctx, {
      mediumId: phones[offset + i],
      lockId,
      authorizationInfo: { type: 'SIMPLE', validFrom: '2026-05-01T08:00', validTo: '2026-05-01T12:00' },
    });
  }
  return (performance.now() - started) / count;
}

/** Milliseconds per call of `read`, averaged over `count` calls after a few unmeasured ones. */
async function timeReads(read: () => Promise<unknown>, count = 300): Promise<number> {
  for (let i = 0; i < Math.min(50, count); i++) await read();
  const started = performance.now();
  for (let i = 0; i < count; i++) await read();
  return (performance.now() - started) / count;
}

/** The most memory a process has held (its high-water mark), in MB. */
function peakResidentMb(pid: number): number {
  return Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
}

export async function growth(): Promise<void> {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? path.join(tempDir(), 'growth.sqlite');
  const store = openStore(databaseUrl);
  await migrateToLatest(store);
  const deps: Deps = makeDeps(store, loadConfig({}));
  try {
    const { test, testKey } = await createCustomer(deps, ACTOR, { accessControlSystemName: 'growth bench' }, { testKey: true });
    const ctx: RequestContext = { env: test, actor: ACTOR };
    const newLock = (lockIdentifier: string) =>
      registerLock(deps, ctx, {
        lockIdentifier,
        lockType: 'CYLINDER',
        lockTechnology: 'NFC_AND_BLE',
        doorName: 'Bench',
        timezone: 'Europe/Vienna',
      });
    // The filler rows are all of `lock`; `otherLock` and `area` hold a few authorizations.
    const [lock, otherLock] = [await newLock('GROWTH-1'), await newLock('GROWTH-2')];
    const area = await createArea(deps, ctx, { name: 'Growth' });
    // The filled lock is in the area: its synchronization asks for the lock's and the area's.
    await assignLockToAreas(deps, ctx, lock.id, [area.id]);
    const phones: number[] = [];
    for (let i = 0; i < 1000; i += 100) {
      const batch = await createPhones(
        deps,
        ctx,
        Array.from({ length: 100 }, (_, j) => ({ phoneNumber: `+43 698 ${String(i + j).padStart(7, '0')}` })),
      );
      phones.push(...batch.map((p) => p.id));
    }
    const [person] = await createPersons(deps, ctx, [{ firstName: 'Growth', lastName: 'Bench', correspondenceLanguageCode: 'en-UK' }]);
    await assignMedia(
      deps,
      ctx,
      phones.slice(0, 3).map((mediumId) => ({ mediumId, personId: person.id })),
    );
    for (const mediumId of phones.slice(0, 30)) {
      const authorizationInfo = { type: 'SIMPLE' as const, validFrom: '2026-05-01T08:00', validTo: '2026-05-01T12:00' };
      await createSimpleAuthorization(deps, ctx, { mediumId, lockId: otherLock.id, authorizationInfo });
      await createSimpleAuthorization(deps, ctx, { mediumId, areaId: area.id, authorizationInfo });
    }
    // Stored authorizations of other media of the same environment (the unique pair index and
    // the medium index are what a create consults).
    const fill = async (rows: number) => {
      const now = new Date().toISOString();
      const infos = JSON.stringify([{ type: 'PERMANENT' }]);
      const base = await store.db
        .selectFrom('authorizations')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      const from = Number(base.n);
      const series =
        store.dialect === 'postgres'
          ? // Typed: the service's client prepares the statement, and PostgreSQL cannot guess the overload.
            sql`select g as n from generate_series(cast(${from + 1} as integer), cast(${rows} as integer)) g`
          : sql`with recursive s(n) as (select ${from + 1} union all select n + 1 from s where n < ${rows}) select n from s`;
      const insert = sql`insert into authorizations (environment_id, version, medium_id, lock_id, area_id, infos, current_state, deletion_requested, created_at, updated_at)
        select ${test.id}, 1, 1000000000 + n, ${lock.id}, null, ${infos}, 'UNCHANGED', 0, ${now}, ${now} from (${series}) t`;
      // The filler rows name media that do not exist (a million real ones would take long to
      // make), so foreign keys are not checked while they are written.
      if (store.dialect === 'postgres') {
        await store.db.transaction().execute(async (tx) => {
          await sql`set local session_replication_role = replica`.execute(tx);
          await insert.execute(tx);
          // Replica mode skips the triggers, the counts' too (migration 022): added here.
          await sql`insert into authorization_counts (environment_id, scope, target_id, shard, authorizations)
            values (${test.id}, 'environment', 0, 0, ${rows - from}), (${test.id}, 'lock', ${lock.id}, 0, ${rows - from})
            on conflict (environment_id, scope, target_id, shard)
            do update set authorizations = authorization_counts.authorizations + excluded.authorizations`.execute(tx);
        });
        // Autovacuum analyzes a table that grew by a tenth within a minute, and the prepared
        // statements plan anew: without it they kept the plans made for 1 000 rows (a full
        // scan for each maintenance task list: 782 ms at 1 000 000).
        await sql`analyze authorizations`.execute(store.db);
      } else {
        await sql`pragma foreign_keys = off`.execute(store.db);
        await insert.execute(store.db);
        await sql`pragma foreign_keys = on`.execute(store.db);
      }
    };
    // The reads of the interface, as a client pages them (the service's calls, no read cache).
    const page = { offset: 0, limit: 20 };
    const reads: [string, () => Promise<unknown>, count?: number][] = [
      ['list page', () => listAuthorizations(deps, ctx, {}, page)],
      ['list page of the filled lock', () => listAuthorizations(deps, ctx, { lockId: lock.id }, page)],
      ['list page of another lock', () => listAuthorizations(deps, ctx, { lockId: otherLock.id }, page)],
      ['list page of an area', () => listAuthorizations(deps, ctx, { areaId: area.id }, page)],
      ['list page of a medium', () => listAuthorizations(deps, ctx, { mediumId: phones[0] }, page)],
      ['list page of a person', () => listAuthorizations(deps, ctx, { personId: person.id }, page)],
      ['authorization by id', () => getAuthorization(deps, ctx, firstId)],
      // Whether anything waits for each lock: the filled lock's million are synchronized.
      ['maintenance tasks', () => listMaintenanceTasks(deps, ctx, {}, page)],
      // A write: the first receives the creates above, the others find nothing waiting.
      ['lock synchronization', () => synchronizeLock(deps, ctx, lock.id), 100],
    ];
    await fill(1_000);
    // One unmeasured round of everything first (with media of its own): otherwise the figures at
    // 1 000 include the JIT's warm-up, and the ratios of the first run of a process come out higher.
    await timeCreates(deps, ctx, phones, lock.id, 100, 600);
    const { id: firstId } = await store.db
      .selectFrom('authorizations')
      .select('id')
      .where('medium_id', '=', phones[600])
      .executeTakeFirstOrThrow();
    for (const [, read, count] of reads) await timeReads(read, count);
    const small = [await timeCreates(deps, ctx, phones, lock.id, 300, 0)];
    for (const [, read, count] of reads) small.push(await timeReads(read, count));
    await fill(LARGE);
    const large = [await timeCreates(deps, ctx, phones, lock.id, 300, 300)];
    for (const [, read, count] of reads) large.push(await timeReads(read, count));
    const names = ['create', ...reads.map(([name]) => name)];
    const width = Math.max(...names.map((n) => n.length));
    console.log(
      `${''.padEnd(width)}   ${(1000).toLocaleString('en').padStart(9)} stored   ${LARGE.toLocaleString('en').padStart(9)} stored   ratio`,
    );
    names.forEach((name, i) =>
      console.log(
        `${name.padEnd(width)}   ${small[i].toFixed(3).padStart(9)} ms       ${large[i].toFixed(3).padStart(9)} ms       ${(large[i] / small[i]).toFixed(2)}`,
      ),
    );
    // The same reads over HTTP, from the service as a process on this database: its memory under
    // that load, with the read cache and without it (every answer read from the tables).
    const paths = [
      '/v1/authorizations?limit=20',
      `/v1/authorizations?lockId=${otherLock.id}&limit=20`,
      `/v1/authorizations?personId=${person.id}&limit=20`,
      `/v1/authorizations/${firstId}`,
    ];
    for (const [cache, env] of [
      ['read cache on', {}],
      ['read cache off', { READ_CACHE_MB: '0' }],
    ] as const) {
      const service = await startChild(['bin/access-cloud.js', 'serve'], { DATABASE_URL: databaseUrl, WORKERS: '1', ...env });
      try {
        const rates: number[] = [];
        for (const p of paths)
          rates.push((await measure(service.url, { path: p, headers: { 'x-api-key': testKey!.key } }, 3)).requestsPerSecond);
        console.log(
          `service, ${cache.padEnd(14)} ${LARGE.toLocaleString('en')} stored: ${rates.map((r) => r.toFixed(0)).join(' / ')} req/s (list page, another lock, a person, by id), peak resident memory ${peakResidentMb(service.process.pid!).toFixed(0)} MB`,
        );
      } finally {
        service.stop();
      }
    }
  } finally {
    await store.close();
  }
}

export async function runAuthorizationsBench(): Promise<void> {
  await throughput();
  await growth();
}
