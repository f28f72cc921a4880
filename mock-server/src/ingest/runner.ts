/**
 * Carries out the lifecycle (spec 3): after the 201, loads every resource file of an ingest, in
 * `fetch` mode by really GETting it (concurrency limits, timeout, size cap, hash check) or in `simulate`
 * mode by waiting a seeded random duration, then feeds each outcome to the pure transition function and
 * stores the result. It owns the timers and the I/O; `lifecycle.ts` owns the decisions.
 *
 * One piece: the runner's timers, workers, fair slots and leases act on one map of ingests being loaded; split, each
 * part would reach into the others' state.
 */
import { type MockConfig, outboundPolicy } from '../config.js';
import type { Clock, TimerHandle, VirtualClock } from '../clock.js';
import { fetchLimited } from '../fetch/fetch-limited.js';
import type { Logger } from '../logging.js';
import { batchTx } from '../store/batch-tx.js';
import type { FileOutcome, IndexedFile, IngestRow, LeaseRequest, Store, StoreOps } from '../store/types.js';
import type { Seam } from '../seam/seam.js';
import { isStoreUnavailable } from '../store/unavailable.js';
import { type BatchOutcome, callOutcome, UnitBatches } from '../store/unit-batches.js';
import { IngestEvents } from './events.js';
import { FairSlots } from './fair-slots.js';
import { type LifecycleEvent, pendingFiles, type Transition, transition } from './lifecycle.js';
import { failsByPlan } from './scenarios.js';

export interface RunnerDeps {
  store: Store;
  clock: Clock;
  /** Injected fetch (tests); undefined: node:http / node:https. */
  fetch: typeof globalThis.fetch | undefined;
  /** `ern.keepCoverBytes`: the largest front-cover file kept for the dashboard (absent: none kept). */
  config: Pick<MockConfig, 'resources' | 'allowHttpLoopback' | 'outbound'> & { ern?: Pick<MockConfig['ern'], 'keepCoverBytes'> };
  logger: Logger;
  /** The spec-exact lifecycle and file loading, or as a fault bends them; default the spec-exact ones. */
  seam?: Pick<Seam, 'transition' | 'loadResource'>;
  /**
   * Replicas share the store (PostgreSQL, issue #18): this replica loads the ingests it holds a lease on (those it
   * created, and those it claims every `pollMs` once another replica's lease has ended); the save that finishes one
   * lets go of it (Store.saveIngest). Absent: one process owns the store, and a start resumes every processing ingest.
   */
  replica?: { owner: string; lease: () => LeaseRequest; pollMs: number };
  /** Real ms before the loading of an ingest that the store failed is started again (default 1,000; tests: less). */
  resumeAfterFailureMs?: number;
}

/** Pending files read from the store at a time, per ingest (nextPendingFiles). */
const batchSize = 256;

/** An ingest being loaded: its partner (for the fair slots) and a cursor over its pending files. */
interface Loading {
  partnerId: string;
  /** The highest index handed to a worker so far (-1: none). */
  cursor: number;
  /** Files read from the store, not yet handed out, from `next` on. */
  batch: IndexedFile[];
  next: number;
  /** The store has no pending file above `cursor`. */
  exhausted: boolean;
  /** The read of the next batch, while one is on its way: the workers that run dry wait for the same one. */
  refill: Promise<void> | null;
}

/** Lifecycle events in one unit at most. */
const APPLY_BATCH = 128;

interface ApplyCall {
  ingestId: string;
  event: LifecycleEvent;
}

export class IngestRunner {
  /** The domain events it announces (events.ts): `ingest.finished` inside the transaction that stores it. */
  readonly events = new IngestEvents();
  private readonly slots: FairSlots;
  /** Lifecycle events waiting for their unit (store/unit-batches.ts): those that come together share it. */
  private readonly applying: UnitBatches<ApplyCall, Transition | null>;
  private readonly running = new Map<string, Loading>();
  /** Ingests whose start is reading the store: a second start of one of them does nothing. */
  private readonly starting = new Set<string>();
  /** Simulated waits in progress, by ingest: their timer and how to end them early (on stop). */
  private readonly timers = new Map<string, Map<TimerHandle, () => void>>();
  private readonly abort = new AbortController();
  private readonly inFlight = new Set<Promise<void>>();
  /** Ingests whose loading the store failed, waiting to be started again. */
  private readonly resuming = new Map<string, NodeJS.Timeout>();
  private stopped = false;
  private poll: NodeJS.Timeout | null = null;

