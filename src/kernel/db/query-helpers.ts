import { sql, type Expression, type SqlBool } from 'kysely';

export interface PageRequest {
  offset: number;
  limit: number;
}

export interface Page<T> {
  offset: number;
  total: number;
  items: T[];
}

/** `%value%` for LIKE, with the wildcards of the value itself escaped. */
export function containsPattern(value: string): string {
  return `%${value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** containsPattern of a filter value; none for an empty or absent one (an empty filter is no filter). */
export function containsPatternOf(value: string | undefined): string | undefined {
  return value ? containsPattern(value) : undefined;
}

/** Case-insensitive substring match on a text column, the same on SQLite and PostgreSQL. */
export function containsInsensitive(column: string, value: string): Expression<SqlBool> {
  return matchesPattern(column, containsPattern(value));
}

/** A text column, lowercased, matches a pattern of containsPattern (a prepared statement's value). */
export function matchesPattern(column: string, pattern: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

/** 0/1 columns to booleans and back (see the storage conventions in 001_foundation). */
export const toBool = (value: number | null | undefined): boolean => value === 1 || (value as unknown) === true;
export const fromBool = (value: boolean | undefined): number => (value ? 1 : 0);

/** Drops keys whose value is null or undefined, so optional wire fields are absent rather than null. */
export function withoutEmpty<T extends Record<string, unknown>>(value: T): { [K in keyof T]: Exclude<T[K], null> } {
  // for…in, not Object.entries: every object of every answer passes here, and the pairs cost.
  const out: Record<string, unknown> = {};
  for (const k in value) {
    const v = value[k];
    if (v !== null && v !== undefined) out[k] = v;
  }
  return out as { [K in keyof T]: Exclude<T[K], null> };
}
