import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_TAGS } from '../../../src/modules/protocols/languages.ts';
import type { SimpleMedium } from '../../../src/modules/protocol-log/lock-protocol.ts';
import { recordLockEvent, recordUnlocking } from '../../../src/modules/protocol-log/lock-protocol.ts';
import { daysAgo, protocolFixtures } from '../../helpers/protocol-fixtures.ts';
import { expectKeyChecks, expectProblem, startWorld, type World } from '../../helpers/world.ts';
import { clock } from '../../../src/kernel/clock.ts';

let world: World;
let fx: ReturnType<typeof protocolFixtures>;
/** Customer a's test lock with a history over two years, and a medium that used it. */
let lock: { id: number; lockIdentifier: string };
let medium: SimpleMedium;
const HISTORY_DAYS = [0.1, 0.5, 2, 10, 100, 400, 700];

beforeAll(async () => {
  world = await startWorld();
  fx = protocolFixtures(world);
  lock = await fx.lock(world.a.test, { doorName: 'Main entrance' });
  medium = await fx.medium(world.a.test, 'Anna’s phone');
  const ctx = fx.ctx(world.a.test);
  for (const days of HISTORY_DAYS) {
    await recordUnlocking(world.deps.store.db, ctx, { lockId: lock.id, medium, type: 'UNLOCKING_SUCCESSFUL', at: daysAgo(days) });
  }
});
afterAll(() => world.close());

const url = (query: string) => `/v1/lock-protocol-limit?lockId=${lock.id}${query}`;
const timestamps = (body: any) => body.lockProtocols.map((p: any) => p.lockProtocol.timestamp);

describe('GET /v1/lock-protocol-limit: range rules', () => {
  it('needs an API key', async () => {
    await expectKeyChecks(world, { method: 'GET', url: '/v1/lock-protocol-limit' });
  });

  it('answers the last day when neither from nor to is given, echoing both', async () => {
    const before = clock.nowMs();
    const res = await world.call('GET', url(''));
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    const from = Date.parse(res.body.from);
    const to = Date.parse(res.body.to);
    expect(to).toBeGreaterThanOrEqual(before);
    expect(to - from).toBe(24 * 3600_000);
  });

  it('includes entries exactly at from and at to', async () => {
    const all = await world.call('GET', url(`&from=${daysAgo(364).toISOString()}`));
    const [newest, second] = timestamps(all.body);
    const res = await world.call('GET', url(`&from=${second}&to=${newest}`));
    expect(timestamps(res.body)).toEqual([newest, second]);
    expect(res.body.from).toBe(second);
    expect(res.body.to).toBe(newest);
  });

  it('takes now as to when only from is given, and the day before to when only to is given', async () => {
    const onlyFrom = await world.call('GET', url(`&from=${daysAgo(50).toISOString()}`));
    expect(onlyFrom.body.total).toBe(4);
    expect(clock.nowMs() - Date.parse(onlyFrom.body.to)).toBeLessThan(60_000);
    const to = daysAgo(1.5).toISOString();
    const onlyTo = await world.call('GET', url(`&to=${to}`));
    expect(onlyTo.body.to).toBe(to);
    expect(Date.parse(to) - Date.parse(onlyTo.body.from)).toBe(24 * 3600_000);
    expect(onlyTo.body.total).toBe(1);
  });

  it('accepts exactly 365 days and refuses more, naming the parameter', async () => {
    const to = new Date('2026-01-01T00:00:00.000Z');
    const exactly = new Date(to.getTime() - 365 * 24 * 3600_000);
    expect((await world.call('GET', url(`&from=${exactly.toISOString()}&to=${to.toISOString()}`))).status).toBe(200);
    const more = new Date(exactly.getTime() - 1);
    expectProblem(await world.call('GET', url(`&from=${more.toISOString()}&to=${to.toISOString()}`)), 400, 'VALIDATION_FAILED', 'query/to');
    expectProblem(await world.call('GET', url(`&from=${daysAgo(366).toISOString()}`)), 400, 'VALIDATION_FAILED', 'query/from');
  });

  it('refuses from after to and malformed timestamps', async () => {
    expectProblem(
      await world.call('GET', url(`&from=${daysAgo(1).toISOString()}&to=${daysAgo(2).toISOString()}`)),
      400,
      'VALIDATION_FAILED',
      'query/to',
    );
    expectProblem(await world.call('GET', url('&from=yesterday')), 400, 'VALIDATION_FAILED', 'query/from');
    expectProblem(await world.call('GET', url('&to=2026-02-30T00:00:00Z')), 400, 'VALIDATION_FAILED', 'query/to');
  });

  it('accepts timestamps without seconds or with an offset', async () => {
    const res = await world.call('GET', url('&from=2025-12-01T00:00Z&to=2026-01-01T01:00:00.000%2B01:00'));
    expect(res.status).toBe(200);
    expect(res.body.to).toBe('2026-01-01T00:00:00.000Z');
    expect(res.body.from).toBe('2025-12-01T00:00:00.000Z');
  });
});

