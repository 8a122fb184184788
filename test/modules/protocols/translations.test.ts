/**
 * Completeness and consistency of the translation tables: every event type of
 * both enumerations, in every language, has a name and a detail template.
 */
import { describe, expect, it } from 'vitest';
import { PROTOCOL_CSS_CLASSES } from '../../../src/modules/protocol-log/classes.ts';
import { LOCK_PROTOCOL_EVENT_TYPES, SYSTEM_PROTOCOL_EVENT_TYPES } from '../../../src/modules/protocol-log/event-types.ts';
import { LANGUAGE_TAGS, type LanguageTag } from '../../../src/modules/protocols/languages.ts';
import { getEventTexts, placeholdersOf, renderTemplate, type ProtocolKind } from '../../../src/modules/protocols/translate.ts';

const KINDS: ReadonlyArray<{ kind: ProtocolKind; types: readonly string[] }> = [
  { kind: 'lock', types: LOCK_PROTOCOL_EVENT_TYPES },
  { kind: 'system', types: SYSTEM_PROTOCOL_EVENT_TYPES },
];

function texts(kind: ProtocolKind, type: string, language: LanguageTag) {
  const result = getEventTexts(kind, type, language);
  if (!result) throw new Error(`missing ${kind} ${type} in ${language}`);
  return result;
}

/** A value for every placeholder of a template; dotted names become nested objects. */
function sampleFields(template: string): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const name of placeholdersOf(template)) {
    const parts = name.split('.');
    let target = fields;
    for (const part of parts.slice(0, -1)) {
      target[part] ??= {};
      target = target[part] as Record<string, unknown>;
    }
    target[parts[parts.length - 1]] = `value-of-${parts.join('-')}`;
  }
  return fields;
}

const PLACEHOLDER_LEFT = /@[A-Za-z]/;

describe.each(KINDS)('$kind protocol event types', ({ kind, types }) => {
  it.each([...LANGUAGE_TAGS])('%s: every type has a plain-text name', (language) => {
    for (const type of types) {
      const { name } = texts(kind, type, language);
      expect(name.trim(), `${language} ${type}`).not.toBe('');
      expect(name, `${language} ${type}`).toBe(name.trim());
      expect(name, `${language} ${type}`).not.toMatch(/[<>@{}%]|\s{2}/);
      expect(name, `${language} ${type}`).not.toMatch(/^[a-z]/);
    }
  });

  it.each([...LANGUAGE_TAGS])('%s: every type has a detail template that renders without raw placeholders', (language) => {
    for (const type of types) {
      const { detail } = texts(kind, type, language);
      expect(detail.trim(), `${language} ${type}`).not.toBe('');

      const filled = renderTemplate(detail, sampleFields(detail), { extra: { cylinderNumber: 'C-1' } });
      expect(filled, `${language} ${type}`).not.toMatch(PLACEHOLDER_LEFT);
      expect(filled, `${language} ${type}`).not.toMatch(/[{}]/);
      for (const name of placeholdersOf(detail)) {
        if (name !== 'cylinderNumber') expect(filled, `${language} ${type} @${name}`).toContain(`value-of-${name.replaceAll('.', '-')}`);
      }

      const empty = renderTemplate(detail, {});
      expect(empty, `${language} ${type}`).not.toMatch(PLACEHOLDER_LEFT);
      expect(empty, `${language} ${type}`).not.toMatch(/[{}]/);
      expect(empty.replace(/<[^>]*>/g, ''), `${language} ${type}`).not.toMatch(/\s{2}|^\s|\s$/);
    }
  });

  it.each([...LANGUAGE_TAGS])('%s: detail markup is limited to spans with known classes', (language) => {
    const known = new Set<string>(PROTOCOL_CSS_CLASSES);
    for (const type of types) {
      const { detail } = texts(kind, type, language);
      const tags = detail.match(/<[^>]*>/g) ?? [];
      for (const tag of tags) {
        expect(tag, `${language} ${type}`).toMatch(/^<span class="ac-[a-z]+">$|^<\/span>$/);
        const cls = /class="([^"]+)"/.exec(tag)?.[1];
        if (cls !== undefined) expect(known.has(cls), `${language} ${type}: ${cls}`).toBe(true);
      }
      const opening = tags.filter((tag) => tag.startsWith('<span')).length;
      expect(opening, `${language} ${type}`).toBe(tags.length - opening);
      expect(detail, `${language} ${type}`).not.toMatch(/<script|style=|\son[a-z]+=/i);
      // optional segments are flat and balanced
      expect(detail.replace(/\{[^{}]*\}/g, ''), `${language} ${type}`).not.toMatch(/[{}]/);
    }
  });

  it('use the same placeholders in every language', () => {
    for (const type of types) {
      const reference = placeholdersOf(texts(kind, type, 'en-UK').detail).sort();
      for (const language of LANGUAGE_TAGS) {
        expect(placeholdersOf(texts(kind, type, language).detail).sort(), `${language} ${type}`).toEqual(reference);
      }
    }
  });

  it('de-DE and en-UK differ for every type, in name and detail', () => {
    for (const type of types) {
      const de = texts(kind, type, 'de-DE');
      const en = texts(kind, type, 'en-UK');
      expect(de.name, type).not.toBe(en.name);
      expect(de.detail, type).not.toBe(en.detail);
    }
  });

  it('no language copies the English name of any type', () => {
    for (const language of LANGUAGE_TAGS.filter((tag) => tag !== 'en-UK')) {
      for (const type of types) {
        expect(texts(kind, type, language).name, `${language} ${type}`).not.toBe(texts(kind, type, 'en-UK').name);
      }
    }
  });

  it('names are unique within each language', () => {
    for (const language of LANGUAGE_TAGS) {
      const names = types.map((type) => texts(kind, type, language).name);
      const duplicates = names.filter((name, index) => names.indexOf(name) !== index);
      expect(duplicates, language).toEqual([]);
    }
  });
});

describe('shared conventions', () => {
  it('the lock protocol names its lock through @cylinderNumber', () => {
    for (const language of LANGUAGE_TAGS) {
      expect(texts('lock', 'UNLOCKING_SUCCESSFUL', language).detail).toContain('@cylinderNumber');
      expect(texts('lock', 'UNLOCKING_SUCCESSFUL', language).detail).toContain('@mediumIdentifier');
    }
  });

  it('the English unlocking entry reads as documented', () => {
    expect(texts('lock', 'UNLOCKING_SUCCESSFUL', 'en-UK')).toEqual({
      name: 'Unlocking successful',
      detail: '<span class="ac-medium">@mediumIdentifier</span> unlocked <span class="ac-lock">@cylinderNumber</span>',
    });
  });

  it('proxy events mention the relaying phone when known', () => {
    for (const language of LANGUAGE_TAGS) {
      expect(placeholdersOf(texts('lock', 'CYLINDER_SYNCHRONIZATION_AS_PROXY_APP', language).detail)).toContain('proxyMediumIdentifier');
    }
  });

  it('failures are marked with the failure class', () => {
    for (const language of LANGUAGE_TAGS) {
      for (const type of ['UNLOCKING_FAILED', 'CYLINDER_SYNCHRONIZATION_VIA_OTA_FAILED', 'KNOB_INSTALLATION_FAILED_AS_PROXY_APP']) {
        expect(texts('lock', type, language).detail, `${language} ${type}`).toContain('class="ac-failure"');
      }
      expect(texts('system', 'REPLACEMENT_WALLREADER_FAILED', language).detail).toContain('class="ac-failure"');
    }
  });
});
