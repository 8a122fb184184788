// `npm run races`: the race suite at length (RACE_ROUNDS, default 30) on SQLite and, when
// TEST_DATABASE_URL is set, on PostgreSQL; prints rounds, winners, refusals and 5xx per transition.
import { spawnSync } from 'node:child_process';

const rounds = process.env.RACE_ROUNDS ?? '30';
const databases = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
let failed = false;
for (const db of databases) {
  const result = spawnSync('npx', ['vitest', 'run', 'test/http/races.test.ts', '--silent=false'], {
    stdio: 'inherit',
    env: { ...process.env, TEST_DB: db, RACE_ROUNDS: rounds, RACE_REPORT: '1' },
  });
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
