import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStatisticsSettings, statisticsWarning } from '../../../src/kernel/db/planner-statistics.ts';
import { createTestDatabase, TEST_DIALECT, type TestDatabase } from '../../helpers/database.ts';

describe('the statistics PostgreSQL plans by', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  it.runIf(TEST_DIALECT === 'sqlite')('are none of SQLite, which plans without them: nothing to warn of', async () => {
    expect(await readStatisticsSettings(db.store)).toBeUndefined();
    expect(statisticsWarning(undefined)).toBeUndefined();
  });

  it.runIf(TEST_DIALECT === 'postgres')("are read from the server's settings and the tables' own", async () => {
    const server = await sql<{ autovacuum: string; counts: string }>`select current_setting('autovacuum') as autovacuum,
      current_setting('track_counts') as counts`.execute(db.store.db);
    const before = await readStatisticsSettings(db.store);
    expect(before).toEqual({
      autovacuum: server.rows[0].autovacuum === 'on' && server.rows[0].counts === 'on',
      tablesWithoutAutovacuum: [],
    });
    await sql`alter table authorizations set (autovacuum_enabled = false)`.execute(db.store.db);
    expect((await readStatisticsSettings(db.store))?.tablesWithoutAutovacuum).toEqual(['authorizations']);
  });

  it('warn when autovacuum is off for the server or for a table, naming the tables', () => {
    expect(statisticsWarning({ autovacuum: true, tablesWithoutAutovacuum: [] })).toBeUndefined();
    expect(statisticsWarning({ autovacuum: false, tablesWithoutAutovacuum: [] })).toMatch(
      /^PostgreSQL keeps no table statistics .*run ANALYZE regularly$/,
    );
    expect(statisticsWarning({ autovacuum: true, tablesWithoutAutovacuum: ['authorizations', 'media'] })).toMatch(
      /^PostgreSQL keeps no statistics of authorizations, media \(autovacuum_enabled=false\)/,
    );
  });
});
