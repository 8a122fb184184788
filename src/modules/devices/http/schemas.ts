import { Type } from '@sinclair/typebox';
import { ACCESS_REASONS } from '../access/decide.ts';
import { MAX_UTC_DELTA, MIN_UTC_DELTA } from '../access/lock-time.ts';
import { WEEKDAYS } from '../../../kernel/local-time.ts';
import { OFFICE_MODE_SLOT_TYPES } from '../../locks/index.ts';
import { BATTERY_STATUSES } from '../../../kernel/db/lock-types.ts';
import { APP_TYPES } from '../../media/index.ts';
import { PAIRING_CODE_LENGTH } from '../../media/index.ts';
import { LOCK_PROTOCOL_EVENT_TYPES } from '../../protocol-log/index.ts';
import { MAX_ADVANCE_MINUTES } from '../services/clock.ts';
import { AuthorizationInfoSchema } from '../../authorizations/index.ts';
import { Id, Opt, StringEnum, Timestamp } from '../../../kernel/http/schemas/common.ts';

/** Schemas of the device interface (`/device/v1`) and of the simulator (`/v1/simulator`). */

const AppType = StringEnum(APP_TYPES);
const PlatformVersion = Type.String({ minLength: 1, maxLength: 50, examples: ['14'] });
const UtcMoment = Type.String({ description: 'UTC, e.g. 2026-03-02T07:05:00Z (seconds optional)', examples: ['2026-03-02T07:05:00Z'] });
const LocalMinute = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}$',
  description: "The lock's wall-clock minute yyyy-mm-ddThh:mm, in the time zone the lock runs with",
  examples: ['2026-03-02T08:05'],
});
const Reason = StringEnum(Object.keys(ACCESS_REASONS) as (keyof typeof ACCESS_REASONS)[]);
const Infos = Type.Array(Type.Ref(AuthorizationInfoSchema));

// ---- input ----

export const PairingRequestSchema = Type.Object(
  {
    pairingCode: Type.String({
      minLength: PAIRING_CODE_LENGTH,
      maxLength: PAIRING_CODE_LENGTH,
      description: 'The code the phone received (SMS, e-mail, or pairingCode of the phone).',
    }),
    appType: AppType,
    platformVersion: PlatformVersion,
  },
  { additionalProperties: false },
);

export const NewDeviceSchema = Type.Object({ appType: AppType, platformVersion: PlatformVersion }, { additionalProperties: false });

export const PinSchema = Type.Object(
  { pinSet: Type.Boolean({ description: 'PIN protection of the app on or off.' }) },
  { additionalProperties: false },
);

export const PhoneUnlockSchema = Type.Object({ lockId: Id, at: Opt(UtcMoment) }, { additionalProperties: false });

export const PresentedMediumSchema = Type.Object(
  { mediumId: Opt(Id), mediumIdentifier: Opt(Type.String({ minLength: 1, maxLength: 50 })), at: Opt(UtcMoment) },
  { additionalProperties: false, description: 'A medium held at the lock, by id or identifier.' },
);

export const UploadedEntrySchema = Type.Object(
  {
    type: StringEnum(LOCK_PROTOCOL_EVENT_TYPES),
    localTime: Type.String({
      pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2})?$',
      description: "The lock's clock yyyy-mm-ddThh:mm[:ss]",
    }),
    lockUtcDelta: Type.Integer({
      minimum: MIN_UTC_DELTA,
      maximum: MAX_UTC_DELTA,
      description: 'Lock clock minus UTC in minutes when the entry was made.',
    }),
    mediumId: Opt(Id),
    mediumIdentifier: Opt(Type.String({ minLength: 1, maxLength: 50 })),
    fields: Opt(Type.Record(Type.String(), Type.Unknown())),
  },
  { additionalProperties: false },
);

/** Most buffered entries one synchronization uploads. */
export const MAX_UPLOADED_ENTRIES = 50_000;

export const LockUploadSchema = Type.Object(
  {
    batteryStatus: Opt(StringEnum(BATTERY_STATUSES)),
    firmware: Opt(
      Type.Object(
        {
          appletVersion: Opt(Type.String({ maxLength: 20 })),
          picVersion: Opt(Type.String({ maxLength: 20 })),
          motorPicVersion: Opt(Type.String({ maxLength: 20 })),
        },
        { additionalProperties: false },
      ),
    ),
    protocolEntries: Opt(Type.Array(UploadedEntrySchema, { maxItems: MAX_UPLOADED_ENTRIES })),
  },
  { additionalProperties: false },
);

export const SimulatedAccessSchema = Type.Object(
  {
    mediumId: Id,
    lockId: Id,
    at: Opt(UtcMoment),
    localTime: Opt(LocalMinute),
  },
  { additionalProperties: false, description: "Without at and localTime the attempt happens at the environment's now; not after it." },
);

export const ClockChangeSchema = Type.Object(
  {
    advanceMinutes: Opt(Type.Integer({ minimum: 1, maximum: MAX_ADVANCE_MINUTES })),
    to: Opt(UtcMoment),
  },
  { additionalProperties: false, description: 'Exactly one of advanceMinutes and to.' },
);

// ---- output ----

