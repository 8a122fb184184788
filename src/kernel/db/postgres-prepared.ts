import crypto from 'node:crypto';
import type pg from 'pg';

/** Distinct statements prepared per store; past this, further statements run unprepared. */
const MAX_PREPARED = 2000;

/**
 * PostgreSQL refuses to run a prepared statement whose result columns changed since it was
 * prepared (a `select *` after another node's migration added a column).
 */
export function isChangedResultError(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | undefined;
  return e?.code === '0A000' && /cached plan must not change result type/.test(e.message ?? '');
}

/** Statement names by text; a new generation of names after the schema changed under them. */
class StatementNames {
  private generation = 0;
  private readonly names = new Map<string, string>();

  of(text: string): string | undefined {
    let name = this.names.get(text);
    if (name === undefined && this.names.size < MAX_PREPARED) {
      name = `s${this.generation}_${crypto.hash('sha1', text, 'base64url')}`;
      this.names.set(text, name);
    }
    return name;
  }

  renew(): void {
    this.generation++;
    this.names.clear();
  }
}

const BEGIN = /^\s*(begin|start transaction)\b/i;
const END = /^\s*(commit|rollback)\s*$/i;

/**
 * A pg Client that prepares every statement with parameters once per connection (a named
 * statement), so PostgreSQL parses it once instead of at every run. Kysely sends
 * `query(text, values)`; that form becomes a named query here, any other form passes through.
 * Statements without parameters (transaction control, migrations) run as they are.
 *
 * When another node's migration changed the columns a prepared statement answers with, every
 * statement is prepared anew under new names: a statement outside a transaction is run again at
 * once, a transaction fails and runs again (isRetryableTransactionError).
 */
export function preparingClient(Client: typeof pg.Client): typeof pg.Client {
  const names = new StatementNames();
  return class PreparingClient extends Client {
    private inTransaction = false;

    override query(...args: unknown[]): never {
      const query = super.query.bind(this) as (...a: unknown[]) => never;
      const [text, values] = args;
      if (typeof text === 'string') {
        if (BEGIN.test(text)) this.inTransaction = true;
        else if (END.test(text)) this.inTransaction = false;
      }
      if (args.length !== 2 || typeof text !== 'string' || !Array.isArray(values) || values.length === 0) return query(...args);
      const run = (): Promise<unknown> => {
        const name = names.of(text);
        return name ? query({ name, text, values }) : query(text, values);
      };
      return run().catch((error: unknown) => {
        if (!isChangedResultError(error)) throw error;
        names.renew();
        if (this.inTransaction) throw error;
        return run();
      }) as never;
    }
  };
}
