import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHARING_CODE_ALPHABET, SHARING_CODE_LENGTH, sharingCodeFrom } from '../../../src/modules/sharing/code.ts';

describe('sharingCodeFrom', () => {
  it('makes twelve characters of the unambiguous alphabet from random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: SHARING_CODE_LENGTH, maxLength: 32 }), (bytes) => {
        const code = sharingCodeFrom(bytes);
        expect(code).toHaveLength(SHARING_CODE_LENGTH);
        expect([...code].every((c) => SHARING_CODE_ALPHABET.includes(c))).toBe(true);
      }),
    );
    expect(SHARING_CODE_ALPHABET).not.toMatch(/[0O1lI]/);
    expect(() => sharingCodeFrom(new Uint8Array(4))).toThrow(RangeError);
  });
});