  constructor(private readonly deps: RunnerDeps) {
    this.slots = new FairSlots(deps.config.resources.concurrency);
    this.applying = new UnitBatches({
      keyOf: (call) => call.ingestId,
      maxBatch: APPLY_BATCH,
      maxRunning: 1,
      // A change that fails (a listener's bug) fails alone; the database away fails them all.
      alone: (error) => !isStoreUnavailable(error),
      run: (calls) => this.applyAll(calls),
    });
    // A virtual clock's advance waits for the events its timers hand to the batches (a file loaded, a hold ended).
    if (deps.clock.kind === 'virtual') (deps.clock as VirtualClock).waitForIdle(this.applying);
  }

  /** Ingests currently loading. */
  get activeIngests(): number {
    return this.running.size;
  }

  /**
   * Starts (or, after a restart, resumes) loading the files of a processing ingest. When the store fails under it
   * (the database away), its loading stops once its workers have, and starts again a second later, from the files
   * still pending: an outage delays an ingest, never strands it (with replicas its lease stays this replica's, renewed).
   */
  start(ingestId: string): void {
    if (this.stopped || this.running.has(ingestId) || this.starting.has(ingestId)) return;
    this.starting.add(ingestId);
    const begun = this.begin(ingestId).catch((error: unknown) => {
      if (isStoreUnavailable(error)) this.resumeLater(ingestId, error);
      else {
        this.running.delete(ingestId);
        throw error;
      }
    });
    this.track(begun.finally(() => this.starting.delete(ingestId)), { ingestId });
  }

  private async begin(ingestId: string): Promise<void> {
    const row = await this.deps.store.getIngest(ingestId);
    if (row?.status !== 'processing' || this.isStopped()) return;
    const loading: Loading = { partnerId: row.partnerId, cursor: -1, batch: [], next: 0, exhausted: false, refill: null };
    this.running.set(ingestId, loading);
    await this.apply(ingestId, { type: 'tick', at: this.deps.clock.now() });
    const pending = pendingFiles(row);
    if (pending === 0) {
      await this.scheduleHold(ingestId);
      return;
    }
    const count = Math.min(this.deps.config.resources.perIngestConcurrency, pending);
    const workers = await Promise.allSettled(Array.from({ length: count }, () => this.work(ingestId, loading)));
    const failed = workers.find((worker) => worker.status === 'rejected');
    if (failed) throw failed.reason;
  }

  /** The loading of `ingestId` failed: it is forgotten, and started again later unless the runner stops meanwhile. */
  private resumeLater(ingestId: string, error: unknown): void {
    this.running.delete(ingestId);
    if (this.timers.get(ingestId)?.size === 0) this.timers.delete(ingestId);
    if (this.stopped || this.resuming.has(ingestId)) return;
    const delayMs = this.deps.resumeAfterFailureMs ?? 1_000;
    this.deps.logger.warn({ err: error, ingestId }, `ingest loading stopped; resuming in ${delayMs} ms`);
    const timer = setTimeout(() => {
      this.resuming.delete(ingestId);
      this.start(ingestId);
    }, delayMs);
    timer.unref();
    this.resuming.set(ingestId, timer);
  }

  /** The lease a new ingest is held under, when replicas share the store. */
  newIngestLease(): LeaseRequest | undefined {
    return this.deps.replica?.lease();
  }

