import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainOutbox } from '../../../src/modules/delivery/outbox.ts';
import type { OutgoingMessage, Transports } from '../../../src/modules/delivery/transport.ts';
import { startDeliveryWorld, type DeliveryWorld, type LoopbackHttp, type LoopbackSmtp } from '../../helpers/loopback.ts';
import { mediumId, outboxOf } from '../../helpers/media.ts';
import type { World } from '../../helpers/world.ts';
import { clock } from '../../../src/kernel/clock.ts';

let delivery: DeliveryWorld;
let gateway: LoopbackHttp;
let smtp: LoopbackSmtp;
let world: World;
beforeAll(async () => {
  delivery = await startDeliveryWorld({ gatewayToken: 't' });
  ({ world, gateway, smtp } = delivery);
});
afterAll(() => delivery.close());

describe('the test environment', () => {
  it('never sends anything: its messages stay held in its outbox, even with real transports configured', async () => {
    const sophie = await mediumId(world, 'sophie-phone');
    const anna = await mediumId(world, 'anna-phone');
    expect((await world.call('POST', `/v1/media/phones/${sophie}/send-registration-code/sms`)).status).toBe(200);
    expect((await world.call('POST', `/v1/media/phones/${anna}/send-registration-code/mail`)).status).toBe(200);
    const result = await drainOutbox(world.deps, { now: new Date(clock.nowMs() + 86_400_000) });
    expect(result).toEqual({ sent: 0, failed: 0, waiting: 0 });
    expect(gateway.requests).toEqual([]);
    expect(smtp.mails).toEqual([]);
    const held = await outboxOf(world, world.a.test);
    expect(held.map((m) => [m.channel, m.status, m.attempts])).toEqual([
      ['SMS', 'HELD', 0],
      ['EMAIL', 'HELD', 0],
    ]);
  });

  it('sends nothing even if one of its messages were marked pending', async () => {
    await world.deps.store.db
      .updateTable('outbox_messages')
      .set({ status: 'PENDING' })
      .where('environment_id', '=', world.a.test.id)
      .execute();
    const handed: OutgoingMessage[] = [];
    const recording: Transports = { SMS: { send: async (m) => void handed.push(m) }, EMAIL: { send: async (m) => void handed.push(m) } };
    expect(await drainOutbox(world.deps, { transports: recording })).toEqual({ sent: 0, failed: 0, waiting: 0 });
    expect(handed).toEqual([]);
  });
});
