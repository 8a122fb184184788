import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Deps, EnvironmentRef, RequestContext } from '../../../src/kernel/context.ts';
import { loadConfig } from '../../../src/kernel/config.ts';
import { migrateToLatest } from '../../../src/kernel/db/migrate.ts';
import { unknownEventTypes, type Revision } from '../../../src/kernel/revisions.ts';
import { createCustomer } from '../../../src/modules/customers/index.ts';
import { listSystemProtocol } from '../../../src/modules/protocols/system-protocol.ts';
import { makeDeps } from '../../../src/wiring.ts';
import { createTestDatabase, depsOnEarlierSchema, type TestDatabase } from '../../helpers/database.ts';
import { resetTestData } from '../../helpers/locks.ts';
import { startWorld, TEST_ACTOR, type World } from '../../helpers/world.ts';
import { INSTANTS, WINDOWS } from '../../helpers/midnight-windows.ts';

// The total of a system protocol page filtered by window, event types and user only adds whole
// days from the day counts (migrations 023 and 024) to the entries of its partial first and last
// day, and a page of a type or user asks the day counts first whether there are any. These tests
// compare totals and pages with a plain query of the entries, over windows at and around
// midnight, with the event and user filters and for a client of the older revision (which does
// not see some types), after writes, writers on two API nodes, a reset, and the migrations'
// backfill.

/** A type every revision knows, and one the older revision does not. */
const TYPES = ['CREATE_PERSON', 'API_GENERATE_KEY'];
const OLDER: Revision = '16.20.7';
/** The users (API keys, administrators) entries are written by; null: none. */
const USERS = [null, 3, 4];
/** Filters by user: one with entries, one without, one below the ids any user can have. */
const USER_FILTERS = [undefined, 3, 5, 0];

interface Filter {
  window: { from?: string; to?: string };
  event?: string;
  userId?: number;
}

const PAGE = { offset: 0, limit: 2 };

/** The entries a filter selects, newest first, by a plain query; with a count of them all. */
async function selectedPlainly(db: Db, envId: number, { window, event, userId }: Filter, revision?: Revision) {
  let query = db.selectFrom('system_protocol').where('environment_id', '=', envId);
  if (window.from) query = query.where('created_at', '>=', window.from);
  if (window.to) query = query.where('created_at', '<=', window.to);
  if (event) query = query.where('event_type', '=', event);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  const unknown = unknownEventTypes(revision);
  if (unknown.length > 0) query = query.where('event_type', 'not in', unknown);
  const counted = await query.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
  const page = await query.select('id').orderBy('created_at', 'desc').orderBy('id', 'desc').limit(PAGE.limit).execute();
  return { total: Number(counted.n), ids: page.map((row) => Number(row.id)) };
}

/** Every window with each event type, and with each user filter (of all types, or of the first). */
const FILTERS: Filter[] = WINDOWS.flatMap((window) => [
  ...[undefined, ...TYPES].map((event) => ({ window, event })),
  ...USER_FILTERS.slice(1).flatMap((userId) => [undefined, TYPES[0]].map((event) => ({ window, event, userId }))),
]);

/** Every total and first page equals the plain query's; answers how many of them are not empty. */
async function expectAsSelectedPlainly(deps: Deps, envs: EnvironmentRef[]): Promise<number> {
  let nonZero = 0;
  for (const env of envs) {
    for (const revision of [undefined, OLDER]) {
      const ctx: RequestContext = { env, actor: TEST_ACTOR, revision };
      for (const filter of FILTERS) {
        const { window, event, userId } = filter;
        const { total, items } = await listSystemProtocol(deps, ctx, { ...window, event, userId }, PAGE, false);
        const expected = await selectedPlainly(deps.store.db, env.id, filter, revision);
        const ids = items.map((item) => item.entry.id);
        expect({ total, ids }, `${env.id} ${revision} ${event} ${userId} ${JSON.stringify(window)}`).toEqual(expected);
        if (total > 0) nonZero++;
      }
    }
  }
  return nonZero;
}

/** Entries of both types by every user at every instant, in one statement per environment. */
async function writeEntries(db: Db, envs: EnvironmentRef[]): Promise<void> {
  for (const env of envs) {
    await db
      .insertInto('system_protocol')
      .values(
        INSTANTS.flatMap((at) =>
          TYPES.flatMap((type) =>
            USERS.map((user) => ({
              environment_id: env.id,
              event_type: type,
              fields: '{}',
              lock_id: null,
              lock_identifier: null,
              medium_id: null,
              medium_identifier: null,
              user_id: user,
              administrator_name: 'test',
              created_at: at,
            })),
          ),
        ),
      )
      .execute();
  }
}

describe('total of the system protocol', () => {
  let world: World;
  let envs: EnvironmentRef[];

  beforeAll(async () => {
    world = await startWorld();
    envs = [world.a.test, world.b.test];
    await writeEntries(world.deps.store.db, envs);
  });
  afterAll(() => world.close());

  it('equals the plain count for windows at and around midnight, by event type, user and revision', async () => {
    expect(await expectAsSelectedPlainly(world.deps, envs)).toBeGreaterThan(WINDOWS.length * 4);
  });

  it('stays equal under writers on two API nodes at once, and after a write through the interface', async () => {
    const other = world.db.openAnotherStore();
    try {
      await Promise.all([world.deps.store.db, other.db].flatMap((db) => Array.from({ length: 4 }, () => writeEntries(db, envs))));
    } finally {
      await other.close();
    }
    const created = await world.call('POST', '/v1/persons', {
      body: [{ firstName: 'Total', lastName: 'Test', correspondenceLanguageCode: 'en-UK' }],
    });
    expect(created.status).toBe(200);
    expect(await expectAsSelectedPlainly(world.deps, envs)).toBeGreaterThan(WINDOWS.length * 4);
  });

  it('stays equal after a reset of the test environment, which deletes its entries', async () => {
    await resetTestData(world);
    expect(await expectAsSelectedPlainly(world.deps, envs)).toBeGreaterThan(0);
  });
});

/** Each migration that keeps the day counts, on a database with entries written before it. */
for (const [before, migration] of [
  ['022_authorization_list_at_scale', '023_system_protocol_at_scale'],
  ['023_system_protocol_at_scale', '024_system_protocol_user_day_counts'],
]) {
  describe(`migration ${migration} on a database with system protocol entries`, () => {
    let db: TestDatabase;
    let env: EnvironmentRef;
    beforeAll(async () => {
      db = await createTestDatabase({ upTo: before });
      const created = await createCustomer(
        depsOnEarlierSchema(db.store),
        TEST_ACTOR,
        { accessControlSystemName: `Before ${migration}` },
        { testKey: true },
      );
      env = { id: created.test.id, customerId: created.customer.id, kind: 'TEST', clockOffsetMs: 0 };
      await writeEntries(db.store.db, [env]);
      expect(await migrateToLatest(db.store)).toContain(migration);
    });
    afterAll(() => db.drop());

    it('counts the entries written before it, and keeps counting those written after it', async () => {
      const deps = makeDeps(db.store, loadConfig({}));
      expect(await expectAsSelectedPlainly(deps, [env])).toBeGreaterThan(WINDOWS.length * 4);
      await writeEntries(db.store.db, [env]);
      expect(await expectAsSelectedPlainly(deps, [env])).toBeGreaterThan(WINDOWS.length * 4);
    });
  });
}
