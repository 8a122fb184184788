/**
 * Language-neutral structure of the protocol event types.
 *
 * Many event types are variations of one pattern ("synchronization of a
 * cylinder via card reader failed", "hands-free mode deactivated", ...). They
 * are described here once; every language supplies a small grammar
 * (vocabulary plus word order) that turns a description into text. Event types
 * that fit no pattern are written out in each language module; their key sets
 * (ManualLockEventType / ManualSystemEventType) are derived from this file, so
 * the compiler reports any type that is neither described nor written out.
 */
import type { LockProtocolEventType, SystemProtocolEventType } from '../../protocol-log/index.ts';
import { AREA, ACO, LOCK, MEDIUM, NAME, PERSON, VALID_FROM, VALID_TO, date, opt } from './markup.ts';

// ---------------------------------------------------------------------------
// Operations: <action> of <subject> [<channel>] <outcome>

export type Action =
  | 'sync'
  | 'addToSystem'
  | 'removeFromSystem'
  | 'deactivation'
  | 'reactivation'
  | 'capUpdate'
  | 'firmwareUpdate'
  | 'replacement'
  | 'installation'
  | 'removal'
  | 'pinReset';

export type Subject =
  'cylinder' | 'knob' | 'wallReader' | 'readerUnit' | 'component' | 'medium' | 'card' | 'phone' | 'faultyCylinder' | 'faultyWallReader';

export type Channel = 'cardReader' | 'ota' | 'otaAfterUnlock' | 'proxy' | 'support' | 'phone' | 'app' | 'browser';

/** ok: done successfully (not repeated in the event name); the others are always stated. */
export type Outcome = 'ok' | 'completed' | 'started' | 'partial' | 'failed';

export interface Operation {
  readonly action: Action;
  readonly subject: Subject;
  readonly channel?: Channel;
  readonly outcome: Outcome;
}

function op(action: Action, subject: Subject, channel: Channel | undefined, outcome: Outcome): Operation {
  return channel === undefined ? { action, subject, outcome } : { action, subject, channel, outcome };
}

/** Placeholder naming the subject of an operation in detail texts. */
export const SUBJECT_LABELS: Record<Subject, string> = {
  cylinder: LOCK,
  knob: LOCK,
  wallReader: LOCK,
  readerUnit: LOCK,
  component: LOCK,
  faultyCylinder: LOCK,
  faultyWallReader: LOCK,
  medium: MEDIUM,
  card: MEDIUM,
  phone: MEDIUM,
};