describe('GET /v1/lock-protocol (deprecated)', () => {
  it('has no default range and no 365-day limit', async () => {
    const all = await world.call('GET', `/v1/lock-protocol?lockId=${lock.id}`);
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(HISTORY_DAYS.length);
    expect(all.body.from).toBeUndefined();
    expect(all.body.to).toBeUndefined();
    const twoYears = await world.call(
      'GET',
      `/v1/lock-protocol?lockId=${lock.id}&from=${daysAgo(800).toISOString()}&to=${clock.now().toISOString()}`,
    );
    expect(twoYears.body.total).toBe(HISTORY_DAYS.length);
    expect(twoYears.body.from).toBeDefined();
  });

  it('is marked deprecated in the OpenAPI document, pointing to nothing else', async () => {
    const doc = (await world.call('GET', '/v1/openapi.json', { key: null })).body;
    expect(doc.paths['/v1/lock-protocol'].get.deprecated).toBe(true);
    expect(doc.paths['/v1/lock-protocol-limit'].get.deprecated).toBeUndefined();
  });
});

describe('lock protocol: paging, order and selection', () => {
  const all = (q = '') => world.call('GET', `/v1/lock-protocol?lockId=${lock.id}${q}`);

  it('lists newest first and pages with offset and limit', async () => {
    const first = await all('&limit=3');
    expect(first.body.offset).toBe(0);
    expect(first.body.lockProtocols).toHaveLength(3);
    const ts = timestamps(first.body);
    expect([...ts].sort().reverse()).toEqual(ts);
    const second = await all('&limit=3&offset=3');
    expect(timestamps(second.body)[0] < ts[2]).toBe(true);
    const past = await all('&offset=50');
    expect(past.body.lockProtocols).toEqual([]);
    expect(past.body.total).toBe(HISTORY_DAYS.length);
  });

  it('refuses bad paging values', async () => {
    expectProblem(await all('&limit=101'), 400, 'VALIDATION_FAILED', 'query/limit');
    expectProblem(await all('&offset=-1'), 400, 'VALIDATION_FAILED', 'query/offset');
    expectProblem(await world.call('GET', '/v1/lock-protocol-limit?lockId=abc'), 400, 'VALIDATION_FAILED', 'query/lockId');
  });

  it('selects the locks of an area, and refuses lockId together with areaId', async () => {
    const other = await fx.lock(world.a.test);
    const outside = await fx.lock(world.a.test);
    const ctx = fx.ctx(world.a.test);
    await recordUnlocking(world.deps.store.db, ctx, { lockId: other.id, medium, type: 'UNLOCKING_SUCCESSFUL', at: daysAgo(0.2) });
    await recordUnlocking(world.deps.store.db, ctx, { lockId: outside.id, medium, type: 'UNLOCKING_SUCCESSFUL', at: daysAgo(0.2) });
    const areaId = await fx.area(world.a.test, [lock.id, other.id]);
    const res = await world.call('GET', `/v1/lock-protocol-limit?areaId=${areaId}`);
    expect(res.body.total).toBe(3);
    expect(new Set(res.body.lockProtocols.map((p: any) => p.lock.id))).toEqual(new Set([lock.id, other.id]));
    const deprecated = await world.call('GET', `/v1/lock-protocol?areaId=${areaId}`);
    expect(deprecated.body.total).toBe(HISTORY_DAYS.length + 1);
    expectProblem(
      await world.call('GET', `/v1/lock-protocol-limit?areaId=${areaId}&lockId=${lock.id}`),
      400,
      'LOCK_OR_AREA',
      'query/areaId',
    );
    const empty = await fx.area(world.a.test, []);
    expect((await world.call('GET', `/v1/lock-protocol-limit?areaId=${empty}`)).body).toMatchObject({ total: 0, lockProtocols: [] });
  });

  it('selects an area of own locks and of locks shared by two owners: all entries of the own, the caller’s on the shared', async () => {
    const viewer = world.b.test;
    // Ids ascending as the area lists them: the owners' groups are of different sizes, the own one in the middle.
    const owners = [world.a.test, viewer, world.a.production, world.a.test];
    const locks: [lock: { id: number }, owner: (typeof owners)[number]][] = [];
    for (const owner of owners) locks.push([await fx.lock(owner), owner]);
    const [[fromTest], [own], [fromProduction], [fromTestToo]] = locks;
    for (const [shared, owner] of locks) if (owner !== viewer) await fx.share(shared.id, owner, viewer);
    const viewerMedium = await fx.medium(viewer, 'Viewer card');
    const ownerMedium = await fx.medium(world.a.test, 'Owner card');
    const expected: [number, string][] = [];
    for (const [i, [target, owner]] of locks.entries()) {
      const mine = daysAgo(0.1, i);
      await recordUnlocking(world.deps.store.db, fx.ctx(viewer), {
        lockId: target.id,
        medium: viewerMedium,
        type: 'UNLOCKING_SUCCESSFUL',
        at: mine,
      });
      expected.push([target.id, mine.toISOString()]);
      // The owner's own entries on a shared lock are not the caller's to see.
      const theirs = daysAgo(0.2, i);
      await recordUnlocking(world.deps.store.db, fx.ctx(owner), {
        lockId: target.id,
        medium: owner === viewer ? viewerMedium : ownerMedium,
        type: 'UNLOCKING_FAILED_NOT_WHITELISTED',
        at: theirs,
      });
      if (owner === viewer) expected.push([target.id, theirs.toISOString()]);
    }
    const areaId = await fx.area(viewer, [fromTest.id, own.id, fromProduction.id, fromTestToo.id]);
    const res = await world.call('GET', `/v1/lock-protocol-limit?areaId=${areaId}`, { key: world.b.testKey });
    expect(res.body.total).toBe(expected.length);
    const seen = res.body.lockProtocols.map((p: any) => [p.lock.id, new Date(p.lockProtocol.timestamp).toISOString()]);
    expect(seen).toEqual(expected.sort((x, y) => y[1].localeCompare(x[1])));
  });

  it('answers an empty list for a lock or area that is not the caller’s', async () => {
    for (const key of [world.a.productionKey, world.b.testKey, world.b.productionKey]) {
      const res = await world.call('GET', `/v1/lock-protocol?lockId=${lock.id}`, { key });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ total: 0, lockProtocols: [] });
      const everything = await world.call('GET', `/v1/lock-protocol`, { key });
      expect(everything.body.lockProtocols.map((p: any) => p.lock.id)).not.toContain(lock.id);
    }
    expect((await world.call('GET', '/v1/lock-protocol?lockId=999999999')).body.total).toBe(0);
  });

  it('lists every lock of the caller without a selection, never entries without lock', async () => {
    const ctx = fx.ctx(world.a.test);
    await recordLockEvent(world.deps.store.db, ctx, { lockId: null, type: 'PIN_PROTECTION_ACTIVATED', medium, at: daysAgo(0.1) });
    const res = await world.call('GET', '/v1/lock-protocol-limit?limit=100');
    expect(res.body.lockProtocols.every((p: any) => typeof p.lock?.id === 'number')).toBe(true);
    expect(res.body.lockProtocols.map((p: any) => p.lockProtocol.event.type)).not.toContain('PIN_PROTECTION_ACTIVATED');
  });
});

