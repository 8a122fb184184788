import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGE_TAGS, isLanguageTag, parseLanguageParam } from '../../../src/modules/protocols/languages.ts';

function languagesOf(value: string | undefined) {
  const result = parseLanguageParam(value);
  if (!result.ok) throw new Error(`expected ok, got: ${result.message}`);
  return result.languages;
}

function errorOf(value: string | undefined) {
  const result = parseLanguageParam(value);
  if (result.ok) throw new Error(`expected an error, got: ${result.languages.join(',')}`);
  return result.message;
}

describe('language tags', () => {
  it('lists the 11 tags of the interface', () => {
    expect(LANGUAGE_TAGS).toEqual(['cs-CZ', 'de-DE', 'en-UK', 'es-ES', 'fr-FR', 'it-IT', 'nl-NL', 'pl-PL', 'pt-PT', 'sk-SK', 'sv-SE']);
    expect(DEFAULT_LANGUAGE).toBe('de-DE');
  });

  it('recognises tags case-sensitively', () => {
    expect(isLanguageTag('en-UK')).toBe(true);
    expect(isLanguageTag('en-uk')).toBe(false);
    expect(isLanguageTag('sk-SL')).toBe(false);
  });
});

describe('parseLanguageParam', () => {
  it('defaults to de-DE when absent or empty', () => {
    expect(languagesOf(undefined)).toEqual(['de-DE']);
    expect(languagesOf('')).toEqual(['de-DE']);
    expect(languagesOf('  ')).toEqual(['de-DE']);
    expect(languagesOf(' , ,')).toEqual(['de-DE']);
  });

  it('accepts a single tag', () => {
    expect(languagesOf('en-UK')).toEqual(['en-UK']);
    expect(languagesOf('pl-PL')).toEqual(['pl-PL']);
  });

  it('accepts every published tag on its own', () => {
    for (const tag of LANGUAGE_TAGS) expect(languagesOf(tag)).toEqual([tag]);
  });

  it('accepts a comma-separated list, keeping order, tolerating blanks and removing duplicates', () => {
    expect(languagesOf('en-UK,de-DE')).toEqual(['en-UK', 'de-DE']);
    expect(languagesOf(' fr-FR , it-IT ,, fr-FR ')).toEqual(['fr-FR', 'it-IT']);
    expect(languagesOf('de-DE,de-DE')).toEqual(['de-DE']);
  });

  it('expands `all` to every language', () => {
    expect(languagesOf('all')).toEqual([...LANGUAGE_TAGS]);
    expect(languagesOf('en-UK,all')).toHaveLength(LANGUAGE_TAGS.length);
  });

  it('accepts the published spelling sk-SL as sk-SK', () => {
    expect(languagesOf('sk-SL')).toEqual(['sk-SK']);
    expect(languagesOf('sk-SL,sk-SK,cs-CZ')).toEqual(['sk-SK', 'cs-CZ']);
  });

  it('rejects unknown tags, naming the tag and the allowed values', () => {
    const message = errorOf('xx-YY');
    expect(message).toContain("'xx-YY'");
    for (const tag of LANGUAGE_TAGS) expect(message).toContain(tag);
    expect(message).toContain('all');
    expect(errorOf('de-DE,en-US')).toContain("'en-US'");
    expect(errorOf('de')).toContain("'de'");
  });

  it('is case sensitive', () => {
    expect(errorOf('de-de')).toContain("'de-de'");
    expect(errorOf('EN-UK')).toContain("'EN-UK'");
    expect(errorOf('ALL')).toContain("'ALL'");
    expect(errorOf('sk-sl')).toContain("'sk-sl'");
  });
});
