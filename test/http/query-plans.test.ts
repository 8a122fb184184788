import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECT } from '../helpers/database.ts';
import { authorize, deviceCall, lockToken, pairedPhone } from '../helpers/devices.ts';
import { seedLock, syncLock } from '../helpers/locks.ts';
import { freshNumber } from '../helpers/media.ts';
import { pathIdsOf } from '../helpers/path-ids.ts';
import { PlanAudit } from '../helpers/plan-audit.ts';
import { startWorld, type World } from '../helpers/world.ts';

let world: World;
let audit: PlanAudit;
beforeAll(async () => {
  world = await startWorld();
  audit = new PlanAudit(world.deps.store.db);
  world.deps.store = { ...world.deps.store, db: world.deps.store.db.withPlugin(audit) };
});
afterAll(() => world.close());

describe.runIf(TEST_DIALECT === 'sqlite')('query plans', () => {
  it('no operation of the interface or of the devices reads every row of a table of environment data', async () => {
    const ids: Record<string, number | undefined> = { ...(await pathIdsOf(world, world.a.testKey)), sharingCodeId: 1 };
    const doc = (await world.call('GET', '/v1/openapi.json', { key: null })).body;
    for (const [path, methods] of Object.entries<Record<string, unknown>>(doc.paths)) {
      if (!path.startsWith('/v1/')) continue;
      const url = path.replace(/\{([^}]+)\}/g, (_, name: string) => String(ids[name] ?? 1));
      for (const method of Object.keys(methods)) {
        await world.call(method.toUpperCase(), url, { body: method === 'get' ? undefined : {} });
      }
    }
    // Deletes that succeed, for the foreign keys checked on them (the calls above are refused).
    const [person] = (
      await world.call('POST', '/v1/persons', { body: [{ firstName: 'Plan', lastName: 'Audit', correspondenceLanguageCode: 'en-UK' }] })
    ).body;
    expect((await world.call('DELETE', '/v1/persons', { body: [person.id] })).status).toBe(200);
    const [phone] = (await world.call('POST', '/v1/media/phones', { body: [{ phoneNumber: freshNumber() }] })).body;
    expect((await world.call('DELETE', '/v1/media/phones', { body: [phone.id] })).status).toBe(200);
    // The device interface: a phone synchronizes and unlocks, the lock synchronizes.
    const before = audit.size;
    const device = await pairedPhone(world);
    const lock = await seedLock(world, 'garage');
    await authorize(world, device.phoneId, [{ lockId: lock.id }]);
    for (const [url, token, body] of [
      ['/device/v1/phone/sync', device.deviceToken, {}],
      ['/device/v1/phone/unlock', device.deviceToken, { lockId: lock.id }],
      ['/device/v1/lock/sync', await lockToken(world, lock.id), {}],
    ] as const) {
      expect((await deviceCall(world, 'POST', url, token, body)).status, url).toBe(200);
    }
    expect(audit.size).toBeGreaterThan(before + 10);
    expect(audit.size).toBeGreaterThan(50);
    const scans = await audit.fullScans();
    expect(scans.map((s) => `${s.caller} scans ${s.table}: ${s.sql}`)).toEqual([]);
  });

  it("the medium protocol's total counts in the index of entries with a medium, reading no entry's row", async () => {
    for (const query of ['limit=5', 'limit=5&from=2000-01-01T00:00:00Z']) {
      expect((await world.call('GET', `/v1/medium-protocol?${query}`)).status).toBe(200);
    }
    const counts = await audit.plans((sql) => /^select count\(\*\) .* from "lock_protocol" .*"medium_id" is not null/.test(sql));
    expect(counts.length).toBeGreaterThanOrEqual(2);
    for (const { sql, details } of counts) {
      expect(details, sql).toEqual([expect.stringMatching(/^SEARCH lock_protocol USING COVERING INDEX lock_protocol_env_media_time /)]);
    }
  });

  it('the maintenance tasks look for waiting rows in the indexes of only those, one search per lock and kind', async () => {
    expect((await world.call('GET', '/v1/maintenance-tasks?limit=5')).status).toBe(200);
    const planned = await audit.plans((sql) => sql.startsWith('select "l"."id" as "lock_id", exists'));
    expect(planned.length).toBe(1);
    for (const index of ['area_locks_waiting_lock', 'blacklist_entries_waiting_lock', 'authorizations_waiting_lock']) {
      expect(planned[0].details, index).toContainEqual(
        expect.stringMatching(new RegExp(`^SEARCH w USING (COVERING )?INDEX ${index} \\(lock_id=\\? AND environment_id=\\?\\)$`)),
      );
    }
  });

  it("a lock's or an area's assignments are read through that lock's or area's index, not all of the environment's", async () => {
    const ids = await pathIdsOf(world, world.a.testKey);
    for (const url of ['/v1/areas?limit=5', `/v1/areas/${ids.areaId}`, `/v1/locks/${ids.lockId}/settings`]) {
      expect((await world.call('GET', url)).status, url).toBe(200);
    }
    const device = await pairedPhone(world);
    const lock = await seedLock(world, 'office');
    await authorize(world, device.phoneId, [{ lockId: lock.id }]);
    expect((await deviceCall(world, 'POST', '/device/v1/phone/unlock', device.deviceToken, { lockId: lock.id })).status).toBe(200);
    const planned = await audit.plans((sql) => sql.includes('from "area_locks"') && /"(lock|area)_id" (=|in) /.test(sql));
    expect(planned.length).toBeGreaterThanOrEqual(3);
    for (const { sql, details } of planned) expect(details.join('; '), sql).not.toMatch(/area_locks_env/);
  });

  it("a page filtered by lock, area or medium reads that column's index in the page's order", async () => {
    const ids = await pathIdsOf(world, world.a.testKey);
    const pages: [list: string, table: string, filter: string, index: string][] = [
      ['authorizations', 'authorizations', 'lockId', 'authorizations_lock'],
      ['authorizations', 'authorizations', 'areaId', 'authorizations_area'],
      ['authorizations', 'authorizations', 'mediumId', 'authorizations_medium'],
      ['system-protocol', 'system_protocol', 'lockId', 'system_protocol_env_lock_time'],
      ['system-protocol', 'system_protocol', 'mediumId', 'system_protocol_env_medium_time'],
    ];
    for (const [list, table, filter, index] of pages) {
      expect((await world.call('GET', `/v1/${list}?${filter}=${ids[filter]}&limit=5`)).status).toBe(200);
      const column = `"${filter.replace('Id', '_id')}" = `;
      const planned = await audit.plans(
        (sql) => new RegExp(`^select .* from "${table}" .* order by .* limit`).test(sql) && sql.includes(column),
      );
      expect(planned.length, `${list} by ${filter}`).toBeGreaterThan(0);
      for (const { sql, details } of planned) {
        expect(details[0], sql).toMatch(new RegExp(`^SEARCH (\\w+ )?USING INDEX ${index} `));
        expect(details.join('; '), sql).not.toMatch(/TEMP B-TREE/);
      }
    }
  });
});

