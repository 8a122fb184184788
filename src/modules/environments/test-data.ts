import { forgetAuthenticatedKeys } from '../api-keys/index.ts';
import { inTransaction, type Deps, type EnvironmentRef, type Db } from '../../kernel/context.ts';
import { ENVIRONMENT_TABLES } from './tables.ts';
import { SeedWriter } from '../../kernel/db/seeder.ts';
import { seedMedia } from '../media/index.ts';
import { seedPersons } from '../persons/index.ts';
import { seedAcos } from '../customers/index.ts';
import { seedAreas } from '../areas/index.ts';
import { seedHolidayCalendar } from '../holiday-calendars/index.ts';
import { seedLocks } from '../locks/index.ts';
import { seedSharing } from '../sharing/index.ts';
import { seedProtocols } from '../protocols/index.ts';
import { seedAuthorizations } from '../authorizations/index.ts';
import { clock } from '../../kernel/clock.ts';

/** Parts of the predefined test data set, in load order (later parts refer to earlier rows). */
const SEED_PARTS: ((w: SeedWriter) => Promise<void>)[] = [
  seedPersons,
  seedHolidayCalendar,
  seedLocks,
  seedSharing,
  seedAreas,
  seedAcos,
  seedMedia,
  seedAuthorizations,
  seedProtocols,
];

/** Loads the test data set into an empty environment, inside the caller's transaction. */
export async function loadTestData(db: Db, env: EnvironmentRef): Promise<void> {
  const writer = await SeedWriter.open(db, env.id, clock.now());
  for (const part of SEED_PARTS) await part(writer);
  await writer.finish();
}

/** Empties the environment and loads the predefined data set again, in one transaction. */
export async function resetTestData(deps: Deps, env: EnvironmentRef): Promise<void> {
  await inTransaction(deps, async (tx) => {
    for (const table of ENVIRONMENT_TABLES) {
      await tx
        .deleteFrom(table as 'persons')
        .where('environment_id', '=', env.id)
        .execute();
    }
    await tx.updateTable('environments').set({ clock_offset_ms: 0 }).where('id', '=', env.id).execute();
    await loadTestData(tx, { ...env, clockOffsetMs: 0 });
  });
  // Authenticated keys carry their environment's clock, which was just reset.
  forgetAuthenticatedKeys();
}
