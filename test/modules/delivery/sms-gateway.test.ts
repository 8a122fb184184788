import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/kernel/config.ts';
import { drainOutbox, transportsFromConfig } from '../../../src/modules/delivery/outbox.ts';
import { registerSmsProvider } from '../../../src/modules/delivery/sms-providers.ts';
import type { OutgoingMessage } from '../../../src/modules/delivery/transport.ts';
import { startDeliveryWorld, type DeliveryWorld, type LoopbackHttp } from '../../helpers/loopback.ts';
import { outboxOf, phoneWithPerson } from '../../helpers/media.ts';
import type { World } from '../../helpers/world.ts';

let delivery: DeliveryWorld;
let gateway: LoopbackHttp;
let world: World;
const defaults = loadConfig({}).delivery;
beforeAll(async () => {
  delivery = await startDeliveryWorld({ gatewayToken: 'gateway-token-7' });
  ({ world, gateway } = delivery);
});
afterAll(() => delivery.close());

describe('registration SMS through the HTTP gateway', () => {
  it('posts JSON {to, text} with the bearer token; the number goes out without blanks', async () => {
    const phone = await phoneWithPerson(world, world.a.productionKey, { lastName: 'Bianchi', language: 'it-IT' }, '+39 333 123 4567');
    const res = await world.call('POST', `/v1/media/phones/${phone.id}/send-registration-code/sms`, {
      key: world.a.productionKey,
      body: {},
    });
    expect(res.status).toBe(200);
    expect(await drainOutbox(world.deps)).toMatchObject({ sent: 1, failed: 0 });
    expect(gateway.requests).toHaveLength(1);
    const request = gateway.requests[0];
    expect(request).toMatchObject({ method: 'POST', url: '/sms' });
    expect(request.headers.authorization).toBe('Bearer gateway-token-7');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toEqual({ to: '+393331234567', text: expect.stringContaining(res.body.pairingCode) });
    expect(request.body.text).toContain("Il tuo codice di registrazione per l'app di accesso");
    const [row] = (await outboxOf(world, world.a.production)).filter((m) => m.medium_id === phone.id);
    expect(row).toMatchObject({ status: 'SENT', channel: 'SMS', recipient: '+39 333 123 4567' });
  });

  it('also delivers what the deprecated paths queue', async () => {
    const phone = await phoneWithPerson(world, world.a.productionKey, { lastName: 'Nowak', language: 'pl-PL' });
    const res = await world.call('POST', `/v1/media/phones/${phone.id}/send-registration-code`, { key: world.a.productionKey });
    expect(res.status).toBe(200);
    await drainOutbox(world.deps);
    const last = gateway.requests[gateway.requests.length - 1];
    expect(last.body.text).toContain('Twój kod rejestracyjny');
    expect(last.body.text).toContain(res.body.pairingCode);
  });
});

describe('SMS adapters', () => {
  it('takes further providers by name through the adapter interface', async () => {
    const sent: OutgoingMessage[] = [];
    registerSmsProvider('recording-test', () => ({ send: async (m) => void sent.push(m) }));
    const transports = transportsFromConfig({ ...defaults, sms: { provider: 'recording-test', gatewayUrl: undefined, token: undefined } });
    await transports.SMS!.send({ id: 1, channel: 'SMS', recipient: '+431', subject: null, body: 'hi', language: 'de-DE' });
    expect(sent.map((m) => m.body)).toEqual(['hi']);
  });

  it('refuses an unknown provider name and leaves SMS waiting when no gateway is configured', () => {
    expect(() =>
      transportsFromConfig({ ...defaults, sms: { provider: 'carrier-pigeon', gatewayUrl: undefined, token: undefined } }),
    ).toThrow(/SMS_PROVIDER/);
    expect(transportsFromConfig(defaults).SMS).toBeUndefined();
  });
});
