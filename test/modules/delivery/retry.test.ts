import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { drainOutbox, retryDelaySeconds, type OutboxRow } from '../../../src/modules/delivery/outbox.ts';
import type { Transports } from '../../../src/modules/delivery/transport.ts';
import { startOutboxWorker } from '../../../src/modules/delivery/worker.ts';
import { startDeliveryWorld, type DeliveryWorld, type LoopbackHttp, type LoopbackSmtp } from '../../helpers/loopback.ts';
import { outboxOf, phoneWithPerson } from '../../helpers/media.ts';
import type { World } from '../../helpers/world.ts';
import { clock } from '../../../src/kernel/clock.ts';

let delivery: DeliveryWorld;
let gateway: LoopbackHttp;
let smtp: LoopbackSmtp;
let world: World;
const TOKEN = 'tok-never-show-me';
beforeAll(async () => {
  delivery = await startDeliveryWorld({ gatewayToken: TOKEN, delivery: { retryBaseSeconds: 30, retryMaxSeconds: 600 } });
  ({ world, gateway, smtp } = delivery);
});
afterAll(() => delivery.close());

const at = (base: Date, seconds: number) => new Date(base.getTime() + seconds * 1000);

async function queueSms(): Promise<{ phoneId: number; code: string }> {
  const phone = await phoneWithPerson(world, world.a.productionKey, { lastName: 'Retry', language: 'en-UK', email: 'retry@example.test' });
  const res = await world.call('POST', `/v1/media/phones/${phone.id}/send-registration-code/sms`, { key: world.a.productionKey });
  expect(res.status).toBe(200);
  return { phoneId: phone.id, code: res.body.pairingCode };
}

async function rowOf(phoneId: number): Promise<OutboxRow> {
  return (await outboxOf(world, world.a.production)).filter((m) => m.medium_id === phoneId).at(-1)!;
}

describe('delivery failures', () => {
  it('are retried with doubling delays until accepted: the message is sent exactly once and never lost', async () => {
    const { phoneId, code } = await queueSms();
    const t0 = clock.now();
    const before = gateway.requests.length;
    gateway.answers.push(503, 500);
    expect(await drainOutbox(world.deps, { now: t0 })).toMatchObject({ sent: 0, failed: 1 });
    let row = await rowOf(phoneId);
    expect(row).toMatchObject({ status: 'PENDING', attempts: 1, next_attempt_at: at(t0, 30).toISOString() });
    expect(row.last_error).toContain('503');
    // Not due yet: nothing happens.
    expect(await drainOutbox(world.deps, { now: at(t0, 29) })).toMatchObject({ sent: 0, failed: 0 });
    expect(await drainOutbox(world.deps, { now: at(t0, 30) })).toMatchObject({ failed: 1 });
    row = await rowOf(phoneId);
    expect(row).toMatchObject({ status: 'PENDING', attempts: 2, next_attempt_at: at(t0, 90).toISOString() });
    expect(await drainOutbox(world.deps, { now: at(t0, 90) })).toMatchObject({ sent: 1, failed: 0 });
    expect(await rowOf(phoneId)).toMatchObject({ status: 'SENT', attempts: 3, last_error: null });
    const attempts = gateway.requests.slice(before);
    expect(attempts).toHaveLength(3);
    expect(new Set(attempts.map((r) => r.body.text))).toEqual(new Set([expect.stringContaining(code)]));
    expect(await drainOutbox(world.deps, { now: at(t0, 10_000) })).toMatchObject({ sent: 0, failed: 0 });
  });

  it('grow up to the configured maximum delay', () => {
    const config = world.deps.config.delivery;
    expect([1, 2, 3, 4, 5, 6, 30].map((n) => retryDelaySeconds(config, n))).toEqual([30, 60, 120, 240, 480, 600, 600]);
  });

  it('are retried for SMTP too', async () => {
    const phone = await phoneWithPerson(world, world.a.productionKey, {
      lastName: 'Mail',
      language: 'nl-NL',
      email: 'retry.mail@example.test',
    });
    expect(
      (await world.call('POST', `/v1/media/phones/${phone.id}/send-registration-code/mail`, { key: world.a.productionKey })).status,
    ).toBe(200);
    smtp.failNext(1);
    const t0 = clock.now();
    expect(await drainOutbox(world.deps, { now: t0 })).toMatchObject({ failed: 1 });
    expect(smtp.mails).toHaveLength(0);
    expect(await drainOutbox(world.deps, { now: at(t0, 30) })).toMatchObject({ sent: 1 });
    expect(smtp.mails.map((m) => m.envelopeTo)).toEqual([['retry.mail@example.test']]);
    expect(smtp.mails[0].headers.subject).toBe('Uw registratiecode');
  });

  it('never carry the gateway token into errors, logs or the outbox', async () => {
    const { phoneId } = await queueSms();
    gateway.answers.push(401);
    const errors: string[] = [];
    await drainOutbox(world.deps, { onFailure: (_m, e) => errors.push(e.message) });
    expect(errors.join()).toContain('401');
    expect(errors.join()).not.toContain(TOKEN);
    expect((await rowOf(phoneId)).last_error).not.toContain(TOKEN);
    await drainOutbox(world.deps, { now: at(clock.now(), 3600) });
  });

  it('leave messages of a channel without transport waiting, without counting attempts', async () => {
    const { phoneId } = await queueSms();
    const result = await drainOutbox(world.deps, { transports: {} });
    expect(result.waiting).toBeGreaterThanOrEqual(1);
    expect(await rowOf(phoneId)).toMatchObject({ status: 'PENDING', attempts: 0 });
    await drainOutbox(world.deps);
    expect((await rowOf(phoneId)).status).toBe('SENT');
  });
});

describe('concurrent workers', () => {
  it('never send one message twice at the same time (each claims it first)', async () => {
    const { phoneId } = await queueSms();
    const sent: number[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow: Transports = {
      SMS: {
        send: async (m) => {
          sent.push(m.id);
          await gate;
        },
      },
    };
    const first = drainOutbox(world.deps, { transports: slow });
    const second = drainOutbox(world.deps, { transports: slow });
    // Both rounds have read the due message; only one may have claimed it.
    await vi.waitFor(() => expect(sent.length).toBeGreaterThanOrEqual(1));
    release();
    const results = await Promise.all([first, second]);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(1);
    expect(sent).toEqual([(await rowOf(phoneId)).id]);
  });
});

describe('the server worker', () => {
  it('drains the outbox on its interval and finishes its round before stopping', async () => {
    const { phoneId } = await queueSms();
    const log = { warn: () => {}, info: () => {}, error: () => {} } as unknown as FastifyBaseLogger;
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const worker = startOutboxWorker(world.deps, log);
      vi.advanceTimersByTime(world.deps.config.delivery.outboxIntervalMs);
      await worker.stop();
    } finally {
      vi.useRealTimers();
    }
    expect((await rowOf(phoneId)).status).toBe('SENT');
  });

  it('is not started with OUTBOX_INTERVAL_MS=0', async () => {
    const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;
    const worker = startOutboxWorker(
      { ...world.deps, config: { ...world.deps.config, delivery: { ...world.deps.config.delivery, outboxIntervalMs: 0 } } },
      log,
    );
    await worker.stop();
    expect(log.warn).not.toHaveBeenCalled();
  });
});
