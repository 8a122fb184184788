import { instantOfLockClock } from '../access/lock-time.ts';
import { badRequest, type FieldError } from '../../../kernel/errors.ts';
import { categoryOf, MEDIUM_EVENT_TYPES } from '../../protocol-log/index.ts';
import type { BatteryStatus } from '../../../kernel/db/lock-types.ts';
import { isLockProtocolEventType, type LockProtocolEventType } from '../../protocol-log/index.ts';
import type { Db, RequestContext } from '../../../kernel/context.ts';
import { environmentById } from '../../../kernel/db/environment-lookup.ts';
import { recordLockEvents, type LockEventInput } from '../../protocol-log/index.ts';
import type { LockRow } from '../../locks/index.ts';
import { simpleMediumFromRow, type MediumRow } from '../../media/index.ts';
import { environmentsAtLock } from './lock-access.ts';

/**
 * What a lock reports when it synchronizes: its battery and firmware, and the protocol entries it
 * buffered since the last synchronization, each with the lock's own clock reading and its offset
 * to UTC at that moment (so the hour that repeats in autumn stays unambiguous).
 */
export interface UploadedEntry {
  type: LockProtocolEventType;
  /** The lock's wall clock `yyyy-mm-ddThh:mm[:ss]`. */
  localTime: string;
  /** Lock wall clock minus UTC, in minutes, when the entry was made. */
  lockUtcDelta: number;
  /** The medium concerned, by id or by its identifier. */
  mediumId?: number | null;
  mediumIdentifier?: string | null;
  fields?: Record<string, unknown> | null;
}

export interface LockFirmwareReport {
  appletVersion?: string | null;
  picVersion?: string | null;
  motorPicVersion?: string | null;
}

/** Optional fields may be null (as interface clients send them): null is not reported. */
export interface LockUpload {
  batteryStatus?: BatteryStatus | null;
  firmware?: LockFirmwareReport | null;
  protocolEntries?: UploadedEntry[];
}

/** Entries a lock itself can have made: not administration entries, not entries of a medium alone. */
export function isUploadableType(type: string): type is LockProtocolEventType {
  if (!isLockProtocolEventType(type) || MEDIUM_EVENT_TYPES.has(type)) return false;
  const category = categoryOf(type);
  return category !== 'BACKEND_EVENT' && category !== 'DUMMY_EVENT';
}

const MAX_REPORTED_ERRORS = 20;

interface TimedEntry extends UploadedEntry {
  at: Date;
}

/** Checks every entry and reads its moment in UTC; 400 naming (the first) offending entries. */
export function timedEntries(entries: readonly UploadedEntry[]): TimedEntry[] {
  const errors: FieldError[] = [];
  const out: TimedEntry[] = [];
  for (const [i, entry] of entries.entries()) {
    if (!isUploadableType(entry.type)) errors.push({ field: `/protocolEntries/${i}/type`, message: 'is not an entry a lock makes' });
    const at = instantOfLockClock(entry.localTime, entry.lockUtcDelta);
    if (!at)
      errors.push({
        field: `/protocolEntries/${i}/localTime`,
        message: 'must be a real reading yyyy-mm-ddThh:mm[:ss] with lockUtcDelta from -720 to 840',
      });
    else out.push({ ...entry, at });
  }
  if (errors.length > 0) {
    const shown = errors.slice(0, MAX_REPORTED_ERRORS);
    throw badRequest(
      'VALIDATION_FAILED',
      `${errors.length} uploaded protocol entries are invalid: ${shown.map((e) => e.field).join(', ')}`,
      shown,
    );
  }
  return out;
}

const LOOKUP_CHUNK = 1000;

