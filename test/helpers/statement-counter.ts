import type {
  Kysely,
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import type { Database } from '../../src/kernel/db/schema.ts';
import { callerOf } from './tenant-audit.ts';
import type { World } from './world.ts';

/**
 * Counts the SQL statements the app sends: every query Kysely runs (through a plugin, as the
 * tenant audit watches them) plus the begin and commit of each transaction.
 */
export class StatementCounter implements KyselyPlugin {
  queries = 0;
  transactions = 0;
  /** With `trace`, each query's kind, table and sending function (for finding where they come from). */
  readonly trace: string[] | undefined;

  constructor(options: { trace?: boolean } = {}) {
    this.trace = options.trace ? [] : undefined;
  }

  get statements(): number {
    return this.queries + 2 * this.transactions;
  }

  /** Selects that ran without `prepared` (built and compiled at every run), with the function that sent each. */
  readonly unprepared: string[] = [];

  reset(): void {
    this.queries = 0;
    this.transactions = 0;
    this.trace?.splice(0);
    this.unprepared.splice(0);
    this.pending.clear();
    this.pendingUnprepared.clear();
  }

  private readonly pendingUnprepared = new Map<unknown, string>();

  /** What each query was, by its id, until it runs. */
  private readonly pending = new Map<unknown, string>();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    // Subqueries built with the watched database pass here too; only a query that runs is counted (transformResult).
    let described = '';
    if (this.trace) {
      const node = args.node as RootOperationNode & { from?: unknown; into?: unknown; table?: unknown };
      const table = /"identifier":\{"kind":"IdentifierNode","name":"(\w+)"/.exec(
        JSON.stringify(node.from ?? node.into ?? node.table ?? ''),
      );
      const frame = (new Error().stack ?? '').split('\n').find((l) => l.includes('/src/') && !l.includes('/src/kernel/db/'));
      described = `${node.kind} ${table?.[1] ?? ''} ${frame?.trim() ?? ''}`;
    }
    this.pending.set(args.queryId, described);
    if (args.node.kind === 'SelectQueryNode') {
      // `prepared` builds its statement in this same call (with plugins, at every run).
      const { stackTraceLimit } = Error;
      Error.stackTraceLimit = 100;
      const stack = new Error().stack ?? '';
      Error.stackTraceLimit = stackTraceLimit;
      if (!stack.includes('/src/kernel/db/prepared.ts')) this.pendingUnprepared.set(args.queryId, callerOf(stack));
    }
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const described = this.pending.get(args.queryId);
    this.pending.delete(args.queryId);
    const unprepared = this.pendingUnprepared.get(args.queryId);
    this.pendingUnprepared.delete(args.queryId);
    if (unprepared !== undefined) this.unprepared.push(unprepared);
    this.queries++;
    if (this.trace && described !== undefined) this.trace.push(described);
    return args.result;
  }

  /** The database `db` with every statement counted. */
  watch(db: Kysely<Database>): Kysely<Database> {
    const watched = db.withPlugin(this);
    return new Proxy(watched, {
      get: (target, prop) => {
        if (prop === 'transaction') {
          return () => {
            this.transactions++;
            return target.transaction();
          };
        }
        // Kysely keeps its state in private fields: its methods must run on the instance itself.
        const value = Reflect.get(target, prop, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  }
}

/** Counts the statements of the world's app from now on (its Deps are read at each request). */
export function countStatements(world: World, options: { trace?: boolean } = {}): StatementCounter {
  const counter = new StatementCounter(options);
  world.deps.store = { ...world.deps.store, db: counter.watch(world.deps.store.db) };
  return counter;
}
