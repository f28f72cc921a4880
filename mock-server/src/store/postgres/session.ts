/**
 * Where a store call's statements run: on the pool (each statement autocommitted on any free connection) or inside
 * a unit (`transaction(fn)`): one connection taken from the pool for the unit's length, `BEGIN` … `COMMIT`, or
 * `ROLLBACK` when `fn` rejects; a unit inside a unit is a `SAVEPOINT`, rolled back to on its own rejection. Units
 * nested in one unit run one after another (a savepoint is a point in one connection's sequence of statements). Every
 * failure that means "the database is away" leaves as a StoreUnavailableError (connection.ts).
 */
import type pg from 'pg';
import { asStoreError, isUnavailable } from './connection.js';

export interface Session {
  /** Inside a unit: reads of an ingest or an event lock the row (FOR UPDATE). */
  readonly inUnit: boolean;
  /** Runs one statement; `operation` names the store call in errors. */
  query<R extends pg.QueryResultRow = Record<string, unknown>>(
    operation: string, text: string, values?: unknown[],
  ): Promise<pg.QueryResult<R>>;
  /** Runs `fn` as a unit (a transaction, or a savepoint inside one). */
  unit<T>(operation: string, fn: (session: Session) => Promise<T>): Promise<T>;
  /** A row left processing or pending: retention may have something to drop, once the outermost unit commits. */
  finished(): Promise<void>;
}

export interface PoolSessionOptions {
  pool: pg.Pool;
  /** Throws the closed-store error for `operation` once the store is closed. */
  assertOpen: (operation: string) => void;
  /** Asks retention for a run (after a write, or a unit that finished a row, committed). */
  requestTrim: () => Promise<void>;
}

/** The store's own session: statements on the pool. */
export function poolSession(options: PoolSessionOptions): Session {
  const { pool, assertOpen } = options;
  return {
    inUnit: false,

    async query<R extends pg.QueryResultRow>(operation: string, text: string, values?: unknown[]) {
      assertOpen(operation);
      try {
        return await pool.query<R>(text, values);
      } catch (error) {
        throw asStoreError(operation, error);
      }
    },

    async unit<T>(operation: string, fn: (session: Session) => Promise<T>): Promise<T> {
      for (let attempt = 1; ; attempt++) {
        try {
          return await unitOnce(operation, fn);
        } catch (error) {
          // PostgreSQL chose this unit as a deadlock's victim (two units locking the same rows in opposite orders)
          // and rolled it back whole: it runs again, as the contract lets it (fn does no I/O but through tx).
          if (attempt >= UNIT_ATTEMPTS || !RETRIED_STATES.has((error as { code?: unknown }).code as string)) throw error;
        }
      }
    },

    finished() {
      return options.requestTrim();
    },
  };

  async function unitOnce<T>(operation: string, fn: (session: Session) => Promise<T>): Promise<T> {
    assertOpen(operation);
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      throw asStoreError(operation, error);
    }
    const root = { finished: false };
    let broken: Error | undefined;
    try {
      await run(client, operation, 'BEGIN');
      let result: T;
      try {
        result = await fn(unitSession(client, root, assertOpen));
        await run(client, operation, 'COMMIT');
      } catch (error) {
        if (!isUnavailable(error)) {
          await client.query('ROLLBACK').catch((rollback: unknown) => {
            broken = rollback as Error;
          });
        } else {
          broken = error as Error;
        }
        throw error;
      }
      if (root.finished) await options.requestTrim();
      return result;
    } catch (error) {
      throw asStoreError(operation, error);
    } finally {
      // A connection that failed is closed, not handed to the next caller.
      client.release(broken);
    }
  }
}

/** Runs of a unit at most, when PostgreSQL rolls it back as a deadlock's victim or a serialization failure. */
export const UNIT_ATTEMPTS = 3;
const RETRIED_STATES = new Set(['40P01', '40001']);

async function run(client: pg.PoolClient, operation: string, text: string): Promise<void> {
  try {
    await client.query(text);
  } catch (error) {
    throw asStoreError(operation, error);
  }
}

let savepoints = 0;

/** The session of a unit on `client`; `root.finished` says whether a row finished in it. */
function unitSession(client: pg.PoolClient, root: { finished: boolean }, assertOpen: (operation: string) => void): Session {
  // Nested units of this level, one after another.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    inUnit: true,

    async query<R extends pg.QueryResultRow>(operation: string, text: string, values?: unknown[]) {
      assertOpen(operation);
      try {
        return await client.query<R>(text, values);
      } catch (error) {
        throw asStoreError(operation, error);
      }
    },

    async unit<T>(operation: string, fn: (session: Session) => Promise<T>): Promise<T> {
      assertOpen(operation);
      const next = queue.catch(() => undefined).then(async () => {
        // Savepoint names are not parameters; a counter makes each one distinct and readable in a trace.
        const name = `nested_${++savepoints}`;
        await run(client, operation, `SAVEPOINT ${name}`);
        try {
          const result = await fn(unitSession(client, root, assertOpen));
          await run(client, operation, `RELEASE SAVEPOINT ${name}`);
          return result;
        } catch (error) {
          if (!isUnavailable(error)) {
            // ROLLBACK TO keeps the savepoint; it is released after the rollback too.
            await run(client, operation, `ROLLBACK TO SAVEPOINT ${name}`);
            await run(client, operation, `RELEASE SAVEPOINT ${name}`);
          }
          throw error;
        }
      });
      queue = next;
      return next;
    },

    finished() {
      root.finished = true;
      return Promise.resolve();
    },
  };
}
