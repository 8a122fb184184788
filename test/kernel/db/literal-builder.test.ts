import { describe, expect, it } from 'vitest';
import { literalBuilder } from '../../../src/kernel/db/literal-builder.ts';

describe('literalBuilder', () => {
  it('builds an object from positions or fields of its argument, a later field of a key winning', () => {
    const fromValues = literalBuilder<unknown[]>([
      { key: 'id', index: 0 },
      { key: 'name "quoted"', index: 1 },
      { key: 'id', index: 2 },
    ]);
    expect(fromValues([1, 'a', 3])).toEqual({ id: 3, 'name "quoted"': 'a' });
    const fromRow = literalBuilder<Record<string, unknown>>([
      { key: 'lock_id', from: 'share_lock_id' },
      { key: "it's", from: 'odd "name"' },
    ]);
    expect(fromRow({ share_lock_id: 7, 'odd "name"': null, other: 1 })).toEqual({ lock_id: 7, "it's": null });
  });

  it('keeps a field named __proto__ as a field, not as the prototype', () => {
    const row = literalBuilder<unknown[]>([{ key: '__proto__', index: 0 }])([{ polluted: true }]);
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(Object.keys(row)).toEqual(['__proto__']);
  });

  it('compiles a list of fields once', () => {
    const fields = [{ key: 'a', index: 0 }];
    expect(literalBuilder(fields)).toBe(literalBuilder([{ key: 'a', index: 0 }]));
    expect(literalBuilder(fields)).not.toBe(literalBuilder([{ key: 'a', from: '0' }]));
  });
});
