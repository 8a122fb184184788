import { invalidField } from '../../kernel/errors.ts';
import { deepFreeze, sharedJson, TextMemo } from '../../kernel/db/shared-json.ts';
import { withoutPersonalFields } from './anonymization.ts';
import { protocolWindow, type TimeWindow } from './window.ts';
import { parseLanguageParam, type LanguageTag } from './languages.ts';
import { translateDetails, translateEventType, type DetailExtras, type ProtocolKind } from './translate.ts';

/** The languages a protocol request asks for (`language`: a tag, a list or `all`; default de-DE). */
export function requestedLanguages(value: string | undefined): LanguageTag[] {
  const parsed = parseLanguageParam(value);
  if (!parsed.ok) throw invalidField('query/language', parsed.message);
  return parsed.languages;
}

/** The languages and the time range a protocol request asks for (`limited`: the `-limit` rules). */
export function protocolRequest(
  query: { from?: string; to?: string; language?: string },
  limited: boolean,
  now: Date,
): { languages: LanguageTag[]; window: TimeWindow } {
  return { languages: requestedLanguages(query.language), window: protocolWindow(query, limited, now) };
}

/** `event` and `details` of a protocol entry, translated into exactly the requested languages. */
export function translatedEntry(
  kind: ProtocolKind,
  type: string,
  fields: Record<string, unknown>,
  languages: readonly LanguageTag[],
  extra?: DetailExtras,
) {
  return {
    event: { type, translations: translateEventType(kind, type, languages) },
    details: { fields, translations: translateDetails(kind, type, fields, languages, extra) },
  };
}

/** Stored `fields` are an object; anything else reads as no fields. */
function isFields(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Stored JSON of `fields`, a copy of its own to work on. */
export function parseFields(json: string): Record<string, unknown> {
  const value = JSON.parse(json) as unknown;
  return isFields(value) ? value : {};
}

const NO_FIELDS: Readonly<Record<string, unknown>> = Object.freeze({});

/** Stored JSON of `fields` to show, shared and frozen (see sharedJson). */
function shownFields(json: string): Record<string, unknown> {
  const value = sharedJson<unknown>(json);
  return isFields(value) ? value : NO_FIELDS;
}

/**
 * Counted by their keys (about 150 characters): a quarter of sharedJson's budget, some 1 700
 * entries, as each holds texts of its languages (all of them: some 10 kB) besides its key.
 */
const renderedEntries = new TextMemo<object>(1 << 18);

/**
 * `event` and `details` of a protocol entry, rendered once for each distinct entry and shared
 * (frozen) between the pages that show it: an entry never changes once written, and parsing its
 * fields and filling its templates took a fifth of a page's time. `key` holds everything else the
 * texts are made of (kind, event type, languages, lock identifier); `anonymized` leaves out the
 * personal fields (see anonymization.ts).
 */
export function sharedEntryTexts<T extends object>(
  key: string,
  fieldsJson: string,
  anonymized: boolean,
  render: (fields: Record<string, unknown>) => T,
): T {
  return renderedEntries.get(`${key}\u0000${anonymized ? 1 : 0}\u0000${fieldsJson}`, () => {
    const stored = shownFields(fieldsJson);
    return deepFreeze(render(anonymized ? withoutPersonalFields(stored) : stored));
  }) as T;
}
