import crypto from 'node:crypto';

/**
 * Pairing codes are typed by people into a phone app: 12 characters of an alphabet without the
 * easily confused 0/O and 1/I, 60 random bits. 32 symbols map bytes to symbols without bias.
 */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const PAIRING_CODE_LENGTH = 12;

export function newPairingCode(): string {
  const bytes = crypto.randomBytes(PAIRING_CODE_LENGTH);
  let code = '';
  for (const b of bytes) code += ALPHABET[b & 31];
  return code;
}
