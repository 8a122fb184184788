import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from '../../../src/kernel/db/db.ts';

describe('SQLite statements', () => {
  const store = openStore(':memory:');
  afterAll(() => store.close());

  it('write a page size into the statement and keep the offset a parameter', () => {
    const page = store.db.selectFrom('persons').select('id').where('environment_id', '=', 7).orderBy('id').limit(20).offset(40).compile();
    expect(page.sql).toBe('select "id" from "persons" where "environment_id" = ? order by "id" limit 20 offset ?');
    expect(page.parameters).toEqual([7, 40]);
  });

  it('bind a limit that is not a plain number', () => {
    const page = store.db
      .selectFrom('persons')
      .select('id')
      .limit(sql<number>`${5} + 1`)
      .compile();
    expect(page.sql).toBe('select "id" from "persons" limit ? + 1');
    expect(page.parameters).toEqual([5]);
  });
});
