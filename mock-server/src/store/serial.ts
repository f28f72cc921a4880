/**
 * The asynchronous {@link Store} over a synchronous engine: how the memory and SQLite stores, whose every call
 * answers at once, keep the interface's promises and its transactions (types.ts StoreOps.transaction) when callers
 * await between calls. One rule, one implementation: both stores are this wrapper around their engine.
 *
 * With async functions, two flows interleave at every await, so the store runs ONE unit at a time. A scope (the
 * store, or a unit's `tx`) is busy while a unit opened on it is open; every call made on a busy scope by another
 * flow waits, in order of arrival, until that unit ends: a write outside never lands inside another flow's open
 * unit (its SQLite transaction, its undo log), where a rollback would take it back, and a read outside never sees
 * a write that may still be taken back. A call on an idle scope runs at once and resolves at once.
 *
 * A unit's function must call `tx`, not the store: the store waits for the unit, which waits for the function.
 * Such a call, recognised by the async context it runs in (AsyncLocalStorage), rejects with a TypeError that
 * says so, instead of hanging. A unit on `tx` is a savepoint, and the same rule nests: while it is open, calls on
 * the outer `tx` from other branches of the function wait for it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { StoreOps } from './types.js';

type OpName = Exclude<keyof StoreOps, 'transaction'>;

/** The operations of {@link StoreOps}, answered synchronously (what a call resolves with, or a throw). */
export type SyncStoreOps = {
  [K in OpName]: (...args: Parameters<StoreOps[K]>) => Awaited<ReturnType<StoreOps[K]>>;
};

/** A store's synchronous core, as {@link serialStore} drives it. */
export interface StoreEngine {
  readonly ops: SyncStoreOps;
  /** Opens a unit: a transaction when none is open, else a savepoint inside the innermost one. */
  begin(): void;
  /** Ends the innermost unit, keeping its writes (COMMIT when it is the outermost). */
  commit(): void;
  /** Ends the innermost unit, taking its writes back. Never throws: the first error is the one to report. */
  rollback(): void;
  /** Frees the engine; called once, when no unit is open. */
  close(): void;
  /** The error a call on the closed store rejects with. */
  closedError(method: string): Error;
}

/** A store, or a unit's `tx`: where calls run, or wait while a unit opened on it is open. */
class Scope {
  /** The unit opened on this scope, while it is open: its own scope (its `tx`). */
  child: Scope | null = null;
  /** Work waiting for `child` to end, in order of arrival. */
  readonly waiting: (() => void)[] = [];
  open = true;

  constructor(readonly parent: Scope | null) {}
}

/** The scope of the unit the current async flow runs in, if any. */
const units = new AsyncLocalStorage<Scope>();

const resolvedVoid: Promise<void> = Promise.resolve();

/** What the engine threw, as a rejection, unchanged. */
function rejected(error: unknown): Promise<never> {
  // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- passed on as the engine threw it
  return Promise.reject(error);
}

/** A value as a settled promise; undefined answers share one. */
function resolved<T>(value: T): Promise<T> {
  return value === undefined ? resolvedVoid as Promise<T> : Promise.resolve(value);
}

/** The scope's open unit is the current flow's own (or one of its ancestors'): waiting for it would never end. */
function insideOpenChild(scope: Scope): boolean {
  for (let current = units.getStore(); current !== undefined; current = current.parent ?? undefined) {
    if (current === scope.child) return true;
  }
  return false;
}

function misuse(method: string): TypeError {
  return new TypeError(
    `${method}() was called on the store (or an outer tx) inside a transaction it would wait for: `
    + 'inside transaction((tx) => …), make every read and write through tx',
  );
}