export const AccessDecisionSchema = Type.Object(
  {
    granted: Type.Boolean(),
    reason: Reason,
    explanation: Type.String(),
    mediumId: Id,
    lockId: Id,
    at: Timestamp,
    localTime: Type.String({ description: "The lock's wall-clock minute." }),
    lockUtcDelta: Type.Integer({ description: 'Lock wall clock minus UTC, minutes.' }),
    holidayActive: Type.Boolean(),
    permanentOpeningAllowed: Type.Boolean(),
    releaseDuration: Type.Optional(Type.Integer({ description: 'Seconds the door stays open (granted only).' })),
    lockProtocolEventType: StringEnum(LOCK_PROTOCOL_EVENT_TYPES),
  },
  { $id: 'AccessDecision', description: 'What the lock decided, and the lock protocol entry it wrote.' },
);

export const PhonePairingSchema = Type.Object(
  {
    phoneId: Id,
    lockingSystemId: Id,
    mediumIdentifier: Type.String(),
    deviceToken: Type.String({ description: "The phone's credential for the device interface (X-Device-Token); shown once." }),
    rePairing: Type.Boolean(),
  },
  { $id: 'PhonePairing' },
);

export const PhoneSynchronizationSchema = Type.Object(
  {
    phoneId: Id,
    synchronizedOn: Timestamp,
    activated: Type.Boolean(),
    pinSet: Type.Boolean(),
    pinResetApplied: Type.Boolean(),
    syncedAuthorizationList: Type.Array(Type.Object({ authorizationId: Id, syncAction: StringEnum(['CREATED', 'DELETED'] as const) })),
    keyRing: Type.Array(
      Type.Object({
        authorizationId: Id,
        lockId: Type.Optional(Id),
        areaId: Type.Optional(Id),
        lockIds: Type.Optional(Type.Array(Id)),
        authorizationInfoList: Infos,
      }),
    ),
    pushMessages: Type.Array(Type.Object({ id: Id, text: Type.String(), createdOn: Timestamp })),
  },
  { $id: 'PhoneSynchronization' },
);

const DownloadSchema = Type.Object({
  lockId: Id,
  lockIdentifier: Type.String(),
  clock: Type.Object({ utc: Timestamp, lockUtcDelta: Type.Integer() }),
  settings: Type.Object({
    timezone: Type.String(),
    holidayCalendarEnabled: Type.Boolean(),
    manualOfficeModeEnabled: Type.Boolean(),
    automaticOfficeModeEnabled: Type.Boolean(),
    normalReleaseDuration: Type.Integer(),
    extendedReleaseDuration: Type.Integer(),
    rs485LogOutputEnabled: Type.Boolean(),
  }),
  officeModeSlots: Type.Array(
    Type.Object({
      type: StringEnum(OFFICE_MODE_SLOT_TYPES),
      weekday: StringEnum(WEEKDAYS),
      opensAt: Type.Optional(Type.String()),
      closesAt: Type.String(),
    }),
  ),
  areaIds: Type.Array(Id),
  holidaySlots: Type.Array(Type.Object({ validFrom: Type.String(), validTo: Type.String() })),
  blacklist: Type.Array(Type.Object({ mediumId: Id, mediumIdentifier: Type.Optional(Type.String()) })),
  whitelist: Type.Array(
    Type.Object({
      authorizationId: Id,
      mediumId: Id,
      mediumIdentifier: Type.Optional(Type.String()),
      lockId: Type.Optional(Id),
      areaId: Type.Optional(Id),
      authorizationInfoList: Infos,
    }),
  ),
});

export const LockSynchronizationSchema = Type.Object(
  {
    lockId: Id,
    synchronizedOn: Timestamp,
    removed: Type.Boolean({ description: 'The lock completed its requested removal and is gone.' }),
    settingsApplied: Type.Array(Type.String()),
    officeModeSlotsApplied: Type.Integer(),
    areaAssignmentsApplied: Type.Integer(),
    sharesActivated: Type.Integer(),
    sharesEnded: Type.Integer(),
    authorizationsSynchronized: Type.Integer(),
    authorizationsDeleted: Type.Integer(),
    blacklistEntriesSynchronized: Type.Integer(),
    protocolEntriesUploaded: Type.Integer(),
    download: Type.Optional(DownloadSchema),
  },
  { $id: 'LockSynchronization' },
);

export const EnvironmentClockSchema = Type.Object(
  { now: Timestamp, clockOffsetMs: Type.Integer({ description: 'How far the environment runs ahead of real time.' }) },
  { $id: 'EnvironmentClock' },
);

export const ReplacementRequestResultSchema = Type.Object(
  { replacementId: Id, state: StringEnum(['PENDING', 'APPROVED', 'REJECTED'] as const) },
  { $id: 'PhoneReplacementRequest' },
);

export const LockCredentialSchema = Type.Object(
  {
    lockId: Id,
    deviceToken: Type.String({ description: "The lock's credential (X-Device-Token); shown once, the previous one stops working." }),
    prefix: Type.String(),
  },
  { $id: 'LockCredential' },
);

export const DEVICE_SCHEMAS = [
  AccessDecisionSchema,
  PhonePairingSchema,
  PhoneSynchronizationSchema,
  LockSynchronizationSchema,
  EnvironmentClockSchema,
  ReplacementRequestResultSchema,
  LockCredentialSchema,
];
