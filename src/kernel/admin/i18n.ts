/**
 * The web administration's own texts. Each feature keeps its dictionary beside its pages
 * (`defineMessages`); English is complete and the fallback, German is offered, and a dictionary
 * may add any of the other languages of the interface by adding its key: nothing else changes.
 */
export const ADMIN_LANGUAGES = ['en', 'de', 'cs', 'es', 'fr', 'it', 'nl', 'pl', 'pt', 'sk', 'sv'] as const;
export type AdminLanguage = (typeof ADMIN_LANGUAGES)[number];

/** Languages with a complete dictionary, offered to choose from. */
export const OFFERED_LANGUAGES: Record<string, string> = { en: 'English', de: 'Deutsch' };

export function isOfferedLanguage(value: unknown): value is AdminLanguage {
  return typeof value === 'string' && Object.hasOwn(OFFERED_LANGUAGES, value);
}

/** The first offered language of an Accept-Language header; English otherwise. */
export function languageFromHeader(header: string | undefined): AdminLanguage {
  for (const part of (header ?? '').split(',')) {
    const primary = part.trim().slice(0, 2).toLowerCase();
    if (isOfferedLanguage(primary)) return primary;
  }
  return 'en';
}

export type Translate<K extends string> = (lang: AdminLanguage, key: K, params?: Record<string, string | number>) => string;

/**
 * A feature's dictionary: English names every key (so a missing translation shows English, never
 * a key), other languages translate what they have. `{name}` placeholders are filled from params.
 */
export function defineMessages<K extends string>(
  dictionaries: { en: Record<K, string> } & Partial<Record<Exclude<AdminLanguage, 'en'>, Partial<Record<K, string>>>>,
): Translate<K> {
  return (lang, key, params) => {
    const text = (dictionaries as Partial<Record<AdminLanguage, Partial<Record<K, string>>>>)[lang]?.[key] ?? dictionaries.en[key];
    return params ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole)) : text;
  };
}
