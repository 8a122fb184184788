import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSystemProtocolEventType } from '../../../src/modules/protocol-log/event-types.ts';
import { startWorld, type World } from '../../helpers/world.ts';
import { clock } from '../../../src/kernel/clock.ts';

/**
 * Every change made through the interface leaves a system protocol entry. The table below names,
 * for every mutating operation (POST/PUT/PATCH/DELETE under /v1), how to call it successfully on
 * customer a's test data set and the event type its entry has. The last test fails for any
 * mutating operation of the app that is neither in the table nor exempt: add a row with the new
 * operation.
 */

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

interface Call {
  url: string;
  body?: unknown;
}

interface Row {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route as registered (`:param` for path parameters). */
  route: string;
  /** Prepares what the call needs and returns it. */
  call: () => Promise<Call>;
  /** The type of the entry the call must leave (one of them, for calls that write several). */
  event: string;
}

const get = async (url: string) => {
  const res = await world.call('GET', url);
  expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
};
const post = async (url: string, body?: unknown) => {
  const res = await world.call('POST', url, { body });
  expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
};

let numbers = 0;
const freshNumber = () => `+43 660 ${String(clock.nowMs() % 1_000_000).padStart(6, '0')}${numbers++}`;
const newPerson = async () =>
  (await post('/v1/persons', [{ firstName: 'Protocol', lastName: `Row ${numbers++}`, correspondenceLanguageCode: 'en-UK' }]))[0];
const newPhone = async () => (await post('/v1/media/phones', [{ phoneNumber: freshNumber() }]))[0];
const assignedPhone = async () => {
  const [phone, person] = [await newPhone(), await newPerson()];
  await post('/v1/media/assign', [{ mediumId: phone.id, personId: person.id }]);
  return phone;
};
const lockNamed = async (identifier: string) =>
  (await get('/v1/locks?limit=100')).lockList.find((l: any) => l.lockIdentifier === identifier);
