/**
 * From a lock's wall clock back to UTC. A lock reports its own reading plus its offset to UTC
 * (`lockUtcDelta`, minutes), which is unambiguous even in the hour that repeats in autumn; a
 * person naming a wall-clock minute of the lock's zone gets the zone's reading of it.
 */
import { DateTime, IANAZone } from 'luxon';

const LOCAL_MINUTE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** Largest offsets of real zones (UTC-12 to UTC+14), in minutes. */
export const MIN_UTC_DELTA = -12 * 60;
export const MAX_UTC_DELTA = 14 * 60;

function calendarParts(m: RegExpExecArray): number[] | undefined {
  const [year, month, day, hour, minute, second] = m.slice(1).map((p) => (p === undefined ? 0 : Number(p)));
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return undefined;
  return [year, month, day, hour, minute, second];
}

/**
 * The instant a lock's clock showed `localTime` (`yyyy-mm-ddThh:mm[:ss]`) while it ran `lockUtcDelta`
 * minutes ahead of UTC; undefined for impossible readings or offsets no zone has.
 */
export function instantOfLockClock(localTime: string, lockUtcDelta: number): Date | undefined {
  const m = LOCAL_TIME.exec(localTime);
  const parts = m && calendarParts(m);
  if (!parts || !Number.isInteger(lockUtcDelta) || lockUtcDelta < MIN_UTC_DELTA || lockUtcDelta > MAX_UTC_DELTA) return undefined;
  const [year, month, day, hour, minute, second] = parts;
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second) - lockUtcDelta * 60_000);
}

/**
 * The instant of the wall-clock minute `localTime` (`yyyy-mm-ddThh:mm`) in an IANA zone. In the
 * autumn hour that happens twice it is the first pass; a minute inside the spring gap does not
 * exist on the lock and is read as the same number of minutes after the gap (02:30 → 03:30).
 */
export function instantOfLockLocal(localTime: string, timezone: string): Date | undefined {
  const m = LOCAL_MINUTE.exec(localTime);
  const parts = m && calendarParts(m);
  const zone = IANAZone.create(timezone);
  if (!parts || !zone.isValid) return undefined;
  const [year, month, day, hour, minute] = parts;
  const naive = Date.UTC(year, month - 1, day, hour, minute);
  // The offsets around that day; a reading exists under an offset if the zone has it there.
  const offsets = [...new Set([zone.offset(naive - 86_400_000), zone.offset(naive + 86_400_000)])];
  const passes = offsets.map((o) => naive - o * 60_000).filter((t) => zone.offset(t) === (naive - t) / 60_000);
  if (passes.length > 0) return new Date(Math.min(...passes));
  return DateTime.fromObject({ year, month, day, hour, minute }, { zone }).toJSDate();
}
