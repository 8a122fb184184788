import { Type } from '@sinclair/typebox';
import { EVENT_TYPES } from '../protocol-log/index.ts';
import { Id, PagedList, PagingQuery, StringEnum, Timestamp } from '../../kernel/http/schemas/common.ts';

const EventType = StringEnum(EVENT_TYPES);
const mediumId = Type.Integer({ format: 'int64' });

export const UnlockingEventDetailsSchema = Type.Object(
  {
    type: StringEnum(['UNLOCKING'] as const),
    lockId: Type.Optional(Type.Integer({ format: 'int64' })),
    mediumId: Type.Optional({ ...mediumId, description: 'Absent for anonymized events.' }),
    unlockingTimestamp: Type.Optional({ ...Timestamp, description: 'Time of the unlocking at the lock (UTC).' }),
  },
  { $id: 'UnlockingEventDetails' },
);

export const AppPairedEventDetailsSchema = Type.Object(
  { type: StringEnum(['APP_PAIRED'] as const), mediumId: Type.Optional(mediumId) },
  { $id: 'AppPairedEventDetails' },
);

export const AuthorizationSyncDetailsSchema = Type.Object(
  {
    authorizationId: Type.Optional(Type.Integer({ format: 'int64' })),
    syncAction: Type.Optional(StringEnum(['CREATED', 'DELETED'] as const)),
  },
  { $id: 'AuthorizationSyncDetails' },
);

export const AuthorizationSynchronizedEventDetailsSchema = Type.Object(
  {
    type: StringEnum(['AUTHORIZATION_SYNCHRONIZED'] as const),
    mediumId: Type.Optional(mediumId),
    syncedAuthorizationList: Type.Optional(Type.Array(Type.Ref(AuthorizationSyncDetailsSchema))),
  },
  { $id: 'AuthorizationSynchronizedEventDetails' },
);

/** Polymorphic by `type`, which every details object carries. */
const EventDetails = Type.Union(
  [Type.Ref(UnlockingEventDetailsSchema), Type.Ref(AppPairedEventDetailsSchema), Type.Ref(AuthorizationSynchronizedEventDetailsSchema)],
  {
    discriminator: {
      propertyName: 'type',
      mapping: {
        UNLOCKING: 'UnlockingEventDetails',
        APP_PAIRED: 'AppPairedEventDetails',
        AUTHORIZATION_SYNCHRONIZED: 'AuthorizationSynchronizedEventDetails',
      },
    },
  },
);

export const EventSchema = Type.Object(
  { id: Id, details: Type.Optional(EventDetails), timestamp: Type.Optional(Timestamp) },
  { $id: 'Event' },
);

export const EventPagingListSchema = Type.Object(PagedList('events', Type.Ref(EventSchema)).properties, { $id: 'EventPagingList' });

export const EVENT_SCHEMAS = [
  UnlockingEventDetailsSchema,
  AppPairedEventDetailsSchema,
  AuthorizationSyncDetailsSchema,
  AuthorizationSynchronizedEventDetailsSchema,
  EventSchema,
  EventPagingListSchema,
];

export const EventListQuery = Type.Object({
  createdAfter: Type.String({
    description: 'Only events created after this moment (UTC). Production answers at most the last 7 days.',
    examples: ['2026-01-31T08:15:00.000Z'],
  }),
  type: Type.Optional(EventType),
  ...PagingQuery,
});
