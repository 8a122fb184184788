import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/kernel/config.ts';
import { openStore } from '../../../src/kernel/db/db.ts';

/** SQLite's `synchronous` codes: 1 NORMAL, 2 FULL. */
async function synchronousOf(setting?: 'FULL' | 'NORMAL'): Promise<number> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'access-cloud-durability-'));
  const store = openStore(path.join(dir, 'durable.sqlite'), setting ? { sqliteSynchronous: setting } : {});
  try {
    const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(store.db);
    return Number(rows[0].synchronous);
  } finally {
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('SQLite durability', () => {
  it('syncs every commit (FULL) unless SQLITE_SYNCHRONOUS=NORMAL is chosen', async () => {
    expect(await synchronousOf()).toBe(2);
    expect(await synchronousOf('NORMAL')).toBe(1);
    expect(loadConfig({}).sqliteSynchronous).toBe('FULL');
    expect(loadConfig({ SQLITE_SYNCHRONOUS: 'NORMAL' }).sqliteSynchronous).toBe('NORMAL');
    expect(() => loadConfig({ SQLITE_SYNCHRONOUS: 'OFF' })).toThrow(/SQLITE_SYNCHRONOUS/);
  });
});
