import { IANAZone } from 'luxon';

interface KnownMinute {
  minute: number;
  /**
   * The offset of the whole minute; undefined while the minute was asked once (instants spread
   * over time then cost one question each, as before); null when the offset changes within it.
   */
  offset: number | null | undefined;
}

/** Per zone, the last minute asked for: the writes of one moment ask for the same one again and again. */
const lastMinute = new Map<string, KnownMinute>();

const MINUTE = 60_000;

/**
 * Minutes an IANA zone is ahead of UTC at an instant (luxon's figure), or null for a name that is
 * no zone. Luxon asks Intl for every instant it is given (about 10 µs, a noticeable share of a
 * write that records a protocol entry); here a minute asked again is answered from memory. A
 * minute is remembered only when its first and last millisecond have the same offset, so the rare
 * change of offset within a minute (zones before they took a standard time, e.g. Monrovia in 1972)
 * is still answered for the instant itself.
 */
export function zoneOffsetMinutes(timezone: string, epochMs: number): number | null {
  const minute = Math.floor(epochMs / MINUTE);
  const known = lastMinute.get(timezone);
  if (known?.minute === minute && typeof known.offset === 'number') return known.offset;
  const zone = IANAZone.create(timezone);
  if (!zone.isValid) return null;
  if (known?.minute === minute && known.offset === undefined) {
    const first = zone.offset(minute * MINUTE);
    known.offset = zone.offset(minute * MINUTE + MINUTE - 1) === first ? first : null;
    if (known.offset !== null) return known.offset;
  } else if (known?.minute !== minute) {
    lastMinute.set(timezone, { minute, offset: undefined });
  }
  return zone.offset(epochMs);
}
