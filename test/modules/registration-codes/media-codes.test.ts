import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../../src/kernel/codes.ts';
import { registrationMail } from '../../../src/modules/registration-codes/texts.ts';
import { loadConfig } from '../../../src/kernel/config.ts';
import { createPhone, freshNumber, getMedium, mediumId, outboxOf, personId, protocolEntries } from '../../helpers/media.ts';
import { expectForeignKeysSee404, expectKeyChecks, expectProblem, startWorld, type World } from '../../helpers/world.ts';
import { clock } from '../../../src/kernel/clock.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

const CODE = /^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{12}$/;

async function lastMessage(w: World = world, env = w.a.test) {
  const rows = await outboxOf(w, env);
  return rows[rows.length - 1];
}

async function phoneOf(lastName: string, language: string, email?: string): Promise<any> {
  const person = await world.call('POST', '/v1/persons', {
    body: [{ firstName: 'Code', lastName, correspondenceLanguageCode: language, ...(email ? { emailAddress: email } : {}) }],
  });
  const phone = await createPhone(world, freshNumber());
  expect((await world.call('POST', '/v1/media/assign', { body: [{ mediumId: phone.id, personId: person.body[0].id }] })).status).toBe(200);
  return getMedium(world, phone.id);
}

describe('POST /v1/media/phones/{phoneId}/pairing', () => {
  it('makes a new 12-character code valid for the configured time, and sends nothing', async () => {
    const id = await mediumId(world, 'spare-phone');
    const before = await getMedium(world, id);
    const outboxBefore = (await outboxOf(world, world.a.test)).length;
    const res = await world.call('POST', `/v1/media/phones/${id}/pairing`, { body: {} });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.pairingCode).toMatch(CODE);
    expect(res.body.version).toBe(before.version + 1);
    const hours = (Date.parse(res.body.pairingCodeValidUntil) - clock.nowMs()) / 3600_000;
    expect(hours).toBeGreaterThan(167);
    expect(hours).toBeLessThanOrEqual(168);
    expect(res.body).not.toHaveProperty('sentKeyOn');
    expect((await outboxOf(world, world.a.test)).length).toBe(outboxBefore);
    const again = await world.call('POST', `/v1/media/phones/${id}/pairing`);
    expect(again.body.pairingCode).not.toBe(res.body.pairingCode);
    const types = (await protocolEntries(world)).filter((e) => e.mediumId === id).map((e) => e.type);
    expect(types).toContain('GENERATE_MOBILE_PHONE_PAIRING_CODE');
  });

  it('protocols a re-pairing code for a phone that was paired before', async () => {
    const id = await mediumId(world, 'anna-phone');
    expect((await world.call('POST', `/v1/media/phones/${id}/pairing`)).status).toBe(200);
    const types = (await protocolEntries(world)).filter((e) => e.mediumId === id).map((e) => e.type);
    expect(types).toContain('GENERATE_MOBILE_PHONE_RE_PAIRING_CODE');
  });

  it('takes the validity from PAIRING_CODE_VALIDITY_HOURS', async () => {
    const short = await startWorld({ pairingCodeValidityHours: 2 });
    try {
      const phone = await createPhone(short, freshNumber());
      const res = await short.call('POST', `/v1/media/phones/${phone.id}/pairing`);
      const hours = (Date.parse(res.body.pairingCodeValidUntil) - clock.nowMs()) / 3600_000;
      expect(hours).toBeGreaterThan(1.9);
      expect(hours).toBeLessThanOrEqual(2);
    } finally {
      await short.close();
    }
  });

  it('refuses deactivated phones (400), cards and unknown ids (404)', async () => {
    expectProblem(await world.call('POST', `/v1/media/phones/${await mediumId(world, 'marco-phone')}/pairing`), 400, 'MEDIUM_DEACTIVATED');
    expectProblem(await world.call('POST', `/v1/media/phones/${await mediumId(world, 'anna-card')}/pairing`), 404, 'NOT_FOUND');
    expectProblem(await world.call('POST', '/v1/media/phones/999999/pairing'), 404, 'NOT_FOUND');
    expectProblem(await world.call('POST', '/v1/media/phones/x/pairing'), 400, 'VALIDATION_FAILED', 'path/phoneId');
  });

  it('answers 404 to every foreign key and refuses bad keys', async () => {
    const id = await mediumId(world, 'joao-phone');
    await expectForeignKeysSee404(world, { method: 'POST', url: `/v1/media/phones/${id}/pairing` });
    await expectKeyChecks(world, { method: 'POST', url: `/v1/media/phones/${id}/pairing` });
    expect(await getMedium(world, id)).not.toHaveProperty('pairingCode');
  });
});