/** The media the entries name, among the systems that use the lock, by id and by identifier. */
async function mediaOf(db: Db, envIds: number[], entries: readonly UploadedEntry[]) {
  const ids = [...new Set(entries.flatMap((e) => (e.mediumId != null ? [e.mediumId] : [])))];
  const identifiers = [...new Set(entries.flatMap((e) => (e.mediumId == null && e.mediumIdentifier != null ? [e.mediumIdentifier] : [])))];
  const byId = new Map<number, MediumRow>();
  const byIdentifier = new Map<string, MediumRow>();
  const rank = (m: MediumRow) => envIds.indexOf(Number(m.environment_id));
  for (let i = 0; i < ids.length; i += LOOKUP_CHUNK) {
    const rows = await db
      .selectFrom('media')
      .selectAll()
      .where('environment_id', 'in', envIds)
      .where('id', 'in', ids.slice(i, i + LOOKUP_CHUNK))
      .execute();
    for (const row of rows) byId.set(Number(row.id), row);
  }
  for (let i = 0; i < identifiers.length; i += LOOKUP_CHUNK) {
    const rows = await db
      .selectFrom('media')
      .selectAll()
      .where('environment_id', 'in', envIds)
      .where('medium_identifier', 'in', identifiers.slice(i, i + LOOKUP_CHUNK))
      .execute();
    // An identifier is unique within a system; across systems the owner's medium wins.
    for (const row of rows) {
      const known = byIdentifier.get(row.medium_identifier!);
      if (!known || rank(row) < rank(known)) byIdentifier.set(row.medium_identifier!, row);
    }
  }
  return (entry: UploadedEntry) =>
    entry.mediumId != null
      ? byId.get(entry.mediumId)
      : entry.mediumIdentifier != null
        ? byIdentifier.get(entry.mediumIdentifier)
        : undefined;
}

/**
 * Writes the buffered entries of a lock into the lock protocol, each under the system whose medium
 * caused it (the owner's for entries without a known medium), with its moment converted to UTC
 * and the lock's offset. Returns how many were written.
 */
export async function recordUploadedEntries(
  db: Db,
  ctx: RequestContext,
  lock: LockRow,
  entries: readonly UploadedEntry[],
): Promise<number> {
  if (entries.length === 0) return 0;
  const timed = timedEntries(entries);
  const envIds = await environmentsAtLock(db, lock.id);
  const mediumOf = await mediaOf(db, envIds, timed);
  const byProducer = new Map<number, Omit<LockEventInput, 'lockId'>[]>();
  for (const entry of timed) {
    const medium = mediumOf(entry);
    const producer = medium ? Number(medium.environment_id) : Number(lock.environment_id);
    const mediumIdentifier = medium?.medium_identifier ?? entry.mediumIdentifier ?? undefined;
    const input: Omit<LockEventInput, 'lockId'> = {
      type: entry.type,
      at: entry.at,
      lockUtcDelta: entry.lockUtcDelta,
      medium: medium ? simpleMediumFromRow(medium) : null,
      fields: { ...entry.fields, ...(mediumIdentifier ? { mediumIdentifier } : {}) },
      sourceLock: true,
      sourceMedium: false,
      operatorName: null,
    };
    const group = byProducer.get(producer);
    if (group) group.push(input);
    else byProducer.set(producer, [input]);
  }
  let written = 0;
  for (const [envId, inputs] of byProducer) {
    const producer = envId === ctx.env.id ? ctx : { ...ctx, env: await environmentById(db, envId) };
    written += await recordLockEvents(db, producer, lock.id, inputs);
  }
  return written;
}

/** The lock's own report of its battery and firmware. */
export async function applyDeviceReport(db: Db, lockId: number, upload: LockUpload): Promise<void> {
  const firmware = upload.firmware ?? {};
  const values = {
    ...(upload.batteryStatus ? { battery_status: upload.batteryStatus } : {}),
    ...(firmware.appletVersion ? { applet_version: firmware.appletVersion } : {}),
    ...(firmware.picVersion ? { pic_version: firmware.picVersion } : {}),
    ...(firmware.motorPicVersion ? { motor_pic_version: firmware.motorPicVersion } : {}),
  };
  if (Object.keys(values).length > 0) await db.updateTable('locks').set(values).where('id', '=', lockId).execute();
}
