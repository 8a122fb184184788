import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers.ts';

/**
 * Foreign keys on the references that had none. Authorizations, blacklist entries and push
 * messages belong to their medium and to their lock or area: they go with it (ON DELETE CASCADE),
 * which is what the services did by hand; now no path (another node, plain SQL) can leave one
 * pointing at nothing. Rows that already point at nothing can never be used again and are removed.
 */
const REFERENCES: { table: string; column: string; parent: string }[] = [
  { table: 'authorizations', column: 'medium_id', parent: 'media' },
  { table: 'authorizations', column: 'lock_id', parent: 'locks' },
  { table: 'authorizations', column: 'area_id', parent: 'areas' },
  { table: 'blacklist_entries', column: 'medium_id', parent: 'media' },
  { table: 'blacklist_entries', column: 'lock_id', parent: 'locks' },
  { table: 'push_messages', column: 'medium_id', parent: 'media' },
];

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    // PostgreSQL runs each migration in a transaction of its own.
    await removeOrphansAndIndex(db);
    for (const { table, column, parent } of REFERENCES) {
      await sql`alter table ${sql.table(table)} add constraint ${sql.raw(`${table}_${column}_fkey`)}
        foreign key (${sql.ref(column)}) references ${sql.table(parent)} (id) on delete cascade`.execute(db);
    }
    return;
  }
  // SQLite migrations run outside a transaction: this one holds its own, so a crash leaves the
  // tables as they were or as they are meant to be. SQLite adds a foreign key only by building the
  // table anew (its documented procedure): the same definition with the references added, the
  // rows copied, indexes and triggers created again.
  await sql`begin immediate`.execute(db);
  try {
    await removeOrphansAndIndex(db);
    for (const table of [...new Set(REFERENCES.map((r) => r.table))]) {
      await rebuildWithReferences(
        db,
        table,
        REFERENCES.filter((r) => r.table === table),
      );
    }
    await sql`commit`.execute(db);
  } catch (error) {
    await sql`rollback`.execute(db);
    throw error;
  }
}

async function removeOrphansAndIndex(db: Kysely<any>): Promise<void> {
  for (const { table, column, parent } of REFERENCES) {
    await sql`delete from ${sql.table(table)} where ${sql.ref(column)} is not null
      and not exists (select 1 from ${sql.table(parent)} p where p.id = ${sql.ref(`${table}.${column}`)})`.execute(db);
    // A parent's delete looks its children up by this column alone.
    await db.schema.createIndex(`${table}_${column}_fk`).on(table).column(column).execute();
  }
}

async function rebuildWithReferences(db: Kysely<any>, table: string, references: typeof REFERENCES): Promise<void> {
  const objects = await sql<{ type: string; sql: string | null }>`
    select type, sql from sqlite_master where tbl_name = ${table} and type in ('table', 'index', 'trigger')`.execute(db);
  const definition = objects.rows.find((o) => o.type === 'table')?.sql;
  if (!definition) throw new Error(`migration 011: table ${table} not found`);
  let created = definition.replace(/^create table "?[^"\s(]+"?/i, `create table "${table}_rebuilt"`);
  for (const { column, parent } of references) {
    const columnDefinition = new RegExp(`("${column}" [^,)]*)`);
    if (!columnDefinition.test(created)) throw new Error(`migration 011: column ${table}.${column} not found`);
    created = created.replace(columnDefinition, `$1 references "${parent}" ("id") on delete cascade`);
  }
  await sql.raw(created).execute(db);
  await sql.raw(`insert into "${table}_rebuilt" select * from "${table}"`).execute(db);
  await sql.raw(`drop table "${table}"`).execute(db);
  await sql.raw(`alter table "${table}_rebuilt" rename to "${table}"`).execute(db);
  for (const object of objects.rows) {
    if (object.type !== 'table' && object.sql) await sql.raw(object.sql).execute(db);
  }
}
