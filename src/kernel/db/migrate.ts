import { Migrator, sql } from 'kysely';
import { migrations } from '../../migrations/index.ts';
import type { Store } from './db.ts';

/** Kysely's table of the migrations a database has run (its default name). */
const MIGRATION_TABLE = 'kysely_migration';

// Kysely looks for its bookkeeping tables in every schema it can see; naming the current one
// keeps several schemas on one PostgreSQL database (tests, tenants) from confusing each other.
async function schemaOf(store: Store): Promise<string | undefined> {
  if (store.dialect !== 'postgres') return undefined;
  return (await sql<{ schema: string }>`select current_schema() as schema`.execute(store.db)).rows[0].schema;
}

async function migratorFor(store: Store, schema?: string): Promise<Migrator> {
  schema ??= await schemaOf(store);
  return new Migrator({ db: store.db, provider: { getMigrations: async () => migrations }, migrationTableSchema: schema });
}

/**
 * Whether the database has run exactly the migrations this code has. The migrator finds that out
 * too, but first reads the columns of every table (10-20 ms of each start on SQLite).
 */
async function hasRunExactly(store: Store, schema: string | undefined): Promise<boolean> {
  const table = schema ? sql`${sql.id(schema)}.${sql.id(MIGRATION_TABLE)}` : sql.id(MIGRATION_TABLE);
  try {
    const { rows } = await sql<{ name: string }>`select name from ${table}`.execute(store.db);
    const ran = new Set(rows.map((row) => row.name));
    return ran.size === Object.keys(migrations).length && Object.keys(migrations).every((name) => ran.has(name));
  } catch {
    return false; // a new database: no table yet
  }
}

export async function migrateToLatest(store: Store): Promise<string[]> {
  const schema = await schemaOf(store);
  if (await hasRunExactly(store, schema)) return [];
  const { error, results } = await (await migratorFor(store, schema)).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Runs the migrations up to and including `name` (tests of a migration start from the schema before it). */
export async function migrateTo(store: Store, name: string): Promise<void> {
  const { error } = await (await migratorFor(store)).migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/** Migrations this code has that the database has not run (empty: the schema is current). */
export async function pendingMigrations(store: Store): Promise<string[]> {
  const all = await (await migratorFor(store)).getMigrations();
  return all.filter((m) => m.executedAt === undefined).map((m) => m.name);
}
