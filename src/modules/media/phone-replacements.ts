import { nextVersion } from '../../kernel/db/versioned.ts';
import type { Selectable } from 'kysely';
import { AppError, badRequest, forbidden, notFound } from '../../kernel/errors.ts';
import { toIso } from '../../kernel/time.ts';
import type { PhoneReplacementTable } from '../../kernel/db/schema.ts';
import { prepared } from '../../kernel/db/prepared.ts';
import { toBool, withoutEmpty } from '../../kernel/db/query-helpers.ts';
import { envNow, inTransaction, type Db, type Deps, type RequestContext } from '../../kernel/context.ts';
import { consumeCredits } from '../credits/index.ts';
import type { CustomerSettings } from '../customers/index.ts';
import { lockMedium, mediumEventFields, mediumEventRef, mediumRowsAmong, setMediumColumns, type MediumRow } from './service.ts';
import { personNamesOf } from '../persons/index.ts';
import { recordSystemEvent } from '../protocol-log/index.ts';

/**
 * A phone app that asks to take over a registered phone (new device, same key ring) creates a
 * pending replacement; an administrator approves or rejects it. Approving costs credits.
 */
export const PHONE_REPLACEMENT_CREDITS = 1;

type ReplacementRow = Selectable<PhoneReplacementTable>;

export interface ReplacementPersonDto {
  id?: number;
  name?: string;
  mediumIdentifier?: string;
  phoneNumber?: string;
  registeredOn?: string;
  lastSynchronizedOn?: string;
  deactivated?: boolean;
}

export interface PendingPhoneReplacement {
  id: number;
  replacementStartedOn: string;
  sourcePhoneOwner?: ReplacementPersonDto;
  sourcePhone: ReplacementPersonDto;
}

/** The replacements in wire form, their phones and owners read in one statement each. */
async function toDtos(db: Db, ctx: RequestContext, replacements: ReplacementRow[]): Promise<PendingPhoneReplacement[]> {
  if (replacements.length === 0) return [];
  const phoneIds = [...new Set(replacements.map((r) => r.phone_id))];
  const phones = new Map((await mediumRowsAmong(db, { envId: ctx.env.id, ids: phoneIds })).map((m) => [m.id, m]));
  const owners = await personNamesOf(
    db,
    ctx,
    [...phones.values()].flatMap((m) => (m.person_id === null ? [] : [m.person_id])),
  );
  return replacements.map((replacement) => {
    const phone = phones.get(replacement.phone_id);
    if (!phone) throw notFound('Medium', replacement.phone_id);
    const ownerId = phone.person_id;
    const ownerName = ownerId === null ? undefined : owners.get(ownerId);
    return withoutEmpty({
      id: replacement.id,
      replacementStartedOn: replacement.started_on,
      // Absent when the phone's assignment was cancelled meanwhile.
      sourcePhoneOwner: ownerId === null || ownerName === undefined ? undefined : { id: ownerId, name: ownerName },
      sourcePhone: withoutEmpty({
        id: phone.id,
        name: phone.name,
        mediumIdentifier: phone.medium_identifier,
        phoneNumber: phone.phone_number,
        registeredOn: phone.registered_on,
        lastSynchronizedOn: phone.last_synchronized_on,
        deactivated: !toBool(phone.activated),
      }),
    });
  });
}

async function toDto(db: Db, ctx: RequestContext, replacement: ReplacementRow): Promise<PendingPhoneReplacement> {
  return (await toDtos(db, ctx, [replacement]))[0];
}

const pendingReplacementsOf = prepared((db, p: { envId: number }) =>
  db
    .selectFrom('phone_replacements')
    .selectAll()
    .where('environment_id', '=', p.envId)
    .where('state', '=', 'PENDING')
    .orderBy('started_on')
    .orderBy('id'),
);

/** GET /v1/pending-phone-replacements: pending ones only, oldest first. */
export async function listPendingReplacements(deps: Deps, ctx: RequestContext): Promise<PendingPhoneReplacement[]> {
  return toDtos(deps.store.db, ctx, await pendingReplacementsOf(deps.store.db, { envId: ctx.env.id }));
}

