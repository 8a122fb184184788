import { PostgresAdapter, sql, type CompiledQuery, type SelectQueryBuilder } from 'kysely';
import type { PageRequest } from './query-helpers.ts';
import type { Db } from '../context.ts';
import { runDirect } from './direct-statements.ts';

/** Where a value goes in a statement compiled before its values are known: one value, or one of a list. */
class Placeholder {
  constructor(
    readonly name: string,
    readonly index?: number,
  ) {}

  valueIn(values: Record<string, unknown>): unknown {
    const value = values[this.name];
    return this.index === undefined ? value : (value as unknown[])[this.index];
  }
}

/** Something that compiles to one statement: a Kysely query builder. */
interface Statement<Row> {
  compile(): CompiledQuery<Row>;
  execute(): Promise<Row[]>;
}

/** A value that is SQL itself (`sql\`…\``, a column reference), not data. */
function isExpression(value: unknown): value is object {
  return typeof value === 'object' && value !== null && typeof (value as { toOperationNode?: unknown }).toOperationNode === 'function';
}

/**
 * Expressions given as values are part of the statement: one of them is its shape by identity.
 * Kysely's expressions are immutable, so the same object always compiles to the same SQL.
 */
const expressionIds = new WeakMap<object, number>();
let expressionCount = 0;
function expressionId(expression: object): number {
  let id = expressionIds.get(expression);
  if (id === undefined) expressionIds.set(expression, (id = ++expressionCount));
  return id;
}

/** Distinct shapes kept per statement and database; more (many page sizes) start the cache anew. */
const MAX_SHAPES = 200;

/**
 * A statement built and compiled once per database kind, then run with new values. Kysely builds
 * a new immutable tree for every query and compiles it to SQL again: measured over the lists of
 * the interface, over a quarter of the service's CPU time, more than SQLite's own work. Statements
 * that requests repeat are written with `prepared`, their values taken from `values`:
 *
 *   const findLock = prepared((db, p: { id: number }) => db.selectFrom('locks').selectAll().where('id', '=', p.id));
 *   const rows = await findLock(db, { id: 7 });
 *
 * `build` sees each value as a stand-in, so the statement may depend only on which values are
 * given (`undefined` is not given: optional filters) and on the length of a list (`in`), never on
 * what they are. Values named in `literal` are the exception, written into the statement as
 * they are (a page size: see SqliteCompilerWithLiteralLimits); each of their values is a shape
 * of its own. So is an expression given as a value (`nextVersion()`), by identity: give
 * expressions that are made once, or each run compiles anew. A database with plugins (the
 * tests' statement counters and audits) gets its statement built with the real values at every
 * run, so each plugin sees every query as before.
 */
export function prepared<Values extends object, Row>(
  build: (db: Db, values: Values) => Statement<Row>,
  options: { literal?: readonly (keyof Values & string)[] } = {},
): (db: Db, values: Values) => Promise<Row[]> {
  const literal = new Set<string>(options.literal ?? []);
  const compiledFor = new WeakMap<object, Map<string, CompiledQuery<Row>>>();
  return async (db, values) => {
    const executor = db.getExecutor();
    if (executor.plugins.length > 0) return build(db, values).execute();
    const given = values as Record<string, unknown>;
    let shape = '';
    for (const name in given) {
      const value = given[name];
      if (value === undefined) continue;
      if (literal.has(name)) shape += `${name}=${String(value)},`;
      else if (isExpression(value)) shape += `${name}=#${expressionId(value)},`;
      else shape += Array.isArray(value) ? `${name}[${value.length}],` : `${name},`;
    }
    let shapes = compiledFor.get(executor.adapter);
    if (!shapes) compiledFor.set(executor.adapter, (shapes = new Map()));
    let compiled = shapes.get(shape);
    if (!compiled) {
      const standIns: Record<string, unknown> = {};
      for (const name in given) {
        const value = given[name];
        if (value === undefined) continue;
        if (literal.has(name) || isExpression(value)) standIns[name] = value;
        else standIns[name] = Array.isArray(value) ? value.map((_, i) => new Placeholder(name, i)) : new Placeholder(name);
      }
      compiled = build(db, standIns as Values).compile();
      if (shapes.size >= MAX_SHAPES) shapes.clear();
      shapes.set(shape, compiled);
    }
    const parameters = compiled.parameters.map((value) => (value instanceof Placeholder ? value.valueIn(given) : value));
    const direct = runDirect<Row>(db, compiled.sql, parameters);
    if (direct) return direct;
    return (await db.executeQuery<Row>({ ...compiled, parameters })).rows;
  };
}

/** The name of the total in the rows of a page read with it (PostgreSQL). */
const PAGE_TOTAL = 'page_total';

/**
 * One page of a filtered query and the total number of matches. `base` holds the filters,
 * `select` adds columns and order. On SQLite as two prepared statements (a window count in one
 * query measured slower). On PostgreSQL, where every statement is a round trip through the pool,
 * as one: the count is a subquery, run once, and a column of every row; only a page past the
 * end is counted on its own.
 *
 * `options.total` may answer the total from counts kept beside the rows, for the filters it
 * knows (undefined for others): counting a million index entries takes milliseconds.
 */
export function preparedPage<Values extends object, DB, TB extends keyof DB, Row>(
  base: (db: Db, values: Values) => SelectQueryBuilder<DB, TB, {}>,
  select: (query: SelectQueryBuilder<DB, TB, {}>, values: Values) => SelectQueryBuilder<DB, TB, Row>,
  options: {
    literal?: readonly (keyof Values & string)[];
    total?: (db: Db, values: Values) => SelectQueryBuilder<DB, keyof DB, { total: number }> | undefined;
  } = {},
): (db: Db, values: Values, page: PageRequest) => Promise<{ total: number; rows: Row[] }> {
  const counted = (db: Db, values: Values) =>
    options.total?.(db, values) ?? base(db, values).select(sql<number>`count(*)`.as('total') as never);
  const count = prepared((db, values: Values) => counted(db, values) as unknown as Statement<{ total: number }>, {
    literal: options.literal,
  });
  const literal: (keyof (Values & PageRequest) & string)[] = [...(options.literal ?? []), 'limit'];
  const rows = prepared<Values & PageRequest, Row>(
    (db, values) => select(base(db, values), values).limit(values.limit).offset(values.offset),
    { literal },
  );
  const rowsWithTotal = prepared<Values & PageRequest, Row & { [PAGE_TOTAL]: number }>(
    (db, values) =>
      select(base(db, values), values)
        .select(counted(db, values).as(PAGE_TOTAL) as never)
        .limit(values.limit)
        .offset(values.offset) as never,
    { literal },
  );
  return async (db, values, page) => {
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      const found = await rowsWithTotal(db, { ...values, ...page });
      if (found.length > 0) {
        return { total: Number(found[0][PAGE_TOTAL]), rows: found.map(({ [PAGE_TOTAL]: _, ...row }) => row as unknown as Row) };
      }
      if (page.offset === 0) return { total: 0, rows: [] };
      return { total: Number((await count(db, values))[0].total), rows: [] };
    }
    const [total, found] = await Promise.all([count(db, values), rows(db, { ...values, ...page })]);
    return { total: Number(total[0].total), rows: found };
  };
}
