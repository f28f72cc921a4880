/**
 * Carries out the lifecycle (spec 3): after the 201, loads every resource file of an ingest, in
 * `fetch` mode by really GETting it (concurrency limits, timeout, size cap, hash check) or in `simulate`
 * mode by waiting a seeded random duration, then feeds each outcome to the pure transition function and
 * stores the result. It owns the timers and the I/O; `lifecycle.ts` owns the decisions.
 */
import { type MockConfig, outboundPolicy } from '../config.js';
import type { Clock, TimerHandle } from '../clock.js';
import { fetchLimited } from '../fetch/fetch-limited.js';
import type { Logger } from '../logging.js';
import type { IngestRow, Store } from '../store/types.js';
import type { Seam } from '../seam/seam.js';
import { type LifecycleEvent, transition } from './lifecycle.js';

export interface RunnerDeps {
  store: Store;
  clock: Clock;
  /** Injected fetch (tests); undefined: node:http / node:https. */
  fetch: typeof globalThis.fetch | undefined;
  config: Pick<MockConfig, 'resources' | 'allowHttpLoopback' | 'outbound'>;
  logger: Logger;
  /** The spec-exact lifecycle and file loading, or as a fault bends them; default the spec-exact ones. */
  seam?: Pick<Seam, 'transition' | 'loadResource'>;
  /** Called once when an ingest reaches `completed` or `failed`, inside the transaction that stores it. */
  onFinished?: (row: IngestRow) => void;
}

/**
 * A counting semaphore: the server-wide limit of files loading at once. Thousands of ingests may wait
 * for a slot, so the waiters are a queue read from a moving head (Array.shift would move them all at
 * every release).
 */
class Semaphore {
  private active = 0;
  private waiting: (() => void)[] = [];
  private head = 0;
  constructor(private readonly limit: number) {}