function findReplacement(db: Db, ctx: RequestContext, id: number) {
  return db.selectFrom('phone_replacements').selectAll().where('environment_id', '=', ctx.env.id).where('id', '=', id).executeTakeFirst();
}

/**
 * Locks the phone of a replacement (404 when the replacement is unknown). Decisions lock the
 * phone first, as deleting a phone does, so the two never wait for each other in a circle.
 */
async function lockPhoneOf(tx: Db, ctx: RequestContext, id: number): Promise<MediumRow> {
  const replacement = await findReplacement(tx, ctx, id);
  if (!replacement) throw notFound('Phone replacement', id);
  return lockMedium(tx, ctx, replacement.phone_id, { bump: false });
}

/**
 * Moves a pending replacement to its decision; a replacement in another state → 403 (its state
 * does not allow it), unknown → 404. The update itself checks the state, so two concurrent
 * decisions cannot both succeed.
 */
async function decide(tx: Db, ctx: RequestContext, id: number, state: 'APPROVED' | 'REJECTED'): Promise<ReplacementRow> {
  const result = await tx
    .updateTable('phone_replacements')
    .set({ state, decided_on: toIso(envNow(ctx.env)) })
    .where('environment_id', '=', ctx.env.id)
    .where('id', '=', id)
    .where('state', '=', 'PENDING')
    .executeTakeFirst();
  const row = await findReplacement(tx, ctx, id);
  if (!row) throw notFound('Phone replacement', id);
  if (Number(result.numUpdatedRows) !== 1) {
    throw forbidden(
      'REPLACEMENT_NOT_PENDING',
      `phone replacement ${id} is ${row.state.toLowerCase()}: only pending replacements can be decided`,
    );
  }
  return row;
}

/**
 * Hands the phone's key ring to the new device: its device data and registration time change.
 * The phone is locked (by the caller) before credits are charged, the order every path keeps.
 */
async function completeReplacement(
  tx: Db,
  ctx: RequestContext,
  replacement: ReplacementRow,
  phone: MediumRow,
  event: string,
): Promise<void> {
  const saved = await setMediumColumns(tx, ctx, phone.id, {
    version: nextVersion(),
    updated_at: toIso(envNow(ctx.env)),
    app_type: replacement.new_app_type ?? phone.app_type,
    platform_version: replacement.new_platform_version ?? phone.platform_version,
    registered_on: toIso(envNow(ctx.env)),
  });
  await recordSystemEvent(tx, ctx, {
    type: event,
    fields: mediumEventFields(saved, { replacementId: replacement.id }),
    ...mediumEventRef(saved),
  });
}

/** POST …/{replacementId}/approve: 403 when not pending or when the credits do not suffice. */
export function approveReplacement(deps: Deps, ctx: RequestContext, id: number): Promise<PendingPhoneReplacement> {
  return inTransaction(deps, async (tx) => {
    const phone = await lockPhoneOf(tx, ctx, id);
    const row = await decide(tx, ctx, id, 'APPROVED');
    await consumeCredits(tx, ctx, PHONE_REPLACEMENT_CREDITS, 'PHONE_REPLACEMENT', {
      coveredByTemporalCredit: true,
      details: { replacementId: id, mediumId: row.phone_id },
    });
    await completeReplacement(tx, ctx, row, phone, 'KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_MANUALLY_APPROVED');
    return toDto(tx, ctx, row);
  });
}

/** POST …/{replacementId}/reject: the old phone keeps its key ring. */
export function rejectReplacement(deps: Deps, ctx: RequestContext, id: number): Promise<PendingPhoneReplacement> {
  return inTransaction(deps, async (tx) => {
    const phone = await lockPhoneOf(tx, ctx, id);
    const row = await decide(tx, ctx, id, 'REJECTED');
    await recordSystemEvent(tx, ctx, {
      type: 'KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_MANUALLY_REJECTED',
      fields: mediumEventFields(phone, { replacementId: id }),
      ...mediumEventRef(phone),
    });
    return toDto(tx, ctx, row);
  });
}

