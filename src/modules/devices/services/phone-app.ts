import { nextVersion } from '../../../kernel/db/versioned.ts';
import { badRequest } from '../../../kernel/errors.ts';
import { toIso } from '../../../kernel/time.ts';
import { envNow, inTransaction, type Db, type Deps, type RequestContext } from '../../../kernel/context.ts';
import { recordLockEvent } from '../../protocol-log/index.ts';
import { lockMedium, mediumEventFields, mediumEventRef, setMediumColumns, simpleMediumFromRow, type MediumRow } from '../../media/index.ts';
import { startPhoneReplacement, type NewDevice } from '../../media/index.ts';
import { recordSystemEvent } from '../../protocol-log/index.ts';

/** What a paired phone app does besides synchronizing: PIN protection and asking to move to a new device. */

/** A new version of the phone, as every change of it gets. */
function phoneChanged(ctx: RequestContext) {
  return { version: nextVersion(), updated_at: toIso(envNow(ctx.env)) };
}

/** The medium protocol entry of a change of the app's PIN protection. */
function recordPinProtection(tx: Db, ctx: RequestContext, phone: MediumRow, on: boolean) {
  return recordLockEvent(tx, ctx, {
    lockId: null,
    type: on ? 'PIN_PROTECTION_ACTIVATED' : 'PIN_PROTECTION_DEACTIVATED',
    medium: simpleMediumFromRow(phone),
    fields: mediumEventFields(phone),
    sourceMedium: true,
  });
}

/**
 * A PIN reset an administrator asked for (POST …/pin-reset) is carried out by the app at its next
 * contact: the PIN is gone and the user may set a new one. Inside the caller's transaction, with
 * the phone locked; returns the phone as it is afterwards.
 */
export async function applyPendingPinReset(tx: Db, ctx: RequestContext, phone: MediumRow): Promise<MediumRow> {
  if (phone.pin_reset_time === null) return phone;
  const saved = await setMediumColumns(tx, ctx, phone.id, { pin_set: 0, pin_reset_time: null, ...phoneChanged(ctx) });
  await recordSystemEvent(tx, ctx, { type: 'PIN_RESET_FINISHED', fields: mediumEventFields(saved), ...mediumEventRef(saved) });
  if (phone.pin_set) await recordPinProtection(tx, ctx, saved, false);
  return saved;
}

/** The paired phone's app turns its PIN protection on or off (a pending reset is carried out first). */
export function setPinProtection(deps: Deps, ctx: RequestContext, phoneId: number, on: boolean): Promise<{ pinSet: boolean }> {
  return inTransaction(deps, async (tx) => {
    const locked = await lockMedium(tx, ctx, phoneId, { type: 'PHONE', bump: false });
    if (!locked.medium_identifier) throw badRequest('PHONE_NOT_PAIRED', `phone ${phoneId} is not paired with an app`);
    const phone = await applyPendingPinReset(tx, ctx, locked);
    if (Boolean(phone.pin_set) !== on) {
      const saved = await setMediumColumns(tx, ctx, phoneId, { pin_set: on ? 1 : 0, ...phoneChanged(ctx) });
      await recordPinProtection(tx, ctx, saved, on);
    }
    return { pinSet: on };
  });
}

export interface ReplacementRequestResult {
  replacementId: number;
  /** PENDING until an administrator decides, or APPROVED at once with automatic approval (and enough credits). */
  state: 'PENDING' | 'APPROVED' | 'REJECTED';
}

/**
 * The app, moved to a new device, asks to keep the phone's key ring there: a pending phone
 * replacement, approved at once when the customer's setting automaticSmartphoneReplacementApprovalActive
 * is on (see modules/phones/replacements.ts). The device credential moves with the app.
 */
export async function requestPhoneReplacement(
  deps: Deps,
  ctx: RequestContext,
  phoneId: number,
  device: NewDevice,
): Promise<ReplacementRequestResult> {
  const row = await startPhoneReplacement(deps, ctx, phoneId, device);
  return { replacementId: Number(row.id), state: row.state };
}
