/**
 * Translation of protocol entries: the name of an event type
 * (`event.translations`) and the detail text filled from the entry's `fields`
 * (`details.translations`). Pure functions; the maps returned hold exactly the
 * requested languages.
 */
import { isLockProtocolEventType, isSystemProtocolEventType } from '../protocol-log/index.ts';
import type { LanguageTag } from './languages.ts';
import { translationsOf, type EventTexts } from './translations/index.ts';

export { PROTOCOL_CSS_CLASSES, type ProtocolCssClass } from '../protocol-log/index.ts';

export type ProtocolKind = 'lock' | 'system';

/** Values not taken from `fields`. */
export interface DetailExtras {
  /** Fills `@cylinderNumber`; in the lock protocol this is `lock.lockIdentifier`. */
  cylinderNumber?: string;
}

/** Text shown for a placeholder that has no value (outside optional segments). */
export const MISSING_VALUE = '–';

const PLACEHOLDER = /@([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*)/g;
const OPTIONAL_SEGMENT = /\{([^{}]*)\}/g;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

const ESCAPABLE = /[&<>"']/;

export function escapeHtml(text: string): string {
  // Most values have nothing to escape: a replace allocates its result all the same (112 bytes
  // a name), and a protocol page fills hundreds of placeholders.
  return ESCAPABLE.test(text) ? text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]) : text;
}

/** Placeholder names (without `@`) of a template, in order of appearance, without duplicates. */
export function placeholdersOf(template: string): string[] {
  const names: string[] = [];
  for (const match of template.matchAll(PLACEHOLDER)) {
    if (!names.includes(match[1])) names.push(match[1]);
  }
  return names;
}

/** Name and detail template of an event type in one language; undefined for unknown types. */
export function getEventTexts(kind: ProtocolKind, type: string, language: LanguageTag): EventTexts | undefined {
  const tables = translationsOf(language);
  if (kind === 'lock') return isLockProtocolEventType(type) ? tables.lock[type] : undefined;
  return isSystemProtocolEventType(type) ? tables.system[type] : undefined;
}

/**
 * Names of an event type in the requested languages. An event type missing
 * from the published enum (the server is known to add some) is shown as its code.
 */
export function translateEventType(kind: ProtocolKind, type: string, languages: readonly LanguageTag[]): Record<string, string> {
  const result: Record<string, string> = {};
  for (const language of languages) {
    result[language] = getEventTexts(kind, type, language)?.name ?? type;
  }
  return result;
}

/**
 * Detail texts of an entry in the requested languages: the template of the
 * event type with its placeholders filled from `fields` (HTML-escaped) and
 * `@cylinderNumber` from `extra`. Unknown event types yield their code.
 */
export function translateDetails(
  kind: ProtocolKind,
  type: string,
  fields: Record<string, unknown>,
  languages: readonly LanguageTag[],
  extra?: DetailExtras,
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const language of languages) {
    const texts = getEventTexts(kind, type, language);
    const tables = translationsOf(language);
    result[language] =
      texts === undefined ? escapeHtml(type) : renderTemplate(texts.detail, fields, { yes: tables.yes, no: tables.no, extra });
  }
  return result;
}

export interface RenderOptions {
  /** Words for boolean values (default "yes"/"no"). */
  yes?: string;
  no?: string;
  extra?: DetailExtras;
}

/** A template's text and placeholders in order; an optional segment's parts are kept together. */
type TemplatePart = string | { placeholder: string } | { optional: TemplatePart[]; placeholders: string[] };

/** Texts and placeholders of a piece of template without optional segments. */
function partsOf(text: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push({ placeholder: match[1] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** Templates are few and rendered for every entry of every protocol page: each is parsed once. */
const parsedTemplates = new Map<string, TemplatePart[]>();

function parsedTemplate(template: string): TemplatePart[] {
  let parts = parsedTemplates.get(template);
  if (parts === undefined) {
    parts = [];
    let last = 0;
    for (const match of template.matchAll(OPTIONAL_SEGMENT)) {
      parts.push(...partsOf(template.slice(last, match.index)));
      parts.push({ optional: partsOf(match[1]), placeholders: placeholdersOf(match[1]) });
      last = match.index + match[0].length;
    }
    parts.push(...partsOf(template.slice(last)));
    parsedTemplates.set(template, parts);
  }
  return parts;
}

/**
 * Fills a template: optional `{...}` segments are kept only when all their
 * placeholders have values; other placeholders without a value become
 * MISSING_VALUE. Inserted values are HTML-escaped; the template's own markup
 * is kept. Values are inserted once, so `@` or braces inside them are never re-read.
 */
export function renderTemplate(template: string, fields: Record<string, unknown>, options: RenderOptions = {}): string {
  return fill(parsedTemplate(template), fields, options);
}

// Plain functions, not closures made per call: a protocol page renders a template per entry.
function fill(parts: readonly TemplatePart[], fields: Record<string, unknown>, options: RenderOptions): string {
  let output = '';
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (typeof part === 'string') output += part;
    else if ('placeholder' in part) output += resolve(part.placeholder, fields, options) ?? MISSING_VALUE;
    else if (allResolve(part.placeholders, fields, options)) output += fill(part.optional, fields, options);
  }
  return output;
}

function allResolve(names: readonly string[], fields: Record<string, unknown>, options: RenderOptions): boolean {
  for (let i = 0; i < names.length; i++) if (resolve(names[i], fields, options) === undefined) return false;
  return true;
}

function resolve(name: string, fields: Record<string, unknown>, options: RenderOptions): string | undefined {
  if (name === 'cylinderNumber' && options.extra?.cylinderNumber) return escapeHtml(options.extra.cylinderNumber);
  const text = formatValue(lookupField(fields, name), options);
  return text === undefined ? undefined : escapeHtml(text);
}

function lookupField(fields: Record<string, unknown>, path: string): unknown {
  if (Object.prototype.hasOwnProperty.call(fields, path)) return fields[path];
  let current: unknown = fields;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object' || Array.isArray(current) || !Object.prototype.hasOwnProperty.call(current, part)) {
      return undefined;
    }
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/** Plain-text form of a field value; undefined when there is nothing to show. */
function formatValue(value: unknown, options: RenderOptions): string | undefined {
  switch (typeof value) {
    case 'string':
      return value.trim() === '' ? undefined : value;
    case 'number':
      return Number.isFinite(value) ? String(value) : undefined;
    case 'bigint':
      return String(value);
    case 'boolean':
      return value ? (options.yes ?? 'yes') : (options.no ?? 'no');
    case 'object': {
      if (value === null) return undefined;
      if (Array.isArray(value)) {
        const items = value.map((item) => formatValue(item, options)).filter((item): item is string => item !== undefined);
        return items.length === 0 ? undefined : items.join(', ');
      }
      return JSON.stringify(value);
    }
    default:
      return undefined;
  }
}