describe('POST /v1/media/phones/{phoneId}/pin-reset', () => {
  it('requests a PIN reset of a phone with a PIN', async () => {
    const id = await mediumId(world, 'james-phone');
    const res = await world.call('POST', `/v1/media/phones/${id}/pin-reset`, { body: {} });
    expect(res.status).toBe(200);
    expect(res.body.phoneSettings).toMatchObject({ pinSet: true, pinResetTime: expect.any(String) });
    expect((await protocolEntries(world)).some((e) => e.type === 'PIN_RESET_INITIATED' && e.mediumId === id)).toBe(true);
  });

  it('answers 409 when the phone has no PIN, 404 for cards, unknown ids and foreign keys', async () => {
    const anna = await mediumId(world, 'anna-phone');
    expectProblem(await world.call('POST', `/v1/media/phones/${anna}/pin-reset`), 409, 'PIN_NOT_SET');
    expectProblem(await world.call('POST', `/v1/media/phones/${await mediumId(world, 'spare-card')}/pin-reset`), 404, 'NOT_FOUND');
    expectProblem(await world.call('POST', '/v1/media/phones/999999/pin-reset'), 404, 'NOT_FOUND');
    const maria = await mediumId(world, 'maria-phone');
    await expectForeignKeysSee404(world, { method: 'POST', url: `/v1/media/phones/${maria}/pin-reset` });
    await expectKeyChecks(world, { method: 'POST', url: `/v1/media/phones/${maria}/pin-reset` });
  });
});

