import { EnvError, makeValidator } from 'envalid';

/** A whole number of 0 or more (sizes, quotas, intervals), for envalid. */
export const count = makeValidator<number>((raw) => {
  if (!/^\d+$/.test(raw.trim())) throw new EnvError(`must be a whole number of 0 or more, got "${raw}"`);
  return Number(raw);
});

/** A whole number of 1 or more (worker processes), for envalid. */
export const positiveCount = makeValidator<number>((raw) => {
  if (!/^\d+$/.test(raw.trim()) || Number(raw) < 1) throw new EnvError(`must be a whole number of 1 or more, got "${raw}"`);
  return Number(raw);
});

/** A TCP port; 0 lets the system pick a free one (tests, several nodes on one machine). */
export const tcpPort = makeValidator<number>((raw) => {
  const value = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || value > 65535) throw new EnvError(`must be a port number from 0 to 65535, got "${raw}"`);
  return value;
});
