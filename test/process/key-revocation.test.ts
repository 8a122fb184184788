import { spawn } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.ts';

// Two API nodes on one database; a key revoked elsewhere must stop on both within a second.
const LIMIT_MS = 1_000;
const BIN = path.resolve(import.meta.dirname, '../../bin/access-cloud.js');

let db: TestDatabase;
const nodes: ServerProcess[] = [];

const keyIn = (text: string) => /(ac_test_[A-Za-z0-9_-]{43})/.exec(text)![1];

async function status(node: ServerProcess, key: string): Promise<number> {
  return (await fetch(`${node.url}/v1/persons?limit=1`, { headers: { 'X-API-Key': key } })).status;
}

/** Milliseconds from now until the node refuses the key (checked every 10 ms, at most 5 s). */
async function msUntilRefused(node: ServerProcess, key: string, since: number): Promise<number> {
  while (performance.now() - since < 5_000) {
    if ((await status(node, key)) === 401) return Math.round(performance.now() - since);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Infinity;
}

async function newKey(): Promise<string> {
  return keyIn((await runCli(db, ['admin', 'key', 'create', '--customer', 'RV-1', '--env', 'test'])).stdout);
}

/** Both nodes have the key in their caches: each answered it a moment ago. */
async function warm(key: string): Promise<void> {
  for (const node of nodes) for (let i = 0; i < 3; i++) expect(await status(node, key)).toBe(200);
}

beforeAll(async () => {
  db = await createTestDatabase();
  await runCli(db, ['admin', 'customer', 'create', '--name', 'Revocation', '--customer-number', 'RV-1', '--no-test-key']);
  nodes.push(await startServerProcess(db.env), await startServerProcess(db.env));
}, 60_000);

afterAll(async () => {
  for (const node of nodes) if (node.child.exitCode === null) node.child.kill('SIGKILL');
  await db.drop();
});

describe('a revoked API key', () => {
  it('is refused by every API node within a second of a revocation made in another process', async () => {
    const key = await newKey();
    await warm(key);
    const revoked = await runCli(db, ['admin', 'key', 'revoke', '--customer', 'RV-1', '--key', key.slice(0, 12)]);
    expect(revoked.code, revoked.stderr).toBe(0);
    const since = performance.now();
    const times = await Promise.all(nodes.map((node) => msUntilRefused(node, key, since)));
    console.log(`revocation (admin command in the test process) to first refusal: ${times.map((t) => `${t} ms`).join(', ')}`);
    for (const ms of times) expect(ms).toBeLessThanOrEqual(LIMIT_MS);
  });

  it('is refused within a second when the admin command runs as a process of its own', async () => {
    const key = await newKey();
    await warm(key);
    const command = spawn(process.execPath, [BIN, 'admin', 'key', 'revoke', '--customer', 'RV-1', '--key', key.slice(0, 12)], {
      env: { ...process.env, ...db.env },
      stdio: 'ignore',
    });
    expect(await new Promise((resolve) => command.on('exit', resolve))).toBe(0);
    const since = performance.now();
    const times = await Promise.all(nodes.map((node) => msUntilRefused(node, key, since)));
    console.log(`revocation (admin command process) to first refusal: ${times.map((t) => `${t} ms`).join(', ')}`);
    for (const ms of times) expect(ms).toBeLessThanOrEqual(LIMIT_MS);
  });

  it('leaves the other keys of the environment working', async () => {
    const kept = await newKey();
    const dropped = await newKey();
    await warm(kept);
    await runCli(db, ['admin', 'key', 'revoke', '--customer', 'RV-1', '--key', dropped.slice(0, 12)]);
    for (const node of nodes) expect(await status(node, kept)).toBe(200);
  });
});
