// `npm run soak`: the service as a process under ten minutes (SOAK_MINUTES) of mixed load: person
// reads and writes, authorization creates, protocol reads, lock and phone synchronizations.
// Prints errors and the service's memory every minute; fails on any error or when its memory
// grew by 10 % or more from the first minute to the last. SQLite by default; DATABASE_URL
// (postgres://…) runs it on PostgreSQL.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const WORKERS = 8;
const KEY = 'soak-test-key-0123456789abcdef01234567';
const METRICS_TOKEN = 'soak-metrics-token-0123456789';
const root = path.resolve(import.meta.dirname, '..');
const databaseUrl = process.env.DATABASE_URL ?? path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'access-cloud-soak-')), 'soak.sqlite');

const child = spawn(process.execPath, ['bin/access-cloud.js', 'serve'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: '0',
    LOG_LEVEL: 'warn',
    // One process: its memory is what /proc and /metrics show.
    WORKERS: '1',
    DATABASE_URL: databaseUrl,
    ACCESS_CLOUD_TEST_API_KEY: KEY,
    METRICS_TOKEN,
    OUTBOX_INTERVAL_MS: '1000',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const base = await new Promise<string>((resolve, reject) => {
  let out = '';
  child.stdout.on('data', (d) => {
    out += d;
    const m = /listens on (http:\/\/[\d.]+:\d+)/.exec(out);
    if (m) resolve(m[1]);
  });
  child.on('exit', (code) => reject(new Error(`the service exited with ${code}: ${out}`)));
});

let requests = 0;
const errors: string[] = [];

async function call(method: string, url: string, body?: unknown, headers: Record<string, string> = { 'x-api-key': KEY }): Promise<any> {
  requests++;
  try {
    const res = await fetch(base + url, {
      method,
      headers: { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status >= 300) {
      errors.push(`${method} ${url}: ${res.status} ${text.slice(0, 200)}`);
      return undefined;
    }
    return text ? JSON.parse(text) : undefined;
  } catch (error) {
    errors.push(`${method} ${url}: ${(error as Error).message}`);
    return undefined;
  }
}

/** The service's memory: resident set from /proc, heap from its own metrics. */
async function memory(): Promise<{ rssMb: number; heapMb: number }> {
  const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  const metrics = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const heap = Number(/^access_cloud_nodejs_heap_size_used_bytes (\S+)/m.exec(metrics)?.[1] ?? 0);
  return { rssMb: rssKb / 1024, heapMb: heap / 1024 / 1024 };
}

// What the load works on: the test data set's locks, a lock credential, and per worker a person.
const locks = (await call('GET', '/v1/locks?limit=100')).lockList.filter((l: any) => l.ownership === 'OWNER');
const lockToken = (await call('POST', `/v1/simulator/locks/${locks[0].id}/credential`)).deviceToken;

async function worker(index: number, until: number): Promise<void> {
  let [person] =
    (await call('POST', '/v1/persons', [{ firstName: 'Soak', lastName: `Worker ${index}`, correspondenceLanguageCode: 'de-DE' }])) ?? [];
  for (let i = 0; performance.now() < until; i++) {
    const lock = locks[i % locks.length];
    switch (i % 8) {
      case 0:
        await call('GET', '/v1/persons?limit=20');
        break;
      case 1: {
        const updated = person && (await call('PUT', '/v1/persons', [{ ...person, comment: `round ${i}` }]));
        if (updated) person = updated[0];
        break;
      }
      case 2:
        await call('POST', '/v1/persons', [{ firstName: 'Soak', lastName: `Written ${index}-${i}`, correspondenceLanguageCode: 'en-UK' }]);
        break;
      case 3: {
        const [phone] = (await call('POST', '/v1/media/phones', [{ phoneNumber: `+43 660 ${index}${String(i).padStart(7, '0')}` }])) ?? [];
        const day = `2027-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`;
        if (phone)
          await call('POST', '/v1/authorizations/simple', {
            mediumId: phone.id,
            lockId: lock.id,
            authorizationInfo: { type: 'SIMPLE', validFrom: `${day}T08:00`, validTo: `${day}T12:00` },
          });
        break;
      }
      case 4:
        await call('GET', `/v1/lock-protocol?lockId=${lock.id}&limit=20`);
        break;
      case 5:
        await call('GET', '/v1/system-protocol?limit=20');
        break;
      case 6:
        await call('POST', '/device/v1/lock/sync', undefined, { 'x-device-token': lockToken });
        break;
      case 7:
        await call('POST', `/v1/simulator/locks/${lock.id}/sync`, {});
        break;
    }
  }
}

const started = performance.now();
const until = started + MINUTES * 60_000;
const samples: { rssMb: number; heapMb: number }[] = [];
const load = Promise.all(Array.from({ length: WORKERS }, (_, i) => worker(i, until)));
for (let minute = 1; minute <= MINUTES; minute++) {
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + minute * 60_000 - performance.now())));
  const m = await memory();
  samples.push(m);
  console.log(
    `minute ${String(minute).padStart(2)}: ${requests} requests, ${errors.length} errors, RSS ${m.rssMb.toFixed(1)} MB, heap ${m.heapMb.toFixed(1)} MB`,
  );
}
await load;
child.kill('SIGTERM');
const growth = ((samples.at(-1)!.rssMb - samples[0].rssMb) / samples[0].rssMb) * 100;
console.log(
  `soak: ${MINUTES} min, ${requests} requests, ${errors.length} errors, RSS ${samples[0].rssMb.toFixed(1)} → ${samples.at(-1)!.rssMb.toFixed(1)} MB (${growth >= 0 ? '+' : ''}${growth.toFixed(1)} % from minute 1)`,
);
for (const error of errors.slice(0, 10)) console.log(`  ${error}`);
process.exit(errors.length > 0 || growth >= 10 ? 1 : 0);
