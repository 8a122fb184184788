import { Type } from '@sinclair/typebox';
import { APP_TYPES } from './app-types.ts';
import { PHONE_NUMBER_PATTERN } from './phone-number.ts';
import { Id, Opt, PagedList, PagingQuery, StringEnum, Timestamp, Version } from '../../kernel/http/schemas/common.ts';

/** Media: Phone and Card objects, discriminated by `mediumType` (key tags are cards with cardForm KEY_TAG). */

const PhoneNumber = Type.String({
  minLength: 1,
  maxLength: 50,
  pattern: PHONE_NUMBER_PATTERN,
  description: 'A plus sign followed by 1–49 digits or blanks; returned exactly as sent.',
  examples: ['+43 664 1234567'],
});
const CardForm = StringEnum(['CARD', 'KEY_TAG'] as const, {
  description: 'Physical form of the RFID medium (our addition; existing clients only know mediumType CARD).',
});

const mediumOutput = {
  id: Id,
  version: Version,
  name: Type.Optional(Type.String({ maxLength: 50 })),
  mediumIdentifier: Type.Optional(Type.String({ maxLength: 16, description: 'Set for cards, and for phones once paired.' })),
  lockingSystemId: Type.Integer({ format: 'int64', description: 'The locking system (environment) the medium belongs to.' }),
  lastSynchronizedOn: Type.Optional(Timestamp),
  comment: Type.Optional(Type.String({ maxLength: 500 })),
  releaseDurationExtended: Type.Boolean(),
  permanentOpeningEnabled: Type.Boolean(),
  activated: Type.Boolean({ description: 'False while the medium is deactivated.' }),
  personId: Type.Optional(Type.Integer({ format: 'int64', description: 'The person the medium is assigned to; absent when unassigned.' })),
};

export const PhoneSettingsSchema = Type.Object({
  inMaintenanceMode: Type.Boolean(),
  mediumLogVisible: Type.Boolean(),
  pinSet: Type.Optional(Type.Boolean()),
  pinResetTime: Type.Optional(Timestamp),
});

export const PhoneSchema = Type.Object(
  {
    ...mediumOutput,
    mediumType: StringEnum(['PHONE'] as const),
    appType: Type.Optional(StringEnum(APP_TYPES)),
    platformVersion: Type.Optional(Type.String({ maxLength: 50 })),
    phoneSettings: PhoneSettingsSchema,
    pairingCode: Type.Optional(Type.String({ maxLength: 12 })),
    pairingCodeValidUntil: Type.Optional(Timestamp),
    phoneNumber: Type.String({ maxLength: 50 }),
    sentKeyOn: Type.Optional(Timestamp),
  },
  { $id: 'Phone' },
);

export const CardSchema = Type.Object(
  {
    ...mediumOutput,
    mediumType: StringEnum(['CARD'] as const),
    cardUid: Type.Optional(
      Type.String({ maxLength: 20, description: 'ISO/IEC 14443 UID; only for generations J80K+D08K or newer produced after 2022-09-13.' }),
    ),
    cardForm: CardForm,
  },
  { $id: 'Card' },
);

export const MediumSchema = Type.Union([Type.Ref(PhoneSchema), Type.Ref(CardSchema)], {
  $id: 'Medium',
  discriminator: { propertyName: 'mediumType', mapping: { PHONE: '#/components/schemas/Phone', CARD: '#/components/schemas/Card' } },
});

export const MediumPagingListSchema = PagedList('mediumList', Type.Ref(MediumSchema));
export const PhonePagingListSchema = PagedList('mediumList', Type.Ref(PhoneSchema));
export const CardPagingListSchema = PagedList('mediumList', Type.Ref(CardSchema));

export const PhoneCreateSchema = Type.Object(
  { phoneNumber: PhoneNumber, name: Opt(Type.String({ maxLength: 50 })) },
  { additionalProperties: false },
);

/** Read-only fields a PUT may echo: accepted and ignored. */
const echoedMediumFields = {
  mediumIdentifier: Opt(Type.String()),
  lockingSystemId: Opt(Type.Integer()),
  lastSynchronizedOn: Opt(Type.String()),
  activated: Opt(Type.Boolean()),
};

const mediumInput = {
  id: Id,
  version: Version,
  name: Opt(Type.String({ maxLength: 50 })),
  comment: Opt(Type.String({ maxLength: 500 })),
  releaseDurationExtended: Type.Boolean(),
  permanentOpeningEnabled: Type.Boolean(),
  personId: Opt(
    Type.Integer({
      minimum: 1,
      format: 'int64',
      description: 'Must be the current assignment; use assign / cancel-assignment to change it.',
    }),
  ),
  ...echoedMediumFields,
};

