// Lock protocol, medium protocol, event feed and system protocol reads over a small and a huge
// table: the same environment, locks and entries are queried once with 1 000 rows stored and once
// with 10 000 000 (the rest belong to other customers and locks). The ratio of the two times
// should stay near 1.
// A busy environment, which owns a share of those other entries, is measured on the large table
// alone: its answer differs between the two, so it has no ratio.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../src/kernel/config.ts';
import type { Deps, RequestContext } from '../src/kernel/context.ts';
import { listEvents } from '../src/modules/events/service.ts';
import { listLockProtocol, listMediumProtocol } from '../src/modules/protocols/lock-protocol.ts';
import { listSystemProtocol } from '../src/modules/protocols/system-protocol.ts';
import { newLockValues } from '../src/modules/locks/service.ts';
import { openStore, type Store } from '../src/kernel/db/db.ts';
import { migrateToLatest } from '../src/kernel/db/migrate.ts';
import type { Database } from '../src/kernel/db/schema.ts';
import { tempDir } from './harness.ts';
import { makeDeps } from '../src/wiring.ts';

const SMALL = 1_000;
const LARGE = Number(process.env.BENCH_PROTOCOL_ROWS ?? 10_000_000);
const REPEAT = Number(process.env.BENCH_PROTOCOL_REPEAT ?? 40);
const NOISE_CUSTOMERS = 50;
const AREA_LOCKS = 5;
/** Entries of the measured environment: per lock, several a day over the last 30 days. */
const TARGET_ENTRIES_PER_LOCK = 150;
const TARGET_EVENTS = 500;
/** The first of the seven media whose entries the target's locks hold. */
const TARGET_MEDIUM = 900_000;
/** System protocol entries (changes through the interface) of the measured environment. */
const TARGET_CHANGES = 500;
/** The API keys (user ids) that wrote them, and the other entries: one writes most, one little. */
const TARGET_USERS = [7, 8];
const NOISE_USERS = 3;
const DAY_MS = 24 * 3600_000;
/** Stored history reaches back this far, so one-day and one-year ranges both cut through it. */
const HISTORY_DAYS = 400;

interface Target {
  ctx: RequestContext;
  lockIds: number[];
  areaId: number;
}

interface Dataset {
  deps: Deps;
  target: Target;
  /** An environment that owns a share of the other locks' entries (none of the target's). */
  busy: RequestContext;
  close(): Promise<void>;
}

const now = new Date();
const iso = (msAgo: number) => new Date(now.getTime() - msAgo).toISOString();

