import { lockingRead } from '../../kernel/db/row-lock.ts';
import type { Selectable } from 'kysely';
import type { LanguageCode } from '../../kernel/codes.ts';
import { notFound, staleVersion } from '../../kernel/errors.ts';
import { toIso } from '../../kernel/time.ts';
import type { PersonTable } from '../../kernel/db/schema.ts';
import { containsPatternOf, matchesPattern, withoutEmpty, type Page, type PageRequest } from '../../kernel/db/query-helpers.ts';
import { prepared, preparedPage } from '../../kernel/db/prepared.ts';
import { updateIfVersionReturning } from '../../kernel/db/versioned.ts';
import { envNow, inTransaction, type Db, type Deps, type RequestContext } from '../../kernel/context.ts';
import { recordSystemEvent } from '../protocol-log/index.ts';
import { assertDistinct } from '../../kernel/list-rules.ts';

export interface PersonData {
  firstName: string;
  lastName: string;
  secondaryIdentification?: string;
  gender?: 'MALE' | 'FEMALE';
  birthday?: string;
  phone?: string;
  emailAddress?: string;
  street?: string;
  postalCode?: string;
  countryCode?: string;
  city?: string;
  comment?: string;
  correspondenceLanguageCode: LanguageCode;
}

export interface Person extends PersonData {
  id: number;
  version: number;
}

export interface PersonFilter {
  firstName?: string;
  lastName?: string;
  secondaryIdentification?: string;
  /** Matches first and last name, secondary identification, e-mail, comment, street, city and country. */
  search?: string;
}

type PersonRow = Selectable<PersonTable>;

export function personFromRow(row: PersonRow): Person {
  return withoutEmpty({
    id: row.id,
    version: row.version,
    firstName: row.first_name,
    lastName: row.last_name,
    secondaryIdentification: row.secondary_identification,
    gender: row.gender as Person['gender'] | null,
    birthday: row.birthday,
    phone: row.phone,
    emailAddress: row.email_address,
    street: row.street,
    postalCode: row.postal_code,
    countryCode: row.country_code,
    city: row.city,
    comment: row.comment,
    correspondenceLanguageCode: row.correspondence_language_code as LanguageCode,
  });
}

export function personColumns(data: PersonData) {
  return {
    first_name: data.firstName,
    last_name: data.lastName,
    secondary_identification: data.secondaryIdentification ?? null,
    gender: data.gender ?? null,
    birthday: data.birthday ?? null,
    phone: data.phone ?? null,
    email_address: data.emailAddress ?? null,
    street: data.street ?? null,
    postal_code: data.postalCode ?? null,
    country_code: data.countryCode ?? null,
    city: data.city ?? null,
    comment: data.comment ?? null,
    correspondence_language_code: data.correspondenceLanguageCode,
  };
}

const SEARCHED_COLUMNS = [
  'first_name',
  'last_name',
  'secondary_identification',
  'email_address',
  'comment',
  'street',
  'city',
  'country_code',
];

const personPage = preparedPage(
  (db, p: PersonFilter & { envId: number }) => {
    let query = db.selectFrom('persons').where('environment_id', '=', p.envId);
    if (p.firstName !== undefined) query = query.where(matchesPattern('first_name', p.firstName));
    if (p.lastName !== undefined) query = query.where(matchesPattern('last_name', p.lastName));
    if (p.secondaryIdentification !== undefined) query = query.where(matchesPattern('secondary_identification', p.secondaryIdentification));
    const search = p.search;
    if (search !== undefined) query = query.where((eb) => eb.or(SEARCHED_COLUMNS.map((c) => matchesPattern(c, search))));
    return query;
  },
  (q) => q.selectAll().orderBy('id'),
);

export async function listPersons(deps: Deps, ctx: RequestContext, filter: PersonFilter, page: PageRequest): Promise<Page<Person>> {
  // The statement has the patterns, made here, as its values.
  const patterns: PersonFilter = {
    firstName: containsPatternOf(filter.firstName),
    lastName: containsPatternOf(filter.lastName),
    secondaryIdentification: containsPatternOf(filter.secondaryIdentification),
    search: containsPatternOf(filter.search),
  };
  const { total, rows } = await personPage(deps.store.db, { envId: ctx.env.id, ...patterns }, page);
  return { offset: page.offset, total, items: rows.map(personFromRow) };
}

