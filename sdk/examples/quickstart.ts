// Quick start against a test environment: reset its data, list persons, send a key by SMS to a
// new person for tomorrow at the garage gate, and read that lock's protocol.
// Run: ACCESS_CLOUD_URL=http://127.0.0.1:8080 ACCESS_CLOUD_API_KEY=ac_test_… npx tsx sdk/examples/quickstart.ts
// (In your own project, import from '@access-cloud/sdk' instead of '../src/index.ts'.)
import { pathToFileURL } from 'node:url';
import { createAccessCloudClient, type Problem } from '../src/index.ts';

export interface QuickstartResult {
  persons: { total: number; firstNames: string[] };
  sentKey: { personId: number; phoneId: number; authorizationId: number; pairingCode: string; validFrom: string };
  lockProtocol: { lockId: number; total: number; eventTypes: string[] };
}

/** Fails with the problem's code and detail: every error answer is an RFC 9457 problem. */
function fail(what: string, error: Problem): never {
  throw new Error(`${what}: ${error.status} ${error.code} – ${error.detail}`);
}

export async function runQuickstart({ baseUrl, apiKey }: { baseUrl: string; apiKey: string }): Promise<QuickstartResult> {
  const client = createAccessCloudClient({ baseUrl, apiKey });

  // 1. Back to the test data set (test keys only; the ids are the same after every reset).
  const reset = await client.POST('/v1/public-mgmt/reset-test-data');
  if (reset.error) fail('reset', reset.error);

  // 2. The first page of persons.
  const persons = await client.GET('/v1/persons', { params: { query: { offset: 0, limit: 10 } } });
  if (persons.error) fail('list persons', persons.error);

  // 3. Send a key: a new person, a phone and an authorization for tomorrow 08:00–17:00 (lock time)
  //    at the garage gate; the registration code goes out by SMS (the test environment holds it
  //    in its outbox, nothing is sent).
  const locks = await client.GET('/v1/locks', { params: { query: { offset: 0, limit: 100 } } });
  if (locks.error) fail('list locks', locks.error);
  const garage = locks.data.lockList.find((lock) => lock.lockDoor.name === 'Garage gate');
  if (!garage) throw new Error('the test data set has no lock "Garage gate"');
  const clock = await client.GET('/v1/simulator/clock');
  if (clock.error) fail('read the environment clock', clock.error);
  const tomorrow = new Date(Date.parse(clock.data.now) + 24 * 3600_000).toISOString().slice(0, 10);
  const sent = await client.POST('/v1/send-a-key/sms', {
    body: {
      phone: { phoneNumber: '+43 660 1234567' },
      person: { firstName: 'Eva', lastName: 'Test', correspondenceLanguageCode: 'en-UK' },
      authorization: {
        lockId: garage.id,
        authorizationInfo: { type: 'SIMPLE', validFrom: `${tomorrow}T08:00`, validTo: `${tomorrow}T17:00` },
      },
    },
  });
  if (sent.error) fail('send a key', sent.error);
  const { person, phone, authorization } = sent.data;
  if (!person || !authorization) throw new Error('send-a-key answered without person or authorization');

  // 4. The garage gate's lock protocol, newest first.
  const protocol = await client.GET('/v1/lock-protocol-limit', { params: { query: { offset: 0, limit: 20, lockId: garage.id } } });
  if (protocol.error) fail('read the lock protocol', protocol.error);

  return {
    persons: { total: persons.data.total, firstNames: persons.data.personList.map((p) => p.firstName) },
    sentKey: {
      personId: person.id,
      phoneId: phone.id,
      authorizationId: authorization.id,
      pairingCode: phone.pairingCode ?? '',
      validFrom: `${tomorrow}T08:00`,
    },
    lockProtocol: {
      lockId: garage.id,
      total: protocol.data.total,
      eventTypes: protocol.data.lockProtocols.flatMap((entry) => entry.lockProtocol?.event?.type ?? []),
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const baseUrl = process.env.ACCESS_CLOUD_URL ?? 'http://127.0.0.1:8080';
  const apiKey = process.env.ACCESS_CLOUD_API_KEY;
  if (!apiKey) throw new Error('set ACCESS_CLOUD_API_KEY to a test key (printed at the first start of the service)');
  console.log(JSON.stringify(await runQuickstart({ baseUrl, apiKey }), null, 2));
}
