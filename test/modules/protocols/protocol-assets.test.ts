import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROTOCOL_CSS_CLASSES } from '../../../src/modules/protocol-log/classes.ts';
import { LANGUAGE_TAGS } from '../../../src/modules/protocols/languages.ts';
import { startWorld, type World } from '../../helpers/world.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

describe('stylesheet for protocol texts', () => {
  it('is served at /static/protocol.css without a key and defines every class the texts use', async () => {
    const res = await world.call('GET', '/static/protocol.css', { key: null });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toContain('text/css');
    for (const cls of PROTOCOL_CSS_CLASSES) expect(res.body).toContain(`.${cls}`);
  });

  it('uses only classes of the stylesheet in translations', async () => {
    const css = (await world.call('GET', '/static/protocol.css', { key: null })).body as string;
    const res = await world.call('GET', '/v1/system-protocol?language=all&limit=100');
    const classes = new Set<string>();
    for (const s of res.body.systemProtocolList) {
      for (const text of Object.values<string>(s.systemProtocolEntry.details.translations)) {
        for (const m of text.matchAll(/class="([^"]+)"/g)) classes.add(m[1]);
      }
    }
    for (const cls of classes) expect(css).toContain(`.${cls}`);
  });

  it('is named, with the example page, in the OpenAPI document of every protocol operation', async () => {
    const doc = (await world.call('GET', '/v1/openapi.json', { key: null })).body;
    for (const path of ['/v1/lock-protocol-limit', '/v1/medium-protocol-limit', '/v1/system-protocol-limit', '/v1/credits-protocol']) {
      expect(doc.paths[path].get.description).toContain('/static/protocol.css');
      expect(doc.paths[path].get.description).toContain('/static/protocol-example.html');
    }
  });

  it('is shown at work on an example page, with texts of every language', async () => {
    const res = await world.call('GET', '/static/protocol-example.html', { key: null });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toContain('text/html');
    expect(res.body).toContain('<link rel="stylesheet" href="/static/protocol.css">');
    expect(res.body).toMatch(/<span class="ac-lock">C0A1B2C3D4E5<\/span>/);
    for (const tag of LANGUAGE_TAGS) expect(res.body).toContain(`<th>${tag}</th>`);
    expect(res.body).not.toMatch(/@[a-zA-Z]/);
  });
});
