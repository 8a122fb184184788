import { LANGUAGE_CODES, type LanguageCode } from '../../kernel/codes.ts';
import { badRequest, conflict } from '../../kernel/errors.ts';
import { registrationMail, registrationSms, type CodeValues } from './texts.ts';
import { newPairingCode } from '../media/index.ts';
import { toIso } from '../../kernel/time.ts';
import { envNow, inTransaction, type Db, type Deps, type RequestContext } from '../../kernel/context.ts';
import type { CustomerSettings } from '../customers/index.ts';
import { enqueueMessage } from '../delivery/index.ts';
import {
  lockMedium,
  mediumEventFields,
  mediumEventRef,
  mediumToWire,
  setMediumColumns,
  type MediumRow,
  type Phone,
} from '../media/index.ts';
import { findPerson, personName, type Person } from '../persons/index.ts';
import { recordSystemEvent } from '../protocol-log/index.ts';

/**
 * Pairing (registration) codes of phones: a phone app redeems the code to become the phone's
 * key ring. Every request makes a new code (the previous one stops working); sending puts the
 * code into an SMS or e-mail in the person's correspondence language via the outbox.
 */

/** A code nobody holds: codes are redeemed without naming an environment, so they are unique everywhere. */
async function unusedPairingCode(db: Db): Promise<string> {
  for (;;) {
    const code = newPairingCode();
    const taken = await db.selectFrom('media').select('id').where('pairing_code', '=', code).executeTakeFirst();
    if (!taken) return code;
  }
}

/** Locks the phone, refuses deactivated ones, and gives it a fresh code (with protocol entry). */
async function issueCode(tx: Db, deps: Deps, ctx: RequestContext, phoneId: number, extra: Record<string, unknown> = {}) {
  const phone = await lockMedium(tx, ctx, phoneId, { type: 'PHONE', bump: true });
  if (!phone.activated) {
    throw badRequest('MEDIUM_DEACTIVATED', `phone ${phoneId} is deactivated: reactivate it before it can be paired`);
  }
  const validUntil = toIso(new Date(envNow(ctx.env).getTime() + deps.config.pairingCodeValidityHours * 3600_000));
  const saved = await setMediumColumns(tx, ctx, phoneId, {
    pairing_code: await unusedPairingCode(tx),
    pairing_code_valid_until: validUntil,
  });
  // A phone that was paired before gets a code for pairing again (a new device).
  const type = phone.medium_identifier ? 'GENERATE_MOBILE_PHONE_RE_PAIRING_CODE' : 'GENERATE_MOBILE_PHONE_PAIRING_CODE';
  await recordSystemEvent(tx, ctx, {
    type,
    fields: mediumEventFields(saved, { pairingCodeValidUntil: validUntil, ...extra }),
    ...mediumEventRef(saved),
  });
  return { phone: saved, values: { pairingCode: saved.pairing_code!, validUntil } satisfies CodeValues };
}

/** POST …/pairing: a new code with its end of validity; nothing is sent. */
export function generatePairingCode(deps: Deps, ctx: RequestContext, phoneId: number): Promise<Phone> {
  return inTransaction(deps, async (tx) => mediumToWire((await issueCode(tx, deps, ctx, phoneId)).phone) as Phone);
}

/** POST …/pin-reset: 409 when the phone has no PIN; the app clears the request at its next sync. */
export function resetPin(deps: Deps, ctx: RequestContext, phoneId: number): Promise<Phone> {
  return inTransaction(deps, async (tx) => {
    const phone = await lockMedium(tx, ctx, phoneId, { type: 'PHONE', bump: true });
    if (!phone.pin_set) throw conflict('PIN_NOT_SET', `phone ${phoneId} has no PIN to reset`);
    const saved = await setMediumColumns(tx, ctx, phoneId, { pin_reset_time: toIso(envNow(ctx.env)) });
    await recordSystemEvent(tx, ctx, { type: 'PIN_RESET_INITIATED', fields: mediumEventFields(saved), ...mediumEventRef(saved) });
    return mediumToWire(saved) as Phone;
  });
}

interface Addressee {
  person: Person | undefined;
  language: LanguageCode;
  settings: Partial<CustomerSettings>;
}

