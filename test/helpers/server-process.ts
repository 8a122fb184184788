import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { clock } from '../../src/kernel/clock.ts';

const BIN = path.resolve(import.meta.dirname, '../../bin/access-cloud.js');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
}

/**
 * Starts `access-cloud serve` as a real process on a free port and waits until it listens: one
 * process (WORKERS=1) unless `env` asks for more.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [BIN, 'serve'], {
    // The process runs on the test's clock, not the machine's.
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      WORKERS: '1',
      ACCESS_CLOUD_CLOCK_START: clock.now().toISOString(),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 30_000);
    const check = () => {
      const m = /listens on (http:\/\/[\d.]+:\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout.on('data', check);
    void exited.then(() => reject(new Error(`server exited:\n${out}`)));
  });
  return { url, child, output: () => out, exited };
}