describe('query plans on both databases', () => {
  it("a lock's synchronization finds what waits for the lock and its areas in the indexes of only those rows", async () => {
    const onLock = await world.deps.store.db
      .selectFrom('area_locks')
      .select(['lock_id', 'area_id'])
      .where('environment_id', '=', world.a.test.id)
      .where('status', '=', 'ASSIGNED')
      .executeTakeFirstOrThrow();
    const lockId = Number(onLock.lock_id);
    await syncLock(world, world.a.test, lockId); // what the test data set has waiting for it
    const { phoneId } = await pairedPhone(world);
    const [forLock] = await authorize(world, phoneId, [{ lockId }, { areaId: Number(onLock.area_id) }]);
    expect((await syncLock(world, world.a.test, lockId)).authorizationsSynchronized).toBe(2);
    expect((await world.call('PUT', '/v1/authorizations', { body: [{ id: forLock.id, deletionRequested: true }] })).status).toBe(200);
    expect((await syncLock(world, world.a.test, lockId)).authorizationsDeleted).toBe(1);
    const planned = await audit.plans((sql) => /^(update|delete from) "authorizations" .*"area_id" in /.test(sql));
    expect(planned.map(({ sql }) => sql.split(' ')[0])).toEqual(expect.arrayContaining(['update', 'delete']));
    for (const { sql, details } of planned) {
      // SQLite searches both (MULTI-INDEX OR); PostgreSQL, without statistics, may read one whole: waiting rows only.
      const searched = details.flatMap((line) => /(?:USING INDEX|Index Scan on|Index Scan using) (\w+)/.exec(line)?.[1] ?? []);
      expect(searched.length, sql).toBeGreaterThan(0);
      for (const index of searched) expect(index, sql).toMatch(/^authorizations_waiting_(lock|area)$/);
      if (TEST_DIALECT === 'sqlite') expect(searched.sort(), sql).toEqual(['authorizations_waiting_area', 'authorizations_waiting_lock']);
    }
    const [blacklist] = await audit.plans((sql) => sql.startsWith('update "blacklist_entries" set "synchronized_on_lock"'));
    expect(blacklist.details.join('; '), blacklist.sql).toMatch(/(INDEX|Index Scan using|Index Scan on) blacklist_entries_waiting_lock /);
  });
});

