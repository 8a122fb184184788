import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';

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

/** Case-insensitive substring match on a text column, the same on SQLite and PostgreSQL. */
export function containsInsensitive(column: string, value: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${containsPattern(value)} escape '\\'`;
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

/**
 * One page of a filtered query and the total number of matches. `base` holds the filters;
 * `select` adds columns and order. The two queries run side by side (on PostgreSQL over two
 * pooled connections); a window count in one query measured slower on SQLite.
 */
export async function fetchPage<DB, TB extends keyof DB, Row>(
  base: SelectQueryBuilder<DB, TB, {}>,
  select: (query: SelectQueryBuilder<DB, TB, {}>) => SelectQueryBuilder<DB, TB, Row>,
  page: PageRequest,
): Promise<{ total: number; rows: Row[] }> {
  const [counted, rows] = await Promise.all([
    base.select(sql<number>`count(*)`.as('total') as never).executeTakeFirstOrThrow() as Promise<{ total: number }>,
    select(base).limit(page.limit).offset(page.offset).execute(),
  ]);
  return { total: Number(counted.total), rows };
}
