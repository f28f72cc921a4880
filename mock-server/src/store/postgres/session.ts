/**
 * Where a store call's statements run: on the pool (each statement autocommitted on any free connection) or inside
 * a unit (`transaction(fn)`): one connection taken from the pool for the unit's length, `BEGIN` … `COMMIT`, or
 * `ROLLBACK` when `fn` rejects; a unit inside a unit is a `SAVEPOINT`, rolled back to on its own rejection. Units
 * nested in one unit run one after another (a savepoint is a point in one connection's sequence of statements). Every
 * failure that means "the database is away" leaves as a StoreUnavailableError (connection.ts).
 *
 * One piece: the pool's session and a unit's share the rules of which call waits for which unit (Scope); split, each
 * would reach into the other's scopes.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';
import { asStoreError, hearBreaks, isUnavailable } from './connection.js';

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
  /** Throws the closed-store error for `operation` once the store is closed (a batch call with nothing to write). */
  assertOpen(operation: string): void;
}

export interface PoolSessionOptions {
  pool: pg.Pool;
  /** The pool's size: calls beyond it wait here, in order (see {@link gate}). */
  size: number;
  /** Throws the closed-store error for `operation` once the store is closed. */
  assertOpen: (operation: string) => void;
  /** Asks retention for a run (after a write, or a unit that finished a row, committed). */
  requestTrim: () => Promise<void>;
}

/**
 * A unit, or the store itself (`parent` null): its nested unit while one is open (`child`), and the calls of other
 * branches waiting for that one to end. The async flow of each unit's function carries its scope (`units`), so that
 * a call that would wait for its own unit (made on the store, or an outer tx, from inside) is refused at once, as the
 * memory and SQLite stores refuse it (store/serial.ts), instead of waiting on a row lock until the statement timeout.
 */
class Scope {
  child: Scope | null = null;
  readonly waiting: (() => void)[] = [];
  open = true;

  constructor(readonly parent: Scope | null, readonly store: object) {}
}

const units = new AsyncLocalStorage<Scope>();

function misuse(method: string): TypeError {
  return new TypeError(
    `${method}() was called on the store (or an outer tx) inside a transaction it would wait for: `
    + 'inside transaction((tx) => …), make every read and write through tx',
  );
}

function endedTx(method: string): TypeError {
  return new TypeError(`${method}() was called on a tx whose transaction has ended; use the tx only inside its transaction's function`);
}

/** Whether the current flow runs inside `scope`'s open nested unit (or deeper): waiting for it would never end. */
function insideOpenChild(scope: Scope): boolean {
  for (let current = units.getStore(); current !== undefined; current = current.parent ?? undefined) {
    if (current === scope.child) return true;
  }
  return false;
}

/** Resolves once `scope` has no open nested unit; rejects for a call that would wait for its own unit. */
function whenIdle(scope: Scope, method: string): Promise<void> | null {
  if (!scope.open) throw endedTx(method);
  if (scope.child === null) return null;
  if (insideOpenChild(scope)) throw misuse(method);
  return new Promise<void>((resolve, reject) => {
    scope.waiting.push(() => {
      if (scope.open) resolve();
      else reject(endedTx(method));
    });
  });
}

/** Lets waiting calls run, in order, until a nested unit opens again. */
function drain(scope: Scope): void {
  while (scope.child === null && scope.waiting.length > 0) scope.waiting.shift()!();
}

/** Runs `fn` as `unit`'s function, then waits for any nested unit it started and did not await, and closes `unit`. */
async function runFunction<T>(unit: Scope, fn: () => Promise<T>): Promise<T> {
  let outcome: { ok: true; value: T } | { ok: false; error: unknown };
  try {
    outcome = { ok: true, value: await units.run(unit, fn) };
  } catch (error) {
    outcome = { ok: false, error };
  }
  while (unit.child !== null) await new Promise<void>((resolve) => unit.waiting.push(resolve));
  unit.open = false;
  // Calls still waiting on the ended tx (made and not awaited) reject as calls on an ended tx.
  drain(unit);
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}

