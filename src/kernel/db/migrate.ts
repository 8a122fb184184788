import { Migrator, sql } from 'kysely';
import { migrations } from '../../migrations/index.ts';
import type { Store } from './db.ts';

async function migratorFor(store: Store): Promise<Migrator> {
  // Kysely looks for its bookkeeping tables in every schema it can see; naming the current one
  // keeps several schemas on one PostgreSQL database (tests, tenants) from confusing each other.
  const schema =
    store.dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(store.db)).rows[0].schema
      : undefined;
  return new Migrator({ db: store.db, provider: { getMigrations: async () => migrations }, migrationTableSchema: schema });
}

export async function migrateToLatest(store: Store): Promise<string[]> {
  const { error, results } = await (await migratorFor(store)).migrateToLatest();
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
