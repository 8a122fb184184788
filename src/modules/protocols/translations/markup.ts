/**
 * Building blocks for detail templates.
 *
 * Template syntax (interpreted by translate.ts):
 * - `@name` is a placeholder filled from the entry's `fields`; `@a.b` reads the
 *   nested value `fields.a.b` (or a literal key "a.b").
 * - `{ ... }` is an optional segment: it is dropped when any placeholder in it
 *   has no value. Segments do not nest; braces are not used otherwise.
 * - Markup is limited to `<span class="ac-...">` elements with the classes of
 *   ../classes.ts.
 *
 * Language modules compose their templates from the constants below, so the
 * field names and CSS classes are spelled in one place only.
 */
import type { ProtocolCssClass } from '../../protocol-log/index.ts';

export function span(cls: ProtocolCssClass, content: string): string {
  return `<span class="${cls}">${content}</span>`;
}

/** Wraps text in an optional segment (dropped when one of its placeholders is empty). */
export function opt(text: string): string {
  return `{${text}}`;
}

/** A generic value placeholder. */
export function value(field: string): string {
  return span('ac-value', `@${field}`);
}

/** A date / timestamp placeholder. */
export function date(field: string): string {
  return span('ac-date', `@${field}`);
}

export function success(text: string): string {
  return span('ac-success', text);
}

export function failure(text: string): string {
  return span('ac-failure', text);
}

export function warning(text: string): string {
  return span('ac-warning', text);
}

/** Lock identifier; in the lock protocol filled from `lock.lockIdentifier`. */
export const LOCK = span('ac-lock', '@cylinderNumber');
/** Identifier of the medium concerned. */
export const MEDIUM = span('ac-medium', '@mediumIdentifier');
/** Smartphone that relayed an event as proxy app. */
export const PROXY_MEDIUM = span('ac-medium', '@proxyMediumIdentifier');
/** A person (system protocol key `name`). */
export const PERSON = span('ac-person', '@name');
/** An area (system protocol key `area`). */
export const AREA = span('ac-area', '@area');
/** An administrator in the system protocol (key `aco`). */
export const ACO = span('ac-operator', '@aco');
/** The administrator named in a lock protocol entry (key `operatorName`). */
export const OPERATOR = span('ac-operator', '@operatorName');
/** A phone number. */
export const PHONE_NUMBER = value('phoneNumber');
/** A generic name (API key, time zone, holiday, customer, ...). */
export const NAME = value('name');
/** Amount of credits. */
export const AMOUNT = value('amount');
/** Start and end of a validity period. */
export const VALID_FROM = date('validFrom');
export const VALID_TO = date('validTo');
/** Error code reported with a failure. */
export const ERROR_CODE = value('errorCode');
