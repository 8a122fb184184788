import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock, clockStartingAt } from '../../src/kernel/clock.ts';
import { inviteAdministrator } from '../../src/modules/admin-accounts/index.ts';
import { recordUnlocking } from '../../src/modules/protocol-log/index.ts';
import { issueVouchers } from '../../src/modules/customers/index.ts';
import { ADMIN_PASSWORD, unactivatedCustomer } from '../helpers/admin.ts';
import { accessibilityViolations, logInInBrowser, screenshot } from '../helpers/admin-browser.ts';
import { chromiumPath, launchChromium } from '../helpers/browser.ts';
import { protocolSince } from '../helpers/locks.ts';
import { startWorld, TEST_ACTOR, type World } from '../helpers/world.ts';

const executable = chromiumPath();
const advanceSeconds = (seconds: number) => clock.set(clockStartingAt(clock.nowMs() + seconds * 1000));

describe.skipIf(!executable)('web administration in a real browser', () => {
  let world: World;
  let browser: Browser;
  let base: string;
  let context: BrowserContext;
  let page: Page;
  const email = 'first.aco@example.com';
  let totpSecret = '';

  beforeAll(async () => {
    world = await startWorld();
    base = await world.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchChromium(executable!);
    context = await browser.newContext();
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await world?.close();
  });

  it('takes the first ACO from the invitation through password and second factor to the overview', async () => {
    const invitation = await inviteAdministrator(
      world.deps,
      world.ctx(world.a.production),
      { firstName: 'Frida', lastName: 'First', email },
      base,
    );
    await page.goto(invitation.link);
    await screenshot(page, 'invitation');
    await page.getByLabel('New password').fill('too short');
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect.poll(() => page.locator('.field.invalid .error').innerText()).toContain('at least 12 characters');
    await page.getByLabel('New password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.waitForURL(/\/admin\/login/);
    expect(await page.locator('.flash').innerText()).toContain('Your password is set');
    await screenshot(page, 'login');

    await logInInBrowser(page, base, email, ADMIN_PASSWORD);
    expect(await page.locator('h1').innerText()).toBe('Overview');
    await screenshot(page, 'overview');

    await page.goto(`${base}/admin/account`);
    await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    await page.waitForSelector('[data-totp-key]');
    totpSecret = (await page.locator('[data-totp-key]').innerText()).trim();
    await screenshot(page, 'account-second-factor');
    const { totpCodeAt } = await import('../../src/modules/admin-accounts/index.ts');
    await page.getByLabel('Code from your authenticator app').fill(totpCodeAt(totpSecret, clock.nowMs()));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect.poll(() => page.locator('.flash').innerText()).toContain('Two-factor authentication is on.');

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(/\/admin\/login/);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/second-factor/);
    await page.getByLabel('Code from your authenticator app').fill('000000');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => page.locator('.field.invalid .error').innerText()).toContain('The code is wrong');
    advanceSeconds(31);
    await page.getByLabel('Code from your authenticator app').fill(totpCodeAt(totpSecret, clock.nowMs()));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(`${base}/admin/`);
    const types = (await protocolSince(world, world.a.production.id)).map((e) => e.event_type);
    expect(types).toEqual(expect.arrayContaining(['CREATE_ACO', 'TWO_FACTOR_AUTH_ENABLED', 'LOGIN_FAILED_SECOND_FACTOR']));
  });

  it('records a wrong password and tells the user', async () => {
    const other = await context.browser()!.newContext();
    const attempt = await other.newPage();
    await attempt.goto(`${base}/admin/login`);
    await attempt.getByLabel('E-mail address').fill(email);
    await attempt.getByLabel('Password').fill('not the password');
    await attempt.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => attempt.locator('[role=alert]').innerText()).toContain('The e-mail address or the password is wrong.');
    await other.close();
    const { body } = await world.call('GET', '/v1/acos', { key: world.a.productionKey });
    expect(body.acoList.find((a: { email: string }) => a.email === email).failedLoginCounter).toBe(1);
  });

  it('refuses a form sent without its CSRF token', async () => {
    const response = await page.request.post(`${base}/admin/account/language`, { form: { language: 'de' } });
    expect(response.status()).toBe(403);
  });

  it('has no serious or critical accessibility violations on any page of the menu, in English and German', async () => {
    const hrefs = await page.locator('nav.side a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname));
    expect(hrefs.length).toBeGreaterThanOrEqual(3);
    const violations: string[] = [];
    for (const href of hrefs) {
      await page.goto(`${base}${href}`);
      violations.push(...(await accessibilityViolations(page)));
      await screenshot(page, `page${href.replace(/\//g, '-').replace(/-$/, '') || '-overview'}`);
    }
    for (const href of ['/admin/login', '/admin/password-reset']) {
      const fresh = await browser.newContext();
      const anonymous = await fresh.newPage();
      await anonymous.goto(`${base}${href}`);
      violations.push(...(await accessibilityViolations(anonymous)));
      await fresh.close();
    }
    await page.goto(`${base}/admin/account`);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('de');
    for (const href of hrefs) {
      await page.goto(`${base}${href}`);
      violations.push(...(await accessibilityViolations(page)));
    }
    expect(violations).toEqual([]);
  }, 180_000);

  it('generates keys, redeems a voucher, activates production through its confirmation and resets the test data', async () => {
    const fresh = await unactivatedCustomer(world, 'Browser Fresh');
    const freshEmail = 'fresh.aco@example.com';
    const invitation = await inviteAdministrator(
      world.deps,
      world.ctx(fresh.production),
      { firstName: 'Nora', lastName: 'New', email: freshEmail },
      base,
    );
    const own = await browser.newContext();
    const tab = await own.newPage();
    // The forms that change much ask first (data-confirm); the person at the keyboard says yes.
    tab.on('dialog', (dialog) => void dialog.accept());
    await tab.goto(invitation.link);
    await tab.getByLabel('New password').fill(ADMIN_PASSWORD);
    await Promise.all([tab.waitForURL(/\/admin\/login/), tab.getByRole('button', { name: 'Set password' }).click()]);
    await logInInBrowser(tab, base, freshEmail, ADMIN_PASSWORD);
    const violations: string[] = [];

    await tab.goto(`${base}/admin/api-keys`);
    await expect.poll(() => tab.locator('#production ~ p.card').innerText()).toContain('not activated yet');
    const testSection = tab.locator('section', { has: tab.locator('h2#test') });
    await testSection.getByLabel('Label', { exact: true }).fill('Browser test key');
    await Promise.all([tab.waitForLoadState('load'), tab.getByRole('button', { name: 'Generate key for test' }).click()]);
    const testKey = (await tab.locator('.secret-value').innerText()).trim();
    expect(testKey).toMatch(/^ac_test_/);
    await screenshot(tab, 'api-keys-new-key');
    violations.push(...(await accessibilityViolations(tab)));
    expect((await world.call('GET', '/v1/persons', { key: testKey })).status).toBe(200);
    // Loaded again (not reloaded, which would send the form again): the secret is gone for good.
    await tab.goto(`${base}/admin/api-keys`);
    expect(await tab.locator('.secret-value').count()).toBe(0);
    expect(await tab.locator('main').innerText()).toContain(`${testKey.slice(0, 12)}…`);

    const [{ code }] = await issueVouchers(world.deps, TEST_ACTOR, { kind: 'QUANTITY', credits: 500 });
    await tab.goto(`${base}/admin/credits`);
    await tab.getByLabel('Voucher code').fill(code);
    await Promise.all([tab.waitForLoadState('load'), tab.getByRole('button', { name: 'Redeem' }).click()]);
    await expect.poll(() => tab.locator('.flash').innerText()).toContain('500 credits were added');
    await screenshot(tab, 'credits');
    violations.push(...(await accessibilityViolations(tab)));
    await Promise.all([tab.waitForLoadState('load'), tab.getByRole('button', { name: 'Activate production' }).click()]);
    expect(await tab.locator('h1').innerText()).toBe('Activate production?');
    expect(await tab.locator('main').innerText()).toContain('Balance after activation: 150 credits');
    await screenshot(tab, 'activation-confirm');
    violations.push(...(await accessibilityViolations(tab)));
    await Promise.all([tab.waitForLoadState('load'), tab.getByRole('button', { name: 'Yes, activate for 350 credits' }).click()]);
    await expect.poll(() => tab.locator('.flash').innerText()).toContain('The production environment is active.');
    await screenshot(tab, 'credits-activated');

    await tab.goto(`${base}/admin/api-keys`);
    await Promise.all([tab.waitForLoadState('load'), tab.getByRole('button', { name: 'Generate key for production' }).click()]);
    const liveKey = (await tab.locator('.secret-value').innerText()).trim();
    expect(liveKey).toMatch(/^ac_live_/);
    expect((await world.call('GET', '/v1/persons', { key: liveKey })).status).toBe(200);

    const person = (
      await world.call('POST', '/v1/persons', {
        key: testKey,
        body: [{ firstName: 'Gone', lastName: 'AfterReset', correspondenceLanguageCode: 'en-UK' }],
      })
    ).body[0];
    await tab.goto(`${base}/admin/test-environment`);
    await tab.getByRole('button', { name: 'Reset test data' }).click();
    await expect.poll(() => tab.locator('.field.invalid .error').innerText()).toContain('Tick this box');
    expect((await world.call('GET', `/v1/persons/${person.id}`, { key: testKey })).status).toBe(200);
    await tab.getByLabel('I understand that the test data is replaced').check();
    await Promise.all([tab.waitForLoadState('load'), tab.getByRole('button', { name: 'Reset test data' }).click()]);
    await expect.poll(() => tab.locator('.flash').innerText()).toContain('The test data is reset');
    await screenshot(tab, 'test-environment-reset');
    violations.push(...(await accessibilityViolations(tab)));
    expect((await world.call('GET', `/v1/persons/${person.id}`, { key: testKey })).status).toBe(404);
    expect(violations).toEqual([]);
    await own.close();
  });
  it("registers a lock and a card that the interface then shows with a production key, and keeps them from another customer's administrator", async () => {
    await page.goto(`${base}/admin/account`);
    await page.getByRole('combobox', { name: /Language|Sprache/ }).selectOption('en');
    await Promise.all([
      page.waitForLoadState('load'),
      page
        .getByRole('button', { name: /Save|Speichern/ })
        .first()
        .click(),
    ]);

    await page.goto(`${base}/admin/locks`);
    await page.getByLabel('Lock identifier').fill('BRW-LOCK-1');
    await page.getByLabel('Door name').fill('Browser door');
    await Promise.all([page.waitForLoadState('load'), page.getByRole('button', { name: 'Register lock' }).click()]);
    const credential = (await page.locator('.secret-value').innerText()).trim();
    expect(credential.length).toBeGreaterThan(20);
    await screenshot(page, 'lock-registered');
    const { lockList } = (await world.call('GET', '/v1/locks?limit=100', { key: world.a.productionKey })).body;
    const lock = lockList.find((l: { lockIdentifier: string }) => l.lockIdentifier === 'BRW-LOCK-1');
    expect(lock.lockDoor.name).toBe('Browser door');
    const lockUrl = `${base}/admin/locks/${lock.id}`;

    await page.goto(`${base}/admin/media`);
    await page.getByLabel('Medium identifier').fill('BRW-CARD-1');
    await page.getByLabel('Generation').fill('J80K+D08K');
    await page.getByLabel('Production date').fill('2024-03-01');
    await page.getByLabel('Name', { exact: true }).fill('Browser card');
    await Promise.all([page.waitForLoadState('load'), page.getByRole('button', { name: 'Add medium' }).click()]);
    await expect.poll(() => page.locator('.flash').innerText()).toContain('BRW-CARD-1');
    await screenshot(page, 'media');
    const media = (await world.call('GET', '/v1/media?limit=100', { key: world.a.productionKey })).body;
    const list = Object.values(media).find(Array.isArray) as { mediumIdentifier?: string }[];
    expect(list.map((m) => m.mediumIdentifier)).toContain('BRW-CARD-1');

    // A month of unlocks at the new lock, for the chart a person looks at (and the documentation's picture).
    const card = list.find((m) => m.mediumIdentifier === 'BRW-CARD-1') as { id: number };
    const ctx = world.ctx(world.a.production);
    for (let day = 0; day < 30; day++) {
      for (let n = 0; n < ((day * 7) % 11) + 1; n++) {
        await recordUnlocking(world.deps.store.db, ctx, {
          lockId: lock.id,
          medium: { id: card.id, mediumIdentifier: 'BRW-CARD-1', name: 'Browser card', mediumType: 'CARD' },
          type: 'UNLOCKING_SUCCESSFUL',
          at: new Date(clock.nowMs() - day * 86_400_000 - n * 60_000),
        });
      }
    }
    await page.goto(`${base}/admin/protocols/locks?lockId=${lock.id}`);
    await expect.poll(() => page.locator('figure.chart svg').getAttribute('aria-label')).toMatch(/\d{2,} unlocks in total/);
    await screenshot(page, 'protocols-unlocks', { viewport: true });
    await page.goto(`${base}/admin/`);
    await screenshot(page, 'overview-unlocks', { viewport: true });

    // Customer B's administrator, in a browser of their own, gets 404 for A's lock.
    const other = await browser.newContext();
    const tab = await other.newPage();
    const bInvitation = await inviteAdministrator(
      world.deps,
      world.ctx(world.b.production),
      { firstName: 'Bea', lastName: 'Other', email: 'bea@example.com' },
      base,
    );
    await tab.goto(bInvitation.link);
    await tab.getByLabel('New password').fill(ADMIN_PASSWORD);
    await Promise.all([tab.waitForURL(/\/admin\/login/), tab.getByRole('button', { name: 'Set password' }).click()]);
    await logInInBrowser(tab, base, 'bea@example.com', ADMIN_PASSWORD);
    const foreign = await tab.goto(lockUrl);
    expect(foreign?.status()).toBe(404);
    expect(await tab.locator('h1').innerText()).toBe('Not found');
    await tab.goto(`${base}/admin/locks`);
    expect(await tab.locator('main').innerText()).not.toContain('BRW-LOCK-1');
    await other.close();
  });
});
