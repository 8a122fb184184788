import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { loadConfig } from '../../src/kernel/config.ts';
import type { DeliveryConfig } from '../../src/kernel/delivery-config.ts';
import { startWorld, type World } from './world.ts';

/** A mail as a loopback SMTP server received it, headers and text decoded. */
export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  headers: Record<string, string>;
  text: string;
  user: string | undefined;
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) in a header value. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  const text = value.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Splits a single-part text message into decoded headers (lower-case names) and its text. */
export function parseMail(raw: string): { headers: Record<string, string>; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return { headers, text: text.replace(/\r\n/g, '\n') };
}

export interface LoopbackSmtp {
  port: number;
  mails: ReceivedMail[];
  /** Rejects the next n messages with a temporary error (451). */
  failNext(n: number): void;
  close(): Promise<void>;
}

/** An SMTP server on 127.0.0.1 (no TLS) that keeps what it receives; checks credentials when given. */
export async function startSmtp(credentials?: { user: string; password: string }): Promise<LoopbackSmtp> {
  const mails: ReceivedMail[] = [];
  let failures = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: !credentials,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (credentials && auth.username === credentials.user && auth.password === credentials.password)
        return callback(null, { user: auth.username });
      return callback(new Error('invalid credentials'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (failures > 0) {
          failures -= 1;
          const error = new Error('try again later') as Error & { responseCode: number };
          error.responseCode = 451;
          return callback(error);
        }
        const { headers, text } = parseMail(Buffer.concat(chunks).toString('utf8'));
        mails.push({
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
          headers,
          text,
          user: session.user as string | undefined,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    mails,
    failNext: (n) => {
      failures = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: any;
}

export interface LoopbackHttp {
  url: string;
  requests: ReceivedRequest[];
  /** Status codes to answer, one per request; 200 once the list is used up. */
  answers: number[];
  close(): Promise<void>;
}

/** An HTTP receiver on 127.0.0.1 that records JSON requests (the SMS gateway of the tests). */
export async function startHttpReceiver(): Promise<LoopbackHttp> {
  const requests: ReceivedRequest[] = [];
  const answers: number[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: text ? JSON.parse(text) : undefined });
      const status = answers.shift() ?? 200;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(status < 300 ? { accepted: true } : { error: `gateway says ${status}`, echo: req.headers.authorization }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    requests,
    answers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface DeliveryWorld {
  world: World;
  smtp: LoopbackSmtp;
  gateway: LoopbackHttp;
  close(): Promise<void>;
}

/**
 * A world whose e-mails go to a loopback SMTP server and whose SMS go to a loopback HTTP
 * gateway; `delivery` overrides further settings (retry delays, quotas).
 */
export async function startDeliveryWorld(
  options: {
    smtpCredentials?: { user: string; password: string };
    from?: string;
    gatewayToken?: string;
    delivery?: Partial<DeliveryConfig>;
  } = {},
): Promise<DeliveryWorld> {
  const smtp = await startSmtp(options.smtpCredentials);
  const gateway = await startHttpReceiver();
  const defaults = loadConfig({}).delivery;
  const world = await startWorld({
    delivery: {
      ...defaults,
      ...options.delivery,
      smtp: {
        ...defaults.smtp,
        host: '127.0.0.1',
        port: smtp.port,
        user: options.smtpCredentials?.user,
        password: options.smtpCredentials?.password,
        from: options.from ?? defaults.smtp.from,
      },
      sms: { provider: 'http-json', gatewayUrl: gateway.url, token: options.gatewayToken },
    },
  });
  return {
    world,
    smtp,
    gateway,
    async close() {
      await world.close();
      await Promise.all([smtp.close(), gateway.close()]);
    },
  };
}
