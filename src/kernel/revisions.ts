/**
 * Interface revisions a client may speak. Clients generated from an older revision refuse enum
 * values they do not know (the whole answer fails to deserialize), so each API key is pinned to
 * the revision its client was written for, and answers hold only values that revision knows.
 *
 * What each revision lacks compared with the latest is data (shared/reference/REVISIONS.md):
 * enum values, by the field they appear in. Everything else an older revision has still exists.
 */
export const LATEST_REVISION = '18.0.4';
export const REVISIONS = ['18.0.4', '16.20.7'] as const;
export type Revision = (typeof REVISIONS)[number];

interface RevisionGap {
  /** Values of Lock.lockTechnology the revision does not know. */
  lockTechnology: readonly string[];
  /** SystemProtocolEvent.type values (system and credits protocol) the revision does not know. */
  systemProtocolEventType: readonly string[];
}

const NOTHING_MISSING: RevisionGap = { lockTechnology: [], systemProtocolEventType: [] };

const GAPS: Record<Revision, RevisionGap> = {
  '18.0.4': NOTHING_MISSING,
  '16.20.7': {
    lockTechnology: ['BLE_SMX3'],
    systemProtocolEventType: [
      'ACTIVATE_AUTOMATIC_MOBILE_PHONE_REPLACEMENT_APPROVAL',
      'API_DEACTIVATE_KEY',
      'API_DELETE_KEY',
      'API_GENERATE_KEY',
      'API_PURCHASE_ACCESS',
      'API_REACTIVATE_KEY',
      'API_REGENERATE_KEY',
      'API_UPDATE_KEY',
      'APP_UPDATE_AFTER_UNLOCKING_ACTIVATED',
      'APP_UPDATE_AFTER_UNLOCKING_DEACTIVATED',
      'DEACTIVATE_AUTOMATIC_MOBILE_PHONE_REPLACEMENT_APPROVAL',
      'FOUR_EYES_DISABLED',
      'FOUR_EYES_DISABLE_EMAIL_SENT',
      'FOUR_EYES_ENABLED',
      'FOUR_EYES_ENABLE_EMAIL_SENT',
      'FOUR_EYES_INVALID_TOKEN',
      'FOUR_EYES_UNLOCKED',
      'FOUR_EYES_UNLOCK_EMAIL_SENT',
      'JOURNAL_EXPORT_FETCHED',
      'JOURNAL_EXPORT_PREPARED',
      'KEYRING_PROTOCOL_EXPORT_FETCHED',
      'KEYRING_PROTOCOL_EXPORT_PREPARED',
      'KEY_RING_REPLACEMENT_OF_KEY_CARD_ABORTED_BY_ACO',
      'KEY_RING_REPLACEMENT_OF_KEY_CARD_FINISHED',
      'KEY_RING_REPLACEMENT_OF_KEY_CARD_STARTED',
      'KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_ABORTED_BY_ACO',
      'KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_ABORTED_BY_USER',
      'KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_AUTOMATICALLY_APPROVED',
      'KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_FINISHED',
      'KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_MANUALLY_APPROVED',
      'KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_MANUALLY_REJECTED',
      'KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_STARTED_BY_ACO',
      'KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_STARTED_BY_USER',
      'LOCKING_COMPONENT_PROTOCOL_EXPORT_FETCHED',
      'LOCKING_COMPONENT_PROTOCOL_EXPORT_PREPARED',
      'LOGIN_FAILED_FIRST_FACTOR',
      'LOGIN_FAILED_SECOND_FACTOR',
      'SMS_TEXT',
      'TWO_FACTOR_AUTH_DISABLED',
      'TWO_FACTOR_AUTH_ENABLED',
      'USE_DEFAULT_SMS_TEXT_ACTIVATED',
      'USE_DEFAULT_SMS_TEXT_DEACTIVATED',
    ],
  },
};

export function isRevision(value: unknown): value is Revision {
  return typeof value === 'string' && (REVISIONS as readonly string[]).includes(value);
}

/** The system protocol event types a revision does not know (empty for the latest). */
export function unknownEventTypes(revision: Revision = LATEST_REVISION): readonly string[] {
  return GAPS[revision].systemProtocolEventType;
}

/** Every enum value a revision does not know, whatever field it is in (the names do not overlap). */
export function unknownEnumValues(revision: Revision = LATEST_REVISION): ReadonlySet<string> {
  const gap = GAPS[revision];
  return new Set([...gap.lockTechnology, ...gap.systemProtocolEventType]);
}
