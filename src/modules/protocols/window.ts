import { invalidField } from '../../kernel/errors.ts';
import { DAY_MS } from '../../kernel/time.ts';

/** The `-limit` protocol operations answer at most this many days at once. */
export const MAX_WINDOW_DAYS = 365;

/**
 * A query timestamp: UTC with `Z` as the reference writes it (`2026-01-31T08:15:00.000Z`, seconds
 * and fraction optional), or with a numeric offset, which some clients send; any fraction length.
 */
const QUERY_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

export function parseQueryTimestamp(value: string): Date | undefined {
  const m = QUERY_TIMESTAMP.exec(value);
  if (!m) return undefined;
  const [, year, month, day, hour, minute, second = '0'] = m;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return undefined;
  // Date keeps only milliseconds; longer fractions are cut rather than rejected.
  const date = new Date(value.replace(/(\.\d{3})\d+/, '$1'));
  if (Number.isNaN(date.getTime())) return undefined;
  // Reject calendar overflow such as February 30th, which Date would roll over silently.
  const check = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (check.getUTCDate() !== Number(day) || check.getUTCMonth() + 1 !== Number(month)) return undefined;
  return date;
}

/** Parses a query timestamp or answers 400 naming the parameter. */
export function queryTimestamp(name: string, value: string): Date {
  const date = parseQueryTimestamp(value);
  if (!date) throw invalidField(`query/${name}`, 'must be a timestamp like 2026-01-31T08:15:00.000Z');
  return date;
}

/** Inclusive bounds as stored (ISO UTC); an absent bound is open. */
export interface TimeWindow {
  from?: string;
  to?: string;
}

/** A window's bounds as prepared statements take them: an empty bound is none. */
export function definedBounds(window: TimeWindow): TimeWindow {
  return { from: window.from || undefined, to: window.to || undefined };
}

/**
 * The time range of a protocol request. The `-limit` operations (limited = true) use the last
 * day when neither bound is given, `to` = now when only `from` is given, `from` = one day before
 * `to` when only `to` is given, and refuse ranges over 365 days. The deprecated operations take
 * the bounds as given.
 */
export function protocolWindow(query: { from?: string; to?: string }, limited: boolean, now: Date): TimeWindow {
  const from = query.from === undefined ? undefined : queryTimestamp('from', query.from);
  const to = query.to === undefined ? undefined : queryTimestamp('to', query.to);
  if (from && to && from.getTime() > to.getTime()) throw invalidField('query/to', 'must not be before from');
  if (!limited) return { from: from?.toISOString(), to: to?.toISOString() };

  let start = from;
  let end = to;
  if (!start && !end) {
    end = now;
    start = new Date(now.getTime() - DAY_MS);
  } else if (!end) {
    end = new Date(Math.max(now.getTime(), start!.getTime()));
  } else if (!start) {
    start = new Date(end.getTime() - DAY_MS);
  }
  if (end.getTime() - start!.getTime() > MAX_WINDOW_DAYS * DAY_MS) {
    const field = to ? 'query/to' : 'query/from';
    throw invalidField(
      field,
      `from and to may be at most ${MAX_WINDOW_DAYS} days apart${to ? '' : ' (to defaults to now)'}; ask for the range in parts`,
    );
  }
  return { from: start!.toISOString(), to: end.toISOString() };
}

/** The UTC day of a stored instant, as the day counts (migrations 020, 023) key it. */
const dayOf = (instant: string) => instant.slice(0, 10);
/** The last instant of a day as stored (`toIso`: always with milliseconds). */
const endOf = (day: string) => `${day}T23:59:59.999Z`;

/**
 * A window split for a total from day counts: its partial first day (`from` to `firstDayEnd`),
 * the whole days after `firstDay` and before `lastDay`, and its partial last day (`lastDay` to
 * `to`). A window within one day is counted from the entries alone.
 */
export interface DaySplit {
  from?: string;
  to?: string;
  firstDay?: string;
  firstDayEnd?: string;
  lastDay?: string;
  withinOneDay: boolean;
}

export function daySplit(window: TimeWindow): DaySplit {
  const { from, to } = definedBounds(window);
  const firstDay = from === undefined ? undefined : dayOf(from);
  const lastDay = to === undefined ? undefined : dayOf(to);
  return {
    from,
    to,
    firstDay,
    firstDayEnd: firstDay === undefined ? undefined : endOf(firstDay),
    lastDay,
    withinOneDay: firstDay !== undefined && firstDay === lastDay,
  };
}
