import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/kernel/config.ts';
import { openStore, type Store, type StoreOptions } from '../../../src/kernel/db/db.ts';
import type { SyncFile } from '../../../src/kernel/db/wal-sync.ts';

/** Runs `use` with the service's store on a new SQLite file, then closes the store and removes the file. */
async function withStoreFile<T>(options: StoreOptions, use: (store: Store, file: string) => Promise<T>): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'access-cloud-store-'));
  const file = path.join(dir, 'store.sqlite');
  const store = openStore(file, options);
  try {
    return await use(store, file);
  } finally {
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** SQLite's `synchronous` codes: 1 NORMAL, 2 FULL. */
async function durabilityOf(setting?: 'FULL' | 'NORMAL'): Promise<{ synchronous: number; logSyncs: number }> {
  let logSyncs = 0;
  const syncFile: SyncFile = (fd, done) => {
    logSyncs++;
    fs.fdatasync(fd, done);
  };
  return withStoreFile({ ...(setting ? { sqliteSynchronous: setting } : {}), syncFile }, async (store) => {
    await store.db.transaction().execute((tx) => sql`create table notes (text text)`.execute(tx));
    const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(store.db);
    return { synchronous: Number(rows[0].synchronous), logSyncs };
  });
}

describe('SQLite durability', () => {
  it('syncs the log after every commit (FULL) unless SQLITE_SYNCHRONOUS=NORMAL is chosen', async () => {
    // FULL: SQLite writes the log at commit (NORMAL) and the store syncs it before acknowledging.
    expect(await durabilityOf()).toEqual({ synchronous: 1, logSyncs: 1 });
    expect(await durabilityOf('NORMAL')).toEqual({ synchronous: 1, logSyncs: 0 });
    expect(loadConfig({}).sqliteSynchronous).toBe('FULL');
    expect(loadConfig({ SQLITE_SYNCHRONOUS: 'NORMAL' }).sqliteSynchronous).toBe('NORMAL');
    expect(() => loadConfig({ SQLITE_SYNCHRONOUS: 'OFF' })).toThrow(/SQLITE_SYNCHRONOUS/);
  });
});

describe('SQLite temporary storage', () => {
  it('is kept in memory, and a failing transaction larger than its journal’s spill size rolls back alone', async () => {
    await withStoreFile({}, async (store) => {
      const { rows } = await sql<{ temp_store: number }>`pragma temp_store`.execute(store.db);
      expect(Number(rows[0].temp_store)).toBe(2); // MEMORY
      await sql`create table notes (text text not null unique)`.execute(store.db);
      // 200 rows of 2 KB: the savepoint's journal outgrows the 64 KiB SQLite keeps in memory by default.
      const page = 'x'.repeat(2000);
      const insertAll = (tx: typeof store.db, prefix: string) =>
        Promise.all(Array.from({ length: 200 }, (_, i) => sql`insert into notes (text) values (${`${prefix}${i}${page}`})`.execute(tx)));
      const results = await Promise.allSettled([
        store.db.transaction().execute((tx) => insertAll(tx, 'kept')),
        store.db.transaction().execute(async (tx) => {
          await insertAll(tx, 'undone');
          await sql`insert into notes (text) values (${`kept0${page}`})`.execute(tx);
        }),
      ]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected']);
      const counts = await sql<{ kept: number; undone: number }>`select
          sum(text like 'kept%') as kept, sum(text like 'undone%') as undone from notes`.execute(store.db);
      expect(counts.rows[0]).toEqual({ kept: 200, undone: 0 });
    });
  });
});

describe('SQLite checkpoints', () => {
  it('copy the log into the database file once it holds 4 000 pages, not at SQLite’s default of 1 000', async () => {
    await withStoreFile({}, async (store, file) => {
      const pageSize = Number((await sql<{ page_size: number }>`pragma page_size`.execute(store.db)).rows[0].page_size);
      /** Pages in the log file (a header of 24 bytes each): SQLite starts a checkpointed log over from its beginning, and the file keeps its largest size. */
      const logPages = () => Math.floor(fs.statSync(`${file}-wal`).size / (pageSize + 24));
      /** Commits of 100 rows of a page each. */
      const writePages = async (pages: number) => {
        for (let i = 0; i < pages / 100; i++) {
          await store.db.transaction().execute(async (tx) => {
            for (let j = 0; j < 100; j++) await sql`insert into notes (text) values (${'x'.repeat(3500)})`.execute(tx);
          });
        }
      };
      await sql`create table notes (text text)`.execute(store.db);
      const { rows } = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(store.db);
      expect(Number(rows[0].wal_autocheckpoint)).toBe(4000);
      await writePages(2500);
      // At 1 000 pages the log would have started over after its first thousand.
      expect(logPages()).toBeGreaterThan(2500);
      await writePages(3000);
      // Past 4 000 pages a commit copied the log, and the next commit started it over.
      expect(logPages()).toBeLessThan(5000);
      const { rows: counted } = await sql<{ n: number }>`select count(*) as n from notes`.execute(store.db);
      expect(Number(counted[0].n)).toBe(5500);
    });
  });
});
