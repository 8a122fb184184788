// Runs the test suite (SQLite) at several simulated dates, to prove that no test depends on the
// day it runs: the service clock starts at each date (TEST_NOW), the machine's time zone is
// another one each time, and where Debian's `faketime` is installed the machine's own clock is
// moved far away as well, so anything that still reads the wall clock disagrees with the service
// clock and fails. Extra arguments go to vitest (e.g. a test file).
import { spawnSync } from 'node:child_process';

const RUNS = [
  { now: '2027-03-28T00:30:00Z', tz: 'America/New_York', wall: '-500d', why: 'half an hour before the clocks go forward in Europe' },
  { now: '2026-10-25T00:30:00Z', tz: 'Asia/Kolkata', wall: '+700d', why: 'half an hour before the clocks go back in Europe' },
  { now: '2028-02-29T12:00:00Z', tz: 'Pacific/Auckland', wall: '-900d', why: 'a leap day' },
  { now: '2026-12-31T23:30:00Z', tz: 'Australia/Lord_Howe', wall: '+300d', why: 'the turn of the year (already 1 January in Europe)' },
  { now: '2028-11-24T10:00:00Z', tz: 'America/Los_Angeles', wall: '-200d', why: 'two years ahead' },
];

const only = process.env.TEST_DATES?.split(',');
const hasFaketime = spawnSync('faketime', ['-f', '+0d', 'true']).status === 0;
if (!hasFaketime) {
  if (process.env.CI === 'true') {
    console.error('CI=true but `faketime` is missing (apt-get install faketime)');
    process.exit(1);
  }
  console.log('faketime not installed: the machine clock stays as it is (apt-get install faketime to move it too)');
}

const failed = [];
for (const run of RUNS.filter((r) => !only || only.some((date) => r.now.startsWith(date)))) {
  console.log(`\n=== test suite at ${run.now} (${run.why}), TZ=${run.tz}${hasFaketime ? `, machine clock ${run.wall}` : ''} ===`);
  const vitest = ['npx', 'vitest', 'run', ...process.argv.slice(2)];
  // The monotonic clock stays real: timers and the service clock's progress are measured with it.
  const [command, ...args] = hasFaketime ? ['faketime', '-f', run.wall, ...vitest] : vitest;
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, TEST_DB: 'sqlite', TEST_NOW: run.now, TZ: run.tz, FAKETIME_DONT_FAKE_MONOTONIC: '1' },
  });
  if (result.status !== 0) failed.push(run.now);
}
console.log(failed.length ? `\nfailed at: ${failed.join(', ')}` : '\nthe suite passed at every simulated date');
process.exit(failed.length ? 1 : 0);