export const PhoneUpdateSchema = Type.Object(
  {
    ...mediumInput,
    mediumType: Opt(StringEnum(['PHONE'] as const)),
    phoneNumber: PhoneNumber,
    phoneSettings: Type.Object(
      {
        inMaintenanceMode: Type.Boolean(),
        mediumLogVisible: Type.Boolean(),
        pinSet: Opt(Type.Boolean()),
        pinResetTime: Opt(Type.String()),
      },
      { additionalProperties: false },
    ),
    appType: Opt(Type.String()),
    platformVersion: Opt(Type.String()),
    pairingCode: Opt(Type.String()),
    pairingCodeValidUntil: Opt(Type.String()),
    sentKeyOn: Opt(Type.String()),
  },
  { additionalProperties: false },
);

export const CardUpdateSchema = Type.Object(
  {
    ...mediumInput,
    mediumType: Opt(StringEnum(['CARD'] as const)),
    cardUid: Opt(Type.String({ maxLength: 20, description: 'Read-only: only the value served is accepted.' })),
    cardForm: Opt(CardForm),
  },
  { additionalProperties: false },
);

export const MediumAssignmentSchema = Type.Object({ mediumId: Id, personId: Id }, { additionalProperties: false });

const mediumFilters = {
  ...PagingQuery,
  personId: Type.Optional(Type.Integer({ format: 'int64', description: 'Media assigned to this person.' })),
  lockingSystemId: Type.Optional(Type.Integer({ format: 'int64', description: 'Media of this locking system.' })),
  assignmentStatus: Type.Optional(StringEnum(['ASSIGNED', 'UNASSIGNED'] as const)),
};

export const MediumListQuery = Type.Object(mediumFilters);
export const PhoneListQuery = Type.Object({
  ...mediumFilters,
  phoneNumber: Type.Optional(
    Type.String({ description: 'Part of the number; blanks on either side do not matter (`+43 664 1` finds `+436641…`).' }),
  ),
});

const reason = Type.String({ minLength: 1, maxLength: 50, description: 'Written to the system protocol only.' });
const comment = Type.Optional(Type.String({ maxLength: 500, description: 'Written to the system protocol only.' }));
export const DeactivateQuery = Type.Object({ reason, comment });
export const ReactivateQuery = Type.Object({
  reason,
  comment,
  recoverAuthorizations: Type.Boolean({
    description: 'True restores the authorizations the medium held before its deactivation; false deletes them.',
  }),
});

const placeholders = 'Placeholders {pairingCode} and {validUntil} are filled; without {pairingCode} the code is appended.';
export const SendRegistrationCodeSmsSchema = Type.Object(
  { smsText: Opt(Type.String({ maxLength: 150, description: `Own SMS text. ${placeholders}` })) },
  { additionalProperties: false },
);
export const SendRegistrationCodeMailSchema = Type.Object(
  {
    mailText: Opt(Type.String({ maxLength: 2048, description: `Own e-mail text. ${placeholders}` })),
    mailSubject: Opt(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);

export const ReplacementPersonSchema = Type.Object(
  {
    id: Type.Optional(Type.Integer({ format: 'int64' })),
    name: Type.Optional(Type.String()),
    mediumIdentifier: Type.Optional(Type.String()),
    phoneNumber: Type.Optional(Type.String()),
    registeredOn: Type.Optional(Timestamp),
    lastSynchronizedOn: Type.Optional(Timestamp),
    deactivated: Type.Optional(Type.Boolean()),
  },
  { $id: 'ReplacementPersonDto' },
);

export const PendingPhoneReplacementSchema = Type.Object(
  {
    id: Id,
    replacementStartedOn: Type.Optional(Timestamp),
    sourcePhoneOwner: Type.Optional(Type.Ref(ReplacementPersonSchema)),
    sourcePhone: Type.Optional(Type.Ref(ReplacementPersonSchema)),
  },
  { $id: 'PendingPhoneReplacementDto' },
);

export const PendingPhoneReplacementListSchema = Type.Object({
  pendingPhoneReplacementList: Type.Array(Type.Ref(PendingPhoneReplacementSchema)),
});

/** The specification's names for wire fields (section 2.1: `…Id` names, `mobileNumber`). */
export const PHONE_CREATE_ALIASES = { mobileNumber: 'phoneNumber' };
export const PHONE_ALIASES = { mobileNumber: 'phoneNumber', mediumId: 'id', phoneId: 'id' };
export const CARD_ALIASES = { mediumId: 'id', cardId: 'id' };

export const MEDIUM_SHARED_SCHEMAS = [PhoneSchema, CardSchema, MediumSchema, ReplacementPersonSchema, PendingPhoneReplacementSchema];

export const SimpleMediumSchema = Type.Object(
  {
    id: Id,
    name: Type.Optional(Type.String({ maxLength: 50 })),
    mediumIdentifier: Type.Optional(Type.String({ maxLength: 16 })),
    mediumType: Type.Optional(StringEnum(['PHONE', 'CARD'] as const)),
  },
  { $id: 'SimpleMedium', description: 'Short form of a medium.' },
);
