import { badRequest } from '../../../kernel/errors.ts';
import { toIso } from '../../../kernel/time.ts';
import { lockRow } from '../../../kernel/db/row-lock.ts';
import { prepared } from '../../../kernel/db/prepared.ts';
import { forgetAuthenticatedKeys } from '../../api-keys/index.ts';
import { envNow, inTransaction, type Db, type Deps, type RequestContext } from '../../../kernel/context.ts';
import { requireTestEnvironment } from '../../../kernel/test-environment.ts';
import { clock } from '../../../kernel/clock.ts';

/**
 * The clock of a test environment: it can run ahead of real time (never behind it, never
 * backwards), so that integrators can let days pass in a test. Production always runs on real time.
 */
export interface EnvironmentClock {
  /** The environment's now (UTC). */
  now: string;
  /** How far the environment runs ahead of real time. */
  clockOffsetMs: number;
}

/** At most ten years ahead in one step. */
export const MAX_ADVANCE_MINUTES = 10 * 366 * 24 * 60;

export type ClockChange = { advanceMinutes: number; to?: undefined } | { to: Date; advanceMinutes?: undefined };

const clockOffsetOf = prepared((db, p: { envId: number }) =>
  db.selectFrom('environments').select('clock_offset_ms').where('id', '=', p.envId),
);

async function currentOffset(db: Db, envId: number): Promise<number> {
  const [row] = await clockOffsetOf(db, { envId });
  return Number(row.clock_offset_ms);
}

function clockOf(clockOffsetMs: number): EnvironmentClock {
  return { now: toIso(envNow({ clockOffsetMs })), clockOffsetMs };
}

export async function getClock(deps: Deps, ctx: RequestContext): Promise<EnvironmentClock> {
  return clockOf(await currentOffset(deps.store.db, ctx.env.id));
}

/** Moves the test environment's clock forward, by minutes or to a moment (403 for production). */
export async function advanceClock(deps: Deps, ctx: RequestContext, change: ClockChange): Promise<EnvironmentClock> {
  requireTestEnvironment(ctx.env, 'the clock can be advanced');
  if (
    change.advanceMinutes !== undefined &&
    (!Number.isInteger(change.advanceMinutes) || change.advanceMinutes < 1 || change.advanceMinutes > MAX_ADVANCE_MINUTES)
  ) {
    throw badRequest('VALIDATION_FAILED', `advanceMinutes must be a whole number from 1 to ${MAX_ADVANCE_MINUTES}`, [
      { field: '/advanceMinutes', message: `must be 1 to ${MAX_ADVANCE_MINUTES}` },
    ]);
  }
  const offset = await inTransaction(deps, async (tx) => {
    await lockRow(tx, 'environments', ctx.env.id);
    const current = await currentOffset(tx, ctx.env.id);
    let next: number;
    if (change.to !== undefined) {
      const now = clock.nowMs() + current;
      if (change.to.getTime() < now) {
        throw badRequest(
          'CLOCK_CANNOT_GO_BACK',
          `the environment's clock is at ${toIso(new Date(now))}; it only moves forward (a test data reset puts it back to real time)`,
          [{ field: '/to', message: "is before the environment's now" }],
        );
      }
      next = change.to.getTime() - clock.nowMs();
    } else {
      next = current + change.advanceMinutes * 60_000;
    }
    await tx.updateTable('environments').set({ clock_offset_ms: next }).where('id', '=', ctx.env.id).execute();
    return next;
  });
  // Authenticated keys carry their environment's clock: the next request must see the new one.
  forgetAuthenticatedKeys();
  return clockOf(offset);
}
