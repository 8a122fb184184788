/**
 * When a card's UID (ISO/IEC 14443) is served: only for supported generations — designation
 * J80K+D08K or newer — and only for media produced after 13 September 2022 (specification,
 * section 2.2). A designation names the memory of the two chip applications, `J<kB>K+D<kB>K`;
 * "newer" generations have at least as much of both.
 */
export const CARD_UID_PRODUCED_AFTER = '2022-09-13';
const MIN_JAVA_KB = 80;
const MIN_DESFIRE_KB = 8;

const DESIGNATION = /^J(\d{1,4})K\+D(\d{1,4})K$/;

export function isSupportedGeneration(designation: string): boolean {
  const m = DESIGNATION.exec(designation.trim().toUpperCase());
  return !!m && Number(m[1]) >= MIN_JAVA_KB && Number(m[2]) >= MIN_DESFIRE_KB;
}

export function servesCardUid(medium: { designation: string | null; production_date: string | null }): boolean {
  return (
    !!medium.designation &&
    !!medium.production_date &&
    isSupportedGeneration(medium.designation) &&
    medium.production_date > CARD_UID_PRODUCED_AFTER
  );
}

/** A UID is 4, 7 or 10 bytes, written as upper-case hex (at most 20 characters on the wire). */
export function normalizeCardUid(value: string): string | undefined {
  const hex = value.replace(/[\s:]/g, '').toUpperCase();
  return /^[0-9A-F]+$/.test(hex) && [8, 14, 20].includes(hex.length) ? hex : undefined;
}
