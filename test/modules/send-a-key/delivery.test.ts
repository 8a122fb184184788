import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainOutbox } from '../../../src/modules/delivery/outbox.ts';
import { fixtures } from '../../helpers/fixtures.ts';
import { startDeliveryWorld, type DeliveryWorld } from '../../helpers/loopback.ts';
import { freshNumber } from '../../helpers/media.ts';
import type { World } from '../../helpers/world.ts';

let delivery: DeliveryWorld;
let world: World;
beforeAll(async () => {
  delivery = await startDeliveryWorld({ gatewayToken: 'send-a-key-token' });
  ({ world } = delivery);
});
afterAll(() => delivery.close());

const authorization = (lockId: number) => ({
  authorizationInfo: { type: 'SIMPLE', validFrom: '2026-09-01T08:00', validTo: '2026-09-01T18:00' },
  lockId,
});

describe('send-a-key end to end in production, through real transports on loopback', () => {
  it('delivers the registration code by SMS to the new phone, in the person language', async () => {
    const lock = await fixtures(world, world.a.production).lock();
    const number = freshNumber();
    const res = await world.call('POST', '/v1/send-a-key/sms', {
      key: world.a.productionKey,
      body: {
        phone: { phoneNumber: number },
        person: { firstName: 'Ana', lastName: 'Costa', correspondenceLanguageCode: 'pt-PT' },
        authorization: authorization(lock.id),
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.authorization).toMatchObject({ lock: { id: lock.id }, personId: res.body.person.id });
    expect(await drainOutbox(world.deps)).toMatchObject({ sent: 1, failed: 0 });
    const sms = delivery.gateway.requests.at(-1)!;
    expect(sms.headers.authorization).toBe('Bearer send-a-key-token');
    expect(sms.body.to).toBe(number.replace(/ /g, ''));
    expect(sms.body.text).toContain(res.body.phone.pairingCode);
  });

  it('delivers the registration code by e-mail to the person address', async () => {
    const lock = await fixtures(world, world.a.production).lock();
    const res = await world.call('POST', '/v1/send-a-key/mail', {
      key: world.a.productionKey,
      body: {
        phone: { phoneNumber: freshNumber() },
        person: { firstName: 'Eva', lastName: 'Svoboda', correspondenceLanguageCode: 'cs-CZ', emailAddress: 'eva.svoboda@example.test' },
        authorization: authorization(lock.id),
        mailSubject: 'Váš klíč',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await drainOutbox(world.deps)).toMatchObject({ sent: 1, failed: 0 });
    const mail = delivery.smtp.mails.at(-1)!;
    expect(mail.envelopeTo).toEqual(['eva.svoboda@example.test']);
    expect(mail.headers.subject).toBe('Váš klíč');
    expect(mail.headers['content-language']).toBe('cs-CZ');
    expect(mail.text).toContain(res.body.phone.pairingCode);
  });

  it('sends nothing and keeps nothing when the request fails', async () => {
    const before = delivery.gateway.requests.length;
    const res = await world.call('POST', '/v1/send-a-key/sms', {
      key: world.a.productionKey,
      body: {
        phone: { phoneNumber: freshNumber() },
        person: { firstName: 'No', lastName: 'Body', correspondenceLanguageCode: 'en-UK' },
        authorization: authorization(987654),
      },
    });
    expect(res.status).toBe(404);
    expect(await drainOutbox(world.deps)).toMatchObject({ sent: 0 });
    expect(delivery.gateway.requests.length).toBe(before);
  });
});