const ownLock = () => lockNamed('A1B2C3D4');
const newWebhook = async () => {
  const res = await world.call('POST', '/v1/webhooks', { body: { url: 'https://hooks.example.com/in', eventTypes: ['person.changed'] } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
};
/** The seeded pending replacements, oldest first (each row decides one). */
const firstPendingReplacement = async () => (await get('/v1/pending-phone-replacements')).pendingPhoneReplacementList[0];
const calendar = async () => (await get('/v1/holiday-calendars')).holidayCalendarList[0];
const newSlot = async () => {
  const cal = await calendar();
  const year = 2030 + (numbers++ % 60);
  const updated = await post(`/v1/holiday-calendars/${cal.id}/slots`, {
    slotName: `Protocol ${year}`,
    validFrom: `${year}-05-01T00:00`,
    validTo: `${year}-05-02T00:00`,
  });
  return { cal: updated, slot: updated.holidayCalendarSlots.find((s: any) => s.slotName === `Protocol ${year}`) };
};
const simpleAuthorization = async () => {
  const [phone, lock] = [await assignedPhone(), await ownLock()];
  const day = 10 + (numbers++ % 18);
  return post('/v1/authorizations/simple', {
    mediumId: phone.id,
    lockId: lock.id,
    authorizationInfo: { type: 'SIMPLE', validFrom: `2031-02-${day}T08:00`, validTo: `2031-02-${day}T09:00` },
  });
};

const ROWS: Row[] = [
  {
    method: 'POST',
    route: '/v1/persons',
    event: 'CREATE_PERSON',
    call: async () => ({ url: '/v1/persons', body: [{ firstName: 'A', lastName: 'B', correspondenceLanguageCode: 'de-DE' }] }),
  },
  {
    method: 'PUT',
    route: '/v1/persons',
    event: 'EDIT_PERSON',
    call: async () => ({ url: '/v1/persons', body: [{ ...(await newPerson()), city: 'Graz' }] }),
  },
  {
    method: 'PUT',
    route: '/v1/persons/:personId',
    event: 'EDIT_PERSON',
    call: async () => {
      const person = await newPerson();
      return { url: `/v1/persons/${person.id}`, body: { ...person, city: 'Linz' } };
    },
  },
  {
    method: 'DELETE',
    route: '/v1/persons',
    event: 'DELETE_PERSON',
    call: async () => ({ url: '/v1/persons', body: [(await newPerson()).id] }),
  },

  {
    method: 'POST',
    route: '/v1/media/phones',
    event: 'CREATE_KEYRING',
    call: async () => ({ url: '/v1/media/phones', body: [{ phoneNumber: freshNumber() }] }),
  },
  {
    method: 'PUT',
    route: '/v1/media/phones',
    event: 'EDIT_KEYRING',
    call: async () => ({ url: '/v1/media/phones', body: [{ ...(await newPhone()), name: 'Renamed' }] }),
  },
  {
    method: 'DELETE',
    route: '/v1/media/phones',
    event: 'FINALIZE_REMOVE_MOBILE_PHONE_FROM_CUSTOMER',
    call: async () => ({ url: '/v1/media/phones', body: [(await newPhone()).id] }),
  },
  {
    method: 'PUT',
    route: '/v1/media/:mediumId',
    event: 'EDIT_KEYRING',
    call: async () => {
      const phone = await newPhone();
      return { url: `/v1/media/${phone.id}`, body: { ...phone, name: 'By path' } };
    },
  },
  {
    method: 'PUT',
    route: '/v1/media',
    event: 'EDIT_KEYRING',
    call: async () => ({ url: '/v1/media', body: { ...(await newPhone()), name: 'By body' } }),
  },
  {
    method: 'PUT',
    route: '/v1/media/cards',
    event: 'EDIT_KEYRING',
    call: async () => ({ url: '/v1/media/cards', body: [{ ...(await get('/v1/media/cards')).mediumList[0], comment: 'protocol' }] }),
  },
  {
    method: 'POST',
    route: '/v1/media/assign',
    event: 'CHANGE_KEYRING_OWNER',
    call: async () => ({ url: '/v1/media/assign', body: [{ mediumId: (await newPhone()).id, personId: (await newPerson()).id }] }),
  },
  {
    method: 'POST',
    route: '/v1/media/cancel-assignment',
    event: 'REVOKE_KEYRING_OWNER',
    call: async () => ({ url: '/v1/media/cancel-assignment', body: [(await assignedPhone()).id] }),
  },
  {
    method: 'POST',
    route: '/v1/media/:mediumId/empty',
    event: 'MEDIUM_EMPTIED',
    call: async () => ({ url: `/v1/media/${(await assignedPhone()).id}/empty` }),
  },
  {
    method: 'POST',
    route: '/v1/media/:mediumId/deactivate',
    event: 'DEACTIVATE_KEYRING_INITIATED',
    call: async () => ({ url: `/v1/media/${(await assignedPhone()).id}/deactivate?reason=lost` }),
  },
  {
    method: 'POST',
    route: '/v1/media/:mediumId/reactivate',
    event: 'REACTIVATE_KEYRING_INITIATED',
    call: async () => {
      const phone = await assignedPhone();
      await post(`/v1/media/${phone.id}/deactivate?reason=lost`);
      return { url: `/v1/media/${phone.id}/reactivate?reason=found&recoverAuthorizations=false` };
    },
  },
  {
    method: 'POST',
    route: '/v1/media/phones/:phoneId/pairing',
    event: 'GENERATE_MOBILE_PHONE_PAIRING_CODE',
    call: async () => ({ url: `/v1/media/phones/${(await assignedPhone()).id}/pairing` }),
  },
  {
    method: 'POST',
    route: '/v1/media/phones/:phoneId/pin-reset',
    event: 'PIN_RESET_INITIATED',
    call: async () => ({
      url: `/v1/media/phones/${(await get('/v1/media/phones?limit=100')).mediumList.find((p: any) => p.phoneSettings?.pinSet && !p.phoneSettings?.pinResetTime).id}/pin-reset`,
    }),
  },
  {
    method: 'POST',
    route: '/v1/media/phones/:phoneId/send-registration-code',
    event: 'QUICK_REGISTRY_SMS_SENT',
    call: async () => ({ url: `/v1/media/phones/${(await assignedPhone()).id}/send-registration-code` }),
  },
  {
    method: 'POST',
    route: '/v1/media/phones/:phoneId/send-registration-code/sms',
    event: 'QUICK_REGISTRY_SMS_SENT',
    call: async () => ({ url: `/v1/media/phones/${(await assignedPhone()).id}/send-registration-code/sms`, body: {} }),
  },
  {
    method: 'POST',
    route: '/v1/media/phones/:phoneId/send-registration-code-with-parameters',
    event: 'QUICK_REGISTRY_SMS_SENT',
    call: async () => ({ url: `/v1/media/phones/${(await assignedPhone()).id}/send-registration-code-with-parameters`, body: {} }),
  },
  {
    method: 'POST',
    route: '/v1/media/phones/:phoneId/send-registration-code/mail',
    event: 'GENERATE_MOBILE_PHONE_PAIRING_CODE',
    call: async () => {
      const phone = await newPhone();
      const person = (
        await post('/v1/persons', [
          { firstName: 'Mail', lastName: `Row ${numbers++}`, emailAddress: 'row@example.com', correspondenceLanguageCode: 'en-UK' },
        ])
      )[0];
      await post('/v1/media/assign', [{ mediumId: phone.id, personId: person.id }]);
      return { url: `/v1/media/phones/${phone.id}/send-registration-code/mail`, body: {} };
    },
  },

  {
    method: 'POST',
    route: '/v1/authorizations/simple',
    event: 'CREATE_AUTHORIZATION_KEY',
    call: async () => {
      const [phone, lock] = [await assignedPhone(), await ownLock()];
      return {
        url: '/v1/authorizations/simple',
        body: {
          mediumId: phone.id,
          lockId: lock.id,
          authorizationInfo: { type: 'SIMPLE', validFrom: '2031-01-10T08:00', validTo: '2031-01-10T09:00' },
        },
      };
    },
  },
  {
    method: 'POST',
    route: '/v1/authorizations/advanced',
    event: 'CREATE_AUTHORIZATION_KEY',
    call: async () => {
      const [phone, lock] = [await assignedPhone(), await ownLock()];
      return {
        url: '/v1/authorizations/advanced',
        body: {
          authorizationCreateList: [{ mediumId: phone.id, lockId: lock.id, authorizationInfoList: [{ type: 'PERMANENT' }] }],
          authorizationUpdateList: [],
        },
      };
    },
  },
  {
    method: 'PUT',
    route: '/v1/authorizations',
    event: 'MARK_AUTHORIZATION_KEY_AS_DELETED|DELETE_AUTHORIZATION_KEY_IN_STATE_CREATE',
    call: async () => ({ url: '/v1/authorizations', body: [{ id: (await simpleAuthorization()).id, deletionRequested: true }] }),
  },

  {
    method: 'POST',
    route: '/v1/send-a-key',
    event: 'CREATE_KEYRING',
    call: async () => ({
      url: '/v1/send-a-key',
      body: {
        phone: { phoneNumber: freshNumber() },
        person: { firstName: 'Key', lastName: `Sent ${numbers++}`, correspondenceLanguageCode: 'en-UK' },
      },
    }),
  },
  {
    method: 'POST',
    route: '/v1/send-a-key/sms',
    event: 'CREATE_KEYRING',
    call: async () => ({
      url: '/v1/send-a-key/sms',
      body: {
        phone: { phoneNumber: freshNumber() },
        person: { firstName: 'Key', lastName: `Sms ${numbers++}`, correspondenceLanguageCode: 'en-UK' },
      },
    }),
  },
  {
    method: 'POST',
    route: '/v1/send-a-key/mail',
    event: 'CREATE_KEYRING',
    call: async () => ({
      url: '/v1/send-a-key/mail',
      body: {
        phone: { phoneNumber: freshNumber() },
        person: { firstName: 'Key', lastName: `Mail ${numbers++}`, emailAddress: 'key@example.com', correspondenceLanguageCode: 'en-UK' },
      },
    }),
  },

  {
    method: 'POST',
    route: '/v1/pending-phone-replacements/:replacementId/approve',
    event: 'KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_MANUALLY_APPROVED',
    call: async () => ({ url: `/v1/pending-phone-replacements/${(await firstPendingReplacement()).id}/approve` }),
  },
  {
    method: 'POST',
    route: '/v1/pending-phone-replacements/:replacementId/reject',
    event: 'KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_MANUALLY_REJECTED',
    call: async () => ({ url: `/v1/pending-phone-replacements/${(await firstPendingReplacement()).id}/reject` }),
  },

  {
    method: 'PUT',
    route: '/v1/locks/:lockId',
    event: 'EDIT_CYLINDER',
    call: async () => {
      const lock = await ownLock();
      return { url: `/v1/locks/${lock.id}`, body: { ...lock, comment: 'protocol' } };
    },
  },
  {
    method: 'PUT',
    route: '/v1/locks',
    event: 'EDIT_CYLINDER',
    call: async () => ({ url: '/v1/locks', body: { ...(await ownLock()), comment: 'protocol too' } }),
  },
  {
    method: 'POST',
    route: '/v1/locks/:lockId/remove',
    event: 'INITIATE_REMOVE_CYLINDER_FROM_CUSTOMER',
    call: async () => ({ url: `/v1/locks/${(await lockNamed('F6A7B8C9')).id}/remove` }),
  },
  {
    method: 'POST',
    route: '/v1/locks/:lockId/abort-remove',
    event: 'EDIT_CYLINDER',
    call: async () => ({ url: `/v1/locks/${(await lockNamed('C3D4E5F6')).id}/abort-remove` }),
  },
  {
    method: 'POST',
    route: '/v1/locks/add-shared-lock',
    event: 'REDEEM_SHARED_CYLINDER_CODE',
    call: async () => ({ url: '/v1/locks/add-shared-lock', body: { sharingCode: 'AaBbCcDdEe11', anonymizeDataInOwnerProtocol: false } }),
  },
  {
    method: 'PUT',
    route: '/v1/locks/:lockId/settings',
    event: 'EDIT_CYLINDER',
    call: async () => {
      const lock = await ownLock();
      const settings = await get(`/v1/locks/${lock.id}/settings`);
      return { url: `/v1/locks/${lock.id}/settings`, body: { ...settings, normalReleaseDuration: 7 } };
    },
  },
  {
    method: 'POST',
    route: '/v1/locks/:lockId/settings/assigned-areas/add',
    event: 'ASSIGN_CYLINDER_TO_AREA|ASSIGN_AREA_TO_CYLINDER',
    call: async () => {
      const [lock, areas] = [await lockNamed('D4E5F6A7'), (await get('/v1/areas?limit=100')).areaList];
      const assigned = (await get(`/v1/locks/${lock.id}/settings/assigned-areas`)).map((a: any) => a.id ?? a.areaId);
      return { url: `/v1/locks/${lock.id}/settings/assigned-areas/add`, body: [areas.find((a: any) => !assigned.includes(a.id)).id] };
    },
  },
  {
    method: 'POST',
    route: '/v1/locks/:lockId/settings/assigned-areas/remove',
    event: 'UNASSIGN_CYLINDER_FROM_AREA|UNASSIGN_AREA_FROM_CYLINDER',
    call: async () => {
      const lock = await ownLock();
      const assigned = await get(`/v1/locks/${lock.id}/settings/assigned-areas`);
      return { url: `/v1/locks/${lock.id}/settings/assigned-areas/remove`, body: [assigned[0].id ?? assigned[0].areaId] };
    },
  },
  {
    method: 'POST',
    route: '/v1/locks/:lockId/settings/sharing-codes',
    event: 'CREATE_SHARED_CYLINDER_CODE',
    call: async () => ({ url: `/v1/locks/${(await ownLock()).id}/settings/sharing-codes` }),
  },
  {
    method: 'DELETE',
    route: '/v1/locks/:lockId/settings/sharing-codes/:sharingCodeId',
    event: 'EDIT_CYLINDER',
    call: async () => {
      const lock = await ownLock();
      const codes = await get(`/v1/locks/${lock.id}/settings/sharing-codes`);
      return { url: `/v1/locks/${lock.id}/settings/sharing-codes/${codes[0].id}` };
    },
  },
  {
    method: 'POST',
    route: '/v1/locks/:lockId/settings/active-shares/remove',
    event: 'UNSHARE_CYLINDER',
    call: async () => {
      const lock = await lockNamed('E5F6A7B8');
      const shares = await get(`/v1/locks/${lock.id}/settings/active-shares`);
      return { url: `/v1/locks/${lock.id}/settings/active-shares/remove`, body: [shares[0].customerNumber] };
    },
  },

  {
    method: 'PUT',
    route: '/v1/holiday-calendars/:holidayCalendarId',
    event: 'DEACTIVATE_HOLIDAYS|REACTIVATE_HOLIDAYS',
    call: async () => {
      const cal = await calendar();
      return { url: `/v1/holiday-calendars/${cal.id}`, body: { ...cal, active: !cal.active } };
    },
  },
  {
    method: 'POST',
    route: '/v1/holiday-calendars/:holidayCalendarId/slots',
    event: 'CREATE_HOLIDAY',
    call: async () => {
      const cal = await calendar();
      return {
        url: `/v1/holiday-calendars/${cal.id}/slots`,
        body: { slotName: 'Protocol day', validFrom: '2032-03-01T00:00', validTo: '2032-03-02T00:00' },
      };
    },
  },
  {
    method: 'PUT',
    route: '/v1/holiday-calendars/:holidayCalendarId/slots/:holidayCalendarSlotId',
    event: 'EDIT_HOLIDAY_SINGLE',
    call: async () => {
      const { cal, slot } = await newSlot();
      return {
        url: `/v1/holiday-calendars/${cal.id}/slots/${slot.id}`,
        body: { ...slot, slotName: 'Renamed day', modifyFutureSlots: false },
      };
    },
  },
  {
    method: 'DELETE',
    route: '/v1/holiday-calendars/:holidayCalendarId/slots/:holidayCalendarSlotId',
    event: 'DELETE_HOLIDAY_SINGLE',
    call: async () => {
      const { cal, slot } = await newSlot();
      return {
        url: `/v1/holiday-calendars/${cal.id}/slots/${slot.id}`,
        body: { id: slot.id, version: slot.version, deleteFutureSlots: false },
      };
    },
  },
];

/** A pairing code of a new phone, and the phone paired by the simulator. */
const pairingCode = async () => (await post(`/v1/media/phones/${(await newPhone()).id}/pairing`)).pairingCode;
const simulatedPairing = async () =>
  post('/v1/simulator/phones/pair', { pairingCode: await pairingCode(), appType: 'ANDROID', platformVersion: '14' });
ROWS.push(
  {
    method: 'POST',
    route: '/v1/simulator/phones/pair',
    event: 'FINALIZE_MOBILE_PHONE_PAIRING',
    call: async () => ({
      url: '/v1/simulator/phones/pair',
      body: { pairingCode: await pairingCode(), appType: 'IPHONE', platformVersion: '18' },
    }),
  },
  {
    method: 'POST',
    route: '/v1/simulator/phones/:phoneId/replacement',
    event: 'KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_STARTED_BY_USER',
    call: async () => ({
      url: `/v1/simulator/phones/${(await simulatedPairing()).phoneId}/replacement`,
      body: { appType: 'IPHONE', platformVersion: '18' },
    }),
  },
  {
    method: 'POST',
    route: '/v1/simulator/locks/:lockId/credential',
    event: 'EDIT_CYLINDER',
    call: async () => ({ url: `/v1/simulator/locks/${(await ownLock()).id}/credential` }),
  },
  // Webhook endpoints are customer settings; their entries name the action.
  {
    method: 'POST',
    route: '/v1/webhooks',
    event: 'EDIT_CUSTOMER_SETTINGS',
    call: async () => ({ url: '/v1/webhooks', body: { url: 'https://hooks.example.com/in', eventTypes: ['person.changed'] } }),
  },
  {
    method: 'PUT',
    route: '/v1/webhooks/:webhookId',
    event: 'EDIT_CUSTOMER_SETTINGS',
    call: async () => {
      const hook = await newWebhook();
      return {
        url: `/v1/webhooks/${hook.id}`,
        body: { url: hook.url, eventTypes: hook.eventTypes, enabled: false, version: hook.version },
      };
    },
  },
  {
    method: 'DELETE',
    route: '/v1/webhooks/:webhookId',
    event: 'EDIT_CUSTOMER_SETTINGS',
    call: async () => ({ url: `/v1/webhooks/${(await newWebhook()).id}` }),
  },
  {
    method: 'POST',
    route: '/v1/webhooks/:webhookId/rotate-secret',
    event: 'EDIT_CUSTOMER_SETTINGS',
    call: async () => ({ url: `/v1/webhooks/${(await newWebhook()).id}/rotate-secret` }),
  },
);

/** Mutating operations that change nothing a customer administers, with the reason. */
const EXEMPT: Record<string, string> = {
  'POST /v1/public-mgmt/reset-test-data': 'test-environment control: restores the data set and empties the environment’s protocols',
  'POST /v1/simulator/phones/:phoneId/sync': 'simulated device action: the medium protocol and the event feed record it',
  'PUT /v1/simulator/phones/:phoneId/pin': 'simulated device action: the medium protocol records it',
  'POST /v1/simulator/locks/:lockId/sync':
    'simulated device action: the lock protocol records it (a completed removal also the system protocol)',
  'POST /v1/simulator/access': 'simulated device action: the lock protocol and the event feed record it',
  'POST /v1/simulator/clock': 'test-environment control: moves the environment’s clock',
  'POST /v1/webhooks/:webhookId/deliveries/:deliveryId/redeliver':
    'sends a delivered event again: the endpoint and all data stay as they are',
};

/** The app's routes as `METHOD /path`, read from Fastify's route tree. */
function appRoutes(): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of world.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1].length / 4;
    stack.length = depth;
    stack.push(m[2]);
    for (const method of (m[3] ?? '').split(', ').filter(Boolean)) routes.push(`${method} ${stack.join('')}`);
  }
  return routes;
}

