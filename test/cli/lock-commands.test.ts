import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  const created = await runCli(db, ['admin', 'customer', 'create', '--name', 'Lock CLI customer', '--customer-number', 'LC-1']);
  expect(created.code, created.stderr).toBe(0);
});
afterAll(() => db.drop());

const env = ['--customer', 'LC-1', '--env', 'test'];
const idIn = (text: string, word: string) => Number(new RegExp(`${word} (\\d+)`).exec(text)?.[1]);

async function eventTypes(): Promise<string[]> {
  const rows = await db.store.db.selectFrom('system_protocol').select('event_type').orderBy('id').execute();
  return rows.map((r) => r.event_type);
}

async function register(identifier: string, extra: string[] = []) {
  const res = await runCli(db, [
    'admin',
    'lock',
    'register',
    ...env,
    '--identifier',
    identifier,
    '--type',
    'cylinder',
    '--technology',
    'NFC_AND_BLE',
    '--door-name',
    `Door ${identifier}`,
    '--time-zone',
    'Europe/Vienna',
    ...extra,
  ]);
  expect(res.code, res.stderr).toBe(0);
  return idIn(res.stdout, 'as lock');
}

describe('access-cloud admin lock / area / aco', () => {
  it('lists the commands and explains each with --help', async () => {
    const overview = await runCli(db, ['--help']);
    const names = [
      'admin lock register',
      'admin lock list',
      'admin lock sync',
      'admin area create',
      'admin area list',
      'admin area assign',
      'admin area unassign',
      'admin aco add',
      'admin aco list',
      'admin aco remove',
    ];
    for (const name of names) {
      expect(overview.stdout).toContain(name);
      const help = await runCli(db, [...name.split(' '), '--help']);
      expect(help.code, name).toBe(0);
      expect(help.stdout).toContain(`Usage: access-cloud ${name}`);
    }
  });

  it('registers locks in test and production and lists them; refuses duplicates and bad values', async () => {
    const id = await register('CLI-0001', ['--location', 'Hall', '--additional-information', 'left', '--firmware', '5.1.0']);
    expect(id).toBeGreaterThan(0);
    const listing = await runCli(db, ['admin', 'lock', 'list', ...env]);
    expect(listing.stdout).toContain(`${id}\tCLI-0001\tCYLINDER\tDoor CLI-0001\tOWNER`);
    const duplicate = await runCli(db, [
      'admin',
      'lock',
      'register',
      ...env,
      '--identifier',
      'CLI-0001',
      '--type',
      'CYLINDER',
      '--technology',
      'NFC_ONLY',
      '--door-name',
      'x',
      '--time-zone',
      'UTC',
    ]);
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain('already registered');
    const production = await runCli(db, [
      'admin',
      'lock',
      'register',
      '--customer',
      'LC-1',
      '--env',
      'production',
      '--identifier',
      'CLI-0001',
      '--type',
      'WALLREADER',
      '--technology',
      'NFC_ONLY',
      '--door-name',
      'Gate',
      '--time-zone',
      'Europe/London',
    ]);
    expect(production.code, production.stderr).toBe(0);
    expect(production.stdout).toContain('production environment');
    const badType = await runCli(db, [
      'admin',
      'lock',
      'register',
      ...env,
      '--identifier',
      'CLI-0002',
      '--type',
      'PADLOCK',
      '--technology',
      'NFC_ONLY',
      '--door-name',
      'x',
      '--time-zone',
      'UTC',
    ]);
    expect(badType.code).toBe(2);
    expect(badType.stderr).toContain('--type must be one of CYLINDER, WALLREADER');
    const badZone = await runCli(db, [
      'admin',
      'lock',
      'register',
      ...env,
      '--identifier',
      'CLI-0003',
      '--type',
      'CYLINDER',
      '--technology',
      'NFC_ONLY',
      '--door-name',
      'x',
      '--time-zone',
      'Mars/Base',
    ]);
    expect(badZone.code).toBe(1);
    expect(badZone.stderr).toContain('IANA');
    expect((await runCli(db, ['admin', 'lock', 'register', ...env, '--identifier', 'CLI-0004'])).code).toBe(2);
    const lock = await db.store.db.selectFrom('locks').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(lock).toMatchObject({
      door_location: 'Hall',
      door_additional_information: 'left',
      applet_version: '5.1.0',
      timezone: 'Europe/Vienna',
    });
    expect(await eventTypes()).toContain('ASSIGN_CYLINDER_TO_CUSTOMER_VIA_CARD_READER_SUCCESS');
    expect(await eventTypes()).toContain('ASSIGN_WALLREADER_TO_CUSTOMER_VIA_CARD_READER_SUCCESS');
  });

  it('creates areas, assigns locks pending until `admin lock sync`, and unassigns them', async () => {
    const lockId = await register('CLI-0010');
    const created = await runCli(db, ['admin', 'area', 'create', ...env, '--name', 'CLI area', '--comment', 'from the CLI']);
    expect(created.code, created.stderr).toBe(0);
    const areaId = idIn(created.stdout, 'as area');
    const assigned = await runCli(db, ['admin', 'area', 'assign', '--area', String(areaId), '--lock', String(lockId)]);
    expect(assigned.code, assigned.stderr).toBe(0);
    expect(assigned.stdout).toContain('ASSIGNMENT_PENDING');
    const status = async () =>
      (await db.store.db.selectFrom('area_locks').select('status').where('area_id', '=', areaId).executeTakeFirst())?.status;
    expect(await status()).toBe('ASSIGNMENT_PENDING');
    const synced = await runCli(db, ['admin', 'lock', 'sync', '--lock', String(lockId)]);
    expect(synced.code, synced.stderr).toBe(0);
    expect(synced.stdout).toContain(`lock ${lockId} synchronized`);
    expect(synced.stdout).toContain('area assignments 1');
    expect(await status()).toBe('ASSIGNED');
    // The synchronization itself; the backend changes before it are BACKEND_EVENT entries.
    const logged = await db.store.db
      .selectFrom('lock_protocol')
      .select('event_type')
      .where('lock_id', '=', lockId)
      .where('event_category', '!=', 'BACKEND_EVENT')
      .execute();
    expect(logged.map((r) => r.event_type)).toEqual(['CYLINDER_SYNCHRONIZATION_BY_SUPPORT']);
    const listing = await runCli(db, ['admin', 'area', 'list', ...env]);
    expect(listing.stdout).toContain(`${areaId}\tCLI area\tlocks: ${lockId}`);
    const unassigned = await runCli(db, ['admin', 'area', 'unassign', '--area', String(areaId), '--lock', String(lockId)]);
    expect(unassigned.stdout).toContain('REMOVAL_PENDING');
    await runCli(db, ['admin', 'lock', 'sync', '--lock', String(lockId)]);
    expect(await status()).toBeUndefined();
    expect(await eventTypes()).toEqual(expect.arrayContaining(['CREATE_AREA', 'ASSIGN_CYLINDER_TO_AREA', 'UNASSIGN_CYLINDER_FROM_AREA']));
    expect((await runCli(db, ['admin', 'area', 'assign', '--area', '99999999', '--lock', String(lockId)])).code).toBe(1);
    expect((await runCli(db, ['admin', 'area', 'create', ...env, '--name', ''])).code).toBe(2);
  });

  it('completes a requested removal with `admin lock sync`', async () => {
    const lockId = await register('CLI-0020');
    await db.store.db.updateTable('locks').set({ removal_requested: 1 }).where('id', '=', lockId).execute();
    const synced = await runCli(db, ['admin', 'lock', 'sync', '--lock', String(lockId)]);
    expect(synced.code, synced.stderr).toBe(0);
    expect(synced.stdout).toContain('removed');
    expect(await db.store.db.selectFrom('locks').select('id').where('id', '=', lockId).executeTakeFirst()).toBeUndefined();
    expect((await runCli(db, ['admin', 'lock', 'sync', '--lock', String(lockId)])).code).toBe(1);
    expect((await runCli(db, ['admin', 'lock', 'sync', '--lock', 'x'])).code).toBe(2);
  });

  it('adds, lists and removes operators and support logins', async () => {
    const added = await runCli(db, [
      'admin',
      'aco',
      'add',
      ...env,
      '--first-name',
      'Olga',
      '--last-name',
      'Operator',
      '--email',
      'olga@example.com',
      '--title',
      'Dr.',
    ]);
    expect(added.code, added.stderr).toBe(0);
    const acoId = idIn(added.stdout, 'added as');
    const support = await runCli(db, ['admin', 'aco', 'add', ...env, '--first-name', 'Sam', '--last-name', 'Support', '--support']);
    expect(support.stdout).toContain('support login');
    const admins = await runCli(db, ['admin', 'aco', 'list', ...env]);
    expect(admins.stdout).toContain(`${acoId}\tOlga Operator\tolga@example.com`);
    expect(admins.stdout).not.toContain('Sam Support');
    expect((await runCli(db, ['admin', 'aco', 'list', ...env, '--support'])).stdout).toContain('Sam Support');
    const removed = await runCli(db, ['admin', 'aco', 'remove', ...env, '--aco', String(acoId)]);
    expect(removed.code, removed.stderr).toBe(0);
    expect((await runCli(db, ['admin', 'aco', 'list', ...env])).stdout).not.toContain('Olga');
    expect((await runCli(db, ['admin', 'aco', 'remove', ...env, '--aco', String(acoId)])).code).toBe(1);
    expect(
      (await runCli(db, ['admin', 'aco', 'add', ...env, '--first-name', 'No', '--last-name', 'Date', '--birthday', '2020-13-01'])).code,
    ).toBe(1);
    expect(await eventTypes()).toEqual(expect.arrayContaining(['CREATE_ACO', 'ADD_SUPPORT_ACO', 'DELETE_ACO']));
  });
});
