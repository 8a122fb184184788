import { AppError } from '../domain/errors.ts';
import { clock } from '../clock.ts';

/**
 * Daily request quota per environment (the interface answers 429 when it is used up). Counted
 * in this process: with several API nodes each node allows the quota, which is documented.
 */
export class RequestQuota {
  private day = -1;
  private readonly counts = new Map<number, number>();

  constructor(private readonly perDay: number) {}

  take(environmentId: number, now = clock.nowMs()): void {
    if (this.perDay <= 0) return;
    const day = Math.floor(now / 86_400_000);
    if (day !== this.day) {
      this.day = day;
      this.counts.clear();
    }
    const used = (this.counts.get(environmentId) ?? 0) + 1;
    this.counts.set(environmentId, used);
    if (used > this.perDay) {
      throw new AppError(429, 'DAILY_QUOTA_EXCEEDED', `the daily quota of ${this.perDay} requests is used up; it renews at 00:00 UTC`);
    }
  }
}
