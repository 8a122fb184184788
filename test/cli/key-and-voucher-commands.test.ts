import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { keyIn, personsStatus, runCli } from '../helpers/cli.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  await runCli(db, ['admin', 'customer', 'create', '--name', 'Keys', '--customer-number', 'K-1']);
});
afterAll(() => db.drop());

const cli = (...args: string[]) => runCli(db, args);

describe('access-cloud admin key', () => {
  it('deactivates, reactivates, labels, regenerates and deletes a key', async () => {
    const created = await cli('admin', 'key', 'create', '--customer', 'K-1', '--env', 'test', '--label', 'ci');
    const id = /\(id (\d+)\)/.exec(created.stdout)![1];
    const key = keyIn(created.stdout)!;
    const ref = ['--customer', 'K-1', '--key', id];

    expect((await cli('admin', 'key', 'deactivate', ...ref)).code).toBe(0);
    expect(await personsStatus(db, key)).toBe(401);
    expect((await cli('admin', 'key', 'deactivate', ...ref)).code).toBe(1);
    expect((await cli('admin', 'key', 'reactivate', ...ref)).code).toBe(0);
    expect(await personsStatus(db, key)).toBe(200);

    const labelled = await cli('admin', 'key', 'label', ...ref, '--label', 'door app');
    expect(labelled.stdout).toContain('labelled "door app"');
    const tooLong = await cli('admin', 'key', 'label', ...ref, '--label', 'x'.repeat(101));
    expect(tooLong.code).toBe(1);
    expect(tooLong.stderr).toContain('label');
    expect((await cli('admin', 'key', 'label', ...ref, '--label', '')).stdout).toContain('has no label now');

    const regenerated = await cli('admin', 'key', 'regenerate', ...ref);
    expect(regenerated.code, regenerated.stderr).toBe(0);
    const renewed = keyIn(regenerated.stdout)!;
    expect(renewed).not.toBe(key);
    expect(await personsStatus(db, key)).toBe(401);
    expect(await personsStatus(db, renewed)).toBe(200);

    await personsStatus(db, renewed); // closing the app wrote its key use
    const listing = await cli('admin', 'key', 'list', '--customer', 'K-1', '--env', 'test');
    expect(listing.stdout).toMatch(new RegExp(`^${id}\\ttest\\t.*\\tactive\\t.*\\tlast used \\d{4}-`, 'm'));
    expect(listing.stdout).not.toContain(renewed);

    expect((await cli('admin', 'key', 'delete', ...ref)).code).toBe(0);
    expect(await personsStatus(db, renewed)).toBe(401);
    expect((await cli('admin', 'key', 'list', '--customer', 'K-1')).stdout).not.toMatch(new RegExp(`^${id}\\t`, 'm'));
    expect((await cli('admin', 'key', 'delete', ...ref)).code).toBe(1);
  });

  it('lists the new commands in the overview, each with --help', async () => {
    const overview = await cli('--help');
    for (const name of [
      'admin key deactivate',
      'admin key reactivate',
      'admin key delete',
      'admin key regenerate',
      'admin key label',
      'admin credits voucher',
      'admin credits voucher list',
    ]) {
      expect(overview.stdout).toMatch(new RegExp(`^  ${name} {2,}\\S`, 'm'));
      const help = await cli(...name.split(' '), '--help');
      expect(help.code, name).toBe(0);
      expect(help.stdout).toContain(`Usage: access-cloud ${name}`);
    }
  });
});

describe('access-cloud admin credits voucher', () => {
  it('prints the codes once, one per line, and lists vouchers without them', async () => {
    const issued = await cli('admin', 'credits', 'voucher', '--credits', '25', '--count', '3');
    expect(issued.code, issued.stderr).toBe(0);
    const codes = issued.stdout.split('\n');
    expect(codes).toHaveLength(3);
    for (const code of codes) expect(code).toMatch(/^ACV(-[2-9A-HJ-NP-Z]{4}){4}$/);
    const temporal = await cli('admin', 'credits', 'voucher', '--days', '30');
    expect(temporal.stdout).toMatch(/^ACV(-[2-9A-HJ-NP-Z]{4}){4}$/);

    const listing = await cli('admin', 'credits', 'voucher', 'list');
    expect(listing.code, listing.stderr).toBe(0);
    expect(listing.stdout.split('\n')).toHaveLength(4);
    expect(listing.stdout).toContain(`${codes[0].slice(0, 8)}…\tquantity\t25 credits`);
    expect(listing.stdout).toContain('temporal\t30 days');
    expect(listing.stdout).toContain('not redeemed');
    for (const code of [...codes, temporal.stdout]) expect(listing.stdout).not.toContain(code);
  });

  it('refuses wrong usage with exit code 2', async () => {
    expect((await cli('admin', 'credits', 'voucher')).code).toBe(2);
    expect((await cli('admin', 'credits', 'voucher', '--credits', '5', '--days', '3')).code).toBe(2);
    expect((await cli('admin', 'credits', 'voucher', '--credits', '0')).code).toBe(2);
    expect((await cli('admin', 'credits', 'voucher', '--days', '3', '--count', 'many')).code).toBe(2);
    expect((await cli('admin', 'credits', 'voucher', '--credits', '5', '--colour', 'red')).code).toBe(2);
  });
});