export const LOCK_OPERATIONS = {
  CYLINDER_SYNCHRONIZATION_VIA_CARD_READER: op('sync', 'cylinder', 'cardReader', 'ok'),
  CYLINDER_SYNCHRONIZATION_VIA_CARD_READER_FAILED: op('sync', 'cylinder', 'cardReader', 'failed'),
  CYLINDER_SYNCHRONIZATION_VIA_OTA: op('sync', 'cylinder', 'ota', 'ok'),
  CYLINDER_SYNCHRONIZATION_VIA_OTA_FAILED: op('sync', 'cylinder', 'ota', 'failed'),
  CYLINDER_SYNCHRONIZATION_VIA_OTA_AFTER_UNLOCK: op('sync', 'cylinder', 'otaAfterUnlock', 'ok'),
  CYLINDER_SYNCHRONIZATION_BY_SUPPORT: op('sync', 'cylinder', 'support', 'ok'),
  CYLINDER_SYNCHRONIZATION_BY_SUPPORT_FAILED: op('sync', 'cylinder', 'support', 'failed'),
  CYLINDER_SYNCHRONIZATION_AS_PROXY_APP: op('sync', 'cylinder', 'proxy', 'ok'),
  CYLINDER_SYNCHRONIZATION_AS_PROXY_APP_FAILED: op('sync', 'cylinder', 'proxy', 'failed'),
  KEY_RING_SYNCHRONIZATION_VIA_CARD_READER: op('sync', 'medium', 'cardReader', 'ok'),
  KEY_RING_SYNCHRONIZATION_VIA_CARD_READER_FAILED: op('sync', 'medium', 'cardReader', 'failed'),
  KEY_RING_SYNCHRONIZATION_VIA_OTA: op('sync', 'medium', 'ota', 'ok'),
  KEY_RING_SYNCHRONIZATION_VIA_OTA_FAILED: op('sync', 'medium', 'ota', 'failed'),
  KEY_RING_SYNCHRONIZATION_AS_PROXY_APP: op('sync', 'medium', 'proxy', 'ok'),
  KEY_RING_SYNCHRONIZATION_AS_PROXY_APP_FAILED: op('sync', 'medium', 'proxy', 'failed'),

  ASSIGN_KEY_CARD_TO_CUSTOMER_VIA_CARD_READER: op('addToSystem', 'card', 'cardReader', 'ok'),
  ASSIGN_KEY_CARD_TO_CUSTOMER_VIA_OTA: op('addToSystem', 'card', 'ota', 'ok'),
  KEY_CARD_ASSIGNED_TO_CUSTOMER_AS_PROXY_APP: op('addToSystem', 'card', 'proxy', 'ok'),
  REMOVE_KEY_CARD_FROM_CUSTOMER_VIA_CARD_READER: op('removeFromSystem', 'card', 'cardReader', 'ok'),
  REMOVE_KEY_CARD_FROM_CUSTOMER_VIA_OTA: op('removeFromSystem', 'card', 'ota', 'ok'),
  KEY_CARD_REMOVED_FROM_CUSTOMER_AS_PROXY_APP: op('removeFromSystem', 'card', 'proxy', 'ok'),
  CYLINDER_ASSIGNED_TO_CUSTOMER_VIA_CARD_READER: op('addToSystem', 'cylinder', 'cardReader', 'ok'),
  CYLINDER_ASSIGNED_TO_CUSTOMER_VIA_OTA: op('addToSystem', 'cylinder', 'ota', 'ok'),
  CYLINDER_ASSIGNED_TO_CUSTOMER_AS_PROXY_APP: op('addToSystem', 'cylinder', 'proxy', 'ok'),
  CYLINDER_REMOVED_FROM_CUSTOMER_VIA_CARD_READER: op('removeFromSystem', 'cylinder', 'cardReader', 'ok'),
  CYLINDER_REMOVED_FROM_CUSTOMER_VIA_OTA: op('removeFromSystem', 'cylinder', 'ota', 'ok'),
  CYLINDER_REMOVED_FROM_CUSTOMER_AS_PROXY_APP: op('removeFromSystem', 'cylinder', 'proxy', 'ok'),

  DEACTIVATION_INITIATED: op('deactivation', 'medium', undefined, 'started'),
  DEACTIVATION_COMPLETED: op('deactivation', 'medium', undefined, 'completed'),
  DEACTIVATION_COMPLETED_BY_SUPPORT: op('deactivation', 'medium', 'support', 'completed'),
  DEACTIVATION_COMPLETED_AS_PROXY_APP: op('deactivation', 'medium', 'proxy', 'completed'),
  REACTIVATION_INITIATED: op('reactivation', 'medium', undefined, 'started'),
  REACTIVATION_COMPLETED: op('reactivation', 'medium', undefined, 'completed'),
  REACTIVATION_COMPLETED_BY_SUPPORT: op('reactivation', 'medium', 'support', 'completed'),
  REACTIVATION_COMPLETED_AS_PROXY_APP: op('reactivation', 'medium', 'proxy', 'completed'),

  KEYRING_CAP_FILE_UPDATED_VIA_CARD_READER: op('capUpdate', 'medium', 'cardReader', 'ok'),
  KEYRING_CAP_FILE_UPDATED_VIA_OTA: op('capUpdate', 'medium', 'ota', 'ok'),
  KEYRING_CAP_FILE_UPDATED_AS_PROXY_APP: op('capUpdate', 'medium', 'proxy', 'ok'),
  KEYRING_CAP_FILE_UPDATE_VIA_CARD_READER_FAILED: op('capUpdate', 'medium', 'cardReader', 'failed'),
  KEYRING_CAP_FILE_UPDATE_VIA_OTA_FAILED: op('capUpdate', 'medium', 'ota', 'failed'),
  KEYRING_CAP_FILE_UPDATE_FAILED_AS_PROXY_APP: op('capUpdate', 'medium', 'proxy', 'failed'),

  CYLINDER_FIRMWARE_UPDATED_VIA_OTA: op('firmwareUpdate', 'cylinder', 'ota', 'ok'),
  CYLINDER_FIRMWARE_UPDATED_VIA_CARD_READER: op('firmwareUpdate', 'cylinder', 'cardReader', 'ok'),
  CYLINDER_FIRMWARE_UPDATED_BY_SUPPORT: op('firmwareUpdate', 'cylinder', 'support', 'ok'),
  CYLINDER_FIRMWARE_UPDATED_AS_PROXY_APP: op('firmwareUpdate', 'cylinder', 'proxy', 'ok'),
  CYLINDER_FIRMWARE_UPDATED_PARTIALLY_VIA_OTA: op('firmwareUpdate', 'cylinder', 'ota', 'partial'),
  CYLINDER_FIRMWARE_UPDATED_PARTIALLY_VIA_CARD_READER: op('firmwareUpdate', 'cylinder', 'cardReader', 'partial'),
  CYLINDER_FIRMWARE_UPDATED_PARTIALLY_BY_SUPPORT: op('firmwareUpdate', 'cylinder', 'support', 'partial'),
  CYLINDER_FIRMWARE_UPDATED_PARTIALLY_AS_PROXY_APP: op('firmwareUpdate', 'cylinder', 'proxy', 'partial'),
  CYLINDER_FIRMWARE_UPDATE_VIA_OTA_FAILED: op('firmwareUpdate', 'cylinder', 'ota', 'failed'),
  CYLINDER_FIRMWARE_UPDATE_VIA_CARD_READER_FAILED: op('firmwareUpdate', 'cylinder', 'cardReader', 'failed'),
  CYLINDER_FIRMWARE_UPDATE_FAILED_BY_SUPPORT: op('firmwareUpdate', 'cylinder', 'support', 'failed'),
  CYLINDER_FIRMWARE_UPDATE_FAILED_AS_PROXY_APP: op('firmwareUpdate', 'cylinder', 'proxy', 'failed'),

  CYLINDER_REPLACED_VIA_OTA: op('replacement', 'cylinder', 'ota', 'ok'),
  CYLINDER_REPLACED_VIA_CARD_READER: op('replacement', 'cylinder', 'cardReader', 'ok'),
  CYLINDER_REPLACED_AS_PROXY_APP: op('replacement', 'cylinder', 'proxy', 'ok'),
  CYLINDER_REPLACEMENT_VIA_OTA_FAILED: op('replacement', 'cylinder', 'ota', 'failed'),
  CYLINDER_REPLACEMENT_VIA_CARD_READER_FAILED: op('replacement', 'cylinder', 'cardReader', 'failed'),
  CYLINDER_REPLACEMENT_FAILED_AS_PROXY_APP: op('replacement', 'cylinder', 'proxy', 'failed'),
  CYLINDER_INSTALLED_VIA_OTA: op('installation', 'cylinder', 'ota', 'ok'),
  CYLINDER_INSTALLED_VIA_CARD_READER: op('installation', 'cylinder', 'cardReader', 'ok'),
  CYLINDER_INSTALLED_AS_PROXY_APP: op('installation', 'cylinder', 'proxy', 'ok'),
  CYLINDER_INSTALLATION_VIA_OTA_FAILED: op('installation', 'cylinder', 'ota', 'failed'),
  CYLINDER_INSTALLATION_VIA_CARD_READER_FAILED: op('installation', 'cylinder', 'cardReader', 'failed'),
  CYLINDER_INSTALLATION_FAILED_AS_PROXY_APP: op('installation', 'cylinder', 'proxy', 'failed'),
  KNOB_REPLACED_VIA_OTA: op('replacement', 'knob', 'ota', 'ok'),
  KNOB_REPLACED_VIA_CARD_READER: op('replacement', 'knob', 'cardReader', 'ok'),
  KNOB_REPLACED_AS_PROXY_APP: op('replacement', 'knob', 'proxy', 'ok'),
  KNOB_REPLACEMENT_VIA_OTA_FAILED: op('replacement', 'knob', 'ota', 'failed'),
  KNOB_REPLACEMENT_VIA_CARD_READER_FAILED: op('replacement', 'knob', 'cardReader', 'failed'),
  KNOB_REPLACEMENT_FAILED_AS_PROXY_APP: op('replacement', 'knob', 'proxy', 'failed'),
  KNOB_INSTALLED_VIA_OTA: op('installation', 'knob', 'ota', 'ok'),
  KNOB_INSTALLED_VIA_CARD_READER: op('installation', 'knob', 'cardReader', 'ok'),
  KNOB_INSTALLED_AS_PROXY_APP: op('installation', 'knob', 'proxy', 'ok'),
  KNOB_INSTALLATION_VIA_OTA_FAILED: op('installation', 'knob', 'ota', 'failed'),
  KNOB_INSTALLATION_VIA_CARD_READER_FAILED: op('installation', 'knob', 'cardReader', 'failed'),
  KNOB_INSTALLATION_FAILED_AS_PROXY_APP: op('installation', 'knob', 'proxy', 'failed'),
  REPLACEMENT_VIA_OTA_FAILED: op('replacement', 'component', 'ota', 'failed'),
  REPLACEMENT_VIA_CARD_READER_FAILED: op('replacement', 'component', 'cardReader', 'failed'),
  REPLACEMENT_FAILED_AS_PROXY_APP: op('replacement', 'component', 'proxy', 'failed'),

  FAULTY_CYLINDER_REMOVED_VIA_APP: op('removal', 'faultyCylinder', 'app', 'ok'),
  FAULTY_CYLINDER_REMOVED_VIA_BROWSER: op('removal', 'faultyCylinder', 'browser', 'ok'),
  FAULTY_CYLINDER_REMOVED_AS_PROXY_APP: op('removal', 'faultyCylinder', 'proxy', 'ok'),
  FAULTY_CYLINDER_REMOVAL_VIA_APP_FAILED: op('removal', 'faultyCylinder', 'app', 'failed'),
  FAULTY_CYLINDER_REMOVAL_FAILED_AS_PROXY_APP: op('removal', 'faultyCylinder', 'proxy', 'failed'),
} as const satisfies Partial<Record<LockProtocolEventType, Operation>>;

