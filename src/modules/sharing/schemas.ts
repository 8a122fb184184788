import { Type } from '@sinclair/typebox';
import { SHARE_STATUSES } from '../../kernel/db/lock-types.ts';
import { Id, MAX_LIST_ITEMS, Opt, StringEnum, Timestamp } from '../../kernel/http/schemas/common.ts';

export const ActiveShareSchema = Type.Object(
  {
    accessControlSystemName: Type.Optional(Type.String()),
    customerNumber: Type.Optional(Type.String({ description: 'Names the share when removing it.' })),
    activatedAt: Type.Optional(Timestamp),
    status: Type.Optional(StringEnum(SHARE_STATUSES)),
  },
  { $id: 'ActiveShare', description: 'Another access control system the lock is shared with.' },
);

export const SharingCodeSchema = Type.Object(
  { id: Id, code: Type.Optional(Type.String()), expiresOn: Type.Optional(Timestamp) },
  { $id: 'SharingCode', description: 'A code another system redeems once to add the lock.' },
);

export const SharedLockSchema = Type.Object(
  {
    sharingCode: Type.String({ minLength: 1, maxLength: 64 }),
    anonymizeDataInOwnerProtocol: Type.Boolean(),
    alternativeDoorName: Opt(Type.String({ maxLength: 50, description: 'Your own name for the door; the owner does not see it.' })),
  },
  { additionalProperties: false },
);

/** `doorName` is the name alternativeDoorName had before 17.20.0. */
export const SHARED_LOCK_ALIASES = { doorName: 'alternativeDoorName' };

export const CustomerNumberList = Type.Array(Type.String({ minLength: 1 }), { minItems: 1, maxItems: MAX_LIST_ITEMS });
