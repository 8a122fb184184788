import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runQuickstart } from '../../sdk/examples/quickstart.ts';
import { createAccessCloudClient } from '../../sdk/src/index.ts';
import { runCli } from '../helpers/cli.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.ts';

// The SDK's README example, run as written against the service as a process (its demo test
// environment, reached with a known key), the way an integrator runs it.
const KEY = 'ci-sdk-quickstart-key-0123456789abcdef';

let db: TestDatabase;
let server: ServerProcess;

beforeAll(async () => {
  db = await createTestDatabase();
  server = await startServerProcess({ ...db.env, ACCESS_CLOUD_TEST_API_KEY: KEY, OUTBOX_INTERVAL_MS: '0' });
});
afterAll(async () => {
  if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await server.exited;
  await db.drop();
});

describe('the SDK quick start (sdk/examples/quickstart.ts)', () => {
  it('resets the test data, lists persons, sends a key by SMS (held in the outbox) and reads the lock protocol', async () => {
    const result = await runQuickstart({ baseUrl: server.url, apiKey: KEY });

    expect(result.persons.total).toBeGreaterThan(0);
    expect(result.persons.firstNames.length).toBe(Math.min(10, result.persons.total));
    expect(result.sentKey).toMatchObject({
      personId: expect.any(Number),
      phoneId: expect.any(Number),
      authorizationId: expect.any(Number),
      pairingCode: expect.stringMatching(/\S/),
    });
    expect(result.lockProtocol.total).toBeGreaterThan(0);
    expect(result.lockProtocol.eventTypes.length).toBeGreaterThan(0);

    // The SMS with the code waits, held, in the test environment's outbox: nothing was sent.
    const outbox = await runCli(db, ['admin', 'outbox', 'list', '--status', 'held']);
    expect(outbox.code, outbox.stderr).toBe(0);
    expect(outbox.stdout).toContain('SMS\theld');
    expect(outbox.stdout).toContain(result.sentKey.pairingCode);

    // A second run starts from the same data set again: the reset gives the same ids.
    const again = await runQuickstart({ baseUrl: server.url, apiKey: KEY });
    expect(again.persons).toEqual(result.persons);
    expect(again.lockProtocol.lockId).toBe(result.lockProtocol.lockId);
  });

  it('gives a problem as `error`, with its code, for an answer that is not a success', async () => {
    const client = createAccessCloudClient({ baseUrl: server.url, apiKey: KEY });
    const missing = await client.GET('/v1/persons/{personId}', { params: { path: { personId: 999_999_999 } } });
    expect(missing.data).toBeUndefined();
    expect(missing.response.status).toBe(404);
    expect(missing.error).toMatchObject({ status: 404, code: 'NOT_FOUND' });

    const unknownKey = createAccessCloudClient({ baseUrl: server.url, apiKey: 'ac_test_unknown' });
    const refused = await unknownKey.GET('/v1/persons', { params: { query: { offset: 0, limit: 1 } } });
    expect(refused.error).toMatchObject({ status: 401, code: 'API_KEY_INVALID' });
  });

  it('sends X-Interface-Revision when a revision is chosen', async () => {
    const client = createAccessCloudClient({ baseUrl: `${server.url}/`, apiKey: KEY, revision: '16.20.7' });
    const res = await client.GET('/v1/customer');
    expect(res.error).toBeUndefined();
    expect(res.response.headers.get('x-interface-revision')).toBe('16.20.7');
  });
});
