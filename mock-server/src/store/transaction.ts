import type { DatabaseSync } from 'node:sqlite';

/**
 * Runs `fn` in one write transaction: all of it is committed, or on a throw none of it is.
 * `BEGIN IMMEDIATE` takes the write lock up front, so a second process waits (busy_timeout) at the
 * start instead of failing half-way with SQLITE_BUSY.
 */
export function inTransaction<T>(db: DatabaseSync, fn: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  return commitOrRollBack(db, fn, 'COMMIT', 'ROLLBACK');
}

/**
 * A store's `transaction()`: the outermost call runs {@link inTransaction}; a call inside it joins it
 * as a savepoint. A nested call that returns commits nothing yet (only the outermost COMMIT does); one
 * that throws takes back its own writes only, so an outer function that catches the error goes on
 * with a consistent state. SQLite cannot nest BEGIN, hence the depth counter.
 */
export function nestedTransactions(db: DatabaseSync): <T>(fn: () => T) => T {
  let depth = 0;
  return function transaction<T>(fn: () => T): T {
    depth++;
    try {
      if (depth === 1) return inTransaction(db, fn);
      // Savepoint names are not parameters; the depth makes each one distinct and readable in a trace.
      const name = `nested_${depth}`;
      db.exec(`SAVEPOINT ${name}`);
      // ROLLBACK TO keeps the savepoint open, so it is released after the rollback too.
      return commitOrRollBack(db, fn, `RELEASE ${name}`, `ROLLBACK TO ${name}; RELEASE ${name}`);
    } finally {
      depth--;
    }
  };
}

function commitOrRollBack<T>(db: DatabaseSync, fn: () => T, commit: string, rollBack: string): T {
  try {
    const result = fn();
    db.exec(commit);
    return result;
  } catch (error) {
    try {
      db.exec(rollBack);
    } catch {
      // SQLite already rolled back (it does on SQLITE_FULL, IOERR, BUSY…); the first error is the one to report.
      // (`db.isTransaction` would say so, but needs Node 22.16 and package.json allows 22.12.)
    }
    throw error;
  }
}