describe('POST /v1/media/phones/{phoneId}/send-registration-code/sms and the deprecated forms', () => {
  it("sends a new code by SMS in the person's language, sets sentKeyOn and keeps the message in the test outbox", async () => {
    const id = await mediumId(world, 'sophie-phone');
    const before = await getMedium(world, id);
    const res = await world.call('POST', `/v1/media/phones/${id}/send-registration-code/sms`, { body: {} });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.pairingCode).toMatch(CODE);
    expect(res.body.pairingCode).not.toBe(before.pairingCode);
    expect(Date.parse(res.body.sentKeyOn)).toBeGreaterThan(Date.parse(before.sentKeyOn));
    const sms = await lastMessage();
    expect(sms).toMatchObject({ channel: 'SMS', status: 'HELD', recipient: '+33 6 12 34 56 78', language: 'fr-FR', medium_id: id });
    expect(sms.body).toContain(res.body.pairingCode);
    expect(sms.body).toContain("Votre code d'enregistrement");
    const types = (await protocolEntries(world)).filter((e) => e.mediumId === id).map((e) => e.type);
    expect(types).toEqual(expect.arrayContaining(['GENERATE_MOBILE_PHONE_PAIRING_CODE', 'QUICK_REGISTRY_SMS_SENT']));
  });

  it("uses smsText, filling {pairingCode} or appending the code, and the customer's language for unassigned phones", async () => {
    const id = await mediumId(world, 'spare-phone');
    const placed = await world.call('POST', `/v1/media/phones/${id}/send-registration-code/sms`, {
      body: { smsText: 'Code {pairingCode}, bis {validUntil}' },
    });
    expect((await lastMessage()).body).toMatch(new RegExp(`^Code ${placed.body.pairingCode}, bis \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC$`));
    const appended = await world.call('POST', `/v1/media/phones/${id}/send-registration-code/sms`, { body: { smsText: 'Welcome!' } });
    expect((await lastMessage()).body).toBe(`Welcome! ${appended.body.pairingCode}`);
    await world.call('POST', `/v1/media/phones/${id}/send-registration-code/sms`);
    expect(await lastMessage()).toMatchObject({ language: 'en-UK' });
    expect((await lastMessage()).body).toContain('Your registration code');
  });

  it("uses the customer's own SMS text when its settings say so", async () => {
    const settings = await world.deps.store.db
      .selectFrom('customers')
      .select('settings')
      .where('id', '=', world.a.id)
      .executeTakeFirstOrThrow();
    const own = { ...JSON.parse(settings.settings), useDefaultSendAKeySmsText: false, customSendAKeySmsText: 'Hotel Alpha key:' };
    await world.deps.store.db
      .updateTable('customers')
      .set({ settings: JSON.stringify(own) })
      .where('id', '=', world.a.id)
      .execute();
    try {
      const id = await mediumId(world, 'joao-phone');
      const res = await world.call('POST', `/v1/media/phones/${id}/send-registration-code/sms`);
      expect((await lastMessage()).body).toBe(`Hotel Alpha key: ${res.body.pairingCode}`);
    } finally {
      await world.deps.store.db.updateTable('customers').set({ settings: settings.settings }).where('id', '=', world.a.id).execute();
    }
  });

  it('serves the deprecated send-registration-code and send-registration-code-with-parameters like /sms', async () => {
    const id = await mediumId(world, 'joao-phone');
    const plain = await world.call('POST', `/v1/media/phones/${id}/send-registration-code`);
    expect(plain.status).toBe(200);
    expect((await lastMessage()).body).toContain(plain.body.pairingCode);
    expect((await lastMessage()).language).toBe('pt-PT');
    const withText = await world.call('POST', `/v1/media/phones/${id}/send-registration-code-with-parameters`, {
      body: { smsText: 'Olá' },
    });
    expect(withText.status).toBe(200);
    expect((await lastMessage()).body).toBe(`Olá ${withText.body.pairingCode}`);
    const empty = await world.call('POST', `/v1/media/phones/${id}/send-registration-code-with-parameters`, {
      rawBody: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(empty.status).toBe(200);
  });

  it('refuses texts over 150 characters, unknown fields, deactivated phones and cards', async () => {
    const id = await mediumId(world, 'joao-phone');
    expectProblem(
      await world.call('POST', `/v1/media/phones/${id}/send-registration-code/sms`, { body: { smsText: 'x'.repeat(151) } }),
      400,
      'VALIDATION_FAILED',
      '/smsText',
    );
    expectProblem(
      await world.call('POST', `/v1/media/phones/${id}/send-registration-code/sms`, { body: { text: 'x' } }),
      400,
      'VALIDATION_FAILED',
      '/text',
    );
    expectProblem(
      await world.call('POST', `/v1/media/phones/${await mediumId(world, 'marco-phone')}/send-registration-code/sms`),
      400,
      'MEDIUM_DEACTIVATED',
    );
    expectProblem(
      await world.call('POST', `/v1/media/phones/${await mediumId(world, 'anna-card')}/send-registration-code/sms`),
      404,
      'NOT_FOUND',
    );
  });

  it('answers 404 to every foreign key and refuses bad keys, on all three paths', async () => {
    const id = await mediumId(world, 'joao-phone');
    for (const path of ['send-registration-code/sms', 'send-registration-code', 'send-registration-code-with-parameters']) {
      await expectForeignKeysSee404(world, { method: 'POST', url: `/v1/media/phones/${id}/${path}`, body: {} });
      await expectKeyChecks(world, { method: 'POST', url: `/v1/media/phones/${id}/${path}`, body: {} });
    }
  });
});

describe('POST /v1/media/phones/{phoneId}/send-registration-code/mail', () => {
  it("e-mails a new code to the person's address in the person's language", async () => {
    const id = await mediumId(world, 'anna-phone');
    const res = await world.call('POST', `/v1/media/phones/${id}/send-registration-code/mail`, { body: {} });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.sentKeyOn).toBeDefined();
    const mail = await lastMessage();
    expect(mail).toMatchObject({
      channel: 'EMAIL',
      status: 'HELD',
      recipient: 'anna.berger@example.com',
      language: 'de-DE',
      subject: 'Ihr Registrierungscode',
    });
    expect(mail.body).toContain('Guten Tag Anna Berger');
    expect(mail.body).toContain(res.body.pairingCode);
  });

  it('uses mailSubject and mailText when given', async () => {
    const id = await mediumId(world, 'anna-phone');
    const res = await world.call('POST', `/v1/media/phones/${id}/send-registration-code/mail`, {
      body: { mailSubject: 'Zugang', mailText: 'Hallo!\n\nIhr Code: {pairingCode}' },
    });
    const mail = await lastMessage();
    expect(mail.subject).toBe('Zugang');
    expect(mail.body).toBe(`Hallo!\n\nIhr Code: ${res.body.pairingCode}`);
  });

  it('writes in every one of the 11 correspondence languages', async () => {
    const subjects = new Set<string>();
    for (const language of LANGUAGE_CODES) {
      const phone = await phoneOf(`Lang${language}`, language, `lang.${language}@example.com`);
      const res = await world.call('POST', `/v1/media/phones/${phone.id}/send-registration-code/mail`);
      expect(res.status).toBe(200);
      const mail = await lastMessage();
      const expected = registrationMail(language, {
        pairingCode: res.body.pairingCode,
        validUntil: res.body.pairingCodeValidUntil,
        personName: `Code Lang${language}`,
      });
      expect(mail).toMatchObject({ language, subject: expected.subject, body: expected.text, recipient: `lang.${language}@example.com` });
      subjects.add(mail.subject ?? '');
    }
    expect(subjects.size).toBe(11);
  });

  it('refuses (400) phones without a person or whose person has no e-mail address', async () => {
    expectProblem(
      await world.call('POST', `/v1/media/phones/${await mediumId(world, 'spare-phone')}/send-registration-code/mail`),
      400,
      'MEDIUM_NOT_ASSIGNED',
    );
    const phone = await createPhone(world, freshNumber());
    await world.call('POST', '/v1/media/assign', { body: [{ mediumId: phone.id, personId: await personId(world, 'piotr') }] });
    const before = await getMedium(world, phone.id);
    expectProblem(await world.call('POST', `/v1/media/phones/${phone.id}/send-registration-code/mail`), 400, 'NO_EMAIL_ADDRESS');
    expect(await getMedium(world, phone.id)).toEqual(before);
  });

  it('refuses a subject over 100 and a text over 2048 characters', async () => {
    const id = await mediumId(world, 'anna-phone');
    expectProblem(
      await world.call('POST', `/v1/media/phones/${id}/send-registration-code/mail`, { body: { mailSubject: 's'.repeat(101) } }),
      400,
      'VALIDATION_FAILED',
      '/mailSubject',
    );
    expectProblem(
      await world.call('POST', `/v1/media/phones/${id}/send-registration-code/mail`, { body: { mailText: 't'.repeat(2049) } }),
      400,
      'VALIDATION_FAILED',
      '/mailText',
    );
  });

  it('answers 404 to every foreign key and refuses bad keys', async () => {
    const id = await mediumId(world, 'anna-phone');
    await expectForeignKeysSee404(world, { method: 'POST', url: `/v1/media/phones/${id}/send-registration-code/mail`, body: {} });
    await expectKeyChecks(world, { method: 'POST', url: `/v1/media/phones/${id}/send-registration-code/mail`, body: {} });
  });
});

