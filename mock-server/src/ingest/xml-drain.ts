/**
 * The Retry-After of a create refused for the XML budget (503 SERVICE_BUSY, xml-budget.ts): how long the bytes in
 * flight take to drain at the rate bytes were given back lately. Before any measurement (nothing released yet) it
 * is {@link DEFAULT_BUSY_RETRY_AFTER_SECONDS}; it is never below {@link MIN_BUSY_RETRY_AFTER_SECONDS} (a client
 * told 0 would come back at once) nor above {@link MAX_BUSY_RETRY_AFTER_SECONDS}, also when the drain stalled.
 * Loaded by the parse threads from source too (parse-pool.ts imports it): erasable TypeScript only.
 */

/** Before any release was measured: about the time a large message takes to arrive and parse. */
export const DEFAULT_BUSY_RETRY_AFTER_SECONDS = 2;
export const MIN_BUSY_RETRY_AFTER_SECONDS = 1;
export const MAX_BUSY_RETRY_AFTER_SECONDS = 60;

/** The drain rate is measured over the releases of this many ms (monotonic clock). */
export const DRAIN_WINDOW_MS = 10_000;

/** Releases closer than this to the last one recorded are added to it (bounded memory). */
const DRAIN_BUCKET_MS = 100;

/**
 * Whole seconds to wait: `heldBytes` drained at `bytesPerSecond` (null: never measured; 0: nothing released within
 * the window, the drain stalled), rounded up and clamped.
 */
export function busyRetryAfterSeconds(heldBytes: number, bytesPerSecond: number | null): number {
  if (bytesPerSecond === null) return DEFAULT_BUSY_RETRY_AFTER_SECONDS;
  if (bytesPerSecond <= 0) return MAX_BUSY_RETRY_AFTER_SECONDS;
  const seconds = Math.ceil(heldBytes / bytesPerSecond);
  return Math.min(MAX_BUSY_RETRY_AFTER_SECONDS, Math.max(MIN_BUSY_RETRY_AFTER_SECONDS, seconds));
}

/** Bytes given back to the budget per second, over the last {@link DRAIN_WINDOW_MS}. */
export class DrainMeter {
  private readonly now: () => number;
  /** Releases within the window, oldest first. */
  private readonly releases: { at: number; bytes: number }[] = [];
  private firstAt: number | null = null;

  /** `now`: a monotonic clock in ms (default performance.now); injected in tests. */
  constructor(now: () => number = () => performance.now()) {
    this.now = now;
  }

  record(bytes: number): void {
    if (bytes <= 0) return;
    const at = this.now();
    this.firstAt ??= at;
    // Releases within one bucket add up: at most DRAIN_WINDOW_MS / DRAIN_BUCKET_MS entries, at any create rate.
    const last = this.releases.at(-1);
    if (last !== undefined && at - last.at < DRAIN_BUCKET_MS) last.bytes += bytes;
    else this.releases.push({ at, bytes });
    this.forgetOld(at);
  }

  /**
   * null before the first release; otherwise the bytes released within the window divided by the time measured
   * (the window, or less since the first release, and at least one second: a single release is not a rate).
   */
  bytesPerSecond(): number | null {
    if (this.firstAt === null) return null;
    const now = this.now();
    this.forgetOld(now);
    let bytes = 0;
    for (const release of this.releases) bytes += release.bytes;
    const spanMs = Math.max(1_000, Math.min(DRAIN_WINDOW_MS, now - this.firstAt));
    return bytes / (spanMs / 1_000);
  }

  private forgetOld(now: number): void {
    let drop = 0;
    while (drop < this.releases.length && this.releases[drop]!.at <= now - DRAIN_WINDOW_MS) drop++;
    if (drop > 0) this.releases.splice(0, drop);
  }
}
