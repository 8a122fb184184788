import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clock, clockStartingAt, systemClock } from '../../../src/kernel/clock.ts';
import { drainWebhooks } from '../../../src/modules/webhooks/index.ts';
import { authorize, deviceCall, ok, pairedPhone } from '../../helpers/devices.ts';
import { startWebhookReceiver, startWebhookWorld, verified, type WebhookReceiver } from '../../helpers/webhooks.ts';
import type { World } from '../../helpers/world.ts';

let world: World;
let receiver: WebhookReceiver;
beforeAll(async () => {
  world = await startWebhookWorld({ timeoutMs: 500, retryBaseSeconds: 30, retryMaxSeconds: 3600, giveUpHours: 26 });
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  clock.set(systemClock);
  await world.close();
  await receiver.close();
});
beforeEach(() => {
  receiver.received.length = 0;
  receiver.answers.length = 0;
});

const later = (seconds: number) => new Date(clock.nowMs() + seconds * 1000);

/** Registers an endpoint (customer a's test environment unless another key is given). */
async function register(eventTypes: string[], path = '/hook', key?: string): Promise<{ id: number; secret: string }> {
  const res = await world.call('POST', '/v1/webhooks', { body: { url: receiver.url(path), eventTypes }, key });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function deliveries(id: number, key?: string): Promise<any[]> {
  return (await ok(world, 'GET', `/v1/webhooks/${id}/deliveries?limit=100`, undefined, key)).deliveryList;
}

/** A person created through the interface: one person.changed event about that person. */
async function touchPerson(lastName: string, key?: string): Promise<number> {
  const [person] = await ok(world, 'POST', '/v1/persons', [{ firstName: 'Web', lastName, correspondenceLanguageCode: 'en-UK' }], key);
  return person.id;
}

async function endpointsOff(): Promise<void> {
  await world.deps.store.db.updateTable('webhook_endpoints').set({ enabled: 0 }).execute();
}

describe('webhook delivery', () => {
  beforeEach(endpointsOff);

  it('an unlock through the device interface reaches the endpoint as lock.unlocked, signed per Standard Webhooks', async () => {
    const hook = await register(['lock.unlocked']);
    const [lock] = (await ok(world, 'GET', '/v1/locks?limit=1')).lockList;
    const phone = await pairedPhone(world);
    await authorize(world, phone.phoneId, [{ lockId: lock.id }]);
    expect((await deviceCall(world, 'POST', '/device/v1/phone/sync', phone.deviceToken)).status).toBe(200);
    const res = await deviceCall(world, 'POST', '/device/v1/phone/unlock', phone.deviceToken, { lockId: lock.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    const [pending] = await deliveries(hook.id);
    expect(pending).toMatchObject({ eventType: 'lock.unlocked', status: 'PENDING', attempts: 0 });
    expect(await drainWebhooks(world.deps)).toMatchObject({ delivered: 1, failed: 0 });
    expect(receiver.received).toHaveLength(1);
    const payload = verified(hook.secret, receiver.received[0]);
    expect(payload).toMatchObject({
      type: 'lock.unlocked',
      timestamp: expect.any(String),
      data: { lockId: lock.id, mediumId: phone.phoneId },
    });
    expect(receiver.received[0].headers['webhook-id']).toBe(pending.messageId);
    const [done] = await deliveries(hook.id);
    expect(done).toMatchObject({ status: 'DELIVERED', attempts: 1, lastResponseCode: 200 });
  });

  it('an unlock queues its lock protocol entry before its lock.unlocked event', async () => {
    const [lock] = (await ok(world, 'GET', '/v1/locks?limit=1')).lockList;
    const phone = await pairedPhone(world);
    await authorize(world, phone.phoneId, [{ lockId: lock.id }]);
    expect((await deviceCall(world, 'POST', '/device/v1/phone/sync', phone.deviceToken)).status).toBe(200);
    const hook = await register(['protocol.entry', 'lock.unlocked']);
    const res = await deviceCall(world, 'POST', '/device/v1/phone/unlock', phone.deviceToken, { lockId: lock.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    const queued = (await deliveries(hook.id))
      .filter((d) => d.eventType === 'lock.unlocked' || d.payload.data.protocol === 'LOCK')
      .sort((a, b) => a.id - b.id);
    expect(queued.map((d) => d.eventType)).toEqual(['protocol.entry', 'lock.unlocked']);
    expect(queued[0].payload.data.entry).toMatchObject({ eventType: 'UNLOCKING_SUCCESSFUL', lockId: lock.id, mediumId: phone.phoneId });
    expect(queued[1].payload.data).toMatchObject({ lockId: lock.id, mediumId: phone.phoneId });
  });

  it('retries after 500s and after a timeout with doubling delays, then delivers once', async () => {
    const hook = await register(['person.changed']);
    await touchPerson('Retry');
    receiver.answers.push(500, 'hang');
    expect(await drainWebhooks(world.deps)).toMatchObject({ failed: 1 });
    let [row] = await deliveries(hook.id);
    expect(row).toMatchObject({ status: 'PENDING', attempts: 1, lastResponseCode: 500, lastError: expect.stringContaining('500') });
    // Not due before its delay.
    expect(await drainWebhooks(world.deps, { now: later(20) })).toEqual({ delivered: 0, failed: 0 });
    expect(await drainWebhooks(world.deps, { now: later(31) })).toMatchObject({ failed: 1 });
    [row] = await deliveries(hook.id);
    expect(row).toMatchObject({ status: 'PENDING', attempts: 2, lastError: expect.stringContaining('no answer within 500 ms') });
    expect(await drainWebhooks(world.deps, { now: later(31 + 50) })).toEqual({ delivered: 0, failed: 0 });
    expect(await drainWebhooks(world.deps, { now: later(31 + 61) })).toMatchObject({ delivered: 1 });
    [row] = await deliveries(hook.id);
    expect(row).toMatchObject({ status: 'DELIVERED', attempts: 3, lastResponseCode: 200 });
    expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual(Array(3).fill(row.messageId));
  });

  it('keeps the order per object: a later delivery waits while an earlier one is pending', async () => {
    const hook = await register(['person.changed']);
    const personId = await touchPerson('Order');
    const person = await ok(world, 'GET', `/v1/persons/${personId}`);
    await ok(world, 'PUT', `/v1/persons/${personId}`, { ...person, firstName: 'Second' });
    receiver.answers.push(503);
    expect(await drainWebhooks(world.deps)).toMatchObject({ delivered: 0, failed: 1 });
    expect(receiver.received).toHaveLength(1);
    expect(await drainWebhooks(world.deps, { now: later(31) })).toMatchObject({ delivered: 1 });
    expect(await drainWebhooks(world.deps, { now: later(32) })).toMatchObject({ delivered: 1 });
    const changes = receiver.received.map((r) => verified(hook.secret, r).data.change);
    expect(changes).toEqual(['CREATE_PERSON', 'CREATE_PERSON', 'EDIT_PERSON']);
  });

  it('loses nothing across a restart: a new worker on the same database takes over after the lease', async () => {
    const hook = await register(['person.changed']);
    await touchPerson('Restart');
    // A worker claims the delivery and dies before it could send.
    const dying = drainWebhooks(world.deps, { send: () => new Promise(() => {}) });
    await new Promise((resolve) => setTimeout(resolve, 200));
    void dying;
    const node = await world.secondNode();
    try {
      expect(await drainWebhooks(world.deps)).toEqual({ delivered: 0, failed: 0 });
      const restarted = { ...world.deps };
      expect(await drainWebhooks(restarted, { now: later(11 * 60) })).toMatchObject({ delivered: 1 });
      verified(hook.secret, receiver.received[0]);
      expect((await deliveries(hook.id))[0]).toMatchObject({ status: 'DELIVERED', attempts: 2 });
    } finally {
      await node.close();
    }
  });

  it('fails for good after the give-up time, disables the endpoint with a system protocol entry; redelivery sends again', async () => {
    const hook = await register(['person.changed']);
    await touchPerson('GiveUp');
    receiver.answers.push(500, 500);
    expect(await drainWebhooks(world.deps)).toMatchObject({ failed: 1 });
    const start = clock.nowMs();
    clock.set(clockStartingAt(start + 27 * 3_600_000));
    try {
      expect(await drainWebhooks(world.deps)).toMatchObject({ failed: 1 });
    } finally {
      clock.set(systemClock);
    }
    const [row] = await deliveries(hook.id);
    expect(row).toMatchObject({ status: 'FAILED', attempts: 2 });
    const endpoint = await ok(world, 'GET', `/v1/webhooks/${hook.id}`);
    expect(endpoint).toMatchObject({ enabled: false, disabledReason: expect.stringContaining('failed for good') });
    const entries = await world.deps.store.db
      .selectFrom('system_protocol')
      .select('fields')
      .where('environment_id', '=', world.a.test.id)
      .where('event_type', '=', 'EDIT_CUSTOMER_SETTINGS')
      .execute();
    expect(
      entries.some((e) => JSON.parse(e.fields).webhookId === hook.id && JSON.parse(e.fields).action === 'webhook endpoint disabled'),
    ).toBe(true);

    // Enabled again and redelivered: the same message goes out as a new delivery.
    await ok(world, 'PUT', `/v1/webhooks/${hook.id}`, {
      version: endpoint.version,
      url: endpoint.url,
      eventTypes: endpoint.eventTypes,
      enabled: true,
    });
    const res = await world.call('POST', `/v1/webhooks/${hook.id}/deliveries/${row.id}/redeliver`);
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body).toMatchObject({ status: 'PENDING', messageId: row.messageId, eventType: 'person.changed' });
    receiver.received.length = 0;
    expect(await drainWebhooks(world.deps)).toMatchObject({ delivered: 1 });
    expect(receiver.received[0].headers['webhook-id']).toBe(row.messageId);
    expect((await ok(world, 'GET', `/v1/webhooks/${hook.id}`)).disabledReason).toBeUndefined();
  });

  it("never sends one environment's events to another's endpoint", async () => {
    const mine = await register(['person.changed'], '/a-test');
    const production = await register(['person.changed'], '/a-production', world.a.productionKey);
    const foreign = await register(['person.changed'], '/b-test', world.b.testKey);
    await touchPerson('OnlyMine');
    await drainWebhooks(world.deps);
    expect(receiver.received.map((r) => r.path)).toEqual(['/a-test']);
    expect(await deliveries(production.id, world.a.productionKey)).toEqual([]);
    expect(await deliveries(foreign.id, world.b.testKey)).toEqual([]);
    expect(await deliveries(mine.id)).toHaveLength(1);
  });
});

describe('addresses webhooks may go to', () => {
  beforeEach(endpointsOff);

  it('refuses link-local and metadata addresses at delivery: FAILED at once, no request', async () => {
    const res = await world.call('POST', '/v1/webhooks', {
      body: { url: 'http://169.254.169.254/latest/meta-data', eventTypes: ['person.changed'] },
    });
    expect(res.status).toBe(201);
    await touchPerson('Metadata');
    expect(await drainWebhooks(world.deps)).toMatchObject({ failed: 1 });
    const [row] = await deliveries(res.body.id);
    expect(row).toMatchObject({ status: 'FAILED', attempts: 1, lastError: expect.stringContaining('refused') });
    expect(row).not.toHaveProperty('lastResponseCode');
  });

  it('refuses loopback unless private addresses are allowed', async () => {
    const strict = await startWebhookWorld({ allowPrivate: false });
    try {
      const res = await strict.call('POST', '/v1/webhooks', { body: { url: receiver.url('/strict'), eventTypes: ['person.changed'] } });
      await strict.call('POST', '/v1/persons', { body: [{ firstName: 'S', lastName: 'Strict', correspondenceLanguageCode: 'en-UK' }] });
      expect(await drainWebhooks(strict.deps)).toMatchObject({ failed: 1 });
      const list = await strict.call('GET', `/v1/webhooks/${res.body.id}/deliveries`);
      expect(list.body.deliveryList[0]).toMatchObject({ status: 'FAILED', lastError: expect.stringContaining('private or loopback') });
      expect(receiver.received).toEqual([]);
    } finally {
      await strict.close();
    }
  });
});
