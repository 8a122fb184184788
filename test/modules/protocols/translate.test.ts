import { describe, expect, it } from 'vitest';
import { LANGUAGE_TAGS } from '../../../src/modules/protocols/languages.ts';
import {
  MISSING_VALUE,
  escapeHtml,
  placeholdersOf,
  renderTemplate,
  translateDetails,
  translateEventType,
} from '../../../src/modules/protocols/translate.ts';

describe('translateEventType', () => {
  it('returns exactly the requested languages', () => {
    expect(Object.keys(translateEventType('lock', 'UNLOCKING_SUCCESSFUL', ['de-DE']))).toEqual(['de-DE']);
    expect(Object.keys(translateEventType('system', 'VIEW_LOG', ['en-UK', 'fr-FR']))).toEqual(['en-UK', 'fr-FR']);
    expect(Object.keys(translateEventType('system', 'VIEW_LOG', [...LANGUAGE_TAGS])).sort()).toEqual([...LANGUAGE_TAGS].sort());
    expect(translateEventType('lock', 'UNLOCKING_SUCCESSFUL', [])).toEqual({});
  });

  it('translates the event name', () => {
    expect(translateEventType('lock', 'UNLOCKING_SUCCESSFUL', ['en-UK', 'de-DE'])).toEqual({
      'en-UK': 'Unlocking successful',
      'de-DE': 'Öffnung erfolgreich',
    });
  });

  it('keeps lock and system enumerations apart', () => {
    // MEDIUM_REMOVED_MANUALLY exists in both; VIEW_LOG only in the system protocol
    expect(translateEventType('lock', 'MEDIUM_REMOVED_MANUALLY', ['en-UK'])['en-UK']).toBe('Medium removed manually');
    expect(translateEventType('system', 'MEDIUM_REMOVED_MANUALLY', ['en-UK'])['en-UK']).toBe('Medium removed manually');
    expect(translateEventType('lock', 'VIEW_LOG', ['en-UK'])['en-UK']).toBe('VIEW_LOG');
  });

  it('shows unknown event types as their code', () => {
    const type = 'CYLINDER_SYNCHRONIZATION_VIA_OTA_AFTER_UNLOCK_PARTIAL';
    expect(translateEventType('lock', type, ['de-DE', 'en-UK'])).toEqual({ 'de-DE': type, 'en-UK': type });
  });
});

