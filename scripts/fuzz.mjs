// `npm run fuzz`: the OpenAPI-driven fuzz suite at length, with a random seed (or FUZZ_SEED) and
// at least 50 000 requests (FUZZ_REQUESTS), on SQLite (or TEST_DB=postgres with
// TEST_DATABASE_URL). Prints the seed first, so a failing run can be repeated exactly.
import { spawnSync } from 'node:child_process';

const seed = process.env.FUZZ_SEED ?? String(Math.floor(Math.random() * 2 ** 31));
const requests = process.env.FUZZ_REQUESTS ?? '50000';
console.log(`fuzz: seed ${seed}, ${requests} requests, database ${process.env.TEST_DB ?? 'sqlite'} (repeat with FUZZ_SEED=${seed})`);
const result = spawnSync('npx', ['vitest', 'run', 'test/http/fuzz.test.ts', '--silent=false'], {
  stdio: 'inherit',
  env: { ...process.env, FUZZ_SEED: seed, FUZZ_REQUESTS: requests },
});
process.exit(result.status ?? 1);