  async acquire(): Promise<void> {
    if (this.active < this.limit) {
      this.active++;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  release(): void {
    const next = this.next();
    if (next) next();
    else this.active--;
  }

  /** Lets every waiter through (on stop: they see the runner stopped and give their slot back). */
  drain(): void {
    for (let next = this.next(); next; next = this.next()) {
      this.active++;
      next();
    }
  }

  private next(): (() => void) | undefined {
    if (this.head === this.waiting.length) return undefined;
    const next = this.waiting[this.head++];
    // Drop the consumed part once it is most of the array.
    if (this.head > 1024 && this.head * 2 > this.waiting.length) {
      this.waiting = this.waiting.slice(this.head);
      this.head = 0;
    }
    return next;
  }
}

export class IngestRunner {
  private readonly slots: Semaphore;
  private readonly running = new Set<string>();
  /** Simulated waits in progress, by ingest: their timer and how to end them early (on stop). */
  private readonly timers = new Map<string, Map<TimerHandle, () => void>>();
  private readonly abort = new AbortController();
  private readonly inFlight = new Set<Promise<void>>();
  private stopped = false;

  constructor(private readonly deps: RunnerDeps) {
    this.slots = new Semaphore(deps.config.resources.concurrency);
  }

  /** Ingests currently loading. */
  get activeIngests(): number {
    return this.running.size;
  }

  /** Starts (or, after a restart, resumes) loading the files of a processing ingest. */
  start(ingestId: string): void {
    if (this.stopped || this.running.has(ingestId)) return;
    const row = this.deps.store.getIngest(ingestId);
    if (row?.status !== 'processing') return;
    this.running.add(ingestId);
    const pending = row.files.flatMap((f, i) => (f.status === 'pending' ? [i] : []));
    this.apply(ingestId, { type: 'tick', at: this.deps.clock.now() });
    if (pending.length === 0) {
      this.scheduleHold(ingestId);
      return;
    }
    const queue = [...pending];
    const workers = Math.min(this.deps.config.resources.perIngestConcurrency, queue.length);
    for (let w = 0; w < workers; w++) this.track(this.work(ingestId, queue));
  }

  /** Resumes every ingest still processing in the store: what a restart does. */
  resumeAll(): number {
    const rows = this.deps.store.listProcessingIngests();
    for (const row of rows) this.start(row.ingestId);
    return rows.length;
  }

  /** Stops taking work, aborts fetches in flight (their files stay pending and resume after a restart). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.abort.abort();
    this.slots.drain();
    for (const waits of this.timers.values()) {
      for (const [handle, end] of waits) {
        this.deps.clock.clearTimer(handle);
        end();
      }
    }
    this.timers.clear();
    await Promise.allSettled([...this.inFlight]);
  }

  private track(promise: Promise<void>): void {
    this.inFlight.add(promise);
    void promise.finally(() => this.inFlight.delete(promise));
  }

  /** Read through a method: `stopped` changes while a worker awaits, which narrowing cannot see. */
  private isStopped(): boolean {
    return this.stopped;
  }

  private async work(ingestId: string, queue: number[]): Promise<void> {
    for (let index = queue.shift(); index !== undefined && !this.isStopped(); index = queue.shift()) {
      await this.slots.acquire();
      if (this.isStopped()) {
        this.slots.release();
        return;
      }
      try {
        const event = await this.loadFile(ingestId, index);
        if (event && !this.isStopped()) this.apply(ingestId, event);
      } catch (error) {
        this.deps.logger.error({ err: error, ingestId, index }, 'resource file load crashed');
        if (!this.isStopped()) {
          this.apply(ingestId, { type: 'file-failed', index, at: this.deps.clock.now(), reason: 'internal error' });
        }
      } finally {
        this.slots.release();
      }
    }
  }

  private async loadFile(ingestId: string, index: number): Promise<LifecycleEvent | null> {
    const row = this.deps.store.getIngest(ingestId);
    const file = row?.files[index];
    if (!row || file?.status !== 'pending') return null;
    const { clock } = this.deps;
    if (!URL.canParse(file.uri)) {
      return { type: 'file-failed', index, at: clock.now(), reason: 'the location in the message is not a valid URL' };
    }
    const load = () => this.load(row, index);
    return this.deps.seam ? this.deps.seam.loadResource(row, index, load) : load();
  }

  /** Loads one file: a scenario's failure, a simulated wait, or a real GET. */
  private async load(row: IngestRow, index: number): Promise<LifecycleEvent | null> {
    const { clock, config } = this.deps;
    const ingestId = row.ingestId;
    const file = row.files[index];
    if (!file) return null;
    if (row.plan.failFileIndexes.includes(index)) {
      return { type: 'file-failed', index, at: clock.now(), reason: `failed by scenario ${row.plan.scenario}` };
    }
    if (config.resources.mode === 'simulate') {
      await this.wait(ingestId, row.plan.simulatedDurationsMs?.[index] ?? 0);
      return this.isStopped() ? null : { type: 'file-completed', index, at: clock.now() };
    }
    const outcome = await fetchLimited(file.uri, {
      ...(this.deps.fetch === undefined ? {} : { fetch: this.deps.fetch }),
      limits: config.resources,
      policy: outboundPolicy(config),
      ...(config.outbound.ca === null ? {} : { ca: config.outbound.ca }),
      label: 'resource file',
      consume: 'discard',
      ...(file.hashSum ? { hash: { algorithm: file.hashSum.algorithm, expected: file.hashSum.value } } : {}),
      signal: this.abort.signal,
    });
    if (this.isStopped()) return null;
    if (!outcome.ok && outcome.detail !== undefined) {
      // issue #13: the ingest's error does not say what is on the host; the operator's log does
      this.deps.logger.warn({ ingestId, index, kind: outcome.kind, detail: outcome.detail }, 'resource file fetch failed');
    }
    return outcome.ok
      ? { type: 'file-completed', index, at: clock.now() }
      : { type: 'file-failed', index, at: clock.now(), reason: outcome.message };
  }

  /** Waits `ms` of simulated time; resolves early when the runner stops. */
  private wait(ingestId: string, ms: number): Promise<void> {
    return new Promise((resolve) => {
      const waits = this.timers.get(ingestId) ?? new Map<TimerHandle, () => void>();
      this.timers.set(ingestId, waits);
      const handle = this.deps.clock.setTimer(ms, () => {
        waits.delete(handle);
        resolve();
      });
      waits.set(handle, resolve);
    });
  }

  /** Applies one event: transition, store, log; schedules the end of a hold; reports a terminal state. */
  private apply(ingestId: string, event: LifecycleEvent): void {
    const row = this.deps.store.getIngest(ingestId);
    if (!row) return;
    const result = (this.deps.seam?.transition ?? transition)(row, event);
    const { row: next, finished } = result;
    if (!result.changed) return;
    // The terminal state and its webhook event commit together (the outbox): neither without the other.
    this.deps.store.transaction(() => {
      this.deps.store.saveIngest(next);
      if (finished) this.deps.onFinished?.(next);
    });
    if (event.type !== 'tick') {
      const file = next.files[event.index];
      this.deps.logger.info(
        { ingestId, file: event.index, status: file?.status, ...(file?.failure ? { reason: file.failure } : {}) },
        'resource file loaded',
      );
    }
    if (finished) {
      this.finish(next);
      return;
    }
    if (!next.files.some((f) => f.status === 'pending')) this.scheduleHold(ingestId);
  }

  /** Every file was tried but a `slow` scenario holds the ingest: settle once the hold has passed. */
  private scheduleHold(ingestId: string): void {
    const row = this.deps.store.getIngest(ingestId);
    if (row?.status !== 'processing' || row.plan.holdUntil === null) return;
    const holdUntil = row.plan.holdUntil;
    // Store times are wall ms; the clock's timers take simulated ms (divided by its time scale).
    const delay = Math.max(0, holdUntil - this.deps.clock.now()) * this.deps.clock.timeScale;
    void this.wait(ingestId, delay).then(() => {
      // The timer may fire a hair before holdUntil by the wall clock: the hold is over when it fires.
      if (!this.stopped) this.apply(ingestId, { type: 'tick', at: Math.max(this.deps.clock.now(), holdUntil) });
    });
  }

  private finish(row: IngestRow): void {
    this.running.delete(row.ingestId);
    this.timers.delete(row.ingestId);
    const { ingestId, partnerId, status, error } = row;
    this.deps.logger.info({ ingestId, partnerId, status, ...(error ? { error: error.code } : {}) }, 'ingest state changed');
  }
}