async function insertEnvironments(db: Kysely<Database>, customers: number): Promise<number[]> {
  const ids: number[] = [];
  for (let c = 0; c < customers; c++) {
    const customer = await db
      .insertInto('customers')
      .values({
        customer_number: `B${c}-${crypto.randomUUID()}`,
        access_control_system_name: `bench ${c}`,
        customer_name: `bench ${c}`,
        contact_title: null,
        contact_person: null,
        address_street: null,
        address_post_code: null,
        address_city: null,
        address_country_code: null,
        contact_phone_number: null,
        contact_email_address: null,
        fax: null,
        correspondence_language_code: 'en-UK',
        settings: '{}',
        credit_balance: 0,
        temporal_credit_until: null,
        created_at: iso(0),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const envs = await db
      .insertInto('environments')
      .values([
        { customer_id: customer.id, kind: 'TEST', activated_at: iso(0), clock_offset_ms: 0, created_at: iso(0) },
        { customer_id: customer.id, kind: 'PRODUCTION', activated_at: iso(0), clock_offset_ms: 0, created_at: iso(0) },
      ])
      .returning('id')
      .execute();
    ids.push(...envs.map((e) => Number(e.id)));
  }
  return ids;
}

/**
 * The measured environment: locks in one area, the last one another customer's lock shared with
 * it, with their entries and events of the last 30 days.
 */
async function insertTarget(db: Kysely<Database>, envId: number, partnerEnvId: number): Promise<Target> {
  const lockIds: number[] = [];
  for (let i = 0; i < AREA_LOCKS; i++) {
    const owner = i === AREA_LOCKS - 1 ? partnerEnvId : envId;
    const lock = await db
      .insertInto('locks')
      .values(
        newLockValues(
          owner,
          {
            lockIdentifier: `BENCH-${i}`,
            lockType: 'CYLINDER',
            lockTechnology: 'NFC_AND_BLE',
            doorName: `Door ${i}`,
            timezone: 'Europe/Vienna',
          },
          iso(0),
          null,
        ),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    lockIds.push(Number(lock.id));
    if (owner !== envId) {
      await db
        .insertInto('lock_shares')
        .values({
          environment_id: envId,
          lock_id: lock.id,
          owner_environment_id: owner,
          version: 1,
          settings_version: 1,
          alternative_door_name: null,
          comment: null,
          anonymize_data_in_owner_protocol: 0,
          anonymize_event_log_type: 'NEVER',
          anonymize_event_log_days: null,
          status: 'ACTIVATED',
          activated_at: iso(0),
          created_at: iso(0),
          updated_at: iso(0),
        })
        .execute();
    }
  }
  const ownerOf = (l: number) => (l === AREA_LOCKS - 1 ? partnerEnvId : envId);
  const area = await db
    .insertInto('areas')
    .values({ environment_id: envId, version: 1, name: 'bench area', comment: null, created_at: iso(0), updated_at: iso(0) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('area_locks')
    .values(
      lockIds.map((lockId) => ({
        environment_id: envId,
        area_id: area.id,
        lock_id: lockId,
        status: 'ASSIGNED' as const,
        created_at: iso(0),
      })),
    )
    .execute();

  const entries = lockIds.flatMap((lockId, l) =>
    Array.from({ length: TARGET_ENTRIES_PER_LOCK }, (_, i) => ({
      environment_id: envId,
      owner_environment_id: ownerOf(l),
      lock_id: lockId,
      lock_identifier: `BENCH-${l}`,
      lock_type: 'CYLINDER',
      event_category: 'LOCKING_EVENT',
      event_type: 'UNLOCKING_SUCCESSFUL',
      fields: JSON.stringify({ mediumIdentifier: `M${i % 7}` }),
      medium_id: TARGET_MEDIUM + (i % 7),
      medium_identifier: `M${i % 7}`,
      medium_name: `Medium ${i % 7}`,
      medium_type: 'PHONE',
      operator_name: null,
      source_lock: 0,
      source_medium: 1,
      occurred_at: iso(((i + 0.5) / TARGET_ENTRIES_PER_LOCK) * 30 * DAY_MS),
      lock_utc_delta: 60,
      owner_anonymized: 0,
    })),
  );
  for (let i = 0; i < entries.length; i += 100)
    await db
      .insertInto('lock_protocol')
      .values(entries.slice(i, i + 100))
      .execute();
  const events = Array.from({ length: TARGET_EVENTS }, (_, i) => ({
    environment_id: envId,
    event_type: 'APP_PAIRED',
    details: JSON.stringify({ type: 'APP_PAIRED', mediumId: TARGET_MEDIUM + (i % 7) }),
    lock_id: null,
    producer_environment_id: null,
    owner_anonymized: 0,
    created_at: iso(((i + 0.5) / TARGET_EVENTS) * 30 * DAY_MS),
  }));
  for (let i = 0; i < events.length; i += 100)
    await db
      .insertInto('events')
      .values(events.slice(i, i + 100))
      .execute();
  const changes = Array.from({ length: TARGET_CHANGES }, (_, i) => ({
    environment_id: envId,
    event_type: i % 2 === 0 ? 'CREATE_AUTHORIZATION_KEY' : 'CREATE_PERSON',
    fields: '{}',
    lock_id: i % 2 === 0 ? lockIds[i % AREA_LOCKS] : null,
    lock_identifier: i % 2 === 0 ? `BENCH-${i % AREA_LOCKS}` : null,
    medium_id: null,
    medium_identifier: null,
    user_id: TARGET_USERS[i % 2],
    administrator_name: 'bench',
    created_at: iso(((i + 0.5) / TARGET_CHANGES) * 30 * DAY_MS),
  }));
  for (let i = 0; i < changes.length; i += 100)
    await db
      .insertInto('system_protocol')
      .values(changes.slice(i, i + 100))
      .execute();
  return {
    ctx: { env: { id: envId, customerId: 0, kind: 'TEST', clockOffsetMs: 0 }, actor: { kind: 'SYSTEM', userId: null, name: 'bench' } },
    lockIds,
    areaId: Number(area.id),
  };
}

interface NoisePart {
  rows: number;
  /** Ids of the environments the rows are spread over; consecutive. */
  envs: number[];
}

/** Round-robin over consecutive environment ids, as SQL. */
function envOf(envs: number[]) {
  if (envs.some((id, i) => id !== envs[0] + i)) throw new Error('noise environments must have consecutive ids');
  return sql`${envs[0]} + (n % ${envs.length})`;
}

/** Rows of other locks (and environments), generated inside the database (recursive CTE / generate_series). */
async function insertNoise(store: Store, protocol: NoisePart, events: NoisePart, changes: NoisePart): Promise<void> {
  const db = store.db;
  const startSec = Math.floor((now.getTime() - HISTORY_DAYS * DAY_MS) / 1000);
  const spanSec = HISTORY_DAYS * 24 * 3600;
  const protocolColumns = sql`(environment_id, owner_environment_id, lock_id, lock_identifier, lock_type, event_category, event_type, fields,
    medium_id, medium_identifier, medium_name, medium_type, operator_name, source_lock, source_medium, occurred_at, lock_utc_delta, owner_anonymized)`;
  const eventColumns = sql`(environment_id, event_type, details, lock_id, producer_environment_id, owner_anonymized, created_at)`;
  const protocolValues = (ts: unknown) => sql`${envOf(protocol.envs)}, ${envOf(protocol.envs)}, 1000000 + (n % 20000), 'NOISE', 'CYLINDER',
    'LOCKING_EVENT', 'UNLOCKING_SUCCESSFUL', '{}', 5000000 + (n % 50000), 'M', null, 'PHONE', null, 0, 1, ${ts}, 60, 0`;
  const eventValues = (ts: unknown) => sql`${envOf(events.envs)}, 'APP_PAIRED', '{"type":"APP_PAIRED","mediumId":1}', null, null, 0, ${ts}`;
  const changeColumns = sql`(environment_id, event_type, fields, lock_id, lock_identifier, medium_id, medium_identifier, user_id,
    administrator_name, created_at)`;
  const changeValues = (ts: unknown) => sql`${envOf(changes.envs)}, 'CREATE_AUTHORIZATION_KEY', '{}', 1000000 + (n % 20000), 'NOISE',
    5000000 + (n % 50000), 'M', 1 + (n % ${NOISE_USERS}), 'bench', ${ts}`;
  if (store.dialect === 'sqlite') {
    const ts = sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${startSec} + ((n * 7919) % ${spanSec}), 'unixepoch')`;
    const seq = (count: number) => sql`with recursive seq(n) as (select 0 union all select n + 1 from seq where n < ${count - 1})`;
    if (protocol.rows > 0)
      await sql`${seq(protocol.rows)} insert into lock_protocol ${protocolColumns} select ${protocolValues(ts)} from seq`.execute(db);
    if (events.rows > 0) await sql`${seq(events.rows)} insert into events ${eventColumns} select ${eventValues(ts)} from seq`.execute(db);
    if (changes.rows > 0)
      await sql`${seq(changes.rows)} insert into system_protocol ${changeColumns} select ${changeValues(ts)} from seq`.execute(db);
    return;
  }
  const ts = sql`to_char(to_timestamp(${startSec} + ((n * 7919) % ${spanSec})) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  const series = (count: number) => sql`generate_series(0, ${count - 1}::bigint) as n`;
  if (protocol.rows > 0)
    await sql`insert into lock_protocol ${protocolColumns} select ${protocolValues(ts)} from ${series(protocol.rows)}`.execute(db);
  if (events.rows > 0) await sql`insert into events ${eventColumns} select ${eventValues(ts)} from ${series(events.rows)}`.execute(db);
  if (changes.rows > 0)
    await sql`insert into system_protocol ${changeColumns} select ${changeValues(ts)} from ${series(changes.rows)}`.execute(db);
}

/** Index definitions of a table, so a bulk load can drop them and build them again (faster than row by row). */
async function withoutIndexes(store: Store, tables: string[], load: () => Promise<void>): Promise<void> {
  const db = store.db;
  const defs =
    store.dialect === 'sqlite'
      ? (
          await sql<{
            name: string;
            def: string;
          }>`select name, sql as def from sqlite_master where type = 'index' and sql is not null and tbl_name in (${sql.join(tables)})`.execute(
            db,
          )
        ).rows
      : (
          await sql<{
            name: string;
            def: string;
          }>`select indexname as name, indexdef as def from pg_indexes where schemaname = current_schema() and tablename in (${sql.join(tables)}) and indexname not like '%_pkey'`.execute(
            db,
          )
        ).rows;
  for (const d of defs) await sql`drop index ${sql.ref(d.name)}`.execute(db);
  await load();
  for (const d of defs) await sql.raw(d.def).execute(db);
}

async function buildDataset(dialect: 'sqlite' | 'postgres', total: number, pgUrl: string | undefined): Promise<Dataset> {
  let store: Store;
  let drop: () => Promise<void>;
  if (dialect === 'sqlite') {
    const dir = tempDir();
    store = openStore(path.join(dir, 'protocols.sqlite'));
    drop = async () => fs.rmSync(dir, { recursive: true, force: true });
  } else {
    const schema = `bench_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    store = openStore(pgUrl!, { pgSchema: schema, pgPoolSize: 2 });
    drop = async () => {
      const c = new pg.Client({ connectionString: pgUrl });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    };
  }
  await migrateToLatest(store);
  const envIds = await insertEnvironments(store.db, NOISE_CUSTOMERS + 1);
  const target = await insertTarget(store.db, envIds[0], envIds[2]);
  // Every other environment, the busy one among them, owns a share of the other lock protocol
  // entries (on other locks) and system protocol entries; the target's answers are the same in
  // both sets.
  await withoutIndexes(store, ['lock_protocol', 'events', 'system_protocol'], () =>
    insertNoise(
      store,
      { rows: total - AREA_LOCKS * TARGET_ENTRIES_PER_LOCK, envs: envIds.slice(1) },
      { rows: total - TARGET_EVENTS, envs: envIds.slice(2) },
      { rows: total - TARGET_CHANGES, envs: envIds.slice(1) },
    ),
  );
  // PostgreSQL: as autovacuum does after a bulk insert. Without the visibility map a count cannot
  // read the index alone, and the generic plan of a prepared count turns to a bitmap scan.
  // SQLite: nothing. The service never analyzes a SQLite file, so it plans without statistics;
  // with them, the busy environment's medium protocol of a year counted its entries by their rows
  // instead of in the index of entries with a medium (48 ms instead of 0.6 at 2 000 000 entries).
  if (store.dialect === 'postgres') await sql`vacuum analyze`.execute(store.db);
  return {
    deps: makeDeps(store, loadConfig({})),
    target,
    busy: { ...target.ctx, env: { ...target.ctx.env, id: envIds[1], kind: 'PRODUCTION' } },
    async close() {
      await store.close();
      await drop();
    },
  };
}

interface Query {
  name: string;
  run(d: Dataset): Promise<unknown>;
}

const PAGE = { offset: 0, limit: 100 };
const yearAgo = () => iso(364 * DAY_MS);

const QUERIES: Query[] = [
  {
    name: 'lock protocol, one lock, last day',
    run: (d) => listLockProtocol(d.deps, d.target.ctx, { lockId: d.target.lockIds[0] }, PAGE, true),
  },
  {
    name: 'lock protocol, one lock, 365 days',
    run: (d) => listLockProtocol(d.deps, d.target.ctx, { lockId: d.target.lockIds[0], from: yearAgo() }, PAGE, true),
  },
  { name: 'lock protocol, area, last day', run: (d) => listLockProtocol(d.deps, d.target.ctx, { areaId: d.target.areaId }, PAGE, true) },
  {
    name: 'lock protocol, area, 365 days',
    run: (d) => listLockProtocol(d.deps, d.target.ctx, { areaId: d.target.areaId, from: yearAgo() }, PAGE, true),
  },
  { name: 'lock protocol, all locks, last day', run: (d) => listLockProtocol(d.deps, d.target.ctx, {}, PAGE, true) },
  {
    name: 'lock protocol, all locks, 365 days',
    run: (d) => listLockProtocol(d.deps, d.target.ctx, { from: yearAgo() }, PAGE, true),
  },
  { name: 'medium protocol, all media, last day', run: (d) => listMediumProtocol(d.deps, d.target.ctx, {}, PAGE, true) },
  {
    name: 'medium protocol, all media, 365 days',
    run: (d) => listMediumProtocol(d.deps, d.target.ctx, { from: yearAgo() }, PAGE, true),
  },
  {
    name: 'medium protocol, one medium, 365 days',
    run: (d) => listMediumProtocol(d.deps, d.target.ctx, { mediumId: TARGET_MEDIUM, from: yearAgo() }, PAGE, true),
  },
  { name: 'events, createdAfter 1 day ago', run: (d) => listEvents(d.deps, d.target.ctx, { createdAfter: iso(DAY_MS) }, PAGE) },
  { name: 'events, createdAfter 365 days ago', run: (d) => listEvents(d.deps, d.target.ctx, { createdAfter: yearAgo() }, PAGE) },
  { name: 'system protocol, last day', run: (d) => listSystemProtocol(d.deps, d.target.ctx, {}, PAGE, true) },
  { name: 'system protocol, 365 days', run: (d) => listSystemProtocol(d.deps, d.target.ctx, { from: yearAgo() }, PAGE, true) },
  {
    name: 'system protocol, one lock, 365 days',
    run: (d) => listSystemProtocol(d.deps, d.target.ctx, { lockId: d.target.lockIds[0], from: yearAgo() }, PAGE, true),
  },
  {
    name: 'system protocol, event type, 365 days',
    run: (d) => listSystemProtocol(d.deps, d.target.ctx, { event: 'CREATE_PERSON', from: yearAgo() }, PAGE, true),
  },
  {
    name: 'system protocol, one user, 365 days',
    run: (d) => listSystemProtocol(d.deps, d.target.ctx, { userId: TARGET_USERS[0], from: yearAgo() }, PAGE, true),
  },
];

/** The protocol of all locks of the busy environment: its answer grows with the table. */
const BUSY_QUERIES: Query[] = [
  { name: 'busy environment, all locks, last day', run: (d) => listLockProtocol(d.deps, d.busy, {}, PAGE, true) },
  { name: 'busy environment, all locks, 365 days', run: (d) => listLockProtocol(d.deps, d.busy, { from: yearAgo() }, PAGE, true) },
  { name: 'busy environment, media, last day', run: (d) => listMediumProtocol(d.deps, d.busy, {}, PAGE, true) },
  { name: 'busy environment, media, 365 days', run: (d) => listMediumProtocol(d.deps, d.busy, { from: yearAgo() }, PAGE, true) },
  { name: 'busy environment, system, last day', run: (d) => listSystemProtocol(d.deps, d.busy, {}, PAGE, true) },
  { name: 'busy environment, system, 365 days', run: (d) => listSystemProtocol(d.deps, d.busy, { from: yearAgo() }, PAGE, true) },
  {
    name: 'busy environment, system, a lock, 365 d',
    run: (d) => listSystemProtocol(d.deps, d.busy, { lockId: d.target.lockIds[0], from: yearAgo() }, PAGE, true),
  },
  {
    name: 'busy environment, system, a type, 365 d',
    run: (d) => listSystemProtocol(d.deps, d.busy, { event: 'CREATE_AUTHORIZATION_KEY', from: yearAgo() }, PAGE, true),
  },
  {
    name: 'busy environment, system, unused type, 365 d',
    run: (d) => listSystemProtocol(d.deps, d.busy, { event: 'CREATE_PERSON', from: yearAgo() }, PAGE, true),
  },
  {
    name: 'busy environment, system, a user, 365 d',
    run: (d) => listSystemProtocol(d.deps, d.busy, { userId: 1, from: yearAgo() }, PAGE, true),
  },
  {
    name: 'busy environment, system, idle user, 365 d',
    run: (d) => listSystemProtocol(d.deps, d.busy, { userId: TARGET_USERS[0], from: yearAgo() }, PAGE, true),
  },
];

/** Median milliseconds per query and data set; the sets take turns so warm-up favours neither. */
async function measure(sets: Dataset[], queries: Query[]): Promise<number[][]> {
  const times = sets.map(() => queries.map(() => [] as number[]));
  for (const q of queries) for (const d of sets) for (let i = 0; i < 5; i++) await q.run(d);
  for (let round = 0; round < REPEAT; round++) {
    for (const [qi, q] of queries.entries()) {
      for (const [di, d] of sets.entries()) {
        const start = process.hrtime.bigint();
        await q.run(d);
        times[di][qi].push(Number(process.hrtime.bigint() - start) / 1e6);
      }
    }
  }
  return times.map((perQuery) => perQuery.map((t) => t.sort((a, b) => a - b)[Math.floor(t.length / 2)]));
}

const count = (n: number) => n.toLocaleString('en-US').replace(/,/g, ' ');

async function benchDialect(dialect: 'sqlite' | 'postgres', pgUrl?: string): Promise<void> {
  const label = dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL';
  const sets: Dataset[] = [];
  try {
    for (const total of [SMALL, LARGE]) {
      const started = Date.now();
      sets.push(await buildDataset(dialect, total, pgUrl));
      console.log(
        `${label}: ${count(total)} lock protocol entries, ${count(total)} events and ${count(total)} system protocol entries stored (built in ${((Date.now() - started) / 1000).toFixed(0)} s)`,
      );
    }
    const [small, large] = await measure(sets, QUERIES);
    console.log(
      `${label}: median of ${REPEAT} reads (page of 100 with total) over ${count(SMALL)} and over ${count(LARGE)} stored entries`,
    );
    QUERIES.forEach((q, i) => {
      console.log(
        `${q.name.padEnd(44)} ${count(SMALL).padStart(6)}: ${small[i].toFixed(2).padStart(6)} ms   ${count(LARGE)}: ${large[i].toFixed(2).padStart(6)} ms   ratio ${(large[i] / small[i]).toFixed(2)}`,
      );
    });
    const [busy] = await measure([sets[1]], BUSY_QUERIES);
    for (const [i, q] of BUSY_QUERIES.entries()) {
      const { total } = (await q.run(sets[1])) as { total: number };
      console.log(`${q.name.padEnd(44)} ${count(LARGE)}: ${busy[i].toFixed(2).padStart(6)} ms   (${count(total)} entries in the window)`);
    }
  } finally {
    for (const d of sets) await d.close();
  }
}

/**
 * SQLite always; PostgreSQL too when BENCH_PROTOCOL_PG_URL names a database (a schema is created
 * and dropped). BENCH_PROTOCOL_ROWS changes the large size (default 10 000 000).
 */
export async function runProtocolBench(): Promise<void> {
  await benchDialect('sqlite');
  const pgUrl = process.env.BENCH_PROTOCOL_PG_URL;
  if (pgUrl) await benchDialect('postgres', pgUrl);
  else console.log('PostgreSQL: skipped (set BENCH_PROTOCOL_PG_URL to measure it too)');
}
