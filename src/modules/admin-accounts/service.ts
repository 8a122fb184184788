import type { AdminLanguage } from '../../kernel/admin/i18n.ts';
import { endSessionsOf } from '../../kernel/admin/session-store.ts';
import type { AdminUser } from '../../kernel/admin/types.ts';
import { clock } from '../../kernel/clock.ts';
import { inTransaction, type Actor, type Db, type Deps, type RequestContext } from '../../kernel/context.ts';
import { environmentById } from '../../kernel/db/environment-lookup.ts';
import { lockingRead } from '../../kernel/db/row-lock.ts';
import { AppError, badRequest, invalidField, notFound } from '../../kernel/errors.ts';
import { toIso } from '../../kernel/time.ts';
import { seal, sealingKey, unseal } from '../../kernel/sealed-secrets.ts';
import { acoName, getEnvironment, insertAco, removeAco } from '../customers/index.ts';
import { enqueueMessage } from '../delivery/index.ts';
import { recordSystemEvent } from '../protocol-log/index.ts';
import { acceptedTotpStep, checkPasswordPolicy, hashPassword, hashToken, newToken, passwordMatches } from './credentials.ts';
import { accountMail } from './mails.ts';

/** Failed log-ins in a row after which the account waits LOCK_MINUTES (any further try restarts nothing: it just waits). */
export const MAX_FAILED_LOGINS = 5;
export const LOCK_MINUTES = 15;
const INVITATION_DAYS = 7;
const RESET_MINUTES = 60;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function checkEmail(email: string): string {
  const normalized = email.trim().toLowerCase();
  if (!EMAIL.test(normalized) || normalized.length > 254) throw invalidField('email', 'must be an e-mail address');
  return normalized;
}

const minutesFromNow = (minutes: number) => toIso(new Date(clock.nowMs() + minutes * 60_000));

export interface InvitationInput {
  firstName: string;
  lastName: string;
  email: string;
  language?: AdminLanguage;
}

export interface Invitation {
  acoId: number;
  /** The link that completes the account; shown once to whoever invited, and e-mailed. */
  link: string;
}

export interface InvitationOptions {
  /** Where the link points (see adminBaseUrl); empty: the link is a path. */
  baseUrl: string;
  /** E-mail the link (default). The demo administrator's placeholder address gets none. */
  mail?: boolean;
}

/**
 * Invites an administrator of the customer whose production environment `ctx` names: the ACO
 * (CREATE_ACO) and its login, which the invitation link completes with a password. The link is
 * e-mailed through the outbox and returned once; only its hash is kept.
 */
export function inviteAdministrator(
  deps: Deps,
  ctx: RequestContext,
  input: InvitationInput,
  baseUrl: string,
  options: { mail?: boolean } = {},
): Promise<Invitation> {
  return inTransaction(deps, (tx) => inviteAdministratorIn(tx, deps, ctx, input, { baseUrl, mail: options.mail }));
}

/** `inviteAdministrator` inside the caller's transaction (the demo customer's first start). */
export async function inviteAdministratorIn(
  tx: Db,
  deps: Deps,
  ctx: RequestContext,
  input: InvitationInput,
  options: InvitationOptions,
): Promise<Invitation> {
  const email = checkEmail(input.email);
  const taken = await tx.selectFrom('aco_logins').select('aco_id').where('email', '=', email).executeTakeFirst();
  if (taken) throw new AppError(409, 'ACCOUNT_EXISTS', `there is already an account for ${email}`);
  const aco = await insertAco(tx, ctx, { kind: 'ADMINISTRATOR', firstName: input.firstName, lastName: input.lastName, email });
  const { token, hash } = newToken();
  await tx
    .insertInto('aco_logins')
    .values({
      aco_id: aco.id,
      customer_id: ctx.env.customerId,
      email,
      password_hash: null,
      totp_secret: null,
      totp_last_step: null,
      language: input.language ?? 'en',
      locked_until: null,
      invitation_hash: hash,
      invitation_expires_at: minutesFromNow(INVITATION_DAYS * 24 * 60),
      reset_hash: null,
      reset_expires_at: null,
      last_login_at: null,
      created_at: toIso(clock.now()),
    })
    .execute();
  const link = `${options.baseUrl}/admin/invitation?token=${token}`;
  if (options.mail !== false) {
    await enqueueMessage(tx, deps, ctx, accountMail('invitation', input.language ?? 'en', email, { name: acoName(aco), link }));
  }
  return { acoId: aco.id, link };
}

