import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../../src/kernel/context.ts';
import { updateCustomerSettings } from '../../../src/modules/customers/index.ts';
import { eventTypesOf } from '../../helpers/locks.ts';
import { startWorld, type World } from '../../helpers/world.ts';

const ADMIN: Actor = { kind: 'ADMINISTRATOR', userId: 12, name: 'Ada Admin' };

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

async function settings(key: string) {
  const res = await world.call('GET', '/v1/settings', { key });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const eventsOf = (change: () => Promise<unknown>) => eventTypesOf(world, world.a.production, change);

describe('updateCustomerSettings', () => {
  it('saves the changes, visible to both environments through GET /v1/settings, with their protocol entries', async () => {
    expect(await settings(world.a.productionKey)).toMatchObject({ useDefaultSendAKeySmsText: true, fourEyesEnabled: false });
    const events = await eventsOf(async () => {
      const saved = await updateCustomerSettings(world.deps, ADMIN, world.a.id, {
        useDefaultSendAKeySmsText: false,
        customSendAKeySmsText: 'Your key: {pairingCode}',
        updateAppAfterUnlocking: false,
        fourEyesEnabled: true,
      });
      expect(saved).toMatchObject({ useDefaultSendAKeySmsText: false, customSendAKeySmsText: 'Your key: {pairingCode}' });
    });
    expect(events).toEqual(['USE_DEFAULT_SMS_TEXT_DEACTIVATED', 'FOUR_EYES_ENABLED', 'SMS_TEXT', 'EDIT_CUSTOMER_SETTINGS']);
    const expected = {
      unlockFromLockScreenEnabled: true,
      updateAppAfterUnlocking: false,
      useDefaultSendAKeySmsText: false,
      useDefaultSendAKeyMailText: true,
      customSendAKeySmsText: 'Your key: {pairingCode}',
      automaticSmartphoneReplacementApprovalActive: false,
      twoFactorActive: false,
      fourEyesEnabled: true,
    };
    expect(await settings(world.a.productionKey)).toEqual(expected);
    expect(await settings(world.a.testKey)).toEqual(expected);
    // Customer b keeps its own settings.
    expect(await settings(world.b.productionKey)).toMatchObject({ useDefaultSendAKeySmsText: true, fourEyesEnabled: false });

    const entry = await world.deps.store.db
      .selectFrom('system_protocol')
      .select(['user_id', 'administrator_name', 'fields'])
      .where('environment_id', '=', world.a.production.id)
      .where('event_type', '=', 'EDIT_CUSTOMER_SETTINGS')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ user_id: 12, administrator_name: 'Ada Admin' });
    expect(JSON.parse(entry.fields)).toMatchObject({ fields: 'updateAppAfterUnlocking' });
  });

  it('records USE_DEFAULT_SMS_TEXT_ACTIVATED when the default text comes back, and nothing for no change', async () => {
    expect(await eventsOf(() => updateCustomerSettings(world.deps, ADMIN, world.a.id, { useDefaultSendAKeySmsText: true }))).toEqual([
      'USE_DEFAULT_SMS_TEXT_ACTIVATED',
    ]);
    // The own text stays for the next time it is switched on.
    expect(await settings(world.a.productionKey)).toMatchObject({
      useDefaultSendAKeySmsText: true,
      customSendAKeySmsText: 'Your key: {pairingCode}',
    });
    expect(await eventsOf(() => updateCustomerSettings(world.deps, ADMIN, world.a.id, { useDefaultSendAKeySmsText: true }))).toEqual([]);
    expect(await eventsOf(() => updateCustomerSettings(world.deps, ADMIN, world.a.number, {}))).toEqual([]);
  });

  it('an own e-mail text is a general change; an empty text clears it', async () => {
    const own = { useDefaultSendAKeyMailText: false, customSendAKeyMailText: 'Dear {personName},\nyour code: {pairingCode}' };
    expect(await eventsOf(() => updateCustomerSettings(world.deps, ADMIN, world.a.id, own))).toEqual(['EDIT_CUSTOMER_SETTINGS']);
    expect(await settings(world.a.productionKey)).toMatchObject(own);
    await updateCustomerSettings(world.deps, ADMIN, world.a.id, { useDefaultSendAKeyMailText: true, customSendAKeyMailText: '' });
    expect(await settings(world.a.productionKey)).not.toHaveProperty('customSendAKeyMailText');
  });

  it('refuses bad input with a 400 naming the field, and changes nothing', async () => {
    const before = await settings(world.a.productionKey);
    const refused = async (changes: Record<string, unknown>, field: string) => {
      await expect(updateCustomerSettings(world.deps, ADMIN, world.a.id, changes)).rejects.toMatchObject({
        status: 400,
        code: 'VALIDATION_FAILED',
        errors: [{ field, message: expect.any(String) }],
      });
    };
    await refused({ fourEyesEnabled: 'yes' }, 'fourEyesEnabled');
    await refused({ twoFactorActive: null }, 'twoFactorActive');
    await refused({ customSendAKeySmsText: 'x'.repeat(151) }, 'customSendAKeySmsText');
    await refused({ customSendAKeyMailText: 'x'.repeat(2049) }, 'customSendAKeyMailText');
    await refused({ customSendAKeySmsText: 42 }, 'customSendAKeySmsText');
    await refused({ smsText: 'hello' }, 'smsText');
    // Without a text of its own the default cannot be switched off.
    await refused({ useDefaultSendAKeyMailText: false }, 'customSendAKeyMailText');
    await refused({ useDefaultSendAKeySmsText: false, customSendAKeySmsText: '   ' }, 'customSendAKeySmsText');
    await refused({ customSendAKeySmsText: '', useDefaultSendAKeySmsText: false }, 'customSendAKeySmsText');
    expect(await settings(world.a.productionKey)).toEqual(before);
    await expect(updateCustomerSettings(world.deps, ADMIN, 'C999999', {})).rejects.toMatchObject({ status: 404 });
  });

  it('accepts the longest texts the send-registration-code requests accept', async () => {
    await updateCustomerSettings(world.deps, ADMIN, world.a.id, {
      customSendAKeySmsText: 'x'.repeat(150),
      customSendAKeyMailText: 'y'.repeat(2048),
    });
    expect((await settings(world.a.productionKey)).customSendAKeySmsText).toHaveLength(150);
  });
});
