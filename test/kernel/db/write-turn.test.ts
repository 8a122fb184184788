import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect, sql, type Generated } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GroupCommitSqliteDriver } from '../../../src/kernel/db/sqlite-group-commit.ts';
import { WorkerWriteTurn, WriteTurnQueue, type WriteTurnMessage } from '../../../src/kernel/db/write-turn.ts';

// The primary and its workers meet here as they do over node:cluster's message channel: each
// message arrives in a later event-loop turn, in the order sent. `sent` records every message.
let sent: string[];
let queue: WriteTurnQueue;
let workers: Map<number, WorkerWriteTurn>;
let primaryReachable: boolean;

const deliver = (fn: () => void) => setImmediate(fn);
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

function worker(id: number, waitMs?: number): WorkerWriteTurn {
  const turn = new WorkerWriteTurn(
    {
      send: (message: WriteTurnMessage) => {
        if (!primaryReachable) return false;
        sent.push(`${id} ${message.writeTurn}`);
        deliver(() => queue.receive(id, message));
        return true;
      },
    },
    waitMs,
  );
  workers.set(id, turn);
  return turn;
}

beforeEach(() => {
  sent = [];
  primaryReachable = true;
  workers = new Map();
  queue = new WriteTurnQueue((id, message) => {
    sent.push(`to ${id} ${message.writeTurn}`);
    deliver(() => workers.get(id)?.receive(message));
  });
});

describe('the write turn of the workers', () => {
  it('is taken once by a worker writing alone, and kept: its later writes send nothing', async () => {
    const one = worker(1);
    await one.take();
    one.writingDone();
    await one.take();
    one.writingDone();
    await settle();
    expect(sent).toEqual(['1 take', 'to 1 granted']);
  });

  it('goes to the workers that ask in the order they asked, each once the holder has finished writing', async () => {
    const [one, two, three] = [worker(1), worker(2), worker(3)];
    await one.take();
    const order: number[] = [];
    const second = two.take().then(() => order.push(2));
    const third = three.take().then(() => order.push(3));
    await settle();
    expect(order).toEqual([]);
    expect(sent).toContain('to 1 wanted');
    one.writingDone();
    await second;
    expect(order).toEqual([2]);
    two.writingDone();
    await third;
    expect(order).toEqual([2, 3]);
  });

  it('is handed on at once by a holder that is not writing when another asks', async () => {
    const [one, two] = [worker(1), worker(2)];
    await one.take();
    one.writingDone();
    await two.take();
    expect(sent).toEqual(['1 take', 'to 1 granted', '2 take', 'to 1 wanted', '1 give', 'to 2 granted']);
  });

  it('is in use from the moment it is granted to a waiting worker, also when `wanted` comes in the same read of the channel', async () => {
    const messages: string[] = [];
    const turn = new WorkerWriteTurn({ send: (message) => messages.push(message.writeTurn) > 0 });
    const taken = turn.take();
    turn.receive({ writeTurn: 'granted' });
    turn.receive({ writeTurn: 'wanted' });
    await taken;
    expect(messages).toEqual(['take']);
    turn.writingDone();
    expect(messages).toEqual(['take', 'give']);
  });

  it('goes to the next in line when its holder exits', async () => {
    const [one, two] = [worker(1), worker(2)];
    await one.take();
    const second = two.take();
    await settle();
    queue.forget(1);
    await second;
    expect(sent.at(-1)).toBe('to 2 granted');
  });

  it('fails a write that waits longer than its limit, as a busy lock would, and still hands on the turn it asked for', async () => {
    const [one, two] = [worker(1), worker(2, 20)];
    await one.take();
    await expect(two.take()).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
    one.writingDone();
    await settle();
    expect(sent.at(-1)).toBe('to 2 granted');
    // Worker 2 now holds a turn nobody of it waits for: the next write of worker 1 gets it back.
    await one.take();
    expect(sent.slice(-3)).toEqual(['to 2 wanted', '2 give', 'to 1 granted']);
  });

  it('is not waited for when the primary cannot be reached', async () => {
    primaryReachable = false;
    await worker(1).take();
    expect(sent).toEqual([]);
  });
});

interface Schema {
  notes: { id: Generated<number>; text: string };
}

describe('two stores on one SQLite file, each with its write turn', () => {
  let dir: string;
  const opened: Kysely<Schema>[] = [];
  /** Writes that found another connection's write lock. */
  let busyWrites: number;

  function openStore(id: number): Kysely<Schema> {
    const database = new BetterSqlite3(path.join(dir, 'db.sqlite'));
    database.pragma('journal_mode = WAL');
    const counted =
      <A extends unknown[], R>(run: (...args: A) => R) =>
      (...args: A): R => {
        try {
          return run(...args);
        } catch (error) {
          if ((error as { code?: string }).code === 'SQLITE_BUSY') busyWrites++;
          throw error;
        }
      };
    database.exec = counted<[string], BetterSqlite3.Database>(database.exec.bind(database));
    const prepare = database.prepare.bind(database);
    database.prepare = ((text: string) => {
      const statement = prepare(text);
      if (!statement.reader) statement.run = counted<unknown[], BetterSqlite3.RunResult>(statement.run.bind(statement));
      return statement;
    }) as typeof database.prepare;
    const writeTurn = worker(id);
    const store = new Kysely<Schema>({
      dialect: new (class extends SqliteDialect {
        override createDriver() {
          return new GroupCommitSqliteDriver(database, undefined, { writeTurn });
        }
      })({ database }),
    });
    opened.push(store);
    return store;
  }

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'write-turn-'));
    busyWrites = 0;
  });
  afterEach(async () => {
    for (const store of opened.splice(0)) await store.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('write one after the other, never meeting the other write lock; every transaction commits', async () => {
    const [first, second] = [openStore(1), openStore(2)];
    await sql`create table notes (id integer primary key, text text not null)`.execute(first);
    const write = (store: Kysely<Schema>, text: string) =>
      store.transaction().execute(async (tx) => {
        await tx.insertInto('notes').values({ text }).execute();
        await settle();
      });
    // Writes outside a transaction too: SQLite commits each on its own.
    const writeAlone = (store: Kysely<Schema>, text: string) => store.insertInto('notes').values({ text }).execute();
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => [
        write(first, `first ${i}`),
        write(second, `second ${i}`),
        writeAlone(first, `first alone ${i}`),
        writeAlone(second, `second alone ${i}`),
      ]).flat(),
    );
    const { n } = await sql<{ n: number }>`select count(*) as n from notes`.execute(second).then((r) => r.rows[0]);
    expect(n).toBe(80);
    expect(busyWrites).toBe(0);
    expect(sent).toEqual(expect.arrayContaining(['to 1 granted', 'to 2 granted']));
  });

  it('a write outside a transaction waits for the turn while the other store writes a transaction', async () => {
    const [first, second] = [openStore(1), openStore(2)];
    await sql`create table notes (id integer primary key, text text not null)`.execute(first);
    let finish!: () => void;
    let inserted!: () => void;
    const insertedNow = new Promise<void>((resolve) => (inserted = resolve));
    const open = second.transaction().execute(async (tx) => {
      await tx.insertInto('notes').values({ text: 'in a transaction' }).execute();
      inserted();
      await new Promise<void>((resolve) => (finish = resolve));
    });
    await insertedNow;
    let alone = false;
    const write = first
      .insertInto('notes')
      .values({ text: 'alone' })
      .execute()
      .then(() => (alone = true));
    await settle();
    expect(alone).toBe(false);
    finish();
    await Promise.all([open, write]);
    expect(busyWrites).toBe(0);
  });
});
