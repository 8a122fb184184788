import { sql, type RawBuilder, type Selectable } from 'kysely';
import type { Db } from '../context.ts';
import type { Database } from './schema.ts';
import { prepared } from './prepared.ts';

type VersionedTable = {
  [K in keyof Database]: Database[K] extends { version: number; environment_id: number } ? K : never;
}[keyof Database];

/** Made once, so that a prepared statement knows them by identity (see `prepared`). */
const NEXT_VERSION = {
  version: sql<number>`${sql.ref('version')} + 1`,
  settings_version: sql<number>`${sql.ref('settings_version')} + 1`,
};

/**
 * The row's next version, computed by the database from the row being updated: a version is never
 * derived from an earlier read, so two writers cannot both write the same next version.
 */
export function nextVersion(column: 'version' | 'settings_version' = 'version'): RawBuilder<number> {
  return NEXT_VERSION[column];
}

export type CasOutcome = 'updated' | 'stale' | 'missing';

type CasKey = { environmentId: number; id: number; version: number };

/** The values of a compare-and-set update: the columns to set and, apart from them, the row's key. */
type CasValues = Record<string, unknown> & { $environmentId: number; $id: number; $version: number };

/** The update of one row of the environment that still has the version the caller read, answering the columns `returning` names. */
function casUpdateOf(table: VersionedTable, returning: 'id' | 'all') {
  return prepared((db, { $environmentId, $id, $version, ...values }: CasValues) => {
    const update = db
      .updateTable(table as 'persons')
      .set({ ...(values as object), version: nextVersion() })
      .where('environment_id', '=', $environmentId)
      .where('id', '=', $id)
      .where('version', '=', $version);
    return returning === 'all' ? update.returningAll() : update.returning('id');
  });
}

/** One prepared update per table and answer: writes repeat them, and each is built and compiled once per set of columns. */
const casUpdates = new Map<string, ReturnType<typeof casUpdateOf>>();

function casUpdate(db: Db, table: VersionedTable, key: CasKey, values: Record<string, unknown>, returning: 'id' | 'all') {
  const name = `${table} ${returning}`;
  let update = casUpdates.get(name);
  if (!update) casUpdates.set(name, (update = casUpdateOf(table, returning)));
  return update(db, { ...values, $environmentId: key.environmentId, $id: key.id, $version: key.version });
}

/**
 * Compare-and-set update: the row changes only if it still has the version the caller read.
 * Being one SQL statement, it holds across processes and API nodes.
 */
export async function updateIfVersion(db: Db, table: VersionedTable, key: CasKey, values: Record<string, unknown>): Promise<CasOutcome> {
  const rows = await casUpdate(db, table, key, values, 'id');
  if (rows.length === 1) return 'updated';
  return whyNotUpdated(db, table, key);
}

/**
 * `updateIfVersion` that answers the changed row itself (`returning *`), sparing the read that
 * would follow the update.
 */
export async function updateIfVersionReturning<T extends VersionedTable>(
  db: Db,
  table: T,
  key: CasKey,
  values: Record<string, unknown>,
): Promise<Selectable<Database[T]> | Exclude<CasOutcome, 'updated'>> {
  const [row] = await casUpdate(db, table, key, values, 'all');
  if (row) return row as unknown as Selectable<Database[T]>;
  return whyNotUpdated(db, table, key);
}

/** Whether the environment holds a row of this id: tells a stale version (409) from a missing row (404). */
function rowExistsOf(table: VersionedTable) {
  return prepared((db, p: { environmentId: number; id: number }) =>
    db
      .selectFrom(table as 'persons')
      .select('id')
      .where('environment_id', '=', p.environmentId)
      .where('id', '=', p.id),
  );
}

/** One per table, as `casUpdates`: clients that race each other see many a 409. */
const rowExists = new Map<VersionedTable, ReturnType<typeof rowExistsOf>>();

async function whyNotUpdated(db: Db, table: VersionedTable, key: { environmentId: number; id: number }): Promise<'stale' | 'missing'> {
  let exists = rowExists.get(table);
  if (!exists) rowExists.set(table, (exists = rowExistsOf(table)));
  const rows = await exists(db, { environmentId: key.environmentId, id: key.id });
  return rows.length > 0 ? 'stale' : 'missing';
}
