/**
 * Spec 6.4: "The same event may arrive more than once; process idempotently keyed on `eventId`", and "a slow
 * response causes a redelivery of an event that was in fact received": the redelivery may arrive while the first
 * delivery is still being processed. The store the webhook handler asks before it calls `onEvent`, with the three
 * states of a claim, and a bounded in-memory one.
 */

/**
 * The state of an `eventId` in the store:
 * - `in-progress`: a delivery is being processed; its claim holds until `leaseUntil` unless renewed, so the claim
 *   of a process that died expires;
 * - `done`: processed; every later delivery is a duplicate;
 * - `released`: free to process: never claimed, released after a failure, or its lease expired.
 */
export type ClaimState = 'in-progress' | 'done' | 'released';

/** What {@link IdempotencyStore.begin} did: `started` (this caller holds the claim) or the state that stopped it. */
export type BeginResult = 'started' | 'in-progress' | 'done';

/** Who holds a claim and for how long: `owner` is unique per processing attempt, `leaseMs` counts from now. */
export interface Claim {
  owner: string;
  leaseMs: number;
}

/**
 * Where the handler records the `eventId`s it processes. Back it with your database when several processes
 * receive webhooks or a restart must not forget (docs/guides/retries-and-idempotency.md shows SQLite and
 * PostgreSQL); the in-memory store is enough for one process. Every method may return a promise.
 *
 * Migrating from 0.1 (`claim`/`release`): `claim` becomes `begin` (three answers instead of a boolean), `release`
 * takes the owner, and `complete`, `renew` and `state` are new. A claim/release store cannot tell "being
 * processed" from "done", which is how a redelivery was acknowledged before its event was processed.
 */
export interface IdempotencyStore {
  /**
   * Atomically: when `eventId` is absent, released, or in progress with an expired lease, record it in progress
   * for `claim.owner` until now + `claim.leaseMs` and return `started`; otherwise return its state.
   */
  begin(eventId: string, claim: Claim): BeginResult | Promise<BeginResult>;
  /** Extends the lease of the owner's claim to now + `claim.leaseMs`; false when the owner no longer holds it. */
  renew(eventId: string, claim: Claim): boolean | Promise<boolean>;
  /**
   * Records `eventId` done (`onEvent` resolved), whatever its state: the event was processed, even when the lease
   * ran out meanwhile (a slow `onEvent` whose renewals failed).
   */
  complete(eventId: string): void | Promise<void>;
  /**
   * Releases the owner's claim (`onEvent` threw: the service's retry must be processed). Does nothing when the
   * owner no longer holds it (its lease expired and another delivery began).
   */
  release(eventId: string, owner: string): void | Promise<void>;
  /** The state now (an expired lease reads `released`); the handler polls it while a redelivery waits. */
  state(eventId: string): ClaimState | Promise<ClaimState>;
}

export interface MemoryIdempotencyStoreOptions {
  /**
   * How long an eventId is remembered after its last change, in ms. Default 7 days: far beyond the service's
   * retries (spec 6.4: at most 5, at increasing intervals; the mock's default schedule spans under 11 hours).
   */
  ttlMs?: number;
  /** At most this many eventIds are remembered; beyond it the least recently changed is forgotten first. Default 100,000. */
  maxEntries?: number;
  /** The clock, epoch ms: the leases and the ttl. Default `Date.now`. */
  now?: () => number;
}

const defaultTtlMs = 7 * 24 * 60 * 60 * 1000;
const defaultMaxEntries = 100_000;

type Entry =
  | { state: 'in-progress'; owner: string; leaseUntil: number; changedAt: number }
  | { state: 'done'; changedAt: number };

/**
 * An {@link IdempotencyStore} in this process's memory: an eventId is remembered for `ttlMs` after its last change
 * and at most `maxEntries` are kept (least recently changed out). It forgets everything on restart, and each
 * process has its own: handlers in one process may share it.
 */
export function memoryIdempotencyStore(options: MemoryIdempotencyStoreOptions = {}): IdempotencyStore {
  const ttlMs = options.ttlMs ?? defaultTtlMs;
  const maxEntries = options.maxEntries ?? defaultMaxEntries;
  const now = options.now ?? Date.now;
  if (!(ttlMs > 0)) throw new TypeError(`memoryIdempotencyStore: ttlMs must be a positive number of milliseconds, got ${ttlMs}`);
  if (!Number.isInteger(maxEntries) || maxEntries < 1) {
    throw new TypeError(`memoryIdempotencyStore: maxEntries must be a positive integer, got ${maxEntries}`);
  }
  // A Map iterates in insertion order and every change re-inserts, so the first entry is the least recently changed.
  const entries = new Map<string, Entry>();

  const forgetExpired = (at: number): void => {
    for (const [eventId, entry] of entries) {
      if (at - entry.changedAt < ttlMs) break;
      entries.delete(eventId);
    }
  };
  const put = (eventId: string, entry: Entry): void => {
    entries.delete(eventId);
    entries.set(eventId, entry);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  };
  const current = (eventId: string, at: number): Entry | undefined => {
    forgetExpired(at);
    const entry = entries.get(eventId);
    return entry?.state === 'in-progress' && entry.leaseUntil <= at ? undefined : entry;
  };
  const held = (eventId: string, owner: string, at: number): boolean => {
    const entry = current(eventId, at);
    return entry?.state === 'in-progress' && entry.owner === owner;
  };

  return {
    begin(eventId, claim) {
      const at = now();
      const entry = current(eventId, at);
      if (entry) return entry.state;
      put(eventId, { state: 'in-progress', owner: claim.owner, leaseUntil: at + claim.leaseMs, changedAt: at });
      return 'started';
    },
    renew(eventId, claim) {
      const at = now();
      if (!held(eventId, claim.owner, at)) return false;
      put(eventId, { state: 'in-progress', owner: claim.owner, leaseUntil: at + claim.leaseMs, changedAt: at });
      return true;
    },
    complete(eventId) {
      put(eventId, { state: 'done', changedAt: now() });
    },
    release(eventId, owner) {
      if (held(eventId, owner, now())) entries.delete(eventId);
    },
    state(eventId) {
      return current(eventId, now())?.state ?? 'released';
    },
  };
}
