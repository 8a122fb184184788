import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, TEST_DIALECT, type TestDatabase } from '../helpers/database.ts';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.ts';

// kill -9 under concurrent writes, again and again: after every restart each write answered
// with a 2xx is there, no list request is half-applied, every change has its protocol entry,
// every acknowledged message is in the outbox, and SQLite's integrity check is clean.
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 10);
const CLIENTS = 6;
const KEY = 'crash-test-key-0123456789abcdef0123';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

/** What the clients were told was done. */
interface Acknowledged {
  /** Tag of each created three-person batch → the ids answered. */
  batches: Map<string, number[]>;
  /** Person id → the version an update answered. */
  versions: Map<number, number>;
  /** Phones whose registration code SMS was accepted (held in the test environment's outbox). */
  messages: Set<number>;
}

async function call(node: ServerProcess, method: string, path: string, body?: unknown): Promise<{ status: number; body: any } | undefined> {
  try {
    const res = await fetch(`${node.url}${path}`, {
      method,
      headers: { 'x-api-key': KEY, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await res.json().catch(() => undefined) };
  } catch {
    return undefined; // the process is gone
  }
}

/** One client: creates persons in threes, updates them, sends registration codes, until its node dies. */
async function client(nodes: ServerProcess[], id: string, ack: Acknowledged, stop: { now: boolean }): Promise<void> {
  for (let i = 0; !stop.now; i++) {
    const node = nodes[i % nodes.length];
    const tag = `crash-${id}-${i}`;
    const created = await call(
      node,
      'POST',
      '/v1/persons',
      [0, 1, 2].map((n) => ({ firstName: `P${n}`, lastName: tag, correspondenceLanguageCode: 'de-DE' })),
    );
    if (!created) return;
    if (created.status !== 200) throw new Error(`create answered ${created.status}: ${JSON.stringify(created.body)}`);
    ack.batches.set(
      tag,
      created.body.map((p: any) => p.id),
    );
    const updated = await call(node, 'PUT', '/v1/persons', [{ ...created.body[0], comment: `updated ${i}` }]);
    if (!updated) return;
    if (updated.status === 200) ack.versions.set(updated.body[0].id, updated.body[0].version);
    const phone = await call(node, 'POST', '/v1/media/phones', [
      { phoneNumber: `+43 660 ${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}` },
    ]);
    if (!phone) return;
    if (phone.status !== 200) continue;
    const sent = await call(node, 'POST', `/v1/media/phones/${phone.body[0].id}/send-registration-code/sms`, {});
    if (!sent) return;
    if (sent.status === 200) ack.messages.add(phone.body[0].id);
  }
}

async function killed(node: ServerProcess): Promise<void> {
  node.child.kill('SIGKILL');
  await node.exited;
}

async function verify(ack: Acknowledged): Promise<{ lost: string[] }> {
  const q = db.store.db;
  const lost: string[] = [];
  const persons = await q.selectFrom('persons').select(['id', 'last_name', 'version']).where('last_name', 'like', 'crash-%').execute();
  const byTag = new Map<string, number[]>();
  for (const p of persons) byTag.set(p.last_name, [...(byTag.get(p.last_name) ?? []), Number(p.id)]);
  for (const [tag, ids] of byTag) if (ids.length !== 3) lost.push(`batch ${tag} half-written: ${ids.length} of 3`);
  for (const [tag, ids] of ack.batches) {
    const stored = byTag.get(tag) ?? [];
    if (ids.some((id) => !stored.includes(id))) lost.push(`acknowledged batch ${tag} missing`);
  }
  const versions = new Map(persons.map((p) => [Number(p.id), Number(p.version)]));
  for (const [id, version] of ack.versions)
    if ((versions.get(id) ?? 0) < version) lost.push(`update of person ${id} to version ${version} lost`);
  const protocolled = await q.selectFrom('system_protocol').select('fields').where('event_type', '=', 'CREATE_PERSON').execute();
  const protocolledIds = new Set(protocolled.map((r) => Number(JSON.parse(String(r.fields)).personId)));
  for (const p of persons) if (!protocolledIds.has(Number(p.id))) lost.push(`person ${p.id} without its protocol entry`);
  const outbox = new Set((await q.selectFrom('outbox_messages').select('medium_id').execute()).map((r) => Number(r.medium_id)));
  for (const phone of ack.messages) if (!outbox.has(phone)) lost.push(`message for phone ${phone} lost`);
  if (TEST_DIALECT === 'sqlite') {
    const { rows } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(q);
    if (rows[0].integrity_check !== 'ok') lost.push(`integrity check: ${JSON.stringify(rows)}`);
    const { rows: fk } = await sql`pragma foreign_key_check`.execute(q);
    if (fk.length > 0) lost.push(`foreign keys broken: ${JSON.stringify(fk).slice(0, 200)}`);
  }
  return { lost };
}

describe(`kill -9 under write load (${TEST_DIALECT}${TEST_DIALECT === 'postgres' ? ', two API nodes' : ''})`, () => {
  it(`keeps every acknowledged write through ${ROUNDS} crashes`, async () => {
    const ack: Acknowledged = { batches: new Map(), versions: new Map(), messages: new Set() };
    const nodeCount = TEST_DIALECT === 'postgres' ? 2 : 1;
    for (let round = 0; round < ROUNDS; round++) {
      const nodes = await Promise.all(
        Array.from({ length: nodeCount }, () => startServerProcess({ ...db.env, ACCESS_CLOUD_TEST_API_KEY: KEY, OUTBOX_INTERVAL_MS: '0' })),
      );
      const stop = { now: false };
      const before = ack.batches.size;
      const clients = Array.from({ length: CLIENTS }, (_, i) => client(nodes, `${round}.${i}`, ack, stop));
      // Each round crashes under load: once the nodes have acknowledged a write (a slow machine
      // takes longer to get there), after a random further moment.
      await vi.waitFor(() => expect(ack.batches.size).toBeGreaterThan(before), { timeout: 60_000, interval: 10 });
      await new Promise((resolve) => setTimeout(resolve, 150 + Math.random() * 350));
      // On PostgreSQL one node dies first while the other goes on, then the other.
      for (const node of nodes) {
        await killed(node);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      stop.now = true;
      await Promise.all(clients);
      const { lost } = await verify(ack);
      expect(lost, `round ${round + 1}`).toEqual([]);
    }
    console.log(
      `crash rounds ${ROUNDS} (${TEST_DIALECT}, ${nodeCount} node(s)): ${ack.batches.size} acknowledged batches, ${ack.versions.size} updates, ${ack.messages.size} messages, 0 lost`,
    );
    expect(ack.batches.size).toBeGreaterThanOrEqual(ROUNDS);
  }, 300_000);
});
