import { sql, type RawBuilder, type Selectable } from 'kysely';
import type { Db } from '../context.ts';
import type { Database } from './schema.ts';

type VersionedTable = {
  [K in keyof Database]: Database[K] extends { version: number; environment_id: number } ? K : never;
}[keyof Database];

/**
 * The row's next version, computed by the database from the row being updated: a version is never
 * derived from an earlier read, so two writers cannot both write the same next version.
 */
export function nextVersion(column: 'version' | 'settings_version' = 'version'): RawBuilder<number> {
  return sql<number>`${sql.ref(column)} + 1`;
}

export type CasOutcome = 'updated' | 'stale' | 'missing';

/** The update of one row of the environment that still has the version the caller read. */
function casUpdate(
  db: Db,
  table: VersionedTable,
  key: { environmentId: number; id: number; version: number },
  values: Record<string, unknown>,
) {
  return db
    .updateTable(table as 'persons')
    .set({ ...(values as object), version: nextVersion() })
    .where('environment_id', '=', key.environmentId)
    .where('id', '=', key.id)
    .where('version', '=', key.version);
}

/**
 * Compare-and-set update: the row changes only if it still has the version the caller read.
 * Being one SQL statement, it holds across processes and API nodes.
 */
export async function updateIfVersion(
  db: Db,
  table: VersionedTable,
  key: { environmentId: number; id: number; version: number },
  values: Record<string, unknown>,
): Promise<CasOutcome> {
  const result = await casUpdate(db, table, key, values).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return 'updated';
  return whyNotUpdated(db, table, key);
}

/**
 * `updateIfVersion` that answers the changed row itself (`returning *`), sparing the read that
 * would follow the update.
 */
export async function updateIfVersionReturning<T extends VersionedTable>(
  db: Db,
  table: T,
  key: { environmentId: number; id: number; version: number },
  values: Record<string, unknown>,
): Promise<Selectable<Database[T]> | Exclude<CasOutcome, 'updated'>> {
  const row = await casUpdate(db, table, key, values).returningAll().executeTakeFirst();
  if (row) return row as unknown as Selectable<Database[T]>;
  return whyNotUpdated(db, table, key);
}

async function whyNotUpdated(db: Db, table: VersionedTable, key: { environmentId: number; id: number }): Promise<'stale' | 'missing'> {
  const t = table as 'persons';
  const exists = await db
    .selectFrom(t)
    .select('id')
    .where('environment_id', '=', key.environmentId)
    .where('id', '=', key.id)
    .executeTakeFirst();
  return exists ? 'stale' : 'missing';
}
