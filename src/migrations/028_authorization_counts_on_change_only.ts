import { sql, type Kysely } from 'kysely';
import { authorizationCounting, COLUMNS } from './022_authorization_list_at_scale.ts';
import { isPostgres } from './helpers.ts';

/**
 * On PostgreSQL, every update of authorizations counted each updated row out of its counts and
 * in again (022): a trigger with transition tables cannot name the columns it watches, so it ran
 * for the changes of infos, states and versions that make up nearly every update (an appended
 * time window, a lock or phone receiving its authorizations), and wrote the counts of the
 * environment, the lock or area twice each for nothing. An update now counts only the rows
 * whose counted columns changed, matched to their old version by id. Inserts and deletes count
 * as before. SQLite's trigger already fires only for updates that set those columns.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  const count = authorizationCounting(true);
  const moved = (side: 'deleted' | 'inserted') =>
    sql.raw(`(select ${side}.* from deleted join inserted on inserted.id = deleted.id
      where (${COLUMNS.map((c) => `deleted.${c}`).join(', ')}) is distinct from (${COLUMNS.map((c) => `inserted.${c}`).join(', ')}))`);
  const [inserted, deleted] = [sql`inserted`, sql`deleted`];
  await sql`
    create or replace function authorization_counts_count() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' then
        ${count(moved('deleted'), -1)}
        ${count(moved('inserted'), 1)}
      elsif tg_op = 'INSERT' then
        ${count(inserted, 1)}
      else
        ${count(deleted, -1)}
      end if;
      return null;
    end $$`.execute(db);
}