export const SYSTEM_OPERATIONS = {
  ASSIGN_CYLINDER_TO_CUSTOMER_VIA_CARD_READER_SUCCESS: op('addToSystem', 'cylinder', 'cardReader', 'ok'),
  ASSIGN_CYLINDER_TO_CUSTOMER_VIA_MOBILE_PHONE_SUCCESS: op('addToSystem', 'cylinder', 'phone', 'ok'),
  ASSIGN_CYLINDER_TO_CUSTOMER_FAILURE: op('addToSystem', 'cylinder', undefined, 'failed'),
  ASSIGN_KEY_CARD_TO_CUSTOMER_SUCCESS: op('addToSystem', 'card', undefined, 'ok'),
  ASSIGN_KEY_CARD_TO_CUSTOMER_FAILURE: op('addToSystem', 'card', undefined, 'failed'),
  ASSIGN_WALLREADER_TO_CUSTOMER_VIA_CARD_READER_SUCCESS: op('addToSystem', 'wallReader', 'cardReader', 'ok'),
  ASSIGN_WALLREADER_TO_CUSTOMER_VIA_MOBILE_PHONE_SUCCESS: op('addToSystem', 'wallReader', 'phone', 'ok'),
  ASSIGN_WALLREADER_TO_CUSTOMER_FAILURE: op('addToSystem', 'wallReader', undefined, 'failed'),

  INITIATE_REMOVE_CYLINDER_FROM_CUSTOMER: op('removeFromSystem', 'cylinder', undefined, 'started'),
  INITIATE_REMOVE_KEYRING_FROM_CUSTOMER: op('removeFromSystem', 'medium', undefined, 'started'),
  INITIATE_REMOVE_WALLREADER_FROM_CUSTOMER: op('removeFromSystem', 'wallReader', undefined, 'started'),
  FINALIZE_REMOVE_CYLINDER_FROM_CUSTOMER: op('removeFromSystem', 'cylinder', undefined, 'completed'),
  FINALIZE_REMOVE_KEY_CARD_FROM_CUSTOMER: op('removeFromSystem', 'card', undefined, 'completed'),
  FINALIZE_REMOVE_MOBILE_PHONE_FROM_CUSTOMER: op('removeFromSystem', 'phone', undefined, 'completed'),
  FINALIZE_REMOVE_WALLREADER_FROM_CUSTOMER: op('removeFromSystem', 'wallReader', undefined, 'completed'),
  REMOVE_CYLINDER_FROM_CUSTOMER_FAILED: op('removeFromSystem', 'cylinder', undefined, 'failed'),
  REMOVE_KEYRING_FROM_CUSTOMER_FAILED: op('removeFromSystem', 'medium', undefined, 'failed'),
  REMOVE_WALLREADER_FROM_CUSTOMER_FAILED: op('removeFromSystem', 'wallReader', undefined, 'failed'),

  REMOVE_DAMAGED_CYLINDER: op('removal', 'faultyCylinder', undefined, 'ok'),
  REMOVE_DAMAGED_CYLINDER_FAILED: op('removal', 'faultyCylinder', undefined, 'failed'),
  REMOVE_DAMAGED_WALLREADER: op('removal', 'faultyWallReader', undefined, 'ok'),
  REMOVE_DAMAGED_WALLREADER_FAILED: op('removal', 'faultyWallReader', undefined, 'failed'),

  REPLACEMENT_CYLINDER_CREATED: op('replacement', 'cylinder', undefined, 'started'),
  REPLACEMENT_CYLINDER_INSTALLED: op('replacement', 'cylinder', undefined, 'completed'),
  REPLACEMENT_CYLINDER_FAILED: op('replacement', 'cylinder', undefined, 'failed'),
  REPLACEMENT_KNOB_CREATED: op('replacement', 'knob', undefined, 'started'),
  REPLACEMENT_KNOB_INSTALLED: op('replacement', 'knob', undefined, 'completed'),
  REPLACEMENT_KNOB_FAILED: op('replacement', 'knob', undefined, 'failed'),
  REPLACEMENT_READER_UNIT_CREATED: op('replacement', 'readerUnit', undefined, 'started'),
  REPLACEMENT_READER_UNIT_INSTALLED: op('replacement', 'readerUnit', undefined, 'completed'),
  REPLACEMENT_READER_UNIT_FAILED: op('replacement', 'readerUnit', undefined, 'failed'),
  REPLACEMENT_WALLREADER_CREATED: op('replacement', 'wallReader', undefined, 'started'),
  REPLACEMENT_WALLREADER_INSTALLED: op('replacement', 'wallReader', undefined, 'completed'),
  REPLACEMENT_WALLREADER_FAILED: op('replacement', 'wallReader', undefined, 'failed'),

  DEACTIVATE_KEYRING_INITIATED: op('deactivation', 'medium', undefined, 'started'),
  DEACTIVATE_KEYRING_FINISHED: op('deactivation', 'medium', undefined, 'completed'),
  DEACTIVATE_KEYRING_FINISHED_BY_SUPPORT: op('deactivation', 'medium', 'support', 'completed'),
  REACTIVATE_KEYRING_INITIATED: op('reactivation', 'medium', undefined, 'started'),
  REACTIVATE_KEYRING_FINISHED: op('reactivation', 'medium', undefined, 'completed'),
  REACTIVATE_KEYRING_FINISHED_BY_SUPPORT: op('reactivation', 'medium', 'support', 'completed'),

  PIN_RESET_INITIATED: op('pinReset', 'phone', undefined, 'started'),
  PIN_RESET_FINISHED: op('pinReset', 'phone', undefined, 'completed'),
} as const satisfies Partial<Record<SystemProtocolEventType, Operation>>;

