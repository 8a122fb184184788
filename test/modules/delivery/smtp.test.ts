import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainOutbox } from '../../../src/modules/delivery/outbox.ts';
import { startDeliveryWorld, type DeliveryWorld, type LoopbackSmtp } from '../../helpers/loopback.ts';
import { outboxOf, phoneWithPerson } from '../../helpers/media.ts';
import type { World } from '../../helpers/world.ts';

let delivery: DeliveryWorld;
let smtp: LoopbackSmtp;
let world: World;
beforeAll(async () => {
  delivery = await startDeliveryWorld({
    smtpCredentials: { user: 'mailer', password: 'smtp-secret-1' },
    from: 'Access Cloud <access@example.test>',
  });
  ({ world, smtp } = delivery);
});
afterAll(() => delivery.close());

async function sendMail(phoneId: number, body: unknown = {}) {
  const res = await world.call('POST', `/v1/media/phones/${phoneId}/send-registration-code/mail`, { key: world.a.productionKey, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

describe('registration e-mails through SMTP', () => {
  it("delivers to the person's address, authenticated, with subject, language and code", async () => {
    const phone = await phoneWithPerson(world, world.a.productionKey, {
      lastName: 'Müller',
      language: 'de-DE',
      email: 'hans.mueller@example.test',
    });
    const sent = await sendMail(phone.id);
    const result = await drainOutbox(world.deps);
    expect(result).toMatchObject({ sent: 1, failed: 0 });
    expect(smtp.mails).toHaveLength(1);
    const mail = smtp.mails[0];
    expect(mail.envelopeTo).toEqual(['hans.mueller@example.test']);
    expect(mail.envelopeFrom).toBe('access@example.test');
    expect(mail.user).toBe('mailer');
    expect(mail.headers.subject).toBe('Ihr Registrierungscode');
    expect(mail.headers['content-language']).toBe('de-DE');
    expect(mail.text).toContain('Guten Tag Delivery Müller');
    expect(mail.text).toContain(sent.pairingCode);
    const [row] = (await outboxOf(world, world.a.production)).filter((m) => m.medium_id === phone.id);
    expect(row).toMatchObject({ status: 'SENT', attempts: 1, last_error: null });
    expect(row.sent_at).toEqual(expect.any(String));
  });

  it("writes in the person's language, with the caller's subject and text when given", async () => {
    const phone = await phoneWithPerson(world, world.a.productionKey, {
      lastName: 'Lefèvre',
      language: 'fr-FR',
      email: 'c.lefevre@example.test',
    });
    const first = await sendMail(phone.id);
    await drainOutbox(world.deps);
    const french = smtp.mails[smtp.mails.length - 1];
    expect(french.headers.subject).toBe("Votre code d'enregistrement");
    expect(french.headers['content-language']).toBe('fr-FR');
    expect(french.text).toContain(first.pairingCode);
    const own = await sendMail(phone.id, { mailSubject: 'Accès – bâtiment B', mailText: 'Bienvenue ! Code : {pairingCode}' });
    await drainOutbox(world.deps);
    const custom = smtp.mails[smtp.mails.length - 1];
    expect(custom.headers.subject).toBe('Accès – bâtiment B');
    expect(custom.text.trim()).toBe(`Bienvenue ! Code : ${own.pairingCode}`);
  });

  it('sends each message once: a later round finds nothing due', async () => {
    const count = smtp.mails.length;
    expect(await drainOutbox(world.deps)).toMatchObject({ sent: 0, failed: 0 });
    expect(smtp.mails).toHaveLength(count);
  });
});
