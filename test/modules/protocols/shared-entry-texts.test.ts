import { describe, expect, it } from 'vitest';
import { sharedEntryTexts, translatedEntry } from '../../../src/modules/protocols/text.ts';

const fields = '{"mediumIdentifier":"+43 699 1234567","personName":"Ada Lovelace","doorName":"Main"}';
const render = (rendered: string[]) => (shown: Record<string, unknown>) => {
  rendered.push(JSON.stringify(shown));
  return translatedEntry('lock', 'UNLOCKING', shown, ['en-UK'], { cylinderNumber: 'C-1' });
};

describe('the texts of a protocol entry, shared between the pages that show it', () => {
  it('are rendered once for each distinct entry and viewer, and then shared as they are', () => {
    const rendered: string[] = [];
    const first = sharedEntryTexts('test\u0000a', fields, false, render(rendered));
    // An equal text read again (each row of a page is a string of its own).
    expect(sharedEntryTexts('test\u0000a', Buffer.from(fields).toString(), false, render(rendered))).toBe(first);
    expect(rendered).toHaveLength(1);
    expect(first).toEqual(translatedEntry('lock', 'UNLOCKING', JSON.parse(fields), ['en-UK'], { cylinderNumber: 'C-1' }));
  });

  it('differ by key, by anonymization and by fields', () => {
    const rendered: string[] = [];
    const plain = sharedEntryTexts('test\u0000b', fields, false, render(rendered));
    const anonymized = sharedEntryTexts('test\u0000b', fields, true, render(rendered));
    const otherKey = sharedEntryTexts('test\u0000c', fields, false, render(rendered));
    const otherFields = sharedEntryTexts('test\u0000b', '{"doorName":"Back"}', false, render(rendered));
    expect(rendered).toHaveLength(4);
    expect(anonymized.details.fields).toEqual({ doorName: 'Main' });
    expect(plain.details.fields).toMatchObject({ personName: 'Ada Lovelace' });
    expect(otherKey).not.toBe(plain);
    expect(otherFields.details.fields).toEqual({ doorName: 'Back' });
  });

  it('are frozen: a change fails instead of reaching the next page', () => {
    const texts = sharedEntryTexts('test\u0000d', fields, false, render([]));
    expect(() => {
      texts.details.fields.doorName = 'Changed';
    }).toThrow(TypeError);
    expect(() => {
      texts.event.translations['de-DE'] = 'x';
    }).toThrow(TypeError);
  });

  it('read stored fields that are not an object as no fields', () => {
    expect(sharedEntryTexts('test\u0000e', '[1,2]', false, render([])).details.fields).toEqual({});
    expect(sharedEntryTexts('test\u0000e', 'null', false, render([])).details.fields).toEqual({});
  });
});
