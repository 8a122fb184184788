// Every test process runs the service clock from a chosen instant, never from the machine's date:
// TEST_NOW (an ISO instant) picks it, so the suite can be run at any simulated date
// (scripts/test-dates.mjs does that for leap days, year ends and both daylight-saving changes).
import { clock, clockStartingAt } from '../../src/kernel/clock.ts';

export const DEFAULT_TEST_NOW = '2026-06-15T10:00:00.000Z';

const start = Date.parse(process.env.TEST_NOW || DEFAULT_TEST_NOW);
if (Number.isNaN(start)) throw new Error(`TEST_NOW must be an ISO instant, got "${process.env.TEST_NOW}"`);
clock.set(clockStartingAt(start));
