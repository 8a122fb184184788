import { Type } from '@sinclair/typebox';
import { WEEKDAYS } from '../../kernel/local-time.ts';
import { Id, Opt, PagedList, PagingQuery, StringEnum, Timestamp, Version } from '../../kernel/http/schemas/common.ts';
import { SimpleLockSchema } from '../locks/index.ts';
import { SimpleMediumSchema } from '../media/index.ts';

const Weekday = StringEnum(WEEKDAYS);
const INFO_TYPES = ['PERMANENT', 'PERIODICAL', 'ONE_DAY', 'SIMPLE'] as const;
const STORED_INFO_TYPES = ['PERMANENT', 'PERIODICAL', 'ONE_DAY'] as const;
const STATES = ['UNCHANGED', 'MODIFIED', 'CREATED', 'DELETED', 'CREATED_BLACKLISTED', 'DEACTIVATED_RESTORABLE'] as const;

const localDateTime = {
  description: 'yyyy-mm-ddThh:mm, wall clock of the lock; minutes 00,05,10,15,20,30,40,45,50,55',
  examples: ['2026-03-01T08:00'],
};
const date = { description: 'yyyy-mm-dd', examples: ['2026-03-01'] };
const time = { description: 'hh:mm (24:00 allowed as an end)', examples: ['08:00'] };

const PeriodSchema = Type.Object(
  { weekday: Weekday, startTime: Type.String(time), endTime: Type.String(time) },
  { additionalProperties: false },
);

/**
 * One authorization info of any type. Which fields a type needs, and their formats and rules,
 * are checked by the domain rules, which name the field and the rule broken.
 */
export const AuthorizationInfoInput = Type.Object(
  {
    type: StringEnum(INFO_TYPES),
    validFromDate: Opt(
      Type.String({
        ...date,
        description:
          "yyyy-mm-dd; first day of PERMANENT and PERIODICAL. For ONE_DAY the specification's spelling of validAtDate (accepted on input, answered as validAtDate).",
      }),
    ),
    validToDate: Opt(
      Type.String({
        ...date,
        description: 'yyyy-mm-dd; last day of PERMANENT and PERIODICAL. For ONE_DAY, if sent, the same day as validFromDate.',
      }),
    ),
    periodicalPeriods: Opt(Type.Array(PeriodSchema)),
    validAtDate: Opt(
      Type.String({ ...date, description: 'yyyy-mm-dd; the day of a ONE_DAY info (validFromDate is accepted for it too).' }),
    ),
    startTime: Opt(Type.String(time)),
    endTime: Opt(Type.String(time)),
    validFrom: Opt(Type.String(localDateTime)),
    validTo: Opt(Type.String(localDateTime)),
  },
  { additionalProperties: false },
);

export const SimpleAuthorizationInfoInput = Type.Object(
  { type: StringEnum(['SIMPLE'] as const), validFrom: Type.String(localDateTime), validTo: Type.String(localDateTime) },
  { additionalProperties: false },
);

export const AuthorizationInfoSchema = Type.Object(
  {
    type: StringEnum(STORED_INFO_TYPES),
    validFromDate: Type.Optional(Type.String(date)),
    validToDate: Type.Optional(Type.String(date)),
    periodicalPeriods: Type.Optional(Type.Array(PeriodSchema)),
    validAtDate: Type.Optional(Type.String(date)),
    startTime: Type.Optional(Type.String(time)),
    endTime: Type.Optional(Type.String(time)),
  },
  { $id: 'AuthorizationInfo', description: 'PERMANENT, PERIODICAL or ONE_DAY (SIMPLE is accepted on input and stored as these).' },
);

export const SimpleAreaSchema = Type.Object(
  { id: Id, name: Type.Optional(Type.String()), comment: Type.Optional(Type.String()) },
  { $id: 'SimpleArea' },
);

