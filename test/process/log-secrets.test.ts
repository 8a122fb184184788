import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../src/kernel/clock.ts';
import { totpCodeAt } from '../../src/modules/admin-accounts/index.ts';
import { listOutbox } from '../../src/modules/delivery/index.ts';
import { runCli } from '../helpers/cli.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.ts';

// A careless client sends its secrets everywhere; the service's log (at its most verbose level)
// must hold none of them.
const CONFIGURED = {
  ACCESS_CLOUD_TEST_API_KEY: 'configured-test-key-4f1c9a7e2b',
  SMTP_PASSWORD: 'smtp-password-7d3e1f',
  SMS_GATEWAY_TOKEN: 'sms-gateway-token-9b2c4a',
};

let db: TestDatabase;
let server: ServerProcess;
const secrets = new Map<string, string>(Object.entries(CONFIGURED));

const keyIn = (text: string) => /(ac_(?:test|live)_[A-Za-z0-9_-]{43})/.exec(text)![1];

async function call(method: string, path: string, init: { headers?: Record<string, string>; body?: string } = {}) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...init.headers },
    body: init.body,
  });
  return { status: res.status, body: await res.json().catch(() => undefined) };
}

/** The process's log up to a last request: its lines reach the pipe after the answers do. */
async function logUpToNow(): Promise<string> {
  const marker = `marker-${Math.random().toString(36).slice(2)}`;
  await call('GET', `/v1/persons?${marker}`);
  for (let i = 0; i < 200 && !server.output().includes(marker); i++) await new Promise((resolve) => setTimeout(resolve, 25));
  return server.output();
}

beforeAll(async () => {
  db = await createTestDatabase();
  // A customer with keys of both environments, made with the admin commands before the start.
  const created = await runCli(db, ['admin', 'customer', 'create', '--name', 'Log test', '--customer-number', 'LOG-1']);
  secrets.set('test API key', keyIn(created.stdout));
  await runCli(db, ['admin', 'credits', 'buy', '--customer', 'LOG-1', '--amount', '400']);
  await runCli(db, ['admin', 'production', 'activate', '--customer', 'LOG-1']);
  secrets.set(
    'production API key',
    keyIn((await runCli(db, ['admin', 'key', 'create', '--customer', 'LOG-1', '--env', 'production'])).stdout),
  );
  server = await startServerProcess({
    ...db.env,
    ...CONFIGURED,
    LOG_LEVEL: 'trace',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: '9',
    SMTP_USER: 'mailer',
    SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms',
  });
  const key = secrets.get('test API key')!;
  const auth = { 'x-api-key': key };
  // Device credentials and a pairing code, issued by the running service.
  const [lock] = (await call('GET', '/v1/locks?limit=1', { headers: auth })).body.lockList;
  secrets.set(
    'lock credential',
    (await call('POST', `/v1/simulator/locks/${lock.id}/credential`, { headers: auth, body: '{}' })).body.deviceToken,
  );
  const [phone] = (await call('POST', '/v1/media/phones', { headers: auth, body: JSON.stringify([{ phoneNumber: '+43 676 5550101' }]) }))
    .body;
  const { pairingCode } = (await call('POST', `/v1/media/phones/${phone.id}/pairing`, { headers: auth, body: '{}' })).body;
  const paired = await call('POST', '/device/v1/phone/pairing', {
    body: JSON.stringify({ pairingCode, appType: 'ANDROID', platformVersion: '14' }),
  });
  secrets.set('phone credential', paired.body.deviceToken);
  const [other] = (await call('POST', '/v1/media/phones', { headers: auth, body: JSON.stringify([{ phoneNumber: '+43 676 5550102' }]) }))
    .body;
  secrets.set('pairing code', (await call('POST', `/v1/media/phones/${other.id}/pairing`, { headers: auth, body: '{}' })).body.pairingCode);
  const webhook = await call('POST', '/v1/webhooks', {
    headers: auth,
    body: JSON.stringify({ url: 'https://hooks.example.test/in', eventTypes: ['person.changed'] }),
  });
  secrets.set('webhook signing secret', webhook.body.secret);
}, 60_000);

afterAll(async () => {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  await db.drop();
});

