import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/kernel/config.ts';
import { startPhoneReplacement } from '../../src/modules/media/index.ts';
import { pairedPhone } from '../helpers/devices.ts';
import { fixtures } from '../helpers/fixtures.ts';
import { startWorld, type ApiResponse, type World } from '../helpers/world.ts';

// The same state transition requested at the same moment through two API nodes (own app, own
// connections, one database): exactly one winner where one is allowed, the others a documented
// 4xx, never a 5xx, one protocol entry and one version step per real change.
const ROUNDS = Number(process.env.RACE_ROUNDS ?? 3);
const CONCURRENT = 8;

let world: World;
let other: Awaited<ReturnType<World['secondNode']>>;
let f: ReturnType<typeof fixtures>;
beforeAll(async () => {
  // Many rounds of send-a-key send more SMS than the default daily quota of an environment.
  const config = loadConfig({});
  world = await startWorld({ delivery: { ...config.delivery, smsDailyQuota: 0 } });
  other = await world.secondNode();
  f = fixtures(world, world.a.test);
});
afterAll(async () => {
  await other.close();
  await world.close();
  // `npm run races` runs many rounds; this table is what it reports.
  if (process.env.RACE_REPORT === '1') {
    console.log(`races on ${process.env.TEST_DB ?? 'sqlite'}, ${ROUNDS} round(s) of ${CONCURRENT} requests per transition:`);
    for (const [name, t] of tally)
      console.log(`  ${name.padEnd(28)} rounds ${t.rounds}  winners ${t.winners}  4xx ${t.refused}  5xx ${t.failed}`);
  }
});

/** Per transition: rounds run, requests that made the change, documented refusals, server errors. */
const tally = new Map<string, { rounds: number; winners: number; refused: number; failed: number }>();
function count(name: string, answers: ApiResponse[]): void {
  const t = tally.get(name) ?? { rounds: 0, winners: 0, refused: 0, failed: 0 };
  t.rounds += 1;
  for (const a of answers) {
    if (a.status >= 500) t.failed += 1;
    else if (a.status >= 400) t.refused += 1;
    else t.winners += 1;
  }
  tally.set(name, t);
}

/** The same request, half through each node, all at once. */
function race(method: string, url: string, body?: unknown): Promise<ApiResponse[]> {
  return Promise.all(Array.from({ length: CONCURRENT }, (_, i) => (i % 2 === 0 ? world.call : other.call)(method, url, { body })));
}

const statuses = (answers: ApiResponse[]) => answers.map((a) => a.status).sort();

async function protocolCount(type: string, lockId: number): Promise<number> {
  const rows = await world.deps.store.db
    .selectFrom('system_protocol')
    .select('id')
    .where('environment_id', '=', world.a.test.id)
    .where('event_type', '=', type)
    .where('lock_id', '=', lockId)
    .execute();
  return rows.length;
}