export interface NewDevice {
  appType?: string;
  platformVersion?: string;
}

async function customerSettings(db: Db, customerId: number): Promise<Partial<CustomerSettings>> {
  const row = await db.selectFrom('customers').select('settings').where('id', '=', customerId).executeTakeFirstOrThrow();
  return JSON.parse(row.settings) as Partial<CustomerSettings>;
}

/**
 * Starts a replacement of a registered (paired) phone inside the caller's transaction; the phone
 * app (device capability) and the admin CLI call it. One pending replacement per phone. With the
 * customer's automatic approval on, it is approved at once when the credits suffice.
 */
export async function insertPhoneReplacement(
  tx: Db,
  ctx: RequestContext,
  phoneId: number,
  device: NewDevice = {},
): Promise<ReplacementRow> {
  const phone: MediumRow = await lockMedium(tx, ctx, phoneId, { type: 'PHONE', bump: false });
  if (!phone.medium_identifier)
    throw badRequest('PHONE_NOT_REGISTERED', `phone ${phoneId} is not paired with an app yet: there is nothing to replace`);
  const pending = await tx
    .selectFrom('phone_replacements')
    .select('id')
    .where('environment_id', '=', ctx.env.id)
    .where('phone_id', '=', phoneId)
    .where('state', '=', 'PENDING')
    .executeTakeFirst();
  if (pending) throw badRequest('REPLACEMENT_PENDING', `phone ${phoneId} already has the pending replacement ${pending.id}`);
  const row = await tx
    .insertInto('phone_replacements')
    .values({
      environment_id: ctx.env.id,
      phone_id: phoneId,
      state: 'PENDING',
      new_app_type: device.appType ?? null,
      new_platform_version: device.platformVersion ?? null,
      started_on: toIso(envNow(ctx.env)),
      decided_on: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordSystemEvent(tx, ctx, {
    type: 'KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_STARTED_BY_USER',
    fields: mediumEventFields(phone, { replacementId: row.id }),
    ...mediumEventRef(phone),
  });
  if ((await customerSettings(tx, ctx.env.customerId)).automaticSmartphoneReplacementApprovalActive) {
    try {
      await consumeCredits(tx, ctx, PHONE_REPLACEMENT_CREDITS, 'PHONE_REPLACEMENT', {
        coveredByTemporalCredit: true,
        details: { replacementId: row.id },
      });
    } catch (error) {
      // Too few credits: it waits for a manual decision instead (consumeCredits wrote nothing).
      if (error instanceof AppError && error.code === 'INSUFFICIENT_CREDITS') return row;
      throw error;
    }
    const approved = await decide(tx, ctx, row.id, 'APPROVED');
    await completeReplacement(tx, ctx, approved, phone, 'KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_AUTOMATICALLY_APPROVED');
    return { ...approved, state: 'APPROVED' };
  }
  return row;
}

export function startPhoneReplacement(deps: Deps, ctx: RequestContext, phoneId: number, device: NewDevice = {}): Promise<ReplacementRow> {
  return inTransaction(deps, (tx) => insertPhoneReplacement(tx, ctx, phoneId, device));
}

/** A phone being deleted takes its replacements along; pending ones are protocolled as aborted. */
export async function abortReplacementsOfPhone(tx: Db, ctx: RequestContext, phone: MediumRow): Promise<void> {
  const pending = await tx
    .selectFrom('phone_replacements')
    .select('id')
    .where('environment_id', '=', ctx.env.id)
    .where('phone_id', '=', phone.id)
    .where('state', '=', 'PENDING')
    .execute();
  for (const { id } of pending) {
    await recordSystemEvent(tx, ctx, {
      type: 'KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_ABORTED_BY_ACO',
      fields: mediumEventFields(phone, { replacementId: id }),
      ...mediumEventRef(phone),
    });
  }
  await tx.deleteFrom('phone_replacements').where('environment_id', '=', ctx.env.id).where('phone_id', '=', phone.id).execute();
}
