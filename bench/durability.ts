import path from 'node:path';
import { measure, tempDir, startService, type Measured } from './harness.ts';

const KEY = 'bench-test-key-0123456789abcdef0123';

/**
 * What syncing every commit costs: POST /v1/persons (one transaction each) on SQLite with
 * SQLITE_SYNCHRONOUS=FULL (the default: commits survive a power loss) against NORMAL (commits
 * survive a crash of the process only), measured in the same run, each on its own fresh file.
 */
export async function runDurabilityBench(): Promise<void> {
  const headers = { 'x-api-key': KEY, 'content-type': 'application/json' };
  const body = JSON.stringify([{ firstName: 'Bench', lastName: 'Durable', correspondenceLanguageCode: 'de-DE' }]);
  const writes = async (synchronous: 'FULL' | 'NORMAL'): Promise<Measured> => {
    const service = await startService(KEY, path.join(tempDir(), `durability-${synchronous}.sqlite`), { SQLITE_SYNCHRONOUS: synchronous });
    try {
      return await measure(service.url, { method: 'POST', path: '/v1/persons', headers, body });
    } finally {
      service.stop();
    }
  };
  console.log('durability (SQLite, POST /v1/persons, 10 connections)');
  const normal = await writes('NORMAL');
  const full = await writes('FULL');
  const line = (name: string, m: Measured) =>
    `${name.padEnd(34)} ${m.requestsPerSecond.toFixed(0).padStart(7)} writes/s${m.non2xx + m.errors > 0 ? `  (non-2xx ${m.non2xx}, errors ${m.errors})` : ''}`;
  console.log(line('synchronous=NORMAL (baseline)', normal));
  console.log(`${line('synchronous=FULL (default)', full)}   ratio ${(full.requestsPerSecond / normal.requestsPerSecond).toFixed(2)}`);
}
