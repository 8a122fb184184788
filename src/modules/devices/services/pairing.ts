import crypto from 'node:crypto';
import { AppError, badRequest } from '../../../kernel/errors.ts';
import type { AppType } from '../../media/index.ts';
import { toIso } from '../../../kernel/time.ts';
import { toBool } from '../../../kernel/db/query-helpers.ts';
import {
  envNow,
  inTransaction,
  type Actor,
  type Db,
  type Deps,
  type EnvironmentRef,
  type RequestContext,
} from '../../../kernel/context.ts';
import { environmentById } from '../../../kernel/db/environment-lookup.ts';
import { recordEvent } from '../../protocol-log/index.ts';
import { recordLockEvent } from '../../protocol-log/index.ts';
import { lockMedium, mediumEventFields, mediumEventRef, setMediumColumns, simpleMediumFromRow } from '../../media/index.ts';
import { recordSystemEvent } from '../../protocol-log/index.ts';
import { requireTestEnvironment } from '../../../kernel/test-environment.ts';
import { issueDeviceCredential } from './credentials.ts';

/**
 * A phone app redeems the pairing code of a phone: it becomes the phone's key ring and gets the
 * device credential it uses from then on. Codes are unique across all environments, so the code
 * alone names the phone (and its environment).
 */
export interface PairingRequest {
  pairingCode: string;
  appType: AppType;
  platformVersion: string;
}

export interface PairingResult {
  phoneId: number;
  lockingSystemId: number;
  mediumIdentifier: string;
  /** The phone's device credential (X-Device-Token), returned once. */
  deviceToken: string;
  /** The phone had been paired before (a new device took over its key ring). */
  rePairing: boolean;
}

export interface PairingScope {
  /** Only a phone of this environment (the simulator redeems for the caller's environment). */
  env?: EnvironmentRef;
  /** Refuse phones of production environments (the simulator's command line). */
  testOnly?: boolean;
}

const unknownCode = () =>
  new AppError(404, 'PAIRING_CODE_UNKNOWN', 'no phone waits for this pairing code: it is unknown, used, or replaced by a newer one');

/** The actor of what a phone app does: the device, named by its phone. */
export function phoneAppActor(mediumIdentifier: string | null, credentialId: number | null = null): Actor {
  return { kind: 'DEVICE', userId: credentialId, name: `Phone app ${mediumIdentifier ?? '(unpaired)'}` };
}

/** An identifier no medium of the environment has, e.g. PHN-3F2A9C01. */
async function newPhoneIdentifier(db: Db, envId: number): Promise<string> {
  for (;;) {
    const identifier = `PHN-${crypto.randomBytes(4).toString('hex').toUpperCase()}`;
    const taken = await db
      .selectFrom('media')
      .select('id')
      .where('environment_id', '=', envId)
      .where('medium_identifier', '=', identifier)
      .executeTakeFirst();
    if (!taken) return identifier;
  }
}

async function phoneOfCode(db: Db, code: string, scope: PairingScope): Promise<{ phoneId: number; env: EnvironmentRef }> {
  const row = await db
    .selectFrom('media')
    .select(['id', 'environment_id'])
    .where('pairing_code', '=', code)
    .where('medium_type', '=', 'PHONE')
    .executeTakeFirst();
  if (!row || (scope.env && Number(row.environment_id) !== scope.env.id)) throw unknownCode();
  const env = await environmentById(db, Number(row.environment_id));
  if (scope.testOnly) requireTestEnvironment(env, 'the simulator pairs phones');
  return { phoneId: Number(row.id), env };
}

export async function redeemPairingCode(deps: Deps, request: PairingRequest, scope: PairingScope = {}): Promise<PairingResult> {
  const { phoneId, env } = await phoneOfCode(deps.store.db, request.pairingCode, scope);
  return inTransaction(deps, async (tx) => {
    let ctx: RequestContext = { env, actor: phoneAppActor(null) };
    const phone = await lockMedium(tx, ctx, phoneId, { type: 'PHONE', bump: true });
    // Checked again under the row lock: a new code or another redemption may have come first.
    if (phone.pairing_code !== request.pairingCode) throw unknownCode();
    const now = envNow(env);
    if (!phone.pairing_code_valid_until || phone.pairing_code_valid_until <= toIso(now)) {
      throw badRequest('PAIRING_CODE_EXPIRED', `the pairing code was valid until ${phone.pairing_code_valid_until}: ask for a new one`);
    }
    if (!toBool(phone.activated)) throw badRequest('MEDIUM_DEACTIVATED', `phone ${phoneId} is deactivated: it cannot be paired`);
    const rePairing = phone.medium_identifier !== null;
    const identifier = phone.medium_identifier ?? (await newPhoneIdentifier(tx, env.id));
    const saved = await setMediumColumns(tx, ctx, phoneId, {
      medium_identifier: identifier,
      app_type: request.appType,
      platform_version: request.platformVersion,
      registered_on: toIso(now),
      pairing_code: null,
      pairing_code_valid_until: null,
    });
    const credential = await issueDeviceCredential(tx, env.id, { kind: 'PHONE', mediumId: phoneId }, now);
    ctx = { env, actor: phoneAppActor(identifier, credential.id) };
    const fields = mediumEventFields(saved, { appType: request.appType, platformVersion: request.platformVersion });
    await recordEvent(tx, ctx, { type: 'APP_PAIRED', details: { mediumId: phoneId } });
    await recordLockEvent(tx, ctx, {
      lockId: null,
      type: rePairing ? 'MOBILE_PHONE_RE_PAIRING_FINALIZED' : 'MOBILE_PHONE_PAIRING_FINALIZED',
      medium: simpleMediumFromRow(saved),
      fields,
      sourceMedium: true,
    });
    await recordSystemEvent(tx, ctx, {
      type: rePairing ? 'FINALIZE_MOBILE_PHONE_RE_PAIRING' : 'FINALIZE_MOBILE_PHONE_PAIRING',
      fields,
      ...mediumEventRef(saved),
    });
    return { phoneId, lockingSystemId: env.id, mediumIdentifier: identifier, deviceToken: credential.token, rePairing };
  });
}
