import { APP_TYPES, type AppType } from '../modules/media/index.ts';
import { parseUtcTimestamp } from '../kernel/time.ts';
import type { Actor, Deps, RequestContext } from '../kernel/context.ts';
import { findCustomer, getEnvironment } from '../modules/customers/index.ts';
import { advanceClock, getClock, type EnvironmentClock } from '../modules/devices/index.ts';
import { issueLockCredential } from '../modules/devices/index.ts';
import { attemptAccess } from '../modules/devices/index.ts';
import { redeemPairingCode } from '../modules/devices/index.ts';
import { synchronizePhone } from '../modules/devices/index.ts';
import { requireTestEnvironment } from '../kernel/test-environment.ts';
import { adminActor } from './admin-commands.ts';
import { positiveInt, UsageError, type Command } from './command.ts';
import { environmentOfRow, lockSyncCommand } from './lock-commands.ts';

type WithDeps = <T>(work: (deps: Deps) => Promise<T>) => Promise<T>;

const text = (v: string | boolean | undefined) => (typeof v === 'string' ? v : undefined);

const SIMULATOR: Actor = { kind: 'DEVICE', userId: null, name: 'Simulator (command line)' };

/** The test environment holding row `id` of `table`, with the simulator acting in it. */
async function simulatorContextOf(deps: Deps, table: 'locks' | 'media', id: number, what: string): Promise<RequestContext> {
  const env = await environmentOfRow(deps, table, id, what);
  requireTestEnvironment(env, 'the simulator works');
  return { env, actor: SIMULATOR };
}

function moment(value: string | boolean | undefined, name: string): Date | undefined {
  if (value === undefined) return undefined;
  const parsed = typeof value === 'string' ? parseUtcTimestamp(value) : undefined;
  if (!parsed) throw new UsageError(`--${name} must be a UTC timestamp such as 2026-03-02T07:05:00Z`);
  return parsed;
}

function clockLine(clock: EnvironmentClock): string {
  return `test environment clock: ${clock.now} (${Math.round(clock.clockOffsetMs / 60_000)} minutes ahead of real time)`;
}

