import { toIso } from '../../kernel/time.ts';
import { clock } from '../../kernel/clock.ts';
import type { Db } from '../../kernel/context.ts';

/** How often a node writes when its keys were last used. */
const FLUSH_MS = 1_000;

/** Every recorder of this process, so `flushKeyUse` (tests, shutdown) reaches them all. */
const recorders = new Set<KeyUseRecorder>();

/**
 * When each API key was last used, without a database write per request: a request only notes
 * the time in memory; every second the node writes the latest time of each key it saw, one
 * conditional update per key (a later time written by another node is kept). So `last_used_at`
 * may lag by about a second, and a node that dies loses at most its last second of uses.
 */
export class KeyUseRecorder {
  private readonly pending = new Map<number, number>();
  private readonly timer: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly db: Db) {
    this.timer = setInterval(() => void this.flush(), FLUSH_MS);
    this.timer.unref();
    recorders.add(this);
  }

  used(keyId: number): void {
    this.pending.set(keyId, clock.nowMs());
  }

  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      const batch = [...this.pending];
      this.pending.clear();
      for (const [keyId, ms] of batch) {
        const at = toIso(new Date(ms));
        try {
          await this.db
            .updateTable('api_keys')
            .set({ last_used_at: at })
            .where('id', '=', keyId)
            .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', at)]))
            .execute();
        } catch {
          // written with the next flush, unless a newer use has been noted meanwhile
          if (!this.pending.has(keyId)) this.pending.set(keyId, ms);
        }
      }
    });
    return this.flushing;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    recorders.delete(this);
    await this.flush();
  }
}

/** Writes the key uses every recorder of this process has noted (tests call it instead of waiting). */
export async function flushKeyUse(): Promise<void> {
  await Promise.all([...recorders].map((r) => r.flush()));
}
