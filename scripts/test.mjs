// The README's test command: the whole suite on SQLite, then again on PostgreSQL when
// TEST_DATABASE_URL is set. Under CI=true a missing PostgreSQL is a failure, not a skip.
import { spawnSync } from 'node:child_process';

const extraArgs = process.argv.slice(2);
const run = (label, env) => {
  console.log(`\n=== test suite on ${label} ===`);
  const result = spawnSync('npx', ['vitest', 'run', ...extraArgs], { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
};

let failed = run('SQLite', { TEST_DB: 'sqlite' }) !== 0;
if (process.env.TEST_DATABASE_URL) {
  failed = run('PostgreSQL', { TEST_DB: 'postgres' }) !== 0 || failed;
} else if (process.env.CI === 'true') {
  console.error('CI=true but TEST_DATABASE_URL is not set: the PostgreSQL run is required in CI');
  failed = true;
} else {
  console.log('\nTEST_DATABASE_URL not set: PostgreSQL run skipped (set it to run the suite on PostgreSQL too)');
}
process.exit(failed ? 1 : 0);