export const AuthorizationSchema = Type.Object(
  {
    id: Id,
    version: Version,
    medium: Type.Ref(SimpleMediumSchema),
    lock: Type.Optional(Type.Ref(SimpleLockSchema)),
    area: Type.Optional(Type.Ref(SimpleAreaSchema)),
    personId: Type.Optional(Id),
    currentState: StringEnum(STATES),
    createdOn: Timestamp,
    updatedOn: Timestamp,
    synchronizedOn: Type.Optional(Timestamp),
    deletionRequested: Type.Boolean(),
    authorizationInfoList: Type.Array(Type.Ref(AuthorizationInfoSchema)),
    custom: Type.Boolean({ description: 'True when the infos mix types.' }),
  },
  { $id: 'Authorization' },
);

export const AuthorizationPagingListSchema = PagedList('authorizations', Type.Ref(AuthorizationSchema));

const pairFields = {
  mediumId: Id,
  lockId: Opt(Id),
  areaId: Opt(Id),
};

export const SimpleAuthorizationCreateSchema = Type.Object(
  {
    authorizationInfo: SimpleAuthorizationInfoInput,
    ...pairFields,
    removeAllExistingAuthorizationsForPair: Opt(Type.Boolean({ default: false })),
    pushMessage: Opt(Type.String({ maxLength: 160 })),
  },
  { additionalProperties: false },
);

/** The same without the medium: send-a-key authorizes the phone of its own request. */
export const FixedMediumSimpleAuthorizationCreateSchema = Type.Object(
  {
    authorizationInfo: SimpleAuthorizationInfoInput,
    lockId: Opt(Id),
    areaId: Opt(Id),
    removeAllExistingAuthorizationsForPair: Opt(Type.Boolean({ default: false })),
  },
  { additionalProperties: false },
);

const infoList = Type.Array(AuthorizationInfoInput, { minItems: 1, maxItems: 8 });

/** Read-only fields of an Authorization echoed by clients are accepted and ignored. */
const AuthorizationUpdateSchema = Type.Object(
  {
    id: Id,
    version: Version,
    authorizationInfoList: infoList,
    medium: Type.Optional(Type.Object({ id: Id }, { additionalProperties: true })),
    lock: Opt(Type.Object({ id: Id }, { additionalProperties: true })),
    area: Opt(Type.Object({ id: Id }, { additionalProperties: true })),
    personId: Opt(Id),
    currentState: Opt(StringEnum(STATES)),
    createdOn: Opt(Type.String()),
    updatedOn: Opt(Type.String()),
    synchronizedOn: Opt(Type.String()),
    deletionRequested: Opt(Type.Boolean()),
    custom: Opt(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const AuthorizationChangeSchema = Type.Object(
  {
    authorizationCreateList: Type.Array(Type.Object({ ...pairFields, authorizationInfoList: infoList }, { additionalProperties: false })),
    authorizationUpdateList: Type.Array(AuthorizationUpdateSchema),
    pushMessage: Opt(Type.String({ maxLength: 160 })),
  },
  { additionalProperties: false },
);

export const AuthorizationDeleteSchema = Type.Object({ id: Id, deletionRequested: Type.Boolean() }, { additionalProperties: false });

export const AuthorizationListQuery = Type.Object({
  ...PagingQuery,
  lockId: Type.Optional(Id),
  areaId: Type.Optional(Id),
  mediumId: Type.Optional(Id),
  personId: Type.Optional(Id),
});

export const BlacklistEntrySchema = Type.Object(
  { lockId: Id, mediumId: Id, synchronizedOnLock: Type.Boolean() },
  { $id: 'BlacklistEntry' },
);

export const AUTHORIZATION_SHARED_SCHEMAS = [AuthorizationInfoSchema, SimpleAreaSchema, AuthorizationSchema, BlacklistEntrySchema];

/** The parameter removed in revision 14.40.2; clients still sending it get a clear answer. */
export const REMOVED_PAIR_PARAMETER = 'allowModificationExistingAuthorizations';
