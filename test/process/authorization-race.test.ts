import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { infosOverlap } from '../../src/modules/authorizations/rules/pair-rules.ts';
import type { StoredInfo } from '../../src/modules/authorizations/rules/types.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.ts';

const KEY = 'authorization-race-key-0123456789abcdef';
const ROUNDS = 12;

let db: TestDatabase;
let nodes: ServerProcess[];

beforeAll(async () => {
  db = await createTestDatabase();
  const first = await startServerProcess({ ...db.env, ACCESS_CLOUD_TEST_API_KEY: KEY });
  nodes = [first, await startServerProcess({ ...db.env, ACCESS_CLOUD_TEST_API_KEY: KEY })];
});
afterAll(async () => {
  for (const node of nodes ?? []) node.child.kill('SIGKILL');
  await db.drop();
});

const call = async (node: ServerProcess, method: string, path: string, body?: unknown) => {
  const res = await fetch(`${node.url}${path}`, {
    method,
    headers: { 'X-API-Key': KEY, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: await res.json() };
};

const simple = (mediumId: number, lockId: number, day: number, from: string, to: string) => ({
  mediumId,
  lockId,
  authorizationInfo: {
    type: 'SIMPLE',
    validFrom: `2026-08-${String(day).padStart(2, '0')}T${from}`,
    validTo: `2026-08-${String(day).padStart(2, '0')}T${to}`,
  },
});

describe('two API nodes creating authorizations for the same pair at the same moment', () => {
  it('never leave overlapping infos or more than 8, and every refusal says why', async () => {
    const phones = (await call(nodes[0], 'GET', '/v1/media/phones?limit=100')).body.mediumList.filter((p: any) => p.activated);
    const locks = (await call(nodes[0], 'GET', '/v1/locks?limit=100')).body.lockList.filter(
      (l: any) => l.ownership === 'OWNER' && !l.removalRequested,
    );
    const phone = phones[phones.length - 1];
    const lock = locks[locks.length - 1];
    let refused = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const day = round + 1;
      // Same day, overlapping times: at most one of the two may win.
      const results = await Promise.all([
        call(nodes[0], 'POST', '/v1/authorizations/simple', simple(phone.id, lock.id, day, '08:00', '12:00')),
        call(nodes[1], 'POST', '/v1/authorizations/simple', simple(phone.id, lock.id, day, '10:00', '14:00')),
      ]);
      for (const r of results) {
        if (r.status !== 200) {
          refused++;
          expect(r.status, JSON.stringify(r.body)).toBe(400);
          expect(['AUTHORIZATION_OVERLAP', 'ONE_INTERVAL_PER_DAY', 'TOO_MANY_INFOS']).toContain(r.body.code);
          expect(r.body.detail).toBeTruthy();
        }
      }
      expect(results.filter((r) => r.status === 200).length).toBeLessThanOrEqual(1);
    }
    const pair = (await call(nodes[1], 'GET', `/v1/authorizations?mediumId=${phone.id}&lockId=${lock.id}`)).body.authorizations[0];
    const infos: StoredInfo[] = pair.authorizationInfoList;
    expect(infos.length).toBeLessThanOrEqual(8);
    for (let i = 0; i < infos.length; i++) for (let j = i + 1; j < infos.length; j++) expect(infosOverlap(infos[i], infos[j])).toBe(false);
    expect(refused).toBeGreaterThanOrEqual(ROUNDS);
  });
});
