import crypto from 'node:crypto';
import { AppError, badRequest, notFound, type FieldError } from '../../kernel/errors.ts';
import { SHARING_CODE_VALIDITY_DAYS, sharingCodeFrom } from './code.ts';
import type { ShareStatus } from '../../kernel/db/lock-types.ts';
import { toIso } from '../../kernel/time.ts';
import { toBool, withoutEmpty } from '../../kernel/db/query-helpers.ts';
import { insertOrRefuse } from '../../kernel/db/unique-violation.ts';
import { envNow, inTransaction, type Actor, type Db, type Deps, type RequestContext } from '../../kernel/context.ts';
import { environmentById } from '../../kernel/db/environment-lookup.ts';
import { loadLockInEnv, lockFromView, type Lock, type LockInEnv } from '../locks/index.ts';
import { lockEventRef, recordLockChange, requireOwnLock } from '../locks/index.ts';
import { ensureSharingPartner, WELL_KNOWN_SHARING_CODES } from './partner.ts';
import { recordSystemEvent } from '../protocol-log/index.ts';
import { prepared } from '../../kernel/db/prepared.ts';

/**
 * Sharing a lock with another access control system: the owner creates a code, the other system
 * redeems it and sees the lock as EXTERNAL (with its own alternative door name, comment and
 * authorizations), the owner sees an active share. This is the only place where two customers
 * meet; each side learns only the other's system name and customer number.
 */

export interface SharingCode {
  id: number;
  code: string;
  expiresOn: string;
}

export interface ActiveShare {
  accessControlSystemName?: string;
  customerNumber?: string;
  activatedAt?: string;
  status: ShareStatus;
}

const sharingCodeRowsOf = prepared((db, p: { lockId: number }) =>
  db.selectFrom('sharing_codes').select(['id', 'code', 'expires_on']).where('lock_id', '=', p.lockId).orderBy('id'),
);

export async function sharingCodesOf(db: Db, lockId: number): Promise<SharingCode[]> {
  const rows = await sharingCodeRowsOf(db, { lockId });
  return rows.map((r) => ({ id: r.id, code: r.code, expiresOn: r.expires_on }));
}

interface ShareWithCustomer {
  id: number;
  environment_id: number;
  status: ShareStatus;
  activated_at: string | null;
  customer_number: string;
  access_control_system_name: string;
}

function sharesOfLockQuery(db: Db, lockId: number) {
  return db
    .selectFrom('lock_shares as s')
    .innerJoin('environments as e', 'e.id', 's.environment_id')
    .innerJoin('customers as c', 'c.id', 'e.customer_id')
    .select(['s.id', 's.environment_id', 's.status', 's.activated_at', 'c.customer_number', 'c.access_control_system_name'])
    .where('s.lock_id', '=', lockId)
    .orderBy('s.id');
}

const sharesOfLock = prepared((db, p: { lockId: number }) => sharesOfLockQuery(db, p.lockId));

function activeShareOf(row: ShareWithCustomer): ActiveShare {
  return withoutEmpty({
    accessControlSystemName: row.access_control_system_name,
    customerNumber: row.customer_number,
    activatedAt: row.activated_at,
    status: row.status,
  });
}

export async function activeSharesOf(db: Db, lockId: number): Promise<ActiveShare[]> {
  return (await sharesOfLock(db, { lockId })).map(activeShareOf);
}

export async function listSharingCodes(deps: Deps, ctx: RequestContext, lockId: number): Promise<SharingCode[]> {
  await requireOwnLock(deps.store.db, ctx, lockId);
  return sharingCodesOf(deps.store.db, lockId);
}

export async function listActiveShares(deps: Deps, ctx: RequestContext, lockId: number): Promise<ActiveShare[]> {
  await requireOwnLock(deps.store.db, ctx, lockId);
  return activeSharesOf(deps.store.db, lockId);
}

function refuseWhileRemoving(view: LockInEnv): void {
  if (toBool(view.lock.removal_requested)) {
    throw badRequest('LOCK_REMOVAL_REQUESTED', `lock ${view.lock.id} is marked for removal and cannot be shared`);
  }
}

