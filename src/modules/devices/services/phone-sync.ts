import type { StoredInfo } from '../../authorizations/index.ts';
import { badRequest } from '../../../kernel/errors.ts';
import { toIso } from '../../../kernel/time.ts';
import { toBool } from '../../../kernel/db/query-helpers.ts';
import { prepared } from '../../../kernel/db/prepared.ts';
import { sharedInfosOf } from '../../authorizations/index.ts';
import { envNow, inTransaction, type Db, type Deps, type RequestContext } from '../../../kernel/context.ts';
import { recordEvent } from '../../protocol-log/index.ts';
import { recordLockEvent } from '../../protocol-log/index.ts';
import { lockIdsOfArea } from '../../locks/index.ts';
import { lockMedium, mediumEventFields, setMediumColumns, simpleMediumFromRow, type MediumRow } from '../../media/index.ts';
import { completeDeletions, ofMedium, pendingAuthorizationIds, receiveAuthorizations } from './authorization-sync.ts';
import { applyPendingPinReset } from './phone-app.ts';

/** One authorization on the phone's key ring after a synchronization. */
export interface KeyRingEntry {
  authorizationId: number;
  lockId?: number;
  areaId?: number;
  /** For an area: the locks in it (as the locks know it), ascending. */
  lockIds?: number[];
  authorizationInfoList: StoredInfo[];
}

export interface SyncedAuthorization {
  authorizationId: number;
  syncAction: 'CREATED' | 'DELETED';
}

export interface PushMessage {
  id: number;
  text: string;
  createdOn: string;
}

export interface PhoneSyncResult {
  phoneId: number;
  synchronizedOn: string;
  /** A deactivated phone keeps no key ring. */
  activated: boolean;
  pinSet: boolean;
  /** An administrator's PIN reset was carried out by this synchronization. */
  pinResetApplied: boolean;
  /** What changed on the key ring (also the AUTHORIZATION_SYNCHRONIZED event). */
  syncedAuthorizationList: SyncedAuthorization[];
  /** The whole key ring after the synchronization. */
  keyRing: KeyRingEntry[];
  /** Messages that waited for this synchronization, oldest first; they count as delivered now. */
  pushMessages: PushMessage[];
}

const receivedOfPhone = prepared((db, p: { envId: number; phoneId: number }) =>
  db
    .selectFrom('authorizations')
    .select(['id', 'lock_id', 'area_id', 'infos'])
    .where('environment_id', '=', p.envId)
    .where('medium_id', '=', p.phoneId)
    .where('current_state', '=', 'UNCHANGED')
    .orderBy('id'),
);

async function keyRingOf(db: Db, envId: number, phone: MediumRow): Promise<KeyRingEntry[]> {
  if (!toBool(phone.activated)) return [];
  const rows = await receivedOfPhone(db, { envId, phoneId: phone.id });
  const entries: KeyRingEntry[] = [];
  for (const row of rows) {
    const target =
      row.lock_id !== null
        ? { lockId: Number(row.lock_id) }
        : { areaId: Number(row.area_id), lockIds: await lockIdsOfArea(db, envId, Number(row.area_id)) };
    entries.push(Object.assign({ authorizationId: Number(row.id) }, target, { authorizationInfoList: sharedInfosOf(row) }));
  }
  return entries;
}

const waitingPushMessages = prepared((db, p: { envId: number; phoneId: number }) =>
  db
    .selectFrom('push_messages')
    .select(['id', 'text', 'created_at'])
    .where('environment_id', '=', p.envId)
    .where('medium_id', '=', p.phoneId)
    .where('delivered_at', 'is', null)
    .orderBy('id'),
);

const markDelivered = prepared((db, p: { ids: number[]; now: string }) =>
  db.updateTable('push_messages').set({ delivered_at: p.now }).where('id', 'in', p.ids),
);

async function deliverPushMessages(db: Db, envId: number, phoneId: number, now: string): Promise<PushMessage[]> {
  const rows = await waitingPushMessages(db, { envId, phoneId });
  if (rows.length > 0) await markDelivered(db, { ids: rows.map((r) => r.id), now });
  return rows.map((r) => ({ id: Number(r.id), text: r.text, createdOn: r.created_at }));
}

/**
 * A paired phone synchronizes its key ring: new and changed authorizations become UNCHANGED with
 * `synchronizedOn`, those with a deletion request are gone (both listed in an
 * AUTHORIZATION_SYNCHRONIZED event), waiting push messages are handed over, a pending PIN reset is
 * carried out, and `lastSynchronizedOn` is stamped. A deactivated phone only learns that it is.
 */
export function synchronizePhone(deps: Deps, ctx: RequestContext, phoneId: number): Promise<PhoneSyncResult> {
  return inTransaction(deps, async (tx) => {
    const locked = await lockMedium(tx, ctx, phoneId, { type: 'PHONE', bump: false });
    if (!locked.medium_identifier)
      throw badRequest('PHONE_NOT_PAIRED', `phone ${phoneId} is not paired with an app: redeem its pairing code first`);
    const now = toIso(envNow(ctx.env));
    await applyPendingPinReset(tx, ctx, locked);
    const scope = ofMedium(ctx.env.id, phoneId);
    const pending = await pendingAuthorizationIds(tx, scope);
    await receiveAuthorizations(tx, scope, now);
    await completeDeletions(tx, scope);
    const synced: SyncedAuthorization[] = [
      ...pending.received.map((authorizationId) => ({ authorizationId, syncAction: 'CREATED' as const })),
      ...pending.deleted.map((authorizationId) => ({ authorizationId, syncAction: 'DELETED' as const })),
    ];
    if (synced.length > 0) {
      await recordEvent(tx, ctx, { type: 'AUTHORIZATION_SYNCHRONIZED', details: { mediumId: phoneId, syncedAuthorizationList: synced } });
    }
    const pushMessages = await deliverPushMessages(tx, ctx.env.id, phoneId, now);
    const saved = await setMediumColumns(tx, ctx, phoneId, { last_synchronized_on: now });
    await recordLockEvent(tx, ctx, {
      lockId: null,
      type: 'KEY_RING_SYNCHRONIZATION_VIA_OTA',
      medium: simpleMediumFromRow(saved),
      fields: mediumEventFields(saved),
      sourceMedium: true,
    });
    return {
      phoneId,
      synchronizedOn: now,
      activated: toBool(saved.activated),
      pinSet: toBool(saved.pin_set),
      pinResetApplied: locked.pin_reset_time !== null,
      syncedAuthorizationList: synced,
      keyRing: await keyRingOf(tx, ctx.env.id, saved),
      pushMessages,
    };
  });
}
