import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction, type RequestContext } from '../../../src/kernel/context.ts';
import type { LockProtocolEventType, SimpleMedium } from '../../../src/modules/protocol-log/index.ts';
import { recordUnlocking } from '../../../src/modules/protocol-log/index.ts';
import { unlocksPerDay, unlocksPerDayByLock } from '../../../src/modules/protocols/index.ts';
import { TEST_DIALECT } from '../../helpers/database.ts';
import { fixtures } from '../../helpers/fixtures.ts';
import { PlanAudit } from '../../helpers/plan-audit.ts';
import { daysAgo, protocolFixtures } from '../../helpers/protocol-fixtures.ts';
import { startWorld, TEST_ACTOR, type World } from '../../helpers/world.ts';
import { clock } from '../../../src/kernel/clock.ts';

let world: World;
let ctx: RequestContext;
let front: number;
let back: number;
let partner: number;
let foreign: number;
let medium: SimpleMedium;

/** The UTC day `days` days before the test clock's today. */
const day = (days: number) => daysAgo(days).toISOString().slice(0, 10);
/** A moment of that UTC day (whatever time of day the test clock starts at). */
const on = (days: number, minute = 1) => new Date(Date.parse(day(days)) + minute * 60_000);

function unlock(lockId: number, at: Date, options: { env?: RequestContext; type?: LockProtocolEventType; by?: SimpleMedium } = {}) {
  return inTransaction(world.deps, (tx) =>
    recordUnlocking(tx, options.env ?? ctx, { lockId, medium: options.by ?? medium, type: options.type ?? 'UNLOCKING_SUCCESSFUL', at }),
  );
}

beforeAll(async () => {
  world = await startWorld();
  ctx = { env: world.a.production, actor: { kind: 'ADMINISTRATOR', userId: 3, name: 'Ada Admin' } };
  const a = fixtures(world, world.a.production);
  const b = fixtures(world, world.b.production);
  front = (await a.lock()).id;
  back = (await a.lock()).id;
  partner = (await b.lock()).id;
  foreign = (await b.lock()).id;
  await protocolFixtures(world).share(partner, world.b.production, world.a.production);
  medium = { id: (await a.phone()).id, mediumType: 'PHONE' };
  const bMedium: SimpleMedium = { id: (await b.phone()).id, mediumType: 'PHONE' };
  const bCtx = { env: world.b.production, actor: TEST_ACTOR };

  await unlock(front, on(0, 1)); // today
  await unlock(front, on(0, 2)); // today
  await unlock(back, on(0, 3), { type: 'UNLOCKING_SUCCESSFUL_VIA_HANDS_FREE' }); // today
  await unlock(front, on(2)); // two days ago
  await unlock(back, on(6)); // six days ago
  await unlock(front, on(1), { type: 'UNLOCKING_FAILED_NOT_WHITELISTED' }); // not successful
  await unlock(front, on(7)); // before a 7-day window
  await unlock(partner, on(1)); // a's phone on b's lock shared with a: a's entry
  await unlock(partner, on(1), { env: bCtx, by: bMedium }); // b's own phone on its lock: not a's
  await unlock(foreign, on(0), { env: bCtx, by: bMedium }); // another environment entirely
  // Customer a's test environment (its test data set has unlockings of its own) stays apart too.
  const t = fixtures(world, world.a.test);
  await unlock((await t.lock()).id, on(0), { env: t.ctx, by: { id: (await t.phone()).id, mediumType: 'PHONE' } });
});
afterAll(() => world.close());

describe('unlocksPerDay', () => {
  it('counts successful unlockings per UTC day, oldest first, days without any as 0, ending today', async () => {
    expect(clock.now().toISOString().slice(0, 10)).toBe(day(0));
    expect(await unlocksPerDay(world.deps, ctx, { days: 7 })).toEqual([
      { day: day(6), count: 1 },
      { day: day(5), count: 0 },
      { day: day(4), count: 0 },
      { day: day(3), count: 0 },
      { day: day(2), count: 1 },
      { day: day(1), count: 1 },
      { day: day(0), count: 3 },
    ]);
    const month = await unlocksPerDay(world.deps, ctx, { days: 30 });
    expect(month).toHaveLength(30);
    expect(month[0].day).toBe(day(29));
    expect(month.reduce((sum, d) => sum + d.count, 0)).toBe(7);
  });

  it('of one lock, own or shared in; 404 for a lock the environment does not see', async () => {
    const counts = async (lockId: number) => (await unlocksPerDay(world.deps, ctx, { days: 3, lockId })).map((d) => d.count);
    expect(await counts(front)).toEqual([1, 0, 2]);
    expect(await counts(back)).toEqual([0, 0, 1]);
    expect(await counts(partner)).toEqual([0, 1, 0]);
    await expect(unlocksPerDay(world.deps, ctx, { days: 3, lockId: foreign })).rejects.toMatchObject({ status: 404 });
    // The owner sees every unlocking of its lock, by its own media and by the systems it shares it with.
    const owner = { env: world.b.production, actor: TEST_ACTOR };
    expect((await unlocksPerDay(world.deps, owner, { days: 3, lockId: partner })).map((d) => d.count)).toEqual([0, 2, 0]);
  });

  it('follows the environment clock, not the machine date', async () => {
    const ahead = { ...ctx, env: { ...ctx.env, clockOffsetMs: 2 * 24 * 3600_000 } };
    const series = await unlocksPerDay(world.deps, ahead, { days: 3 });
    expect(series.map((d) => d.day)).toEqual([day(0), day(-1), day(-2)]);
    expect(series.map((d) => d.count)).toEqual([3, 0, 0]);
  });

  it('refuses a number of days outside 1 to 366, naming the field', async () => {
    for (const days of [0, 367, 1.5]) {
      await expect(unlocksPerDay(world.deps, ctx, { days })).rejects.toMatchObject({
        status: 400,
        errors: [{ field: 'days', message: expect.any(String) }],
      });
    }
  });
});

describe('unlocksPerDayByLock', () => {
  it('gives every lock the environment sees its series, from one grouped query', async () => {
    const byLock = await unlocksPerDayByLock(world.deps, ctx, { days: 3 });
    expect(byLock.map((l) => [l.lockId, l.series.map((d) => d.count)])).toEqual([
      [front, [1, 0, 2]],
      [back, [0, 0, 1]],
      [partner, [0, 1, 0]],
    ]);
    expect(byLock[0].series.map((d) => d.day)).toEqual([day(2), day(1), day(0)]);
  });
});

describe.runIf(TEST_DIALECT === 'sqlite')('query plans of the statistics', () => {
  it("read the environment's entries by owner and by producer in time order, never every entry with a lock", async () => {
    const audit = new PlanAudit(world.deps.store.db);
    const deps = { ...world.deps, store: { ...world.deps.store, db: world.deps.store.db.withPlugin(audit) } };
    await unlocksPerDay(deps, ctx, { days: 7 });
    await unlocksPerDayByLock(deps, ctx, { days: 7 });
    const counts = await audit.plans((sql) => /from "lock_protocol"/.test(sql));
    expect(counts.length).toBe(2);
    for (const { sql, details } of counts) {
      expect(
        details.filter((d) => d.startsWith('SEARCH')),
        sql,
      ).toEqual([
        expect.stringMatching(
          /^SEARCH lock_protocol USING INDEX lock_protocol_owned_locks_time \(owner_environment_id=\? AND occurred_at>/,
        ),
        expect.stringMatching(/^SEARCH lock_protocol USING INDEX lock_protocol_env_time \(environment_id=\? AND occurred_at>/),
      ]);
    }
  });
});
