import { againstBare, BENCH_SECONDS, measureInTurns, report, startBareServer, startService, type Load } from './harness.ts';

const KEY = 'bench-test-key-0123456789abcdef0123';

/**
 * GET /v1/persons?limit=20, GET /v1/persons/{id} and PUT /v1/persons on the test data set,
 * each against a bare node:http server answering the same bytes.
 */
export async function runPersonsBench(): Promise<void> {
  const service = await startService(KEY);
  const headers = { 'x-api-key': KEY, 'content-type': 'application/json' };
  const get = async (p: string) => (await fetch(service.url + p, { headers })).text();
  try {
    const listBody = await get('/v1/persons?limit=20');
    const persons = JSON.parse(listBody).personList;
    const one = persons[0];
    const oneBody = await get(`/v1/persons/${one.id}`);
    // Each connection updates a person of its own, sending the version its last answer returned.
    const putBody = JSON.stringify([{ ...persons[1], comment: 'bench' }]);
    const bare = await startBareServer({
      'GET /v1/persons': { status: 200, body: listBody },
      [`GET /v1/persons/${one.id}`]: { status: 200, body: oneBody },
      'PUT /v1/persons': { status: 200, body: putBody },
    });
    try {
      console.log('persons (SQLite unless BENCH_DATABASE_URL is set; 10 connections)');
      for (const [name, load] of [
        ['GET /v1/persons?limit=20', { path: '/v1/persons?limit=20', headers }],
        ['GET /v1/persons/{id}', { path: `/v1/persons/${one.id}`, headers }],
        [
          'PUT /v1/persons',
          againstBare({ method: 'PUT', path: '/v1/persons', headers, body: putBody }, () => personUpdates(service.url, KEY)),
        ],
      ] as const) {
        // The updates too: each turn starts from the persons as stored (personUpdates).
        const [bareResult, serviceResult] = await measureInTurns([bare.url, service.url], load, BENCH_SECONDS);
        report(name, serviceResult, bareResult);
      }
    } finally {
      bare.stop();
    }
  } finally {
    service.stop();
  }
}

/**
 * PUT /v1/persons on the service at `url`: each request takes a person nobody else is updating
 * and hands it back with the version its answer returned (10 connections, 11 persons: one is
 * always free). Each run starts from the persons as stored. The run before stopped without
 * waiting for its last requests, which the service still commits: a list read at once may hand
 * out versions they make stale, and a stale person then answers 409 for the whole run (seen on
 * PostgreSQL, whose updates take longer). So the list is read until two reads a moment apart agree.
 */
export function personUpdates(url: string, key: string): Load {
  const headers = { 'x-api-key': key, 'content-type': 'application/json' };
  const list = async () => (await fetch(`${url}/v1/persons?limit=20`, { headers })).text();
  let free: any[] = [];
  return {
    method: 'PUT',
    path: '/v1/persons',
    headers,
    requests: [
      {
        method: 'PUT',
        path: '/v1/persons',
        headers,
        setupRequest: (req: any, context: any) => {
          context.person = free.shift();
          return { ...req, body: JSON.stringify([{ ...context.person, comment: 'bench' }]) };
        },
        onResponse: (status: number, body: string, context: any) => {
          free.push(status === 200 && body.startsWith('[') ? JSON.parse(body)[0] : context.person);
        },
      },
    ],
    prepare: async () => {
      let listed = await list();
      for (let again = ''; again !== listed;) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        [again, listed] = [listed, await list()];
      }
      free = JSON.parse(listed).personList;
    },
  };
}
