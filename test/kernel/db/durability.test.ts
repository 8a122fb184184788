import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/kernel/config.ts';
import { openStore } from '../../../src/kernel/db/db.ts';
import type { SyncFile } from '../../../src/kernel/db/wal-sync.ts';

/** SQLite's `synchronous` codes: 1 NORMAL, 2 FULL. */
async function durabilityOf(setting?: 'FULL' | 'NORMAL'): Promise<{ synchronous: number; logSyncs: number }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'access-cloud-durability-'));
  let logSyncs = 0;
  const syncFile: SyncFile = (fd, done) => {
    logSyncs++;
    fs.fdatasync(fd, done);
  };
  const store = openStore(path.join(dir, 'durable.sqlite'), { ...(setting ? { sqliteSynchronous: setting } : {}), syncFile });
  try {
    await store.db.transaction().execute((tx) => sql`create table notes (text text)`.execute(tx));
    const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(store.db);
    return { synchronous: Number(rows[0].synchronous), logSyncs };
  } finally {
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
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
