import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
