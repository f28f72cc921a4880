/**
 * The receiver's record of attempts: in arrival order, indexed by ingest and release, bounded in size,
 * with waiters that are woken by the request handler when an attempt arrives or is answered (no polling).
 */
import { ofOtherEventType, type RecordedAttempt } from './attempt.js';

/** Which attempts a question is about: those of one ingest, or those of one release. */
export type AttemptKey = { ingestId: string } | { releaseId: string };

interface Waiter {
  predicate: (attempts: RecordedAttempt[]) => boolean;
  resolve: (attempts: RecordedAttempt[]) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

export class AttemptLedger {
  private readonly attempts: RecordedAttempt[] = [];
  private readonly byKey = new Map<string, RecordedAttempt[]>();
  /**
   * Attempts of the ingest event ever seen per key, evicted ones included: what decides the n-th programmed
   * answer. Events of another type are recorded and listed but not numbered (spec 9: new types may come).
   */
  private readonly seen = new Map<string, number>();
  private readonly waiters = new Map<string, Set<Waiter>>();
  private nextSeq = 1;

  /** @param maxAttempts - Attempts kept; beyond it the oldest are forgotten (their count is kept). */
  constructor(private readonly maxAttempts: number) {}

  /** How many attempts of the ingest event for `key` arrived so far (other event types not counted). */
  countFor(key: AttemptKey): number {
    return this.seen.get(keyOf(key)) ?? 0;
  }

  /** Records an attempt, gives it the next `seq`, and wakes the waiters for its ingest and release. */
  record(attempt: Omit<RecordedAttempt, 'seq'>): RecordedAttempt {
    const recorded: RecordedAttempt = { seq: this.nextSeq, ...attempt };
    this.nextSeq += 1;
    this.attempts.push(recorded);
    const numbered = !ofOtherEventType(recorded.json);
    for (const key of keysOf(recorded)) {
      if (numbered) this.seen.set(key, (this.seen.get(key) ?? 0) + 1);
      const list = this.byKey.get(key);
      if (list === undefined) this.byKey.set(key, [recorded]);
      else list.push(recorded);
    }
    if (this.attempts.length > this.maxAttempts) this.evictOldest();
    this.changed(recorded);
    return recorded;
  }

  /** Wakes the waiters concerned after `attempt` changed (answered late, abandoned). */
  changed(attempt: RecordedAttempt): void {
    for (const key of keysOf(attempt)) {
      for (const waiter of this.waiters.get(key) ?? []) this.evaluate(key, waiter);
    }
  }

  /** Every attempt kept, or those of `key`, in arrival order (the records themselves, so `answered` stays current). */
  list(key?: AttemptKey): RecordedAttempt[] {
    return key === undefined ? [...this.attempts] : [...(this.byKey.get(keyOf(key)) ?? [])];
  }

  /** Resolves with the attempts of `key` as soon as `predicate` holds over them; rejects after `timeoutMs`. */
  waitFor(key: AttemptKey, predicate: (attempts: RecordedAttempt[]) => boolean, timeoutMs: number): Promise<RecordedAttempt[]> {
    return new Promise((resolve, reject) => {
      const text = keyOf(key);
      const waiter: Waiter = {
        predicate,
        resolve,
        reject,
        timer: setTimeout(() => {
          this.remove(text, waiter);
          reject(new Error(`waitFor(${describe(key)}): the condition did not hold within ${timeoutMs} ms; ${summary(this.list(key))}`));
        }, timeoutMs),
      };
      let set = this.waiters.get(text);
      if (set === undefined) {
        set = new Set();
        this.waiters.set(text, set);
      }
      set.add(waiter);
      this.evaluate(text, waiter);
    });
  }

  /** Rejects every pending waiter, e.g. when the receiver closes. */
  rejectWaiters(reason: string): void {
    for (const [key, set] of this.waiters) {
      for (const waiter of set) {
        this.remove(key, waiter);
        waiter.reject(new Error(reason));
      }
    }
  }

  private evaluate(key: string, waiter: Waiter): void {
    const attempts = [...(this.byKey.get(key) ?? [])];
    let holds: boolean;
    try {
      holds = waiter.predicate(attempts);
    } catch (error) {
      this.remove(key, waiter);
      waiter.reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (holds) {
      this.remove(key, waiter);
      waiter.resolve(attempts);
    }
  }

  private remove(key: string, waiter: Waiter): void {
    clearTimeout(waiter.timer);
    const set = this.waiters.get(key);
    set?.delete(waiter);
    if (set?.size === 0) this.waiters.delete(key);
  }

  private evictOldest(): void {
    const oldest = this.attempts.shift()!;
    for (const key of keysOf(oldest)) {
      // Attempts are appended in arrival order everywhere, so the oldest overall is first in its lists.
      const list = this.byKey.get(key)!;
      list.shift();
      if (list.length === 0) this.byKey.delete(key);
    }
  }
}

function keyOf(key: AttemptKey): string {
  return 'ingestId' in key ? `ingest:${key.ingestId}` : `release:${key.releaseId}`;
}

function keysOf(attempt: RecordedAttempt): string[] {
  const keys: string[] = [];
  if (attempt.ingestId !== null) keys.push(keyOf({ ingestId: attempt.ingestId }));
  if (attempt.releaseId !== null) keys.push(keyOf({ releaseId: attempt.releaseId }));
  return keys;
}

function describe(key: AttemptKey): string {
  return 'ingestId' in key ? `ingestId ${JSON.stringify(key.ingestId)}` : `releaseId ${JSON.stringify(key.releaseId)}`;
}

function summary(attempts: RecordedAttempt[]): string {
  if (attempts.length === 0) return 'no attempt arrived';
  const shown = attempts.slice(-10).map((attempt) => `#${attempt.seq} answered ${attempt.answered}`);
  return `${attempts.length} attempt(s) arrived (${attempts.length > 10 ? '…, ' : ''}${shown.join(', ')})`;
}
