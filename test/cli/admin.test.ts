import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/kernel/config.ts';
import { buildApp } from '../../src/app.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { keyIn, personsStatus, runCli } from '../helpers/cli.ts';
import { makeDeps } from '../../src/wiring.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

describe('access-cloud admin', () => {
  it('lists the commands and explains each with --help', async () => {
    const overview = await runCli(db, ['--help']);
    expect(overview.code).toBe(0);
    for (const name of [
      'admin customer create',
      'admin key create',
      'admin key list',
      'admin key revoke',
      'admin credits buy',
      'admin production activate',
    ]) {
      expect(overview.stdout).toContain(name);
      const help = await runCli(db, [...name.split(' '), '--help']);
      expect(help.code, name).toBe(0);
      expect(help.stdout).toContain(`Usage: access-cloud ${name}`);
    }
  });

  it('keeps every command name apart from its summary in the overview', async () => {
    const { stdout } = await runCli(db, ['--help']);
    const { allCommands } = await import('../../src/cli/main.ts');
    for (const { name } of await allCommands()) expect(stdout, name).toMatch(new RegExp(`^  ${name} {2,}\\S`, 'm'));
    const group = await runCli(db, ['admin', 'key', '--help']);
    expect(group.code).toBe(0);
    expect(group.stdout).toMatch(/^ {2}admin key revoke {2,}revokes/m);
  });

  it('refuses unknown commands, unknown options and missing options with exit code 2', async () => {
    expect((await runCli(db, ['admin', 'frobnicate'])).code).toBe(2);
    const unknown = await runCli(db, ['admin', 'customer', 'create', '--name', 'x', '--colour', 'red']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('colour');
    const missing = await runCli(db, ['admin', 'key', 'create', '--customer', '1']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--env');
    expect((await runCli(db, ['admin', 'credits', 'buy', '--customer', '1', '--amount', '-5'])).code).toBe(2);
    expect((await runCli(db, ['admin', 'key', 'create', '--customer', '1', '--env', 'staging'])).code).toBe(2);
    expect((await runCli(db, ['admin', 'customer', 'create', '--name', 'x', '--language', 'en-US'])).code).toBe(2);
  });

  it('creates a customer whose test key works at once and is shown only once', async () => {
    const created = await runCli(db, [
      'admin',
      'customer',
      'create',
      '--name',
      'Hotel Alpenblick',
      '--customer-number',
      'HA-1',
      '--language',
      'de-DE',
    ]);
    expect(created.code, created.stderr).toBe(0);
    const key = keyIn(created.stdout)!;
    expect(key).toMatch(/^ac_test_/);
    expect(await personsStatus(db, key)).toBe(200);
    const listing = await runCli(db, ['admin', 'key', 'list', '--customer', 'HA-1']);
    expect(listing.stdout).toContain(key.slice(0, 12));
    expect(listing.stdout).not.toContain(key);
    const stored = await db.store.db.selectFrom('api_keys').select(['hash', 'prefix']).execute();
    expect(JSON.stringify(stored)).not.toContain(key);
  });

  it('sets and changes the master data that GET /v1/customer answers, fax and contact title included', async () => {
    const created = await runCli(db, [
      'admin',
      'customer',
      'create',
      '--name',
      'Master data',
      '--customer-number',
      'MD-1',
      '--contact-title',
      'MR',
      '--fax',
      '+43 1 111',
    ]);
    const key = keyIn(created.stdout)!;
    const customer = async () => {
      const app = await buildApp(makeDeps(db.store, loadConfig({})));
      const res = await app.inject({ method: 'GET', url: '/v1/customer', headers: { 'x-api-key': key } });
      await app.close();
      return res.json();
    };
    expect(await customer()).toMatchObject({ contactTitle: 'MR', fax: '+43 1 111' });
    expect((await runCli(db, ['admin', 'customer', 'update', '--customer', 'MD-1', '--contact-title', 'DR'])).code).toBe(2);
    const updated = await runCli(db, [
      'admin',
      'customer',
      'update',
      '--customer',
      'MD-1',
      '--contact-title',
      'MS',
      '--fax',
      '',
      '--city',
      'Graz',
    ]);
    expect(updated.code, updated.stderr).toBe(0);
    const after = await customer();
    expect(after).toMatchObject({ contactTitle: 'MS', addressCity: 'Graz', accessControlSystemName: 'Master data' });
    expect(after).not.toHaveProperty('fax');
    const cleared = await runCli(db, ['admin', 'customer', 'update', '--customer', 'MD-1', '--customer-name', '']);
    expect(cleared.code).toBe(1);
    expect(cleared.stderr).toContain('customerName');
  });

  it('refuses production keys before activation, and activation without 350 credits', async () => {
    await runCli(db, ['admin', 'customer', 'create', '--name', 'Office', '--customer-number', 'OF-1']);
    const early = await runCli(db, ['admin', 'key', 'create', '--customer', 'OF-1', '--env', 'production']);
    expect(early.code).toBe(1);
    expect(early.stderr).toMatch(/not activated/);
    await runCli(db, ['admin', 'credits', 'buy', '--customer', 'OF-1', '--amount', '300']);
    const short = await runCli(db, ['admin', 'production', 'activate', '--customer', 'OF-1']);
    expect(short.code).toBe(1);
    expect(short.stderr).toMatch(/350 credits.*has 300/);
    await runCli(db, ['admin', 'credits', 'buy', '--customer', 'OF-1', '--amount', '100']);
    const activated = await runCli(db, ['admin', 'production', 'activate', '--customer', 'OF-1']);
    expect(activated.code, activated.stderr).toBe(0);
    expect(activated.stdout).toContain('balance 50 credits');
    expect((await runCli(db, ['admin', 'production', 'activate', '--customer', 'OF-1'])).code).toBe(1);

    const key = keyIn(
      (await runCli(db, ['admin', 'key', 'create', '--customer', 'OF-1', '--env', 'production', '--label', 'erp'])).stdout,
    )!;
    expect(key).toMatch(/^ac_live_/);
    expect(await personsStatus(db, key)).toBe(200);
  });

  it('records every credit movement, with the balance after it', async () => {
    await runCli(db, ['admin', 'customer', 'create', '--name', 'Credits', '--customer-number', 'CR-1']);
    await runCli(db, ['admin', 'credits', 'buy', '--customer', 'CR-1', '--amount', '400']);
    await runCli(db, ['admin', 'production', 'activate', '--customer', 'CR-1']);
    await runCli(db, ['admin', 'credits', 'temporal', '--customer', 'CR-1', '--until', '2030-01-01T00:00:00Z']);
    const movements = await db.store.db
      .selectFrom('credit_movements as m')
      .innerJoin('customers as c', 'c.id', 'm.customer_id')
      .innerJoin('environments as e', 'e.id', 'm.environment_id')
      .select(['m.kind', 'm.amount', 'm.balance_after', 'm.actor_name'])
      .where('c.customer_number', '=', 'CR-1')
      .where('e.kind', '=', 'PRODUCTION')
      .orderBy('m.id')
      .execute();
    expect(movements.map((m) => [m.kind, m.amount, m.balance_after])).toEqual([
      ['QUANTITY_PURCHASE', 400, 400],
      ['PRODUCTION_ACTIVATION', -350, 50],
      ['TEMPORAL_PURCHASE', 0, 50],
    ]);
    expect(movements[0].actor_name).toMatch(/^admin CLI/);
    expect((await runCli(db, ['admin', 'credits', 'temporal', '--customer', 'CR-1', '--until', 'tomorrow'])).code).toBe(2);
  });

  it('revokes a key by prefix; the key is refused from then on and the revocation is protocolled', async () => {
    const key = keyIn((await runCli(db, ['admin', 'customer', 'create', '--name', 'Revoke', '--customer-number', 'RV-1'])).stdout)!;
    expect(await personsStatus(db, key)).toBe(200);
    const revoked = await runCli(db, ['admin', 'key', 'revoke', '--customer', 'RV-1', '--key', key.slice(0, 12)]);
    expect(revoked.code, revoked.stderr).toBe(0);
    expect(await personsStatus(db, key)).toBe(401);
    expect((await runCli(db, ['admin', 'key', 'revoke', '--customer', 'RV-1', '--key', key.slice(0, 12)])).code).toBe(1);
    expect((await runCli(db, ['admin', 'key', 'revoke', '--customer', 'HA-1', '--key', key.slice(0, 12)])).code).toBe(1);
    const events = await db.store.db
      .selectFrom('system_protocol')
      .select('event_type')
      .where('event_type', '=', 'API_DEACTIVATE_KEY')
      .execute();
    expect(events.length).toBeGreaterThan(0);
  });

  it('answers unknown customers with exit code 1 and a clear message', async () => {
    const res = await runCli(db, ['admin', 'key', 'list', '--customer', 'NOPE-9']);
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('Customer NOPE-9 not found');
  });
});
