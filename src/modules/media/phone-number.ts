/** The interface's phone number rule: a plus sign followed by 1–49 digits or blanks. */
export const PHONE_NUMBER_PATTERN = '^[\\+]([0-9 ]){1,49}$';

/**
 * The comparable form of a phone number or of a search term: without blanks, so `+43 664 1`
 * finds `+436641…`. Only for searching and duplicate checks; the stored number keeps its blanks.
 */
export function phoneDigits(value: string): string {
  return value.replace(/\s+/g, '');
}
