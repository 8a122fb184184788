import { toIso } from '../../../kernel/time.ts';
import type { DeviceKind } from '../../../kernel/db/schema.ts';
import { prepared } from '../../../kernel/db/prepared.ts';
import {
  envNow,
  inTransaction,
  type Actor,
  type Db,
  type Deps,
  type EnvironmentRef,
  type RequestContext,
} from '../../../kernel/context.ts';
import {
  lockFromView,
  recordLockChange,
  registerLockIn,
  requireOwnLock,
  type Lock,
  type LockInEnv,
  type LockRegistration,
} from '../../locks/index.ts';
import { DISPLAY_PREFIX_LENGTH, generateSecret, hashSecret } from '../../../kernel/secrets.ts';

/**
 * Device credentials: what a lock or a paired phone presents in `X-Device-Token` on the device
 * interface. Random 256-bit secrets like API keys, but a different prefix and a table of their
 * own, so an API key is never a device credential and a device credential never an API key.
 */
const CREDENTIAL_PREFIX: Record<DeviceKind, string> = { LOCK: 'ac_lock_', PHONE: 'ac_phone_' };

export interface IssuedCredential {
  id: number;
  /** Returned once; only its hash is stored. */
  token: string;
  prefix: string;
}

export type DeviceRef = { kind: 'LOCK'; lockId: number } | { kind: 'PHONE'; mediumId: number };

/** The columns naming the device of a credential. */
function deviceColumns(device: DeviceRef) {
  return device.kind === 'LOCK'
    ? ({ lock_id: device.lockId, medium_id: null } as const)
    : ({ lock_id: null, medium_id: device.mediumId } as const);
}

/**
 * Issues a new credential for a device of environment `envId` inside the caller's transaction and
 * revokes the ones it had: a device has one working credential at a time.
 */
export async function issueDeviceCredential(db: Db, envId: number, device: DeviceRef, now: Date): Promise<IssuedCredential> {
  const at = toIso(now);
  const columns = deviceColumns(device);
  let previous = db
    .updateTable('device_credentials')
    .set({ revoked_at: at })
    .where('kind', '=', device.kind)
    .where('revoked_at', 'is', null);
  previous = device.kind === 'LOCK' ? previous.where('lock_id', '=', device.lockId) : previous.where('medium_id', '=', device.mediumId);
  await previous.execute();
  const token = generateSecret(CREDENTIAL_PREFIX[device.kind]);
  const prefix = token.slice(0, DISPLAY_PREFIX_LENGTH);
  const row = await db
    .insertInto('device_credentials')
    .values({ environment_id: envId, kind: device.kind, ...columns, prefix, hash: hashSecret(token), created_at: at, revoked_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), token, prefix };
}

export interface AuthenticatedDevice {
  credentialId: number;
  device: DeviceRef;
  env: EnvironmentRef;
  actor: Actor;
}

/** A credential that is not revoked, with what the request needs of its environment and device. */
const credentialByHash = prepared((db, p: { hash: string }) =>
  db
    .selectFrom('device_credentials as d')
    .innerJoin('environments as e', 'e.id', 'd.environment_id')
    .leftJoin('locks as l', 'l.id', 'd.lock_id')
    .leftJoin('media as m', 'm.id', 'd.medium_id')
    .select([
      'd.id',
      'd.kind',
      'd.lock_id',
      'd.medium_id',
      'd.prefix',
      'e.id as envId',
      'e.customer_id',
      'e.kind as envKind',
      'e.clock_offset_ms',
      'e.activated_at',
      'l.lock_identifier',
      'm.medium_identifier',
    ])
    .where('d.hash', '=', p.hash)
    .where('d.revoked_at', 'is', null)
    .limit(1),
);

/**
 * The device behind a presented credential, or undefined (unknown, revoked, or its environment is
 * not active). Looked up on every request, without a cache: devices call rarely, and the
 * environment's clock (simulator) must apply at once.
 */
export async function authenticateDevice(db: Db, presented: string): Promise<AuthenticatedDevice | undefined> {
  const [row] = await credentialByHash(db, { hash: hashSecret(presented) });
  if (!row || !row.activated_at) return undefined;
  const device: DeviceRef =
    row.kind === 'LOCK' ? { kind: 'LOCK', lockId: Number(row.lock_id) } : { kind: 'PHONE', mediumId: Number(row.medium_id) };
  const name = row.kind === 'LOCK' ? `Lock ${row.lock_identifier}` : `Phone app ${row.medium_identifier ?? `#${row.medium_id}`}`;
  return {
    credentialId: Number(row.id),
    device,
    env: { id: row.envId, customerId: row.customer_id, kind: row.envKind, clockOffsetMs: Number(row.clock_offset_ms) },
    actor: { kind: 'DEVICE', userId: Number(row.id), name },
  };
}

/** Whether a presented secret looks like a device credential (for clearer refusals). */
export function looksLikeDeviceCredential(presented: string): boolean {
  return Object.values(CREDENTIAL_PREFIX).some((prefix) => presented.startsWith(prefix));
}

/**
 * A new credential for a lock the caller owns (the previous one stops working). The simulator
 * issues them for locks of the test data set.
 */
export function issueLockCredential(deps: Deps, ctx: RequestContext, lockId: number): Promise<IssuedCredential> {
  return inTransaction(deps, async (tx) => issueOwnLockCredential(tx, ctx, await requireOwnLock(tx, ctx, lockId)));
}

async function issueOwnLockCredential(tx: Db, ctx: RequestContext, view: LockInEnv): Promise<IssuedCredential> {
  const issued = await issueDeviceCredential(tx, view.lock.environment_id, { kind: 'LOCK', lockId: view.lock.id }, envNow(ctx.env));
  // A change of the lock's set-up: protocolled as an edit of the lock, naming the credential by its prefix.
  await recordLockChange(tx, ctx, 'EDIT', view, { deviceCredential: issued.prefix });
  return issued;
}

/**
 * Registers a lock and issues its device credential in one transaction, so there is never a
 * registered lock whose credential was lost (the CLI and the web administration register so).
 */
export function registerLockWithCredential(
  deps: Deps,
  ctx: RequestContext,
  input: LockRegistration,
): Promise<{ lock: Lock; credential: IssuedCredential }> {
  return inTransaction(deps, async (tx) => {
    const view = await registerLockIn(tx, ctx, input);
    return { lock: lockFromView(view), credential: await issueOwnLockCredential(tx, ctx, view) };
  });
}