interface LoginRow {
  aco_id: number;
  email: string;
  password_hash: string | null;
  totp_secret: string | null;
  totp_last_step: number | null;
  locked_until: string | null;
  first_name: string;
  last_name: string;
  environment_id: number;
  failed_login_counter: number;
}

function loginQuery(db: Db) {
  return db
    .selectFrom('aco_logins as l')
    .innerJoin('acos as a', 'a.id', 'l.aco_id')
    .select([
      'l.aco_id',
      'l.email',
      'l.password_hash',
      'l.totp_secret',
      'l.totp_last_step',
      'l.locked_until',
      'a.first_name',
      'a.last_name',
      'a.environment_id',
      'a.failed_login_counter',
    ]);
}

/** The person at the keyboard, for protocol entries written before they are logged in. */
const acoActor = (row: Pick<LoginRow, 'aco_id' | 'first_name' | 'last_name'>): Actor => ({
  kind: 'ADMINISTRATOR',
  userId: row.aco_id,
  name: acoName(row),
});

export type LoginResult =
  | { outcome: 'SIGNED_IN'; acoId: number }
  | { outcome: 'SECOND_FACTOR'; acoId: number }
  | { outcome: 'REFUSED' }
  | { outcome: 'LOCKED'; until: string };

const isLocked = (row: Pick<LoginRow, 'locked_until'>) => row.locked_until !== null && row.locked_until > toIso(clock.now());

/** First factor: e-mail and password. Every wrong password counts (failedLoginCounter) and is protocolled. */
export async function checkPassword(deps: Deps, email: string, password: string): Promise<LoginResult> {
  const row = await loginQuery(deps.store.db).where('l.email', '=', email.trim().toLowerCase()).executeTakeFirst();
  const matches = await passwordMatches(row?.password_hash ?? null, password);
  if (!row || !row.password_hash) return { outcome: 'REFUSED' };
  if (isLocked(row)) return { outcome: 'LOCKED', until: row.locked_until! };
  if (!matches) return recordFailure(deps, row.aco_id, 'LOGIN_FAILED_FIRST_FACTOR');
  if (row.totp_secret) return { outcome: 'SECOND_FACTOR', acoId: row.aco_id };
  await recordSuccess(deps, row.aco_id);
  return { outcome: 'SIGNED_IN', acoId: row.aco_id };
}

/**
 * TOTP keys must be read back to check codes, so they are sealed (kernel/sealed-secrets.ts) under
 * the installation's key, never stored as they are. Read outside transactions.
 */
const totpKey = (deps: Deps) => sealingKey(deps.store, 'totp_secret_key', undefined);

/** The time step of a code of the row's sealed TOTP key, or undefined when wrong or used already. */
function stepOfCode(key: Buffer, row: Pick<LoginRow, 'totp_secret' | 'totp_last_step'>, code: string): number | undefined {
  const lastStep = row.totp_last_step === null ? null : Number(row.totp_last_step);
  return acceptedTotpStep(unseal(key, row.totp_secret!), code, clock.nowMs(), lastStep);
}

