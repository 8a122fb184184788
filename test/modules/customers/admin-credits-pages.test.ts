import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock, clockStartingAt } from '../../../src/kernel/clock.ts';
import { findCustomer, getEnvironment, issueVouchers } from '../../../src/modules/customers/index.ts';
import { AdminClient, loggedInAdmin, secretOnPage, unactivatedCustomer } from '../../helpers/admin.ts';
import { lastProtocolId, protocolSince } from '../../helpers/locks.ts';
import { startWorld, TEST_ACTOR, type World } from '../../helpers/world.ts';

const advanceMinutes = (minutes: number) => clock.set(clockStartingAt(clock.nowMs() + minutes * 60_000));

describe('web administration: credits and activation', () => {
  let world: World;
  beforeAll(async () => {
    world = await startWorld();
  });
  afterAll(() => world?.close());

  const voucher = async (input: { kind: 'QUANTITY'; credits: number } | { kind: 'TEMPORAL'; days: number }) =>
    (await issueVouchers(world.deps, TEST_ACTOR, input))[0].code;
  const balanceOn = (page: string) => Number(/data-balance[^>]*>(\d+)</.exec(page)![1]);

  it('sends a visitor without a session to the log-in', async () => {
    const page = await new AdminClient(world.app).get('/admin/credits');
    expect(page).toMatchObject({ status: 303, location: '/admin/login?next=%2Fadmin%2Fcredits' });
  });

  it('shows the balance, the time-based credit and the way to the credits protocol', async () => {
    const fresh = await unactivatedCustomer(world, 'Figures');
    const { client } = await loggedInAdmin(world, fresh, 'Fig');
    const page = await client.get('/admin/credits');
    expect(page.status).toBe(200);
    expect(balanceOn(page.body)).toBe(0);
    expect(page.body).toMatch(/data-temporal[^>]*>none</);
    expect(page.body).toContain('href="/admin/protocols/credits"');
    expect(page.body).toContain('Activating needs 350 credits; your balance is 0.');
    expect(page.body).not.toContain('action="/admin/credits/activation"');
  });

  it('redeems vouchers for credits and for days, protocolled with the ACO as actor', async () => {
    const fresh = await unactivatedCustomer(world, 'Redeemer');
    const { client, acoId } = await loggedInAdmin(world, fresh, 'Ray');
    await client.get('/admin/credits');
    const before = await lastProtocolId(world);
    const redeemed = await client.post('/admin/credits/voucher', {
      code: (await voucher({ kind: 'QUANTITY', credits: 120 })).toLowerCase(),
    });
    expect(redeemed).toMatchObject({ status: 303, location: '/admin/credits' });
    const page = await client.get('/admin/credits');
    expect(page.body).toContain('The voucher is redeemed: 120 credits were added.');
    expect(balanceOn(page.body)).toBe(120);

    expect((await client.post('/admin/credits/voucher', { code: await voucher({ kind: 'TEMPORAL', days: 30 }) })).status).toBe(303);
    const until = (await findCustomer(world.deps.store.db, fresh.id)).temporal_credit_until!;
    const after = await client.get('/admin/credits');
    expect(after.body).toContain(`valid until ${until.slice(0, 10)} ${until.slice(11, 16)} UTC`);

    const entries = await protocolSince(world, fresh.production.id, before);
    expect(entries.map((e) => [e.event_type, e.user_id])).toEqual([
      ['QUANTITY_CREDIT_ADDED', acoId],
      ['TEMPORAL_CREDIT_ADDED', acoId],
    ]);
  });

  it('shows a wrong code next to its field, and after five locks redeeming until the time it says', async () => {
    const fresh = await unactivatedCustomer(world, 'Guesser');
    const { client } = await loggedInAdmin(world, fresh, 'Gus');
    await client.get('/admin/credits');
    const before = await lastProtocolId(world);
    for (let i = 1; i <= 4; i++) {
      const wrong = await client.post('/admin/credits/voucher', { code: 'ACV-2222-2222-2222-2222' });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatch(/class="field invalid"[^]*This code is unknown or was already redeemed\./);
      expect(wrong.body).toContain('value="ACV-2222-2222-2222-2222"');
    }
    const fifth = await client.post('/admin/credits/voucher', { code: 'nonsense' });
    expect(fifth.status).toBe(429);
    const lockedUntil = (await findCustomer(world.deps.store.db, fresh.id)).voucher_locked_until!;
    const shown = `${lockedUntil.slice(0, 10)} ${lockedUntil.slice(11, 16)} UTC`;
    expect(fifth.body).toContain(`Too many wrong codes: redeeming is locked until ${shown}.`);

    const right = await voucher({ kind: 'QUANTITY', credits: 10 });
    const locked = await client.post('/admin/credits/voucher', { code: right });
    expect(locked.status).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    expect(locked.body).toContain(`redeeming is locked until ${shown}`);
    expect((await client.get('/admin/credits')).body).toContain(`redeeming is locked until ${shown}`);

    advanceMinutes(16);
    expect((await client.post('/admin/credits/voucher', { code: right })).status).toBe(303);
    expect(balanceOn((await client.get('/admin/credits')).body)).toBe(10);
    const types = (await protocolSince(world, fresh.production.id, before)).map((e) => e.event_type);
    expect(types.filter((t) => t === 'INVALID_CREDIT_ENTERED')).toHaveLength(5);
    expect(types).toContain('CREDIT_REDEEMING_LOCKED');
  });

  it('activates production for 350 credits after a confirmation step; then production keys work', async () => {
    const fresh = await unactivatedCustomer(world, 'Activator');
    const { client, acoId } = await loggedInAdmin(world, fresh, 'Ava');
    await client.get('/admin/credits');
    const short = await client.post('/admin/credits/activation');
    expect(short.status).toBe(403);
    expect(short.body).toContain('Activating needs 350 credits; your balance is 0.');
    expect((await client.post('/admin/credits/activation', { confirm: 'yes' })).status).toBe(403);

    await client.post('/admin/credits/voucher', { code: await voucher({ kind: 'QUANTITY', credits: 400 }) });
    const offered = await client.get('/admin/credits');
    expect(offered.body).toContain('action="/admin/credits/activation"');
    const before = await lastProtocolId(world);
    const asked = await client.post('/admin/credits/activation');
    expect(asked.status).toBe(200);
    expect(asked.body).toContain('Activate the production environment for 350 credits?');
    expect(asked.body).toContain('Balance after activation: 50 credits (now 400).');
    expect(asked.body).toContain('name="confirm" value="yes"');
    expect((await getEnvironment(world.deps.store.db, fresh.id, 'PRODUCTION')).activatedAt).toBeNull();

    const done = await client.post('/admin/credits/activation', { confirm: 'yes' });
    expect(done).toMatchObject({ status: 303, location: '/admin/credits' });
    const active = await client.get('/admin/credits');
    expect(active.body).toContain('The production environment is active. You can generate production keys now.');
    expect(active.body).toContain('The production environment is active since');
    expect(active.body).not.toContain('action="/admin/credits/activation"');
    expect(balanceOn(active.body)).toBe(50);
    expect((await client.post('/admin/credits/activation', { confirm: 'yes' })).status).toBe(400);
    expect((await client.post('/admin/credits/activation')).body).toContain('The production environment is already active.');

    const keys = await client.get('/admin/api-keys');
    expect(keys.body).toContain('action="/admin/api-keys/production/generate"');
    const generated = await client.post('/admin/api-keys/production/generate', { label: 'live' });
    const key = secretOnPage(generated.body)!;
    expect(key).toMatch(/^ac_live_/);
    expect((await world.call('GET', '/v1/persons', { key })).status).toBe(200);

    const entries = await protocolSince(world, fresh.production.id, before);
    expect(entries.map((e) => [e.event_type, e.user_id])).toEqual([
      ['API_PURCHASE_ACCESS', acoId],
      ['API_GENERATE_KEY', acoId],
    ]);
    expect((await findCustomer(world.deps.store.db, fresh.id)).credit_balance).toBe(50);
  });

  it('refuses a form without its CSRF token', async () => {
    const fresh = await unactivatedCustomer(world, 'Forged');
    const { client } = await loggedInAdmin(world, fresh, 'Flo');
    const code = await voucher({ kind: 'QUANTITY', credits: 500 });
    expect((await client.post('/admin/credits/voucher', { code }, { csrf: null })).status).toBe(403);
    expect((await client.post('/admin/credits/activation', { confirm: 'yes' }, { csrf: null })).status).toBe(403);
    expect((await findCustomer(world.deps.store.db, fresh.id)).credit_balance).toBe(0);
  });
});
