/** Milliseconds of a day of UTC (which has no daylight saving time). */
export const DAY_MS = 24 * 3600_000;

/** UTC timestamps as the interface writes them: `yyyy-mm-ddThh:mm:ss.sssZ`. */
export function toIso(date: Date): string {
  return date.toISOString();
}

/** `2026-01-31 08:15 UTC` for people: unambiguous in every language. */
export function shownUtc(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** Accepts the specification's timestamp shape, where seconds and milliseconds may be omitted. */
const UTC_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?Z$/;

export function parseUtcTimestamp(value: string): Date | undefined {
  const m = UTC_TIMESTAMP.exec(value);
  if (!m) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  // Reject calendar overflow such as February 30th, which Date would roll over silently.
  if (date.getUTCDate() !== Number(m[3]) || date.getUTCMonth() + 1 !== Number(m[2])) return undefined;
  return date;
}

export function isValidDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.getUTCDate() === Number(m[3]) && d.getUTCMonth() + 1 === Number(m[2]);
}
