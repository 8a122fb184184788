import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnvironmentRef } from '../../../src/kernel/context.ts';
import { startPhoneReplacement } from '../../../src/modules/media/phone-replacements.ts';
import { createPhone, freshNumber, getMedium, mediumId, personId, protocolEntries } from '../../helpers/media.ts';
import { expectForeignKeysSee404, expectKeyChecks, expectProblem, startWorld, type World } from '../../helpers/world.ts';
import { clock } from '../../../src/kernel/clock.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

async function pending(key?: string): Promise<any[]> {
  const res = await world.call('GET', '/v1/pending-phone-replacements', { key });
  expect(res.status).toBe(200);
  return res.body.pendingPhoneReplacementList;
}

let paired = 0;
/** A phone the way the device capability leaves it after pairing with an app. */
async function pairedPhone(env: EnvironmentRef, key: string): Promise<number> {
  const phone = await createPhone(world, freshNumber(), { key });
  paired += 1;
  await world.deps.store.db
    .updateTable('media')
    .set({ medium_identifier: `PHN-T${paired}`, app_type: 'ANDROID', registered_on: clock.now().toISOString() })
    .where('environment_id', '=', env.id)
    .where('id', '=', phone.id)
    .execute();
  return phone.id;
}

async function balance(): Promise<number> {
  const row = await world.deps.store.db
    .selectFrom('customers')
    .select('credit_balance')
    .where('id', '=', world.a.id)
    .executeTakeFirstOrThrow();
  return row.credit_balance;
}

describe('GET /v1/pending-phone-replacements', () => {
  it('lists the pending replacements of the test data set, oldest first, with the old phone and its owner', async () => {
    const list = await pending();
    const lars = await mediumId(world, 'lars-phone');
    const jana = await mediumId(world, 'jana-phone');
    expect(list.map((r) => r.sourcePhone.id)).toEqual([lars, jana]);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      replacementStartedOn: expect.any(String),
      sourcePhoneOwner: { id: await personId(world, 'lars'), name: 'Lars Andersson' },
      sourcePhone: {
        id: lars,
        mediumIdentifier: 'PHN-1005',
        phoneNumber: '+46 70 123 45 67',
        registeredOn: expect.any(String),
        lastSynchronizedOn: expect.any(String),
        deactivated: false,
      },
    });
    expect(Date.parse(list[0].replacementStartedOn)).toBeLessThan(Date.parse(list[1].replacementStartedOn));
  });

  it('leaves out the owner once the assignment is cancelled', async () => {
    const jana = await mediumId(world, 'jana-phone');
    expect((await world.call('POST', `/v1/media/${jana}/empty`)).status).toBe(200);
    expect((await world.call('POST', '/v1/media/cancel-assignment', { body: [jana] })).status).toBe(200);
    const entry = (await pending()).find((r) => r.sourcePhone.id === jana);
    expect(entry).not.toHaveProperty('sourcePhoneOwner');
  });

  it('shows nothing to other environments and customers, and refuses bad keys', async () => {
    expect(await pending(world.a.productionKey)).toEqual([]);
    const others = await pending(world.b.testKey);
    const mine = new Set((await pending()).map((r) => r.id));
    expect(others.filter((r) => mine.has(r.id))).toEqual([]);
    await expectKeyChecks(world, { method: 'GET', url: '/v1/pending-phone-replacements' });
  });
});

describe('POST /v1/pending-phone-replacements/{replacementId}/approve and /reject', () => {
  it('approves: the new device takes over the phone, nothing is charged in the test environment', async () => {
    const phoneId = await pairedPhone(world.a.test, world.a.testKey);
    const replacement = await startPhoneReplacement(world.deps, world.ctx(world.a.test), phoneId, {
      appType: 'IPHONE',
      platformVersion: '18.1',
    });
    expect(replacement.state).toBe('PENDING');
    const credits = await balance();
    const res = await world.call('POST', `/v1/pending-phone-replacements/${replacement.id}/approve`, { body: {} });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ id: replacement.id, sourcePhone: { id: phoneId } });
    expect((await pending()).map((r) => r.id)).not.toContain(replacement.id);
    expect(await getMedium(world, phoneId)).toMatchObject({ appType: 'IPHONE', platformVersion: '18.1' });
    expect(await balance()).toBe(credits);
    expect(
      (await protocolEntries(world)).some(
        (e) => e.type === 'KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_MANUALLY_APPROVED' && e.mediumId === phoneId,
      ),
    ).toBe(true);
  });

  it('rejects: the replacement leaves the list and the phone stays as it was', async () => {
    const [first] = await pending();
    const phone = await getMedium(world, first.sourcePhone.id);
    const res = await world.call('POST', `/v1/pending-phone-replacements/${first.id}/reject`);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(first.id);
    expect((await pending()).map((r) => r.id)).not.toContain(first.id);
    expect(await getMedium(world, phone.id)).toEqual(phone);
    expect(
      (await protocolEntries(world)).some(
        (e) => e.type === 'KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_MANUALLY_REJECTED' && e.mediumId === phone.id,
      ),
    ).toBe(true);
  });

  it('answers 403 when the state does not allow the decision', async () => {
    const decided = await world.deps.store.db
      .selectFrom('phone_replacements')
      .select('id')
      .where('environment_id', '=', world.a.test.id)
      .where('state', '!=', 'PENDING')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expectProblem(await world.call('POST', `/v1/pending-phone-replacements/${decided.id}/approve`), 403, 'REPLACEMENT_NOT_PENDING');
    expectProblem(await world.call('POST', `/v1/pending-phone-replacements/${decided.id}/reject`), 403, 'REPLACEMENT_NOT_PENDING');
  });

  it('answers 404 for unknown ids and foreign keys, 400 for malformed ids', async () => {
    expectProblem(await world.call('POST', '/v1/pending-phone-replacements/999999/approve'), 404, 'NOT_FOUND');
    expectProblem(await world.call('POST', '/v1/pending-phone-replacements/999999/reject'), 404, 'NOT_FOUND');
    expectProblem(await world.call('POST', '/v1/pending-phone-replacements/abc/approve'), 400, 'VALIDATION_FAILED', 'path/replacementId');
    const [open] = await pending();
    await expectForeignKeysSee404(world, { method: 'POST', url: `/v1/pending-phone-replacements/${open.id}/approve` });
    await expectForeignKeysSee404(world, { method: 'POST', url: `/v1/pending-phone-replacements/${open.id}/reject` });
    await expectKeyChecks(world, { method: 'POST', url: `/v1/pending-phone-replacements/${open.id}/approve` });
    expect((await pending()).map((r) => r.id)).toContain(open.id);
  });
});

