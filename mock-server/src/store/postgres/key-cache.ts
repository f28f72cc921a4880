/**
 * The partners' keys by digest, kept in each replica (issue #31 item 4): a lookup's key check answers from the
 * process, so a lookup is one round trip (its ingest) instead of two. What keeps it honest is PostgreSQL: a trigger on
 * `partners` and `partner_keys` (migration 8) sends a NOTIFY on {@link KEYS_CHANNEL} when a transaction that changed
 * them commits, and every replica LISTENs on a connection of its own and forgets every key it knew.
 *
 * "At once", said exactly:
 * - on the replica that wrote, the cache is emptied before the write starts and again once it has committed, so the
 *   request after the operator's answer reads the new keys;
 * - on the others, the NOTIFY arrives within milliseconds of the commit. A request that reads its key between the
 *   commit and the NOTIFY's arrival is still answered with the old key (a revoked key admitted once more, a new key
 *   refused once); from the NOTIFY on, never.
 * - while the LISTEN connection is down (and until it has LISTENed again), nothing is kept: every key is read from
 *   the store, as before the cache. A notification lost with the connection can therefore not leave a stale key
 *   behind: the cache is emptied when the break is noticed and when the connection is back. A connection that dies
 *   without a word is noticed by TCP keep-alive (notify.ts: 5 s), the bound of staleness in that case.
 *
 * Only keys found are kept (a guess costs a round trip, as before, and never fills memory); a read that started
 * before an invalidation is answered but not kept.
 */
import type { ApiKeyMatch, NotifyChannel, NotifyHandlers } from '../types.js';

/** The channel of the keys' invalidations; migration 8's trigger names it too. */
export const KEYS_CHANNEL = 'ingest_kit_keys';

/** Keys kept at most: far more than a sandbox's partners hold; past it, the cache starts again empty. */
export const MAX_CACHED_KEYS = 10_000;

export interface KeyCache {
  /** The key of `digest`: from the process while the LISTEN connection is up, else from the store. */
  find: (digest: string) => Promise<ApiKeyMatch | undefined>;
  /** Forgets every key (a partner changed here, or a notification came). */
  invalidate: () => void;
  /** Connects the LISTEN connection (failures are retried by the channel; nothing is kept meanwhile). */
  start(): Promise<void>;
  close(): Promise<void>;
}

export function createKeyCache(deps: {
  read: (digest: string) => Promise<ApiKeyMatch | undefined>;
  listen: (handlers: NotifyHandlers) => NotifyChannel;
}): KeyCache {
  const kept = new Map<string, ApiKeyMatch>();
  /** Bumped by every invalidation: a read that saw another generation is not kept. */
  let generation = 0;
  const invalidate = (): void => {
    generation++;
    kept.clear();
  };
  const channel = deps.listen({
    onMessage: invalidate,
    onReconnect: invalidate,
    onError: invalidate,
  });
  // Read through a function: the connection may break while a read is on its way (narrowing cannot see it).
  const listening = (): boolean => channel.connected;
  return {
    async find(digest) {
      if (!listening()) return deps.read(digest);
      const hit = kept.get(digest);
      if (hit !== undefined) return hit;
      const started = generation;
      const match = await deps.read(digest);
      if (match !== undefined && started === generation && listening()) {
        if (kept.size >= MAX_CACHED_KEYS) kept.clear();
        kept.set(digest, match);
      }
      return match;
    },
    invalidate,
    start: () => channel.start(),
    close: () => channel.close(),
  };
}
