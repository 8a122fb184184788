import { Type } from '@sinclair/typebox';
import { PHONE_NUMBER_PATTERN } from '../media/index.ts';
import { AuthorizationSchema, FixedMediumSimpleAuthorizationCreateSchema } from '../authorizations/index.ts';
import { Id, Opt } from '../../kernel/http/schemas/common.ts';
import { PhoneSchema } from '../media/index.ts';
import { PersonCreateSchema, personFields, PersonSchema } from '../persons/index.ts';

const SendAKeyPhoneSchema = Type.Object(
  {
    id: Opt(Id),
    phoneNumber: Opt(Type.String({ minLength: 1, maxLength: 50, pattern: PHONE_NUMBER_PATTERN })),
    name: Opt(Type.String({ maxLength: 50 })),
  },
  { additionalProperties: false, description: 'An existing phone (id) or a new one (phoneNumber; a number in use is allowed).' },
);

const PersonCreateMailSchema = Type.Object(
  { ...personFields, emailAddress: Type.String({ minLength: 1, maxLength: 50 }) },
  { additionalProperties: false },
);

export const SendAKeySmsRequestSchema = Type.Object(
  {
    phone: SendAKeyPhoneSchema,
    person: Opt(PersonCreateSchema),
    authorization: Opt(FixedMediumSimpleAuthorizationCreateSchema),
    smsText: Opt(Type.String({ maxLength: 150 })),
  },
  { additionalProperties: false },
);

export const SendAKeyMailRequestSchema = Type.Object(
  {
    phone: SendAKeyPhoneSchema,
    person: PersonCreateMailSchema,
    authorization: Opt(FixedMediumSimpleAuthorizationCreateSchema),
    mailText: Opt(Type.String({ maxLength: 2048 })),
    mailSubject: Opt(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);

export const SendAKeyResponseSchema = Type.Object(
  {
    phone: Type.Ref(PhoneSchema),
    person: Type.Optional(Type.Ref(PersonSchema)),
    authorization: Type.Optional(Type.Ref(AuthorizationSchema)),
  },
  { $id: 'SendAKeyResponse' },
);

/** The specification's names for the phone number and the phone's id. */
export const SEND_A_KEY_ALIASES = { 'phone.mobileNumber': 'phoneNumber', 'phone.phoneId': 'id' };