// ---------------------------------------------------------------------------
// Toggles: <feature> [for <target>] activated / deactivated

export type Feature =
  | 'appUpdateAfterUnlocking'
  | 'handsFree'
  | 'unlockFromLockScreen'
  | 'defaultSmsText'
  | 'autoPhoneReplacementApproval'
  | 'fourEyes'
  | 'twoFactor'
  | 'holidays'
  | 'pinProtection';

export type ToggleTarget = 'lock' | 'medium' | 'operator';

export interface Toggle {
  readonly feature: Feature;
  readonly on: boolean;
  readonly target?: ToggleTarget;
}

function toggle(feature: Feature, on: boolean, target?: ToggleTarget): Toggle {
  return target === undefined ? { feature, on } : { feature, on, target };
}

export const TARGET_LABELS: Record<ToggleTarget, string> = {
  lock: LOCK,
  medium: MEDIUM,
  operator: ACO,
};

export const LOCK_TOGGLES = {
  PIN_PROTECTION_ACTIVATED: toggle('pinProtection', true, 'medium'),
  PIN_PROTECTION_DEACTIVATED: toggle('pinProtection', false, 'medium'),
} as const satisfies Partial<Record<LockProtocolEventType, Toggle>>;

export const SYSTEM_TOGGLES = {
  APP_UPDATE_AFTER_UNLOCKING_ACTIVATED: toggle('appUpdateAfterUnlocking', true, 'lock'),
  APP_UPDATE_AFTER_UNLOCKING_DEACTIVATED: toggle('appUpdateAfterUnlocking', false, 'lock'),
  HANDS_FREE_MODE_ACTIVATED: toggle('handsFree', true, 'medium'),
  HANDS_FREE_MODE_DEACTIVATED: toggle('handsFree', false, 'medium'),
  UNLOCK_FROM_LOCK_SCREEN_ACTIVATED: toggle('unlockFromLockScreen', true, 'medium'),
  UNLOCK_FROM_LOCK_SCREEN_DEACTIVATED: toggle('unlockFromLockScreen', false, 'medium'),
  USE_DEFAULT_SMS_TEXT_ACTIVATED: toggle('defaultSmsText', true),
  USE_DEFAULT_SMS_TEXT_DEACTIVATED: toggle('defaultSmsText', false),
  ACTIVATE_AUTOMATIC_MOBILE_PHONE_REPLACEMENT_APPROVAL: toggle('autoPhoneReplacementApproval', true),
  DEACTIVATE_AUTOMATIC_MOBILE_PHONE_REPLACEMENT_APPROVAL: toggle('autoPhoneReplacementApproval', false),
  FOUR_EYES_ENABLED: toggle('fourEyes', true),
  FOUR_EYES_DISABLED: toggle('fourEyes', false),
  TWO_FACTOR_AUTH_ENABLED: toggle('twoFactor', true, 'operator'),
  TWO_FACTOR_AUTH_DISABLED: toggle('twoFactor', false, 'operator'),
  REACTIVATE_HOLIDAYS: toggle('holidays', true, 'lock'),
  DEACTIVATE_HOLIDAYS: toggle('holidays', false, 'lock'),
} as const satisfies Partial<Record<SystemProtocolEventType, Toggle>>;

