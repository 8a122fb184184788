import type { ProtocolRecord } from '../../kernel/context.ts';

/** The webhook event types an endpoint may subscribe to. */
export const WEBHOOK_EVENT_TYPES = [
  'lock.unlocked',
  'lock.unlock_failed',
  'lock.removal_completed',
  'authorization.synchronized',
  'authorization.changed',
  'phone.paired',
  'medium.changed',
  'person.changed',
  'protocol.entry',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** One webhook event derived from a protocol record: its type, the object it concerns (for ordering) and its data. */
export interface WebhookEvent {
  type: WebhookEventType;
  /** Deliveries about one object go out in order (`lock:12`, `medium:7`); null: no order needed. */
  objectKey: string | null;
  timestamp: string;
  data: Record<string, unknown>;
}

type Derive = (record: ProtocolRecord) => Omit<WebhookEvent, 'timestamp'>;

const key = (kind: string, id: unknown) => (typeof id === 'number' ? `${kind}:${id}` : null);
const idField = (fields: Record<string, unknown>, name: string) => (typeof fields[name] === 'number' ? fields[name] : undefined);

const change =
  (type: WebhookEventType, object: (r: ProtocolRecord) => string | null, data: (r: ProtocolRecord) => Record<string, unknown>): Derive =>
  (r) => ({ type, objectKey: object(r), data: { change: r.type, entryId: r.id, ...data(r), fields: r.fields } });

const mediumChanged = change(
  'medium.changed',
  (r) => key('medium', r.mediumId),
  (r) => ({ mediumId: r.mediumId ?? undefined, mediumIdentifier: r.extra?.mediumIdentifier }),
);
const personChanged = change(
  'person.changed',
  (r) => key('person', idField(r.fields, 'personId')),
  (r) => ({ personId: idField(r.fields, 'personId') }),
);
const authorizationChanged = change(
  'authorization.changed',
  (r) => key('medium', r.mediumId) ?? key('lock', r.lockId),
  (r) => ({ mediumId: r.mediumId ?? undefined, lockId: r.lockId ?? undefined }),
);
const removalCompleted = change(
  'lock.removal_completed',
  (r) => key('lock', r.lockId),
  (r) => ({ lockId: r.lockId ?? undefined, lockIdentifier: r.extra?.lockIdentifier }),
);

/**
 * Which written entry or event becomes which webhook event: the one table of the mapping. Keys are
 * `<record kind>:<type>`; every lock- and system-protocol entry is also a `protocol.entry`.
 */
const MAPPING: Record<string, Derive> = {
  'EVENT:UNLOCKING': (r) => ({ type: 'lock.unlocked', objectKey: key('lock', r.lockId), data: { eventId: r.id, ...r.fields } }),
  'EVENT:APP_PAIRED': (r) => ({ type: 'phone.paired', objectKey: key('medium', r.mediumId), data: { eventId: r.id, ...r.fields } }),
  'EVENT:AUTHORIZATION_SYNCHRONIZED': (r) => ({
    type: 'authorization.synchronized',
    objectKey: key('medium', r.mediumId),
    data: { eventId: r.id, ...r.fields },
  }),
  ...Object.fromEntries(
    [
      'UNLOCKING_FAILED',
      'UNLOCKING_FAILED_BLACKLISTED',
      'UNLOCKING_FAILED_NOT_WHITELISTED',
      'UNLOCKING_FAILED_CYLINDER_TIME_OUT_OF_SYNC',
      'UNLOCKING_FAILED_AUTHORIZATION_SIGNATURE_INVALID',
      'UNLOCKING_FAILED_HOLIDAY_CALENDAR_ACTIVE',
    ].map((type): [string, Derive] => [
      `LOCK_PROTOCOL:${type}`,
      (r) => ({
        type: 'lock.unlock_failed',
        objectKey: key('lock', r.lockId),
        data: { entryId: r.id, lockId: r.lockId, mediumId: r.mediumId ?? undefined, reason: r.type, occurredAt: r.at },
      }),
    ]),
  ),
  ...systemTypes(['CREATE_PERSON', 'EDIT_PERSON', 'DELETE_PERSON'], personChanged),
  ...systemTypes(
    [
      'CREATE_KEYRING',
      'EDIT_KEYRING',
      'CHANGE_KEYRING_OWNER',
      'REVOKE_KEYRING_OWNER',
      'ASSIGN_KEY_CARD_TO_CUSTOMER_SUCCESS',
      'DEACTIVATE_KEYRING_INITIATED',
      'DEACTIVATE_KEYRING_FINISHED',
      'DEACTIVATE_KEYRING_FINISHED_BY_SUPPORT',
      'REACTIVATE_KEYRING_INITIATED',
      'FINALIZE_REMOVE_MOBILE_PHONE_FROM_CUSTOMER',
      'FINALIZE_REMOVE_KEY_CARD_FROM_CUSTOMER',
      'KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_STARTED_BY_USER',
      'KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_STARTED_BY_ACO',
      'KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_AUTOMATICALLY_APPROVED',
      'KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_MANUALLY_APPROVED',
      'KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_MANUALLY_REJECTED',
      'KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_ABORTED_BY_ACO',
      'KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_FINISHED',
    ],
    mediumChanged,
  ),
  ...systemTypes(
    [
      'CREATE_AUTHORIZATION_KEY',
      'EDIT_AUTHORIZATION_KEY',
      'DELETE_AUTHORIZATION_KEY_IN_STATE_CREATE',
      'MARK_AUTHORIZATION_KEY_AS_DELETED',
      'UNDELETE_AUTHORIZATION_KEY',
    ],
    authorizationChanged,
  ),
  ...systemTypes(['FINALIZE_REMOVE_CYLINDER_FROM_CUSTOMER', 'FINALIZE_REMOVE_WALLREADER_FROM_CUSTOMER'], removalCompleted),
};

function systemTypes(types: string[], derive: Derive): Record<string, Derive> {
  return Object.fromEntries(types.map((type) => [`SYSTEM_PROTOCOL:${type}`, derive]));
}

/** The entry itself, as `protocol.entry` carries it. */
function protocolEntry(r: ProtocolRecord): Omit<WebhookEvent, 'timestamp'> {
  return {
    type: 'protocol.entry',
    objectKey: key('lock', r.lockId) ?? key('medium', r.mediumId),
    data: {
      protocol: r.kind === 'LOCK_PROTOCOL' ? 'LOCK' : 'SYSTEM',
      entry: {
        id: r.id,
        eventType: r.type,
        timestamp: r.at,
        lockId: r.lockId ?? undefined,
        mediumId: r.mediumId ?? undefined,
        ...r.extra,
        fields: r.fields,
      },
    },
  };
}

/** The mapped webhook event of a written entry or event, if its kind and type have one. */
function derivationOf(record: ProtocolRecord): Derive | undefined {
  return MAPPING[`${record.kind}:${record.type}`];
}

/** Whether a written entry or event gives webhook events (every protocol entry does). */
export function hasWebhookEvents(record: ProtocolRecord): boolean {
  return record.kind !== 'EVENT' || derivationOf(record) !== undefined;
}

/** The webhook events of one written entry or event. */
export function webhookEventsOf(record: ProtocolRecord): WebhookEvent[] {
  const derived: Omit<WebhookEvent, 'timestamp'>[] = [];
  const mapped = derivationOf(record);
  if (mapped) derived.push(mapped(record));
  if (record.kind !== 'EVENT') derived.push(protocolEntry(record));
  return derived.map((event) => ({ ...event, timestamp: record.at }));
}
