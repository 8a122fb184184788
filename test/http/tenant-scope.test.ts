import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathIdsOf } from '../helpers/path-ids.ts';
import { TenantAudit } from '../helpers/tenant-audit.ts';
import { startWorld, type World } from '../helpers/world.ts';

/**
 * Queries on environment data that do not filter by environment_id, each with why that is right.
 * A new query without the filter fails this test until it is scoped or listed here with a reason.
 */
const JUSTIFIED: Record<string, string> = {
  'src/modules/locks/rows.ts:loadVisible': 'ids come from a scoped query; shared locks live in their owner environment',
  'src/modules/locks/device-state.ts:officeModeSlotsOf': "slots of locks already checked in the caller's environment (owner's rows)",
  'src/modules/maintenance-tasks/service.ts:locksWaitingFor':
    "locks by the ids of those the caller sees (shared ones live in their owner's environment), each with its office mode slots (owner's rows)",
  'src/modules/protocol-log/lock-protocol.ts:lockFactsIfAny':
    "a lock's own facts for its protocol entry; the caller holds the lock or a share of it",
  'src/modules/protocol-log/lock-protocol.ts:simpleMediumOf': 'the medium named by an entry the caller just recorded',
  'src/modules/protocols/privacy.ts:loadLockDirectory': "shares of the viewer's locks, in other environments by design",
  'src/modules/protocols/lock-protocol.ts:pageOfUnion':
    "the entries of the caller's locks, scoped by owner_environment_id (visibleTo), with those it caused elsewhere",
  'src/modules/protocols/lock-protocol.ts:visiblePageQuery':
    "builds that page: the entries of the caller's locks, scoped by owner_environment_id (visibleTo), with those it caused elsewhere",
  'src/modules/protocols/lock-protocol.ts:newest': 'reads a page from the scoped sets of visibleTo, in a subquery',
  'src/modules/protocols/lock-protocol.ts:visibleTotal':
    "counts the scoped sets of visibleTo on the partial days, and the caller's own day counts",
  'src/modules/protocols/lock-protocol.ts:visibleTotalQuery':
    "builds that count: the scoped sets of visibleTo on the partial days, and the caller's own day counts",
  'src/modules/holiday-calendars/rows.ts:seriesOf': 'series of a calendar already checked in the environment',
  'src/modules/holiday-calendars/rows.ts:slotRowsOf': 'slots of a calendar already checked in the environment',
  'src/modules/holiday-calendars/rows.ts:findSlotRow': 'slot by id within a calendar already checked in the environment',
  'src/modules/sharing/service.ts:activeSharesOf': "shares of the caller's own lock are rows of the redeemers' environments",
  'src/modules/sharing/service.ts:sharingCodesOf': "codes of the caller's own lock (checked first)",
  'src/modules/sharing/service.ts:<anonymous>': "sharing codes are unique across environments: a redeemer finds another system's code",
  'src/modules/registration-codes/service.ts:unusedPairingCode': 'pairing codes are unique across environments',
  'src/modules/devices/services/areas-on-lock.ts:areasOnLock': "a lock's area memberships, read for the lock itself",
  'src/modules/devices/services/authorization-sync.ts:completeDeletions': 'the phone or lock that synchronizes names its own rows',
  'src/modules/devices/services/authorization-sync.ts:receiveAuthorizations': 'the phone or lock that synchronizes names its own rows',
  'src/modules/devices/services/credentials.ts:issueDeviceCredential': 'a device credential belongs to its device, not to an environment',
  'src/modules/devices/services/lock-sync.ts:applyAreaAssignments': 'a lock synchronizing applies its own pending assignments',
  'src/modules/devices/services/lock-sync.ts:applyOfficeModeSlots': 'a lock synchronizing applies its own slots',
  'src/modules/devices/services/lock-sync.ts:applyShares': 'a lock synchronizing applies the shares of every environment it serves',
  'src/modules/devices/services/lock-sync.ts:markBlacklistReceived': 'entries of every environment are downloaded by the lock',
  'src/modules/devices/services/lock-sync.ts:stampSynchronized': 'the lock that synchronizes',
};

let world: World;
const audit = new TenantAudit();
beforeAll(async () => {
  world = await startWorld();
  world.deps.store = { ...world.deps.store, db: world.deps.store.db.withPlugin(audit) };
});
afterAll(() => world.close());

// Every operation of the interface, called with customer a's ids by a's test key, by customer b's
// key and by a's production key (the foreign calls must not reach a's rows): each query the code
// sends on a table of environment data filters by environment_id, or is justified above.
describe('tenant scope', () => {
  it('every query on environment data the interface sends names its environment, or is justified', async () => {
    const ids: Record<string, number | undefined> = { ...(await pathIdsOf(world, world.a.testKey)), sharingCodeId: 1 };
    const doc = (await world.call('GET', '/v1/openapi.json', { key: null })).body;
    for (const [path, methods] of Object.entries<Record<string, unknown>>(doc.paths)) {
      if (!path.startsWith('/v1/') || path.includes('public-mgmt')) continue;
      const url = path.replace(/\{([^}]+)\}/g, (_, name: string) => String(ids[name] ?? 1));
      for (const method of Object.keys(methods)) {
        for (const key of [world.a.testKey, world.b.testKey, world.a.productionKey]) {
          await world.call(method.toUpperCase(), url, { key, body: method === 'get' ? undefined : {} });
        }
      }
    }
    expect(audit.unscoped.length).toBeGreaterThan(0); // the audit sees the queries
    const unjustified = [
      ...new Set(audit.unscoped.filter((u) => !(u.caller in JUSTIFIED)).map((u) => `${u.caller} ${u.kind} ${u.tables}`)),
    ];
    expect(unjustified).toEqual([]);
  });
});
