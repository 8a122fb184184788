import type { Insertable } from 'kysely';
import type { Db } from '../context.ts';
import type { Database } from './schema.ts';
import { prepared } from './prepared.ts';

type TableWithId = {
  [K in keyof Database]: Database[K] extends { id: unknown; environment_id: number } ? K : never;
}[keyof Database];

/** The insert of a row into `table`, compiled once per set of columns (a load inserts hundreds). */
const rowInserts = new Map<string, (db: Db, row: Record<string, unknown>) => Promise<{ id: unknown }[]>>();

function rowInsert(table: TableWithId) {
  let insert = rowInserts.get(table);
  if (!insert) {
    insert = prepared((db, row: Record<string, unknown>) =>
      db
        .insertInto(table as 'persons')
        .values(row as never)
        .returning('id'),
    );
    rowInserts.set(table, insert);
  }
  return insert;
}

/**
 * Inserts the rows of the test data set and keeps their ids stable across resets: the first
 * load takes ids from the database and remembers them per seed key; later loads re-insert the
 * rows under the remembered ids (never reused by the database, so they cannot collide).
 */
export class SeedWriter {
  private readonly ids = new Map<string, number>();
  private readonly loaded = new Set<string>();
  /** Ids the database gave rows of this load, remembered at its end (finish). */
  private readonly newIds: { table_name: string; seed_key: string; id: number }[] = [];

  private constructor(
    readonly db: Db,
    readonly environmentId: number,
    /** The moment the data set is (re)loaded; seed timestamps are relative to it. */
    readonly now: Date,
    remembered: { table_name: string; seed_key: string; id: number }[],
  ) {
    for (const r of remembered) this.ids.set(`${r.table_name}:${r.seed_key}`, Number(r.id));
  }

  static async open(db: Db, environmentId: number, now: Date): Promise<SeedWriter> {
    const remembered = await db.selectFrom('seed_ids').selectAll().where('environment_id', '=', environmentId).execute();
    return new SeedWriter(db, environmentId, now, remembered);
  }

  /** Inserts a row of the environment and returns its (stable) id. */
  async insert<T extends TableWithId>(table: T, key: string, row: Omit<Insertable<Database[T]>, 'id' | 'environment_id'>): Promise<number> {
    const mapKey = `${table}:${key}`;
    if (this.loaded.has(mapKey)) throw new Error(`seed key ${mapKey} used twice`);
    this.loaded.add(mapKey);
    const known = this.ids.get(mapKey);
    const values = { ...row, environment_id: this.environmentId, ...(known !== undefined ? { id: known } : {}) };
    const [inserted] = await rowInsert(table)(this.db, values);
    const id = Number(inserted.id);
    if (known === undefined) this.newIds.push({ table_name: table, seed_key: key, id });
    this.ids.set(mapKey, id);
    return id;
  }

  /** Remembers the ids of the rows this load inserted first, in one statement. */
  async finish(): Promise<void> {
    if (this.newIds.length === 0) return;
    await this.db
      .insertInto('seed_ids')
      .values(this.newIds.map((row) => ({ environment_id: this.environmentId, ...row })))
      .execute();
    this.newIds.length = 0;
  }

  /** The id of a row inserted earlier in this load. */
  id(table: TableWithId, key: string): number {
    const id = this.ids.get(`${table}:${key}`);
    if (id === undefined) throw new Error(`seed row ${table}:${key} is not loaded yet`);
    return id;
  }

  /** A timestamp `days` days (and optional hours) before the load moment, as stored. */
  ago(days: number, hours = 0): string {
    return new Date(this.now.getTime() - (days * 24 + hours) * 3600_000).toISOString();
  }
}