describe('races between two API nodes', () => {
  it('lock removal and its abort: one winner each, the others 400, one protocol entry and one version step per change', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const lock = await f.lock();
      const before = (await world.call('GET', `/v1/locks/${lock.id}`)).body.version;
      const removed = await race('POST', `/v1/locks/${lock.id}/remove`, {});
      count('lock remove', removed);
      expect(statuses(removed)).toEqual([200, ...Array(CONCURRENT - 1).fill(400)]);
      expect(removed.filter((a) => a.status === 400).every((a) => a.body.code === 'REMOVAL_ALREADY_REQUESTED')).toBe(true);
      expect(await protocolCount('INITIATE_REMOVE_CYLINDER_FROM_CUSTOMER', lock.id)).toBe(1);
      const aborted = await race('POST', `/v1/locks/${lock.id}/abort-remove`, {});
      count('lock abort-remove', aborted);
      expect(statuses(aborted)).toEqual([200, ...Array(CONCURRENT - 1).fill(400)]);
      expect(aborted.filter((a) => a.status === 400).every((a) => a.body.code === 'REMOVAL_NOT_REQUESTED')).toBe(true);
      expect((await world.call('GET', `/v1/locks/${lock.id}`)).body.version).toBe(before + 2);
    }
  });

  it('assigning a medium to a person while the person is deleted: one of them wins, the other is refused, never a 5xx', async () => {
    for (let round = 0; round < ROUNDS * 4; round++) {
      const person = await f.person();
      const [phone] = (
        await world.call('POST', '/v1/media/phones', { body: [{ phoneNumber: `+43 660 77${String(round).padStart(5, '0')}` }] })
      ).body;
      const [assigned, deleted] = await Promise.all([
        world.call('POST', '/v1/media/assign', { body: [{ mediumId: phone.id, personId: person.id }] }),
        other.call('DELETE', '/v1/persons', { body: [person.id] }),
      ]);
      count('assign vs delete person', [assigned, deleted]);
      expect([assigned.status, deleted.status], JSON.stringify([assigned.body, deleted.body])).not.toContain(500);
      const personLeft = (await world.call('GET', `/v1/persons/${person.id}`)).status === 200;
      const medium = (await world.call('GET', `/v1/media/${phone.id}`)).body;
      if (deleted.status === 200) {
        expect(personLeft).toBe(false);
        expect(assigned.status).toBeGreaterThanOrEqual(400);
        expect(medium.personId).toBeUndefined();
      } else {
        expect(assigned.status).toBe(200);
        expect(personLeft).toBe(true);
        expect(medium.personId).toBe(person.id);
      }
    }
  });

  it('resetting the test data while writers of the environment work: no 5xx, every refusal a 409 to retry', async () => {
    const outcomes: ApiResponse[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const writers = Array.from({ length: CONCURRENT }, (_, i) =>
        (i % 2 === 0 ? world.call : other.call)('POST', '/v1/persons', {
          body: [{ firstName: 'Racing', lastName: `Writer ${round}-${i}`, correspondenceLanguageCode: 'de-DE' }],
        }),
      );
      const answers = await Promise.all([
        world.call('POST', '/v1/public-mgmt/reset-test-data', { body: {} }),
        ...writers,
        other.call('POST', '/v1/public-mgmt/reset-test-data', { body: {} }),
      ]);
      count('reset vs writers', answers);
      outcomes.push(...answers);
    }
    const refused = outcomes.filter((a) => a.status !== 200 && a.status !== 204);
    expect(refused.filter((a) => a.status !== 409 || a.body.code !== 'CONCURRENT_CHANGE').map((a) => a.body)).toEqual([]);
    const persons = await world.call('GET', '/v1/persons?limit=100');
    expect(persons.status).toBe(200);
    expect(persons.body.personList.some((p: any) => p.lastName === 'Berger')).toBe(true);
  });

  it('deactivating and reactivating one medium: one winner each, the others 400, one protocol entry per change', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const phone = await f.phone();
      const deactivated = await race('POST', `/v1/media/${phone.id}/deactivate?reason=lost`, {});
      count('medium deactivate', deactivated);
      expect(statuses(deactivated)).toEqual([200, ...Array(CONCURRENT - 1).fill(400)]);
      expect(deactivated.filter((a) => a.status === 400).every((a) => a.body.code === 'MEDIUM_ALREADY_DEACTIVATED')).toBe(true);
      const reactivated = await race('POST', `/v1/media/${phone.id}/reactivate?reason=found&recoverAuthorizations=true`, {});
      count('medium reactivate', reactivated);
      expect(statuses(reactivated)).toEqual([200, ...Array(CONCURRENT - 1).fill(400)]);
      expect(reactivated.filter((a) => a.status === 400).every((a) => a.body.code === 'MEDIUM_NOT_DEACTIVATED')).toBe(true);
      expect(await mediumProtocolCount(phone.id, 'DEACTIVATE_KEYRING_INITIATED')).toBe(1);
      expect(await mediumProtocolCount(phone.id, 'REACTIVATE_KEYRING_INITIATED')).toBe(1);
    }
  });

  it('assigning one medium to different persons at once: one winner, the others 409 MEDIUM_ALREADY_ASSIGNED', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [phone] = (
        await world.call('POST', '/v1/media/phones', { body: [{ phoneNumber: `+43 660 88${String(round).padStart(5, '0')}` }] })
      ).body;
      const persons = await Promise.all(Array.from({ length: CONCURRENT }, () => f.person()));
      const answers = await Promise.all(
        persons.map((person, i) =>
          (i % 2 === 0 ? world.call : other.call)('POST', '/v1/media/assign', { body: [{ mediumId: phone.id, personId: person.id }] }),
        ),
      );
      count('medium assign', answers);
      expect(statuses(answers)).toEqual([200, ...Array(CONCURRENT - 1).fill(409)]);
      expect(answers.filter((a) => a.status === 409).every((a) => a.body.code === 'MEDIUM_ALREADY_ASSIGNED')).toBe(true);
      const winner = persons[answers.findIndex((a) => a.status === 200)];
      expect((await world.call('GET', `/v1/media/${phone.id}`)).body.personId).toBe(winner.id);
    }
  });

  it('cancelling one assignment at once: every request succeeds, one of them changes it, one protocol entry', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const phone = await f.phone();
      const answers = await race('POST', '/v1/media/cancel-assignment', [phone.id]);
      count('medium cancel-assignment', answers);
      expect(statuses(answers)).toEqual(Array(CONCURRENT).fill(200));
      expect(answers.flatMap((a) => a.body)).toEqual([phone.id]);
      expect(await mediumProtocolCount(phone.id, 'REVOKE_KEYRING_OWNER')).toBe(1);
    }
  });
});

