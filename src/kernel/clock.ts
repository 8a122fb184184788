/**
 * The service's one source of time. Every "now" of the service, its workers and its tests comes
 * from here, never from `Date.now()` directly, so that tests (and demos) can run the service at
 * any date: `ACCESS_CLOUD_CLOCK_START` starts the clock at a chosen instant, from where it runs
 * at real speed. A process has one clock; the composition root (server start, CLI, test setup)
 * chooses it before anything asks.
 *
 * Test environments may run ahead of this clock (their simulator offset, see `envNow`).
 */
export interface Clock {
  /** Milliseconds since the epoch, UTC. */
  nowMs(): number;
}

export const systemClock: Clock = { nowMs: () => Date.now() };

/** A clock that reads `startMs` now and then runs at real speed (measured monotonically). */
export function clockStartingAt(startMs: number): Clock {
  const origin = performance.now();
  return { nowMs: () => startMs + Math.floor(performance.now() - origin) };
}

let source: Clock = systemClock;

/** What the service asks for the time: `clock.now()`, `clock.nowMs()`. */
export const clock = {
  nowMs(): number {
    return source.nowMs();
  },
  now(): Date {
    return new Date(source.nowMs());
  },
  /** Chosen once by the composition root (server start, CLI, test setup). */
  set(next: Clock): void {
    source = next;
  },
};
