/**
 * When a replica's own work has settled, for a virtual clock on PostgreSQL (issue #18): between two timers, an
 * advance waits for the work the first one started (clock.ts `waitForIdle`). In one process on memory or SQLite
 * that work settles within a turn of the event loop; on PostgreSQL each of its store calls is a round trip, so the
 * clock also waits until no store call of this process is on its way (the chain of a file loaded, its outcome
 * saved, the next file read, the next timer set).
 */
import type { Store } from '../store/types.js';

/** Rounds of the event loop an idle wait gives up after (a replica under steady traffic is never quite idle). */
const maxRounds = 2_000;

export interface Quiescence {
  /** The store, its calls counted while on their way. */
  store: Store;
  /** Resolves once no counted call is on its way for a whole turn of the event loop. */
  idle(): Promise<void>;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function trackStoreCalls(store: Store): Quiescence {
  let pending = 0;
  const done = () => {
    pending--;
  };
  /** Read through a function: the count changes while idle() awaits, which narrowing cannot see. */
  const quiet = () => pending === 0;
  const counted: Record<string, unknown> = { ...store };
  for (const [name, value] of Object.entries(store)) {
    if (typeof value !== 'function' || name === 'close' || name === 'notifications' || name === 'ping') continue;
    const fn = value as (...args: unknown[]) => unknown;
    counted[name] = (...args: unknown[]) => {
      const result = fn.apply(store, args);
      if (result instanceof Promise) {
        pending++;
        result.then(done, done);
      }
      return result;
    };
  }
  return {
    store: counted as unknown as Store,
    async idle() {
      for (let round = 0; round < maxRounds; round++) {
        await nextTurn();
        if (quiet()) {
          await nextTurn();
          if (quiet()) return;
        }
      }
    },
  };
}
