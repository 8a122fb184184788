/**
 * JSON columns that answers show as stored (an authorization's infos): each distinct text is
 * parsed once and its value shared between the rows and requests that hold the same text. The
 * value is frozen throughout, so a caller that tries to change it fails instead of changing what
 * others read; code that works on the value (the authorization rules) parses its own copy.
 *
 * Parsing was the largest cost of an authorization list after its statements (11 rows: 12 of
 * 75 µs in-process); a lookup hashes and compares the text instead, and few texts recur often
 * (most authorizations hold one of a handful of infos).
 */

/** Characters of text kept as keys before the memory starts over (a few MB at most). */
const MAX_HELD_CHARS = 1 << 20;

const parsed = new Map<string, unknown>();
let heldChars = 0;

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    for (const field of Object.values(value)) deepFreeze(field);
    Object.freeze(value);
  }
  return value;
}

/**
 * The value of a stored JSON text, shared and frozen. Typed as a plain value, as the answer
 * types the routes check are; only answers may hold it.
 */
export function sharedJson<T>(text: string): T {
  let value = parsed.get(text);
  if (value === undefined) {
    value = deepFreeze(JSON.parse(text) as unknown);
    if (heldChars + text.length > MAX_HELD_CHARS) {
      parsed.clear();
      heldChars = 0;
    }
    parsed.set(text, value);
    heldChars += text.length;
  }
  return value as T;
}