describe.runIf(TEST_DIALECT === 'postgres')('query plans on PostgreSQL', () => {
  // A new table has no statistics until autovacuum first analyzes it, and a prepared statement
  // keeps the plan it settled on meanwhile. Without statistics PostgreSQL once looked a pair up in
  // the lock's listing index, reading all of the lock's authorizations for each (migration 027).
  it('looks a pair up by its unique index, and pages a lock or area by its own, in a never analyzed table of 5 000', async () => {
    const ids = await pathIdsOf(world, world.a.testKey);
    const [phone] = (await world.call('POST', '/v1/media/phones', { body: [{ phoneNumber: freshNumber() }] })).body;
    const info = { type: 'SIMPLE', validFrom: '2027-05-01T08:00', validTo: '2027-05-01T12:00' };
    for (const target of [{ lockId: ids.lockId }, { areaId: ids.areaId }]) {
      const answer = await world.call('POST', '/v1/authorizations/simple', {
        body: { mediumId: phone.id, ...target, authorizationInfo: info },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
    // Many media on one lock, one area: rows made in place (foreign keys and triggers off).
    await world.deps.store.db.connection().execute(async (db) => {
      await sql`alter table authorizations set (autovacuum_enabled = false)`.execute(db);
      await sql`set session_replication_role = replica`.execute(db);
      await sql`insert into authorizations (environment_id, version, medium_id, lock_id, area_id, infos, current_state, created_at, updated_at)
        select ${world.a.test.id}::bigint, 1, 1000000 + n, case when n % 5 = 0 then null else ${ids.lockId}::bigint end,
          case when n % 5 = 0 then ${ids.areaId}::bigint end, '[]', 'CREATED', '2027-01-01T00:00:00Z', '2027-01-01T00:00:00Z'
        from generate_series(1, 5000) n`.execute(db);
      await sql`reset session_replication_role`.execute(db);
    });
    const lookups = await audit.plans((sql) =>
      /^select \* from "authorizations" where "environment_id" = \$1 and "medium_id" = \$2 and "(lock|area)_id" = \$3$/.test(sql),
    );
    expect(lookups.map(({ sql, details }) => [sql.slice(-14), details[0]])).toEqual([
      ['"lock_id" = $3', expect.stringMatching(/^Index Scan using authorizations_medium_lock /)],
      ['"area_id" = $3', expect.stringMatching(/^Index Scan using authorizations_medium_area /)],
    ]);
    // The pages of one lock or area still read their own index, in order.
    for (const [filter, index] of [
      ['lockId', 'authorizations_lock'],
      ['areaId', 'authorizations_area'],
    ] as const) {
      expect((await world.call('GET', `/v1/authorizations?${filter}=${ids[filter]}&limit=5`)).status).toBe(200);
      const column = `"${filter.replace('Id', '_id')}" = `;
      const pages = await audit.plans((sql) => /^select .* from "authorizations" .* order by .* limit/.test(sql) && sql.includes(column));
      expect(pages.length, filter).toBeGreaterThan(0);
      for (const { sql, details } of pages) expect(details.join('; '), sql).toMatch(new RegExp(`Index Scan (Backward )?using ${index} `));
    }
  });
});
