/**
 * Transactions for the in-memory store, with the same outcome as SQLite's (transaction.ts): each write
 * made inside one records the function that takes it back, and a rollback runs those functions, newest
 * first, back to where that unit began. A nested unit rolls back its own writes only, like a SQLite
 * savepoint; the log is dropped when the outermost unit ends. Outside a unit nothing is recorded, so single
 * writes cost no more than before. Units open and end strictly nested (serial.ts runs one at a time).
 */

/** Takes one write back: puts back the value it replaced, or deletes what it inserted. */
export type Undo = () => void;

export interface UndoLog {
  /** Keeps `undo` when a unit is open; outside one, a write is final. */
  record(undo: Undo): void;
  /** How many units are open. */
  readonly depth: number;
  begin(): void;
  /** Ends the innermost unit, keeping its writes. */
  commit(): void;
  /** Ends the innermost unit, taking its writes back. */
  rollback(): void;
}

export function createUndoLog(): UndoLog {
  const undos: Undo[] = [];
  // Where each open unit began in `undos`, innermost last.
  const marks: number[] = [];
  return {
    record(undo) {
      if (marks.length > 0) undos.push(undo);
    },

    get depth() {
      return marks.length;
    },

    begin() {
      marks.push(undos.length);
    },

    commit() {
      marks.pop();
      if (marks.length === 0) undos.length = 0;
    },

    rollback() {
      const mark = marks.pop() ?? 0;
      // Newest first: each undo finds the state its write left, as when that write returned.
      while (undos.length > mark) undos.pop()!();
      if (marks.length === 0) undos.length = 0;
    },
  };
}
