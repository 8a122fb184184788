import { forbidden } from './errors.ts';
import type { EnvironmentRef } from './context.ts';

/** Refuses (403 TEST_ENVIRONMENT_ONLY) what only a test environment may do: resets, the simulator. */
export function requireTestEnvironment(env: Pick<EnvironmentRef, 'kind'>, what: string): void {
  if (env.kind !== 'TEST')
    throw forbidden('TEST_ENVIRONMENT_ONLY', `${what} only in test environments (with a key of the test environment)`);
}