/** Every person of an environment by id, for the administration's export (not paged). */
export async function allPersonsOfEnvironment(db: Db, envId: number): Promise<Person[]> {
  const rows = await db.selectFrom('persons').selectAll().where('environment_id', '=', envId).orderBy('id').execute();
  return rows.map(personFromRow);
}

type PersonKey = { envId: number; id: number };
const personById = (db: Db, p: PersonKey) =>
  db.selectFrom('persons').selectAll().where('environment_id', '=', p.envId).where('id', '=', p.id);
const PERSON_READS = {
  plain: prepared(personById),
  locking: prepared((db, p: PersonKey) => lockingRead(db, personById(db, p))),
};

export async function findPerson(db: Db, ctx: RequestContext, id: number, options: { lock?: boolean } = {}): Promise<Person | undefined> {
  const [row] = await PERSON_READS[options.lock ? 'locking' : 'plain'](db, { envId: ctx.env.id, id });
  return row && personFromRow(row);
}

export async function getPerson(deps: Deps, ctx: RequestContext, id: number): Promise<Person> {
  const person = await findPerson(deps.store.db, ctx, id);
  if (!person) throw notFound('Person', id);
  return person;
}

/** Inserts one person inside the caller's transaction (also used by send-a-key). */
export async function insertPerson(db: Db, ctx: RequestContext, data: PersonData): Promise<Person> {
  const now = toIso(envNow(ctx.env));
  const row = await db
    .insertInto('persons')
    .values({ environment_id: ctx.env.id, version: 1, ...personColumns(data), created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordSystemEvent(db, ctx, { type: 'CREATE_PERSON', fields: { name: personName(data), personId: row.id } });
  return personFromRow(row);
}

export function personName(p: Pick<PersonData, 'firstName' | 'lastName'>): string {
  return `${p.firstName} ${p.lastName}`;
}

const namesAmong = prepared((db, p: { envId: number; ids: number[] }) =>
  db.selectFrom('persons').select(['id', 'first_name', 'last_name']).where('environment_id', '=', p.envId).where('id', 'in', p.ids),
);

/** The names of the caller's persons among `ids` (lists that show who holds what). */
export async function personNamesOf(db: Db, ctx: RequestContext, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await namesAmong(db, { envId: ctx.env.id, ids: [...new Set(ids)] });
  return new Map(rows.map((r) => [r.id, personName({ firstName: r.first_name, lastName: r.last_name })]));
}

export function createPersons(deps: Deps, ctx: RequestContext, inputs: PersonData[]): Promise<Person[]> {
  return inTransaction(deps, async (tx) => {
    const created: Person[] = [];
    for (const input of inputs) created.push(await insertPerson(tx, ctx, input));
    return created;
  });
}

export function updatePersons(deps: Deps, ctx: RequestContext, persons: Person[]): Promise<Person[]> {
  assertDistinct(
    persons.map((p) => p.id),
    'id',
  );
  return inTransaction(deps, async (tx) => {
    const updated: Person[] = [];
    for (const person of persons) {
      const row = await updateIfVersionReturning(
        tx,
        'persons',
        { environmentId: ctx.env.id, id: person.id, version: person.version },
        { ...personColumns(person), updated_at: toIso(envNow(ctx.env)) },
      );
      if (row === 'missing') throw notFound('Person', person.id);
      if (row === 'stale') throw staleVersion('Person', person.id);
      await recordSystemEvent(tx, ctx, { type: 'EDIT_PERSON', fields: { name: personName(person), personId: person.id } });
      updated.push(personFromRow(row));
    }
    return updated;
  });
}

export function deletePersons(deps: Deps, ctx: RequestContext, ids: number[]): Promise<number[]> {
  assertDistinct(ids, '');
  return inTransaction(deps, async (tx) => {
    for (const id of ids) {
      // Locked, so a medium cannot be assigned to the person between the guards and the delete.
      const person = await findPerson(tx, ctx, id, { lock: true });
      if (!person) throw notFound('Person', id);
      for (const guard of deps.reactions.personDeletionGuards) await guard(tx, ctx, person.id);
      await tx.deleteFrom('persons').where('environment_id', '=', ctx.env.id).where('id', '=', id).execute();
      await recordSystemEvent(tx, ctx, { type: 'DELETE_PERSON', fields: { name: personName(person), personId: id } });
    }
    return ids;
  });
}
