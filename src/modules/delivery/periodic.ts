import { performance } from 'node:perf_hooks';

/** A background worker of the server (the outbox, webhooks): rounds on a timer. */
export interface PeriodicWorker {
  /** Stops the timer and waits for a round in progress. */
  stop(): Promise<void>;
  /** Whether rounds still start on time (false once stopped, or when one hangs). */
  alive(): boolean;
}

/** A round that has not finished after this long counts as hanging. */
const ROUND_HANG_MS = 60_000;

/** A worker that does nothing (interval 0: none in this process). */
export const NO_WORKER: PeriodicWorker = { stop: async () => {}, alive: () => true };

/**
 * Runs `round` every `intervalMs`. Rounds never overlap; a failing round is reported to
 * `onError` and the next one tries again. The timer does not keep the process alive.
 */
export function startPeriodicWorker(intervalMs: number, round: () => Promise<void>, onError: (error: unknown) => void): PeriodicWorker {
  if (intervalMs <= 0) return NO_WORKER;
  let running: Promise<void> | undefined;
  let stopped = false;
  // Monotonic time: liveness must not depend on the wall clock or the service clock.
  let lastRoundStarted = performance.now();
  const tick = () => {
    if (running) return;
    lastRoundStarted = performance.now();
    running = round()
      .catch(onError)
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    alive: () => !stopped && performance.now() - lastRoundStarted < Math.max(3 * intervalMs, ROUND_HANG_MS),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/** Delay before the next attempt: base · 2^(attempts−1), at most the maximum. */
export function backoffSeconds(attempts: number, baseSeconds: number, maxSeconds: number): number {
  return Math.min(maxSeconds, baseSeconds * 2 ** Math.max(0, attempts - 1));
}

/** A claimed message is not picked again for this long, even if its worker dies mid-send. */
export const LEASE_MS = 10 * 60_000;