async function lastEntryId(): Promise<number> {
  const row = await world.deps.store.db
    .selectFrom('system_protocol')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

describe('every interface change leaves its system protocol entry', () => {
  for (const row of ROWS) {
    it(`${row.method} ${row.route} → ${row.event}`, async () => {
      const call = await row.call();
      const before = await lastEntryId();
      const res = await world.call(row.method, call.url, { body: call.body });
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
      const entries = await world.deps.store.db
        .selectFrom('system_protocol')
        .select(['event_type', 'environment_id'])
        .where('id', '>', before)
        .execute();
      const mine = entries.filter((e) => Number(e.environment_id) === world.a.test.id).map((e) => e.event_type);
      expect(mine.filter((t) => !isSystemProtocolEventType(t))).toEqual([]);
      expect(
        mine.some((t) => row.event.split('|').includes(t)),
        `entries written: ${mine.join(', ') || 'none'}`,
      ).toBe(true);
    });
  }

  it('covers every mutating operation of the app (add a row for a new one)', () => {
    const covered = new Set([...ROWS.map((r) => `${r.method} ${r.route}`), ...Object.keys(EXEMPT)]);
    const mutations = appRoutes().filter((r) => /^(POST|PUT|PATCH|DELETE) \/v1\//.test(r));
    expect(mutations.length).toBeGreaterThan(10);
    expect(mutations.filter((r) => !covered.has(r))).toEqual([]);
    expect([...covered].filter((r) => !mutations.includes(r))).toEqual([]);
  });
});