/**
 * At most `size` calls at once, the others waiting in order. node-postgres's pool counts the wait for a free
 * connection in its connect timeout, so that a burst of calls beyond the pool's size would fail as "database
 * unavailable" after 2 s while the database is fine; behind this gate, the pool only ever waits for a connection
 * that is being opened. (A database that stops answering holds each call for its statement timeout at most.)
 */
function gate(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function through<T>(fn: () => Promise<T>): Promise<T> {
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await fn();
    } finally {
      // The slot passes to the next in line, or frees.
      const next = waiting.shift();
      if (next === undefined) running--;
      else next();
    }
  };
}

/** The store's own session: statements on the pool. */
export function poolSession(options: PoolSessionOptions): Session {
  const { pool, assertOpen } = options;
  const identity = {};
  const through = gate(options.size);

  /** A call on the store from inside one of its own units would wait for that unit (on a row lock): refused. */
  function assertOutsideUnits(operation: string): void {
    assertOpen(operation);
    if (units.getStore()?.store === identity) throw misuse(operation);
  }

  const session: Session = {
    inUnit: false,

    async query<R extends pg.QueryResultRow>(operation: string, text: string, values?: unknown[]) {
      assertOutsideUnits(operation);
      try {
        return await through(() => pool.query<R>(prepared(text, values)));
      } catch (error) {
        throw asStoreError(operation, error);
      }
    },

    async unit<T>(operation: string, fn: (session: Session) => Promise<T>): Promise<T> {
      assertOutsideUnits(operation);
      for (let attempt = 1; ; attempt++) {
        try {
          return await through(() => unitOnce(operation, fn));
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
    assertOpen,
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
    const breakHeard = hearBreaks(client);
    try {
      await run(client, operation, 'BEGIN');
      let result: T;
      try {
        const scope = new Scope(null, identity);
        result = await runFunction(scope, () => fn(unitSession(client, scope, root, assertOpen)));
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
      const heard = breakHeard();
      // A connection that failed is closed, not handed to the next caller.
      client.release(broken ?? heard);
    }
  }
  return session;
}

/** The name each statement text is prepared under (the store's statements are a fixed, small set). */
const statementNames = new Map<string, string>();

/**
 * A statement with parameters as a named one: each connection parses and plans it once, then only binds and runs it
 * (what a burst of webhook attempts repeats thousands of times). One without parameters may hold several statements
 * (a reset), which only the simple protocol runs: sent as it is.
 */
function prepared(text: string, values: unknown[] | undefined): pg.QueryConfig {
  if (values === undefined) return { text };
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `pik_${statementNames.size + 1}`;
    statementNames.set(text, name);
  }
  return { name, text, values };
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

/**
 * The session of a unit on `client` at `scope`; `root.finished` says whether a row finished in the outermost unit.
 * While a nested unit is open, calls on this level from other branches of the function wait for it to end.
 */
function unitSession(
  client: pg.PoolClient,
  scope: Scope,
  root: { finished: boolean },
  assertOpen: (operation: string) => void,
): Session {
  return {
    inUnit: true,

    async query<R extends pg.QueryResultRow>(operation: string, text: string, values?: unknown[]) {
      assertOpen(operation);
      const wait = whenIdle(scope, operation);
      if (wait !== null) await wait;
      try {
        return await client.query<R>(prepared(text, values));
      } catch (error) {
        throw asStoreError(operation, error);
      }
    },

    async unit<T>(operation: string, fn: (session: Session) => Promise<T>): Promise<T> {
      assertOpen(operation);
      const wait = whenIdle(scope, operation);
      if (wait !== null) await wait;
      const child = new Scope(scope, scope.store);
      scope.child = child;
      try {
        // Savepoint names are not parameters; a counter makes each one distinct and readable in a trace.
        const name = `nested_${++savepoints}`;
        await run(client, operation, `SAVEPOINT ${name}`);
        try {
          const result = await runFunction(child, () => fn(unitSession(client, child, root, assertOpen)));
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
      } finally {
        child.open = false;
        scope.child = null;
        drain(scope);
      }
    },

    finished() {
      root.finished = true;
      return Promise.resolve();
    },
    assertOpen,
  };
}
