import { describe, expect, it } from 'vitest';
import { sharedJson } from '../../../src/kernel/db/shared-json.ts';

/** A text equal to `text` but a string of its own, as each row read from the database is. */
const copyOf = (text: string) => Buffer.from(text).toString();

describe('sharedJson', () => {
  const text = '[{"type":"ONE_DAY","validAtDate":"2027-03-28","periods":[{"startTime":"08:00"}]},null,1.5,"ä"]';

  it('gives the value JSON.parse gives', () => {
    expect(sharedJson(text)).toEqual(JSON.parse(text));
    expect(sharedJson('null')).toBeNull();
    expect(sharedJson('{}')).toEqual({});
  });

  it('gives one value for equal texts read separately', () => {
    expect(sharedJson(copyOf(text))).toBe(sharedJson(copyOf(text)));
  });

  it('freezes the value throughout: a change fails instead of reaching other readers', () => {
    const value = sharedJson<{ type: string; periods: { startTime: string }[] }[]>(text);
    expect(() => value.push(value[0])).toThrow(TypeError);
    expect(() => {
      value[0].type = 'PERMANENT';
    }).toThrow(TypeError);
    expect(() => {
      value[0].periods[0].startTime = '09:00';
    }).toThrow(TypeError);
    expect(sharedJson(copyOf(text))).toEqual(JSON.parse(text));
  });

  it('starts over once its texts fill the budget, still giving the right values', () => {
    const first = sharedJson<number[]>('[1,2,3]');
    const filler = `"${'x'.repeat(1 << 19)}"`;
    sharedJson(filler);
    sharedJson(`${filler} `);
    const again = sharedJson<number[]>(copyOf('[1,2,3]'));
    expect(again).not.toBe(first);
    expect(again).toEqual([1, 2, 3]);
  });
});
