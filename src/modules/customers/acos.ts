import type { Selectable } from 'kysely';
import { invalidField, notFound } from '../../kernel/errors.ts';
import { isValidDate, toIso } from '../../kernel/time.ts';
import type { AcoKind, AcoTable } from '../../kernel/db/lock-tables.ts';
import { withoutEmpty } from '../../kernel/db/query-helpers.ts';
import { lockingRead } from '../../kernel/db/row-lock.ts';
import { prepared } from '../../kernel/db/prepared.ts';
import { envNow, inTransaction, type Db, type Deps, type RequestContext } from '../../kernel/context.ts';
import { recordSystemEvent } from '../protocol-log/index.ts';

/**
 * Access control operators: the administrators of a system, and the support logins that may
 * act for it. The interface lists them; they are kept in the web administration (whose logins,
 * module admin-accounts, live apart from these rows) and by the admin CLI.
 */

export interface Aco {
  id: number;
  title?: string;
  firstname?: string;
  lastname?: string;
  birthday?: string;
  address?: string;
  phone?: string;
  email?: string;
  createdOn?: string;
  comment?: string;
  failedLoginCounter?: number;
}

export type AcoRow = Selectable<AcoTable>;

export function acoFromRow(row: AcoRow): Aco {
  return withoutEmpty({
    id: row.id,
    title: row.title,
    firstname: row.first_name,
    lastname: row.last_name,
    birthday: row.birthday,
    address: row.address,
    phone: row.phone,
    email: row.email,
    createdOn: row.created_at,
    comment: row.comment,
    failedLoginCounter: row.failed_login_counter,
  });
}

const acosOfKind = prepared((db, p: { envId: number; kind: AcoKind }) =>
  db.selectFrom('acos').selectAll().where('environment_id', '=', p.envId).where('kind', '=', p.kind).orderBy('id'),
);

export async function listAcos(db: Db, envId: number, kind: AcoKind): Promise<Aco[]> {
  return (await acosOfKind(db, { envId, kind })).map(acoFromRow);
}

export function getAcos(deps: Deps, ctx: RequestContext, kind: AcoKind): Promise<Aco[]> {
  return listAcos(deps.store.db, ctx.env.id, kind);
}

export interface AcoCreate {
  kind: AcoKind;
  firstName: string;
  lastName: string;
  title?: string;
  birthday?: string;
  address?: string;
  phone?: string;
  email?: string;
  comment?: string;
}

export function acoName(row: Pick<AcoRow, 'first_name' | 'last_name'>): string {
  return `${row.first_name} ${row.last_name}`;
}

const ADDED_EVENT: Record<AcoKind, string> = { ADMINISTRATOR: 'CREATE_ACO', SUPPORT: 'ADD_SUPPORT_ACO' };
const REMOVED_EVENT: Record<AcoKind, string> = { ADMINISTRATOR: 'DELETE_ACO', SUPPORT: 'DELETE_SUPPORT_ACO' };

function checkAcoInput(input: Partial<AcoCreate>): void {
  for (const field of ['firstName', 'lastName'] as const) {
    const value = input[field];
    if (value !== undefined && (value.length < 1 || value.length > 50)) throw invalidField(field, 'must be 1 to 50 characters');
  }
  if (input.birthday !== undefined && !isValidDate(input.birthday)) throw invalidField('birthday', 'must be a date yyyy-mm-dd');
}

export function addAco(deps: Deps, ctx: RequestContext, input: AcoCreate): Promise<Aco> {
  checkAcoInput(input);
  return inTransaction(deps, async (tx) => acoFromRow(await insertAco(tx, ctx, input)));
}

/** `addAco` inside the caller's transaction (an invitation creates the ACO and its login together). */
export async function insertAco(tx: Db, ctx: RequestContext, input: AcoCreate): Promise<AcoRow> {
  checkAcoInput(input);
  const row = await tx
    .insertInto('acos')
    .values({
      environment_id: ctx.env.id,
      kind: input.kind,
      title: input.title ?? null,
      first_name: input.firstName,
      last_name: input.lastName,
      birthday: input.birthday ?? null,
      address: input.address ?? null,
      phone: input.phone ?? null,
      email: input.email ?? null,
      comment: input.comment ?? null,
      failed_login_counter: 0,
      created_at: toIso(envNow(ctx.env)),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordSystemEvent(tx, ctx, { type: ADDED_EVENT[input.kind], fields: { aco: acoName(row) } });
  return row;
}

export type AcoChanges = Partial<Omit<AcoCreate, 'kind'>>;

const ACO_COLUMNS = {
  title: 'title',
  firstName: 'first_name',
  lastName: 'last_name',
  birthday: 'birthday',
  address: 'address',
  phone: 'phone',
  email: 'email',
  comment: 'comment',
} as const satisfies Record<keyof AcoChanges, keyof AcoTable>;

/** Changes an ACO's data (EDIT_ACO); an empty text clears an optional field. */
export function updateAco(deps: Deps, ctx: RequestContext, acoId: number, changes: AcoChanges): Promise<Aco> {
  checkAcoInput(changes);
  return inTransaction(deps, async (tx) => {
    const row = await lockingRead(
      tx,
      tx.selectFrom('acos').selectAll().where('environment_id', '=', ctx.env.id).where('id', '=', acoId),
    ).executeTakeFirst();
    if (!row) throw notFound('Operator', acoId);
    const given = Object.entries(changes).filter(([, v]) => v !== undefined) as [keyof AcoChanges, string][];
    if (given.length === 0) return acoFromRow(row);
    const values = Object.fromEntries(given.map(([field, value]) => [ACO_COLUMNS[field], value === '' ? null : value]));
    const updated = await tx.updateTable('acos').set(values).where('id', '=', acoId).returningAll().executeTakeFirstOrThrow();
    await recordSystemEvent(tx, ctx, { type: 'EDIT_ACO', fields: { aco: acoName(updated), fields: given.map(([f]) => f).join(', ') } });
    return acoFromRow(updated);
  });
}

export function removeAco(deps: Deps, ctx: RequestContext, acoId: number): Promise<Aco> {
  return inTransaction(deps, async (tx) => {
    const row = await tx.selectFrom('acos').selectAll().where('environment_id', '=', ctx.env.id).where('id', '=', acoId).executeTakeFirst();
    if (!row) throw notFound('Operator', acoId);
    await tx.deleteFrom('acos').where('id', '=', acoId).execute();
    await recordSystemEvent(tx, ctx, { type: REMOVED_EVENT[row.kind], fields: { aco: acoName(row) } });
    return acoFromRow(row);
  });
}
