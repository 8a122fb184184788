import { Type } from '@sinclair/typebox';
import { LOCK_TECHNOLOGIES, LOCK_TYPES, OWNERSHIPS } from '../../kernel/db/lock-types.ts';
import { Id, Opt, PagedList, PagingQuery, ReadOnly, StringEnum, Version } from '../../kernel/http/schemas/common.ts';

/** A read-only field of a model: clients echo it in PUT bodies; its value is ignored. */

export const LockTypeSchema = StringEnum(LOCK_TYPES);

const LockDoorSchema = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 50, description: 'Door name set by the owner of the lock.' })),
  additionalInformation: Type.Optional(Type.String({ maxLength: 50 })),
  location: Type.Optional(Type.String({ maxLength: 250 })),
  alternativeName: Type.Optional(
    Type.String({ maxLength: 50, description: 'Your own name of an EXTERNAL lock; never present for OWNER locks.' }),
  ),
});

export const LockSchema = Type.Object(
  {
    id: Id,
    version: Version,
    lockType: Type.Optional(LockTypeSchema),
    ownership: Type.Optional(
      StringEnum(OWNERSHIPS, { description: 'OWNER: your lock; EXTERNAL: shared with your system by another one.' }),
    ),
    lockTechnology: Type.Optional(StringEnum(LOCK_TECHNOLOGIES)),
    lockIdentifier: Type.Optional(Type.String({ maxLength: 16 })),
    lockingSystemId: Type.Optional(
      Type.Integer({ format: 'int64', description: 'The locking system (environment) that owns the lock; always present.' }),
    ),
    lockDoor: LockDoorSchema,
    lockFirmware: Type.Optional(
      Type.Object({
        appletVersion: Type.Optional(Type.String({ maxLength: 15 })),
        picVersion: Type.Optional(Type.String({ maxLength: 15 })),
        motorPicVersion: Type.Optional(Type.String({ maxLength: 15 })),
      }),
    ),
    comment: Type.Optional(Type.String({ maxLength: 500 })),
    removalRequested: Type.Optional(
      Type.Boolean({ description: 'True while the lock waits for its removal (completed at its next synchronization).' }),
    ),
  },
  { $id: 'Lock', description: 'A locking component (cylinder or wall reader).' },
);

export const LockPagingListSchema = PagedList('lockList', Type.Ref(LockSchema));

export const LockListQuery = Type.Object({
  ...PagingQuery,
  calendarId: Type.Optional(Type.Integer({ minimum: 1, format: 'int64', description: 'Only locks that use this holiday calendar.' })),
  lockingSystemId: Type.Optional(Type.Integer({ minimum: 1, format: 'int64', description: 'Only locks owned by this locking system.' })),
});

/** The Lock of a PUT: door data and comment change; the read-only fields may be echoed. */
export const LockUpdateSchema = Type.Object(
  {
    id: Id,
    version: Version,
    lockDoor: Type.Object(
      {
        name: Opt(Type.String({ maxLength: 50 })),
        additionalInformation: Opt(Type.String({ maxLength: 50 })),
        location: Opt(Type.String({ maxLength: 250 })),
        alternativeName: Opt(Type.String({ maxLength: 50 })),
        ownerName: ReadOnly('Removed in 17.20.0; ignored.'),
      },
      { additionalProperties: false },
    ),
    comment: Opt(Type.String({ maxLength: 500 })),
    lockType: ReadOnly(),
    ownership: ReadOnly(),
    lockTechnology: ReadOnly(),
    lockIdentifier: ReadOnly(),
    lockingSystemId: ReadOnly(),
    lockFirmware: ReadOnly(),
    removalRequested: ReadOnly(),
  },
  { additionalProperties: false },
);

/** The specification names a lock's own id `lockId`. */
export const LOCK_ALIASES = { lockId: 'id' };

export const SimpleLockSchema = Type.Object(
  {
    id: Id,
    lockType: Type.Optional(StringEnum(['CYLINDER', 'WALLREADER'] as const)),
    lockIdentifier: Type.Optional(Type.String({ maxLength: 16 })),
    name: Type.Optional(Type.String({ maxLength: 50 })),
    additionalInformation: Type.Optional(Type.String({ maxLength: 50 })),
    alternativeName: Type.Optional(Type.String({ maxLength: 50, description: 'Only for EXTERNAL locks.' })),
  },
  { $id: 'SimpleLock', description: 'Short form of a lock.' },
);
