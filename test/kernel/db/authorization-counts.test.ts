import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECT } from '../../helpers/database.ts';
import { newLock } from '../../helpers/locks.ts';
import { createPhone, freshNumber, insertAuthorization } from '../../helpers/media.ts';
import { startWorld, type World } from '../../helpers/world.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

/** The counted authorizations of the test environment: in all, and on each of `lockIds`. */
async function counts(lockIds: number[]): Promise<number[]> {
  const { db } = world.deps.store;
  const sum = async (scope: 'environment' | 'lock', targetId: number) => {
    const row = await db
      .selectFrom('authorization_counts')
      .select((eb) => eb.fn.sum<number>('authorizations').as('n'))
      .where('environment_id', '=', world.a.test.id)
      .where('scope', '=', scope)
      .where('target_id', '=', targetId)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  };
  return [await sum('environment', 0), ...(await Promise.all(lockIds.map((id) => sum('lock', id))))];
}

/** A new phone authorized on a first of two new locks. */
async function authorizationOnNewLocks() {
  const [first, second] = [await newLock(world), await newLock(world)];
  const phone = await createPhone(world, freshNumber());
  const locks = [first.id, second.id];
  const before = await counts(locks);
  const id = await insertAuthorization(world, world.a.test, phone.id, { lockId: first.id });
  return { id, locks, before, second: second.id };
}

describe('authorization counts (migrations 022 and 028)', () => {
  it('follow an insert, a move to another lock, other changes and a delete', async () => {
    const { db } = world.deps.store;
    const { id, locks, before, second } = await authorizationOnNewLocks();
    const [total, first] = before;
    expect(await counts(locks)).toEqual([total + 1, first + 1, 0]);
    await db.updateTable('authorizations').set({ lock_id: second }).where('id', '=', id).execute();
    expect(await counts(locks)).toEqual([total + 1, first, 1]);
    await db.updateTable('authorizations').set({ infos: '[]', version: 2, current_state: 'MODIFIED' }).where('id', '=', id).execute();
    expect(await counts(locks)).toEqual([total + 1, first, 1]);
    await db.deleteFrom('authorizations').where('id', '=', id).execute();
    expect(await counts(locks)).toEqual([total, first, 0]);
  });

  // SQLite's trigger watches the counted columns itself (`after update of`); PostgreSQL's cannot.
  it.runIf(TEST_DIALECT === 'postgres')('are not written by an update that leaves the counted columns alone', async () => {
    const { id, second } = await authorizationOnNewLocks();
    await world.deps.store.db.transaction().execute(async (tx) => {
      // Rows written to the counts by this connection and not yet reported to the statistics:
      // earlier transactions' too, so only differences tell.
      const written = async () => {
        const { rows } = await sql<{ n: string }>`
          select coalesce(sum(n_tup_ins + n_tup_upd + n_tup_del), 0) as n
          from pg_stat_xact_user_tables where relname = 'authorization_counts'`.execute(tx);
        return Number(rows[0].n);
      };
      const before = await written();
      await tx.updateTable('authorizations').set({ infos: '[]', version: 2, current_state: 'MODIFIED' }).where('id', '=', id).execute();
      expect(await written()).toBe(before);
      await tx.updateTable('authorizations').set({ lock_id: second }).where('id', '=', id).execute();
      expect(await written()).toBeGreaterThan(before);
    });
  });
});
