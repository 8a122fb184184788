import { Type } from '@sinclair/typebox';
import { WEEKDAYS } from '../../kernel/local-time.ts';
import { ANONYMIZE_EVENT_LOG_TYPES, RELEASE_DURATION_RANGE, UNLOCK_SYNC_MODES } from '../locks/index.ts';
import { OFFICE_MODE_SLOT_TYPES } from '../locks/index.ts';
import { ASSIGNMENT_STATUSES, OWNERSHIPS } from '../../kernel/db/lock-types.ts';
import { Id, Opt, StringEnum, Timestamp, Version } from '../../kernel/http/schemas/common.ts';
import { ReadOnly } from '../../kernel/http/schemas/common.ts';
import { ActiveShareSchema, SharingCodeSchema } from '../sharing/index.ts';

const AssignmentStatus = StringEnum(ASSIGNMENT_STATUSES, { description: 'Pending until the lock synchronizes.' });
const Time = Type.String({ description: 'hh:mm; minutes 00, 05, 10, 15, 20, 30, 40, 45, 50 or 55.', examples: ['08:00'] });
const ReleaseDuration = Type.Integer({ ...RELEASE_DURATION_RANGE, format: 'int32', description: 'Seconds.' });

export const AssignedAreaSchema = Type.Object(
  {
    id: Id,
    name: Type.Optional(Type.String()),
    status: Type.Optional(AssignmentStatus),
    comment: Type.Optional(Type.String()),
  },
  { $id: 'AssignedArea', description: 'An area as seen from one of its locks.' },
);

const AnonymizeEventLogSchema = Type.Object({
  type: StringEnum(ANONYMIZE_EVENT_LOG_TYPES),
  daysToKeep: Type.Optional(Type.Integer({ format: 'int32', description: 'Only with type LIMITED.' })),
});

export const LockSettingsSchema = Type.Object(
  {
    id: Id,
    version: Version,
    ownership: Type.Optional(StringEnum(OWNERSHIPS)),
    lastSynchronizedOn: Type.Optional(Timestamp),
    timezone: Type.Optional(Type.String({ description: 'IANA time zone of the lock.' })),
    holidayCalendarEnabled: Type.Optional(Type.Boolean()),
    manualOfficeModeEnabled: Type.Optional(Type.Boolean()),
    automaticOfficeModeEnabled: Type.Optional(Type.Boolean()),
    normalReleaseDuration: Type.Optional(ReleaseDuration),
    extendedReleaseDuration: Type.Optional(ReleaseDuration),
    unlockSyncMode: Type.Optional(StringEnum(UNLOCK_SYNC_MODES)),
    rs485LogOutputEnabled: Type.Optional(Type.Boolean({ description: 'Wall readers only.' })),
    allowHandsfreeMode: Type.Optional(Type.Boolean()),
    anonymizeEventLog: AnonymizeEventLogSchema,
    anonymizeDataInOwnerProtocol: Type.Optional(Type.Boolean({ description: 'EXTERNAL locks only.' })),
    officeModeSlots: Type.Optional(
      Type.Array(
        Type.Object({
          type: StringEnum(OFFICE_MODE_SLOT_TYPES),
          weekday: StringEnum(WEEKDAYS),
          opensAt: Type.Optional(Time),
          closesAt: Time,
          status: Type.Optional(AssignmentStatus),
        }),
      ),
    ),
    assignedAreas: Type.Optional(Type.Array(Type.Ref(AssignedAreaSchema))),
    activeShares: Type.Optional(Type.Array(Type.Ref(ActiveShareSchema), { description: 'Owner only.' })),
    sharingCodes: Type.Optional(Type.Array(Type.Ref(SharingCodeSchema), { description: 'Owner only.' })),
  },
  { $id: 'LockSettings', description: 'Settings the lock runs with after its next synchronization.' },
);

/** PUT …/settings: absent or null fields keep their value; read-only fields may be echoed. */
export const LockSettingsUpdateSchema = Type.Object(
  {
    id: Id,
    version: Version,
    ownership: ReadOnly(),
    lastSynchronizedOn: ReadOnly(),
    timezone: Opt(Type.String({ minLength: 1, maxLength: 64 })),
    holidayCalendarEnabled: Opt(Type.Boolean()),
    manualOfficeModeEnabled: Opt(Type.Boolean()),
    automaticOfficeModeEnabled: Opt(Type.Boolean()),
    normalReleaseDuration: Opt(ReleaseDuration),
    extendedReleaseDuration: Opt(ReleaseDuration),
    unlockSyncMode: Opt(StringEnum(UNLOCK_SYNC_MODES)),
    synchronizeAfterUnlocking: Opt(Type.Boolean({ description: 'Before 17.10.0: true = ALWAYS, false = NEVER.' })),
    rs485LogOutputEnabled: Opt(Type.Boolean()),
    allowHandsfreeMode: Opt(Type.Boolean()),
    anonymizeEventLog: Type.Object(
      { type: StringEnum(ANONYMIZE_EVENT_LOG_TYPES), daysToKeep: Opt(Type.Integer({ minimum: 0, format: 'int32' })) },
      { additionalProperties: false },
    ),
    anonymizeDataInOwnerProtocol: Opt(Type.Boolean()),
    officeModeSlots: Opt(
      Type.Array(
        Type.Object(
          {
            type: StringEnum(OFFICE_MODE_SLOT_TYPES),
            weekday: StringEnum(WEEKDAYS),
            opensAt: Opt(Type.String()),
            closesAt: Type.String(),
            status: Opt(AssignmentStatus),
          },
          { additionalProperties: false },
        ),
      ),
    ),
    assignedAreas: ReadOnly(),
    activeShares: ReadOnly(),
    sharingCodes: ReadOnly(),
  },
  { additionalProperties: false },
);
