/**
 * Functions that build an object with one object literal, for rows whose columns are known only
 * at run time. V8 keeps such objects in fast mode with one shape for all of them; an object
 * given its keys one at a time (`row[name] = value`) is built through a transition per key, and
 * past 16 keys becomes a hash table whose every later read costs a lookup (measured: 30 columns,
 * 2 µs per row instead of 0.06).
 */

/** How one field of the built object is read from the argument. */
export type FieldSource = { key: string } & ({ index: number } | { from: string });

const builders = new Map<string, (argument: never) => Record<string, unknown>>();

/**
 * A function that makes `{ key: argument[index or from], … }` for the given fields, compiled
 * once per list of fields. In a literal, as in SQLite's answer, a later field of the same key wins.
 */
export function literalBuilder<A>(fields: readonly FieldSource[]): (argument: A) => Record<string, unknown> {
  const sources = fields.map((field) => ('index' in field ? String(field.index) : JSON.stringify(field.from)));
  const cacheKey = fields.map((field, i) => `${field.key}\0${sources[i]}`).join('\0\0');
  let build = builders.get(cacheKey);
  if (!build) {
    if (fields.some((field) => field.key === '__proto__')) {
      // A literal's `"__proto__":` would set the prototype instead of a field.
      const at = fields.map((field) => ('index' in field ? field.index : field.from));
      build = (argument: never) =>
        Object.fromEntries(fields.map((field, i) => [field.key, (argument as Record<string | number, unknown>)[at[i]]]));
    } else {
      const body = fields.map((field, i) => `${JSON.stringify(field.key)}: argument[${sources[i]}]`).join(', ');
      build = new Function('argument', `return { ${body} };`) as (argument: never) => Record<string, unknown>;
    }
    builders.set(cacheKey, build);
  }
  return build as (argument: A) => Record<string, unknown>;
}