describe('translateDetails', () => {
  it('returns exactly the requested languages', () => {
    const result = translateDetails('lock', 'UNLOCKING_SUCCESSFUL', {}, ['sv-SE', 'cs-CZ']);
    expect(Object.keys(result)).toEqual(['sv-SE', 'cs-CZ']);
    expect(translateDetails('lock', 'UNLOCKING_SUCCESSFUL', {}, [])).toEqual({});
  });

  it('fills placeholders from fields and @cylinderNumber from the lock', () => {
    const result = translateDetails('lock', 'UNLOCKING_SUCCESSFUL', { mediumIdentifier: 'M-42' }, ['en-UK'], {
      cylinderNumber: 'LK-7',
    });
    expect(result['en-UK']).toBe('<span class="ac-medium">M-42</span> unlocked <span class="ac-lock">LK-7</span>');
  });

  it('prefers the lock identifier over a cylinderNumber field', () => {
    const result = translateDetails('lock', 'UNLOCKING_SUCCESSFUL', { cylinderNumber: 'old', mediumIdentifier: 'M' }, ['en-UK'], {
      cylinderNumber: 'LK-7',
    });
    expect(result['en-UK']).toContain('>LK-7<');
    const withoutLock = translateDetails('lock', 'UNLOCKING_SUCCESSFUL', { cylinderNumber: 'F-1', mediumIdentifier: 'M' }, ['en-UK']);
    expect(withoutLock['en-UK']).toContain('>F-1<');
  });

  it('HTML-escapes inserted values', () => {
    const result = translateDetails(
      'lock',
      'UNLOCKING_SUCCESSFUL',
      { mediumIdentifier: '<script>alert("x")</script> & co' },
      ['en-UK', 'de-DE'],
      { cylinderNumber: "A&B <'C'>" },
    );
    for (const text of Object.values(result)) {
      expect(text).not.toContain('<script>');
      expect(text).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co');
      expect(text).toContain('A&amp;B &lt;&#39;C&#39;&gt;');
    }
  });

  it('never shows a raw placeholder for a missing value', () => {
    for (const language of LANGUAGE_TAGS) {
      const text = translateDetails('lock', 'UNLOCKING_SUCCESSFUL', {}, [language])[language];
      expect(text).not.toMatch(/@[A-Za-z]/);
      expect(text).toContain(`<span class="ac-medium">${MISSING_VALUE}</span>`);
      expect(text).toContain(`<span class="ac-lock">${MISSING_VALUE}</span>`);
    }
  });

  it('drops optional parts whose values are missing', () => {
    const without = translateDetails('lock', 'CYLINDER_SYNCHRONIZATION_VIA_OTA_FAILED', {}, ['en-UK'], {
      cylinderNumber: 'LK-7',
    });
    expect(without['en-UK']).toBe(
      'Synchronisation of cylinder <span class="ac-lock">LK-7</span> via OTA <span class="ac-failure">failed</span>',
    );
    const withCode = translateDetails('lock', 'CYLINDER_SYNCHRONIZATION_VIA_OTA_FAILED', { errorCode: 17 }, ['en-UK'], {
      cylinderNumber: 'LK-7',
    });
    expect(withCode['en-UK']).toBe(
      'Synchronisation of cylinder <span class="ac-lock">LK-7</span> via OTA <span class="ac-failure">failed</span>' +
        ' (error code <span class="ac-value">17</span>)',
    );
  });

  it('reads nested field values through dotted placeholders', () => {
    expect(renderTemplate('Δ @timeSynchronized.timeDeltaInSeconds s', { timeSynchronized: { timeDeltaInSeconds: -3 } })).toBe('Δ -3 s');
    expect(renderTemplate('Δ @timeSynchronized.timeDeltaInSeconds s', { 'timeSynchronized.timeDeltaInSeconds': 5 })).toBe('Δ 5 s');
    expect(renderTemplate('Δ @timeSynchronized.timeDeltaInSeconds s', { timeSynchronized: 4 })).toBe(`Δ ${MISSING_VALUE} s`);
  });

  it('formats booleans in the language, arrays as lists and objects as JSON', () => {
    expect(translateDetails('system', 'VIEW_LOG', {}, ['de-DE'])['de-DE']).toBe('Protokoll angezeigt');
    expect(renderTemplate('@ok', { ok: true }, { yes: 'ja', no: 'nein' })).toBe('ja');
    expect(renderTemplate('@ok', { ok: false })).toBe('no');
    expect(renderTemplate('@list', { list: ['a', 1, null, 'b'] })).toBe('a, 1, b');
    expect(renderTemplate('@obj', { obj: { a: '<1>' } })).toBe('{&quot;a&quot;:&quot;&lt;1&gt;&quot;}');
    expect(renderTemplate('@blank|@nul|@nan', { blank: ' ', nul: null, nan: Number.NaN })).toBe(
      `${MISSING_VALUE}|${MISSING_VALUE}|${MISSING_VALUE}`,
    );
  });

  it('does not expand placeholders or braces that arrive inside values', () => {
    expect(renderTemplate('{[@a]} @b', { a: '@b {x}', b: 'B' })).toBe('[@b {x}] B');
  });

  it('uses the language word for booleans in real entries', () => {
    // PERSON (@name) is a plain value: a boolean there is shown as yes/no in the language
    const result = translateDetails('system', 'CREATE_PERSON', { name: true }, ['fr-FR', 'pl-PL']);
    expect(result['fr-FR']).toContain('>oui<');
    expect(result['pl-PL']).toContain('>tak<');
  });

  it('returns the escaped code for unknown event types', () => {
    expect(translateDetails('system', 'NEW_<EVENT>', {}, ['en-UK'])).toEqual({ 'en-UK': 'NEW_&lt;EVENT&gt;' });
  });
});

describe('template helpers', () => {
  it('lists placeholders once, in order', () => {
    expect(placeholdersOf('@a and @b.c, again @a.')).toEqual(['a', 'b.c']);
    expect(placeholdersOf('no placeholders, just e-mail@')).toEqual([]);
  });

  it('escapes the five HTML special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('escapes a text with a single special character, and keeps one without any as it is', () => {
    expect(['&', '<', '>', '"', "'"].map((ch) => escapeHtml(`Tür ${ch} 3`))).toEqual([
      'Tür &amp; 3',
      'Tür &lt; 3',
      'Tür &gt; 3',
      'Tür &quot; 3',
      'Tür &#39; 3',
    ]);
    expect(escapeHtml('Haupteingang „Nord“')).toBe('Haupteingang „Nord“');
  });
});