/** Second factor: a TOTP code of the account's authenticator, each code good once. */
export async function checkSecondFactor(deps: Deps, acoId: number, code: string): Promise<LoginResult> {
  const key = await totpKey(deps);
  return inTransaction(deps, async (tx) => {
    const row = await lockingRead(tx, loginQuery(tx).where('l.aco_id', '=', acoId)).executeTakeFirst();
    if (!row || !row.totp_secret) return { outcome: 'REFUSED' as const };
    if (isLocked(row)) return { outcome: 'LOCKED' as const, until: row.locked_until! };
    const step = stepOfCode(key, row, code);
    if (step === undefined) return failureIn(tx, row, 'LOGIN_FAILED_SECOND_FACTOR');
    await tx.updateTable('aco_logins').set({ totp_last_step: step }).where('aco_id', '=', acoId).execute();
    await successIn(tx, acoId);
    return { outcome: 'SIGNED_IN' as const, acoId };
  });
}

function recordFailure(deps: Deps, acoId: number, type: 'LOGIN_FAILED_FIRST_FACTOR'): Promise<LoginResult> {
  return inTransaction(deps, async (tx) => {
    const row = await lockingRead(tx, loginQuery(tx).where('l.aco_id', '=', acoId)).executeTakeFirstOrThrow();
    return failureIn(tx, row, type);
  });
}

/** Counts the failure on the locked row, locks the account at the limit, and protocols it in the ACO's environment. */
async function failureIn(tx: Db, row: LoginRow, type: string): Promise<LoginResult> {
  const failures = row.failed_login_counter + 1;
  await tx.updateTable('acos').set({ failed_login_counter: failures }).where('id', '=', row.aco_id).execute();
  const env = await environmentById(tx, Number(row.environment_id));
  await recordSystemEvent(tx, { env, actor: acoActor(row) }, { type, fields: { aco: acoName(row) } });
  if (failures % MAX_FAILED_LOGINS === 0) {
    const until = minutesFromNow(LOCK_MINUTES);
    await tx.updateTable('aco_logins').set({ locked_until: until }).where('aco_id', '=', row.aco_id).execute();
    return { outcome: 'LOCKED', until };
  }
  return { outcome: 'REFUSED' };
}

function recordSuccess(deps: Deps, acoId: number): Promise<void> {
  return inTransaction(deps, (tx) => successIn(tx, acoId));
}

/** A log-in that passed: the failures in a row start from nought again. */
async function successIn(tx: Db, acoId: number): Promise<void> {
  await tx.updateTable('acos').set({ failed_login_counter: 0 }).where('id', '=', acoId).execute();
  await tx
    .updateTable('aco_logins')
    .set({ locked_until: null, last_login_at: toIso(clock.now()) })
    .where('aco_id', '=', acoId)
    .execute();
}

