import { badRequest, notFound, staleVersion } from '../../kernel/errors.ts';
import { toIso } from '../../kernel/time.ts';
import type { MediumType } from '../../kernel/db/schema.ts';
import { fromBool } from '../../kernel/db/query-helpers.ts';
import { updateIfVersion } from '../../kernel/db/versioned.ts';
import { envNow, type Db, type RequestContext } from '../../kernel/context.ts';
import { mediumEventFields, mediumEventRef, requireMediumRow, type MediumRow } from './service.ts';
import { recordSystemEvent } from '../protocol-log/index.ts';

/** The fields of Medium that PUT /v1/media/phones and /cards change (the rest are read-only). */
export interface MediumUpdate {
  id: number;
  version: number;
  name?: string;
  comment?: string;
  releaseDurationExtended: boolean;
  permanentOpeningEnabled: boolean;
  /** Must name the current assignment when sent: assignments change only by assign / cancel-assignment. */
  personId?: number;
}

export function commonUpdateColumns(update: MediumUpdate) {
  return {
    name: update.name ?? null,
    comment: update.comment ?? null,
    release_duration_extended: fromBool(update.releaseDurationExtended),
    permanent_opening_enabled: fromBool(update.permanentOpeningEnabled),
  };
}

/**
 * Reads the medium a whole-object update names (404 for unknown ids and for media of the other
 * type) and refuses a changed assignment: PUT bodies echo `personId`, and a dropped one leaves
 * the assignment as it is.
 */
export async function mediumToUpdate(
  db: Db,
  ctx: RequestContext,
  type: MediumType,
  update: MediumUpdate,
  index: number,
): Promise<MediumRow> {
  const row = await requireMediumRow(db, ctx, update.id, type);
  if (update.personId !== undefined && update.personId !== row.person_id) {
    throw badRequest(
      'ASSIGNMENT_NOT_CHANGEABLE',
      `medium ${row.id}: personId cannot be changed by an update; use POST /v1/media/assign or /v1/media/cancel-assignment`,
      [{ field: `/${index}/personId`, message: 'differs from the current assignment' }],
    );
  }
  return row;
}

/** Compare-and-set of the medium's columns with the version the client read, and its protocol entry. */
export async function saveMediumUpdate(
  tx: Db,
  ctx: RequestContext,
  row: MediumRow,
  version: number,
  columns: Record<string, unknown>,
): Promise<MediumRow> {
  const outcome = await updateIfVersion(
    tx,
    'media',
    { environmentId: ctx.env.id, id: row.id, version },
    { ...columns, updated_at: toIso(envNow(ctx.env)) },
  );
  const what = row.medium_type === 'PHONE' ? 'Phone' : 'Card';
  if (outcome === 'missing') throw notFound(what, row.id);
  if (outcome === 'stale') throw staleVersion(what, row.id);
  const saved = await requireMediumRow(tx, ctx, row.id);
  await recordSystemEvent(tx, ctx, { type: 'EDIT_KEYRING', fields: mediumEventFields(saved), ...mediumEventRef(saved) });
  return saved;
}
