/** An optional token bucket per partner (config `rateLimit`): over it, 429 with Retry-After (spec 8). */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly rate: { requestsPerSecond: number; burst: number },
    private readonly now: () => number,
  ) {}

  /** Takes one token for `key`; returns 0 when allowed, else the seconds to wait for the next token. */
  take(key: string): number {
    const now = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: this.rate.burst, at: now };
    const refill = ((now - bucket.at) / 1000) * this.rate.requestsPerSecond;
    bucket.tokens = Math.min(this.rate.burst, bucket.tokens + refill);
    bucket.at = now;
    this.buckets.set(key, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / this.rate.requestsPerSecond));
  }
}
