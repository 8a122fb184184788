import { main } from '../../src/cli/main.ts';
import { loadConfig } from '../../src/kernel/config.ts';
import { buildApp } from '../../src/app.ts';
import { makeDeps } from '../../src/wiring.ts';
import type { TestDatabase } from './database.ts';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `access-cloud <args>` in this process against the given test database. */
export async function runCli(db: TestDatabase, args: string[]): Promise<CliResult> {
  Object.assign(process.env, db.env);
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(args, { log: (l) => out.push(l), error: (l) => err.push(l) });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

/** The API key a command printed. */
export const keyIn = (text: string) => /(ac_(?:test|live)_[A-Za-z0-9_-]{43})/.exec(text)?.[1];

/** The status of `GET /v1/persons` with a key, from an app started (and closed) on the database. */
export async function personsStatus(db: TestDatabase, key: string): Promise<number> {
  const app = await buildApp(makeDeps(db.store, loadConfig({})));
  const res = await app.inject({ method: 'GET', url: '/v1/persons?limit=1', headers: { 'x-api-key': key } });
  await app.close();
  return res.statusCode;
}
