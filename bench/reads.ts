// Every GET of the interface (read from the service's own OpenAPI document), on the test data
// set: the service with its read cache (repeated reads), the service with the cache turned off
// (READ_CACHE_MB=0, every read from the database), and a bare node:http server answering the
// same bytes. Both services share one SQLite file (or BENCH_DATABASE_URL).
import { measure, report, startBareServer, startService, type Measured } from './harness.ts';

const KEY = 'bench-reads-key-0123456789abcdef01234567';
/** Reads are many: a shorter run each than the other suites, still after a warm-up. */
const SECONDS = Number(process.env.BENCH_READ_SECONDS ?? 2);
/** Operations whose answer is the time itself, never cached. */
const SKIPPED = new Set(['/v1/simulator/clock']);

type Api = (method: string, path: string, body?: unknown) => Promise<any>;

/** Ids of the test data set for the path parameters, and a webhook so its routes have one. */
async function pathParameters(api: Api): Promise<Record<string, number>> {
  // A page's list is its one array property, whatever the operation calls it.
  const first = async (path: string) => Object.values<unknown>(await api('GET', path)).find((v): v is any[] => Array.isArray(v))?.[0]?.id;
  const lockId = (await api('GET', '/v1/locks?limit=100')).lockList.find((l: any) => l.ownership === 'OWNER').id;
  const calendar = (await api('GET', '/v1/holiday-calendars')).holidayCalendarList[0];
  const webhook = await api('POST', '/v1/webhooks', { url: 'https://example.org/hook', eventTypes: ['lock.unlocked'] });
  return {
    personId: await first('/v1/persons?limit=1'),
    mediumId: await first('/v1/media?limit=1'),
    cardId: await first('/v1/media/cards?limit=1'),
    phoneId: await first('/v1/media/phones?limit=1'),
    lockId,
    areaId: await first('/v1/areas?limit=1'),
    authorizationId: await first('/v1/authorizations?limit=1'),
    eventId: await first('/v1/events?createdAfter=2000-01-01T00:00:00Z&limit=1'),
    holidayCalendarId: calendar.id,
    holidayCalendarSlotId: calendar.holidayCalendarSlots[0].id,
    webhookId: webhook.id,
  };
}

/** Concrete URLs: every GET path, ids filled in, lists asked for a page of 20. */
async function readPaths(api: Api): Promise<string[]> {
  const doc = await api('GET', '/v1/openapi.json');
  const ids = await pathParameters(api);
  const paths: string[] = [];
  for (const [template, operations] of Object.entries<any>(doc.paths)) {
    if (!operations.get || SKIPPED.has(template) || !template.startsWith('/v1/')) continue;
    const names = (operations.get.parameters ?? []).filter((p: any) => p.in === 'query').map((p: any) => p.name);
    const query = new URLSearchParams();
    if (names.includes('limit')) query.set('limit', '20');
    if (names.includes('createdAfter')) query.set('createdAfter', '2000-01-01T00:00:00Z');
    const path = template.replace(/\{(\w+)\}/g, (_, name) => String(ids[name]));
    paths.push(query.size > 0 ? `${path}?${query}` : path);
  }
  return paths;
}

export async function runReadsBench(): Promise<void> {
  const cached = await startService(KEY);
  const uncached = await startService(KEY, cached.databaseUrl, { READ_CACHE_MB: '0' });
  const headers = { 'x-api-key': KEY, 'content-type': 'application/json' };
  const api: Api = async (method, path, body) =>
    (await fetch(cached.url + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })).json();
  try {
    const paths = await readPaths(api);
    const recorded: Record<string, { status: number; body: string }> = {};
    for (const path of paths) {
      const res = await fetch(cached.url + path, { headers });
      recorded[`GET ${path}`] = { status: res.status, body: await res.text() };
      if (res.status !== 200) console.log(`  (${path} answers ${res.status})`);
    }
    const bare = await startBareServer(recorded);
    const run = (url: string, path: string): Promise<Measured> => measure(url, { path, headers }, SECONDS);
    try {
      console.log(`every GET of the interface (SQLite unless BENCH_DATABASE_URL is set; ${paths.length} operations)`);
      const ratios = { cached: [] as number[], uncached: [] as number[] };
      for (const path of paths) {
        const bareResult = await run(bare.url, path);
        const hit = await run(cached.url, path);
        const miss = await run(uncached.url, path);
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
