import { Type } from '@sinclair/typebox';
import { SimpleLockSchema } from '../locks/index.ts';
import { SimpleMediumSchema } from '../media/index.ts';
import { LOCK_PROTOCOL_EVENT_CATEGORIES, LOCK_PROTOCOL_EVENT_TYPES, SYSTEM_PROTOCOL_EVENT_TYPES } from '../protocol-log/index.ts';
import { LANGUAGE_TAGS } from './languages.ts';
import { Id, PagedList, PagingQuery, StringEnum, Timestamp } from '../../kernel/http/schemas/common.ts';

/** Where the stylesheet for the markup of protocol texts is served (no API key needed). */
export const PROTOCOL_STYLESHEET_PATH = '/static/protocol.css';
/** A page showing protocol texts of every language rendered with that stylesheet. */
export const PROTOCOL_EXAMPLE_PATH = '/static/protocol-example.html';

export const MARKUP_NOTE =
  `Translation texts carry HTML markup (\`<span class="ac-…">\`); the stylesheet defining those classes is served at ` +
  `[${PROTOCOL_STYLESHEET_PATH}](${PROTOCOL_STYLESHEET_PATH}), and [${PROTOCOL_EXAMPLE_PATH}](${PROTOCOL_EXAMPLE_PATH}) ` +
  'shows texts of every language rendered with it.';

const languageQuery = Type.Optional(
  Type.String({
    description:
      `One language tag, a comma-separated list of them, or \`all\`; default de-DE. Tags: ${LANGUAGE_TAGS.join(', ')} ` +
      '(`sk-SL` is accepted for sk-SK). Every `translations` map holds exactly the requested languages.',
    examples: ['de-DE', 'en-UK,fr-FR', 'all'],
  }),
);
const timestampQuery = (text: string) => Type.Optional(Type.String({ description: text, examples: ['2026-01-31T08:15:00.000Z'] }));
const fromQuery = timestampQuery('Start of the range (UTC, inclusive).');
const toQuery = timestampQuery('End of the range (UTC, inclusive).');

const Translations = Type.Record(Type.String(), Type.String(), { description: 'Language tag → text.' });
/** Free JSON whose keys fill the `@name` placeholders of the detail texts. */
const FreeFields = Type.Object({}, { additionalProperties: true });

export const LockProtocolEntrySchema = Type.Object(
  {
    eventCategory: Type.Optional(StringEnum(LOCK_PROTOCOL_EVENT_CATEGORIES)),
    event: Type.Optional(
      Type.Object({ type: Type.Optional(StringEnum(LOCK_PROTOCOL_EVENT_TYPES)), translations: Type.Optional(Translations) }),
    ),
    details: Type.Optional(Type.Object({ fields: Type.Optional(FreeFields), translations: Type.Optional(Translations) })),
    lockUtcDelta: Type.Optional(Type.Integer({ format: 'int32', description: 'Offset of the lock clock to UTC, in minutes.' })),
    medium: Type.Optional(Type.Ref(SimpleMediumSchema, { description: 'Absent for anonymized entries and entries without medium.' })),
    operatorName: Type.Optional(Type.String()),
    sourceLock: Type.Optional(Type.Boolean()),
    sourceMedium: Type.Optional(Type.Boolean()),
    timestamp: Type.Optional(Timestamp),
  },
  { $id: 'LockProtocolEntry' },
);

export const LockProtocolSchema = Type.Object(
  { lock: Type.Optional(Type.Ref(SimpleLockSchema)), lockProtocol: Type.Optional(Type.Ref(LockProtocolEntrySchema)) },
  { $id: 'LockProtocol', description: 'A protocol entry with the lock it belongs to (no lock for entries of a medium only).' },
);

const echoedWindow = {
  from: Type.Optional(Timestamp),
  to: Type.Optional(Timestamp),
};

export const LockProtocolPagingListSchema = Type.Object(
  { ...echoedWindow, ...PagedList('lockProtocols', Type.Ref(LockProtocolSchema)).properties },
  { $id: 'LockProtocolPagingList' },
);

