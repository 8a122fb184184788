import fs from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { clock } from '../../src/kernel/clock.ts';
import { totpCodeAt } from '../../src/modules/admin-accounts/index.ts';

/** Screenshots of the web administration, kept after the run for a reviewer (never committed). */
export const SCREENSHOT_DIR = process.env.ADMIN_SCREENSHOT_DIR ?? path.join(import.meta.dirname, '..', '..', 'test-results', 'screenshots');

/** The whole page, or with `viewport` what a person sees first (the pictures in docs/ are taken so). */
export async function screenshot(page: Page, name: string, options: { viewport?: boolean } = {}): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const suffix = process.env.TEST_DB === 'postgres' ? '-postgres' : '';
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}${suffix}.png`), fullPage: !options.viewport });
}

/** Serious and critical accessibility violations of the page as axe-core finds them (WCAG 2.1 A and AA). */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${page.url()}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Logs in through the form, answering the second factor when asked. */
export async function logInInBrowser(page: Page, base: string, email: string, password: string, totpSecret?: string): Promise<void> {
  await page.goto(`${base}/admin/login`);
  await page.getByLabel(/E-mail|E-Mail/).fill(email);
  await page.getByLabel(/^(Password|Passwort)$/).fill(password);
  await Promise.all([page.waitForLoadState('load'), page.getByRole('button', { name: /Log in|Anmelden/ }).click()]);
  if (totpSecret && page.url().includes('/admin/login/second-factor')) {
    await page.getByLabel(/Code/).fill(totpCodeAt(totpSecret, clock.nowMs()));
    await Promise.all([page.waitForLoadState('load'), page.getByRole('button', { name: /Confirm|Bestätigen/ }).click()]);
  }
}