describe('lock protocol: entry content and translations', () => {
  it('carries category, event, details, medium, source flags, timestamp, lockUtcDelta and the lock', async () => {
    const res = await world.call('GET', url('&limit=1'));
    const [{ lock: simple, lockProtocol: entry }] = res.body.lockProtocols;
    expect(simple).toEqual({ id: lock.id, lockType: 'CYLINDER', lockIdentifier: lock.lockIdentifier, name: 'Main entrance' });
    expect(entry.eventCategory).toBe('LOCKING_EVENT');
    expect(entry.event.type).toBe('UNLOCKING_SUCCESSFUL');
    expect(Object.keys(entry.event.translations)).toEqual(['de-DE']);
    expect(entry.details.fields).toEqual({ mediumIdentifier: medium.mediumIdentifier });
    expect(entry.details.translations['de-DE']).toContain(medium.mediumIdentifier);
    expect(entry.details.translations['de-DE']).toContain(lock.lockIdentifier);
    expect(entry.medium).toEqual(medium);
    expect(entry).toMatchObject({ sourceLock: false, sourceMedium: true });
    expect(entry.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    // Europe/Vienna: UTC+1 in winter, UTC+2 in summer.
    expect([60, 120]).toContain(entry.lockUtcDelta);
    expect(entry.operatorName).toBeUndefined();
  });

  it('names the operator of backend events', async () => {
    const ctx = { env: world.a.test, actor: { kind: 'API_KEY' as const, userId: 1, name: 'API key ac_test_x… (office)' } };
    await recordLockEvent(world.deps.store.db, ctx, { lockId: lock.id, type: 'SHARED_CYLINDER_CODE_REDEEMED', at: daysAgo(0.05) });
    const res = await world.call('GET', url('&limit=1'));
    expect(res.body.lockProtocols[0].lockProtocol).toMatchObject({
      eventCategory: 'BACKEND_EVENT',
      operatorName: 'API key ac_test_x… (office)',
    });
  });

  it('translates into exactly the requested languages', async () => {
    const keys = async (language: string) => {
      const res = await world.call('GET', url(`&language=${language}`));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const entry = res.body.lockProtocols[0].lockProtocol;
      expect(Object.keys(entry.details.translations)).toEqual(Object.keys(entry.event.translations));
      return Object.keys(entry.event.translations);
    };
    expect(await keys('en-UK')).toEqual(['en-UK']);
    expect(await keys('fr-FR,it-IT')).toEqual(['fr-FR', 'it-IT']);
    expect(await keys('fr-FR,%20it-IT,fr-FR')).toEqual(['fr-FR', 'it-IT']);
    expect(await keys('sk-SL')).toEqual(['sk-SK']);
    expect(await keys('all')).toEqual([...LANGUAGE_TAGS]);
    expect(await keys('')).toEqual(['de-DE']);
  });

  it('refuses unknown languages, also in the wrong letter case', async () => {
    expectProblem(await world.call('GET', url('&language=xx-XX')), 400, 'VALIDATION_FAILED', 'query/language');
    expectProblem(await world.call('GET', url('&language=de-de')), 400, 'VALIDATION_FAILED', 'query/language');
    expectProblem(await world.call('GET', url('&language=de-DE,ALL')), 400, 'VALIDATION_FAILED', 'query/language');
  });
});

describe('lock protocol: anonymization', () => {
  it('ALWAYS leaves medium and person out of every entry', async () => {
    const anonymous = await fx.lock(world.a.test, { anonymizeEventLog: { type: 'ALWAYS' } });
    await recordUnlocking(world.deps.store.db, fx.ctx(world.a.test), {
      lockId: anonymous.id,
      medium,
      type: 'UNLOCKING_SUCCESSFUL',
      at: daysAgo(0.1),
      fields: { name: 'Anna Berger' },
    });
    const res = await world.call('GET', `/v1/lock-protocol-limit?lockId=${anonymous.id}&language=all`);
    const entry = res.body.lockProtocols[0].lockProtocol;
    expect(entry.medium).toBeUndefined();
    expect(entry.details.fields).toEqual({});
    const text = JSON.stringify(entry);
    expect(text).not.toContain(medium.mediumIdentifier);
    expect(text).not.toContain('Anna');
    const operator = { env: world.a.test, actor: { kind: 'API_KEY' as const, userId: 1, name: 'API key ac_test_y… (hr)' } };
    await recordLockEvent(world.deps.store.db, operator, {
      lockId: anonymous.id,
      type: 'SHARED_CYLINDER_CODE_REDEEMED',
      at: daysAgo(0.05),
    });
    const backend = (await world.call('GET', `/v1/lock-protocol-limit?lockId=${anonymous.id}&limit=1`)).body.lockProtocols[0].lockProtocol;
    expect(backend.event.type).toBe('SHARED_CYLINDER_CODE_REDEEMED');
    expect(backend.operatorName).toBeUndefined();
  });

  it('LIMITED keeps daysToKeep days and anonymizes older entries; NEVER keeps everything', async () => {
    const limited = await fx.lock(world.a.test, { anonymizeEventLog: { type: 'LIMITED', daysToKeep: 30 } });
    for (const days of [1, 29, 31, 200]) {
      await recordUnlocking(world.deps.store.db, fx.ctx(world.a.test), {
        lockId: limited.id,
        medium,
        type: 'UNLOCKING_SUCCESSFUL',
        at: daysAgo(days),
      });
    }
    const res = await world.call('GET', `/v1/lock-protocol?lockId=${limited.id}`);
    expect(res.body.lockProtocols.map((p: any) => p.lockProtocol.medium?.id ?? null)).toEqual([medium.id, medium.id, null, null]);
    const never = await world.call('GET', `/v1/lock-protocol?lockId=${lock.id}`);
    const unlockings = never.body.lockProtocols.filter((p: any) => p.lockProtocol.event.type === 'UNLOCKING_SUCCESSFUL');
    expect(unlockings).toHaveLength(HISTORY_DAYS.length);
    expect(unlockings.every((p: any) => p.lockProtocol.medium?.id === medium.id)).toBe(true);
  });

  it('applies a stricter setting to the past at once', async () => {
    const later = await fx.lock(world.a.test);
    await recordUnlocking(world.deps.store.db, fx.ctx(world.a.test), {
      lockId: later.id,
      medium,
      type: 'UNLOCKING_SUCCESSFUL',
      at: daysAgo(3),
    });
    await world.deps.store.db.updateTable('locks').set({ anonymize_event_log_type: 'ALWAYS' }).where('id', '=', later.id).execute();
    const res = await world.call('GET', `/v1/lock-protocol?lockId=${later.id}`);
    expect(res.body.lockProtocols[0].lockProtocol.medium).toBeUndefined();
  });
});

describe('lock protocol: shared locks', () => {
  it('shows the owner a redeemer’s authorization changes as backend events, without the medium when the share asks for it', async () => {
    const owner = world.a.test;
    const redeemer = world.b.test;
    const { open, discreet } = await fx.openAndDiscreetShares(owner, redeemer);
    const redeemerMedium = await fx.medium(redeemer, 'Bob');
    const tomorrow = new Date(clock.nowMs() + 24 * 3600_000).toISOString().slice(0, 10);
    for (const l of [open, discreet]) {
      const res = await world.call('POST', '/v1/authorizations/simple', {
        key: world.b.testKey,
        body: {
          mediumId: redeemerMedium.id,
          lockId: l.id,
          authorizationInfo: { type: 'SIMPLE', validFrom: `${tomorrow}T08:00`, validTo: `${tomorrow}T12:00` },
        },
      });
      expect(res.status).toBe(200);
    }

    const backendEvents = async (lockId: number, key?: string) =>
      (await world.call('GET', `/v1/lock-protocol-limit?lockId=${lockId}`, { key })).body.lockProtocols.filter(
        (p: any) => p.lockProtocol.eventCategory === 'BACKEND_EVENT',
      );
    const [openEntry] = await backendEvents(open.id);
    expect(openEntry.lockProtocol.medium.id).toBe(redeemerMedium.id);
    // The entry itself records that it is anonymous to the owner: it stays so when the share stops asking.
    await world.deps.store.db
      .updateTable('lock_shares')
      .set({ anonymize_data_in_owner_protocol: 0 })
      .where('lock_id', '=', discreet.id)
      .where('environment_id', '=', redeemer.id)
      .execute();
    const [discreetEntry] = await backendEvents(discreet.id);
    expect(discreetEntry.lockProtocol.medium).toBeUndefined();
    expect(JSON.stringify(discreetEntry)).not.toContain('Bob');
    // The redeemer sees its own change in full.
    const [ownEntry] = await backendEvents(discreet.id, world.b.testKey);
    expect(ownEntry.lockProtocol.medium.id).toBe(redeemerMedium.id);
  });

  it('shows the owner the redeemer’s entries, without medium and person when the share asks for it', async () => {
    const owner = world.a.test;
    const redeemer = world.b.test;
    const { open, discreet } = await fx.openAndDiscreetShares(owner, redeemer, { alternativeDoorName: 'Partner door' });
    const redeemerMedium = await fx.medium(redeemer, 'Bob');
    const ownerMedium = await fx.medium(owner, 'Owner phone');
    for (const l of [open, discreet]) {
      await recordUnlocking(world.deps.store.db, fx.ctx(redeemer), {
        lockId: l.id,
        medium: redeemerMedium,
        type: 'UNLOCKING_SUCCESSFUL',
        at: daysAgo(0.3),
        fields: { name: 'Bob Partner' },
      });
      await recordUnlocking(world.deps.store.db, fx.ctx(owner), {
        lockId: l.id,
        medium: ownerMedium,
        type: 'UNLOCKING_SUCCESSFUL',
        at: daysAgo(0.2),
      });
    }

    const ownerView = async (lockId: number) => (await world.call('GET', `/v1/lock-protocol-limit?lockId=${lockId}`)).body.lockProtocols;
    const openEntries = await ownerView(open.id);
    expect(openEntries.map((p: any) => p.lockProtocol.medium?.id)).toEqual([ownerMedium.id, redeemerMedium.id]);
    expect(openEntries[0].lock.alternativeName).toBeUndefined();
    const discreetEntries = await ownerView(discreet.id);
    expect(discreetEntries.map((p: any) => p.lockProtocol.medium?.id ?? null)).toEqual([ownerMedium.id, null]);
    expect(JSON.stringify(discreetEntries[1])).not.toContain('Bob');

    // The redeemer sees its own entries only, with its own name of the door.
    const redeemerView = await world.call('GET', `/v1/lock-protocol-limit?lockId=${open.id}`, { key: world.b.testKey });
    expect(redeemerView.body.total).toBe(1);
    expect(redeemerView.body.lockProtocols[0].lockProtocol.medium.id).toBe(redeemerMedium.id);
    expect(redeemerView.body.lockProtocols[0].lock.alternativeName).toBe('Partner door');
    const redeemerDiscreet = await world.call('GET', `/v1/lock-protocol-limit?lockId=${discreet.id}`, { key: world.b.testKey });
    expect(redeemerDiscreet.body.lockProtocols[0].lockProtocol.medium.id).toBe(redeemerMedium.id);

    // Switching the share to anonymous hides the redeemer's past entries from the owner too.
    await world.deps.store.db
      .updateTable('lock_shares')
      .set({ anonymize_data_in_owner_protocol: 1 })
      .where('lock_id', '=', open.id)
      .execute();
    expect((await ownerView(open.id)).map((p: any) => p.lockProtocol.medium?.id ?? null)).toEqual([ownerMedium.id, null]);

    // Other keys of both customers see nothing of these locks.
    for (const key of [world.a.productionKey, world.b.productionKey]) {
      expect((await world.call('GET', `/v1/lock-protocol-limit?lockId=${open.id}`, { key })).body.total).toBe(0);
    }
  });

  it('pages the whole protocol across own locks and entries caused on shared locks, newest first, with their total', async () => {
    // Production environments, which no other test of this file writes to.
    const viewer = world.b.production;
    const partner = world.a.production;
    const own = await fx.lock(viewer);
    const shared = await fx.lock(partner);
    await fx.share(shared.id, partner, viewer, { anonymizeDataInOwnerProtocol: false });
    const viewerMedium = await fx.medium(viewer, 'Viewer phone');
    const partnerMedium = await fx.medium(partner, 'Partner phone');
    // Interleaved in time: on the own lock, the viewer's and the partner's entries (both the
    // viewer's to see); on the shared lock, the viewer's (visible) and the partner's (not).
    const written: { at: Date; visible: boolean }[] = [];
    for (let i = 0; i < 12; i++) {
      const onOwnLock = i % 3 !== 2;
      const byViewer = i % 2 === 0;
      const at = daysAgo(0, 1 + i);
      await recordUnlocking(world.deps.store.db, fx.ctx(byViewer ? viewer : partner), {
        lockId: onOwnLock ? own.id : shared.id,
        medium: byViewer ? viewerMedium : partnerMedium,
        type: 'UNLOCKING_SUCCESSFUL',
        at,
      });
      written.push({ at, visible: onOwnLock || byViewer });
    }
    const expected = written.filter((w) => w.visible).map((w) => w.at.toISOString());

    const seen: string[] = [];
    for (let offset = 0; offset < expected.length + 3; offset += 3) {
      const page = await world.call('GET', `/v1/lock-protocol-limit?limit=3&offset=${offset}`, { key: world.b.productionKey });
      expect(page.body.total).toBe(expected.length);
      seen.push(...timestamps(page.body).map((t: string) => new Date(t).toISOString()));
    }
    expect(seen).toEqual(expected);
  });

  it('applies the redeemer’s own anonymizeEventLog to its view', async () => {
    const owner = world.a.test;
    const redeemer = world.b.test;
    const shared = await fx.lock(owner);
    await fx.share(shared.id, owner, redeemer, { anonymizeEventLog: { type: 'ALWAYS' } });
    const redeemerMedium = await fx.medium(redeemer);
    await recordUnlocking(world.deps.store.db, fx.ctx(redeemer), {
      lockId: shared.id,
      medium: redeemerMedium,
      type: 'UNLOCKING_SUCCESSFUL',
      at: daysAgo(0.2),
    });
    const redeemerView = await world.call('GET', `/v1/lock-protocol-limit?lockId=${shared.id}`, { key: world.b.testKey });
    expect(redeemerView.body.lockProtocols[0].lockProtocol.medium).toBeUndefined();
    const ownerView = await world.call('GET', `/v1/lock-protocol-limit?lockId=${shared.id}`);
    expect(ownerView.body.lockProtocols[0].lockProtocol.medium.id).toBe(redeemerMedium.id);
  });
});

describe('removed protocol operations', () => {
  it('answer 410 naming the replacement', async () => {
    const areas = await world.call('GET', '/v1/areas/protocol');
    expectProblem(areas, 410, 'OPERATION_REMOVED');
    expect(areas.body.detail).toContain('/v1/lock-protocol-limit?areaId=');
    const locks = await world.call('GET', '/cloud/v1/locks/protocol?lockId=1');
    expectProblem(locks, 410, 'OPERATION_REMOVED');
    expect(locks.body.detail).toContain('/v1/lock-protocol-limit?lockId=');
  });
});
