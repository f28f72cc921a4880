/**
 * Group commit: calls of one kind that come while units of that kind are on their way wait, and then go together, as
 * one unit for the whole batch (PostgreSQL: the few round trips of one unit, instead of a few per call; webhook
 * delivery makes two such units per attempt). Calls made in the same phase of the event loop start together; a call
 * that finds a free slot starts once that phase is over, in a batch of one, so that nothing waits when nothing else
 * is going on.
 *
 * Two calls with the same key never share a batch (the second waits for the next): a batch's unit reads what its
 * calls change once, so two changes of one row in one batch would each start from the same read.
 */

/** What a batch's unit says of each of its calls, in their order: a value, or the error that call rejects with. */
export type BatchOutcome<O> = { ok: true; value: O } | { ok: false; error: unknown };

/** What `fn` gives for one call of a batch, or what it throws: one call's failure kept to itself. */
export async function callOutcome<O>(fn: () => O | Promise<O>): Promise<BatchOutcome<O>> {
  try {
    return { ok: true, value: await fn() };
  } catch (error) {
    return { ok: false, error };
  }
}

export interface UnitBatchesOptions<I, O> {
  /** Runs one batch as one unit; a rejection rejects every call of the batch. */
  run(items: readonly I[]): Promise<BatchOutcome<O>[]>;
  /** The row a call changes: calls with one key go in different batches. */
  keyOf(item: I): string;
  /** Calls in one batch at most. */
  maxBatch: number;
  /** Batches on their way at once at most (each holds a connection of the PostgreSQL store's pool). */
  maxRunning: number;
  /**
   * Whether a batch whose unit rejected with `error` runs again one call per unit, so that only the call that causes
   * it fails (a bug of one change must not take the others of its batch with it). Default: never (the error is the
   * store's, and would strike each call alike).
   */
  alone?: (error: unknown) => boolean;
}

interface Waiting<I, O> {
  item: I;
  /** Runs in a batch of its own (its batch failed as a whole). */
  alone?: boolean;
  resolve(value: O): void;
  reject(error: unknown): void;
}

export class UnitBatches<I, O> {
  private waiting: Waiting<I, O>[] = [];
  private running = 0;
  private pumpQueued = false;
  private idleWaiters: (() => void)[] = [];

  constructor(private readonly options: UnitBatchesOptions<I, O>) {
    const atLeastOne = (n: number) => Number.isSafeInteger(n) && n >= 1;
    if (!atLeastOne(options.maxBatch) || !atLeastOne(options.maxRunning)) {
      throw new RangeError(`UnitBatches needs maxBatch and maxRunning of 1 or more: ${options.maxBatch}, ${options.maxRunning}`);
    }
  }

  /** Runs `item` in the next batch with room; resolves with what the batch's unit says of it. */
  submit(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.schedulePump();
    });
  }

  /**
   * The next batches start once this phase of the event loop is over (setImmediate): the calls of every timer due
   * at one instant, or of every read of one poll, go together. A batch that ends lets the loop turn before the next
   * starts, so that a store whose units run synchronously (SQLite) never keeps the server from its sockets for
   * longer than one batch: 5,000 ingests completing at one instant were 5,000 units of one call, and ~2 s without
   * a request answered or a webhook sent.
   */
  private schedulePump(): void {
    if (this.pumpQueued) return;
    this.pumpQueued = true;
    setImmediate(() => {
      this.pumpQueued = false;
      this.pump();
    });
  }

  /** Calls waiting for a batch. */
  get size(): number {
    return this.waiting.length;
  }

  /** A call waits, or a batch is queued or on its way. */
  get busy(): boolean {
    return this.pumpQueued || this.running > 0 || this.waiting.length > 0;
  }

  /** Resolves once no call waits and no batch is queued or on its way (a virtual clock's advance waits for it). */
  idle(): Promise<void> {
    if (!this.busy) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private wakeIdleWaiters(): void {
    if (this.busy || this.idleWaiters.length === 0) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  private pump(): void {
    while (this.running < this.options.maxRunning && this.waiting.length > 0) {
      const batch = this.take();
      this.running++;
      // A unit that throws at once rejects its batch like one that rejects later.
      void new Promise<BatchOutcome<O>[]>((resolve) => {
        resolve(this.options.run(batch.map((call) => call.item)));
      }).then((outcomes) => {
        batch.forEach((call, i) => {
          const outcome = outcomes[i];
          if (outcome === undefined) call.reject(new Error(`a batch's unit said nothing of call ${i + 1} of ${batch.length}`));
          else if (outcome.ok) call.resolve(outcome.value);
          else call.reject(outcome.error);
        });
      }, (error: unknown) => {
        if (batch.length > 1 && this.options.alone?.(error) === true) {
          // Again, one call per unit, ahead of the calls that came since.
          for (const call of batch) call.alone = true;
          this.waiting.unshift(...batch);
        } else {
          for (const call of batch) call.reject(error);
        }
      }).finally(() => {
        this.running--;
        if (this.waiting.length > 0) this.schedulePump();
        else this.wakeIdleWaiters();
      });
    }
  }

  /** The next batch: the waiting calls in order, up to maxBatch, a call whose key is in it already left for later. */
  private take(): Waiting<I, O>[] {
    const batch: Waiting<I, O>[] = [];
    const left: Waiting<I, O>[] = [];
    const keys = new Set<string>();
    let i = 0;
    for (; i < this.waiting.length && batch.length < this.options.maxBatch; i++) {
      const call = this.waiting[i]!;
      if (call.alone === true) {
        if (batch.length > 0) {
          left.push(call);
          continue;
        }
        batch.push(call);
        i++;
        break;
      }
      const key = this.options.keyOf(call.item);
      if (keys.has(key)) {
        left.push(call);
      } else {
        keys.add(key);
        batch.push(call);
      }
    }
    this.waiting = left.concat(this.waiting.slice(i));
    return batch;
  }
}
