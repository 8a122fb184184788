import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { ENVIRONMENT_TABLES } from '../../src/modules/environments/tables.ts';

const TENANT_TABLES = new Set<string>(ENVIRONMENT_TABLES);

/** A read, change or delete of environment data whose WHERE clause does not name environment_id. */
export interface UnscopedQuery {
  kind: string;
  tables: string[];
  /** The first frame of the service's own code that sent the query (file:function). */
  caller: string;
}

/**
 * Records every select, update and delete on a table of environment data that does not filter by
 * `environment_id`: the tenant-scope rule, checked on the queries the code really sends.
 */
export class TenantAudit implements KyselyPlugin {
  readonly unscoped: UnscopedQuery[] = [];

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const node = args.node as RootOperationNode & { where?: OperationNode; from?: OperationNode; table?: OperationNode };
    if (node.kind === 'SelectQueryNode' || node.kind === 'UpdateQueryNode' || node.kind === 'DeleteQueryNode') {
      const target = node.kind === 'UpdateQueryNode' ? node.table : node.from;
      const tables = tableNames(target).filter((t) => TENANT_TABLES.has(t));
      if (tables.length > 0 && !JSON.stringify(node.where ?? null).includes('"name":"environment_id"')) {
        this.unscoped.push({ kind: node.kind, tables, caller: callerOf(new Error().stack ?? '') });
      }
    }
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

function tableNames(node: OperationNode | undefined): string[] {
  const names: string[] = [];
  JSON.stringify(node ?? null, (key, value) => {
    if (value && typeof value === 'object' && value.kind === 'TableNode') names.push(value.table.identifier.name);
    return value;
  });
  return names;
}

/** The first frame of the service's own code in a stack, as file:function. */
export function callerOf(stack: string): string {
  const frame = stack.split('\n').find((line) => line.includes('/src/') && !line.includes('/src/kernel/db/'));
  const match = frame ? /at (?:async )?(?:([\w$.<>]+) \()?.*?\/(src\/[^:]+)/.exec(frame) : null;
  return match ? `${match[2]}:${match[1] ?? '<anonymous>'}` : '<outside src>';
}
