import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { Webhook } from 'standardwebhooks';
import { addressProblem, checkedLookup, hostOf, RefusedAddress, type AddressRules } from './addresses.ts';

export interface WebhookRequest {
  url: string;
  secret: string;
  messageId: string;
  /** The signing time (the service clock), sent as `webhook-timestamp`. */
  timestamp: Date;
  body: string;
}

export interface SendOutcome {
  /** The receiver's status; absent when no answer came. */
  status?: number;
  /** What went wrong, for the delivery log (absent on 2xx). */
  error?: string;
  /** The address rules refused the host: no request was made, retrying cannot help. */
  refused?: boolean;
}

/** How much of a receiver's error answer is kept in the delivery log. */
const ANSWER_EXCERPT = 200;

/**
 * POSTs one signed message (Standard Webhooks: `webhook-id`, `webhook-timestamp`,
 * `webhook-signature`). Never throws: every outcome is described. Redirects are not followed
 * (a 3xx is a failure), so the address rules apply to every host contacted.
 */
export function sendWebhook(request: WebhookRequest, rules: AddressRules, timeoutMs: number): Promise<SendOutcome> {
  const url = new URL(request.url);
  const host = hostOf(url);
  if (net.isIP(host)) {
    const problem = addressProblem(host, host, rules);
    if (problem) return Promise.resolve({ error: `refused: ${problem}`, refused: true });
  }
  const signature = new Webhook(request.secret).sign(request.messageId, request.timestamp, request.body);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<SendOutcome>((resolve) => {
    const req = client.request(
      url,
      {
        method: 'POST',
        lookup: checkedLookup(rules),
        signal: AbortSignal.timeout(timeoutMs),
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(request.body),
          'user-agent': 'access-cloud-webhooks',
          'webhook-id': request.messageId,
          'webhook-timestamp': String(Math.floor(request.timestamp.getTime() / 1000)),
          'webhook-signature': signature,
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        let excerpt = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (excerpt.length < ANSWER_EXCERPT) excerpt += chunk;
        });
        res.on('end', () =>
          resolve(
            status >= 200 && status < 300
              ? { status }
              : { status, error: `answered ${status}${excerpt ? `: ${excerpt.slice(0, ANSWER_EXCERPT)}` : ''}` },
          ),
        );
        res.on('error', (error) => resolve({ status, error: error.message }));
      },
    );
    req.on('error', (error: Error & { code?: string }) => {
      if (error instanceof RefusedAddress) return resolve({ error: `refused: ${error.message}`, refused: true });
      const timedOut = error.name === 'AbortError' || error.name === 'TimeoutError' || error.code === 'ABORT_ERR';
      resolve({ error: timedOut ? `no answer within ${timeoutMs} ms` : error.message });
    });
    req.end(request.body);
  });
}
