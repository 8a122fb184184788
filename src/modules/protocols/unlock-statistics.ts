import { sql, type ExpressionBuilder } from 'kysely';
import { invalidField } from '../../kernel/errors.ts';
import type { Database } from '../../kernel/db/schema.ts';
import { readingInstant, type Deps, type RequestContext } from '../../kernel/context.ts';
import { requireLockInEnv, visibleLocksQuery } from '../locks/index.ts';
import { SUCCESSFUL_UNLOCKING_TYPES } from '../protocol-log/index.ts';
import { DAY_MS } from '../../kernel/time.ts';

/** Unlockings of one day (UTC). */
export interface DayCount {
  /** `yyyy-mm-dd`, a UTC day. */
  day: string;
  count: number;
}

export interface UnlockStatisticsRequest {
  /** How many days, ending with today (the environment's today, UTC); 1 to 366. */
  days: number;
  /** Only this lock (own or shared in); 404 when the environment does not see it. */
  lockId?: number;
}

const MAX_DAYS = 366;

/**
 * The UTC day of an entry: the first ten characters of its stored ISO timestamp. Literal
 * arguments (no bind parameters), so PostgreSQL sees the same expression in SELECT and GROUP BY.
 */
const dayOf = sql<string>`substr(occurred_at, 1, 10)`;

/** The days of the series, oldest first, ending with the environment's today. */
function daysEndingToday(ctx: RequestContext, days: number): string[] {
  if (!Number.isInteger(days) || days < 1 || days > MAX_DAYS) throw invalidField('days', `must be a whole number from 1 to ${MAX_DAYS}`);
  const today = Date.parse(readingInstant(ctx.env).toISOString().slice(0, 10));
  return Array.from({ length: days }, (_, i) => new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

/**
 * Successful unlockings the environment sees in the lock protocol: on its own locks (anyone's
 * media) and by its own media on locks shared with it, as the lock protocol lists them.
 * Counting reveals no person, so anonymization does not hide entries here.
 */
function countQuery(deps: Deps, ctx: RequestContext, series: string[]) {
  const from = series[0];
  // The day after the last one: ISO timestamps compare as text.
  const until = new Date(Date.parse(series[series.length - 1]) + DAY_MS).toISOString().slice(0, 10);
  const inRange = (eb: ExpressionBuilder<Database, 'lock_protocol'>) =>
    eb.and([eb('occurred_at', '>=', from), eb('occurred_at', '<', until)]);
  // `lock_id is not null` in each branch: SQLite plans the branches of an OR one by one, and the
  // owner's branch may use the index of entries with a lock (migration 017) only if it says so.
  return deps.store.db
    .selectFrom('lock_protocol')
    .where((eb) =>
      eb.or([
        eb.and([eb('owner_environment_id', '=', ctx.env.id), eb('lock_id', 'is not', null), inRange(eb)]),
        eb.and([eb('environment_id', '=', ctx.env.id), eb('lock_id', 'is not', null), inRange(eb)]),
      ]),
    )
    .where('event_type', 'in', [...SUCCESSFUL_UNLOCKING_TYPES]);
}

function seriesOf(series: string[], counts: Map<string, number> | undefined): DayCount[] {
  return series.map((day) => ({ day, count: counts?.get(day) ?? 0 }));
}

/**
 * Successful unlockings per UTC day for the last `days` days ending today (days without any
 * included, oldest first), of all locks the environment sees or of one. One grouped query.
 */
export async function unlocksPerDay(deps: Deps, ctx: RequestContext, request: UnlockStatisticsRequest): Promise<DayCount[]> {
  const series = daysEndingToday(ctx, request.days);
  let query = countQuery(deps, ctx, series);
  if (request.lockId !== undefined) {
    await requireLockInEnv(deps.store.db, ctx, request.lockId);
    query = query.where('lock_id', '=', request.lockId);
  }
  const rows = await query
    .select([dayOf.as('day'), (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy(dayOf)
    .execute();
  return seriesOf(series, new Map(rows.map((r) => [r.day, Number(r.count)])));
}

/** `unlocksPerDay` of every lock the environment sees (by lock id, ascending), from one grouped query. */
export async function unlocksPerDayByLock(
  deps: Deps,
  ctx: RequestContext,
  request: Pick<UnlockStatisticsRequest, 'days'>,
): Promise<{ lockId: number; series: DayCount[] }[]> {
  const series = daysEndingToday(ctx, request.days);
  const [locks, rows] = await Promise.all([
    visibleLocksQuery(deps.store.db, ctx.env.id).select('l.id').orderBy('l.id').execute(),
    countQuery(deps, ctx, series)
      .select(['lock_id', dayOf.as('day'), (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy(['lock_id', dayOf])
      .execute(),
  ]);
  const byLock = new Map<number, Map<string, number>>();
  for (const row of rows) {
    const lockId = Number(row.lock_id);
    if (!byLock.has(lockId)) byLock.set(lockId, new Map());
    byLock.get(lockId)!.set(row.day, Number(row.count));
  }
  // Locks no longer visible (removed, share ended) keep no series: the chart shows the locks of now.
  return locks.map((l) => ({ lockId: Number(l.id), series: seriesOf(series, byLock.get(Number(l.id))) }));
}