export const SystemProtocolEntrySchema = Type.Object(
  {
    id: Id,
    event: Type.Optional(
      Type.Object({ type: Type.Optional(StringEnum(SYSTEM_PROTOCOL_EVENT_TYPES)), translations: Type.Optional(Translations) }),
    ),
    details: Type.Optional(Type.Object({ fields: Type.Optional(FreeFields), translations: Type.Optional(Translations) })),
    timestamp: Type.Optional(Timestamp),
    lockIdentifier: Type.Optional(Type.String()),
    lockId: Type.Optional(Type.Integer({ format: 'int64', description: 'Absent when the lock no longer exists.' })),
    mediumIdentifier: Type.Optional(Type.String()),
    mediumId: Type.Optional(Type.Integer({ format: 'int64', description: 'Absent when the medium no longer exists.' })),
  },
  { $id: 'SystemProtocolEntry' },
);

const administrator = {
  administratorName: Type.Optional(Type.String()),
  userId: Type.Optional(Type.Integer({ format: 'int64' })),
};

export const SystemProtocolSchema = Type.Object(
  { ...administrator, systemProtocolEntry: Type.Optional(Type.Ref(SystemProtocolEntrySchema)) },
  { $id: 'SystemProtocol' },
);

export const SystemProtocolPagingListSchema = Type.Object(
  { ...echoedWindow, ...PagedList('systemProtocolList', Type.Ref(SystemProtocolSchema)).properties },
  { $id: 'SystemProtocolPagingList' },
);

export const CreditsProtocolSchema = Type.Object(
  { ...administrator, creditsProtocolEntry: Type.Optional(Type.Ref(SystemProtocolEntrySchema)) },
  { $id: 'CreditsProtocol' },
);

export const CreditsProtocolPagingListSchema = Type.Object(
  { creditsProtocolList: Type.Array(Type.Ref(CreditsProtocolSchema)) },
  { $id: 'CreditsProtocolPagingList', description: 'All credit movements; not paged despite the name.' },
);

export const PROTOCOL_SCHEMAS = [
  SimpleLockSchema,
  SimpleMediumSchema,
  LockProtocolEntrySchema,
  LockProtocolSchema,
  LockProtocolPagingListSchema,
  SystemProtocolEntrySchema,
  SystemProtocolSchema,
  SystemProtocolPagingListSchema,
  CreditsProtocolSchema,
  CreditsProtocolPagingListSchema,
];

const optionalId = (text: string) => Type.Optional(Type.Integer({ minimum: 1, format: 'int64', description: text }));

export const LockProtocolQuery = Type.Object({
  ...PagingQuery,
  lockId: optionalId('Only entries of this lock.'),
  areaId: optionalId('Only entries of the locks of this area.'),
  from: fromQuery,
  to: toQuery,
  language: languageQuery,
});

export const MediumProtocolQuery = Type.Object({
  ...PagingQuery,
  mediumId: optionalId('Only entries of this medium.'),
  from: fromQuery,
  to: toQuery,
  language: languageQuery,
});

export const SystemProtocolQuery = Type.Object({
  ...PagingQuery,
  id: optionalId('Only the entry with this id.'),
  lockId: optionalId('Only entries about this lock.'),
  mediumId: optionalId('Only entries about this medium.'),
  event: Type.Optional(Type.String({ description: 'Only entries of this SystemProtocolEventType.' })),
  userId: Type.Optional(Type.Integer({ format: 'int64', description: 'Only entries made by this user (API key or administrator id).' })),
  administrator: Type.Optional(Type.String({ description: 'Part of the administrator name, case-insensitive.' })),
  from: fromQuery,
  to: toQuery,
  language: languageQuery,
});

export const CreditsProtocolQuery = Type.Object({
  id: optionalId('Only the entry with this id.'),
  userId: Type.Optional(Type.Integer({ format: 'int64', description: 'Only entries made by this user.' })),
  administrator: Type.Optional(Type.String({ description: 'Part of the administrator name, case-insensitive.' })),
  language: languageQuery,
});
