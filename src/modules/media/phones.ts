import { badRequest, conflict, type AppError } from '../../kernel/errors.ts';
import { phoneDigits } from './phone-number.ts';
import { fromBool } from '../../kernel/db/query-helpers.ts';
import { lockRow } from '../../kernel/db/row-lock.ts';
import { inTransaction, type Db, type Deps, type RequestContext } from '../../kernel/context.ts';
import { assertDistinct } from '../../kernel/list-rules.ts';
import { commonUpdateColumns, mediumToUpdate, saveMediumUpdate, type MediumUpdate } from './updates.ts';
import { hasAuthorizations, insertMediumRow, lockMedium, mediumEventFields, mediumEventRef, mediumToWire, type Phone } from './service.ts';
import { abortReplacementsOfPhone } from './phone-replacements.ts';
import { recordMediumEvent } from './medium-protocol.ts';
import { recordSystemEvent } from '../protocol-log/index.ts';

export interface PhoneCreate {
  phoneNumber: string;
  name?: string;
}

export interface PhoneUpdate extends MediumUpdate {
  phoneNumber: string;
  phoneSettings: { inMaintenanceMode: boolean; mediumLogVisible: boolean };
}

/** Another phone of the environment with the same number (blanks ignored), if any. */
async function phoneWithNumber(db: Db, ctx: RequestContext, phoneNumber: string, exceptId?: number) {
  let query = db
    .selectFrom('media')
    .select(['id', 'phone_number'])
    .where('environment_id', '=', ctx.env.id)
    .where('medium_type', '=', 'PHONE')
    .where('phone_number_digits', '=', phoneDigits(phoneNumber));
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

/** Inserts a new unpaired phone inside the caller's transaction (send-a-key reuses it; it allows duplicates). */
export async function insertPhone(db: Db, ctx: RequestContext, input: PhoneCreate): Promise<Phone> {
  const row = await insertMediumRow(db, ctx, {
    medium_type: 'PHONE',
    name: input.name ?? null,
    phone_number: input.phoneNumber,
    phone_number_digits: phoneDigits(input.phoneNumber),
  });
  await recordSystemEvent(db, ctx, { type: 'CREATE_KEYRING', fields: mediumEventFields(row), ...mediumEventRef(row) });
  await recordMediumEvent(db, ctx, row, 'CREATE_MOBILE_PHONE');
  return mediumToWire(row) as Phone;
}

function phoneExists(index: number, phoneNumber: string, existingId: number | undefined): AppError {
  const which = existingId !== undefined ? `phone ${existingId}` : 'another entry of this list';
  return conflict('PHONE_EXISTS', `/${index}/phoneNumber: ${phoneNumber} is already the number of ${which}`);
}

/** POST /v1/media/phones: all or none; a number that is already used (blanks ignored) → 409. */
export function createPhones(deps: Deps, ctx: RequestContext, inputs: PhoneCreate[]): Promise<Phone[]> {
  return inTransaction(deps, async (tx) => {
    await lockRow(tx, 'environments', ctx.env.id);
    const seen = new Set<string>();
    const created: Phone[] = [];
    for (const [index, input] of inputs.entries()) {
      const digits = phoneDigits(input.phoneNumber);
      if (seen.has(digits)) throw phoneExists(index, input.phoneNumber, undefined);
      seen.add(digits);
      const existing = await phoneWithNumber(tx, ctx, input.phoneNumber);
      if (existing) throw phoneExists(index, input.phoneNumber, existing.id);
      created.push(await insertPhone(tx, ctx, input));
    }
    return created;
  });
}

/** PUT /v1/media/phones: whole phones with the version read; stale → 409, unknown → 404. */
export function updatePhones(deps: Deps, ctx: RequestContext, phones: PhoneUpdate[]): Promise<Phone[]> {
  assertDistinct(
    phones.map((p) => p.id),
    'id',
  );
  return inTransaction(deps, async (tx) => {
    await lockRow(tx, 'environments', ctx.env.id);
    const updated: Phone[] = [];
    for (const [index, phone] of phones.entries()) {
      const row = await mediumToUpdate(tx, ctx, 'PHONE', phone, index);
      const digits = phoneDigits(phone.phoneNumber);
      if (digits !== row.phone_number_digits) {
        const other = await phoneWithNumber(tx, ctx, phone.phoneNumber, row.id);
        if (other) {
          throw badRequest('PHONE_NUMBER_TAKEN', `phone ${other.id} already has the number ${phone.phoneNumber}`, [
            { field: `/${index}/phoneNumber`, message: 'already used by another phone' },
          ]);
        }
      }
      const saved = await saveMediumUpdate(tx, ctx, row, phone.version, {
        ...commonUpdateColumns(phone),
        phone_number: phone.phoneNumber,
        phone_number_digits: digits,
        in_maintenance_mode: fromBool(phone.phoneSettings.inMaintenanceMode),
        medium_log_visible: fromBool(phone.phoneSettings.mediumLogVisible),
      });
      updated.push(mediumToWire(saved) as Phone);
    }
    return updated;
  });
}

/**
 * DELETE /v1/media/phones: refused (400) while a phone holds authorizations — empty it first.
 * Its blacklist entries stay: locks must keep refusing a deactivated phone after it is gone.
 */
export function deletePhones(deps: Deps, ctx: RequestContext, ids: number[]): Promise<number[]> {
  assertDistinct(ids, '');
  return inTransaction(deps, async (tx) => {
    for (const [index, id] of ids.entries()) {
      const row = await lockMedium(tx, ctx, id, { type: 'PHONE', bump: false });
      if (await hasAuthorizations(tx, ctx, id)) {
        throw badRequest(
          'MEDIUM_HAS_AUTHORIZATIONS',
          `phone ${id} still holds authorizations: empty it first (POST /v1/media/${id}/empty)`,
          [{ field: `/${index}`, message: 'phone holds authorizations' }],
        );
      }
      await abortReplacementsOfPhone(tx, ctx, row);
      await tx.deleteFrom('media').where('environment_id', '=', ctx.env.id).where('id', '=', id).execute();
      await recordSystemEvent(tx, ctx, {
        type: 'FINALIZE_REMOVE_MOBILE_PHONE_FROM_CUSTOMER',
        fields: mediumEventFields(row),
        ...mediumEventRef(row),
      });
      await recordMediumEvent(tx, ctx, row, 'DELETE_MOBILE_PHONE');
    }
    return ids;
  });
}
