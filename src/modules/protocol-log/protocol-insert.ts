import type { Insertable } from 'kysely';
import { reactionsOf, type Db } from '../../kernel/context.ts';
import { prepared } from '../../kernel/db/prepared.ts';
import type { Database } from '../../kernel/db/schema.ts';
import { enabledWebhookEndpoints } from '../../kernel/db/webhook-tables.ts';

type ProtocolTable = 'system_protocol' | 'lock_protocol' | 'events';

/** The two statements of each table, each prepared once (every column given, so one shape each). */
function insertsOf(table: ProtocolTable) {
  return {
    plain: prepared((db, row: object) =>
      db
        .insertInto(table)
        .values(row as never)
        .returning('id'),
    ),
    answering: prepared((db, row: object) =>
      db
        .insertInto(table)
        .values(row as never)
        .returning(['id', enabledWebhookEndpoints(db, table)]),
    ),
  };
}
const INSERTS = { system_protocol: insertsOf('system_protocol'), lock_protocol: insertsOf('lock_protocol'), events: insertsOf('events') };

/**
 * Inserts one protocol entry or event and returns its id. When reactions listen (the wiring's
 * webhook deliveries), the insert also answers the environment's enabled webhook endpoints
 * (ProtocolRecord.webhookEndpoints): the write needs no lookup of its own to learn whom to tell.
 * Without reactions (today's code on a database migrated to an earlier step, in tests of a later
 * migration) nothing asks, and the endpoints' table may not exist yet.
 */
export async function insertProtocolRow<T extends ProtocolTable>(
  db: Db,
  table: T,
  row: Insertable<Database[T]>,
): Promise<{ id: number; webhookEndpoints?: string | null }> {
  if (!reactionsOf(db)?.protocolRecorded.length) return { id: await insertUnannouncedRow(db, table, row) };
  const [inserted] = await INSERTS[table].answering(db, row);
  return { id: Number(inserted.id), webhookEndpoints: inserted.webhook_endpoints };
}

/** Inserts a protocol row no reaction hears of (a backend event beside its system protocol entry); its id. */
export async function insertUnannouncedRow<T extends ProtocolTable>(db: Db, table: T, row: Insertable<Database[T]>): Promise<number> {
  const [inserted] = await INSERTS[table].plain(db, row);
  return Number(inserted.id);
}
