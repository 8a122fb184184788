import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInAdmin, type AdminAccount } from '../../helpers/admin.ts';
import { protocolSince } from '../../helpers/locks.ts';
import { startWorld, type World } from '../../helpers/world.ts';

let world: World;
let ada: AdminAccount;
beforeAll(async () => {
  world = await startWorld();
  ada = await loggedInAdmin(world);
});
afterAll(() => world?.close());

async function read(path: '/v1/settings' | '/v1/customer', key = world.a.productionKey) {
  const res = await world.call('GET', path, { key });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** The settings form as the page shows it now: every ticked box and the texts. */
async function settingsForm(client = ada.client): Promise<Record<string, string>> {
  const page = await client.get('/admin/settings');
  expect(page.status).toBe(200);
  const form = /<form[^>]*action="\/admin\/settings"[^]*?<\/form>/.exec(page.body)![0];
  const fields: Record<string, string> = {};
  for (const m of form.matchAll(/<input type="checkbox"[^>]*name="(\w+)"[^>]*>/g)) if (/ checked/.test(m[0])) fields[m[1]] = 'on';
  for (const m of form.matchAll(/<textarea[^>]*name="(\w+)"[^>]*>([^<]*)<\/textarea>/g)) fields[m[1]] = m[2];
  return fields;
}

/** The error shown next to a field: inside the same `field invalid` block as its control. */
function errorNextTo(body: string, name: string): string | undefined {
  const block = new RegExp(
    `<div class="field[^"]* invalid">(?:(?!<div class="field)[^])*?name="${name}"(?:(?!<div class="field)[^])*?<p class="error"[^>]*>([^<]+)</p>`,
  ).exec(body);
  return block?.[1];
}

const newEntries = async (since: number) => (await protocolSince(world, world.a.production.id, since)).map((e) => e.event_type);
const lastId = async () => (await protocolSince(world, world.a.production.id)).at(-1)!.id;

describe('settings form', () => {
  it('shows the defaults, each flag a labelled checkbox in a fieldset, the text limits, headings in order', async () => {
    const page = await ada.client.get('/admin/settings');
    expect(page.body).toMatch(/<h1>[^<]+<\/h1>[^]*<h2 id="settings-heading">[^]*<h2 id="master-heading">/);
    expect(page.body).not.toMatch(/<h3/);
    for (const m of page.body.matchAll(/<(?:input|select|textarea) [^>]*id="([^"]+)"/g))
      expect(page.body).toContain(`<label for="${m[1]}">`);
    expect((page.body.match(/<fieldset>/g) ?? []).length).toBeGreaterThanOrEqual(4);
    expect(page.body).toContain('At most 150 characters');
    expect(page.body).toContain('At most 2048 characters');
    expect(await settingsForm()).toEqual({
      unlockFromLockScreenEnabled: 'on',
      updateAppAfterUnlocking: 'on',
      useDefaultSendAKeySmsText: 'on',
      useDefaultSendAKeyMailText: 'on',
      customSendAKeySmsText: '',
      customSendAKeyMailText: '',
    });
  });

  it('saves ticked and unticked boxes and own texts, seen through GET /v1/settings, with their protocol entries', async () => {
    const since = await lastId();
    const form = await settingsForm();
    delete form.updateAppAfterUnlocking;
    delete form.useDefaultSendAKeySmsText;
    const res = await ada.client.post('/admin/settings', {
      ...form,
      fourEyesEnabled: 'on',
      customSendAKeySmsText: 'Your key: {pairingCode}',
      customSendAKeyMailText: 'Line one\r\nLine two',
    });
    expect(res.status, res.body.slice(0, 500)).toBe(303);
    expect(res.location).toBe('/admin/settings');
    expect((await ada.client.get('/admin/settings')).body).toContain('The settings are saved.');
    expect(await read('/v1/settings')).toEqual({
      unlockFromLockScreenEnabled: true,
      updateAppAfterUnlocking: false,
      useDefaultSendAKeySmsText: false,
      useDefaultSendAKeyMailText: true,
      customSendAKeySmsText: 'Your key: {pairingCode}',
      customSendAKeyMailText: 'Line one\nLine two',
      automaticSmartphoneReplacementApprovalActive: false,
      twoFactorActive: false,
      fourEyesEnabled: true,
    });
    expect(await newEntries(since)).toEqual([
      'USE_DEFAULT_SMS_TEXT_DEACTIVATED',
      'FOUR_EYES_ENABLED',
      'SMS_TEXT',
      'EDIT_CUSTOMER_SETTINGS',
    ]);
    const [entry] = await world.deps.store.db
      .selectFrom('system_protocol')
      .select(['user_id', 'administrator_name', 'fields'])
      .where('environment_id', '=', world.a.production.id)
      .where('id', '>', since)
      .where('event_type', '=', 'EDIT_CUSTOMER_SETTINGS')
      .execute();
    expect(entry).toMatchObject({ user_id: ada.acoId, administrator_name: 'Ada Admin' });
    expect(JSON.parse(entry.fields)).toMatchObject({ fields: 'updateAppAfterUnlocking, customSendAKeyMailText' });

    // The page shows what was saved; sent back unchanged it changes (and protocols) nothing.
    const shown = await settingsForm();
    expect(shown).toMatchObject({ fourEyesEnabled: 'on', customSendAKeySmsText: 'Your key: {pairingCode}' });
    expect(shown.updateAppAfterUnlocking).toBeUndefined();
    const again = await lastId();
    expect((await ada.client.post('/admin/settings', shown)).status).toBe(303);
    expect(await newEntries(again)).toEqual([]);

    // Unticking the last box turns that setting off too.
    delete shown.fourEyesEnabled;
    expect((await ada.client.post('/admin/settings', shown)).status).toBe(303);
    expect(await read('/v1/settings')).toMatchObject({ fourEyesEnabled: false, updateAppAfterUnlocking: false });
    expect(await newEntries(again)).toEqual(['FOUR_EYES_DISABLED']);
  });

  it('refuses an own text over its limit next to the field, keeping the values and changing nothing', async () => {
    const before = await read('/v1/settings');
    const since = await lastId();
    const form = await settingsForm();
    const res = await ada.client.post('/admin/settings', { ...form, twoFactorActive: 'on', customSendAKeySmsText: 'x'.repeat(151) });
    expect(res.status).toBe(400);
    expect(errorNextTo(res.body, 'customSendAKeySmsText')).toBe('The text has 151 characters; at most 150 are allowed.');
    expect(res.body).toMatch(/<p class="error" role="alert">\s*Please correct the marked field.\s*<\/p>/);
    expect(res.body).toMatch(/<textarea[^>]*aria-invalid="true"[^>]*>x{151}<\/textarea>/);
    expect(res.body).toMatch(/<input type="checkbox"[^>]*name="twoFactorActive"[^>]*checked/);
    expect(await read('/v1/settings')).toEqual(before);
    expect(await newEntries(since)).toEqual([]);
  });

  it('refuses to leave the default text without an own text', async () => {
    const since = await lastId();
    const form = await settingsForm();
    delete form.useDefaultSendAKeyMailText;
    const res = await ada.client.post('/admin/settings', { ...form, customSendAKeyMailText: '' });
    expect(res.status).toBe(400);
    expect(errorNextTo(res.body, 'customSendAKeyMailText')).toBe('Enter an own text or use the default text.');
    expect(await read('/v1/settings')).toMatchObject({ useDefaultSendAKeyMailText: true });
    expect(await newEntries(since)).toEqual([]);
  });

  it('speaks German to a German administrator', async () => {
    const gerd = await loggedInAdmin(world, world.a, 'Gerd');
    await gerd.client.post('/admin/account/language', { language: 'de' });
    const form = await settingsForm(gerd.client);
    const res = await gerd.client.post('/admin/settings', { ...form, customSendAKeySmsText: 'x'.repeat(200) });
    expect(res.status).toBe(400);
    expect(res.body).toContain('<h1>Kundeneinstellungen</h1>');
    expect(errorNextTo(res.body, 'customSendAKeySmsText')).toBe('Der Text hat 200 Zeichen; erlaubt sind höchstens 150.');
  });
});

describe('customer data form', () => {
  const masterData = {
    accessControlSystemName: 'Castle locks',
    customerName: 'Castle GmbH',
    contactTitle: 'MS',
    contactPerson: 'Erika Muster',
    contactPhoneNumber: '+43 1 234',
    contactEmailAddress: 'erika@example.com',
    fax: '+43 1 235',
    addressStreet: 'Hauptstraße 1',
    addressPostCode: '1010',
    addressCity: 'Wien',
    addressCountryCode: 'AUT',
    correspondenceLanguageCode: 'de-DE',
  };

  it('saves the master data, seen through GET /v1/customer, protocolling the fields that changed', async () => {
    const since = await lastId();
    const res = await ada.client.post('/admin/settings/master-data', masterData);
    expect(res.status, res.body.slice(0, 500)).toBe(303);
    expect((await ada.client.get('/admin/settings')).body).toContain('The customer data is saved.');
    expect(await read('/v1/customer')).toMatchObject(masterData);
    expect(await newEntries(since)).toEqual(['EDIT_CUSTOMER_SETTINGS']);

    // Only the changed fields are sent: the entry names them; clearing an optional field works.
    const second = await lastId();
    expect((await ada.client.post('/admin/settings/master-data', { ...masterData, contactTitle: 'MR', fax: '' })).status).toBe(303);
    const customer = await read('/v1/customer');
    expect(customer.contactTitle).toBe('MR');
    expect(customer).not.toHaveProperty('fax');
    const entries = await protocolSince(world, world.a.production.id, second);
    expect(entries.map((e) => e.event_type)).toEqual(['EDIT_CUSTOMER_SETTINGS']);
    expect(JSON.parse(entries[0].fields)).toMatchObject({ action: 'master data changed', fields: 'contactTitle, fax' });

    const page = await ada.client.get('/admin/settings');
    expect(page.body).toMatch(/<option value="MR" selected>/);
    expect(page.body).toMatch(/<option value="AUT" selected>/);
    expect(page.body).toContain('value="Castle GmbH"');
  });

  it('refuses an empty required field and an unknown code next to the field, keeping the values', async () => {
    const before = await read('/v1/customer');
    const since = await lastId();
    const empty = await ada.client.post('/admin/settings/master-data', { ...masterData, customerName: '' });
    expect(empty.status).toBe(400);
    expect(errorNextTo(empty.body, 'customerName')).toBe('This field must not be empty.');
    expect(empty.body).toContain('value="Castle locks"');
    const code = await ada.client.post('/admin/settings/master-data', { ...masterData, addressCountryCode: 'XXX' });
    expect(code.status).toBe(400);
    expect(errorNextTo(code.body, 'addressCountryCode')).toBe('Choose one of the listed values.');
    expect(await read('/v1/customer')).toEqual(before);
    expect(await newEntries(since)).toEqual([]);
  });
});

describe('another customer', () => {
  it("shows b's administrator b's settings and data, and b's forms change only b", async () => {
    const bob = await loggedInAdmin(world, world.b, 'Bob');
    const page = await bob.client.get('/admin/settings');
    expect(page.body).not.toContain('Your key: {pairingCode}');
    expect(page.body).not.toContain('Castle GmbH');
    expect(page.body).toContain(world.b.number);
    expect(await settingsForm(bob.client)).toMatchObject({ updateAppAfterUnlocking: 'on', customSendAKeySmsText: '' });
    const aBefore = await read('/v1/settings');
    const form = await settingsForm(bob.client);
    expect((await bob.client.post('/admin/settings', { ...form, twoFactorActive: 'on' })).status).toBe(303);
    expect(await read('/v1/settings', world.b.productionKey)).toMatchObject({ twoFactorActive: true });
    expect(await read('/v1/settings')).toEqual(aBefore);
  });
});