describe('daily SMS and e-mail quotas', () => {
  it('answers 403 once the day’s quota of the channel is used up, changing nothing', async () => {
    const limited = await startWorld({ delivery: { ...loadConfig({}).delivery, smsDailyQuota: 2, mailDailyQuota: 1 } });
    try {
      const sms = await mediumId(limited, 'sophie-phone');
      const mail = await mediumId(limited, 'anna-phone');
      for (let i = 0; i < 2; i++)
        expect((await limited.call('POST', `/v1/media/phones/${sms}/send-registration-code/sms`)).status).toBe(200);
      const before = await getMedium(limited, sms);
      expectProblem(await limited.call('POST', `/v1/media/phones/${sms}/send-registration-code/sms`), 403, 'SMS_QUOTA_EXCEEDED');
      expectProblem(await limited.call('POST', `/v1/media/phones/${sms}/send-registration-code`), 403, 'SMS_QUOTA_EXCEEDED');
      expect(await getMedium(limited, sms)).toEqual(before);
      expect((await outboxOf(limited, limited.a.test)).length).toBe(2);
      // The e-mail quota is separate, and so are other environments.
      expect((await limited.call('POST', `/v1/media/phones/${mail}/send-registration-code/mail`)).status).toBe(200);
      expectProblem(await limited.call('POST', `/v1/media/phones/${mail}/send-registration-code/mail`), 403, 'MAIL_QUOTA_EXCEEDED');
      const other = await mediumId(limited, 'sophie-phone', limited.b.test);
      expect((await limited.call('POST', `/v1/media/phones/${other}/send-registration-code/sms`, { key: limited.b.testKey })).status).toBe(
        200,
      );
    } finally {
      await limited.close();
    }
  });
});
