import { invalidField } from '../../kernel/errors.ts';
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

/** Stored JSON of `fields`; anything but an object reads as no fields. */
export function parseFields(json: string): Record<string, unknown> {
  const value = JSON.parse(json) as unknown;
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