// ---------------------------------------------------------------------------
// Exports: export of <object> [prepared | downloaded]

export type ExportObject =
  | 'operators'
  | 'areas'
  | 'media'
  | 'ownMedia'
  | 'foreignMedia'
  | 'persons'
  | 'lockingComponents'
  | 'lockingPlan'
  | 'issueReceipt'
  | 'systemProtocol'
  | 'mediumProtocol'
  | 'lockProtocol';

/** done: exported directly; prepared: file generated for download; fetched: file downloaded. */
export type ExportStage = 'done' | 'prepared' | 'fetched';

export interface ExportEvent {
  readonly object: ExportObject;
  readonly stage: ExportStage;
}

function exp(object: ExportObject, stage: ExportStage): ExportEvent {
  return { object, stage };
}

const PERIOD = opt(` (${date('from')} – ${date('to')})`);

/** Language-neutral addition to the object in detail texts. */
export const EXPORT_LABELS: Record<ExportObject, string> = {
  operators: '',
  areas: '',
  media: '',
  ownMedia: '',
  foreignMedia: '',
  persons: '',
  lockingComponents: '',
  lockingPlan: '',
  issueReceipt: opt(` (${MEDIUM})`),
  systemProtocol: PERIOD,
  mediumProtocol: PERIOD,
  lockProtocol: PERIOD,
};

