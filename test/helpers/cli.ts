import { main } from '../../src/cli/main.ts';
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
