import { describe, expect, it } from 'vitest';
import { answerBytes, ownBytes } from '../../../src/kernel/http/answer-bytes.ts';

const TEXTS = ['{"a":1}', '„Tür“ geöffnet – 🔑', '', 'x'.repeat(5_000), `${'ü'.repeat(6_000)}🔑`];

describe('answer bytes cut from a shared slab', () => {
  it('are the UTF-8 encoding of the answer, however many answers came before', () => {
    // Enough answers to fill several slabs, so cuts at the end of one and the start of the next are among them.
    for (let round = 0; round < 200; round++) {
      for (const text of TEXTS) expect(answerBytes(text).equals(Buffer.from(text))).toBe(true);
    }
  });

  it('do not overlap: an earlier answer keeps its bytes while later ones are cut', () => {
    const earlier = TEXTS.map((text) => answerBytes(text));
    for (let i = 0; i < 100; i++) answerBytes('z'.repeat(3_000));
    earlier.forEach((bytes, i) => expect(bytes.toString()).toBe(TEXTS[i]));
  });

  it('of a long answer are a buffer of its own', () => {
    const long = 'ä'.repeat(40_000);
    const bytes = answerBytes(long);
    expect(bytes.toString()).toBe(long);
    expect(bytes.byteLength).toBe(bytes.buffer.byteLength);
  });

  it('are copied out of the slab for keeping, the copy owning exactly its bytes', () => {
    const cut = answerBytes('{"kept":true}');
    const kept = ownBytes(cut);
    expect(kept.toString()).toBe('{"kept":true}');
    expect(kept.buffer).not.toBe(cut.buffer);
    expect(kept.buffer.byteLength).toBe(kept.length);
    expect(ownBytes(kept)).toBe(kept);
  });
});