export const SYSTEM_EXPORTS = {
  ACOS_EXPORTED: exp('operators', 'done'),
  EXPORT_AREAS: exp('areas', 'done'),
  EXPORT_KEYRINGS: exp('media', 'done'),
  EXPORT_OWN_KEYRINGS: exp('ownMedia', 'done'),
  EXPORT_FOREIGN_KEYRINGS: exp('foreignMedia', 'done'),
  EXPORT_PERSONS: exp('persons', 'done'),
  EXPORT_LOCKING_COMPONENTS: exp('lockingComponents', 'done'),
  EXPORT_LOCKING_PLAN: exp('lockingPlan', 'done'),
  ISSUE_RECEIPT_EXPORTED: exp('issueReceipt', 'done'),
  JOURNAL_EXPORTED: exp('systemProtocol', 'done'),
  JOURNAL_EXPORT_PREPARED: exp('systemProtocol', 'prepared'),
  JOURNAL_EXPORT_FETCHED: exp('systemProtocol', 'fetched'),
  KEYRING_PROTOCOL_EXPORTED: exp('mediumProtocol', 'done'),
  KEYRING_PROTOCOL_EXPORT_PREPARED: exp('mediumProtocol', 'prepared'),
  KEYRING_PROTOCOL_EXPORT_FETCHED: exp('mediumProtocol', 'fetched'),
  LOCKING_COMPONENT_PROTOCOL_EXPORTED: exp('lockProtocol', 'done'),
  LOCKING_COMPONENT_PROTOCOL_EXPORT_PREPARED: exp('lockProtocol', 'prepared'),
  LOCKING_COMPONENT_PROTOCOL_EXPORT_FETCHED: exp('lockProtocol', 'fetched'),
} as const satisfies Partial<Record<SystemProtocolEventType, ExportEvent>>;