describe('races between two API nodes: phone replacements', () => {
  it('approving and rejecting one pending replacement at once: one decision wins, the others 403 REPLACEMENT_NOT_PENDING', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { phoneId } = await pairedPhone(world);
      const replacement = await startPhoneReplacement(world.deps, world.ctx(world.a.test), phoneId, {
        appType: 'IPHONE',
        platformVersion: '18',
      });
      const answers = await Promise.all(
        Array.from({ length: CONCURRENT }, (_, i) =>
          (i % 2 === 0 ? world.call : other.call)(
            'POST',
            `/v1/pending-phone-replacements/${replacement.id}/${i % 4 < 2 ? 'approve' : 'reject'}`,
            {
              body: {},
            },
          ),
        ),
      );
      count('replacement approve/reject', answers);
      expect(statuses(answers)).toEqual([200, ...Array(CONCURRENT - 1).fill(403)]);
      expect(answers.filter((a) => a.status === 403).every((a) => a.body.code === 'REPLACEMENT_NOT_PENDING')).toBe(true);
    }
  });
});

describe('races between two API nodes: send-a-key', () => {
  it('sending a key to the same new person at once: the person is created once and every request is answered with it', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const person = {
        firstName: 'Racing',
        lastName: `Recipient ${round}`,
        secondaryIdentification: `${9000 + round}`,
        correspondenceLanguageCode: 'en-UK',
      };
      const answers = await Promise.all(
        Array.from({ length: CONCURRENT }, (_, i) =>
          (i % 2 === 0 ? world.call : other.call)('POST', '/v1/send-a-key/sms', {
            body: { phone: { phoneNumber: `+43 660 99${String(round * CONCURRENT + i).padStart(5, '0')}` }, person },
          }),
        ),
      );
      count('send-a-key find-or-create', answers);
      expect(statuses(answers), JSON.stringify(answers.map((a) => a.body))).toEqual(Array(CONCURRENT).fill(200));
      expect(new Set(answers.map((a) => a.body.person.id)).size).toBe(1);
    }
  });
});

async function mediumProtocolCount(mediumId: number, type: string): Promise<number> {
  const rows = await world.deps.store.db
    .selectFrom('system_protocol')
    .select('id')
    .where('environment_id', '=', world.a.test.id)
    .where('event_type', '=', type)
    .where('medium_id', '=', mediumId)
    .execute();
  return rows.length;
}
