// How the authorization paths grow with the table: one create, one list page (all, of a lock, an
// area, a medium, a person), one authorization by id, the maintenance tasks and a lock's
// synchronization, on a database holding 1 000 and on one holding 1 000 000 authorizations (the
// service's calls in this process, no read cache); then the service as a process on the large
// database, with and without its read cache, and its memory.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../src/kernel/config.ts';
import type { Actor, Deps, RequestContext } from '../src/kernel/context.ts';
import { isPostgresUrl, openStore, type Store } from '../src/kernel/db/db.ts';
import { migrateToLatest } from '../src/kernel/db/migrate.ts';
import { assignLockToAreas, createArea } from '../src/modules/areas/service.ts';
import { createSimpleAuthorization, getAuthorization, listAuthorizations } from '../src/modules/authorizations/service.ts';
import { createCustomer } from '../src/modules/customers/service.ts';
import { synchronizeLock } from '../src/modules/devices/index.ts';
import { registerLock } from '../src/modules/locks/service.ts';
import { listMaintenanceTasks } from '../src/modules/maintenance-tasks/service.ts';
import { createPhones } from '../src/modules/media/phones.ts';
import { assignMedia } from '../src/modules/media/states.ts';
import { createPersons } from '../src/modules/persons/service.ts';
import { makeDeps } from '../src/wiring.ts';
import { measure, startChild, tempDir } from './harness.ts';

const SMALL = 1_000;
const LARGE = Number(process.env.BENCH_AUTHORIZATION_ROWS ?? 1_000_000);
const ACTOR: Actor = { kind: 'SYSTEM', userId: null, name: 'bench' };
/** Rounds in which the two databases take turns; each figure is the median of its rounds. */
const ROUNDS = 9;
const CREATES_PER_ROUND = 30;
const READS_PER_ROUND = 60;
const PHONES = 1000;
const AUTHORIZATION_INFO = { type: 'SIMPLE' as const, validFrom: '2026-05-01T08:00', validTo: '2026-05-01T12:00' };

/** One database of the comparison: a test environment whose filled lock holds `rows` authorizations. */
interface GrowthSet {
  databaseUrl: string;
  store: Store;
  deps: Deps;
  ctx: RequestContext;
  testKey: string;
  lockId: number;
  otherLockId: number;
  areaId: number;
  personId: number;
  phones: number[];
  /** Phones not yet given an authorization of the filled lock. */
  nextPhone: number;
  firstId: number;
  close(): Promise<void>;
}

/** A PostgreSQL database beside the one of `url`, made empty; its URL and how to drop it. */
async function siblingDatabase(url: string, suffix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${new URL(url).pathname.slice(1)}_${suffix}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`drop database if exists "${name}"`);
  await admin(`create database "${name}"`);
  const sibling = new URL(url);
  sibling.pathname = `/${name}`;
  return { url: sibling.toString(), drop: () => admin(`drop database if exists "${name}"`) };
}

async function growthSet(rows: number): Promise<GrowthSet> {
  const given = process.env.BENCH_DATABASE_URL;
  const sibling = given && isPostgresUrl(given) ? await siblingDatabase(given, `growth_${rows}`) : undefined;
  const databaseUrl = sibling?.url ?? path.join(tempDir(), `growth-${rows}.sqlite`);
  const store = openStore(databaseUrl);
  await migrateToLatest(store);
  const deps: Deps = makeDeps(store, loadConfig({}));
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
  for (let i = 0; i < PHONES; i += 100) {
    const numbers = Array.from({ length: 100 }, (_, j) => ({ phoneNumber: `+43 698 ${String(i + j).padStart(7, '0')}` }));
    phones.push(...(await createPhones(deps, ctx, numbers)).map((p) => p.id));
  }
  const [person] = await createPersons(deps, ctx, [{ firstName: 'Growth', lastName: 'Bench', correspondenceLanguageCode: 'en-UK' }]);
  await assignMedia(
    deps,
    ctx,
    phones.slice(0, 3).map((mediumId) => ({ mediumId, personId: person.id })),
  );
  for (const mediumId of phones.slice(0, 30)) {
    await createSimpleAuthorization(deps, ctx, { mediumId, lockId: otherLock.id, authorizationInfo: AUTHORIZATION_INFO });
    await createSimpleAuthorization(deps, ctx, { mediumId, areaId: area.id, authorizationInfo: AUTHORIZATION_INFO });
  }
  const { id: firstId } = await store.db
    .selectFrom('authorizations')
    .select('id')
    .where('medium_id', '=', phones[0])
    .executeTakeFirstOrThrow();
  await fill(store, test.id, lock.id, rows);
  return {
    databaseUrl,
    store,
    deps,
    ctx,
    testKey: testKey!.key,
    lockId: lock.id,
    otherLockId: otherLock.id,
    areaId: area.id,
    personId: person.id,
    phones,
    nextPhone: 0,
    firstId,
    close: async () => {
      await store.close();
      await sibling?.drop();
    },
  };
}

/**
 * Fills the table up to `rows` authorizations of the filled lock's environment. The filler rows
 * name media that do not exist (a million real ones would take long to make), so foreign keys
 * are not checked while they are written.
 */