/** Who an invitation is for, while its link is valid. */
export async function findInvitation(deps: Deps, token: string): Promise<{ email: string; name: string } | undefined> {
  const row = await loginQuery(deps.store.db)
    .select('l.invitation_expires_at')
    .where('l.invitation_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || !row.invitation_expires_at || row.invitation_expires_at <= toIso(clock.now())) return undefined;
  return { email: row.email, name: acoName(row) };
}

/** Completes an invitation with the chosen password; the link is used up. Undefined: the link is not valid (any more). */
export function acceptInvitation(deps: Deps, token: string, password: string): Promise<number | undefined> {
  checkPasswordPolicy(password);
  return setPasswordByToken(deps, 'invitation', token, password);
}

/** Sets a new password through a reset link (PASSWORD_RESET) and ends the account's sessions. */
export async function resetPassword(deps: Deps, token: string, password: string): Promise<number | undefined> {
  checkPasswordPolicy(password);
  return setPasswordByToken(deps, 'reset', token, password);
}

async function setPasswordByToken(deps: Deps, kind: 'invitation' | 'reset', token: string, password: string): Promise<number | undefined> {
  const passwordHash = await hashPassword(password);
  const [hashColumn, expiryColumn] =
    kind === 'invitation' ? (['invitation_hash', 'invitation_expires_at'] as const) : (['reset_hash', 'reset_expires_at'] as const);
  return inTransaction(deps, async (tx) => {
    const row = await lockingRead(
      tx,
      loginQuery(tx).select(`l.${expiryColumn} as expires`).where(`l.${hashColumn}`, '=', hashToken(token)),
    ).executeTakeFirst();
    if (!row || !row.expires || row.expires <= toIso(clock.now())) return undefined;
    await tx
      .updateTable('aco_logins')
      .set({ password_hash: passwordHash, [hashColumn]: null, [expiryColumn]: null, locked_until: null })
      .where('aco_id', '=', row.aco_id)
      .execute();
    await tx.updateTable('acos').set({ failed_login_counter: 0 }).where('id', '=', row.aco_id).execute();
    if (kind === 'reset') {
      const env = await environmentById(tx, Number(row.environment_id));
      await recordSystemEvent(tx, { env, actor: acoActor(row) }, { type: 'PASSWORD_RESET', fields: { aco: acoName(row) } });
      await endSessionsOf(tx, row.aco_id);
    }
    return row.aco_id;
  });
}

/**
 * Sends a reset link to the address when it belongs to an account with a password. The caller
 * answers the same either way, so the form tells nobody which addresses have accounts.
 */
export async function requestPasswordReset(deps: Deps, email: string, baseUrl: string): Promise<void> {
  const row = await loginQuery(deps.store.db).select('l.language').where('l.email', '=', email.trim().toLowerCase()).executeTakeFirst();
  if (!row || !row.password_hash) return;
  const { token, hash } = newToken();
  await inTransaction(deps, async (tx) => {
    await tx
      .updateTable('aco_logins')
      .set({ reset_hash: hash, reset_expires_at: minutesFromNow(RESET_MINUTES) })
      .where('aco_id', '=', row.aco_id)
      .execute();
    const env = await environmentById(tx, Number(row.environment_id));
    const link = `${baseUrl}/admin/password-reset?token=${token}`;
    await enqueueMessage(
      tx,
      deps,
      { env, actor: acoActor(row) },
      accountMail('reset', row.language as AdminLanguage, row.email, { name: acoName(row), link }),
    );
  });
}

/** The ACO of a session, with its customer and environments (undefined when the ACO was deleted). */
export async function resolveAdmin(deps: Deps, acoId: number): Promise<AdminUser | undefined> {
  const row = await deps.store.db
    .selectFrom('aco_logins as l')
    .innerJoin('acos as a', 'a.id', 'l.aco_id')
    .innerJoin('customers as c', 'c.id', 'l.customer_id')
    .select([
      'l.aco_id',
      'l.customer_id',
      'l.email',
      'l.language',
      'l.totp_secret',
      'l.password_hash',
      'a.first_name',
      'a.last_name',
      'c.customer_name',
    ])
    .where('l.aco_id', '=', acoId)
    .executeTakeFirst();
  if (!row || !row.password_hash) return undefined;
  const customerId = Number(row.customer_id);
  const production = await getEnvironment(deps.store.db, customerId, 'PRODUCTION');
  const test = await getEnvironment(deps.store.db, customerId, 'TEST');
  return {
    acoId: Number(row.aco_id),
    customerId,
    customerName: row.customer_name,
    name: acoName(row),
    email: row.email,
    language: row.language as AdminLanguage,
    totpEnabled: row.totp_secret !== null,
    production: {
      id: production.id,
      customerId,
      kind: 'PRODUCTION',
      clockOffsetMs: production.clockOffsetMs,
      activated: production.activatedAt !== null,
    },
    test: { id: test.id, customerId, kind: 'TEST', clockOffsetMs: test.clockOffsetMs },
  };
}

export async function setLanguage(deps: Deps, admin: AdminUser, language: AdminLanguage): Promise<void> {
  await deps.store.db.updateTable('aco_logins').set({ language }).where('aco_id', '=', admin.acoId).execute();
}

/** Turns the second factor on once a code of the new secret proves the authenticator holds it. */
export async function enableSecondFactor(deps: Deps, ctx: RequestContext, secret: string, code: string): Promise<void> {
  const sealed = seal(await totpKey(deps), secret);
  return inTransaction(deps, async (tx) => {
    const step = acceptedTotpStep(secret, code, clock.nowMs(), null);
    if (step === undefined) throw invalidField('code', 'is not the current code of your authenticator app');
    await tx.updateTable('aco_logins').set({ totp_secret: sealed, totp_last_step: step }).where('aco_id', '=', ctx.actor.userId!).execute();
    await recordSystemEvent(tx, ctx, { type: 'TWO_FACTOR_AUTH_ENABLED', fields: { aco: ctx.actor.name } });
  });
}

/** Turns the second factor off; takes a current code, so a left-open session alone cannot do it. */
export async function disableSecondFactor(deps: Deps, ctx: RequestContext, code: string): Promise<void> {
  const key = await totpKey(deps);
  return inTransaction(deps, async (tx) => {
    const row = await lockingRead(tx, loginQuery(tx).where('l.aco_id', '=', ctx.actor.userId!)).executeTakeFirst();
    if (!row?.totp_secret) throw badRequest('VALIDATION_FAILED', 'the second factor is not enabled');
    if (stepOfCode(key, row, code) === undefined) throw invalidField('code', 'is not the current code of your authenticator app');
    await tx.updateTable('aco_logins').set({ totp_secret: null, totp_last_step: null }).where('aco_id', '=', row.aco_id).execute();
    await recordSystemEvent(tx, ctx, { type: 'TWO_FACTOR_AUTH_DISABLED', fields: { aco: ctx.actor.name } });
  });
}

export interface AdministratorListing {
  acoId: number;
  name: string;
  email: string | null;
  state: 'INVITED' | 'ACTIVE' | 'LOCKED';
  secondFactor: boolean;
  failedLoginCounter: number;
  lastLoginAt: string | null;
}

/** The customer's administrators with the state of their logins. */
export async function listAdministrators(deps: Deps, ctx: RequestContext): Promise<AdministratorListing[]> {
  const rows = await deps.store.db
    .selectFrom('acos as a')
    .leftJoin('aco_logins as l', 'l.aco_id', 'a.id')
    .select([
      'a.id',
      'a.first_name',
      'a.last_name',
      'a.email',
      'a.failed_login_counter',
      'l.password_hash',
      'l.totp_secret',
      'l.locked_until',
      'l.last_login_at',
    ])
    .where('a.environment_id', '=', ctx.env.id)
    .where('a.kind', '=', 'ADMINISTRATOR')
    .orderBy('a.id')
    .execute();
  return rows.map((r) => ({
    acoId: Number(r.id),
    name: acoName(r),
    email: r.email,
    state: r.locked_until && r.locked_until > toIso(clock.now()) ? 'LOCKED' : r.password_hash ? 'ACTIVE' : 'INVITED',
    secondFactor: r.totp_secret !== null,
    failedLoginCounter: r.failed_login_counter,
    lastLoginAt: r.last_login_at,
  }));
}

/** Deletes another administrator of the customer (DELETE_ACO) and ends their sessions; nobody deletes themself. */
export async function deleteAdministrator(deps: Deps, ctx: RequestContext, acoId: number): Promise<void> {
  if (acoId === ctx.actor.userId) throw badRequest('VALIDATION_FAILED', 'you cannot delete your own account');
  const row = await deps.store.db
    .selectFrom('acos')
    .select('kind')
    .where('environment_id', '=', ctx.env.id)
    .where('id', '=', acoId)
    .executeTakeFirst();
  if (!row || row.kind !== 'ADMINISTRATOR') throw notFound('Administrator', acoId);
  await removeAco(deps, ctx, acoId);
  await endSessionsOf(deps.store.db, acoId);
}
