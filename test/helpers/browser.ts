import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];

/** The machine's Chromium, or undefined; under CI=true a missing browser is an error, not a skip. */
export function chromiumPath(): string | undefined {
  const found = CANDIDATES.find((p) => fs.existsSync(p));
  if (!found && process.env.CI === 'true') throw new Error('CI=true but no Chromium found (install the chromium package)');
  return found;
}

/**
 * The environment without the date runs' `faketime` library: the browser stands for a user's
 * machine, and Chromium hangs with its clock moved by years.
 */
function withoutFaketime(env: NodeJS.ProcessEnv): Record<string, string> {
  const kept = Object.entries(env).filter(([name, value]) => value !== undefined && !name.startsWith('FAKETIME'));
  return Object.fromEntries(
    kept.map(([name, value]) => [
      name,
      name === 'LD_PRELOAD'
        ? value!
            .split(/[: ]/)
            .filter((lib) => !lib.includes('faketime'))
            .join(':')
        : value!,
    ]),
  );
}

/** Headless Chromium with the flags this sandbox needs (no network beyond loopback). */
export function launchChromium(executablePath: string): Promise<Browser> {
  return chromium.launch({
    executablePath,
    headless: true,
    env: withoutFaketime(process.env),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
