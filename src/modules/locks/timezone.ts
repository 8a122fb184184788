import { IANAZone } from 'luxon';

/**
 * The IANA zone name to store for `value`, or undefined when it is no zone. Names are matched
 * case-insensitively (as the time-zone database does) and stored in their canonical spelling;
 * fixed offsets such as `+01:00` or `UTC+1` are not zone names and are refused.
 */
export function ianaZoneName(value: string): string | undefined {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value) || !IANAZone.isValidZone(value)) return undefined;
  const resolved = new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone;
  // Intl also maps aliases (e.g. US/Eastern → America/New_York); keep the name the client chose
  // and only correct its letter case.
  return resolved.toLowerCase() === value.toLowerCase() ? resolved : value;
}
