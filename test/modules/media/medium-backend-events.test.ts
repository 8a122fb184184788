import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures } from '../../helpers/fixtures.ts';
import { freshNumber } from '../../helpers/media.ts';
import { startWorld, type World } from '../../helpers/world.ts';
import { clock } from '../../../src/kernel/clock.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

const mediumProtocolTypes = async (mediumId: number) =>
  (await world.call('GET', `/v1/medium-protocol-limit?mediumId=${mediumId}&language=en-UK`)).body.lockProtocols.map(
    (p: any) => p.lockProtocol.event.type,
  );

describe('backend events of media in the medium protocol', () => {
  it('records creation, deactivation and reactivation of a phone as they happen', async () => {
    const phone = (await world.call('POST', '/v1/media/phones', { body: [{ phoneNumber: freshNumber() }] })).body[0];
    await world.call('POST', `/v1/media/${phone.id}/deactivate?reason=lost`);
    await world.call('POST', `/v1/media/${phone.id}/reactivate?reason=found&recoverAuthorizations=false`);
    expect(await mediumProtocolTypes(phone.id)).toEqual(
      expect.arrayContaining(['CREATE_MOBILE_PHONE', 'DEACTIVATION_INITIATED', 'REACTIVATION_INITIATED']),
    );
  });
});

describe('reactivation with recoverAuthorizations', () => {
  it('keeps a deletion requested before the deactivation pending (state DELETED)', async () => {
    const f = fixtures(world, world.a.test);
    const [phone, lock] = [await f.phone(), await f.lock()];
    const auth = (
      await world.call('POST', '/v1/authorizations/simple', {
        body: {
          mediumId: phone.id,
          lockId: lock.id,
          authorizationInfo: { type: 'SIMPLE', validFrom: '2026-03-01T08:00', validTo: '2026-03-01T09:00' },
        },
      })
    ).body;
    await world.deps.store.db
      .updateTable('authorizations')
      .set({ current_state: 'UNCHANGED', synchronized_on: clock.now().toISOString() })
      .where('id', '=', auth.id)
      .execute();
    await world.call('PUT', '/v1/authorizations', { body: [{ id: auth.id, deletionRequested: true }] });
    await world.call('POST', `/v1/media/${phone.id}/deactivate?reason=lost`);
    expect((await world.call('GET', `/v1/authorizations/${auth.id}`)).body.currentState).toBe('DEACTIVATED_RESTORABLE');
    await world.call('POST', `/v1/media/${phone.id}/reactivate?reason=found&recoverAuthorizations=true`);
    expect((await world.call('GET', `/v1/authorizations/${auth.id}`)).body).toMatchObject({
      currentState: 'DELETED',
      deletionRequested: true,
    });
  });
});
