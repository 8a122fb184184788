import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../../src/kernel/secrets.ts';
import { runCli } from '../helpers/cli.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  const created = await runCli(db, ['admin', 'customer', 'create', '--name', 'Simulator CLI customer', '--customer-number', 'SIM-1']);
  expect(created.code, created.stderr).toBe(0);
});
afterAll(() => db.drop());

const env = ['--customer', 'SIM-1', '--env', 'test'];
const idIn = (text: string, word: string) => Number(new RegExp(`${word} (\\d+)`).exec(text)?.[1]);
const tokenIn = (text: string) => /(ac_(?:lock|phone)_[A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

async function run(args: string[], code = 0) {
  const res = await runCli(db, args);
  expect(res.code, `${args.join(' ')}: ${res.stderr}`).toBe(code);
  return res;
}

async function testEnvironmentId(): Promise<number> {
  const row = await db.store.db
    .selectFrom('environments as e')
    .innerJoin('customers as c', 'c.id', 'e.customer_id')
    .select('e.id')
    .where('c.customer_number', '=', 'SIM-1')
    .where('e.kind', '=', 'TEST')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

async function seedRow(table: string, key: string): Promise<number> {
  const row = await db.store.db
    .selectFrom('seed_ids')
    .select('id')
    .where('environment_id', '=', await testEnvironmentId())
    .where('table_name', '=', table)
    .where('seed_key', '=', key)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

describe('access-cloud simulate and the lock credentials of the admin CLI', () => {
  it('lists the commands and explains each with --help', async () => {
    const overview = await run(['--help']);
    for (const name of [
      'simulate pair',
      'simulate phone sync',
      'simulate lock sync',
      'simulate access',
      'simulate clock',
      'admin lock credential',
    ]) {
      expect(overview.stdout).toContain(name);
      expect((await run([...name.split(' '), '--help'])).stdout).toContain(`Usage: access-cloud ${name}`);
    }
    expect((await runCli(db, ['simulate', 'access', '--medium', '1'])).code).toBe(2);
  });

  it("prints a lock's device credential once at registration, and a new one on request (the old one stops working)", async () => {
    const registered = await run([
      'admin',
      'lock',
      'register',
      ...env,
      '--identifier',
      'SIM-0001',
      '--type',
      'CYLINDER',
      '--technology',
      'NFC_AND_BLE',
      '--door-name',
      'Sim door',
      '--time-zone',
      'Europe/Vienna',
    ]);
    const lockId = idIn(registered.stdout, 'as lock');
    const first = tokenIn(registered.stdout);
    expect(registered.stdout).toContain('device credential (shown once): ac_lock_');
    const renewed = await run(['admin', 'lock', 'credential', '--lock', String(lockId)]);
    const second = tokenIn(renewed.stdout);
    expect(second).not.toBe(first);
    const rows = await db.store.db
      .selectFrom('device_credentials')
      .select(['hash', 'revoked_at'])
      .where('lock_id', '=', lockId)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { hash: hashSecret(first), revoked_at: expect.any(String) },
      { hash: hashSecret(second), revoked_at: null },
    ]);
    expect((await runCli(db, ['admin', 'lock', 'credential', '--lock', '99999999'])).code).toBe(1);
  });

  it('pairs a phone with its code, synchronizes it, and lets it unlock once the clock has moved', async () => {
    const sophie = await seedRow('media', 'sophie-phone');
    const { pairing_code: code } = await db.store.db
      .selectFrom('media')
      .select('pairing_code')
      .where('id', '=', sophie)
      .executeTakeFirstOrThrow();
    const paired = await run(['simulate', 'pair', '--code', code!, '--app-type', 'iphone', '--platform-version', '17']);
    expect(paired.stdout).toContain(`phone ${sophie} paired as PHN-`);
    expect(tokenIn(paired.stdout)).toMatch(/^ac_phone_/);
    expect((await runCli(db, ['simulate', 'pair', '--code', code!])).code).toBe(1);
    expect((await runCli(db, ['simulate', 'pair', '--code', 'X', '--app-type', 'NOKIA'])).code).toBe(2);

    const synced = await run(['simulate', 'phone', 'sync', '--phone', String(sophie)]);
    expect(synced.stdout).toContain(`phone ${sophie} synchronized at`);
    expect(synced.stdout).toMatch(/authorization \d+ received/);

    const clock = await run(['simulate', 'clock', '--customer', 'SIM-1', '--advance-minutes', '120']);
    expect(clock.stdout).toContain('(120 minutes ahead of real time)');
    expect((await runCli(db, ['simulate', 'clock', '--customer', 'SIM-1', '--to', '2020-01-01T00:00:00Z'])).code).toBe(1);
    expect((await runCli(db, ['simulate', 'clock', '--customer', 'SIM-1', '--to', 'soon'])).code).toBe(2);

    const lobby = await seedRow('locks', 'lobby');
    const decided = await run(['simulate', 'access', '--medium', String(sophie), '--lock', String(lobby)]);
    expect(decided.stdout).toMatch(/^(granted|denied): [A-Z_]+ at \d{4}-\d{2}-\d{2}T\d{2}:\d{2} lock time/);
    const garage = await seedRow('locks', 'garage');
    expect(
      (await run(['simulate', 'access', '--medium', String(sophie), '--lock', String(garage), '--local-time', '2025-01-06T09:00'])).stdout,
    ).toContain('denied: DENIED_NOT_AUTHORIZED at 2025-01-06T09:00 lock time');
  });

  it('synchronizes locks: a requested removal completes', async () => {
    const server = await seedRow('locks', 'server');
    expect((await run(['simulate', 'lock', 'sync', '--lock', String(server)])).stdout).toContain(`lock ${server} synchronized and removed`);
    const front = await seedRow('locks', 'front');
    expect((await run(['simulate', 'lock', 'sync', '--lock', String(front)])).stdout).toContain('blacklist entries 1');
  });

  it('refuses production environments', async () => {
    await run(['admin', 'credits', 'buy', '--customer', 'SIM-1', '--amount', '400']);
    await run(['admin', 'production', 'activate', '--customer', 'SIM-1']);
    const registered = await run([
      'admin',
      'lock',
      'register',
      '--customer',
      'SIM-1',
      '--env',
      'production',
      '--identifier',
      'SIM-LIVE',
      '--type',
      'WALLREADER',
      '--technology',
      'NFC_ONLY',
      '--door-name',
      'Gate',
      '--time-zone',
      'Europe/Vienna',
    ]);
    const refused = await runCli(db, ['simulate', 'lock', 'sync', '--lock', String(idIn(registered.stdout, 'as lock'))]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('only in test environments');
  });
});
