/**
 * Spec 6.4: "The same event may arrive more than once; process idempotently keyed on `eventId`". The store
 * the webhook handler asks before it calls `onEvent`, and a bounded in-memory one.
 */

/**
 * Where the handler records the `eventId`s it has processed. Back it with your database (a unique key on
 * `eventId`, `INSERT ... ON CONFLICT DO NOTHING`) when several processes receive webhooks or a restart must
 * not forget; the in-memory store is enough for one process.
 */
export interface IdempotencyStore {
  /** Records eventId; true when it is new, false when already seen (and not expired). */
  claim(eventId: string): boolean | Promise<boolean>;
  /** Forgets a claim (onEvent threw: the service's retry must be processed). */
  release(eventId: string): void | Promise<void>;
}

export interface MemoryIdempotencyStoreOptions {
  /**
   * How long an eventId is remembered, in ms. Default 7 days: far beyond the service's retries (spec 6.4:
   * at most 5, at increasing intervals; the mock's default schedule spans under 11 hours).
   */
  ttlMs?: number;
  /** At most this many eventIds are remembered; beyond it the oldest claim is forgotten first. Default 100,000. */
  maxEntries?: number;
  /** The clock, epoch ms. Default `Date.now`. */
  now?: () => number;
}

const defaultTtlMs = 7 * 24 * 60 * 60 * 1000;
const defaultMaxEntries = 100_000;

/**
 * An {@link IdempotencyStore} in this process's memory: a claim is remembered for `ttlMs` and at most
 * `maxEntries` are kept (oldest out). It forgets everything on restart, and each process has its own.
 */
export function memoryIdempotencyStore(options: MemoryIdempotencyStoreOptions = {}): IdempotencyStore {
  const ttlMs = options.ttlMs ?? defaultTtlMs;
  const maxEntries = options.maxEntries ?? defaultMaxEntries;
  const now = options.now ?? Date.now;
  if (!(ttlMs > 0)) throw new TypeError(`memoryIdempotencyStore: ttlMs must be a positive number of milliseconds, got ${ttlMs}`);
  if (!Number.isInteger(maxEntries) || maxEntries < 1) {
    throw new TypeError(`memoryIdempotencyStore: maxEntries must be a positive integer, got ${maxEntries}`);
  }
  // eventId -> claimed at (epoch ms); a Map iterates in insertion order, so the first entry is the oldest claim.
  const claims = new Map<string, number>();

  const forgetExpired = (at: number): void => {
    for (const [eventId, claimedAt] of claims) {
      if (at - claimedAt < ttlMs) break;
      claims.delete(eventId);
    }
  };

  return {
    claim(eventId) {
      const at = now();
      forgetExpired(at);
      const claimedAt = claims.get(eventId);
      if (claimedAt !== undefined && at - claimedAt < ttlMs) return false;
      claims.delete(eventId);
      claims.set(eventId, at);
      while (claims.size > maxEntries) claims.delete(claims.keys().next().value!);
      return true;
    },
    release(eventId) {
      claims.delete(eventId);
    },
  };
}
