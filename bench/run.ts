// `npm run bench [-- name…]`: runs every benchmark suite (or the named ones) in one go and
// prints each figure with its ratio to the baseline measured in the same run.
import { runAuthorizationsBench } from './authorizations.ts';
import { runDatabaseBench } from './database.ts';
import { runDevicesBench } from './devices.ts';
import { runDurabilityBench } from './durability.ts';
import { runMediaBench } from './media.ts';
import { runPersonsBench } from './persons.ts';
import { runProtocolBench } from './protocols.ts';
import { runReadsBench } from './reads.ts';
import { runStartupBench } from './startup.ts';
import { runWorkersBench } from './workers.ts';

const SUITES: Record<string, () => Promise<void>> = {
  database: runDatabaseBench,
  reads: runReadsBench,
  persons: runPersonsBench,
  authorizations: runAuthorizationsBench,
  media: runMediaBench,
  protocols: runProtocolBench,
  devices: runDevicesBench,
  durability: runDurabilityBench,
  workers: runWorkersBench,
  startup: runStartupBench,
};

const wanted = process.argv.slice(2);
for (const [name, run] of Object.entries(SUITES)) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  console.log(`\n## ${name}`);
  await run();
}
