import type { Config } from './kernel/config.ts';
import type { Deps, Reactions } from './kernel/context.ts';
import type { Store } from './kernel/db/db.ts';
import { loadTestData } from './modules/environments/index.ts';
import { refuseDeletingPersonWithMedia } from './modules/media/index.ts';
import { queueWebhooksOfRecords } from './modules/webhooks/index.ts';

/** Every reaction of one module to another's change, in one place (see Reactions in kernel/context.ts). */
export const REACTIONS: Reactions = {
  testEnvironmentCreated: loadTestData,
  personDeletionGuards: [refuseDeletingPersonWithMedia],
  protocolRecorded: [queueWebhooksOfRecords],
};

/** What every use case receives: the database, the configuration and the wired reactions. */
export function makeDeps(store: Store, config: Config): Deps {
  return { store, config, reactions: REACTIONS };
}
