import type { DatabaseSync } from 'node:sqlite';

/**
 * Runs `fn` in one write transaction: all of it is committed, or on a throw none of it is.
 * `BEGIN IMMEDIATE` takes the write lock up front, so a second process waits (busy_timeout) at the
 * start instead of failing half-way with SQLITE_BUSY.
 */
export function inTransaction<T>(db: DatabaseSync, fn: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = fn();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    try {
      db.exec('ROLLBACK');
    } catch {
      // SQLite already rolled back (it does on SQLITE_FULL, IOERR, BUSY…); the first error is the one to report.
      // (`db.isTransaction` would say so, but needs Node 22.16 and package.json allows 22.12.)
    }
    throw error;
  }
}
