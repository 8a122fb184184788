// POST /v1/authorizations/simple (new pairs, and appends to pairs that already hold several
// infos) and GET /v1/authorizations?mediumId=…, against a bare server answering the same bytes;
// then how those paths grow with the table (authorization-growth.ts).
import { growth } from './authorization-growth.ts';
import {
  againstBare,
  BENCH_SECONDS,
  countedLoad,
  createPhonesOver,
  interfaceOf,
  measureInTurns,
  report,
  startBareServer,
  startService,
} from './harness.ts';

const KEY = 'bench-authorizations-key-0123456789abcdef';
const PHONES = 4000;

const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
const simpleBody = (mediumId: number, lockId: number, n: number) =>
  JSON.stringify({ mediumId, lockId, authorizationInfo: { type: 'SIMPLE', validFrom: `${day(n)}T08:00`, validTo: `${day(n)}T12:00` } });

async function throughput(): Promise<void> {
  const service = await startService(KEY);
  const { headers, api } = interfaceOf(service, KEY);
  try {
    const phones = await createPhonesOver(api, PHONES);
    const locks = (await api('GET', '/v1/locks?limit=100')).lockList
      .filter((l: any) => l.ownership === 'OWNER' && !l.removalRequested)
      .map((l: { id: number }) => l.id);
    const sample = await fetch(service.url + '/v1/authorizations/simple', {
      method: 'POST',
      headers,
      body: simpleBody(phones[0], locks[0], 0),
    });
    const sampleBody = await sample.text();
    const listBody = await (await fetch(`${service.url}/v1/authorizations?mediumId=${phones[0]}`, { headers })).text();
    const bare = await startBareServer({
      'POST /v1/authorizations/simple': { status: 200, body: sampleBody },
      'GET /v1/authorizations': { status: 200, body: listBody },
    });
    // The service's requests count on from its own last turn: new pairs (or appends) however the
    // turns fall. The bare server gets the sample's body built once (againstBare).
    const path = '/v1/authorizations/simple';
    const counted = (body: (i: number) => string, first = 0) =>
      againstBare({ method: 'POST', path, headers, body: body(first) }, () => countedLoad('POST', path, headers, body, first));
    // New pairs: every request takes the next unused phone–lock pair.
    const newPair = counted((i) => simpleBody(phones[i % phones.length], locks[Math.floor(i / phones.length) % locks.length], 0), 1);
    // Appends: each block of 70 requests gives ten pairs seven days each, so pairs hold up to 7
    // infos. Neighbouring requests (those in flight together) go to different pairs: appends to
    // one medium wait for each other's row lock, and on PostgreSQL seven in a row measured that
    // wait more than the appends.
    const lastLock = locks[locks.length - 1];
    const APPEND_PAIRS = 10;
    const APPEND_DAYS = 7;
    const append = counted((i) => {
      const block = Math.floor(i / (APPEND_PAIRS * APPEND_DAYS));
      const phone = phones[(block * APPEND_PAIRS + (i % APPEND_PAIRS)) % phones.length];
      return simpleBody(phone, lastLock, 10 + Math.floor((i % (APPEND_PAIRS * APPEND_DAYS)) / APPEND_PAIRS) * 2);
    });
    try {
      console.log(`authorizations (SQLite unless BENCH_DATABASE_URL is set; ${PHONES} phones, ${locks.length} locks)`);
      for (const [name, load] of [
        ['POST …/simple, new pairs', newPair],
        ['POST …/simple, appends', append],
        ['GET /v1/authorizations?mediumId', { path: `/v1/authorizations?mediumId=${phones[0]}`, headers }],
      ] as const) {
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

export async function runAuthorizationsBench(): Promise<void> {
  await throughput();
  await growth();
}