// ---------------------------------------------------------------------------
// Records: <entity> [<label>] created / edited / deleted

export type Entity =
  | 'operator'
  | 'area'
  | 'person'
  | 'medium'
  | 'cylinder'
  | 'wallReader'
  | 'holiday'
  | 'holidaySeriesEntry'
  | 'holidaySeries'
  | 'maintenanceWindow'
  | 'timeZone'
  | 'dstRule';

export type RecordVerb = 'created' | 'edited' | 'deleted';

export interface RecordEvent {
  readonly entity: Entity;
  readonly verb: RecordVerb;
}

function rec(entity: Entity, verb: RecordVerb): RecordEvent {
  return { entity, verb };
}

/** Placeholder(s) naming the record in detail texts (always optional). */
export const ENTITY_LABELS: Record<Entity, string> = {
  operator: ACO,
  area: AREA,
  person: PERSON,
  medium: MEDIUM,
  cylinder: LOCK,
  wallReader: LOCK,
  holiday: NAME,
  holidaySeriesEntry: NAME,
  holidaySeries: NAME,
  maintenanceWindow: `${VALID_FROM} – ${VALID_TO}`,
  timeZone: NAME,
  dstRule: NAME,
};

export const SYSTEM_RECORDS = {
  CREATE_ACO: rec('operator', 'created'),
  EDIT_ACO: rec('operator', 'edited'),
  DELETE_ACO: rec('operator', 'deleted'),
  CREATE_AREA: rec('area', 'created'),
  EDIT_AREA: rec('area', 'edited'),
  DELETE_AREA: rec('area', 'deleted'),
  CREATE_PERSON: rec('person', 'created'),
  EDIT_PERSON: rec('person', 'edited'),
  DELETE_PERSON: rec('person', 'deleted'),
  CREATE_KEYRING: rec('medium', 'created'),
  EDIT_KEYRING: rec('medium', 'edited'),
  EDIT_CYLINDER: rec('cylinder', 'edited'),
  EDIT_WALLREADER: rec('wallReader', 'edited'),
  CREATE_HOLIDAY: rec('holiday', 'created'),
  EDIT_HOLIDAY_SINGLE: rec('holiday', 'edited'),
  DELETE_HOLIDAY_SINGLE: rec('holiday', 'deleted'),
  EDIT_HOLIDAY_SERIES_SINGLE: rec('holidaySeriesEntry', 'edited'),
  DELETE_HOLIDAY_SERIES_SINGLE: rec('holidaySeriesEntry', 'deleted'),
  EDIT_HOLIDAY_SERIES_MULTIPLE: rec('holidaySeries', 'edited'),
  DELETE_HOLIDAY_SERIES_MULTIPLE: rec('holidaySeries', 'deleted'),
  CREATE_MAINTENANCE_WINDOW: rec('maintenanceWindow', 'created'),
  EDIT_MAINTENANCE_WINDOW: rec('maintenanceWindow', 'edited'),
  DELETE_MAINTENANCE_WINDOW: rec('maintenanceWindow', 'deleted'),
  CREATE_TIMEZONE: rec('timeZone', 'created'),
  EDIT_TIMEZONE: rec('timeZone', 'edited'),
  CREATE_DAYLIGHT_SAVING_ENTRIES: rec('dstRule', 'created'),
  EDIT_DAYLIGHT_SAVING_ENTRIES: rec('dstRule', 'edited'),
} as const satisfies Partial<Record<SystemProtocolEventType, RecordEvent>>;

