import { sql, type Kysely, type RawBuilder } from 'kysely';

/**
 * Creating or changing an authorization first looks its pair up by environment, medium and lock
 * (or area). Since 026 the lock's listing index starts with two of those columns as well.
 * PostgreSQL without statistics of a table (a new one until autovacuum first analyzes it, or a
 * server that runs without autovacuum) takes each equality for 1 row in 200: up to some 40 000
 * authorizations both indexes promised a single row, and it chose the one with fewer columns to
 * compare, the lock's, which reads every authorization of the lock to find one medium's. On such
 * a server, authorizing phones one by one on one lock read 800 000 index entries in 2 400 lookups.
 *
 * The lock's and area's listing indexes now put `environment_id` after their order: a listing
 * still finds its environment's rows in the index, in order, but only the referenced column
 * narrows the search, so to the planner they promise a lock's (area's) share of the rows. (The
 * medium's stays: so placed, SQLite read a medium's page from the environment's index.) The
 * pair's unique indexes leave `environment_id` out (a medium is of one environment) and promise
 * one row, compared on two columns. Planned without statistics on 1 000 authorizations or more,
 * and always with statistics, the lookup reads the pair's index. Planned on fewer it may still
 * take the lock's, and a prepared statement keeps its plan until the table is analyzed: what
 * keeps plans right on a growing table is autovacuum (on unless switched off), not an index
 * shape.
 */
const REPLACED: { name: string; create: RawBuilder<unknown> }[] = [
  {
    name: 'authorizations_lock',
    create: sql`create index authorizations_lock on authorizations (lock_id, created_at, id, environment_id) where lock_id is not null`,
  },
  {
    name: 'authorizations_area',
    create: sql`create index authorizations_area on authorizations (area_id, created_at, id, environment_id) where area_id is not null`,
  },
  {
    name: 'authorizations_medium_lock',
    create: sql`create unique index authorizations_medium_lock on authorizations (medium_id, lock_id) where lock_id is not null`,
  },
  {
    name: 'authorizations_medium_area',
    create: sql`create unique index authorizations_medium_area on authorizations (medium_id, area_id) where area_id is not null`,
  },
];

/** Each index is dropped only if it is still there: SQLite runs a migration outside a transaction. */
export async function up(db: Kysely<any>): Promise<void> {
  for (const { name, create } of REPLACED) {
    await db.schema.dropIndex(name).ifExists().execute();
    await create.execute(db);
  }
}
