import type { OfficeModeSlot } from '../../locks/index.ts';
import type { HolidaySlot } from '../../locks/index.ts';
import { toLockLocal } from '../../authorizations/index.ts';
import type { StoredInfo } from '../../authorizations/index.ts';
import type { DeviceSettings } from '../../locks/index.ts';
import { withoutEmpty } from '../../../kernel/db/query-helpers.ts';
import { sharedInfosOf } from '../../authorizations/index.ts';
import type { Db } from '../../../kernel/context.ts';
import { appliedDeviceSettings } from '../../locks/index.ts';
import type { LockRow } from '../../locks/index.ts';
import { findVisibleLock } from '../../locks/index.ts';
import { areasOnLock } from './areas-on-lock.ts';

/**
 * What a lock holds after a synchronization, as the device interface hands it over: its settings
 * and office-mode slots, the areas it is in, the holidays of its calendar, the blacklist and the
 * whitelist (received authorizations for the lock and its areas, of every system using the lock).
 */
export interface WhitelistEntry {
  authorizationId: number;
  mediumId: number;
  mediumIdentifier?: string;
  lockId?: number;
  areaId?: number;
  authorizationInfoList: StoredInfo[];
}

export interface LockDownload {
  lockId: number;
  lockIdentifier: string;
  /** Set the lock's clock: UTC now and the offset of its zone. */
  clock: { utc: string; lockUtcDelta: number };
  settings: DeviceSettings;
  officeModeSlots: OfficeModeSlot[];
  areaIds: number[];
  /** Holidays of the enabled calendar (empty when the lock does not use it). */
  holidaySlots: HolidaySlot[];
  blacklist: { mediumId: number; mediumIdentifier?: string }[];
  whitelist: WhitelistEntry[];
}

/** The download of a lock as it stands (called at the end of its synchronization). */
export async function lockDownload(db: Db, lockId: number, now: Date): Promise<LockDownload> {
  const lock: LockRow = await db.selectFrom('locks').selectAll().where('id', '=', lockId).executeTakeFirstOrThrow();
  const visible = (await findVisibleLock(db, lock.environment_id, lock.id))!;
  const areaIds = await areasOnLock(db, lock.id);
  const [blacklist, whitelist] = await Promise.all([
    db
      .selectFrom('blacklist_entries as b')
      .leftJoin('media as m', 'm.id', 'b.medium_id')
      .select(['b.medium_id', 'm.medium_identifier'])
      .where('b.lock_id', '=', lock.id)
      .orderBy('b.medium_id')
      .execute(),
    db
      .selectFrom('authorizations as a')
      .leftJoin('media as m', 'm.id', 'a.medium_id')
      .select(['a.id', 'a.medium_id', 'a.lock_id', 'a.area_id', 'a.infos', 'm.medium_identifier'])
      .where((eb) => eb.or([eb('a.lock_id', '=', lock.id), ...(areaIds.length > 0 ? [eb('a.area_id', 'in', areaIds)] : [])]))
      .where('a.current_state', '=', 'UNCHANGED')
      .orderBy('a.id')
      .execute(),
  ]);
  return {
    lockId: lock.id,
    lockIdentifier: lock.lock_identifier,
    clock: { utc: now.toISOString(), lockUtcDelta: toLockLocal(now, visible.timezone).utcOffsetMinutes },
    settings: appliedDeviceSettings(lock),
    officeModeSlots: [...visible.officeModeSlots],
    areaIds,
    holidaySlots: [...visible.holidaySlots],
    blacklist: blacklist.map((b) => withoutEmpty({ mediumId: Number(b.medium_id), mediumIdentifier: b.medium_identifier })),
    whitelist: whitelist.map(
      (a) =>
        withoutEmpty({
          authorizationId: Number(a.id),
          mediumId: Number(a.medium_id),
          mediumIdentifier: a.medium_identifier,
          lockId: a.lock_id === null ? null : Number(a.lock_id),
          areaId: a.area_id === null ? null : Number(a.area_id),
          authorizationInfoList: sharedInfosOf(a),
        }) as WhitelistEntry,
    ),
  };
}
