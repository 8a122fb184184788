import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PROTOCOL_CSS_CLASSES } from '../../../src/modules/protocol-log/classes.ts';
import { LOCK_PROTOCOL_EVENT_TYPES, SYSTEM_PROTOCOL_EVENT_TYPES } from '../../../src/modules/protocol-log/event-types.ts';
import { LANGUAGE_TAGS } from '../../../src/modules/protocols/languages.ts';
import { getEventTexts } from '../../../src/modules/protocols/translate.ts';

const css = readFileSync(new URL('../../../src/modules/protocols/static/protocol.css', import.meta.url), 'utf8');

/** Class names that have a rule in the stylesheet (selectors of the form `.name`). */
function definedClasses(stylesheet: string): Set<string> {
  const withoutComments = stylesheet.replace(/\/\*[\s\S]*?\*\//g, '');
  const defined = new Set<string>();
  for (const rule of withoutComments.matchAll(/([^{}]+)\{[^{}]*\}/g)) {
    for (const selector of rule[1].split(',')) {
      const match = /^\s*\.([a-z][a-z0-9-]*)\s*$/.exec(selector);
      if (match) defined.add(match[1]);
    }
  }
  return defined;
}

function classesUsedInTemplates(): Set<string> {
  const used = new Set<string>();
  for (const language of LANGUAGE_TAGS) {
    for (const [kind, types] of [
      ['lock', LOCK_PROTOCOL_EVENT_TYPES],
      ['system', SYSTEM_PROTOCOL_EVENT_TYPES],
    ] as const) {
      for (const type of types) {
        const detail = getEventTexts(kind, type, language)?.detail ?? '';
        for (const match of detail.matchAll(/class="([^"]*)"/g)) {
          for (const cls of match[1].split(/\s+/)) used.add(cls);
        }
      }
    }
  }
  return used;
}

describe('protocol.css', () => {
  const defined = definedClasses(css);
  const used = classesUsedInTemplates();

  it('defines every class used in any template', () => {
    for (const cls of used) expect(defined.has(cls), cls).toBe(true);
  });

  it('templates use only the exported class list', () => {
    for (const cls of used) expect(PROTOCOL_CSS_CLASSES as readonly string[]).toContain(cls);
  });

  it('defines every exported class, and every exported class is used', () => {
    for (const cls of PROTOCOL_CSS_CLASSES) {
      expect(defined.has(cls), cls).toBe(true);
      expect(used.has(cls), cls).toBe(true);
    }
  });

  it('gives outcomes distinct colours and objects a bold weight', () => {
    const colour = (cls: string) => new RegExp(`\\.${cls}\\s*\\{[^}]*color:\\s*([^;]+);`).exec(css)?.[1];
    expect(colour('ac-success')).toBeDefined();
    expect(colour('ac-failure')).toBeDefined();
    expect(colour('ac-success')).not.toBe(colour('ac-failure'));
    expect(css).toMatch(/\.ac-lock,[\s\S]*?\{[^}]*font-weight:\s*(600|700|bold)/);
  });

  it('contains nothing but plain rules', () => {
    expect(css).not.toMatch(/@import|url\(|expression\(|javascript:/i);
  });
});
