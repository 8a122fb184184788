import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAco } from '../../../src/modules/customers/acos.ts';
import { addTemporalCredit } from '../../../src/modules/customers/service.ts';
import { expectKeyChecks, startWorld, TEST_ACTOR, type World } from '../../helpers/world.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

async function get(url: string, key?: string) {
  const res = await world.call('GET', url, { key });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

describe('GET /v1/customer', () => {
  it('returns the master data of the customer, with fax and contactTitle, in both environments', async () => {
    await world.deps.store.db
      .updateTable('customers')
      .set({
        contact_title: 'MS',
        contact_person: 'Erika Muster',
        fax: '+43 1 999 88 77',
        address_street: 'Ring 1',
        address_post_code: '1010',
        address_city: 'Wien',
        address_country_code: 'AUT',
        contact_phone_number: '+43 1 999 88 00',
        contact_email_address: 'office@example.com',
      })
      .where('id', '=', world.a.id)
      .execute();
    const customer = await get('/v1/customer');
    expect(customer).toEqual({
      accessControlSystemName: 'Customer A',
      customerNumber: world.a.number,
      createdOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      contactTitle: 'MS',
      customerName: 'Customer A',
      contactPerson: 'Erika Muster',
      addressStreet: 'Ring 1',
      addressPostCode: '1010',
      addressCity: 'Wien',
      addressCountryCode: 'AUT',
      contactPhoneNumber: '+43 1 999 88 00',
      contactEmailAddress: 'office@example.com',
      fax: '+43 1 999 88 77',
      correspondenceLanguageCode: 'en-UK',
    });
    expect(await get('/v1/customer', world.a.productionKey)).toEqual(customer);
    const other = await get('/v1/customer', world.b.testKey);
    expect(other).toMatchObject({ accessControlSystemName: 'Customer B', customerNumber: world.b.number });
    expect(other).not.toHaveProperty('fax');
  });

  it('leaves out a stored title that is not one of the published values', async () => {
    await world.deps.store.db.updateTable('customers').set({ contact_title: 'DR' }).where('id', '=', world.b.id).execute();
    expect(await get('/v1/customer', world.b.testKey)).not.toHaveProperty('contactTitle');
    await expectKeyChecks(world, { method: 'GET', url: '/v1/customer' });
  });
});

describe('GET /v1/settings', () => {
  it('returns the stored settings of the customer', async () => {
    expect(await get('/v1/settings')).toEqual({
      unlockFromLockScreenEnabled: true,
      updateAppAfterUnlocking: true,
      useDefaultSendAKeySmsText: true,
      useDefaultSendAKeyMailText: true,
      automaticSmartphoneReplacementApprovalActive: false,
      twoFactorActive: false,
      fourEyesEnabled: false,
    });
    const stored = {
      ...JSON.parse(
        (await world.deps.store.db.selectFrom('customers').select('settings').where('id', '=', world.b.id).executeTakeFirstOrThrow())
          .settings,
      ),
      useDefaultSendAKeySmsText: false,
      customSendAKeySmsText: 'Your key: {link}',
      twoFactorActive: true,
    };
    await world.deps.store.db
      .updateTable('customers')
      .set({ settings: JSON.stringify(stored) })
      .where('id', '=', world.b.id)
      .execute();
    expect(await get('/v1/settings', world.b.productionKey)).toMatchObject({
      useDefaultSendAKeySmsText: false,
      customSendAKeySmsText: 'Your key: {link}',
      twoFactorActive: true,
    });
    expect(await get('/v1/settings')).not.toHaveProperty('customSendAKeySmsText');
    await expectKeyChecks(world, { method: 'GET', url: '/v1/settings' });
  });
});

describe('GET /v1/credits', () => {
  it('returns the credit balance and, once granted, the end of the time-based credit', async () => {
    const before = await get('/v1/credits');
    const balance = (
      await world.deps.store.db.selectFrom('customers').select('credit_balance').where('id', '=', world.a.id).executeTakeFirstOrThrow()
    ).credit_balance;
    expect(before).toEqual({ quantityCreditsAmount: balance });
    await addTemporalCredit(world.deps, TEST_ACTOR, world.a.id, new Date('2031-01-01T00:00:00Z'));
    expect(await get('/v1/credits', world.a.productionKey)).toEqual({
      quantityCreditsAmount: balance,
      temporalCreditEndOfValidity: '2031-01-01T00:00:00.000Z',
    });
    expect(await get('/v1/credits', world.b.testKey)).not.toHaveProperty('temporalCreditEndOfValidity');
    await expectKeyChecks(world, { method: 'GET', url: '/v1/credits' });
  });
});

describe('GET /v1/acos and /v1/acos/support', () => {
  it('lists the administrators and the support logins of the environment', async () => {
    const admins = await get('/v1/acos');
    expect(admins.acoList.map((a: any) => `${a.firstname} ${a.lastname}`)).toEqual(['Martina Huber', 'Thomas Gruber']);
    expect(admins.acoList[0]).toEqual({
      id: expect.any(Number),
      title: 'Mag.',
      firstname: 'Martina',
      lastname: 'Huber',
      phone: '+43 1 234 5678',
      email: 'martina.huber@example.com',
      createdOn: expect.any(String),
      comment: 'Main administrator',
      failedLoginCounter: 0,
    });
    const support = await get('/v1/acos/support');
    expect(support.acoList.map((a: any) => a.lastname)).toEqual(['Desk']);
    expect(await get('/v1/acos', world.a.productionKey)).toEqual({ acoList: [] });
    const aco = await addAco(world.deps, world.ctx(world.a.production), { kind: 'ADMINISTRATOR', firstName: 'Pia', lastName: 'Prod' });
    expect((await get('/v1/acos', world.a.productionKey)).acoList).toEqual([aco]);
    expect((await get('/v1/acos/support', world.a.productionKey)).acoList).toEqual([]);
    const theirs = (await get('/v1/acos', world.b.testKey)).acoList.map((a: any) => a.id);
    expect(theirs.filter((id: number) => admins.acoList.some((a: any) => a.id === id))).toEqual([]);
    await expectKeyChecks(world, { method: 'GET', url: '/v1/acos' });
    await expectKeyChecks(world, { method: 'GET', url: '/v1/acos/support' });
  });
});
