/**
 * Sharing codes: what a lock owner hands to another access control system so that it can add the
 * lock. Twelve characters like the interface's example codes; letters and digits that are easy to
 * tell apart when read out or typed.
 */
export const SHARING_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
export const SHARING_CODE_LENGTH = 12;
/** How long a new sharing code can be redeemed. */
export const SHARING_CODE_VALIDITY_DAYS = 7;

/** A code from random bytes (at least SHARING_CODE_LENGTH of them). */
export function sharingCodeFrom(randomBytes: Uint8Array): string {
  if (randomBytes.length < SHARING_CODE_LENGTH) throw new RangeError(`need ${SHARING_CODE_LENGTH} random bytes`);
  let code = '';
  for (let i = 0; i < SHARING_CODE_LENGTH; i++) code += SHARING_CODE_ALPHABET[randomBytes[i] % SHARING_CODE_ALPHABET.length];
  return code;
}
