import { sql } from 'kysely';
import type { Store } from './db.ts';

/**
 * PostgreSQL chooses indexes by table statistics, which autovacuum keeps up to date. Without
 * them it plans for tables of unknown size, and a connection keeps the plan it made at a
 * statement's first run (`force_generic_plan`, see db.ts) until the table is analyzed: a plan
 * made while a table was small stays as it grows. SQLite plans without statistics by design.
 */
export interface StatisticsSettings {
  /** autovacuum and the counts it works from (track_counts) are on for the server. */
  autovacuum: boolean;
  /** Tables of the service's schema whose own setting switches autovacuum off. */
  tablesWithoutAutovacuum: string[];
}

/** The settings that keep PostgreSQL's statistics; undefined on SQLite. */
export async function readStatisticsSettings(store: Store): Promise<StatisticsSettings | undefined> {
  if (store.dialect !== 'postgres') return undefined;
  const server = await sql<{
    on: boolean;
  }>`select current_setting('autovacuum') = 'on' and current_setting('track_counts') = 'on' as "on"`.execute(store.db);
  const tables = await sql<{ name: string }>`select relname as name from pg_class
    where relnamespace = current_schema()::regnamespace and relkind = 'r'
      and 'autovacuum_enabled=false' = any(coalesce(reloptions, '{}'))
    order by relname`.execute(store.db);
  return { autovacuum: server.rows[0].on, tablesWithoutAutovacuum: tables.rows.map((r) => r.name) };
}

/** What the operator should know when statistics are not kept, or undefined. */
export function statisticsWarning(settings: StatisticsSettings | undefined): string | undefined {
  const advice = 'plans are made for tables of unknown size and kept as they grow; switch autovacuum on, or run ANALYZE regularly';
  if (!settings) return undefined;
  if (!settings.autovacuum) return `PostgreSQL keeps no table statistics (autovacuum or track_counts is off): ${advice}`;
  if (settings.tablesWithoutAutovacuum.length > 0) {
    return `PostgreSQL keeps no statistics of ${settings.tablesWithoutAutovacuum.join(', ')} (autovacuum_enabled=false): ${advice}`;
  }
  return undefined;
}
