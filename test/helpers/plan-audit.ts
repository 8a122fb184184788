import {
  CompiledQuery,
  type Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import { ENVIRONMENT_TABLES } from '../../src/modules/environments/tables.ts';
import { TEST_DIALECT } from './database.ts';
import { callerOf } from './tenant-audit.ts';

const TENANT_TABLES = new Set<string>(ENVIRONMENT_TABLES);

/** A statement whose SQLite plan reads every row of a table of environment data. */
export interface FullScan {
  table: string;
  caller: string;
  sql: string;
}

/**
 * Collects the statements the code sends (compiled as the store compiles them) with the function
 * that sent them, to ask the database afterwards how it would run each. Both plan without table
 * statistics here: SQLite plans so always, so a plan seen on the small test data is the plan on a
 * large database too; PostgreSQL plans so on a new table, until it is first analyzed.
 */
export class PlanAudit implements KyselyPlugin {
  private readonly statements = new Map<string, { parameters: readonly unknown[]; caller: string }>();

  constructor(private readonly db: Kysely<any>) {}

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (args.node.kind === 'SelectQueryNode' || args.node.kind === 'UpdateQueryNode' || args.node.kind === 'DeleteQueryNode') {
      const compiled = this.db.getExecutor().compileQuery(args.node, args.queryId);
      if (!this.statements.has(compiled.sql)) {
        this.statements.set(compiled.sql, { parameters: compiled.parameters, caller: callerOf(new Error().stack ?? '') });
      }
    }
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }

  get size(): number {
    return this.statements.size;
  }

  /**
   * The plan of each collected statement `select` keeps, as lines: SQLite's `explain query plan`;
   * PostgreSQL's generic plan, the one a prepared statement settles on (the parameters do not
   * shape it, so they are given as nulls).
   */
  async plans(select: (sql: string) => boolean = () => true): Promise<{ sql: string; caller: string; details: string[] }[]> {
    const chosen = [...this.statements].filter(([sql]) => select(sql));
    if (TEST_DIALECT === 'postgres') {
      return this.db.connection().execute(async (connection) => {
        const run = (text: string) => connection.executeQuery<Record<string, string>>(CompiledQuery.raw(text));
        await run('set plan_cache_mode = force_generic_plan');
        const plans = [];
        for (const [sql, { parameters, caller }] of chosen) {
          await run(`prepare plan_audit as ${sql}`);
          const nulls = parameters.length > 0 ? `(${parameters.map(() => 'null').join(', ')})` : '';
          const plan = await run(`explain execute plan_audit${nulls}`);
          await run('deallocate plan_audit');
          plans.push({ sql, caller, details: plan.rows.map((row) => row['QUERY PLAN'].trim()) });
        }
        await run('reset plan_cache_mode');
        return plans;
      });
    }
    const plans = [];
    for (const [sql, { parameters, caller }] of chosen) {
      const plan = await this.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${sql}`, [...parameters]));
      plans.push({ sql, caller, details: plan.rows.map((row) => row.detail) });
    }
    return plans;
  }

  /** Every collected statement that SQLite would run by scanning a table of environment data from end to end. */
  async fullScans(): Promise<FullScan[]> {
    const scans: FullScan[] = [];
    for (const { sql, caller, details } of await this.plans()) {
      // Plans name an aliased table by its alias.
      const tableOf = new Map([...sql.matchAll(/"(\w+)" as "(\w+)"/g)].map(([, table, alias]) => [alias, table]));
      for (const detail of details) {
        // "SCAN t" and "SCAN t USING [COVERING] INDEX i" both visit every row; "SCAN CONSTANT ROW" and subquery scans do not.
        // A search with no equality ("USING INDEX i (lock_id>?)") reads every row with a value.
        const name = /^SCAN (\w+)/.exec(detail)?.[1] ?? /^SEARCH (\w+) USING (?:COVERING )?INDEX \w+ \(([^)=]*)\)$/.exec(detail)?.[1];
        const table = name && (tableOf.get(name) ?? name);
        if (table && TENANT_TABLES.has(table)) scans.push({ table, caller, sql });
      }
    }
    return scans;
  }
}
