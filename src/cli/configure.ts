import { clock, clockStartingAt } from '../kernel/clock.ts';
import { loadConfig, type Config } from '../kernel/config.ts';

/** The configuration of this process; starts the service clock where it says so. */
export function configure(): Config {
  const config = loadConfig();
  if (config.clockStartMs !== undefined) clock.set(clockStartingAt(config.clockStartMs));
  return config;
}
