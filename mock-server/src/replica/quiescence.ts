/**
 * When a replica's own work has settled, for a virtual clock on PostgreSQL (issue #18): between two timers, an
 * advance waits for the work the first one started (clock.ts `waitForIdle`). In one process on memory or SQLite
 * that work settles within a turn of the event loop; on PostgreSQL each of its store calls is a round trip, so the
 * clock also waits until no store call of this process is on its way (the chain of a file loaded, its outcome
 * saved, the next file read, the next timer set).
 */
import type { Settling } from '../clock.js';
import type { Store } from '../store/types.js';

/**
 * Waits for the calls on their way, then for those their results started, and so on, this many times at most: a
 * replica under steady traffic is never quite idle, and the chain of one timer's work is a dozen calls deep.
 */
const maxGenerations = 64;

export interface Quiescence extends Settling {
  /** The store, its calls counted while on their way. */
  store: Store;
  /** Resolves once no counted call is on its way for a whole turn of the event loop. */
  idle(): Promise<void>;
  /** A counted call is on its way now. */
  readonly busy: boolean;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function trackStoreCalls(store: Store): Quiescence {
  const inFlight = new Set<Promise<void>>();
  /** Read through a function: the set changes while idle() awaits, which narrowing cannot see. */
  const quiet = () => inFlight.size === 0;
  const counted: Record<string, unknown> = { ...store };
  for (const [name, value] of Object.entries(store)) {
    if (typeof value !== 'function' || name === 'close' || name === 'notifications' || name === 'ping') continue;
    const fn = value as (...args: unknown[]) => unknown;
    counted[name] = (...args: unknown[]) => {
      const result = fn.apply(store, args);
      if (result instanceof Promise) {
        const settled = result.then(() => undefined, () => undefined);
        inFlight.add(settled);
        void settled.then(() => inFlight.delete(settled));
      }
      return result;
    };
  }
  return {
    store: counted as unknown as Store,
    get busy() {
      return !quiet();
    },
    async idle() {
      for (let generation = 0; generation < maxGenerations; generation++) {
        await nextTurn();
        if (quiet()) {
          await nextTurn();
          if (quiet()) return;
        }
        // Waits on the calls themselves, never by spinning: a round trip may take a while on a loaded machine.
        await Promise.all([...inFlight]);
      }
    },
  };
}
