/** English (United Kingdom). */
import {
  ACO,
  AMOUNT,
  AREA,
  LOCK,
  MEDIUM,
  NAME,
  OPERATOR,
  PERSON,
  PHONE_NUMBER,
  VALID_FROM,
  VALID_TO,
  failure,
  opt,
  success,
  warning,
} from './markup.ts';
import type { LanguagePack } from './types.ts';

const unlockFailed = (reason: string) => `${MEDIUM} could not unlock ${LOCK}: ${failure(reason)}`;
const replacement = (medium: 'card' | 'smartphone', what: string) => `Replacement of ${medium} ${MEDIUM} ${what}`;

const en: LanguagePack = {
  tag: 'en-UK',
  yes: 'yes',
  no: 'no',

  operations: {
    actions: {
      sync: { g: 'n', phrase: (s) => `Synchronisation ${s}` },
      addToSystem: { g: 'n', phrase: (s) => `Addition ${s} to the locking system` },
      removeFromSystem: { g: 'n', phrase: (s) => `Removal ${s} from the locking system` },
      deactivation: { g: 'n', phrase: (s) => `Deactivation ${s}` },
      reactivation: { g: 'n', phrase: (s) => `Reactivation ${s}` },
      capUpdate: { g: 'n', phrase: (s) => `CAP file update ${s}` },
      firmwareUpdate: { g: 'n', phrase: (s) => `Firmware update ${s}` },
      replacement: { g: 'n', phrase: (s) => `Replacement ${s}` },
      installation: { g: 'n', phrase: (s) => `Installation ${s}` },
      removal: { g: 'n', phrase: (s) => `Removal ${s}` },
      pinReset: { g: 'n', phrase: (s) => `PIN reset ${s}` },
    },
    subjects: {
      cylinder: 'of cylinder',
      knob: 'of knob',
      wallReader: 'of wall reader',
      readerUnit: 'of reader unit',
      component: 'of locking component',
      medium: 'of medium',
      card: 'of card',
      phone: 'of smartphone',
      faultyCylinder: 'of faulty cylinder',
      faultyWallReader: 'of faulty wall reader',
    },
    channels: {
      cardReader: 'via card reader',
      ota: 'via OTA',
      otaAfterUnlock: 'via OTA after unlocking',
      proxy: 'via proxy app',
      support: 'by support',
      phone: 'via smartphone',
      app: 'via app',
      browser: 'via browser',
    },
    outcomes: {
      ok: 'succeeded',
      completed: 'completed',
      started: 'initiated',
      partial: 'partially completed',
      failed: 'failed',
    },
    errorCode: 'error code',
  },

  toggles: {
    features: {
      appUpdateAfterUnlocking: { text: 'Update after unlocking', g: 'n' },
      handsFree: { text: 'Hands-free mode', g: 'n' },
      unlockFromLockScreen: { text: 'Unlocking from lock screen', g: 'n' },
      defaultSmsText: { text: 'Default SMS text', g: 'n' },
      autoPhoneReplacementApproval: { text: 'Automatic approval of smartphone replacements', g: 'n' },
      fourEyes: { text: 'Four-eyes principle', g: 'n' },
      twoFactor: { text: 'Two-factor authentication', g: 'n' },
      holidays: { text: 'Holiday calendar', g: 'n' },
      pinProtection: { text: 'PIN protection', g: 'n' },
    },
    on: 'activated',
    off: 'deactivated',
    targets: { lock: 'for cylinder', medium: 'for medium', operator: 'for administrator' },
    targetPosition: 'afterState',
  },

  records: {
    entities: {
      operator: { text: 'Administrator', g: 'n' },
      area: { text: 'Area', g: 'n' },
      person: { text: 'Person', g: 'n' },
      medium: { text: 'Medium', g: 'n' },
      cylinder: { text: 'Cylinder', g: 'n' },
      wallReader: { text: 'Wall reader', g: 'n' },
      holiday: { text: 'Holiday', g: 'n' },
      holidaySeriesEntry: { text: 'Holiday% of a series', g: 'n' },
      holidaySeries: { text: 'Holiday series', g: 'n' },
      maintenanceWindow: { text: 'Maintenance window', g: 'n' },
      timeZone: { text: 'Time zone', g: 'n' },
      dstRule: { text: 'Daylight saving time rule', g: 'n' },
    },
    verbs: { created: 'created', edited: 'edited', deleted: 'deleted' },
  },

  exports: {
    phrase: (o) => `Export of ${o}`,
    objects: {
      operators: 'administrators',
      areas: 'areas',
      media: 'media',
      ownMedia: 'own media',
      foreignMedia: 'third-party media',
      persons: 'persons',
      lockingComponents: 'locking components',
      lockingPlan: 'locking plan',
      issueReceipt: 'issue receipt',
      systemProtocol: 'system protocol',
      mediumProtocol: 'medium protocol',
      lockProtocol: 'locking component protocol',
    },
    prepared: 'prepared',
    fetched: 'downloaded',
  },

  permanentOpening: {
    modes: { manual: 'Manual permanent opening', automatic: 'Automatic permanent opening' },
    changes: {
      started: 'started',
      stoppedManually: 'ended manually',
      stoppedAutomatically: 'ended automatically',
      weakBattery: 'ended because the battery is low',
      wrongTime: 'ended because the cylinder time is invalid',
      firmwareUpdate: 'ended because of a firmware update',
      holidayBegin: 'ended because a holiday begins',
    },
    atLock: 'on cylinder',
  },

  lock: {
    UNLOCKING_SUCCESSFUL: ['Unlocking successful', `${MEDIUM} unlocked ${LOCK}`],
    UNLOCKING_SUCCESSFUL_VIA_HANDS_FREE: [
      'Unlocking successful (hands-free)',
      `${MEDIUM} unlocked ${LOCK} in hands-free mode`,
    ],
    UNLOCKING_FAILED: ['Unlocking failed', `${MEDIUM} ${failure('could not unlock')} ${LOCK}`],
    UNLOCKING_FAILED_BLACKLISTED: [
      'Unlocking failed: medium blacklisted',
      unlockFailed('the medium is on the blacklist'),
    ],
    UNLOCKING_FAILED_NOT_WHITELISTED: [
      'Unlocking failed: no authorisation',
      unlockFailed('the medium is not authorised for this cylinder'),
    ],
    UNLOCKING_FAILED_CYLINDER_TIME_OUT_OF_SYNC: [
      'Unlocking failed: cylinder time not synchronised',
      unlockFailed('the time of the cylinder is not synchronised'),
    ],
    UNLOCKING_FAILED_AUTHORIZATION_SIGNATURE_INVALID: [
      'Unlocking failed: invalid authorisation signature',
      unlockFailed('the signature of the authorisation is invalid'),
    ],
    UNLOCKING_FAILED_HOLIDAY_CALENDAR_ACTIVE: [
      'Unlocking failed: holiday',
      unlockFailed('access is not permitted on holidays'),
    ],
    CREATE_MOBILE_PHONE: ['Smartphone created', `Smartphone ${MEDIUM} created${opt(` (${PHONE_NUMBER})`)}`],
    DELETE_MOBILE_PHONE: ['Smartphone deleted', `Smartphone ${MEDIUM} deleted${opt(` (${PHONE_NUMBER})`)}`],
    DEACTIVATION_COMPLETED_IMMEDIATELY: [
      'Deactivation of medium completed immediately',
      `Deactivation of medium ${MEDIUM} ${success('completed')} immediately`,
    ],
    MOBILE_PHONE_PAIRING_FINALIZED: [
      'Smartphone pairing completed',
      `Smartphone ${MEDIUM} paired${opt(` (${PHONE_NUMBER})`)}`,
    ],
    MOBILE_PHONE_RE_PAIRING_FINALIZED: [
      'Smartphone re-pairing completed',
      `Smartphone ${MEDIUM} paired again${opt(` (${PHONE_NUMBER})`)}`,
    ],
    SHARED_CYLINDER_CODE_REDEEMED: ['Sharing code redeemed', `Sharing code for cylinder ${LOCK} redeemed`],
    MEDIUM_REMOVED_MANUALLY: [
      'Medium removed manually',
      `Medium ${MEDIUM} removed manually${opt(` by ${OPERATOR}`)}`,
    ],
    MEDIUM_MARKED_FOR_REMOVAL: ['Medium marked for removal', `Medium ${MEDIUM} marked for removal`],
    CYLINDER_LOG_OVERFLOW_POSSIBLE: [
      'Cylinder protocol may overflow',
      `The protocol memory of cylinder ${LOCK} is ${warning('almost full')}; synchronise the cylinder to keep all entries`,
    ],
    UNKNOWN_PERMANENT_OPENING_ACTION: [
      'Unknown permanent opening action',
      `Cylinder ${LOCK} reported an unknown permanent opening action`,
    ],
    PRODUCTION_DUMMY_RECORD: [
      'Production test entry',
      `Test entry written during production of cylinder ${LOCK}`,
    ],
  },

  system: {
    ACKNOWLEDGE_MAINTENANCE_WINDOW: [
      'Maintenance window acknowledged',
      `Maintenance window${opt(` ${VALID_FROM} – ${VALID_TO}`)} acknowledged`,
    ],
    ADD_SUPPORT_ACO: ['Support access granted', `Support access granted${opt(` to ${ACO}`)}`],
    DELETE_SUPPORT_ACO: ['Support access removed', `Support access${opt(` of ${ACO}`)} removed`],
    ALL_LOCKING_SYSTEM_LOGS_OF_A_PERSON_DELETED: [
      'All protocol entries of a person deleted',
      `All protocol entries of person ${PERSON} deleted`,
    ],
    API_GENERATE_KEY: ['API key generated', `API key${opt(` ${NAME}`)} generated`],
    API_REGENERATE_KEY: ['API key regenerated', `API key${opt(` ${NAME}`)} regenerated`],
    API_UPDATE_KEY: ['API key edited', `API key${opt(` ${NAME}`)} edited`],
    API_DEACTIVATE_KEY: ['API key deactivated', `API key${opt(` ${NAME}`)} deactivated`],
    API_REACTIVATE_KEY: ['API key reactivated', `API key${opt(` ${NAME}`)} reactivated`],
    API_DELETE_KEY: ['API key deleted', `API key${opt(` ${NAME}`)} deleted`],
    API_PURCHASE_ACCESS: ['API access purchased', `API access purchased${opt(` for ${AMOUNT} credits`)}`],
    ASSIGN_AREA_TO_CYLINDER: ['Area assigned to cylinder', `Area ${AREA} assigned to cylinder ${LOCK}`],
    ASSIGN_CYLINDER_TO_AREA: ['Cylinder assigned to area', `Cylinder ${LOCK} assigned to area ${AREA}`],
    UNASSIGN_AREA_FROM_CYLINDER: ['Area removed from cylinder', `Area ${AREA} removed from cylinder ${LOCK}`],
    UNASSIGN_CYLINDER_FROM_AREA: ['Cylinder removed from area', `Cylinder ${LOCK} removed from area ${AREA}`],
    AUTH_KEY_PRODUCTION_FINISHED: [
      'Authorisation ready for transfer',
      `Authorisation for medium ${MEDIUM} is ready for transfer`,
    ],
    CREATE_AUTHORIZATION_KEY: [
      'Authorisation created',
      `Authorisation for medium ${MEDIUM} created${opt(` (${VALID_FROM} – ${VALID_TO})`)}`,
    ],
    EDIT_AUTHORIZATION_KEY: [
      'Authorisation edited',
      `Authorisation for medium ${MEDIUM} edited${opt(` (${VALID_FROM} – ${VALID_TO})`)}`,
    ],
    DELETE_AUTHORIZATION_KEY_IN_STATE_CREATE: [
      'Authorisation deleted before transfer',
      `Authorisation for medium ${MEDIUM} deleted before it was transferred`,
    ],
    MARK_AUTHORIZATION_KEY_AS_DELETED: [
      'Authorisation marked as deleted',
      `Authorisation for medium ${MEDIUM} marked as deleted`,
    ],
    UNDELETE_AUTHORIZATION_KEY: [
      'Deletion of authorisation undone',
      `Deletion of the authorisation for medium ${MEDIUM} undone`,
    ],
    CHANGE_KEYRING_OWNER: ['Medium assigned to person', `Medium ${MEDIUM} assigned to ${PERSON}`],
    REVOKE_KEYRING_OWNER: [
      'Medium assignment cancelled',
      `Assignment of medium ${MEDIUM} to ${PERSON} cancelled`,
    ],
    CREATE_ACO_FINISHED: [
      'Administrator registration completed',
      `Administrator ${ACO} completed the registration`,
    ],
    REMOVE_EXPIRED_ACO_ACTIVATION: [
      'Expired administrator invitation removed',
      `Expired invitation of administrator ${ACO} removed`,
    ],
    CREATE_SHARED_CYLINDER_CODE: [
      'Sharing code created',
      `Sharing code for cylinder ${LOCK} created${opt(`, valid until ${VALID_TO}`)}`,
    ],
    REDEEM_SHARED_CYLINDER_CODE: ['Sharing code redeemed', `Sharing code for cylinder ${LOCK} redeemed`],
    REDEEM_SHARED_CYLINDER_CODE_OWNER: [
      'Own sharing code redeemed by another locking system',
      `Sharing code for cylinder ${LOCK} redeemed by another locking system${opt(` (${NAME})`)}`,
    ],
    UNSHARE_CYLINDER: ['Cylinder sharing ended', `Sharing of cylinder ${LOCK} ended${opt(` (${NAME})`)}`],
    CREDIT_REDEEMING_LOCKED: [
      'Credit redemption locked',
      `Credit redemption ${warning('locked')} after too many invalid attempts`,
    ],
    INVALID_CREDIT_ENTERED: ['Invalid credit code entered', `The credit code entered is ${failure('invalid')}`],
    QUANTITY_CREDIT_ADDED: ['Credits added', `${AMOUNT} credits added`],
    TEMPORAL_CREDIT_ADDED: ['Time-based credit added', `Time-based credit added${opt(`, valid until ${VALID_TO}`)}`],
    CYLINDER_DEFAULTS_EDITED: ['Cylinder default settings changed', 'Default settings for cylinders changed'],
    EDIT_CUSTOMER_SETTINGS: ['Customer settings changed', 'Settings of the customer account changed'],
    EDIT_DEFAULT_LOG_SETTINGS: ['Default protocol settings changed', 'Default settings for protocols changed'],
    EDIT_TIMEZONE_NEW_DEFAULT: ['Default time zone changed', `Default time zone changed${opt(` to ${NAME}`)}`],
    FINALIZE_MOBILE_PHONE_PAIRING: [
      'Smartphone pairing completed',
      `Smartphone ${MEDIUM} paired${opt(` (${PHONE_NUMBER})`)}`,
    ],
    FINALIZE_MOBILE_PHONE_RE_PAIRING: [
      'Smartphone re-pairing completed',
      `Smartphone ${MEDIUM} paired again${opt(` (${PHONE_NUMBER})`)}`,
    ],
    GENERATE_MOBILE_PHONE_PAIRING_CODE: [
      'Pairing code generated',
      `Pairing code generated for smartphone ${MEDIUM}`,
    ],
    GENERATE_MOBILE_PHONE_RE_PAIRING_CODE: [
      'Re-pairing code generated',
      `Re-pairing code generated for smartphone ${MEDIUM}`,
    ],
    FOUR_EYES_ENABLE_EMAIL_SENT: [
      'Four-eyes principle: activation e-mail sent',
      `E-mail for activating the four-eyes principle sent${opt(` to ${ACO}`)}`,
    ],
    FOUR_EYES_DISABLE_EMAIL_SENT: [
      'Four-eyes principle: deactivation e-mail sent',
      `E-mail for deactivating the four-eyes principle sent${opt(` to ${ACO}`)}`,
    ],
    FOUR_EYES_UNLOCK_EMAIL_SENT: [
      'Four-eyes principle: unlock e-mail sent',
      `E-mail for unlocking access under the four-eyes principle sent${opt(` to ${ACO}`)}`,
    ],
    FOUR_EYES_UNLOCKED: [
      'Four-eyes principle: access unlocked',
      `Access${opt(` of ${ACO}`)} unlocked under the four-eyes principle`,
    ],
    FOUR_EYES_INVALID_TOKEN: [
      'Four-eyes principle: invalid confirmation link',
      `A four-eyes confirmation link was used that is ${failure('invalid or expired')}`,
    ],
    KEY_RING_REPLACEMENT_OF_KEY_CARD_STARTED: ['Card replacement started', replacement('card', 'started')],
    KEY_RING_REPLACEMENT_OF_KEY_CARD_FINISHED: [
      'Card replacement completed',
      replacement('card', success('completed')),
    ],
    KEY_RING_REPLACEMENT_OF_KEY_CARD_ABORTED_BY_ACO: [
      'Card replacement cancelled by administrator',
      replacement('card', `${failure('cancelled')} by an administrator`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_STARTED_BY_ACO: [
      'Smartphone replacement started by administrator',
      replacement('smartphone', 'started by an administrator'),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_STARTED_BY_USER: [
      'Smartphone replacement started by user',
      replacement('smartphone', 'started by its user'),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_AUTOMATICALLY_APPROVED: [
      'Smartphone replacement approved automatically',
      replacement('smartphone', `${success('approved')} automatically`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_MANUALLY_APPROVED: [
      'Smartphone replacement approved manually',
      replacement('smartphone', `${success('approved')} by an administrator`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_MANUALLY_REJECTED: [
      'Smartphone replacement rejected manually',
      replacement('smartphone', `${failure('rejected')} by an administrator`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_ABORTED_BY_ACO: [
      'Smartphone replacement cancelled by administrator',
      replacement('smartphone', `${failure('cancelled')} by an administrator`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_ABORTED_BY_USER: [
      'Smartphone replacement cancelled by user',
      replacement('smartphone', `${failure('cancelled')} by its user`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_FINISHED: [
      'Smartphone replacement completed',
      replacement('smartphone', success('completed')),
    ],
    LOGIN_FAILED_FIRST_FACTOR: [
      'Login failed: password',
      `Login${opt(` of ${ACO}`)} ${failure('failed')}: wrong user name or password`,
    ],
    LOGIN_FAILED_SECOND_FACTOR: [
      'Login failed: second factor',
      `Login${opt(` of ${ACO}`)} ${failure('failed')}: wrong code for the second factor`,
    ],
    MAINTENANCE_MAIL_DISCONTINUED: [
      'Maintenance e-mails discontinued',
      `Maintenance e-mails discontinued${opt(` for ${ACO}`)}`,
    ],
    MEDIUM_EMPTIED: ['Medium emptied', `All authorisations removed from medium ${MEDIUM}`],
    MEDIUM_MARKED_FOR_REMOVAL: ['Medium marked for removal', `Medium ${MEDIUM} marked for removal`],
    MEDIUM_REMOVED_MANUALLY: ['Medium removed manually', `Medium ${MEDIUM} removed manually`],
    PASSWORD_RESET: ['Password reset', `Password${opt(` of ${ACO}`)} reset`],
    QUICK_REGISTRY_SMS_SENT: ['Registration SMS sent', `Registration SMS sent${opt(` to ${PHONE_NUMBER}`)}`],
    REMOVE_KEYRING_AFTER_COMPLETE_DEACTIVATION: [
      'Medium removed after deactivation',
      `Medium ${MEDIUM} removed after its deactivation was completed`,
    ],
    SINGLE_LOCKING_SYSTEM_LOG_DELETED: ['Protocol entry deleted', `Protocol entry${opt(` of ${PERSON}`)} deleted`],
    SMS_TEXT: ['SMS text changed', 'Text of the registration SMS changed'],
    VIEW_LOG: ['Protocol viewed', 'Protocol viewed'],
  },
};

export default en;
