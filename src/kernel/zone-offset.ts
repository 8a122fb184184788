import { IANAZone } from 'luxon';

interface KnownMinute {
  minute: number;
  offset: number;
}

/** Per zone, the last minute asked for: the writes of one moment ask for the same one again and again. */
const lastMinute = new Map<string, KnownMinute>();

const MINUTE = 60_000;

/**
 * Minutes an IANA zone is ahead of UTC at an instant (luxon's figure), or null for a name that is
 * no zone. Luxon asks Intl for every instant it is given (about 10 µs, a noticeable share of a
 * write that records a protocol entry); here a zone's offset is asked once per minute while
 * instants keep to one minute. A minute is remembered only when its first and last millisecond
 * have the same offset, so the rare change of offset within a minute (zones before they took a
 * standard time, e.g. Monrovia in 1972) is still answered for the instant itself.
 */
export function zoneOffsetMinutes(timezone: string, epochMs: number): number | null {
  const minute = Math.floor(epochMs / MINUTE);
  const known = lastMinute.get(timezone);
  if (known?.minute === minute) return known.offset;
  const zone = IANAZone.create(timezone);
  if (!zone.isValid) return null;
  const offset = zone.offset(minute * MINUTE);
  if (zone.offset(minute * MINUTE + MINUTE - 1) !== offset) return zone.offset(epochMs);
  lastMinute.set(timezone, { minute, offset });
  return offset;
}
