import { COUNTRY_CODES, LANGUAGE_CODES } from '../../codes.ts';
import { Type, type TSchema, type Static, type TUnsafe } from '@sinclair/typebox';
import { codesOfStatus } from '../../error-codes.ts';

/** A string enum as a plain JSON-schema `enum` (one clear error message instead of a union's). */
export function StringEnum<const T extends readonly string[]>(values: T, options: Record<string, unknown> = {}): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}

/** An optional input field that also accepts `null` (some generated clients send null for unset fields). */
export function Opt<T extends TSchema>(schema: T) {
  const s = schema as unknown as { type?: string; enum?: unknown[] };
  const widened = {
    ...schema,
    ...(s.type ? { type: [s.type, 'null'] } : {}),
    ...(s.enum ? { enum: [...s.enum, null] } : {}),
  };
  return Type.Optional(Type.Unsafe<Static<T> | null>(widened));
}

/**
 * A body that is one object or a non-empty list of them: the specification updates one object,
 * the public interface a list. See `oneOrMany` for the answer in the same form.
 */
export function OneOrMany<T extends TSchema>(item: T, listOptions: Record<string, unknown> = {}) {
  return Type.Union([item, Type.Array(item, { minItems: 1, maxItems: MAX_LIST_ITEMS, ...listOptions })], {
    description: 'One object, or a list of them (all or none); the answer has the same form.',
  });
}

/** Ids are below 2^53: every JSON client reads them as exact numbers. */
export const MAX_ID = Number.MAX_SAFE_INTEGER;
/** The most objects one list request (create, update, delete, assign …) may name; documented in the README. */
export const MAX_LIST_ITEMS = 1000;

export const Id = Type.Integer({ minimum: 1, maximum: MAX_ID, format: 'int64' });
export const IdList = Type.Array(Id, { minItems: 1, maxItems: MAX_LIST_ITEMS });
/** Versions are stored as 32-bit integers; the wire format stays the reference's int64. */
export const Version = Type.Integer({ minimum: 0, maximum: 2_147_483_647, format: 'int64' });

/** Timestamps the server writes: UTC with milliseconds and `Z`. */
export const Timestamp = Type.String({ format: 'date-time', maxLength: 24, examples: ['2026-01-31T08:15:00.000Z'] });
export const DateOnly = Type.String({ format: 'date', maxLength: 10, examples: ['2026-01-31'] });

/** The specification's code lists (section 2.1), as input and output fields. */
export const LanguageCode = StringEnum(LANGUAGE_CODES, { description: 'Correspondence language, case sensitive.' });
export const CountryCode = StringEnum(COUNTRY_CODES, { maxLength: 3, description: 'ISO 3166-1 alpha-3, upper case.' });

/** A field that answers carry and updates may echo back: accepted and ignored on input. */
export const ReadOnly = (description = 'Read-only; ignored on input.') => Type.Optional(Type.Unknown({ description }));

export const PagingQuery = {
  offset: Type.Integer({ minimum: 0, maximum: 1_000_000_000, default: 0, description: 'Entries skipped from the start of the list.' }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20, description: 'Page size, at most 100.' }),
};

/** A paged answer: `{offset, total, <listName>: [...]}`; past the end the list is empty. */
export function PagedList<T extends TSchema>(listName: string, item: T) {
  return Type.Object({
    offset: Type.Integer({ format: 'int64' }),
    total: Type.Integer({ format: 'int64' }),
    [listName]: Type.Array(item),
  });
}

export const ProblemSchema = Type.Object(
  {
    type: Type.String(),
    title: Type.String(),
    status: Type.Integer(),
    detail: Type.String(),
    code: Type.String({
      description: 'Stable machine-readable error code; each status lists its codes (a client must still accept codes added later).',
    }),
    errors: Type.Optional(Type.Array(Type.Object({ field: Type.String(), message: Type.String() }))),
  },
  { $id: 'Problem', description: 'RFC 9457 problem details' },
);

const PROBLEM_MEANINGS: Record<number, string> = {
  400: 'Invalid request: the problem names each offending field',
  401: 'X-API-Key missing, unknown or revoked',
  403: 'Not allowed in this state or for this caller',
  404: 'Object not found in this environment',
  409: 'Conflict: stale version or object already exists',
  412: 'If-Match names a version that is no longer current',
  413: 'Request body too large',
  415: 'Body is not application/json',
  422: 'The Idempotency-Key was sent before with a different request',
  429: 'Daily request quota or per-key rate limit used up',
};

/** The documentation of each status, made once: several hundred routes ask for the same few. */
const problemDescriptions = new Map<number, string>();

function problemDescription(status: number): string {
  let description = problemDescriptions.get(status);
  if (description === undefined) {
    description = `${PROBLEM_MEANINGS[status]}. Codes: ${codesOfStatus(status).join(', ')}.`;
    problemDescriptions.set(status, description);
  }
  return description;
}

/** Error responses of a route, documented with the problem schema (401 and 429 apply to all). */
export function problemResponses(...statuses: number[]) {
  const out: Record<number, TSchema> = {};
  for (const status of [...new Set([...statuses, 401, 429])].sort()) {
    out[status] = Type.Ref(ProblemSchema, { description: problemDescription(status) });
  }
  return out;
}
