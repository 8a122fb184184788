/**
 * The write turn of the processes that serve one SQLite file together (WORKERS > 1).
 *
 * SQLite lets one connection write at a time; the others get SQLITE_BUSY and can only try again
 * later. Two workers that each take the write lock whenever their requests arrive wait for each
 * other by polling, and the one that just committed usually takes it again before the other's
 * next try (measured: PUT /v1/persons with two workers 0.58-0.66 of one). Here the primary hands
 * a turn from worker to worker in the order they asked, over the cluster's message channel.
 * A worker keeps the turn until another asks for it, so a worker writing alone never waits for a
 * message; when one does, the holder gives the turn up after the group it is writing commits.
 * Whatever waits for its turn meanwhile joins that worker's next group.
 */

/** Messages between a worker and the primary. */
export type WriteTurnMessage = { writeTurn: 'take' | 'give' } | { writeTurn: 'granted' | 'wanted' };

export function isWriteTurnMessage(message: unknown): message is WriteTurnMessage {
  return typeof (message as { writeTurn?: unknown } | null)?.writeTurn === 'string';
}

/** A worker's side: what the SQLite driver waits for before it starts writing. */
export interface WriteTurn {
  /** Resolves when this process may write (at once while it holds the turn). */
  take(): Promise<void>;
  /** The driver has committed, or given up, what it wrote since take: hands the turn on if asked. */
  writingDone(): void;
  /** Another process waits for the turn. */
  readonly wanted: boolean;
}

/**
 * How long a write waits for its turn before it fails, as long as a write waits for SQLite's lock
 * (sqlite-group-commit.ts): a turn that does not come is held by a transaction that is stuck.
 */
const TURN_WAIT_MS = 10_000;

/** A write waiting for the turn. */
interface Waiter {
  resolve(): void;
  timer: NodeJS.Timeout;
}

/** A worker's write turn over `channel`, its process's message channel to the primary. */
export class WorkerWriteTurn implements WriteTurn {
  private held = false;
  private writing = false;
  private askedFor = false;
  private readonly waiting: Waiter[] = [];

  /** `channel.send` answers false when the primary cannot be reached. */
  constructor(
    private readonly channel: { send(message: WriteTurnMessage): boolean },
    private readonly waitMs = TURN_WAIT_MS,
  ) {}

  /** Feeds the primary's messages in (the process's `message` events). */
  receive(message: WriteTurnMessage): void {
    if (message.writeTurn === 'granted') {
      this.held = true;
      // A `wanted` that came while this worker did not hold the turn was for an earlier one.
      this.askedFor = false;
      this.startWriting();
    } else if (message.writeTurn === 'wanted') {
      this.askedFor = true;
      if (!this.writing) this.handOnIfWanted();
    }
  }

  take(): Promise<void> {
    if (this.held) {
      this.writing = true;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = { resolve, timer: setTimeout(() => this.giveUpWaiting(waiter, reject), this.waitMs) };
      if (this.waiting.push(waiter) > 1) return;
      // Without its primary (it is gone, the worker about to stop) a worker writes as a
      // process of its own would: SQLite's lock alone keeps the writes apart.
      if (!this.channel.send({ writeTurn: 'take' })) this.startWriting();
    });
  }

  /**
   * Marked at once, not when the waiting caller resumes: a `wanted` that comes with `granted`
   * (both in one read of the channel) must find the turn in use, or it would be handed on
   * before the caller begins to write.
   */
  private startWriting(): void {
    if (this.waiting.length === 0) return;
    this.writing = true;
    for (const waiter of this.waiting.splice(0)) {
      clearTimeout(waiter.timer);
      waiter.resolve();
    }
  }

  /**
   * The write fails as SQLite's lock would have failed it. The turn asked for still comes, and is
   * handed on when wanted: it then finds nobody waiting and nothing being written.
   */
  private giveUpWaiting(waiter: Waiter, reject: (error: Error) => void): void {
    this.waiting.splice(this.waiting.indexOf(waiter), 1);
    reject(Object.assign(new Error(`the write turn did not come within ${this.waitMs} ms`), { code: 'SQLITE_BUSY' }));
  }

  get wanted(): boolean {
    return this.askedFor;
  }

  writingDone(): void {
    this.writing = false;
    this.handOnIfWanted();
  }

  private handOnIfWanted(): void {
    if (!this.held || !this.askedFor) return;
    this.held = false;
    this.askedFor = false;
    this.channel.send({ writeTurn: 'give' });
  }
}

/** The primary's side: who holds the turn and who waits for it, by worker id. */
export class WriteTurnQueue {
  private holder: number | undefined;
  private readonly queue: number[] = [];

  constructor(private readonly send: (workerId: number, message: WriteTurnMessage) => void) {}

  receive(workerId: number, message: WriteTurnMessage): void {
    if (message.writeTurn === 'take') this.take(workerId);
    else if (message.writeTurn === 'give' && this.holder === workerId) this.handOn();
  }

  /** A worker that exited holds nothing and waits for nothing any more. */
  forget(workerId: number): void {
    const index = this.queue.indexOf(workerId);
    if (index >= 0) this.queue.splice(index, 1);
    if (this.holder === workerId) this.handOn();
  }

  private take(workerId: number): void {
    if (this.holder === undefined) {
      this.holder = workerId;
      this.send(workerId, { writeTurn: 'granted' });
      return;
    }
    if (this.holder === workerId || this.queue.includes(workerId)) return;
    this.queue.push(workerId);
    if (this.queue.length === 1) this.send(this.holder, { writeTurn: 'wanted' });
  }

  private handOn(): void {
    this.holder = this.queue.shift();
    if (this.holder === undefined) return;
    this.send(this.holder, { writeTurn: 'granted' });
    if (this.queue.length > 0) this.send(this.holder, { writeTurn: 'wanted' });
  }
}