describe('credits for approving in production', () => {
  const production = () => world.a.production;

  it('costs one credit, recorded as a credit movement', async () => {
    const phoneId = await pairedPhone(production(), world.a.productionKey);
    const replacement = await startPhoneReplacement(world.deps, world.ctx(production()), phoneId);
    const credits = await balance();
    const res = await world.call('POST', `/v1/pending-phone-replacements/${replacement.id}/approve`, { key: world.a.productionKey });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await balance()).toBe(credits - 1);
    const movement = await world.deps.store.db
      .selectFrom('credit_movements')
      .selectAll()
      .where('customer_id', '=', world.a.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(movement).toMatchObject({ kind: 'PHONE_REPLACEMENT', amount: -1, balance_after: credits - 1, environment_id: production().id });
  });

  it('answers 403 when the credits are short, and the replacement stays pending', async () => {
    const phoneId = await pairedPhone(production(), world.a.productionKey);
    const replacement = await startPhoneReplacement(world.deps, world.ctx(production()), phoneId);
    const credits = await balance();
    await world.deps.store.db.updateTable('customers').set({ credit_balance: 0 }).where('id', '=', world.a.id).execute();
    try {
      expectProblem(
        await world.call('POST', `/v1/pending-phone-replacements/${replacement.id}/approve`, { key: world.a.productionKey }),
        403,
        'INSUFFICIENT_CREDITS',
      );
      expect((await pending(world.a.productionKey)).map((r) => r.id)).toContain(replacement.id);
      // A valid time-based credit covers phones: then it costs nothing.
      const until = new Date(clock.nowMs() + 86_400_000).toISOString();
      await world.deps.store.db.updateTable('customers').set({ temporal_credit_until: until }).where('id', '=', world.a.id).execute();
      expect(
        (await world.call('POST', `/v1/pending-phone-replacements/${replacement.id}/approve`, { key: world.a.productionKey })).status,
      ).toBe(200);
      expect(await balance()).toBe(0);
    } finally {
      await world.deps.store.db
        .updateTable('customers')
        .set({ credit_balance: credits, temporal_credit_until: null })
        .where('id', '=', world.a.id)
        .execute();
    }
  });
});

describe('starting a replacement (device capability, admin CLI)', () => {
  it('needs a paired phone and allows one pending replacement per phone', async () => {
    const unpaired = await createPhone(world, freshNumber());
    await expect(startPhoneReplacement(world.deps, world.ctx(world.a.test), unpaired.id)).rejects.toMatchObject({
      code: 'PHONE_NOT_REGISTERED',
    });
    const phoneId = await pairedPhone(world.a.test, world.a.testKey);
    await startPhoneReplacement(world.deps, world.ctx(world.a.test), phoneId);
    await expect(startPhoneReplacement(world.deps, world.ctx(world.a.test), phoneId)).rejects.toMatchObject({
      code: 'REPLACEMENT_PENDING',
    });
    await expect(startPhoneReplacement(world.deps, world.ctx(world.a.test), await mediumId(world, 'anna-card'))).rejects.toMatchObject({
      status: 404,
    });
  });

  it("approves at once when the customer's automatic approval is on", async () => {
    const settings = await world.deps.store.db
      .selectFrom('customers')
      .select('settings')
      .where('id', '=', world.a.id)
      .executeTakeFirstOrThrow();
    await world.deps.store.db
      .updateTable('customers')
      .set({ settings: JSON.stringify({ ...JSON.parse(settings.settings), automaticSmartphoneReplacementApprovalActive: true }) })
      .where('id', '=', world.a.id)
      .execute();
    try {
      const phoneId = await pairedPhone(world.a.test, world.a.testKey);
      const replacement = await startPhoneReplacement(world.deps, world.ctx(world.a.test), phoneId, { appType: 'IPHONE' });
      expect(replacement.state).toBe('APPROVED');
      expect((await pending()).map((r) => r.id)).not.toContain(replacement.id);
      expect(
        (await protocolEntries(world)).some(
          (e) => e.type === 'KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_AUTOMATICALLY_APPROVED' && e.mediumId === phoneId,
        ),
      ).toBe(true);
    } finally {
      await world.deps.store.db.updateTable('customers').set({ settings: settings.settings }).where('id', '=', world.a.id).execute();
    }
  });
});
