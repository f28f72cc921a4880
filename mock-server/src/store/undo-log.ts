/**
 * Transactions for the in-memory store, with the same outcome as SQLite's (transaction.ts): each write
 * made inside one records the function that takes it back, and a throw runs those functions, newest
 * first, back to where that transaction began. A nested call rolls back its own writes only, like a
 * SQLite savepoint; the log is dropped when the outermost call returns. Outside a transaction nothing
 * is recorded, so single writes cost no more than before.
 */
import { assertSynchronous } from './shared.js';

/** Takes one write back: puts back the value it replaced, or deletes what it inserted. */
export type Undo = () => void;

export interface UndoLog {
  /** Keeps `undo` when a transaction is open; outside one, a write is final. */
  record(undo: Undo): void;
  transaction<T>(fn: () => T): T;
}

export function createUndoLog(): UndoLog {
  const undos: Undo[] = [];
  let depth = 0;
  return {
    record(undo) {
      if (depth > 0) undos.push(undo);
    },

    transaction(fn) {
      const mark = undos.length;
      depth++;
      try {
        const result = fn();
        assertSynchronous(result);
        return result;
      } catch (error) {
        // Newest first: each undo finds the state its write left, as when that write returned.
        while (undos.length > mark) undos.pop()!();
        throw error;
      } finally {
        depth--;
        if (depth === 0) undos.length = 0;
      }
    },
  };
}
