// Every GET of the interface (read from the service's own OpenAPI document), on the test data
// set: the service with its read cache (repeated reads), the service with the cache turned off
// (READ_CACHE_MB=0, every read from the database), and a bare node:http server answering the
// same bytes, measured in turns. Both services share one SQLite file (or BENCH_DATABASE_URL).
import { cachedReadPaths, type Api } from '../test/helpers/read-paths.ts';
import { measureInTurns, report, startBareServer, startService } from './harness.ts';

const KEY = 'bench-reads-key-0123456789abcdef01234567';
/** Reads are many: a shorter run each than the other suites, still after a warm-up. */
const SECONDS = Number(process.env.BENCH_READ_SECONDS ?? 2);
/** `BENCH_READ_PATHS=media|events` measures only the paths matching the pattern. */
const ONLY = process.env.BENCH_READ_PATHS ? new RegExp(process.env.BENCH_READ_PATHS) : undefined;

export async function runReadsBench(): Promise<void> {
  const cached = await startService(KEY);
  const uncached = await startService(KEY, cached.databaseUrl, { READ_CACHE_MB: '0' });
  const headers = { 'x-api-key': KEY, 'content-type': 'application/json' };
  const api: Api = async (method, path, body) =>
    (await fetch(cached.url + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })).json();
  try {
    const webhook = await api('POST', '/v1/webhooks', { url: 'https://example.org/hook', eventTypes: ['lock.unlocked'] });
    const paths = (await cachedReadPaths(api, webhook.id)).paths.filter((path) => ONLY?.test(path) ?? true);
    const recorded: Record<string, { status: number; body: string }> = {};
    for (const path of paths) {
      const res = await fetch(cached.url + path, { headers });
      recorded[`GET ${path}`] = { status: res.status, body: await res.text() };
      if (res.status !== 200) console.log(`  (${path} answers ${res.status})`);
    }
    const bare = await startBareServer(recorded);
    try {
      console.log(`every GET of the interface (SQLite unless BENCH_DATABASE_URL is set; ${paths.length} operations)`);
      const ratios = { cached: [] as number[], uncached: [] as number[] };
      for (const path of paths) {
        const [bareResult, hit, miss] = await measureInTurns([bare.url, cached.url, uncached.url], { path, headers }, SECONDS);
        ratios.cached.push(hit.requestsPerSecond / bareResult.requestsPerSecond);
        ratios.uncached.push(miss.requestsPerSecond / bareResult.requestsPerSecond);
        report(`${path.replace(/\?.*/, '')} cached`, hit, bareResult);
        report(`${path.replace(/\?.*/, '')} uncached`, miss, bareResult);
      }
      const lowest = (list: number[]) => Math.min(...list).toFixed(2);
      console.log(`lowest ratio: cached ${lowest(ratios.cached)}, uncached ${lowest(ratios.uncached)}`);
    } finally {
      bare.stop();
    }
  } finally {
    cached.stop();
    uncached.stop();
  }
}
