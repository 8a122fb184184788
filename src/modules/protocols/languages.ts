/**
 * Language tags of the protocol endpoints (`language` query parameter and the
 * keys of every `translations` map).
 *
 * Tags are case sensitive and have the form `xx-XX`. The published parameter
 * enum spells Slovak as `sk-SL`; that spelling is accepted on input and mapped
 * to the canonical `sk-SK`, which is what appears in responses.
 */

export const LANGUAGE_TAGS = ['cs-CZ', 'de-DE', 'en-UK', 'es-ES', 'fr-FR', 'it-IT', 'nl-NL', 'pl-PL', 'pt-PT', 'sk-SK', 'sv-SE'] as const;

export type LanguageTag = (typeof LANGUAGE_TAGS)[number];

/** Language used when the `language` parameter is absent or empty. */
export const DEFAULT_LANGUAGE: LanguageTag = 'de-DE';

/** Keyword selecting every language. */
export const ALL_LANGUAGES_KEYWORD = 'all';

/** Accepted alternative spellings and the canonical tag they stand for. */
export const LANGUAGE_ALIASES: Readonly<Record<string, LanguageTag>> = {
  'sk-SL': 'sk-SK',
};

const TAG_SET: ReadonlySet<string> = new Set(LANGUAGE_TAGS);

export function isLanguageTag(value: string): value is LanguageTag {
  return TAG_SET.has(value);
}

export type LanguageParamResult = { ok: true; languages: LanguageTag[] } | { ok: false; message: string };

/**
 * Parses the `language` query parameter of the protocol endpoints.
 *
 * - undefined, empty or only blanks/commas: the default language (de-DE)
 * - `all`: all 11 languages in canonical order
 * - one tag or a comma-separated list; blanks around items are ignored, empty
 *   items are skipped and duplicates are removed (first occurrence wins)
 * - `sk-SL` is accepted as `sk-SK`
 *
 * Matching is case sensitive: `de-de` or `ALL` are rejected.
 */
export function parseLanguageParam(value: string | undefined): LanguageParamResult {
  const items = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);

  if (items.length === 0) {
    return { ok: true, languages: [DEFAULT_LANGUAGE] };
  }

  const languages: LanguageTag[] = [];
  for (const item of items) {
    if (item === ALL_LANGUAGES_KEYWORD) {
      for (const tag of LANGUAGE_TAGS) {
        if (!languages.includes(tag)) languages.push(tag);
      }
      continue;
    }
    const tag = isLanguageTag(item) ? item : LANGUAGE_ALIASES[item];
    if (tag === undefined) {
      return {
        ok: false,
        message:
          `Invalid language '${item}'. Allowed values: ${LANGUAGE_TAGS.join(', ')}, ` +
          `${ALL_LANGUAGES_KEYWORD} (or a comma-separated list of them; tags are case sensitive).`,
      };
    }
    if (!languages.includes(tag)) languages.push(tag);
  }
  return { ok: true, languages };
}

/** Each language by its own name, for a reader choosing the language of the texts. */
export const LANGUAGE_NAMES: Readonly<Record<LanguageTag, string>> = {
  'cs-CZ': 'Čeština',
  'de-DE': 'Deutsch',
  'en-UK': 'English',
  'es-ES': 'Español',
  'fr-FR': 'Français',
  'it-IT': 'Italiano',
  'nl-NL': 'Nederlands',
  'pl-PL': 'Polski',
  'pt-PT': 'Português',
  'sk-SK': 'Slovenčina',
  'sv-SE': 'Svenska',
};
