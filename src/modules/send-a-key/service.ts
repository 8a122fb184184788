import { nextVersion } from '../../kernel/db/versioned.ts';
import { conflict } from '../../kernel/errors.ts';
import { applySimpleAuthorization, type SimpleAuthorizationInput } from '../authorizations/index.ts';
import { authorizationsToWire, type Authorization } from '../authorizations/index.ts';
import { toIso } from '../../kernel/time.ts';
import { envNow, inTransaction, type Db, type Deps, type RequestContext } from '../../kernel/context.ts';
import { requireMediumRow, type MediumRow, type Phone } from '../media/index.ts';
import { assignMedium } from '../media/index.ts';
import { findPerson, insertPerson, type Person, type PersonData } from '../persons/index.ts';
import { insertPhone } from '../media/index.ts';
import { deliverRegistrationMail, deliverRegistrationSms } from '../registration-codes/index.ts';
import { recordSystemEvent } from '../protocol-log/index.ts';
import { lockRow } from '../../kernel/db/row-lock.ts';

/**
 * Send-a-key: person, phone, assignment, authorization and registration code in one call and
 * one transaction; a failure anywhere leaves nothing behind.
 */
export interface SendAKeyRequest {
  /** An existing phone by id, or a new one by number (a number already in use is allowed here). */
  phone: { id?: number; phoneNumber?: string; name?: string };
  /** Matched on first name, last name and secondary identification; created when no person matches. */
  person?: PersonData;
  authorization?: Omit<SimpleAuthorizationInput, 'mediumId' | 'pushMessage'>;
}

export type Delivery = { channel: 'SMS'; smsText?: string } | { channel: 'EMAIL'; mailSubject?: string; mailText?: string };

export interface SendAKeyResponse {
  phone: Phone;
  person?: Person;
  authorization?: Authorization;
}

async function phoneOf(tx: Db, ctx: RequestContext, phone: SendAKeyRequest['phone']): Promise<MediumRow> {
  if (phone.id !== undefined) return requireMediumRow(tx, ctx, phone.id, 'PHONE');
  const created = await insertPhone(tx, ctx, { phoneNumber: phone.phoneNumber!, name: phone.name });
  return requireMediumRow(tx, ctx, created.id, 'PHONE');
}

/** The person with the same first name, last name and secondary identification, updated with a given e-mail address, or a new one. */
async function personFor(tx: Db, ctx: RequestContext, data: PersonData): Promise<Person> {
  // Find-or-create: two requests for the same new person must not both create one.
  await lockRow(tx, 'environments', ctx.env.id);
  let query = tx
    .selectFrom('persons')
    .select('id')
    .where('environment_id', '=', ctx.env.id)
    .where('first_name', '=', data.firstName)
    .where('last_name', '=', data.lastName);
  query = data.secondaryIdentification
    ? query.where('secondary_identification', '=', data.secondaryIdentification)
    : query.where('secondary_identification', 'is', null);
  const match = await query.orderBy('id').executeTakeFirst();
  if (!match) return insertPerson(tx, ctx, data);
  const person = (await findPerson(tx, ctx, match.id))!;
  if (data.emailAddress && data.emailAddress !== person.emailAddress) {
    await tx
      .updateTable('persons')
      .set({ email_address: data.emailAddress, version: nextVersion(), updated_at: toIso(envNow(ctx.env)) })
      .where('id', '=', person.id)
      .execute();
    await recordSystemEvent(tx, ctx, { type: 'EDIT_PERSON', fields: { personId: person.id, emailAddress: data.emailAddress } });
    return (await findPerson(tx, ctx, person.id))!;
  }
  return person;
}

export function sendAKey(deps: Deps, ctx: RequestContext, request: SendAKeyRequest, delivery: Delivery): Promise<SendAKeyResponse> {
  return inTransaction(deps, async (tx) => {
    let phone = await phoneOf(tx, ctx, request.phone);
    let person = request.person ? await personFor(tx, ctx, request.person) : undefined;
    if (person) {
      if (phone.person_id === null) {
        phone = await assignMedium(tx, ctx, phone.id, person.id);
      } else if (phone.person_id !== person.id) {
        throw conflict(
          'MEDIUM_ALREADY_ASSIGNED',
          `phone ${phone.id} belongs to person ${phone.person_id}, not to the person of this request`,
        );
      }
    } else if (phone.person_id !== null) {
      person = await findPerson(tx, ctx, phone.person_id);
    }
    const authorization = request.authorization
      ? await applySimpleAuthorization(tx, ctx, { ...request.authorization, mediumId: phone.id }, '/authorization')
      : undefined;
    const sent =
      delivery.channel === 'SMS'
        ? await deliverRegistrationSms(tx, deps, ctx, phone.id, { smsText: delivery.smsText })
        : await deliverRegistrationMail(tx, deps, ctx, phone.id, { mailSubject: delivery.mailSubject, mailText: delivery.mailText });
    return {
      phone: sent,
      ...(person ? { person } : {}),
      ...(authorization ? { authorization: (await authorizationsToWire(tx, ctx, [authorization]))[0] } : {}),
    };
  });
}
