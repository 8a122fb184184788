import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect, sql, type Generated } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withStatementCache } from '../../../src/kernel/db/db.ts';
import { runDirectly, runTransactionDirectly } from '../../../src/kernel/db/direct-statements.ts';
import { prepared } from '../../../src/kernel/db/prepared.ts';
import { GroupCommitSqliteDriver } from '../../../src/kernel/db/sqlite-group-commit.ts';
import { WalSync, type SyncFile } from '../../../src/kernel/db/wal-sync.ts';

interface Schema {
  notes: { id: Generated<number>; text: string };
}

let dir: string;
let file: string;
let db: Kysely<Schema>;
/** The driver of the last database openNotes opened. */
let driver: GroupCommitSqliteDriver;
let commits: number;
/** A second connection, as another process has: it sees committed data only. */
let other: BetterSqlite3.Database;

/**
 * The notes database on `file`, its statements cached as the service's store has them; with a
 * WalSync, SQLite runs NORMAL as the service's store does.
 */
async function openNotes(walSync?: WalSync, options?: { otherWriterQuietMs?: number }): Promise<Kysely<Schema>> {
  const database = new BetterSqlite3(file);
  database.pragma('journal_mode = WAL');
  database.pragma(walSync ? 'synchronous = NORMAL' : 'synchronous = FULL');
  const exec = database.exec.bind(database);
  database.exec = (text: string) => {
    if (text === 'commit') commits++;
    return exec(text);
  };
  const notes = new Kysely<Schema>({
    dialect: new (class extends SqliteDialect {
      override createDriver() {
        return (driver = new GroupCommitSqliteDriver(withStatementCache(database), walSync, options));
      }
    })({ database }),
  });
  // As the service's store: prepared reads outside a transaction may skip Kysely's connection handover.
  runDirectly(notes, driver);
  await sql`create table if not exists notes (id integer primary key, text text not null unique)`.execute(notes);
  return notes;
}

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'group-commit-'));
  file = path.join(dir, 'db.sqlite');
  commits = 0;
  db = await openNotes();
  other = new BetterSqlite3(file, { readonly: true });
});
afterEach(async () => {
  other.close();
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A prepared read, as the interface's requests make them. */
const allNotes = prepared(
  (notes, _: object) => (notes as unknown as Kysely<Schema>).selectFrom('notes').select('text').orderBy('id') as never,
);
const texts = async (notes: Kysely<Schema>) => ((await allNotes(notes as never, {})) as { text: string }[]).map((row) => row.text);

/** A transaction that inserts `text` and stays open until `finish` is called. */
function openWrite(text: string): { write: Promise<void>; inserted: Promise<void>; finish: () => void } {
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  let insertDone!: () => void;
  const inserted = new Promise<void>((resolve) => (insertDone = resolve));
  const write = db.transaction().execute(async (tx) => {
    await tx.insertInto('notes').values({ text }).execute();
    insertDone();
    await finished;
  });
  return { write, inserted, finish };
}

/** Whether `promise` is still unsettled after a while (10 ms). */
async function stillWaiting(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  const settle = () => (settled = true);
  void promise.then(settle, settle);
  await new Promise((resolve) => setTimeout(resolve, 10));
  return !settled;
}

const committed = (text: string) => other.prepare('select count(*) as n from notes where text = ?').get(text) as { n: number };

describe('group commit on SQLite', () => {
  it('acknowledges each of many concurrent transactions only once its work is committed, with fewer commits', async () => {
    const seenAtAcknowledgement: number[] = [];
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        db
          .transaction()
          .execute((tx) =>
            tx
              .insertInto('notes')
              .values({ text: `note ${i}` })
              .execute(),
          )
          .then(() => seenAtAcknowledgement.push(committed(`note ${i}`).n)),
      ),
    );
    expect(seenAtAcknowledgement).toEqual(Array(30).fill(1));
    expect(commits).toBeGreaterThan(0);
    expect(commits).toBeLessThan(30);
  });

  it('rolls back a failing transaction alone; the others of its group are committed', async () => {
    await db.insertInto('notes').values({ text: 'taken' }).execute();
    const results = await Promise.allSettled(
      ['first', 'taken', 'third'].map((text) =>
        db.transaction().execute(async (tx) => {
          await tx
            .insertInto('notes')
            .values({ text: `${text} (before)` })
            .execute();
          await tx.insertInto('notes').values({ text }).execute();
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect([committed('first').n, committed('third').n, committed('first (before)').n, committed('third (before)').n]).toEqual([
      1, 1, 1, 1,
    ]);
    expect(committed('taken (before)').n).toBe(0);
  });

  it('commits an open group before a statement outside a transaction reads', async () => {
    const write = db.transaction().execute((tx) => tx.insertInto('notes').values({ text: 'grouped' }).execute());
    const read = db.selectFrom('notes').select('text').execute();
    const [, rows] = await Promise.all([write, read]);
    expect(rows.map((r) => r.text)).toContain('grouped');
    expect(committed('grouped').n).toBe(1);
  });

  describe('a prepared read outside a transaction', () => {
    it('runs without acquiring the connection through Kysely while no caller holds it', async () => {
      await db.insertInto('notes').values({ text: 'first' }).execute();
      const acquire = vi.spyOn(driver, 'acquireConnection');
      expect(await texts(db)).toEqual(['first']);
      expect(acquire).not.toHaveBeenCalled();
    });

    it("waits in line while a transaction holds the connection, and never sees that transaction's uncommitted rows", async () => {
      const { write, inserted, finish } = openWrite('pending');
      await inserted;
      expect(driver.read('select text from notes', [])).toBeUndefined();
      const read = texts(db);
      expect(await stillWaiting(read)).toBe(true);
      finish();
      await write;
      expect(await read).toEqual(['pending']);
      expect(committed('pending').n).toBe(1);
    });

    it('commits the open group before it reads', async () => {
      const write = db.transaction().execute((tx) => tx.insertInto('notes').values({ text: 'grouped' }).execute());
      // Only microtasks: the group's own commit (in a later event-loop turn) cannot happen meanwhile.
      let rows: { text: string }[] | undefined;
      for (let turn = 0; turn < 1000 && !rows?.length; turn++) {
        await Promise.resolve();
        rows = await driver.read<{ text: string }>('select text from notes', []);
      }
      expect(rows).toEqual([{ text: 'grouped' }]);
      expect(committed('grouped').n).toBe(1);
      await write;
    });
  });

  describe('prepared reads outside a transaction share a snapshot', () => {
    /** Another process's connection, committing while this one's snapshot is open. */
    let writer: BetterSqlite3.Database;
    const commitElsewhere = (text: string) => writer.prepare('insert into notes (text) values (?)').run(text);
    beforeEach(async () => {
      writer = new BetterSqlite3(file);
      await db.insertInto('notes').values({ text: 'first' }).execute();
    });
    afterEach(() => writer.close());

    // Between the reads of these tests only microtasks run: they are one event-loop turn.
    it('until readsFromNow (a request arrived): then they see what was committed meanwhile', async () => {
      expect(await texts(db)).toEqual(['first']);
      commitElsewhere('second');
      expect(await texts(db)).toEqual(['first']);
      driver.readsFromNow();
      expect(await texts(db)).toEqual(['first', 'second']);
    });

    it('for one event-loop turn at most', async () => {
      expect(await texts(db)).toEqual(['first']);
      commitElsewhere('second');
      await new Promise((resolve) => setImmediate(resolve));
      expect(await texts(db)).toEqual(['first', 'second']);
    });

    it('taken once the requests of a turn have arrived: the reads of all of them share it and see what was committed before the last', async () => {
      const begin = vi.spyOn((driver as unknown as { beginRead: { run(): unknown } }).beginRead, 'run');
      driver.readsFromNow();
      const firstRequest = texts(db);
      commitElsewhere('second');
      driver.readsFromNow();
      const secondRequest = texts(db);
      expect(await Promise.all([firstRequest, secondRequest])).toEqual([
        ['first', 'second'],
        ['first', 'second'],
      ]);
      expect(begin).toHaveBeenCalledTimes(1);
    });

    it('a read waiting for its snapshot while a transaction takes the connection waits for that transaction, and sees it committed', async () => {
      driver.readsFromNow();
      const read = texts(db);
      const { write, finish } = openWrite('pending');
      expect(await stillWaiting(read)).toBe(true);
      finish();
      await write;
      expect(await read).toEqual(['first', 'pending']);
    });

    it('a read waiting for its snapshot that fails is rejected, and the reads waiting with it still answer', async () => {
      driver.readsFromNow();
      const failing = driver.read('select text from notes where id = ?', []);
      const alongside = texts(db);
      await expect(failing).rejects.toThrow(/parameter/);
      expect(await alongside).toEqual(['first']);
    });

    it('until a transaction takes the connection: it and the reads after it see the latest data', async () => {
      expect(await texts(db)).toEqual(['first']);
      commitElsewhere('second');
      await db.transaction().execute((tx) => tx.insertInto('notes').values({ text: 'third' }).execute());
      expect(await texts(db)).toEqual(['first', 'second', 'third']);
    });
  });

  describe('a prepared statement inside a transaction that runs directly', () => {
    const addNote = prepared(
      (notes, p: { text: string }) =>
        (notes as unknown as Kysely<Schema>).insertInto('notes').values({ text: p.text }).returning('id') as never,
    );
    const inDirectTransaction = <T>(work: (tx: Kysely<Schema>) => Promise<T>) =>
      db.transaction().execute((tx) => {
        runTransactionDirectly(db, tx);
        return work(tx);
      });

    it('writes within the transaction: committed with it, its rows returned', async () => {
      const direct = vi.spyOn(driver, 'runInTransaction');
      const inserted = await inDirectTransaction(async (tx) => {
        const rows = (await addNote(tx as never, { text: 'direct' })) as { id: number }[];
        expect(await texts(tx)).toEqual(['direct']);
        return rows;
      });
      expect(inserted).toEqual([{ id: 1 }]);
      expect(direct).toHaveBeenCalledTimes(2);
      expect(committed('direct').n).toBe(1);
    });

    it('is rolled back with the transaction that fails', async () => {
      await expect(
        inDirectTransaction(async (tx) => {
          await addNote(tx as never, { text: 'lost' });
          await addNote(tx as never, { text: 'lost' });
        }),
      ).rejects.toThrow(/UNIQUE/);
      await inDirectTransaction((tx) => addNote(tx as never, { text: 'kept' }));
      expect(await texts(db)).toEqual(['kept']);
      expect(committed('lost').n).toBe(0);
    });
  });

  it('returns rows as objects with the columns a statement has now, also after the schema changed', async () => {
    await db.insertInto('notes').values({ text: 'first' }).execute();
    const all = () => sql<Record<string, unknown>>`select * from notes`.execute(db).then((r) => r.rows);
    expect(await all()).toEqual([{ id: 1, text: 'first' }]);
    await sql`alter table notes add column color text default 'red'`.execute(db);
    expect(await all()).toEqual([{ id: 1, text: 'first', color: 'red' }]);
    // A column added by another connection: the cached statement is prepared again by SQLite.
    const writer = new BetterSqlite3(file);
    writer.exec(`alter table notes add column size integer default 3`);
    writer.close();
    expect(await all()).toEqual([{ id: 1, text: 'first', color: 'red', size: 3 }]);
    // As better-sqlite3 does: of two columns with one name, the later one's value.
    const joined = await sql<Record<string, unknown>>`select 1 as a, 2 as a, 3 as b`.execute(db);
    expect(joined.rows).toEqual([{ a: 2, b: 3 }]);
  });

  it('reads rows of 17 columns and more as JSON, with the values, types and order of a plain read', async () => {
    const texts = Array.from({ length: 15 }, (_, i) => `t${i}`);
    await sql
      .raw(`create table wide (id integer primary key, n integer, big bigint, ${texts.map((t) => `${t} text`).join(', ')})`)
      .execute(db);
    const odd = ['say "hi"\\', 'line\nbreak\ttab', 'Öffnung 🚪', '', null, '{"json": [1]}', '\u0001'];
    for (let id = 1; id <= 5; id++) {
      const values = texts.map((_, i) => odd[(id + i) % odd.length]);
      await sql`insert into wide values (${id}, ${-id * 1000}, ${Number.MAX_SAFE_INTEGER - id}, ${sql.join(values)})`.execute(db);
    }
    const prepare = vi.spyOn(BetterSqlite3.prototype, 'prepare');
    try {
      const page = sql<Record<string, unknown>>`select * from wide where id > ${1} order by id desc limit ${3}`;
      const plain = other.prepare('select * from wide where id > 1 order by id desc limit 3').all();
      expect(await page.execute(db).then((r) => r.rows)).toEqual(plain);
      // The second read uses the JSON form prepared at the first.
      expect(await page.execute(db).then((r) => r.rows)).toEqual(plain);
      expect(prepare.mock.calls.filter(([text]) => /json_array/.test(text))).toHaveLength(1);

      // Another connection adds a column: the JSON form no longer fits, the plain statement answers.
      const writer = new BetterSqlite3(file);
      writer.exec(`alter table wide add column extra integer default 7`);
      writer.close();
      expect(await page.execute(db).then((r) => r.rows)).toEqual(plain.map((row: any) => ({ ...row, extra: 7 })));

      // A blob cannot be JSON: rows with one are read as they are.
      await sql`alter table wide add column b blob`.execute(db);
      await sql`update wide set b = x'00ff'`.execute(db);
      prepare.mockClear();
      const withBlob = sql<{ b: Buffer }>`select * from wide where id = ${1}`;
      for (let read = 0; read < 2; read++) expect((await withBlob.execute(db)).rows[0].b).toEqual(Buffer.from([0, 255]));
      expect(prepare.mock.calls.filter(([text]) => /json_array/.test(text))).toEqual([]);
    } finally {
      prepare.mockRestore();
    }
  });

  describe('with the log synced off the event loop (the durable default)', () => {
    /** Syncs that, once `hold` is called, wait until the test lets them run (each a real fdatasync then). */
    function heldSyncs() {
      const held: (() => void)[] = [];
      const syncedFiles: number[] = [];
      let holding = false;
      const syncFile: SyncFile = (fd, done) => {
        if (!holding) return fs.fdatasync(fd, done);
        syncedFiles.push(fs.fstatSync(fd).ino);
        held.push(() => fs.fdatasync(fd, done));
      };
      /** Lets every sync run from now on, so that a failed test still closes its database. */
      const releaseAll = () => {
        holding = false;
        for (const sync of held.splice(0)) sync();
      };
      return { syncFile, held, syncedFiles, hold: () => (holding = true), releaseOne: () => held.shift()!(), releaseAll };
    }
    const settled = <T>(promise: Promise<T>) => {
      const state = { done: false };
      void promise.then(() => (state.done = true));
      return state;
    };
    /** Lets the driver run until `check` holds (commits happen in later event-loop turns). */
    const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true), { interval: 1 });
    const insert = (notes: Kysely<Schema>, text: string) =>
      settled(notes.transaction().execute((tx) => tx.insertInto('notes').values({ text }).execute()));

    /**
     * A durable store whose syncs the test holds, with a first transaction committed and its sync
     * held; `run` goes on from there. Every sync is let go at the end, so that a failed test
     * still closes the store.
     */
    async function whileFirstSyncIsHeld(
      run: (durable: Kysely<Schema>, syncs: ReturnType<typeof heldSyncs>, first: { done: boolean }) => Promise<void>,
      options: { otherWriterQuietMs?: number; beforeFirst?: () => void } = {},
    ) {
      const syncs = heldSyncs();
      const durable = await openNotes(new WalSync(`${file}-wal`, syncs.syncFile), options);
      options.beforeFirst?.();
      syncs.hold();
      try {
        const first = insert(durable, 'first');
        await until(() => syncs.held.length === 1);
        await run(durable, syncs, first);
      } finally {
        syncs.releaseAll();
        await durable.destroy();
      }
    }

    it('acknowledges a transaction only once the log is synced after its commit', () =>
      whileFirstSyncIsHeld(async (durable, syncs, first) => {
        expect(committed('first').n).toBe(1);
        expect(syncs.syncedFiles).toEqual([fs.statSync(`${file}-wal`).ino]);
        await new Promise((resolve) => setTimeout(resolve, 20));
        expect(first.done).toBe(false);

        syncs.releaseOne();
        await until(() => first.done);

        // A write outside a transaction is SQLite's own commit: its caller too waits for the sync.
        const single = settled(durable.insertInto('notes').values({ text: 'single' }).execute());
        await until(() => syncs.held.length === 1);
        expect([committed('single').n, single.done]).toEqual([1, false]);
        syncs.releaseOne();
        await until(() => single.done);
      }));

    it('gathers the transactions that end while the log is synced into one commit after that sync', () =>
      whileFirstSyncIsHeld(async (durable, syncs, first) => {
        const commitsBefore = commits;
        // The disk is busy with the first sync, the event loop is not: transactions run, and
        // wait in one open group, as what they commit now would be on disk only after the next sync.
        const later = ['second', 'third', 'fourth'].map((text) => insert(durable, text));
        await new Promise((resolve) => setTimeout(resolve, 20));
        expect([committed('second').n, committed('third').n, committed('fourth').n]).toEqual([0, 0, 0]);
        expect(commits).toBe(commitsBefore);
        expect(syncs.held).toHaveLength(1);

        syncs.releaseOne();
        await until(() => first.done);
        await until(() => syncs.held.length === 1);
        expect([committed('second').n, committed('third').n, committed('fourth').n]).toEqual([1, 1, 1]);
        expect(commits).toBe(commitsBefore + 1);
        expect(later.map((state) => state.done)).toEqual([false, false, false]);
        syncs.releaseOne();
        await until(() => later.every((state) => state.done));
      }));

    it('commits at once during a sync while another process also writes to the file, so that it gets the write lock', async () => {
      const otherWriter = new BetterSqlite3(file);
      try {
        await whileFirstSyncIsHeld(
          async (durable, syncs, first) => {
            const second = insert(durable, 'second');
            await until(() => committed('second').n === 1);
            expect([first.done, second.done]).toEqual([false, false]);
            syncs.releaseOne();
            await until(() => syncs.held.length === 1);
            syncs.releaseOne();
            await until(() => first.done && second.done);
          },
          {
            otherWriterQuietMs: 60_000,
            beforeFirst: () => otherWriter.prepare("insert into notes (text) values ('by another process')").run(),
          },
        );
      } finally {
        otherWriter.close();
      }
    });

    it('commits the gathering group when a read comes during a sync, and answers the read once that commit is on disk', () =>
      whileFirstSyncIsHeld(async (durable, syncs, first) => {
        const second = insert(durable, 'second');
        await new Promise((resolve) => setTimeout(resolve, 20));
        expect(committed('second').n).toBe(0);

        const read = settled(durable.selectFrom('notes').select('text').execute());
        const preparedRead = settled(texts(durable));
        await until(() => committed('second').n === 1);
        await new Promise((resolve) => setTimeout(resolve, 20));
        expect([first.done, second.done, read.done, preparedRead.done]).toEqual([false, false, false, false]);

        syncs.releaseOne();
        await until(() => first.done);
        // One sync covers the commits made before it started: the second waits for the next.
        await until(() => syncs.held.length === 1);
        expect([second.done, read.done, preparedRead.done]).toEqual([false, false, false]);
        syncs.releaseOne();
        await until(() => second.done && read.done && preparedRead.done);
      }));

    it('reports a failed sync to the transactions it covered', async () => {
      const failing: SyncFile = (_fd, done) => done(Object.assign(new Error('I/O error'), { code: 'EIO' }));
      const durable = await openNotes(new WalSync(`${file}-wal`, failing));
      try {
        await expect(durable.transaction().execute((tx) => tx.insertInto('notes').values({ text: 'lost?' }).execute())).rejects.toThrow(
          'I/O error',
        );
      } finally {
        await durable.destroy().catch(() => undefined);
      }
    });
  });
});
