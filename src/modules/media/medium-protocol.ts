import type { LockProtocolEventType } from '../protocol-log/index.ts';
import type { Db, RequestContext } from '../../kernel/context.ts';
import { recordLockEvent } from '../protocol-log/index.ts';
import { mediumEventFields, simpleMediumFromRow, type MediumRow } from './service.ts';

/**
 * A backend event about a medium alone (created, deleted, deactivation or reactivation started):
 * an entry of the medium protocol, next to the system protocol entry of the same change.
 */
export function recordMediumEvent(
  tx: Db,
  ctx: RequestContext,
  row: MediumRow,
  type: LockProtocolEventType,
  extra: Record<string, unknown> = {},
): Promise<number> {
  return recordLockEvent(tx, ctx, { lockId: null, type, fields: mediumEventFields(row, extra), medium: simpleMediumFromRow(row) });
}
