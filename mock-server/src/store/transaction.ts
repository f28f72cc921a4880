import type { DatabaseSync } from 'node:sqlite';

/**
 * Runs `fn` in one write transaction: all of it is committed, or on a throw none of it is.
 * `BEGIN IMMEDIATE` takes the write lock up front, so a second process waits (busy_timeout) at the
 * start instead of failing half-way with SQLITE_BUSY.
 */
export function inTransaction<T>(db: DatabaseSync, fn: () => T): T {
  const units = sqliteUnits(db);
  units.begin();
  return commitOrRollBack(units, fn);
}

/** Units of work on one connection, opened and ended strictly nested (serial.ts runs one at a time). */
export interface SqliteUnits {
  /** How many units are open. */
  readonly depth: number;
  /** The outermost unit is a transaction (BEGIN IMMEDIATE); one inside it, a savepoint. */
  begin(): void;
  /** Ends the innermost unit, keeping its writes (only the outermost COMMIT makes them durable). A throw leaves it open. */
  commit(): void;
  /** Ends the innermost unit, taking back its writes only; never throws. */
  rollback(): void;
  /** Runs `fn` as a unit: inside an open one, a savepoint, so a throw takes back `fn`'s writes only. */
  run<T>(fn: () => T): T;
}

/**
 * The store's units: the outermost runs BEGIN IMMEDIATE … COMMIT; one inside it joins it as a savepoint. A nested
 * unit that ends well commits nothing yet (only the outermost COMMIT does); one that is rolled back takes back its
 * own writes only, so an outer function that catches the error goes on with a consistent state. SQLite cannot nest
 * BEGIN, hence the depth counter.
 */
export function sqliteUnits(db: DatabaseSync): SqliteUnits {
  let depth = 0;
  // Savepoint names are not parameters; the depth makes each one distinct and readable in a trace.
  const savepoint = (level: number): string => `nested_${level}`;
  const units: SqliteUnits = {
    get depth() {
      return depth;
    },
    begin() {
      db.exec(depth === 0 ? 'BEGIN IMMEDIATE' : `SAVEPOINT ${savepoint(depth + 1)}`);
      depth++;
    },
    commit() {
      db.exec(depth === 1 ? 'COMMIT' : `RELEASE ${savepoint(depth)}`);
      depth--;
    },
    rollback() {
      try {
        // ROLLBACK TO keeps the savepoint open, so it is released after the rollback too.
        db.exec(depth === 1 ? 'ROLLBACK' : `ROLLBACK TO ${savepoint(depth)}; RELEASE ${savepoint(depth)}`);
      } catch {
        // SQLite already rolled back (it does on SQLITE_FULL, IOERR, BUSY…); the first error is the one to report.
        // (`db.isTransaction` would say so, but needs Node 22.16 and package.json allows 22.12.)
      }
      depth--;
    },
    run(fn) {
      units.begin();
      return commitOrRollBack(units, fn);
    },
  };
  return units;
}

function commitOrRollBack<T>(units: SqliteUnits, fn: () => T): T {
  try {
    const result = fn();
    units.commit();
    return result;
  } catch (error) {
    units.rollback();
    throw error;
  }
}
