import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock, clockStartingAt } from '../../../src/kernel/clock.ts';
import { listOutbox } from '../../../src/modules/delivery/index.ts';
import { totpCodeAt } from '../../../src/modules/admin-accounts/index.ts';
import { ADMIN_PASSWORD, AdminClient, loggedInAdmin } from '../../helpers/admin.ts';
import { protocolSince } from '../../helpers/locks.ts';
import { startWorld, type World } from '../../helpers/world.ts';

/** The token of a link in a message or a page. */
const tokenIn = (text: string) => /token=([A-Za-z0-9_-]+)/.exec(text)![1];
const totpKeyIn = (page: string) => /data-totp-key[^>]*>([A-Z2-7]+)</.exec(page)![1];

async function failedLoginCounter(world: World, email: string): Promise<number> {
  const { body } = await world.call('GET', '/v1/acos', { key: world.a.productionKey });
  return body.acoList.find((a: { email: string }) => a.email === email).failedLoginCounter;
}

/** Moves the service clock on (each test file runs in its own process). */
const advanceMinutes = (minutes: number) => clock.set(clockStartingAt(clock.nowMs() + minutes * 60_000));

describe('web administration accounts', () => {
  let world: World;
  beforeAll(async () => {
    world = await startWorld({
      admin: { sessionSecret: undefined, sessionIdleMinutes: 30, sessionMaxHours: 12, loginAttemptsPerMinute: 1000 },
    });
  });
  afterAll(() => world?.close());

  describe('invitation', () => {
    it('refuses an unknown or used link, and a short password next to its field', async () => {
      const client = new AdminClient(world.app);
      expect((await client.get('/admin/invitation?token=nonsense')).status).toBe(404);
      const { link } = await import('../../../src/modules/admin-accounts/index.ts').then((m) =>
        m.inviteAdministrator(
          world.deps,
          world.ctx(world.a.production),
          { firstName: 'Ina', lastName: 'Vite', email: 'ina@example.com' },
          '',
        ),
      );
      const page = await client.get(link);
      expect(page.status).toBe(200);
      expect(page.body).toContain('ina@example.com');
      const short = await client.post(link, { password: 'short' });
      expect(short.status).toBe(400);
      expect(short.body).toMatch(/class="field invalid"[^]*at least 12 characters/);
      expect((await client.post(link, { password: ADMIN_PASSWORD })).status).toBe(303);
      expect((await client.get(link)).status).toBe(404);
      const messages = await listOutbox(world.deps.store.db, { customerId: world.a.id });
      const mail = messages.find((m) => m.recipient === 'ina@example.com')!;
      expect(mail.status).toBe('PENDING');
      expect(tokenIn(mail.body)).toBe(tokenIn(link));
    });

    it('refuses a second account for the same address', async () => {
      const { client, email } = await loggedInAdmin(world);
      const page = await client.post('/admin/administrators', { firstName: 'Dup', lastName: 'Licate', email: email.toUpperCase() });
      expect(page.status).toBe(400);
      expect(page.body).toContain('there is already an account');
    });
  });

  describe('log-in', () => {
    it('counts every wrong password, protocols it, and locks the account after five in a row', async () => {
      const { email } = await loggedInAdmin(world, world.a, 'Lou');
      const since = (await protocolSince(world, world.a.production.id)).at(-1)!.id;
      const client = new AdminClient(world.app);
      for (let i = 1; i <= 4; i++) {
        const page = await client.post('/admin/login', { email, password: 'wrong password!' });
        expect(page.status).toBe(400);
        expect(page.body).toContain('The e-mail address or the password is wrong.');
      }
      expect(await failedLoginCounter(world, email)).toBe(4);
      const fifth = await client.post('/admin/login', { email, password: 'wrong password!' });
      expect(fifth.status).toBe(429);
      const locked = await client.post('/admin/login', { email, password: ADMIN_PASSWORD });
      expect(locked.status).toBe(429);
      expect(locked.body).toContain('locked until');
      const entries = await protocolSince(world, world.a.production.id, since);
      expect(entries.filter((e) => e.event_type === 'LOGIN_FAILED_FIRST_FACTOR')).toHaveLength(5);

      advanceMinutes(16);
      const page = await client.post('/admin/login', { email, password: ADMIN_PASSWORD });
      expect(page.status).toBe(303);
      expect(await failedLoginCounter(world, email)).toBe(0);
    });

    it('answers an unknown address exactly like a wrong password', async () => {
      const page = await new AdminClient(world.app).post('/admin/login', { email: 'nobody@example.com', password: 'whatever it is' });
      expect(page.status).toBe(400);
      expect(page.body).toContain('The e-mail address or the password is wrong.');
    });

    it('follows only local paths after log-in', async () => {
      const { email } = await loggedInAdmin(world);
      const client = new AdminClient(world.app);
      await client.get('/admin/login');
      const page = await client.post('/admin/login?next=//evil.example/admin', { email, password: ADMIN_PASSWORD });
      expect(page.location).toBe('/admin/');
    });
  });

  describe('second factor', () => {
    it('is enabled with a code, then asked at log-in; wrong and reused codes are refused and protocolled', async () => {
      const { client, email } = await loggedInAdmin(world, world.a, 'Tom');
      await client.post('/admin/account/second-factor/start');
      const account = await client.get('/admin/account');
      const secret = totpKeyIn(account.body);
      const wrong = await client.post('/admin/account/second-factor/enable', { code: '000000' });
      expect(wrong.status).toBe(400);
      const enabled = await client.post('/admin/account/second-factor/enable', { code: totpCodeAt(secret, clock.nowMs()) });
      expect(enabled.status).toBe(303);
      const stored = await world.deps.store.db
        .selectFrom('aco_logins')
        .select('totp_secret')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      expect(stored.totp_secret).toMatch(/^v1\./);
      expect(stored.totp_secret).not.toContain(secret);
      const since = (await protocolSince(world, world.a.production.id)).at(-1)!.id;

      const next = new AdminClient(world.app);
      await next.get('/admin/login');
      const first = await next.post('/admin/login', { email, password: ADMIN_PASSWORD });
      expect(first.location).toMatch(/^\/admin\/login\/second-factor/);
      expect((await next.get('/admin/')).status).toBe(303);
      await next.get(first.location!);
      const bad = await next.post(first.location!, { code: '123456' });
      expect(bad.status).toBe(400);
      expect(bad.body).toContain('The code is wrong or was already used.');
      advanceMinutes(1);
      const code = totpCodeAt(secret, clock.nowMs());
      expect((await next.post(first.location!, { code })).status).toBe(303);
      expect((await next.get('/admin/')).status).toBe(200);

      const replay = new AdminClient(world.app);
      await replay.get('/admin/login');
      const again = await replay.post('/admin/login', { email, password: ADMIN_PASSWORD });
      await replay.get(again.location!);
      expect((await replay.post(again.location!, { code })).status).toBe(400);

      const types = (await protocolSince(world, world.a.production.id, since)).map((e) => e.event_type);
      expect(types.filter((t) => t === 'LOGIN_FAILED_SECOND_FACTOR')).toHaveLength(2);
      expect(await failedLoginCounter(world, email)).toBe(1);

      advanceMinutes(1);
      await client.get('/admin/account');
      expect((await client.post('/admin/account/second-factor/disable', { code: totpCodeAt(secret, clock.nowMs()) })).status).toBe(303);
      const all = (await protocolSince(world, world.a.production.id)).map((e) => e.event_type);
      expect(all).toContain('TWO_FACTOR_AUTH_ENABLED');
      expect(all).toContain('TWO_FACTOR_AUTH_DISABLED');
    });
  });

  describe('password reset', () => {
    it('e-mails a link, sets the new password, ends the old sessions, and says the same for unknown addresses', async () => {
      const { client, email } = await loggedInAdmin(world, world.a, 'Rita');
      const before = (await listOutbox(world.deps.store.db, { customerId: world.a.id })).length;
      const anonymous = new AdminClient(world.app);
      const unknown = await anonymous.post('/admin/password-reset', { email: 'nobody@example.com' });
      const known = await anonymous.post('/admin/password-reset', { email });
      expect(unknown.location).toBe(known.location);
      const messages = await listOutbox(world.deps.store.db, { customerId: world.a.id });
      expect(messages).toHaveLength(before + 1);
      const link = `/admin/password-reset?token=${tokenIn(messages.find((m) => m.recipient === email && m.subject?.includes('password'))!.body)}`;
      await anonymous.get(link);
      expect((await anonymous.post(link, { password: 'a brand new password' })).status).toBe(303);
      expect((await client.get('/admin/')).status).toBe(303);
      const types = (await protocolSince(world, world.a.production.id)).map((e) => e.event_type);
      expect(types).toContain('PASSWORD_RESET');
      expect((await new AdminClient(world.app).logIn(email, 'a brand new password')).location).toBe('/admin/');
      expect((await anonymous.post(link, { password: 'another new password' })).status).toBe(404);
    });
  });

  describe('sessions and credentials', () => {
    it('refuses a form without its CSRF token', async () => {
      const { client } = await loggedInAdmin(world);
      expect((await client.post('/admin/account/language', { language: 'de' }, { csrf: null })).status).toBe(403);
      expect((await client.post('/admin/account/language', { language: 'de' }, { csrf: 'forged' })).status).toBe(403);
    });

    it('ends the session at log-out and after 30 idle minutes', async () => {
      const { client } = await loggedInAdmin(world);
      expect((await client.post('/admin/logout')).status).toBe(303);
      expect((await client.get('/admin/')).status).toBe(303);
      const idle = (await loggedInAdmin(world)).client;
      advanceMinutes(29);
      expect((await idle.get('/admin/')).status).toBe(200);
      advanceMinutes(31);
      expect((await idle.get('/admin/')).status).toBe(303);
    });

    it('keeps API keys and sessions apart', async () => {
      const { client } = await loggedInAdmin(world);
      const byKey = await world.app.inject({ method: 'GET', url: '/admin/', headers: { 'x-api-key': world.a.productionKey } });
      expect(byKey.statusCode).toBe(303);
      const cookie = String([(await client.get('/admin/account')).headers['set-cookie'] ?? []].flat()[0] ?? '');
      const session = (client as unknown as { cookie: string }).cookie || cookie.split(';')[0];
      const bySession = await world.app.inject({ method: 'GET', url: '/v1/persons', headers: { cookie: session } });
      expect(bySession.statusCode).toBe(401);
    });

    it('sends security headers and an HttpOnly cookie', async () => {
      const res = await world.app.inject({ method: 'GET', url: '/admin/login' });
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(String(res.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Lax/);
    });

    it('shows the pages in the language the ACO chose', async () => {
      const { client } = await loggedInAdmin(world);
      expect((await client.post('/admin/account/language', { language: 'xx' })).status).toBe(400);
      expect((await client.post('/admin/account/language', { language: 'de' })).status).toBe(303);
      const page = await client.get('/admin/');
      expect(page.body).toContain('<html lang="de">');
      expect(page.body).toContain('Übersicht');
    });
  });

  describe('administrators and support logins', () => {
    it('invites, edits and deletes administrators, adds and deletes support logins, each protocolled', async () => {
      const { client } = await loggedInAdmin(world);
      const since = (await protocolSince(world, world.a.production.id)).at(-1)!.id;
      const invited = await client.post('/admin/administrators', {
        firstName: 'New',
        lastName: 'Colleague',
        email: 'colleague@example.com',
        language: 'de',
      });
      expect(invited.status).toBe(200);
      expect(invited.body).toContain('/admin/invitation?token=');
      const bad = await client.post('/admin/administrators', { firstName: '', lastName: 'X', email: 'not-an-address' });
      expect(bad.status).toBe(400);
      expect(bad.body).toContain('must be an e-mail address');
      const { body } = await world.call('GET', '/v1/acos', { key: world.a.productionKey });
      const colleague = body.acoList.find((a: { email: string }) => a.email === 'colleague@example.com');
      expect(
        (await client.post(`/admin/administrators/${colleague.id}/edit`, { firstName: 'Renamed', lastName: 'Colleague' })).status,
      ).toBe(303);
      expect((await client.post(`/admin/administrators/${colleague.id}/edit`, { firstName: '', lastName: 'Colleague' })).status).toBe(400);
      expect((await client.post('/admin/support-logins', { firstName: 'Sam', lastName: 'Support', comment: 'vendor' })).status).toBe(303);
      const support = (await world.call('GET', '/v1/acos/support', { key: world.a.productionKey })).body.acoList;
      const sam = support.find((s: { firstname: string }) => s.firstname === 'Sam');
      expect((await client.post(`/admin/support-logins/${sam.id}/delete`)).status).toBe(303);
      expect((await client.post(`/admin/administrators/${colleague.id}/delete`)).status).toBe(303);
      const types = (await protocolSince(world, world.a.production.id, since)).map((e) => e.event_type);
      expect(types).toEqual(['CREATE_ACO', 'EDIT_ACO', 'ADD_SUPPORT_ACO', 'DELETE_SUPPORT_ACO', 'DELETE_ACO']);
    });

    it("gives another customer's administrator 404 for this customer's ids", async () => {
      const mine = await loggedInAdmin(world);
      const foreign = await loggedInAdmin(world, world.b, 'Bert');
      expect((await foreign.client.get(`/admin/administrators/${mine.acoId}/edit`)).status).toBe(404);
      expect((await foreign.client.post(`/admin/administrators/${mine.acoId}/edit`, { firstName: 'X', lastName: 'Y' })).status).toBe(404);
      expect((await foreign.client.post(`/admin/administrators/${mine.acoId}/delete`)).status).toBe(404);
      expect((await mine.client.get('/admin/')).status).toBe(200);
      const list = await foreign.client.get('/admin/administrators');
      expect(list.body).not.toContain(mine.email);
    });
  });
});

describe('log-in throttling per address', () => {
  let world: World;
  beforeAll(async () => {
    world = await startWorld({
      admin: { sessionSecret: undefined, sessionIdleMinutes: 30, sessionMaxHours: 12, loginAttemptsPerMinute: 3 },
    });
  });
  afterAll(() => world?.close());

  it('answers 429 past the configured attempts per minute, whatever the account', async () => {
    const client = new AdminClient(world.app);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await client.post('/admin/login', { email: `x${i}@example.com`, password: 'wrong password' })).status);
    expect(statuses).toEqual([400, 400, 400, 429]);
  });
});
