import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { vi } from 'vitest';
import { clock } from '../../src/kernel/clock.ts';
import { loadConfig } from '../../src/kernel/config.ts';
import type { WebhookConfig } from '../../src/kernel/webhook-config.ts';
import { startWorld, type World } from './world.ts';

/** A request as the webhook receiver got it. */
export interface ReceivedWebhook {
  path: string;
  headers: http.IncomingHttpHeaders;
  raw: string;
  body: any;
}

/** What the receiver answers: a status, or 'hang' (never answers). */
export type Answer = number | 'hang';

export interface WebhookReceiver {
  url(path?: string): string;
  received: ReceivedWebhook[];
  /** Answers, one per request; 200 once used up. */
  answers: Answer[];
  close(): Promise<void>;
}

/** An HTTP receiver on 127.0.0.1 that keeps every request with its raw body. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const answers: Answer[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      received.push({ path: req.url ?? '', headers: req.headers, raw, body: raw ? JSON.parse(raw) : undefined });
      const answer = answers.shift() ?? 200;
      if (answer === 'hang') return;
      res.writeHead(answer, { 'content-type': 'text/plain' });
      res.end(answer < 300 ? 'ok' : `receiver says ${answer}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
    received,
    answers,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Verifies a received request with the library's `verify` (signature and timestamp) and returns
 * the parsed payload. The receiver's wall clock is set to the service clock for the call: in the
 * tests the service runs at another date, and a receiver checks the timestamp against its own time.
 */
export function verified(secret: string, request: ReceivedWebhook): any {
  const headers = Object.fromEntries(
    ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => [name, String(request.headers[name])]),
  );
  vi.useFakeTimers({ toFake: ['Date'], now: clock.nowMs() });
  try {
    return new Webhook(secret).verify(request.raw, headers);
  } finally {
    vi.useRealTimers();
  }
}

/** A world whose webhooks may go to loopback receivers, with no worker of its own (tests drive it). */
export function startWebhookWorld(overrides: Partial<WebhookConfig> = {}): Promise<World> {
  return startWorld({ webhooks: { ...loadConfig({}).webhooks, allowPrivate: true, intervalMs: 0, ...overrides } });
}