/** The store the interface promises, over `engine`; `kind` is the Store's. */
export function serialStore<K extends 'memory' | 'sqlite'>(kind: K, engine: StoreEngine): {
  store: StoreOps & { readonly kind: K; readonly sequenceGaps: false; close(): Promise<void> };
  /** Runs `fn` like a call outside any unit (waits for the open one): the SQLite store's retention trim. */
  exclusive: (fn: () => void) => Promise<void>;
} {
  const root = new Scope(null);
  const { ops } = engine;

  function closedError(scope: Scope, method: string): Error {
    return scope.parent === null
      ? engine.closedError(method)
      : new TypeError(`${method}() was called on a tx whose transaction has ended; use the tx only inside its transaction's function`);
  }

  /** Lets waiting work run, in order, until a unit opens again. */
  function drain(scope: Scope): void {
    while (scope.child === null && scope.waiting.length > 0) scope.waiting.shift()!();
  }

  /** Runs `run` now when `scope` is idle, else once its open unit ends; the promise follows. */
  function whenIdle<T>(scope: Scope, method: string, run: () => Promise<T>): Promise<T> {
    if (!scope.open) return Promise.reject(closedError(scope, method));
    if (scope.child === null) return run();
    if (insideOpenChild(scope)) return Promise.reject(misuse(method));
    return new Promise<T>((resolve, reject) => {
      scope.waiting.push(() => {
        if (!scope.open) reject(closedError(scope, method));
        else run().then(resolve, reject);
      });
    });
  }

  function call(scope: Scope, name: OpName, args: unknown[]): Promise<unknown> {
    // The common case first: an idle scope answers at once, with no closure and no queue.
    if (scope.child === null && scope.open) {
      try {
        return resolved((ops[name] as (...a: unknown[]) => unknown)(...args));
      } catch (error) {
        return rejected(error);
      }
    }
    return whenIdle(scope, name, () => call(scope, name, args));
  }

  async function runUnit<T>(scope: Scope, unit: Scope, fn: (tx: StoreOps) => Promise<T>): Promise<T> {
    let outcome: { ok: true; value: T } | { ok: false; error: unknown };
    try {
      outcome = { ok: true, value: await units.run(unit, () => fn(opsOf(unit))) };
    } catch (error) {
      outcome = { ok: false, error };
    }
    // A nested unit the function started and did not await is inside this one: it ends first.
    while (unit.child !== null) await new Promise<void>((resolve) => unit.waiting.push(resolve));
    unit.open = false;
    // Calls still waiting on the ended tx (made and not awaited) reject as calls on an ended tx.
    drain(unit);
    try {
      if (!outcome.ok) {
        engine.rollback();
        throw outcome.error;
      }
      try {
        engine.commit();
      } catch (error) {
        engine.rollback();
        throw error;
      }
      return outcome.value;
    } finally {
      scope.child = null;
      drain(scope);
    }
  }

  function transaction<T>(scope: Scope, fn: (tx: StoreOps) => Promise<T>): Promise<T> {
    return whenIdle(scope, 'transaction', () => {
      try {
        engine.begin();
      } catch (error) {
        return rejected(error);
      }
      const unit = new Scope(scope);
      scope.child = unit;
      return runUnit(scope, unit, fn);
    });
  }

  const names = Object.keys(ops) as OpName[];
  // Every `tx` has the same keys in the same order: a copy of this template gets them in one step, with the object
  // layout V8 keeps for it, where adding ~45 keys one by one made each unit's `tx` a slow dictionary (issue #18: the
  // SQLite store's deliveries/s had dropped to 0.81-0.95x with a `tx` built per unit). Only the closures are new.
  const template = Object.fromEntries([...names, 'transaction'].map((name) => [name, null])) as Record<keyof StoreOps, unknown>;
  function opsOf(scope: Scope): StoreOps {
    const bound = { ...template };
    bound.transaction = <T>(fn: (tx: StoreOps) => Promise<T>) => transaction(scope, fn);
    for (const name of names) {
      bound[name] = (...args: unknown[]) => call(scope, name, args);
    }
    return bound as StoreOps;
  }

  let closing: Promise<void> | undefined;
  const store = Object.assign(opsOf(root), {
    kind,
    // One unit at a time, whose rollback undoes its counters too (the engines' undo log, SQLite's transaction).
    sequenceGaps: false as const,
    close(): Promise<void> {
      // Idempotent, like closing a file twice in a shutdown path; everything else rejects once closed.
      closing ??= whenIdle(root, 'close', async () => {
        root.open = false;
        engine.close();
      });
      return closing;
    },
  });
  return {
    store,
    exclusive: (fn) => whenIdle(root, 'trim', async () => {
      fn();
    }),
  };
}
