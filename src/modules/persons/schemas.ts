import { Type } from '@sinclair/typebox';
import {
  CountryCode,
  DateOnly,
  Id,
  LanguageCode,
  Opt,
  PagedList,
  PagingQuery,
  StringEnum,
  Version,
} from '../../kernel/http/schemas/common.ts';

export const Gender = StringEnum(['MALE', 'FEMALE'] as const);

export const personFields = {
  firstName: Type.String({ minLength: 1, maxLength: 50 }),
  lastName: Type.String({ minLength: 1, maxLength: 50 }),
  secondaryIdentification: Opt(Type.String({ maxLength: 50 })),
  gender: Opt(Gender),
  birthday: Opt(DateOnly),
  phone: Opt(Type.String({ maxLength: 50 })),
  emailAddress: Opt(Type.String({ maxLength: 50 })),
  street: Opt(Type.String({ maxLength: 50 })),
  postalCode: Opt(Type.String({ maxLength: 10 })),
  countryCode: Opt(CountryCode),
  city: Opt(Type.String({ maxLength: 50 })),
  comment: Opt(Type.String({ maxLength: 500 })),
  correspondenceLanguageCode: LanguageCode,
};

export const PersonCreateSchema = Type.Object(personFields, { additionalProperties: false });
export const PersonUpdateSchema = Type.Object({ id: Id, version: Version, ...personFields }, { additionalProperties: false });
/** `PUT /v1/persons/{personId}`: the id comes from the path; the body may repeat it. */
export const PersonPathUpdateSchema = Type.Object(
  { id: Type.Optional(Id), version: Version, ...personFields },
  { additionalProperties: false },
);

export const PersonSchema = Type.Object(
  {
    id: Id,
    version: Version,
    firstName: Type.String({ maxLength: 50 }),
    lastName: Type.String({ maxLength: 50 }),
    secondaryIdentification: Type.Optional(Type.String()),
    gender: Type.Optional(Gender),
    birthday: Type.Optional(DateOnly),
    phone: Type.Optional(Type.String()),
    emailAddress: Type.Optional(Type.String()),
    street: Type.Optional(Type.String()),
    postalCode: Type.Optional(Type.String()),
    countryCode: Type.Optional(CountryCode),
    city: Type.Optional(Type.String()),
    comment: Type.Optional(Type.String()),
    correspondenceLanguageCode: LanguageCode,
  },
  { $id: 'Person' },
);

export const PersonPagingListSchema = PagedList('personList', Type.Ref(PersonSchema));

export const PersonListQuery = Type.Object({
  ...PagingQuery,
  firstName: Type.Optional(Type.String({ description: 'Part of the first name, case-insensitive.' })),
  lastName: Type.Optional(Type.String({ description: 'Part of the last name, case-insensitive.' })),
  secondaryIdentification: Type.Optional(Type.String({ description: 'Part of the secondary identification.' })),
  search: Type.Optional(
    Type.String({ description: 'Part of first or last name, secondary identification, e-mail, comment, street, city or country code.' }),
  ),
});

/** The specification calls a person's own id `personId`. */
export const PERSON_ALIASES = { personId: 'id' };
