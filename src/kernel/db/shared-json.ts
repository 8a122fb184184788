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

/** Values made from a text, each once while it is held; all are let go when the keys reach `maxChars`. */
export class TextMemo<V> {
  private readonly values = new Map<string, V>();
  private heldChars = 0;

  constructor(private readonly maxChars = MAX_HELD_CHARS) {}

  get(key: string, make: (key: string) => V): V {
    let value = this.values.get(key);
    if (value === undefined) {
      value = make(key);
      if (this.heldChars + key.length > this.maxChars) {
        this.values.clear();
        this.heldChars = 0;
      }
      this.values.set(key, value);
      this.heldChars += key.length;
    }
    return value;
  }
}

export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    for (const field of Object.values(value)) deepFreeze(field);
    Object.freeze(value);
  }
  return value;
}

const parsed = new TextMemo<unknown>();
const parseFrozen = (text: string) => deepFreeze(JSON.parse(text) as unknown);

/**
 * The value of a stored JSON text, shared and frozen. Typed as a plain value, as the answer
 * types the routes check are; only answers may hold it.
 */
export function sharedJson<T>(text: string): T {
  return parsed.get(text, parseFrozen) as T;
}