// ---------------------------------------------------------------------------
// Permanent opening (office mode): <mode> permanent opening <change>

export type PermanentOpeningMode = 'manual' | 'automatic';

export type PermanentOpeningChange =
  'started' | 'stoppedManually' | 'stoppedAutomatically' | 'weakBattery' | 'wrongTime' | 'firmwareUpdate' | 'holidayBegin';

export interface PermanentOpeningEvent {
  readonly mode: PermanentOpeningMode;
  readonly change: PermanentOpeningChange;
}

function po(mode: PermanentOpeningMode, change: PermanentOpeningChange): PermanentOpeningEvent {
  return { mode, change };
}

export const LOCK_PERMANENT_OPENINGS = {
  MANUAL_PERMANENT_OPENING_STARTED: po('manual', 'started'),
  MANUAL_PERMANENT_OPENING_STOPPED_MANUALLY: po('manual', 'stoppedManually'),
  MANUAL_PERMANENT_OPENING_STOPPED_AUTOMATICALLY: po('manual', 'stoppedAutomatically'),
  MANUAL_PERMANENT_OPENING_STOPPED_WEAK_BATTERY: po('manual', 'weakBattery'),
  MANUAL_PERMANENT_OPENING_STOPPED_WRONG_TIME: po('manual', 'wrongTime'),
  MANUAL_PERMANENT_OPENING_STOPPED_DUE_TO_FIRMWARE_UPDATE: po('manual', 'firmwareUpdate'),
  AUTOMATIC_PERMANENT_OPENING_STARTED: po('automatic', 'started'),
  AUTOMATIC_PERMANENT_OPENING_STOPPED_MANUALLY: po('automatic', 'stoppedManually'),
  AUTOMATIC_PERMANENT_OPENING_STOPPED_AUTOMATICALLY: po('automatic', 'stoppedAutomatically'),
  AUTOMATIC_PERMANENT_OPENING_STOPPED_WEAK_BATTERY: po('automatic', 'weakBattery'),
  AUTOMATIC_PERMANENT_OPENING_STOPPED_WRONG_TIME: po('automatic', 'wrongTime'),
  AUTOMATIC_PERMANENT_OPENING_STOPPED_HOLIDAY_BEGIN: po('automatic', 'holidayBegin'),
  AUTOMATIC_PERMANENT_OPENING_STOPPED_DUE_TO_FIRMWARE_UPDATE: po('automatic', 'firmwareUpdate'),
} as const satisfies Partial<Record<LockProtocolEventType, PermanentOpeningEvent>>;

// ---------------------------------------------------------------------------
// Event types written out per language

export type ManualLockEventType = Exclude<
  LockProtocolEventType,
  keyof typeof LOCK_OPERATIONS | keyof typeof LOCK_TOGGLES | keyof typeof LOCK_PERMANENT_OPENINGS
>;

export type ManualSystemEventType = Exclude<
  SystemProtocolEventType,
  keyof typeof SYSTEM_OPERATIONS | keyof typeof SYSTEM_TOGGLES | keyof typeof SYSTEM_EXPORTS | keyof typeof SYSTEM_RECORDS
>;
