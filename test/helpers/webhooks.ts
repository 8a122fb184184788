import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
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
 * Checks a received request's Standard Webhooks signature with the library and returns the parsed
 * payload. The tests' service clock is not the wall clock, so the signature is recomputed for the
 * sent timestamp instead of `verify` (which also refuses timestamps off the wall clock by minutes).
 */
export function verified(secret: string, request: ReceivedWebhook): any {
  const id = String(request.headers['webhook-id']);
  const timestamp = new Date(Number(request.headers['webhook-timestamp']) * 1000);
  const expected = new Webhook(secret).sign(id, timestamp, request.raw);
  if (!String(request.headers['webhook-signature']).split(' ').includes(expected)) throw new Error('webhook signature does not verify');
  return JSON.parse(request.raw);
}

/** A world whose webhooks may go to loopback receivers, with no worker of its own (tests drive it). */
export function startWebhookWorld(overrides: Partial<WebhookConfig> = {}): Promise<World> {
  return startWorld({ webhooks: { ...loadConfig({}).webhooks, allowPrivate: true, intervalMs: 0, ...overrides } });
}
