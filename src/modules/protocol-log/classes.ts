/**
 * CSS classes used in the markup of protocol detail texts.
 *
 * Every `class` attribute in a translation template must name one of these;
 * the stylesheet served with the API (protocol.css) defines each of them.
 */
export const PROTOCOL_CSS_CLASSES = [
  /** a lock / cylinder / wall reader identifier */
  'ac-lock',
  /** an access medium identifier (phone, card, key tag) */
  'ac-medium',
  /** a person */
  'ac-person',
  /** an area */
  'ac-area',
  /** an administrator (access control operator) */
  'ac-operator',
  /** any other inserted value (numbers, names, codes) */
  'ac-value',
  /** a date or timestamp */
  'ac-date',
  /** a successful outcome */
  'ac-success',
  /** a failed outcome */
  'ac-failure',
  /** a partial outcome or a condition needing attention */
  'ac-warning',
] as const;

export type ProtocolCssClass = (typeof PROTOCOL_CSS_CLASSES)[number];
