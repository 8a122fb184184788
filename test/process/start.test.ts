import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript without declarations: it runs before the TypeScript loader
import { buildBundle, currentBundle } from '../../bin/sources.js';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Builds the bundle and shows that it is current until `file` changes. Only the file's time
 * changes, never its text: tests that run beside this one see the same files. A whole second,
 * which the file system keeps exactly when it is set back. Returns the bundle's inputs.
 */
async function expectStaleOnceChanged(file: string): Promise<Record<string, number>> {
  const changed = path.join(ROOT, file);
  const { atime } = fs.statSync(changed);
  const mtime = new Date(Math.floor(fs.statSync(changed).mtimeMs / 1000) * 1000);
  fs.utimesSync(changed, atime, mtime);
  const bundle = (await buildBundle()) as string;
  expect(currentBundle()).toBe(bundle);
  fs.utimesSync(changed, atime, new Date(mtime.getTime() + 1000));
  try {
    expect(currentBundle()).toBeUndefined();
  } finally {
    fs.utimesSync(changed, atime, mtime);
  }
  expect(currentBundle()).toBe(bundle);
  return JSON.parse(fs.readFileSync(path.join(path.dirname(bundle), 'inputs.json'), 'utf8')) as Record<string, number>;
}

describe('the start from a bundle of the sources', () => {
  it('is used until one of its source files changes', async () => {
    const inputs = Object.keys(await expectStaleOnceChanged('src/modules/persons/service.ts'));
    expect(inputs).toEqual(expect.arrayContaining(['src/cli/main.ts', 'src/app.ts', 'src/kernel/admin/shell.tsx']));
    // How it is built, and each bundled package by its package.json (npm writes it with the package).
    expect(inputs).toEqual(expect.arrayContaining(['bin/sources.js', 'node_modules/fastify/package.json']));
    expect(inputs.filter((file) => file.startsWith('node_modules/') && !file.endsWith('/package.json'))).toEqual([]);
  });

  it('is built again when a bundled package was installed anew', async () => {
    await expectStaleOnceChanged('node_modules/fastify/package.json');
  });

  it('keeps the chunks of earlier builds for an hour, then removes them', async () => {
    const dir = path.dirname(currentBundle() ?? ((await buildBundle()) as string));
    const old = path.join(dir, 'chunk-EARLIER1.mjs');
    const recent = path.join(dir, 'chunk-EARLIER2.mjs');
    for (const file of [old, recent]) fs.writeFileSync(file, 'export {};\n');
    // On the file system's clock, which the removal reads too (not the process's, which tests may move).
    const twoHoursAgo = new Date(fs.statSync(recent).mtimeMs - 2 * 60 * 60 * 1000);
    fs.utimesSync(old, twoHoursAgo, twoHoursAgo);
    try {
      const bundle = (await buildBundle()) as string;
      expect(fs.existsSync(old)).toBe(false);
      expect(fs.existsSync(recent)).toBe(true);
      // Every chunk the entry imports, at its start or later, is there.
      const chunks = [...fs.readFileSync(bundle, 'utf8').matchAll(/(?:from |import\()"\.\/(chunk-[\w-]+\.mjs)"/g)].map((m) => m[1]);
      expect(chunks.length).toBeGreaterThan(1);
      for (const chunk of chunks) expect(fs.existsSync(path.join(dir, chunk)), chunk).toBe(true);
    } finally {
      fs.rmSync(recent, { force: true });
    }
  });

  describe('a service started from it', () => {
    let db: TestDatabase;
    let server: ServerProcess;
    beforeAll(async () => {
      await buildBundle();
      db = await createTestDatabase();
      server = await startServerProcess({ ...db.env, ACCESS_CLOUD_TEST_API_KEY: 'start-test-key-0123456789abcdef' });
    });
    afterAll(async () => {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await db.drop();
    });

    it('finds the files kept beside its sources (stylesheets, scripts of the administration)', async () => {
      for (const url of ['/admin/assets/admin.css', '/admin/assets/admin.js', '/static/protocol.css']) {
        const res = await fetch(server.url + url);
        expect(res.status, url).toBe(200);
        expect((await res.text()).length, url).toBeGreaterThan(100);
      }
    });

    it('names the TypeScript sources in stack traces, not the bundle', () => {
      const probe = spawnSync(process.execPath, ['--input-type=module', '-e', STACK_PROBE], { cwd: ROOT, encoding: 'utf8' });
      expect(probe.stderr).toBe('');
      const stack = JSON.parse(probe.stdout) as string;
      expect(stack).toMatch(/^Error: probe\n {4}at /);
      expect(stack).toMatch(/\n {4}at runProgram \(file:\/\/\/.*\/src\/cli\/command\.ts:\d+:\d+\)\n/);
      expect(stack).toMatch(/\n {4}at main \(file:\/\/\/.*\/src\/cli\/main\.ts:\d+:\d+\)\n/);
      expect(stack).not.toMatch(/chunk-|main\.mjs/);
    });
  });
});

/** Loads the bundle as bin/access-cloud.js does and prints a stack that passes through it. */
const STACK_PROBE = `
import { loadMain } from './bin/sources.js';
const { main } = await loadMain();
let stack;
await main(['no-such-command'], { log() {}, error() { stack ??= new Error('probe').stack; } });
console.log(JSON.stringify(stack));
`;
