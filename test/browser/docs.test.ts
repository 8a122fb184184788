import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, launchChromium } from '../helpers/browser.ts';
import { startWorld, type World } from '../helpers/world.ts';

const executable = chromiumPath();

describe.skipIf(!executable)('pages in a real browser', () => {
  let world: World;
  let browser: Browser;
  let base: string;
  beforeAll(async () => {
    world = await startWorld();
    base = await world.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchChromium(executable!);
  });
  afterAll(async () => {
    await browser?.close();
    await world?.close();
  });

  it('renders every operation from local assets only', async () => {
    const page = await browser.newPage();
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith('http') && url.hostname !== '127.0.0.1') foreign.push(request.url());
    });
    await page.goto(`${base}/docs`);
    await page.waitForSelector('.opblock', { timeout: 20_000 });
    const operations = await page.locator('.opblock').count();
    expect(operations).toBeGreaterThanOrEqual(80);
    expect(await page.locator('.info .title').innerText()).toContain('Access Control Cloud Interface');
    await page.screenshot({ path: path.join(os.tmpdir(), 'access-cloud-docs.png') });
    expect(foreign).toEqual([]);
  });

  it('styles the ac- classes on the example page and on the documentation page', async () => {
    const page = await browser.newPage();
    await page.goto(`${base}/static/protocol-example.html`);
    const failure = page.locator('.ac-failure').first();
    await failure.waitFor();
    const color = await failure.evaluate((el) => getComputedStyle(el).color);
    expect(color).not.toBe('rgb(0, 0, 0)');
    await page.screenshot({ path: path.join(os.tmpdir(), 'access-cloud-protocol-example.png'), fullPage: false });

    await page.goto(`${base}/docs`);
    await page.waitForSelector('.opblock');
    const css = await page.evaluate(() =>
      [...document.styleSheets]
        .flatMap((s) => {
          try {
            return [...s.cssRules].map((r) => r.cssText);
          } catch {
            return [];
          }
        })
        .join('\n'),
    );
    expect(css).toContain('.ac-failure');
  });
});
