import { LOCK_TECHNOLOGIES, LOCK_TYPES, type LockTechnology, type LockType } from '../kernel/db/lock-types.ts';
import { addAco, listAcos, removeAco } from '../modules/customers/index.ts';
import { allAreasOfEnvironment, assignLockToAreas, createArea, unassignLockFromAreas } from '../modules/areas/index.ts';
import type { Deps, EnvironmentRef, RequestContext } from '../kernel/context.ts';
import { findCustomer, getEnvironment } from '../modules/customers/index.ts';
import { environmentById } from '../kernel/db/environment-lookup.ts';
import { synchronizeLock, type SyncOutcome } from '../modules/devices/index.ts';
import { registerLockWithCredential } from '../modules/devices/index.ts';
import { allLocksOfEnvironment } from '../modules/locks/index.ts';
import { type Lock } from '../modules/locks/index.ts';
import { notFound } from '../kernel/errors.ts';
import { adminActor } from './admin-commands.ts';
import { envKind, positiveInt, UsageError, type Command, type Options, type Output } from './command.ts';
import { inviteAdministrator } from '../modules/admin-accounts/index.ts';
import { isOfferedLanguage } from '../kernel/admin/i18n.ts';
import { adminBaseUrl } from '../kernel/admin/links.ts';

type Values = Record<string, string | boolean | undefined>;
type WithDeps = <T>(work: (deps: Deps) => Promise<T>) => Promise<T>;

const text = (v: string | boolean | undefined) => (typeof v === 'string' ? v : undefined);

const customerOption = { customer: { type: 'string', description: 'Customer id or customer number' } } as const;

const environment = {
  ...customerOption,
  env: { type: 'string', description: 'test or production' },
} as const satisfies Options;

/** The administrator acting in the environment named by --customer and --env. */
async function environmentContext(deps: Deps, v: Values): Promise<RequestContext> {
  const customer = await findCustomer(deps.store.db, text(v.customer)!);
  return { env: await getEnvironment(deps.store.db, customer.id, envKind(v.env)), actor: adminActor() };
}

/** The environment that holds row `id` of `table` (404 when there is none). */
export async function environmentOfRow(deps: Deps, table: 'locks' | 'areas' | 'media', id: number, what: string): Promise<EnvironmentRef> {
  const row = await deps.store.db.selectFrom(table).select('environment_id').where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(what, id);
  return environmentById(deps.store.db, Number(row.environment_id));
}

/** The administrator acting in the environment that holds row `id` of `table`. */
async function contextOfRow(deps: Deps, table: 'locks' | 'areas', id: number, what: string): Promise<RequestContext> {
  return { env: await environmentOfRow(deps, table, id, what), actor: adminActor() };
}

/** `admin lock sync` and `simulate lock sync`: one lock synchronizes; they differ in who acts and how it is protocolled. */
export function lockSyncCommand(
  withDeps: WithDeps,
  command: Pick<Command, 'name' | 'summary'>,
  contextOf: (deps: Deps, lockId: number) => Promise<RequestContext>,
  protocolAs: 'CYLINDER_SYNCHRONIZATION_BY_SUPPORT' | 'CYLINDER_SYNCHRONIZATION_VIA_OTA',
): Command {
  return {
    ...command,
    usage: '--lock <id>',
    options: { lock: { type: 'string', description: 'Lock id' } },
    required: ['lock'],
    run: (v, out) =>
      withDeps(async (deps) => {
        const lockId = positiveInt(v.lock, 'lock');
        reportLockSync(out, await synchronizeLock(deps, await contextOf(deps, lockId), lockId, { protocolAs }));
      }),
  };
}

function choice<T extends string>(value: string | boolean | undefined, allowed: readonly T[], name: string): T {
  const upper = text(value)?.toUpperCase();
  if (!upper || !allowed.includes(upper as T)) throw new UsageError(`--${name} must be one of ${allowed.join(', ')}`);
  return upper as T;
}

function lockLine(lock: Lock): string {
  const door = lock.lockDoor.alternativeName ?? lock.lockDoor.name ?? '';
  const flags = [lock.ownership, lock.removalRequested ? 'removal requested' : ''].filter(Boolean).join(', ');
  return `${lock.id}\t${lock.lockIdentifier}\t${lock.lockType}\t${door}\t${flags}`;
}

/** A command that prints one line per object of the environment named by --customer and --env. */
function listingCommand(
  withDeps: WithDeps,
  spec: { name: string; summary: string; empty: string; lines: (deps: Deps, envId: number) => Promise<string[]> },
): Command {
  return {
    name: spec.name,
    summary: spec.summary,
    usage: '--customer <id|number> --env test|production',
    options: { ...environment },
    required: ['customer', 'env'],
    run: (v, out) =>
      withDeps(async (deps) => {
        const lines = await spec.lines(deps, (await environmentContext(deps, v)).env.id);
        if (lines.length === 0) out.log(spec.empty);
        for (const line of lines) out.log(line);
      }),
  };
}

