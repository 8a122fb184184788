import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockingRead } from '../../../src/kernel/db/row-lock.ts';
import { createCustomer } from '../../../src/modules/customers/index.ts';
import { createTestDatabase, depsOnEarlierSchema, TEST_DIALECT, type TestDatabase } from '../../helpers/database.ts';
import { TEST_ACTOR } from '../../helpers/world.ts';

// Runs on the suite's database (SQLite, or PostgreSQL with TEST_DB=postgres).
describe('a locking read', () => {
  let database: TestDatabase;
  let envId: number;
  const NOW = '2026-01-01T00:00:00.000Z';

  beforeAll(async () => {
    database = await createTestDatabase();
    envId = (await createCustomer(depsOnEarlierSchema(database.store), TEST_ACTOR, { accessControlSystemName: 'Locks' })).production.id;
  });
  afterAll(() => database.drop());

  const environmentRow = (db = database.store.db) => db.selectFrom('environments').select('id').where('id', '=', envId);

  it('is a plain read on SQLite, whose writers are serialized already', () => {
    const db = database.store.db;
    for (const keys of [undefined, 'shared'] as const) {
      const { sql: text } = lockingRead(db, environmentRow(), { keys }).compile();
      expect(/ for /.test(text)).toBe(TEST_DIALECT === 'postgres');
    }
  });

  /**
   * Holds the environment's row with a locking read while another transaction inserts a person
   * that refers to it (its foreign key check needs a key share of the row) and tries to take the
   * row itself; both without waiting longer than a moment.
   */
  async function whileLocked(keys: 'shared' | undefined): Promise<{ insert: string; lock: string }> {
    const db = database.store.db;
    return db.transaction().execute(async (holder) => {
      await lockingRead(holder, environmentRow(holder), { keys }).execute();
      const attempt = (work: (tx: typeof db) => Promise<unknown>) =>
        db
          .transaction()
          .execute(async (other) => {
            await sql`set local lock_timeout = '200ms'`.execute(other);
            await work(other);
          })
          .then(
            () => 'done',
            (error: { code?: string }) => error.code ?? 'failed',
          );
      const insert = await attempt((other) =>
        other
          .insertInto('persons')
          .values({
            environment_id: envId,
            version: 1,
            first_name: 'Key',
            last_name: 'Share',
            correspondence_language_code: 'en',
            created_at: NOW,
            updated_at: NOW,
          })
          .execute(),
      );
      const lock = await attempt((other) => lockingRead(other, environmentRow(other), { keys: 'shared' }).execute());
      return { insert, lock };
    });
  }

  it.runIf(TEST_DIALECT === 'postgres')(
    'with shared keys, lets rows that refer to the locked one be inserted, and holds the row itself',
    async () => {
      // 55P03: lock_not_available, the lock timeout ran out.
      expect(await whileLocked('shared')).toEqual({ insert: 'done', lock: '55P03' });
    },
  );

  it.runIf(TEST_DIALECT === 'postgres')('by default, also holds back rows that refer to the locked one', async () => {
    expect(await whileLocked(undefined)).toEqual({ insert: '55P03', lock: '55P03' });
  });
});
