import { sql } from 'kysely';
import { AppError } from '../errors.ts';
import { clock } from '../clock.ts';
import type { Store } from '../db/db.ts';

/** How often a node adds its new requests to the shared counts. */
const FLUSH_MS = 250;

interface Tally {
  /** The environment's count in the database as last seen (all nodes' flushed requests). */
  shared: number;
  /** Requests this node let through and has not written yet. */
  unflushed: number;
  /** Requests being written right now: counted until the write's answer includes them. */
  writing: number;
}

/**
 * Daily request quota per environment (DAILY_REQUEST_QUOTA; 429 when used up), counted across
 * all API nodes in the database. A request is decided in memory against the last count seen
 * plus this node's own requests; each node writes what it let through every 250 ms in one upsert
 * per environment and learns the others' requests from its answer. So several nodes together
 * may let through a little more than the quota while it runs out: at most what they answer in
 * one flush interval.
 */
export class RequestQuota {
  private day = '';
  private readonly tallies = new Map<number, Tally>();
  private readonly loading = new Map<number, Promise<void>>();
  private readonly timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: Store,
    private readonly perDay: number,
  ) {
    if (perDay > 0) {
      this.timer = setInterval(() => void this.flush(), FLUSH_MS);
      this.timer.unref();
    }
  }

  async take(environmentId: number): Promise<void> {
    if (this.perDay <= 0) return;
    const day = clock.now().toISOString().slice(0, 10);
    if (day !== this.day) {
      await this.flush();
      this.day = day;
      this.tallies.clear();
    }
    if (!this.tallies.has(environmentId)) await this.load(environmentId, day);
    const tally = this.tallies.get(environmentId)!;
    if (tally.shared + tally.writing + tally.unflushed >= this.perDay) {
      throw new AppError(429, 'DAILY_QUOTA_EXCEEDED', `the daily quota of ${this.perDay} requests is used up; it renews at 00:00 UTC`);
    }
    tally.unflushed++;
  }

  /** The environment's count so far today, read once when this node first serves it that day. */
  private load(environmentId: number, day: string): Promise<void> {
    let loading = this.loading.get(environmentId);
    if (!loading) {
      loading = this.store.db
        .selectFrom('request_counts')
        .select('count')
        .where('environment_id', '=', environmentId)
        .where('day', '=', day)
        .executeTakeFirst()
        .then((row) => {
          if (!this.tallies.has(environmentId))
            this.tallies.set(environmentId, { shared: Number(row?.count ?? 0), unflushed: 0, writing: 0 });
        })
        .finally(() => this.loading.delete(environmentId));
      this.loading.set(environmentId, loading);
    }
    return loading;
  }

  /**
   * Writes this node's new requests and takes over the totals the database answers; the totals
   * of environments this node served today without new requests are read in one query.
   */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      const day = this.day;
      const idle = [...this.tallies].filter(([, tally]) => tally.unflushed === 0).map(([id]) => id);
      if (idle.length > 0) {
        const rows = await this.store.db
          .selectFrom('request_counts')
          .select(['environment_id', 'count'])
          .where('day', '=', day)
          .where('environment_id', 'in', idle)
          .execute()
          .catch(() => []);
        for (const row of rows) {
          const tally = this.tallies.get(Number(row.environment_id));
          if (tally) tally.shared = Math.max(tally.shared, Number(row.count));
        }
      }
      for (const [environmentId, tally] of this.tallies) {
        const n = tally.unflushed;
        if (n === 0) continue;
        tally.unflushed -= n;
        tally.writing += n;
        try {
          const row = await this.store.db
            .insertInto('request_counts')
            .values({ environment_id: environmentId, day, count: n })
            .onConflict((oc) => oc.columns(['environment_id', 'day']).doUpdateSet({ count: sql`request_counts.count + ${n}` }))
            .returning('count')
            .executeTakeFirstOrThrow();
          tally.shared = Number(row.count);
        } catch {
          tally.unflushed += n; // written with the next flush
        } finally {
          tally.writing -= n;
        }
      }
    });
    return this.flushing;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
