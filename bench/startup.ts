// Cold start: the time from starting `access-cloud serve` to its first 200 answer, on a fresh
// SQLite file (migrations and the demo data run first) and again on that file; and the memory
// (resident set) of the process after the reads suite's kind of load.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { measure, tempDir } from './harness.ts';

const KEY = 'bench-startup-key-0123456789abcdef0123';
const ROOT = path.resolve(import.meta.dirname, '..');
const PORT = 18_000 + Math.floor(Math.random() * 1000);

async function firstAnswer(file: string, workers: string): Promise<{ ms: number; stop(): void; pid: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['bin/access-cloud.js', 'serve'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), DATABASE_URL: file, ACCESS_CLOUD_TEST_API_KEY: KEY, WORKERS: workers, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  for (;;) {
    const status = await fetch(`http://127.0.0.1:${PORT}/v1/persons?limit=20`, { headers: { 'x-api-key': KEY } }).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return { ms: performance.now() - started, pid: child.pid!, stop: () => child.kill('SIGTERM') };
}

/** Resident set of a process and its children (the workers), in MB. */
function residentMb(pid: number): number[] {
  const rss = (p: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  const children = fs.existsSync(`/proc/${pid}/task/${pid}/children`)
    ? fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
    : [];
  return [pid, ...children].map(rss);
}

export async function runStartupBench(): Promise<void> {
  console.log('cold start to the first 200 of GET /v1/persons (SQLite)');
  for (const workers of ['1', '2']) {
    const file = path.join(tempDir(), 'startup.sqlite');
    for (const kind of ['fresh database', 'existing database']) {
      const service = await firstAnswer(file, workers);
      console.log(`WORKERS=${workers}, ${kind.padEnd(18)} ${service.ms.toFixed(0).padStart(6)} ms`);
      if (kind === 'existing database') {
        const headers = { 'x-api-key': KEY };
        for (const p of ['/v1/persons?limit=20', '/v1/authorizations?limit=20', '/v1/media?limit=20', '/v1/system-protocol?limit=20'])
          await measure(`http://127.0.0.1:${PORT}`, { path: p, headers }, 2);
        const mb = residentMb(service.pid).map((m) => m.toFixed(0));
        console.log(`  resident memory after load: ${mb.join(' MB, ')} MB (primary${workers === '1' ? '' : ', workers'})`);
      }
      service.stop();
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