/** What a synchronization of a lock did, for `admin lock sync` and `simulate lock sync`. */
export function reportLockSync(out: Output, outcome: SyncOutcome): void {
  const lockId = outcome.lockId;
  if (outcome.removed) {
    out.log(`lock ${lockId} synchronized and removed`);
    return;
  }
  out.log(`lock ${lockId} synchronized at ${outcome.synchronizedOn}`);
  if (outcome.settingsApplied.length > 0) out.log(`  settings applied: ${outcome.settingsApplied.join(', ')}`);
  out.log(
    `  office-mode slots ${outcome.officeModeSlotsApplied}, area assignments ${outcome.areaAssignmentsApplied}, shares activated ${outcome.sharesActivated}, shares ended ${outcome.sharesEnded}`,
  );
  out.log(
    `  authorizations ${outcome.authorizationsSynchronized} (deleted ${outcome.authorizationsDeleted}), blacklist entries ${outcome.blacklistEntriesSynchronized}`,
  );
}

/** Registering locks, synchronizing them by hand, areas and operators: tasks of the web administration. */
export function lockCommands(withDeps: WithDeps): Command[] {
  return [
    {
      name: 'admin lock register',
      summary: 'registers a lock (cylinder or wall reader) in an environment',
      usage:
        '--customer <id|number> --env test|production --identifier <id> --type CYLINDER|WALLREADER --technology <t> --door-name <name> --time-zone <IANA zone> [options]',
      options: {
        ...environment,
        identifier: { type: 'string', description: 'Lock identifier (1-16 letters, digits, dashes)' },
        type: { type: 'string', description: LOCK_TYPES.join(' or ') },
        technology: { type: 'string', description: LOCK_TECHNOLOGIES.join(', ') },
        'door-name': { type: 'string', description: 'Door name (1-50 characters)' },
        'time-zone': { type: 'string', description: 'IANA time zone of the lock, e.g. Europe/Vienna' },
        'additional-information': { type: 'string', description: 'Additional door information' },
        location: { type: 'string', description: 'Where the door is' },
        firmware: { type: 'string', description: 'Applet version (default: the newest)' },
      },
      required: ['customer', 'env', 'identifier', 'type', 'technology', 'door-name', 'time-zone'],
      run: (v, out) =>
        withDeps(async (deps) => {
          const ctx = await environmentContext(deps, v);
          const { lock, credential } = await registerLockWithCredential(deps, ctx, {
            lockIdentifier: text(v.identifier)!,
            lockType: choice<LockType>(v.type, LOCK_TYPES, 'type'),
            lockTechnology: choice<LockTechnology>(v.technology, LOCK_TECHNOLOGIES, 'technology'),
            doorName: text(v['door-name'])!,
            timezone: text(v['time-zone'])!,
            additionalInformation: text(v['additional-information']),
            location: text(v.location),
            appletVersion: text(v.firmware),
          });
          out.log(
            `lock ${lock.lockIdentifier} registered as lock ${lock.id} (${ctx.env.kind.toLowerCase()} environment, locking system ${lock.lockingSystemId})`,
          );
          out.log(`device credential (shown once): ${credential.token}`);
        }),
    },
    listingCommand(withDeps, {
      name: 'admin lock list',
      summary: 'lists the locks an environment sees (own and shared with it)',
      empty: 'no locks',
      lines: async (deps, envId) => (await allLocksOfEnvironment(deps.store.db, envId)).map(lockLine),
    }),
    lockSyncCommand(
      withDeps,
      {
        name: 'admin lock sync',
        summary: 'marks a lock as synchronized: pending settings, areas, shares and a requested removal take effect',
      },
      (deps, lockId) => contextOfRow(deps, 'locks', lockId, 'Lock'),
      'CYLINDER_SYNCHRONIZATION_BY_SUPPORT',
    ),
    {
      name: 'admin area create',
      summary: 'creates an area (a group of locks)',
      usage: '--customer <id|number> --env test|production --name <name> [--comment <text>]',
      options: {
        ...environment,
        name: { type: 'string', description: 'Area name (1-50 characters)' },
        comment: { type: 'string', description: 'Comment (up to 500 characters)' },
      },
      required: ['customer', 'env', 'name'],
      run: (v, out) =>
        withDeps(async (deps) => {
          const area = await createArea(deps, await environmentContext(deps, v), { name: text(v.name)!, comment: text(v.comment) });
          out.log(`area ${area.name} created as area ${area.id}`);
        }),
    },
    listingCommand(withDeps, {
      name: 'admin area list',
      summary: 'lists the areas of an environment with their locks',
      empty: 'no areas',
      lines: async (deps, envId) =>
        (await allAreasOfEnvironment(deps.store.db, envId)).map(
          (area) => `${area.id}\t${area.name}\tlocks: ${area.lockList.map((l) => l.id).join(', ') || '-'}`,
        ),
    }),
    ...(['assign', 'unassign'] as const).map((verb): Command => ({
      name: `admin area ${verb}`,
      summary:
        verb === 'assign'
          ? 'adds a lock to an area (pending until the lock synchronizes)'
          : 'takes a lock out of an area (pending until the lock synchronizes)',
      usage: '--area <id> --lock <id>',
      options: {
        area: { type: 'string', description: 'Area id' },
        lock: { type: 'string', description: "Lock id (own or shared with the area's system)" },
      },
      required: ['area', 'lock'],
      run: (v, out) =>
        withDeps(async (deps) => {
          const areaId = positiveInt(v.area, 'area');
          const lockId = positiveInt(v.lock, 'lock');
          const ctx = await contextOfRow(deps, 'areas', areaId, 'Area');
          const change = verb === 'assign' ? assignLockToAreas : unassignLockFromAreas;
          const [result] = await change(deps, ctx, lockId, [areaId]);
          out.log(`lock ${lockId} ${verb === 'assign' ? 'in' : 'out of'} area ${result.name} (${result.status ?? 'withdrawn'})`);
        }),
    })),
    {
      name: 'admin aco add',
      summary: 'adds an access control operator (administrator) or, with --support, a support login',
      usage: '--customer <id|number> --env test|production --first-name <name> --last-name <name> [options]',
      options: {
        ...environment,
        'first-name': { type: 'string', description: 'First name' },
        'last-name': { type: 'string', description: 'Last name' },
        title: { type: 'string', description: 'Title, e.g. Dr.' },
        email: { type: 'string', description: 'E-mail address' },
        phone: { type: 'string', description: 'Phone number' },
        birthday: { type: 'string', description: 'yyyy-mm-dd' },
        address: { type: 'string', description: 'Postal address' },
        comment: { type: 'string', description: 'Comment' },
        support: { type: 'boolean', description: 'A support login rather than an administrator' },
      },
      required: ['customer', 'env', 'first-name', 'last-name'],
      run: (v, out) =>
        withDeps(async (deps) => {
          const aco = await addAco(deps, await environmentContext(deps, v), {
            kind: v.support ? 'SUPPORT' : 'ADMINISTRATOR',
            firstName: text(v['first-name'])!,
            lastName: text(v['last-name'])!,
            title: text(v.title),
            email: text(v.email),
            phone: text(v.phone),
            birthday: text(v.birthday),
            address: text(v.address),
            comment: text(v.comment),
          });
          out.log(`${v.support ? 'support login' : 'operator'} ${aco.firstname} ${aco.lastname} added as ${aco.id}`);
        }),
    },
    {
      name: 'admin aco invite',
      summary: "invites a customer's administrator to the web administration: prints the invitation link once and e-mails it",
      usage: '--customer <id|number> --email <address> --first-name <name> --last-name <name> [--language en|de]',
      options: {
        ...customerOption,
        email: { type: 'string', description: 'E-mail address: the log-in name' },
        'first-name': { type: 'string', description: 'First name' },
        'last-name': { type: 'string', description: 'Last name' },
        language: { type: 'string', description: 'Language of the web administration: en or de (default en)' },
      },
      required: ['customer', 'email', 'first-name', 'last-name'],
      run: (v, out) =>
        withDeps(async (deps) => {
          const language = text(v.language) ?? 'en';
          if (!isOfferedLanguage(language)) throw new UsageError('--language must be en or de');
          const customer = await findCustomer(deps.store.db, text(v.customer)!);
          const ctx = { env: await getEnvironment(deps.store.db, customer.id, 'PRODUCTION'), actor: adminActor() };
          const invitation = await inviteAdministrator(
            deps,
            ctx,
            { email: text(v.email)!, firstName: text(v['first-name'])!, lastName: text(v['last-name'])!, language },
            adminBaseUrl(deps.config),
          );
          out.log(`administrator ${invitation.acoId} invited; the link (valid 7 days, shown once, also e-mailed):`);
          out.log(invitation.link);
        }),
    },
    {
      name: 'admin aco list',
      summary: 'lists the operators (or with --support the support logins) of an environment',
      usage: '--customer <id|number> --env test|production [--support]',
      options: { ...environment, support: { type: 'boolean', description: 'List support logins' } },
      required: ['customer', 'env'],
      run: (v, out) =>
        withDeps(async (deps) => {
          const ctx = await environmentContext(deps, v);
          const acos = await listAcos(deps.store.db, ctx.env.id, v.support ? 'SUPPORT' : 'ADMINISTRATOR');
          if (acos.length === 0) out.log(v.support ? 'no support logins' : 'no operators');
          for (const aco of acos) out.log(`${aco.id}\t${aco.firstname} ${aco.lastname}\t${aco.email ?? ''}`);
        }),
    },
    {
      name: 'admin aco remove',
      summary: 'removes an operator or support login',
      usage: '--customer <id|number> --env test|production --aco <id>',
      options: { ...environment, aco: { type: 'string', description: 'Operator id' } },
      required: ['customer', 'env', 'aco'],
      run: (v, out) =>
        withDeps(async (deps) => {
          const aco = await removeAco(deps, await environmentContext(deps, v), positiveInt(v.aco, 'aco'));
          out.log(`${aco.firstname} ${aco.lastname} (${aco.id}) removed`);
        }),
    },
  ];
}