  /**
   * Resumes every ingest still processing in the store: what a restart does. With replicas, only those nobody
   * holds (claimed for this replica), and again every `pollMs`: a dead replica's ingests are taken over once its
   * leases end. Resolves how many.
   */
  async resumeAll(): Promise<number> {
    const { replica } = this.deps;
    if (replica) {
      this.poll ??= setInterval(() => {
        void this.claimOrphans(replica).catch((error: unknown) => {
          this.deps.logger.warn({ err: error }, 'could not claim ingests; trying again');
        });
      }, replica.pollMs);
      this.poll.unref();
      return this.claimOrphans(replica);
    }
    const rows = await this.deps.store.listProcessingIngests();
    for (const row of rows) this.start(row.ingestId);
    return rows.length;
  }

  private async claimOrphans(replica: NonNullable<RunnerDeps['replica']>): Promise<number> {
    if (this.stopped) return 0;
    const rows = await this.deps.store.claimIngests(replica.lease(), 1_000);
    for (const row of rows) this.start(row.ingestId);
    return rows.length;
  }

  /** Stops taking work, aborts fetches in flight (their files stay pending and resume after a restart). */
  async stop(): Promise<void> {
    if (this.poll) clearInterval(this.poll);
    this.stopped = true;
    for (const timer of this.resuming.values()) clearTimeout(timer);
    this.resuming.clear();
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

  /** Keeps `promise` until it settles (stop waits for it); a rejection (the store failed) is logged, never unhandled. */
  private track(promise: Promise<void>, context: { ingestId: string }): void {
    const settled = promise.catch((error: unknown) => {
      this.deps.logger.error({ err: error, ...context }, 'ingest runner failed');
    });
    this.inFlight.add(settled);
    void settled.finally(() => this.inFlight.delete(settled));
  }

  /** Read through a method: `stopped` changes while a worker awaits, which narrowing cannot see. */
  private isStopped(): boolean {
    return this.stopped;
  }

  /** The next pending file of an ingest for a worker, read from the store a batch at a time. */
  private async take(ingestId: string, loading: Loading): Promise<IndexedFile | undefined> {
    while (loading.next === loading.batch.length) {
      if (loading.exhausted) return undefined;
      // One read for every worker that runs dry: each file is handed out once.
      loading.refill ??= this.refill(ingestId, loading).finally(() => {
        loading.refill = null;
      });
      await loading.refill;
    }
    return loading.batch[loading.next++];
  }

  private async refill(ingestId: string, loading: Loading): Promise<void> {
    const batch = await this.deps.store.nextPendingFiles(ingestId, loading.cursor, batchSize);
    Object.assign(loading, { batch, next: 0, exhausted: batch.length < batchSize, cursor: batch.at(-1)?.index ?? loading.cursor });
  }

  private async work(ingestId: string, loading: Loading): Promise<void> {
    for (let taken = await this.take(ingestId, loading); taken && !this.isStopped(); taken = await this.take(ingestId, loading)) {
      const { index, file } = taken;
      await this.slots.acquire(loading.partnerId, ingestId);
      if (this.isStopped()) {
        this.slots.release();
        return;
      }
      try {
        const event = await this.loadFile(ingestId, taken);
        if (event && !this.isStopped()) await this.apply(ingestId, event);
      } catch (error) {
        // The database away is not the file's fault: the loading stops and resumes (start), the file still pending.
        if (isStoreUnavailable(error)) throw error;
        this.deps.logger.error({ err: error, ingestId, index }, 'resource file load crashed');
        if (!this.isStopped()) {
          await this.apply(ingestId, { type: 'file-failed', index, at: this.deps.clock.now(), reason: 'internal error', uri: file.uri });
        }
      } finally {
        this.slots.release();
      }
    }
  }

  private async loadFile(ingestId: string, { index, file }: IndexedFile): Promise<LifecycleEvent | null> {
    const row = await this.deps.store.getIngest(ingestId);
    if (row?.status !== 'processing') return null;
    const { clock } = this.deps;
    if (!URL.canParse(file.uri)) {
      return { type: 'file-failed', index, at: clock.now(), reason: 'the location in the message is not a valid URL', uri: file.uri };
    }
    const load = () => this.load(row, { index, file });
    return this.deps.seam ? this.deps.seam.loadResource(row, index, load) : load();
  }

  /** Loads one file: a scenario's failure, a simulated wait, or a real GET. */
  private async load(row: IngestRow, { index, file }: IndexedFile): Promise<LifecycleEvent | null> {
    const { clock, config } = this.deps;
    const ingestId = row.ingestId;
    if (failsByPlan(row.plan, index, row.resources.total)) {
      return { type: 'file-failed', index, at: clock.now(), reason: `failed by scenario ${row.plan.scenario}`, uri: file.uri };
    }
    if (config.resources.mode === 'simulate') {
      await this.waitUntil(ingestId, clock.now() + clock.fromSimulated(file.simulatedDurationMs ?? 0));
      return this.isStopped() ? null : { type: 'file-completed', index, at: clock.now() };
    }
    const keepsCover = await this.keepsCover(row, file.resourceReference);
    const outcome = await fetchLimited(file.uri, {
      ...(this.deps.fetch === undefined ? {} : { fetch: this.deps.fetch }),
      limits: config.resources,
      policy: outboundPolicy(config),
      ...(config.outbound.ca === null ? {} : { ca: config.outbound.ca }),
      label: 'resource file',
      consume: 'discard',
      ...(keepsCover ? { keepUpToBytes: config.ern?.keepCoverBytes ?? 0 } : {}),
      ...(file.hashSum ? { hash: { algorithm: file.hashSum.algorithm, expected: file.hashSum.value } } : {}),
      signal: this.abort.signal,
    });
    if (this.isStopped()) return null;
    if (!outcome.ok && outcome.detail !== undefined) {
      // issue #13: the ingest's error does not say what is on the host; the operator's log does
      this.deps.logger.warn({ ingestId, index, kind: outcome.kind, detail: outcome.detail }, 'resource file fetch failed');
    }
    // Kept before the outcome is applied: once the ingest is terminal, its cover is there to show.
    if (keepsCover && outcome.ok && outcome.body !== undefined) await this.deps.store.saveIngestBlob(ingestId, 'cover', outcome.body);
    return outcome.ok
      ? { type: 'file-completed', index, at: clock.now() }
      : { type: 'file-failed', index, at: clock.now(), reason: outcome.message, uri: file.uri };
  }

  /** A file of the release's front cover, while none of its files is kept yet (issue #16: the dashboard shows it). */
  private async keepsCover(row: IngestRow, resourceReference: string | undefined): Promise<boolean> {
    return resourceReference !== undefined && resourceReference === row.coverResourceReference
      && (this.deps.config.ern?.keepCoverBytes ?? 0) > 0
      && (await this.deps.store.ingestBlobSizes(row.ingestId)).cover === undefined;
  }

  /** Waits until the clock reaches store time `atMs`; resolves early when the runner stops. */
  private waitUntil(ingestId: string, atMs: number): Promise<void> {
    return new Promise((resolve) => {
      const waits = this.timers.get(ingestId) ?? new Map<TimerHandle, () => void>();
      this.timers.set(ingestId, waits);
      const handle = this.deps.clock.setTimerAt(atMs, () => {
        waits.delete(handle);
        resolve();
      });
      waits.set(handle, resolve);
    });
  }

  /**
   * Applies one event: the transition (counters in, next state out), the file's outcome (one file row), the ingest (a
   * few hundred bytes), and on a terminal state its webhook event, in one unit. The work is the same for the first file
   * of 200,000 as for the last. The read, the decision and the save are one unit, so two workers of one ingest never
   * both count from the same counters. Events that come together share their unit (a burst of holds ending at one
   * instant: one unit for many ingests, never two events of one ingest in one).
   */
  private async apply(ingestId: string, event: LifecycleEvent): Promise<void> {
    const applied = await this.applying.submit({ ingestId, event });
    if (!applied) return;
    const { row: next, finished } = applied;
    if (event.type !== 'tick') {
      this.deps.logger.info(
        {
          ingestId,
          file: event.index,
          status: event.type === 'file-completed' ? 'completed' : 'failed',
          ...(event.type === 'file-failed' ? { reason: event.reason } : {}),
        },
        'resource file loaded',
      );
    }
    if (finished) {
      this.finish(next);
      return;
    }
    if (pendingFiles(next) === 0) await this.scheduleHold(ingestId);
  }

  /** A batch of events as one unit: the ingests read at once, each event applied, the rows saved at once. */
  private async applyAll(calls: readonly ApplyCall[]): Promise<BatchOutcome<Transition | null>[]> {
    let afterCommit: (() => void)[] = [];
    const outcomes = await this.deps.store.transaction(async (tx) => {
      // A unit run again (PostgreSQL: a deadlock's victim) starts from nothing.
      afterCommit = [];
      const rows = await tx.getIngests(calls.map((call) => call.ingestId));
      const saved: Transition[] = [];
      const results: BatchOutcome<Transition | null>[] = [];
      for (const { ingestId, event } of calls) {
        const result = await callOutcome(() => this.transitionOf(tx, rows.get(ingestId), event));
        results.push(result);
        if (result.ok && result.value !== null) saved.push(result.value);
      }
      if (saved.length > 0) await tx.saveIngests(saved.map((result) => result.row));
      // The terminal state and its webhook event commit together (the outbox): neither without the other.
      // One event per finished ingest is the usual: their ids taken at once where unused ones may be gone.
      const finished = saved.filter((result) => result.finished).length;
      const batch = batchTx(tx, this.deps.store.sequenceGaps ? { ahead: { webhookEvent: finished } } : {});
      for (const result of saved) {
        if (result.finished) await this.events.emit('ingest.finished', result.row, { tx: batch.tx, afterCommit: (fn) => afterCommit.push(fn) });
      }
      await batch.flush();
      return results;
    });
    for (const fn of afterCommit) fn();
    return outcomes;
  }

  /** The transition `event` makes of `row` (null: none), its file's outcome recorded through `tx`. */
  private async transitionOf(tx: StoreOps, row: IngestRow | undefined, event: LifecycleEvent): Promise<Transition | null> {
    if (!row) return null;
    const result = (this.deps.seam?.transition ?? transition)(row, event);
    if (!result.changed) return null;
    // An outcome is recorded once: a second one for the same file changes nothing (the store refuses it).
    if (event.type !== 'tick' && !(await tx.recordFileOutcome(row.ingestId, event.index, outcomeOf(event)))) return null;
    return result;
  }

  /** Every file was tried but a `slow` scenario holds the ingest: settle once the hold has passed. */
  private async scheduleHold(ingestId: string): Promise<void> {
    const row = await this.deps.store.getIngest(ingestId);
    if (row?.status !== 'processing' || row.plan.holdUntil === null) return;
    const holdUntil = row.plan.holdUntil;
    this.track(this.waitUntil(ingestId, holdUntil).then(async () => {
      // The timer may fire a hair before holdUntil by the wall clock: the hold is over when it fires.
      if (!this.stopped) await this.apply(ingestId, { type: 'tick', at: Math.max(this.deps.clock.now(), holdUntil) });
    }).catch((error: unknown) => {
      if (isStoreUnavailable(error)) this.resumeLater(ingestId, error);
      else throw error;
    }), { ingestId });
  }

  /** The ingest is finished: its claim (replicas) went with the save that finished it (Store.saveIngest). */
  private finish(row: IngestRow): void {
    this.running.delete(row.ingestId);
    this.timers.delete(row.ingestId);
    const { ingestId, partnerId, status, error } = row;
    this.deps.logger.info({ ingestId, partnerId, status, ...(error ? { error: error.code } : {}) }, 'ingest state changed');
  }
}

function outcomeOf(event: Exclude<LifecycleEvent, { type: 'tick' }>): FileOutcome {
  return event.type === 'file-completed' ? { status: 'completed' } : { status: 'failed', failure: event.reason };
}
