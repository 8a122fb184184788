import { Migrator, sql } from 'kysely';
import { migrations } from './migrations/index.ts';
import type { Store } from './db.ts';

export async function migrateToLatest(store: Store): Promise<string[]> {
  // Kysely looks for its bookkeeping tables in every schema it can see; naming the current one
  // keeps several schemas on one PostgreSQL database (tests, tenants) from confusing each other.
  const schema =
    store.dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(store.db)).rows[0].schema
      : undefined;
  const migrator = new Migrator({ db: store.db, provider: { getMigrations: async () => migrations }, migrationTableSchema: schema });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
