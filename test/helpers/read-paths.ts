// Concrete URLs of every GET operation of the interface, read from the service's own OpenAPI
// document and filled with ids of the test data set: the cache tests and the read benchmark
// cover whatever operations exist, not a list that could fall behind.

/** Calls the interface of one environment and returns the parsed answer. */
export type Api = (method: string, path: string, body?: unknown) => Promise<any>;

/** Operations whose answer is the time itself, never cached. */
export const UNCACHED_READS = new Set(['/v1/simulator/clock']);

/** Far enough back to include the whole test data set. */
export const EARLIEST = '2000-01-01T00:00:00Z';

/** Ids of the test data set for the path parameters; the webhook is one the caller made. */
async function pathParameters(api: Api, webhookId: number): Promise<Record<string, number>> {
  // A page's list is its one array property, whatever the operation calls it.
  const first = async (path: string) => Object.values<unknown>(await api('GET', path)).find((v): v is any[] => Array.isArray(v))?.[0]?.id;
  const calendar = (await api('GET', '/v1/holiday-calendars')).holidayCalendarList[0];
  return {
    personId: await first('/v1/persons?limit=1'),
    mediumId: await first('/v1/media?limit=1'),
    cardId: await first('/v1/media/cards?limit=1'),
    phoneId: await first('/v1/media/phones?limit=1'),
    lockId: (await api('GET', '/v1/locks?limit=100')).lockList.find((l: any) => l.ownership === 'OWNER').id,
    areaId: await first('/v1/areas?limit=1'),
    authorizationId: await first('/v1/authorizations?limit=1'),
    eventId: await first(`/v1/events?createdAfter=${EARLIEST}&limit=1`),
    holidayCalendarId: calendar.id,
    holidayCalendarSlotId: calendar.holidayCalendarSlots[0].id,
    webhookId,
  };
}

/**
 * Every cached GET, ids filled in, lists asked for a page of `limit`; protocols for `window`
 * if given (else their default, which ends at the service's now).
 */
export async function cachedReadPaths(
  api: Api,
  webhookId: number,
  options: { limit?: number; window?: { from: string; to: string } } = {},
): Promise<{ paths: string[]; ids: Record<string, number> }> {
  const doc = await api('GET', '/v1/openapi.json');
  const ids = await pathParameters(api, webhookId);
  const paths: string[] = [];
  for (const [template, operations] of Object.entries<any>(doc.paths)) {
    if (!operations.get || UNCACHED_READS.has(template) || !template.startsWith('/v1/')) continue;
    const names = (operations.get.parameters ?? []).filter((p: any) => p.in === 'query').map((p: any) => p.name);
    const query = new URLSearchParams();
    if (names.includes('limit')) query.set('limit', String(options.limit ?? 20));
    if (names.includes('createdAfter')) query.set('createdAfter', EARLIEST);
    if (options.window && names.includes('from') && names.includes('to')) {
      query.set('from', options.window.from);
      query.set('to', options.window.to);
    }
    const path = template.replace(/\{(\w+)\}/g, (_, name) => String(ids[name]));
    paths.push(query.size > 0 ? `${path}?${query}` : path);
  }
  return { paths, ids };
}
