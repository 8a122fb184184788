import { Migrator } from 'kysely';
import { migrations } from './migrations/index.ts';
import type { Store } from './db.ts';

export async function migrateToLatest(store: Store): Promise<string[]> {
  const migrator = new Migrator({ db: store.db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