/** `access-cloud simulate …`: what locks and phone apps do, for test environments (the same services as the device interface). */
export function simulateCommands(withDeps: WithDeps): Command[] {
  return [
    {
      name: 'simulate pair',
      summary: 'a phone app redeems a pairing code (test environments); prints the phone and its device credential',
      usage: '--code <pairing code> [--app-type ANDROID|IPHONE|…] [--platform-version <v>]',
      options: {
        code: { type: 'string', description: 'The pairing code of the phone (12 characters)' },
        'app-type': { type: 'string', description: `${APP_TYPES.join(', ')} (default ANDROID)` },
        'platform-version': { type: 'string', description: 'Operating system version (default 14)' },
      },
      required: ['code'],
      run: (v, out) =>
        withDeps(async (deps) => {
          const appType = (text(v['app-type']) ?? 'ANDROID').toUpperCase();
          if (!APP_TYPES.includes(appType as AppType)) throw new UsageError(`--app-type must be one of ${APP_TYPES.join(', ')}`);
          const paired = await redeemPairingCode(
            deps,
            { pairingCode: text(v.code)!.toUpperCase(), appType: appType as AppType, platformVersion: text(v['platform-version']) ?? '14' },
            { testOnly: true },
          );
          out.log(
            `phone ${paired.phoneId} ${paired.rePairing ? 're-paired' : 'paired'} as ${paired.mediumIdentifier} (locking system ${paired.lockingSystemId})`,
          );
          out.log(`device token (shown once): ${paired.deviceToken}`);
        }),
    },
    {
      name: 'simulate phone sync',
      summary: 'a paired phone synchronizes its key ring (test environments)',
      usage: '--phone <id>',
      options: { phone: { type: 'string', description: 'Phone (medium) id' } },
      required: ['phone'],
      run: (v, out) =>
        withDeps(async (deps) => {
          const phoneId = positiveInt(v.phone, 'phone');
          const result = await synchronizePhone(deps, await simulatorContextOf(deps, 'media', phoneId, 'Phone'), phoneId);
          out.log(`phone ${phoneId} synchronized at ${result.synchronizedOn}`);
          for (const s of result.syncedAuthorizationList)
            out.log(`  authorization ${s.authorizationId} ${s.syncAction === 'CREATED' ? 'received' : 'deleted'}`);
          out.log(
            `  key ring ${result.keyRing.length} authorizations, push messages ${result.pushMessages.length}${result.pinResetApplied ? ', PIN reset carried out' : ''}`,
          );
        }),
    },
    lockSyncCommand(
      withDeps,
      {
        name: 'simulate lock sync',
        summary:
          'a lock synchronizes like a device (test environments): settings, areas, removal, blacklist and authorizations take effect',
      },
      (deps, lockId) => simulatorContextOf(deps, 'locks', lockId, 'Lock'),
      'CYLINDER_SYNCHRONIZATION_VIA_OTA',
    ),
    {
      name: 'simulate access',
      summary: 'a medium is presented at a lock (test environments): prints the decision; protocol entry and event are written',
      usage: '--medium <id> --lock <id> [--at <UTC> | --local-time <yyyy-mm-ddThh:mm>]',
      options: {
        medium: { type: 'string', description: 'Medium id (phone, card or key tag)' },
        lock: { type: 'string', description: "Lock id (own or shared with the medium's system)" },
        at: { type: 'string', description: "UTC moment (default: the environment's now)" },
        'local-time': { type: 'string', description: "Or the lock's wall-clock minute" },
      },
      required: ['medium', 'lock'],
      run: (v, out) =>
        withDeps(async (deps) => {
          const mediumId = positiveInt(v.medium, 'medium');
          const ctx = await simulatorContextOf(deps, 'media', mediumId, 'Medium');
          const outcome = await attemptAccess(deps, ctx, {
            mediumId,
            lockId: positiveInt(v.lock, 'lock'),
            at: moment(v.at, 'at'),
            localTime: text(v['local-time']),
          });
          out.log(`${outcome.granted ? 'granted' : 'denied'}: ${outcome.reason} at ${outcome.localTime} lock time (${outcome.at})`);
          out.log(`  ${outcome.explanation}`);
        }),
    },
    {
      name: 'simulate clock',
      summary: "shows or advances the clock of a customer's test environment",
      usage: '--customer <id|number> [--advance-minutes <n> | --to <UTC>]',
      options: {
        customer: { type: 'string', description: 'Customer id or customer number' },
        'advance-minutes': { type: 'string', description: 'Minutes to move forward' },
        to: { type: 'string', description: 'A later UTC moment to move to' },
      },
      required: ['customer'],
      run: (v, out) =>
        withDeps(async (deps) => {
          const customer = await findCustomer(deps.store.db, text(v.customer)!);
          const ctx: RequestContext = { env: await getEnvironment(deps.store.db, customer.id, 'TEST'), actor: adminActor() };
          if (v['advance-minutes'] !== undefined && v.to !== undefined) throw new UsageError('give --advance-minutes or --to, not both');
          const to = moment(v.to, 'to');
          const clock = to
            ? await advanceClock(deps, ctx, { to })
            : v['advance-minutes'] !== undefined
              ? await advanceClock(deps, ctx, { advanceMinutes: positiveInt(v['advance-minutes'], 'advance-minutes') })
              : await getClock(deps, ctx);
          out.log(clockLine(clock));
        }),
    },
  ];
}

/** `admin lock credential`: a new device credential for a lock (a real gateway's, or after a leak). */
export function lockCredentialCommand(withDeps: WithDeps): Command {
  return {
    name: 'admin lock credential',
    summary: 'issues a new device credential for a lock (the previous one stops working) and prints it once',
    usage: '--lock <id>',
    options: { lock: { type: 'string', description: 'Lock id' } },
    required: ['lock'],
    run: (v, out) =>
      withDeps(async (deps) => {
        const lockId = positiveInt(v.lock, 'lock');
        const ctx = { env: await environmentOfRow(deps, 'locks', lockId, 'Lock'), actor: adminActor() };
        const issued = await issueLockCredential(deps, ctx, lockId);
        out.log(`device credential of lock ${lockId} (shown once): ${issued.token}`);
      }),
  };
}