async function fill(store: Store, envId: number, lockId: number, rows: number): Promise<void> {
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
    select ${envId}, 1, 1000000000 + n, ${lockId}, null, ${infos}, 'UNCHANGED', 0, ${now}, ${now} from (${series}) t`;
  if (store.dialect === 'postgres') {
    await store.db.transaction().execute(async (tx) => {
      await sql`set local session_replication_role = replica`.execute(tx);
      await insert.execute(tx);
      // Replica mode skips the triggers, the counts' too (migration 022): added here.
      await sql`insert into authorization_counts (environment_id, scope, target_id, shard, authorizations)
        values (${envId}, 'environment', 0, 0, ${rows - from}), (${envId}, 'lock', ${lockId}, 0, ${rows - from})
        on conflict (environment_id, scope, target_id, shard)
        do update set authorizations = authorization_counts.authorizations + excluded.authorizations`.execute(tx);
    });
    // Autovacuum analyzes a table that grew by a tenth within a minute, and the prepared
    // statements plan anew: without it they kept the plans made for 1 000 rows (a full scan for
    // each maintenance task list: 782 ms at 1 000 000).
    await sql`analyze authorizations`.execute(store.db);
  } else {
    await sql`pragma foreign_keys = off`.execute(store.db);
    await insert.execute(store.db);
    await sql`pragma foreign_keys = on`.execute(store.db);
  }
}

type Step = [name: string, run: (set: GrowthSet) => Promise<unknown>, count?: number];

const page = { offset: 0, limit: 20 };
const STEPS: Step[] = [
  // A new pair of the filled lock, with a phone of its own each time.
  [
    'create',
    (s) =>
      createSimpleAuthorization(s.deps, s.ctx, {
        mediumId: s.phones[s.nextPhone++],
        lockId: s.lockId,
        authorizationInfo: AUTHORIZATION_INFO,
      }),
    CREATES_PER_ROUND,
  ],
  ['list page', (s) => listAuthorizations(s.deps, s.ctx, {}, page)],
  ['list page of the filled lock', (s) => listAuthorizations(s.deps, s.ctx, { lockId: s.lockId }, page)],
  ['list page of another lock', (s) => listAuthorizations(s.deps, s.ctx, { lockId: s.otherLockId }, page)],
  ['list page of an area', (s) => listAuthorizations(s.deps, s.ctx, { areaId: s.areaId }, page)],
  ['list page of a medium', (s) => listAuthorizations(s.deps, s.ctx, { mediumId: s.phones[0] }, page)],
  ['list page of a person', (s) => listAuthorizations(s.deps, s.ctx, { personId: s.personId }, page)],
  ['authorization by id', (s) => getAuthorization(s.deps, s.ctx, s.firstId)],
  // Whether anything waits for each lock: the filled lock's million are synchronized.
  ['maintenance tasks', (s) => listMaintenanceTasks(s.deps, s.ctx, {}, page)],
  // A write: the first of a round receives the creates of the round, the others find nothing waiting.
  ['lock synchronization', (s) => synchronizeLock(s.deps, s.ctx, s.lockId), 10],
];

/** Milliseconds per run of a step, averaged over its count. */
async function timeStep([, run, count = READS_PER_ROUND]: Step, set: GrowthSet): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < count; i++) await run(set);
  return (performance.now() - started) / count;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The most memory a process has held (its high-water mark), in MB. */
function peakResidentMb(pid: number): number {
  return Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
}

export async function growth(): Promise<void> {
  const sets = [await growthSet(SMALL), await growthSet(LARGE)];
  try {
    // The two databases take turns, step by step, after an unmeasured round: neither gets the
    // other's warm-up (the JIT's, the page cache's), and a moment of a busy machine meets one round.
    const times = sets.map(() => STEPS.map(() => [] as number[]));
    for (let round = -1; round < ROUNDS; round++) {
      for (const [stepIndex, step] of STEPS.entries()) {
        for (const [setIndex, set] of sets.entries()) {
          const ms = await timeStep(step, set);
          if (round >= 0) times[setIndex][stepIndex].push(ms);
        }
      }
    }
    const [small, large] = times.map((perStep) => perStep.map(median));
    const width = Math.max(...STEPS.map(([name]) => name.length));
    const count = (n: number) => n.toLocaleString('en');
    console.log(`median of ${ROUNDS} rounds   ${count(SMALL).padStart(9)} stored   ${count(LARGE).padStart(9)} stored   ratio`);
    STEPS.forEach(([name], i) =>
      console.log(
        `${name.padEnd(width)}   ${small[i].toFixed(3).padStart(9)} ms       ${large[i].toFixed(3).padStart(9)} ms       ${(large[i] / small[i]).toFixed(2)}`,
      ),
    );
    await serviceOn(sets[1]);
  } finally {
    for (const set of sets) await set.close();
  }
}

/**
 * The same reads over HTTP, from the service as a process on the large database: its memory under
 * that load, with the read cache and without it (every answer read from the tables).
 */
async function serviceOn(set: GrowthSet): Promise<void> {
  const paths = [
    '/v1/authorizations?limit=20',
    `/v1/authorizations?lockId=${set.otherLockId}&limit=20`,
    `/v1/authorizations?personId=${set.personId}&limit=20`,
    `/v1/authorizations/${set.firstId}`,
  ];
  for (const [cache, env] of [
    ['read cache on', {}],
    ['read cache off', { READ_CACHE_MB: '0' }],
  ] as const) {
    const service = await startChild(['bin/access-cloud.js', 'serve'], { DATABASE_URL: set.databaseUrl, WORKERS: '1', ...env });
    try {
      const rates: number[] = [];
      for (const p of paths)
        rates.push((await measure(service.url, { path: p, headers: { 'x-api-key': set.testKey } }, 3)).requestsPerSecond);
      console.log(
        `service, ${cache.padEnd(14)} ${LARGE.toLocaleString('en')} stored: ${rates.map((r) => r.toFixed(0)).join(' / ')} req/s (list page, another lock, a person, by id), peak resident memory ${peakResidentMb(service.process.pid!).toFixed(0)} MB`,
      );
    } finally {
      service.stop();
    }
  }
}