describe('the service log', () => {
  it('holds no secret, wherever a client puts it', async () => {
    for (const [kind, secret] of secrets) {
      expect(secret, kind).toBeTruthy();
      const encoded = encodeURIComponent(secret);
      const asHeaders: Record<string, string>[] = [
        { 'x-api-key': secret },
        { 'x-device-token': secret },
        { authorization: `Bearer ${secret}` },
        { cookie: `session=${secret}` },
      ];
      for (const headers of asHeaders) await call('GET', '/v1/persons?limit=1', { headers });
      for (const name of ['apiKey', 'API_KEY', 'token', 'secret', 'password', 'pairingCode', 'pin']) {
        await call('GET', `/v1/persons?${name}=${encoded}`, { headers: { 'x-api-key': secrets.get('test API key')! } });
      }
      // In bodies: the whole body, a field, and malformed JSON around it.
      for (const body of [JSON.stringify(secret), JSON.stringify({ firstName: secret }), `{"pairingCode": "${secret}"`, secret]) {
        await call('POST', '/v1/persons', { headers: { 'x-api-key': secrets.get('test API key')! }, body });
        await call('POST', '/device/v1/phone/pairing', { body });
      }
      // In a path, only what has the shape of an issued secret or is configured can be told apart
      // from an id; a pairing code there would look like any identifier.
      if (kind !== 'pairing code') await call('GET', `/v1/persons/${encoded}`, { headers: { 'x-api-key': secrets.get('test API key')! } });
    }
    const log = await logUpToNow();
    expect(log.split('\n').filter((line) => line.includes('"url"')).length).toBeGreaterThan(100);
    for (const [kind, secret] of secrets)
      expect(log.includes(secret), `${kind} in the log: ${log.split('\n').find((line) => line.includes(secret))}`).toBe(false);
  });

  it('keeps the names of secret query parameters and the rest of the URL readable', async () => {
    await call('GET', '/v1/persons?limit=1&apiKey=abc123&lastName=Muster', { headers: { 'x-api-key': secrets.get('test API key')! } });
    expect(await logUpToNow()).toContain('/v1/persons?limit=1&apiKey=[REDACTED]&lastName=Muster');
  });
});

/** A browser's cookie and form token against the server process (the web administration). */
class Browser {
  cookie = '';
  csrf = '';
  async send(method: 'GET' | 'POST', path: string, form?: Record<string, string>) {
    const res = await fetch(`${server.url}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ? new URLSearchParams({ _csrf: this.csrf, ...form }).toString() : undefined,
    });
    const set = res.headers.getSetCookie().find((c) => c.startsWith('ac_admin='));
    if (set) this.cookie = set.split(';')[0];
    const body = await res.text();
    this.csrf = /name="_csrf" value="([^"]+)"/.exec(body)?.[1] ?? this.csrf;
    return { status: res.status, body, location: res.headers.get('location') };
  }
}

describe('the web administration in the service log', () => {
  it('holds no password, session cookie, TOTP key, invitation or reset token', async () => {
    const invited = await runCli(db, [
      'admin',
      'aco',
      'invite',
      '--customer',
      'LOG-1',
      '--email',
      'log.aco@example.com',
      '--first-name',
      'Log',
      '--last-name',
      'Aco',
    ]);
    const invitation = /(\/admin\/invitation\?token=[A-Za-z0-9_-]+)/.exec(invited.stdout)![1];
    const admin = new Map<string, string>([
      ['invitation token', invitation.split('token=')[1]],
      ['password', 'log-test password 1'],
      ['new password', 'log-test password 2'],
    ]);
    const browser = new Browser();
    await browser.send('GET', invitation);
    expect((await browser.send('POST', invitation, { password: admin.get('password')! })).status).toBe(303);
    await browser.send('GET', '/admin/login');
    // A wrong password is logged as a failed attempt, never as itself.
    await browser.send('POST', '/admin/login', { email: 'log.aco@example.com', password: admin.get('new password')! });
    expect((await browser.send('POST', '/admin/login', { email: 'log.aco@example.com', password: admin.get('password')! })).status).toBe(
      303,
    );
    admin.set('session cookie', browser.cookie.split('=')[1]);
    await browser.send('GET', '/admin/account');
    await browser.send('POST', '/admin/account/second-factor/start', {});
    const account = await browser.send('GET', '/admin/account');
    const totpKey = /data-totp-key[^>]*>([A-Z2-7]+)</.exec(account.body)![1];
    admin.set('TOTP key', totpKey);
    expect((await browser.send('POST', '/admin/account/second-factor/enable', { code: totpCodeAt(totpKey, clock.nowMs()) })).status).toBe(
      303,
    );
    await browser.send('POST', '/admin/password-reset', { email: 'log.aco@example.com' });
    const mail = (await listOutbox(db.store.db)).find((m) => m.recipient === 'log.aco@example.com' && m.body.includes('password-reset'))!;
    const reset = /(\/admin\/password-reset\?token=[A-Za-z0-9_-]+)/.exec(mail.body)![1];
    admin.set('reset token', reset.split('token=')[1]);
    await browser.send('GET', reset);
    expect((await browser.send('POST', reset, { password: admin.get('new password')! })).status).toBe(303);

    const log = await logUpToNow();
    expect(log).toContain('/admin/password-reset?token=[REDACTED]');
    for (const [kind, secret] of admin)
      expect(log.includes(secret), `${kind} in the log: ${log.split('\n').find((line) => line.includes(secret))}`).toBe(false);
  });
});
