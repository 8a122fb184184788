import { LANGUAGE_TAGS, type LanguageTag } from './languages.ts';
import { getEventTexts, placeholdersOf, type ProtocolKind } from './translate.ts';

/** Plausible values for the placeholders of protocol texts (documentation and test data set). */
const SAMPLE_VALUES: Record<string, unknown> = {
  mediumIdentifier: 'A7K2M9P4Q1XZ',
  targetMediumIdentifier: 'B4N8R2T6W0YC',
  proxyMediumIdentifier: 'P3H8X2L6D5FG',
  name: 'Anna Berger',
  area: 'Main building',
  aco: 'Office administrator',
  operatorName: 'Office administrator',
  phoneNumber: '+43 664 1234567',
  amount: 50,
  validFrom: '2026-01-01T08:00:00.000Z',
  validTo: '2026-12-31T18:00:00.000Z',
  from: '2026-01-01T00:00:00.000Z',
  to: '2026-01-31T23:59:59.999Z',
  errorCode: 'E042',
};

/** Placeholder names the texts of an event type use in any of the languages (`@cylinderNumber` comes from the lock). */
export function placeholdersOfType(kind: ProtocolKind, type: string, languages: readonly LanguageTag[] = LANGUAGE_TAGS): string[] {
  const names = new Set<string>();
  for (const language of languages) {
    const texts = getEventTexts(kind, type, language);
    if (texts) for (const name of placeholdersOf(texts.detail)) names.add(name);
  }
  names.delete('cylinderNumber');
  return [...names];
}

/**
 * `fields` filling every placeholder of an event type in the languages (all unless given): the
 * given values, else sample values.
 */
export function sampleFields(
  kind: ProtocolKind,
  type: string,
  values: Record<string, unknown> = {},
  languages: readonly LanguageTag[] = LANGUAGE_TAGS,
): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const name of placeholdersOfType(kind, type, languages)) {
    // A nested name (`@a.b`) is also found under the literal key "a.b".
    fields[name] = values[name] ?? SAMPLE_VALUES[name] ?? `${name} 1`;
  }
  return fields;
}