/** A new code for an own lock, valid for SHARING_CODE_VALIDITY_DAYS; it can be redeemed once. */
export function createSharingCode(deps: Deps, ctx: RequestContext, lockId: number): Promise<SharingCode> {
  return inTransaction(deps, async (tx) => {
    const view = await requireOwnLock(tx, ctx, lockId);
    refuseWhileRemoving(view);
    const now = envNow(ctx.env);
    const expiresOn = toIso(new Date(now.getTime() + SHARING_CODE_VALIDITY_DAYS * 86_400_000));
    let code = sharingCodeFrom(crypto.randomBytes(16));
    // 56^12 codes: a collision is practically impossible, but cheap to rule out.
    while (await tx.selectFrom('sharing_codes').select('id').where('code', '=', code).executeTakeFirst())
      code = sharingCodeFrom(crypto.randomBytes(16));
    const row = await tx
      .insertInto('sharing_codes')
      .values({ environment_id: ctx.env.id, lock_id: lockId, code, expires_on: expiresOn, reusable: 0, created_at: toIso(now) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordSystemEvent(tx, ctx, {
      type: 'CREATE_SHARED_CYLINDER_CODE',
      fields: { cylinderNumber: view.lock.lock_identifier, validTo: expiresOn },
      ...lockEventRef(view),
    });
    return { id: row.id, code, expiresOn };
  });
}

/** Deletes a code of an own lock; answers its id. */
export function deleteSharingCode(deps: Deps, ctx: RequestContext, lockId: number, sharingCodeId: number): Promise<number> {
  return inTransaction(deps, async (tx) => {
    const view = await requireOwnLock(tx, ctx, lockId);
    const deleted = await tx.deleteFrom('sharing_codes').where('id', '=', sharingCodeId).where('lock_id', '=', lockId).executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) throw notFound('Sharing code', sharingCodeId);
    await recordLockChange(tx, ctx, 'EDIT', view, { sharingCodeDeleted: sharingCodeId });
    return sharingCodeId;
  });
}

/** The other side of a share, as named in the protocol of the one that acted. */
function systemActor(name: string): Actor {
  return { kind: 'SYSTEM', userId: null, name };
}

async function customerOfEnv(db: Db, envId: number) {
  return db
    .selectFrom('environments as e')
    .innerJoin('customers as c', 'c.id', 'e.customer_id')
    .select(['c.customer_number', 'c.access_control_system_name'])
    .where('e.id', '=', envId)
    .executeTakeFirstOrThrow();
}

/**
 * Ends shares of an own lock, named by the customer numbers of the systems. The lock learns it at
 * its next synchronization (DEACTIVATION_PENDING until then). Returns the shares named.
 */
export function removeActiveShares(deps: Deps, ctx: RequestContext, lockId: number, customerNumbers: string[]): Promise<ActiveShare[]> {
  return inTransaction(deps, async (tx) => {
    const view = await requireOwnLock(tx, ctx, lockId);
    const seen = new Set<string>();
    const shares = await sharesOfLockQuery(tx, lockId).execute();
    const ended: ActiveShare[] = [];
    for (const [index, number] of customerNumbers.entries()) {
      const share = shares.find((s) => s.customer_number === number);
      if (seen.has(number))
        throw badRequest('DUPLICATE_ID', `customer number ${number} appears more than once`, [
          { field: `/${index}`, message: 'duplicate' },
        ]);
      seen.add(number);
      if (!share) throw notFound(`Active share of lock ${lockId} with customer`, number);
      if (share.status !== 'DEACTIVATION_PENDING') {
        await tx
          .updateTable('lock_shares')
          .set({ status: 'DEACTIVATION_PENDING', updated_at: toIso(envNow(ctx.env)) })
          .where('id', '=', share.id)
          .execute();
        const owner = await customerOfEnv(tx, ctx.env.id);
        await recordSystemEvent(tx, ctx, {
          type: 'UNSHARE_CYLINDER',
          fields: { cylinderNumber: view.lock.lock_identifier, name: share.access_control_system_name },
          ...lockEventRef(view),
        });
        const redeemer = { env: await environmentById(tx, share.environment_id), actor: systemActor(owner.access_control_system_name) };
        await recordSystemEvent(tx, redeemer, {
          type: 'UNSHARE_CYLINDER',
          fields: { cylinderNumber: view.lock.lock_identifier },
          ...lockEventRef(view),
        });
      }
      ended.push(activeShareOf({ ...share, status: 'DEACTIVATION_PENDING' }));
    }
    return ended;
  });
}

export interface SharedLockInput {
  sharingCode: string;
  anonymizeDataInOwnerProtocol: boolean;
  alternativeDoorName?: string;
}

function unknownCode(code: string) {
  return new AppError(404, 'SHARING_CODE_NOT_FOUND', `sharing code ${code} is unknown`);
}

const codeProblem = (message: string): FieldError[] => [{ field: '/sharingCode', message }];

/**
 * Redeems a code of another system of the same environment kind: the lock appears here as
 * EXTERNAL, the owner sees the share (ACTIVATION_PENDING until the lock synchronizes). A code
 * is used up by redeeming it, except the well-known codes of the test environments.
 */
export function redeemSharingCode(deps: Deps, ctx: RequestContext, input: SharedLockInput): Promise<Lock> {
  return inTransaction(deps, async (tx) => {
    const now = toIso(envNow(ctx.env));
    if (WELL_KNOWN_SHARING_CODES.includes(input.sharingCode)) await ensureSharingPartner(tx, now);
    const code = await tx
      .selectFrom('sharing_codes as sc')
      .innerJoin('environments as e', 'e.id', 'sc.environment_id')
      .select(['sc.id', 'sc.lock_id', 'sc.expires_on', 'sc.reusable', 'e.id as owner_env_id', 'e.kind'])
      .where('sc.code', '=', input.sharingCode)
      .executeTakeFirst();
    // Codes of the other environment kind do not exist from here (test and production never meet).
    if (!code || code.kind !== ctx.env.kind) throw unknownCode(input.sharingCode);
    if (code.expires_on <= now)
      throw new AppError(404, 'SHARING_CODE_EXPIRED', `sharing code ${input.sharingCode} has expired: ask the owner for a new one`);
    if (code.owner_env_id === ctx.env.id) {
      throw badRequest(
        'OWN_LOCK',
        `sharing code ${input.sharingCode} belongs to a lock of your own system`,
        codeProblem('is a code of your own lock'),
      );
    }
    const ownerView = (await loadLockInEnv(tx, code.owner_env_id, code.lock_id))!;
    refuseWhileRemoving(ownerView);
    const alreadyAdded = () =>
      badRequest(
        'LOCK_ALREADY_ADDED',
        `lock ${code.lock_id} is already part of your system`,
        codeProblem('shares a lock your system already has'),
      );
    const existing = await tx
      .selectFrom('lock_shares')
      .select('id')
      .where('environment_id', '=', ctx.env.id)
      .where('lock_id', '=', code.lock_id)
      .executeTakeFirst();
    if (existing) throw alreadyAdded();
    // A code is used up by the first redemption; a concurrent one finds it gone.
    if (!toBool(code.reusable)) {
      const used = await tx.deleteFrom('sharing_codes').where('id', '=', code.id).executeTakeFirst();
      if (Number(used.numDeletedRows) !== 1) throw unknownCode(input.sharingCode);
    }
    await insertOrRefuse(
      tx
        .insertInto('lock_shares')
        .values({
          environment_id: ctx.env.id,
          lock_id: code.lock_id,
          owner_environment_id: code.owner_env_id,
          version: 1,
          settings_version: 1,
          alternative_door_name: input.alternativeDoorName || null,
          comment: null,
          anonymize_data_in_owner_protocol: Number(input.anonymizeDataInOwnerProtocol),
          anonymize_event_log_type: 'NEVER',
          anonymize_event_log_days: null,
          status: 'ACTIVATION_PENDING',
          activated_at: null,
          created_at: now,
          updated_at: now,
        })
        .execute(),
      alreadyAdded,
    );
    const view = (await loadLockInEnv(tx, ctx.env.id, code.lock_id))!;
    await recordSystemEvent(tx, ctx, {
      type: 'REDEEM_SHARED_CYLINDER_CODE',
      fields: { cylinderNumber: view.lock.lock_identifier },
      ...lockEventRef(view),
    });
    const redeemer = await customerOfEnv(tx, ctx.env.id);
    const owner = { env: await environmentById(tx, code.owner_env_id), actor: systemActor(redeemer.access_control_system_name) };
    await recordSystemEvent(tx, owner, {
      type: 'REDEEM_SHARED_CYLINDER_CODE_OWNER',
      fields: {
        cylinderNumber: view.lock.lock_identifier,
        name: redeemer.access_control_system_name,
        customerNumber: redeemer.customer_number,
      },
      ...lockEventRef(view),
    });
    return lockFromView(view);
  });
}
