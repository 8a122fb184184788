import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.ts';
import { mediumId } from '../helpers/media.ts';
import { startWorld, type World } from '../helpers/world.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

const cli = (args: string[]) => runCli(world.db, args);
const inA = (env: 'test' | 'production') => ['--customer', world.a.number, '--env', env];

async function cardByIdentifier(identifier: string, key?: string): Promise<any> {
  const res = await world.call('GET', '/v1/media/cards?limit=100', { key });
  return res.body.mediumList.find((c: any) => c.mediumIdentifier === identifier);
}

describe('access-cloud admin medium add-card / add-key-tag', () => {
  it('are listed and explained with --help', async () => {
    const overview = await cli(['--help']);
    for (const name of ['admin medium add-card', 'admin medium add-key-tag', 'admin outbox list', 'admin phone-replacement create']) {
      expect(overview.stdout).toContain(name);
      const help = await cli([...name.split(' '), '--help']);
      expect(help.code, name).toBe(0);
      expect(help.stdout).toContain(`Usage: access-cloud ${name}`);
    }
  });

  it('register a card whose UID the interface serves (supported generation, produced after 2022-09-13)', async () => {
    const res = await cli([
      'admin',
      'medium',
      'add-card',
      ...inA('production'),
      '--identifier',
      'CRD-9001',
      '--designation',
      'J80K+D08K',
      '--produced',
      '2023-06-01',
      '--uid',
      '04:a1:b2:c3:d4:e5:f6',
      '--name',
      'Lobby',
    ]);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toContain('cardUid 04A1B2C3D4E5F6 served');
    const card = await cardByIdentifier('CRD-9001', world.a.productionKey);
    expect(card).toMatchObject({
      mediumType: 'CARD',
      cardForm: 'CARD',
      cardUid: '04A1B2C3D4E5F6',
      name: 'Lobby',
      activated: true,
      lockingSystemId: world.a.production.id,
    });
    const protocol = await world.deps.store.db
      .selectFrom('system_protocol')
      .select(['event_type', 'administrator_name'])
      .where('environment_id', '=', world.a.production.id)
      .where('medium_id', '=', card.id)
      .execute();
    expect(protocol).toEqual([
      { event_type: 'ASSIGN_KEY_CARD_TO_CUSTOMER_SUCCESS', administrator_name: expect.stringContaining('admin CLI') },
    ]);
  });

  it('register key tags; a UID of an older generation or production date is kept but not served', async () => {
    expect(
      (
        await cli([
          'admin',
          'medium',
          'add-key-tag',
          ...inA('test'),
          '--identifier',
          'KTG-9001',
          '--designation',
          'J80K+D08K',
          '--produced',
          '2022-09-13',
          '--uid',
          '04112233445599',
        ])
      ).code,
    ).toBe(0);
    expect(
      (
        await cli([
          'admin',
          'medium',
          'add-key-tag',
          ...inA('test'),
          '--identifier',
          'KTG-9002',
          '--designation',
          'J40K+D04K',
          '--produced',
          '2024-01-01',
          '--uid',
          '0A0B0C0D',
        ])
      ).code,
    ).toBe(0);
    for (const identifier of ['KTG-9001', 'KTG-9002']) {
      const tag = await cardByIdentifier(identifier);
      expect(tag).toMatchObject({ mediumType: 'CARD', cardForm: 'KEY_TAG' });
      expect(tag).not.toHaveProperty('cardUid');
    }
  });

  it('refuse a taken identifier (exit 1) and bad or missing options (exit 2 / 1)', async () => {
    const taken = await cli([
      'admin',
      'medium',
      'add-card',
      ...inA('test'),
      '--identifier',
      'CRD-2001',
      '--designation',
      'J80K+D08K',
      '--produced',
      '2023-01-01',
    ]);
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain('CRD-2001');
    const missing = await cli(['admin', 'medium', 'add-card', ...inA('test'), '--identifier', 'X1']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--designation');
    expect(
      (
        await cli([
          'admin',
          'medium',
          'add-card',
          '--customer',
          world.a.number,
          '--env',
          'staging',
          '--identifier',
          'X1',
          '--designation',
          'J80K+D08K',
          '--produced',
          '2023-01-01',
        ])
      ).code,
    ).toBe(2);
    for (const [option, value] of [
      ['--produced', '2023-02-30'],
      ['--uid', 'XYZ'],
      ['--identifier', 'far-too-long-identifier'],
    ]) {
      const args = { '--identifier': 'X2', '--designation': 'J80K+D08K', '--produced': '2023-01-01', [option]: value };
      const res = await cli(['admin', 'medium', 'add-card', ...inA('test'), ...Object.entries(args).flat()]);
      expect(res.code, option).toBe(1);
    }
    expect(await cardByIdentifier('X2')).toBeUndefined();
  });
});

describe('access-cloud admin outbox list', () => {
  it('shows the messages a test environment kept instead of sending, with the code', async () => {
    const sophie = await mediumId(world, 'sophie-phone');
    const sent = await world.call('POST', `/v1/media/phones/${sophie}/send-registration-code/sms`);
    expect(sent.status).toBe(200);
    const res = await cli(['admin', 'outbox', 'list', ...inA('test')]);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toContain('SMS\theld');
    expect(res.stdout).toContain('to +33 6 12 34 56 78');
    expect(res.stdout).toContain(sent.body.pairingCode);
    expect((await cli(['admin', 'outbox', 'list', ...inA('production')])).stdout).toBe('no messages');
    expect((await cli(['admin', 'outbox', 'list', '--status', 'held'])).stdout).toContain(sent.body.pairingCode);
    expect((await cli(['admin', 'outbox', 'list', '--status', 'lost'])).code).toBe(2);
    expect((await cli(['admin', 'outbox', 'list', '--env', 'test'])).code).toBe(2);
  });
});

describe('access-cloud admin phone-replacement create', () => {
  it('starts a pending replacement of a paired phone, listed by the interface', async () => {
    const anna = await mediumId(world, 'anna-phone');
    const res = await cli([
      'admin',
      'phone-replacement',
      'create',
      ...inA('test'),
      '--phone',
      String(anna),
      '--app-type',
      'IPHONE',
      '--platform-version',
      '18.2',
    ]);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toMatch(/phone replacement \d+ of phone \d+ is pending/);
    const list = (await world.call('GET', '/v1/pending-phone-replacements')).body.pendingPhoneReplacementList;
    expect(list.at(-1).sourcePhone.id).toBe(anna);
  });

  it('refuses unpaired phones, a second pending replacement and unknown app types', async () => {
    const spare = await mediumId(world, 'spare-phone');
    const unpaired = await cli(['admin', 'phone-replacement', 'create', ...inA('test'), '--phone', String(spare)]);
    expect(unpaired.code).toBe(1);
    expect(unpaired.stderr).toContain('not paired');
    const lars = await mediumId(world, 'lars-phone');
    expect((await cli(['admin', 'phone-replacement', 'create', ...inA('test'), '--phone', String(lars)])).code).toBe(1);
    expect((await cli(['admin', 'phone-replacement', 'create', ...inA('test'), '--phone', String(lars), '--app-type', 'NOKIA'])).code).toBe(
      2,
    );
    expect((await cli(['admin', 'phone-replacement', 'create', ...inA('test'), '--phone', 'abc'])).code).toBe(2);
  });
});
