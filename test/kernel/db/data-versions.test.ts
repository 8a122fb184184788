import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import BetterSqlite3 from 'better-sqlite3';
import { coalescedPerTurn } from '../../../src/kernel/db/data-versions.ts';
import { prepared } from '../../../src/kernel/db/prepared.ts';
import { openStore } from '../../../src/kernel/db/db.ts';
import type { Database } from '../../../src/kernel/db/schema.ts';
import { lockRow } from '../../../src/kernel/db/row-lock.ts';
import { newLock } from '../../helpers/locks.ts';
import { migrateToLatest } from '../../../src/kernel/db/migrate.ts';
import { TEST_DIALECT } from '../../helpers/database.ts';
import { startWorld, type World } from '../../helpers/world.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

const version = (envId: number) => world.deps.store.readDataVersion(envId, 'data');

/** A person row of `envId`, written straight to the table (no service, no protocol entry). */
const personRow = (envId: number, firstName: string) => ({
  environment_id: envId,
  version: 1,
  first_name: firstName,
  last_name: 'Person',
  correspondence_language_code: 'en-UK',
  created_at: 'x',
  updated_at: 'x',
});

async function insertPerson(envId: number, firstName = 'Counted'): Promise<number> {
  const row = await world.deps.store.db.insertInto('persons').values(personRow(envId, firstName)).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

describe('change counters of environment data (migration 016)', () => {
  it('count every insert, update and delete of the environment, whoever writes, and no other environment', async () => {
    const env = world.a.test.id;
    const others = [world.a.production.id, world.b.test.id].map(version);
    const before = await version(env);
    const id = await insertPerson(env);
    expect(await version(env)).toBe(before + 1);
    await world.deps.store.db.updateTable('persons').set({ comment: 'changed' }).where('id', '=', id).execute();
    expect(await version(env)).toBe(before + 2);
    await world.deps.store.db.deleteFrom('persons').where('id', '=', id).execute();
    expect(await version(env)).toBe(before + 3);
    expect(await Promise.all([world.a.production.id, world.b.test.id].map(version))).toEqual(await Promise.all(others));
  });

  it('stay unchanged by an update that matches no row and by a rolled-back transaction', async () => {
    const env = world.a.test.id;
    const before = await version(env);
    await world.deps.store.db.updateTable('persons').set({ comment: 'none' }).where('id', '=', -1).execute();
    await expect(
      world.deps.store.db.transaction().execute(async (tx) => {
        await tx
          .insertInto('persons')
          .values({
            environment_id: env,
            version: 1,
            first_name: 'Never',
            last_name: 'Stored',
            correspondence_language_code: 'en-UK',
            created_at: 'x',
            updated_at: 'x',
          })
          .execute();
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await version(env)).toBe(before);
  });

  it('are read as committed: a change still inside its transaction is not seen', async () => {
    const env = world.a.test.id;
    const before = await version(env);
    let seenInside = -1;
    await world.deps.store.db.transaction().execute(async (tx) => {
      await tx.updateTable('persons').set({ comment: 'inside' }).where('environment_id', '=', env).execute();
      seenInside = await version(env);
    });
    expect(seenInside).toBe(before);
    expect(await version(env)).toBeGreaterThan(before);
  });

  it.runIf(TEST_DIALECT === 'sqlite')(
    'come before the data read after them: a shared read snapshot older than the counter is not used',
    async () => {
      const env = world.a.test.id;
      const namesOf = prepared((db, p: { envId: number }) =>
        db.selectFrom('persons').select('first_name').where('environment_id', '=', p.envId).orderBy('id'),
      );
      const names = async () => (await namesOf(world.deps.store.db, { envId: env })).map((row) => row.first_name);
      // Another process, committing while this one's snapshot is open.
      const other = new BetterSqlite3(world.db.url);
      try {
        // Earlier writes' log syncs settle first: a read would wait for them into a later turn.
        await new Promise((resolve) => setTimeout(resolve, 20));
        // The first read opens its snapshot after the arrivals of this event-loop turn, the
        // counter is read after it, and only microtasks run in between: the snapshot is still
        // open when the counter is read (it ends with the next turn).
        const first = names();
        const counted = version(env);
        const before = await first;
        const row = personRow(env, 'Elsewhere');
        const columns = Object.keys(row);
        other
          .prepare(`insert into persons (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`)
          .run(...Object.values(row));
        expect(await names()).toEqual(before);
        await counted;
        expect(await names()).toEqual([...before, 'Elsewhere']);
      } finally {
        other.close();
      }
    },
  );

  it('is 0 for an environment whose data never changed', async () => {
    expect(await version(987_654)).toBe(0);
  });

  it('are read over the one connection of an in-memory SQLite database', async () => {
    const memory = openStore(':memory:');
    try {
      await migrateToLatest(memory);
      expect(await memory.readDataVersion(1, 'data')).toBe(0);
      await memory.db.insertInto('data_versions').values({ environment_id: 1, resource: 'data', version: 4 }).execute();
      expect(await memory.readDataVersion(1, 'data')).toBe(4);
    } finally {
      await memory.close();
    }
  });
});

describe('who a change counts for (migration 016)', () => {
  const counters = () => Promise.all([world.a.test.id, world.a.production.id, world.b.test.id, world.b.production.id].map(version));
  const changed = (before: number[], after: number[]) => after.map((v, i) => v > before[i]);

  it('counts a customer-wide row for every environment of that customer, and a row lock for none', async () => {
    const { db } = world.deps.store;
    let before = await counters();
    await db.updateTable('customers').set({ settings: '{}' }).where('id', '=', world.a.test.customerId).execute();
    expect(changed(before, await counters())).toEqual([true, true, false, false]);
    before = await counters();
    await db.transaction().execute((tx) => lockRow(tx, 'customers', world.a.test.customerId));
    await db.transaction().execute((tx) => lockRow(tx, 'environments', world.a.test.id));
    expect(await counters()).toEqual(before);
  });

  it('counts a change of a lock for its owner and every environment holding a share of it', async () => {
    const lock = await newLock(world, { env: world.a.test });
    const code = await world.call('POST', `/v1/locks/${lock.id}/settings/sharing-codes`);
    const redeemed = await world.call('POST', '/v1/locks/add-shared-lock', {
      key: world.b.testKey,
      body: { sharingCode: code.body.code, anonymizeDataInOwnerProtocol: false },
    });
    expect(redeemed.status, JSON.stringify(redeemed.body)).toBe(200);
    const before = await counters();
    await world.deps.store.db.updateTable('locks').set({ door_name: 'Renamed by the owner' }).where('id', '=', lock.id).execute();
    expect(changed(before, await counters())).toEqual([true, false, true, false]);
  });

  it('watches every table but those the interface never reads', async () => {
    const NOT_READ_BY_THE_INTERFACE = [
      'api_keys', // authentication has its own counter (009)
      'request_counts',
      'idempotency_keys',
      'outbox_messages',
      'seed_ids',
      'data_versions',
      'data_version_shards', // PostgreSQL: the rows of the counters (019)
      'admin_sessions',
      'server_secrets',
      'credit_vouchers',
      'kysely_migration',
      'kysely_migration_lock',
    ];
    // Kept by the triggers of lock_protocol, authorizations and system_protocol in the same
    // statement: counted as their changes.
    const CHANGED_ONLY_WITH_ANOTHER_TABLE = ['lock_protocol_days', 'authorization_counts', 'system_protocol_days'];
    const { db } = world.deps.store;
    const tables = (await db.introspection.getTables()).map((t) => t.name);
    const triggers =
      TEST_DIALECT === 'postgres'
        ? await sql<{ name: string }>`select tgname as name from pg_trigger`.execute(db)
        : await sql<{ name: string }>`select name from sqlite_master where type = 'trigger'`.execute(db);
    const watched = new Set(triggers.rows.map((t) => t.name.replace(/_environment_data(_\w+)?$/, '')));
    expect(
      tables.filter((t) => !watched.has(t) && ![...NOT_READ_BY_THE_INTERFACE, ...CHANGED_ONLY_WITH_ANOTHER_TABLE].includes(t)),
    ).toEqual([]);
  });

  it('does not count what the interface never reads: request counts and the last use of keys', async () => {
    const before = await counters();
    await world.call('GET', '/v1/persons?limit=1');
    await world.deps.store.db.updateTable('api_keys').set({ last_used_at: 'x' }).where('environment_id', '=', world.a.test.id).execute();
    expect(await counters()).toEqual(before);
  });
});

describe.runIf(TEST_DIALECT === 'postgres')('change counters on PostgreSQL', () => {
  it('do not make two transactions changing overlapping persons wait for each other in a cycle', async () => {
    const env = world.a.test.id;
    const [p1, p2] = [await insertPerson(env, 'First'), await insertPerson(env, 'Second')];
    const before = await version(env);
    const { db } = world.deps.store;
    let releaseB!: () => void;
    const bMayCommit = new Promise<void>((resolve) => (releaseB = resolve));
    let bHasRow!: () => void;
    const bHoldsP2 = new Promise<void>((resolve) => (bHasRow = resolve));
    // A changes p1, B changes p2, then A waits for p2 until B commits. With the counter row
    // taken at the first changed row, B would wait for A's counter row: a deadlock.
    const b = db.transaction().execute(async (tx) => {
      await tx.updateTable('persons').set({ comment: 'B' }).where('id', '=', p2).execute();
      bHasRow();
      await bMayCommit;
    });
    const a = db.transaction().execute(async (tx) => {
      await tx.updateTable('persons').set({ comment: 'A' }).where('id', '=', p1).execute();
      await bHoldsP2;
      const second = tx.updateTable('persons').set({ comment: 'A' }).where('id', '=', p2).execute();
      // Let A queue behind B's row lock before B commits.
      await sql`select pg_sleep(0.2)`.execute(db);
      releaseB();
      await second;
    });
    await Promise.all([a, b]);
    // One count per transaction (migration 021), however many rows it changed.
    expect(await version(env)).toBe(before + 2);
  });

  it('count a transaction once per counter, however many rows it writes, and the next one again (migration 021)', async () => {
    const [a, b] = [world.a.test.id, world.b.test.id];
    const before = await Promise.all([a, b].map(version));
    const { db } = world.deps.store;
    await db.transaction().execute(async (tx) => {
      await tx
        .insertInto('persons')
        .values(Array.from({ length: 50 }, (_, i) => personRow(a, `Bulk ${i}`)))
        .execute();
      await tx.insertInto('persons').values(personRow(b, 'Bulk 0')).execute();
      await tx.updateTable('persons').set({ comment: 'bulk' }).where('first_name', 'like', 'Bulk %').execute();
    });
    expect(await Promise.all([a, b].map(version))).toEqual(before.map((v) => v + 1));
    await insertPerson(a, 'After');
    expect(await version(a)).toBe(before[0] + 2);
  });

  it('let a transaction commit while another connection holds its counter row, and count both (migration 019)', async () => {
    const env = world.a.test.id;
    const [p1, p2] = [await insertPerson(env, 'Holding'), await insertPerson(env, 'Committing')];
    const before = await version(env);
    const { db } = world.deps.store;
    const shardOf = async (conn: Kysely<Database>) =>
      (await sql<{ shard: number }>`select data_version_shard() as shard`.execute(conn)).rows[0].shard;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding!: (shard: number) => void;
    const heldShard = new Promise<number>((resolve) => (holding = resolve));
    const a = db.transaction().execute(async (tx) => {
      await tx.updateTable('persons').set({ comment: 'A' }).where('id', '=', p1).execute();
      // The deferred counter trigger fires now: A holds its counter row until it ends.
      await sql`set constraints all immediate`.execute(tx);
      holding(await shardOf(tx));
      await released;
    });
    const shardOfA = await heldShard;
    // Another pool connection whose shard differs from A's (each one held while looking on).
    const onAnotherShard = (): Promise<void> =>
      db.connection().execute(async (conn) => {
        if ((await shardOf(conn)) === shardOfA) return onAnotherShard();
        await conn.transaction().execute(async (tx) => {
          // With one counter row per environment, this commit would wait for A and fail here.
          await sql`set local lock_timeout = '2s'`.execute(tx);
          await tx.updateTable('persons').set({ comment: 'B' }).where('id', '=', p2).execute();
        });
      });
    await onAnotherShard();
    expect(await version(env)).toBe(before + 1);
    release();
    await a;
    expect(await version(env)).toBe(before + 2);
  });
});

describe('coalescedPerTurn', () => {
  it('answers the calls of one event-loop turn with one read made after all of them', async () => {
    let reads = 0;
    let stored = 1;
    const read = coalescedPerTurn(async () => {
      reads++;
      return stored;
    });
    const first = read(1, 'data');
    stored = 2; // a change committed after the first call, before the read
    const second = read(1, 'data');
    expect(await Promise.all([first, second])).toEqual([2, 2]);
    expect(reads).toBe(1);
    expect(await read(1, 'data')).toBe(2);
    expect(reads).toBe(2);
  });

  it('never answers a caller with a read that started before it arrived', async () => {
    let stored = 1;
    const started: number[] = [];
    const releases: (() => void)[] = [];
    const read = coalescedPerTurn(async () => {
      const seen = stored;
      started.push(seen);
      await new Promise<void>((resolve) => releases.push(resolve));
      return seen;
    });
    const first = read(1, 'data');
    await vi.waitFor(() => expect(started).toEqual([1]));
    stored = 2; // committed while the first read runs, before the next callers arrive
    const [second, third] = [read(1, 'data'), read(1, 'data')];
    releases[0]();
    expect(await first).toBe(1);
    await vi.waitFor(() => expect(started).toEqual([1, 2]));
    releases[1]();
    expect(await Promise.all([second, third])).toEqual([2, 2]);
    expect(started).toHaveLength(2);
  });

  it('reads each environment and resource separately and passes failures on', async () => {
    const read = coalescedPerTurn(async (environmentId) => {
      if (environmentId === 3) throw new Error('database gone');
      return environmentId * 10;
    });
    expect(await Promise.all([read(1, 'data'), read(2, 'data')])).toEqual([10, 20]);
    await expect(read(3, 'data')).rejects.toThrow('database gone');
    expect(await read(3, 'data').catch(() => 'failed again')).toBe('failed again');
  });
});
