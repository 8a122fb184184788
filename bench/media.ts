// POST /v1/media/assign: each request gives a phone without a person to a person of the test
// data set, against a bare server answering the same bytes.
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

const KEY = 'bench-media-key-0123456789abcdef01234567';
/**
 * More than one run assigns (2.5 s at the default BENCH_SECONDS, at up to 5 000 per second here):
 * the requests go round them, and a run that came round to an assigned phone shows as non-2xx.
 */
const PHONES = 25_000;
/** The most ids one cancel-assignment takes. */
const BATCH = 1000;

export async function runMediaBench(): Promise<void> {
  const service = await startService(KEY);
  const { headers, api } = interfaceOf(service, KEY);
  try {
    // Numbers of their own: the authorizations suite's phones may be in the same environment.
    const phones = await createPhonesOver(api, PHONES, 1_000_000);
    const persons: number[] = (await api('GET', '/v1/persons?limit=20')).personList.map((p: { id: number }) => p.id);
    const assignBody = (i: number) => JSON.stringify([{ mediumId: phones[i % PHONES], personId: persons[i % persons.length] }]);
    const sample = await (await fetch(`${service.url}/v1/media/assign`, { method: 'POST', headers, body: assignBody(0) })).text();
    const bare = await startBareServer({ 'POST /v1/media/assign': { status: 200, body: sample } });
    // Every run of the service starts with all phones free: those the run before assigned (and
    // any it left in flight, answered by now) lose their person again, not measured.
    const releaseAll = async () => {
      for (let i = 0; i < PHONES; i += BATCH) await api('POST', '/v1/media/cancel-assignment', phones.slice(i, i + BATCH));
    };
    const loadOf = againstBare({ method: 'POST', path: '/v1/media/assign', headers, body: assignBody(1) }, () => ({
      ...countedLoad('POST', '/v1/media/assign', headers, assignBody, 1),
      prepare: releaseAll,
    }));
    try {
      console.log(`media (SQLite unless BENCH_DATABASE_URL is set; ${PHONES} phones, ${persons.length} persons)`);
      const [bareResult, serviceResult] = await measureInTurns([bare.url, service.url], loadOf, BENCH_SECONDS);
      report('POST /v1/media/assign', serviceResult, bareResult);
    } finally {
      bare.stop();
    }
  } finally {
    service.stop();
  }
}