/** The phone's person and the language to write in: the person's, else the customer's. */
async function addresseeOf(db: Db, ctx: RequestContext, phone: MediumRow): Promise<Addressee> {
  const person = phone.person_id !== null ? await findPerson(db, ctx, phone.person_id) : undefined;
  const customer = await db
    .selectFrom('customers')
    .select(['correspondence_language_code', 'settings'])
    .where('id', '=', ctx.env.customerId)
    .executeTakeFirstOrThrow();
  const customerLanguage = LANGUAGE_CODES.find((l) => l === customer.correspondence_language_code) ?? 'en-UK';
  return { person, language: person?.correspondenceLanguageCode ?? customerLanguage, settings: JSON.parse(customer.settings) };
}

export interface SmsRequest {
  smsText?: string;
}

export interface MailRequest {
  mailSubject?: string;
  mailText?: string;
}

async function markSent(tx: Db, ctx: RequestContext, phoneId: number): Promise<Phone> {
  return mediumToWire(await setMediumColumns(tx, ctx, phoneId, { sent_key_on: toIso(envNow(ctx.env)) })) as Phone;
}

/**
 * A new code by SMS to the phone's number, inside the caller's transaction (send-a-key reuses
 * it). Text: the request's `smsText`, else the customer's own text (settings), else the default
 * in the correspondence language; the code is always in it. 403 when the day's SMS quota is
 * used up.
 */
export async function deliverRegistrationSms(
  tx: Db,
  deps: Deps,
  ctx: RequestContext,
  phoneId: number,
  request: SmsRequest = {},
): Promise<Phone> {
  const { phone, values } = await issueCode(tx, deps, ctx, phoneId, { deliveredBy: 'SMS' });
  const to = await addresseeOf(tx, ctx, phone);
  const ownText = to.settings.useDefaultSendAKeySmsText === false ? to.settings.customSendAKeySmsText : undefined;
  const body = registrationSms(to.language, values, request.smsText ?? ownText);
  await enqueueMessage(tx, deps, ctx, { channel: 'SMS', recipient: phone.phone_number!, body, language: to.language, mediumId: phone.id });
  await recordSystemEvent(tx, ctx, { type: 'QUICK_REGISTRY_SMS_SENT', fields: mediumEventFields(phone), ...mediumEventRef(phone) });
  return markSent(tx, ctx, phoneId);
}

/** POST …/send-registration-code/sms (and both deprecated forms). */
export function sendRegistrationSms(deps: Deps, ctx: RequestContext, phoneId: number, request: SmsRequest = {}): Promise<Phone> {
  return inTransaction(deps, (tx) => deliverRegistrationSms(tx, deps, ctx, phoneId, request));
}

/**
 * A new code by e-mail to the address of the phone's person, inside the caller's transaction
 * (send-a-key reuses it): 400 when the phone has no person or the person no address, 403 when
 * the day's e-mail quota is used up.
 */
export async function deliverRegistrationMail(
  tx: Db,
  deps: Deps,
  ctx: RequestContext,
  phoneId: number,
  request: MailRequest = {},
): Promise<Phone> {
  const { phone, values } = await issueCode(tx, deps, ctx, phoneId, { deliveredBy: 'EMAIL' });
  const to = await addresseeOf(tx, ctx, phone);
  if (!to.person)
    throw badRequest('MEDIUM_NOT_ASSIGNED', `phone ${phoneId} is not assigned to a person, so there is no e-mail address to send to`);
  if (!to.person.emailAddress) throw badRequest('NO_EMAIL_ADDRESS', `person ${to.person.id} has no e-mail address`);
  const ownText = to.settings.useDefaultSendAKeyMailText === false ? to.settings.customSendAKeyMailText : undefined;
  const mail = registrationMail(
    to.language,
    { ...values, personName: personName(to.person) },
    {
      subject: request.mailSubject,
      text: request.mailText ?? ownText,
    },
  );
  await enqueueMessage(tx, deps, ctx, {
    channel: 'EMAIL',
    recipient: to.person.emailAddress,
    subject: mail.subject,
    body: mail.text,
    language: to.language,
    mediumId: phone.id,
  });
  return markSent(tx, ctx, phoneId);
}

/** POST …/send-registration-code/mail. */
export function sendRegistrationMail(deps: Deps, ctx: RequestContext, phoneId: number, request: MailRequest = {}): Promise<Phone> {
  return inTransaction(deps, (tx) => deliverRegistrationMail(tx, deps, ctx, phoneId, request));
}
