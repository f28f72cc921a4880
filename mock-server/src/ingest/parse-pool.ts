/**
 * Where the ERN message of a create is fetched and parsed: on worker threads, so that this work (for a
 * 75 KB message, about half a millisecond to fetch and as much to parse) runs beside the event loop that
 * answers requests, loads files and delivers webhooks, instead of on it. `threads: 0` does it all on the
 * calling thread.
 *
 * - `load(xmlUrl)` fetches (fetchLimited: URL policy on every hop, timeout, size cap, redirects) and
 *   parses. With an injected `fetch` (tests), the fetch runs on the calling thread with it, since a
 *   function cannot be sent to a thread, and only the parse goes to a thread.
 * - `parse(bytes)` parses; messages below `inlineBelowBytes` are parsed on the calling thread, where the
 *   round trip to a thread would cost more than the parse.
 *
 * The outcome is the same wherever the work runs: the thread runs the same functions, and their results
 * are plain data. Failures are values, so a thread dies only when a parse passes its memory (`heapMb`, derived
 * from xml.maxBytes): a hostile message must not take the process down with it (issue #29). Its jobs in flight
 * are then done again one at a time, each alone on a thread of its own (thread-death.ts): the one that dies again
 * there ends as `XML_TOO_COSTLY`, the others as they would have. No job ever moves to the calling thread.
 *
 * With a `bufferBudgetBytes`, the XML bytes of every load in flight (fetching, buffered, parsing) count
 * against it (xml-budget.ts): a load that finds no room, or whose body stops fitting, ends with a 'busy'
 * failure instead of holding more. A load's bytes are given back when it settles, also when its thread died.
 */
import { Worker } from 'node:worker_threads';
import { fetchFailure } from '../fetch/failures.js';
import type { ErnParseResult } from '../ern/types.js';
import { defaultXmlStructureLimits, type XmlStructureLimits } from '../xml/limits.js';
import { type JobValue, loadXml, type ParseAnswer, type ParseJob, type ParseThread, runJob, type XmlFetchSettings, type XmlLoadOutcome } from './parse-jobs.js';
import type { CheckedMessage, PreflightSettings } from './preflight-job.js';
import { type PendingJob, Quarantine } from './thread-death.js';
import { XmlBudget } from './xml-budget.js';
import { DEFAULT_BUSY_RETRY_AFTER_SECONDS } from './xml-drain.js';

export { type JobValue, type ParseAnswer, type ParseJob, type ParseThread, runJob, type XmlFetchSettings, type XmlLoadOutcome } from './parse-jobs.js';

export interface ErnParser {
  /** Threads it runs at most (each started when work first needs it); 0 when everything runs on the calling thread. */
  readonly threads: number;
  /** Fetches `xmlUrl` within `settings` and parses the message. Never rejects for bad input or network trouble. */
  load(xmlUrl: string, settings: XmlFetchSettings): Promise<XmlLoadOutcome>;
  /**
   * Parses `xml` (see parseErnMessage); a thread parses a copy, so `xml` is left as it was.
   * @throws TypeError when `messageUrl` is not an absolute URL, as parseErnMessage does.
   */
  parse(xml: Uint8Array, messageUrl: string): Promise<ErnParseResult>;
  /**
   * Parses `xml` and, when it is accepted and `preflight` is given, preflights it where it was parsed (preflight-job.ts):
   * `ingest-kit validate` runs its messages this way, so that one too costly to read ends as XML_TOO_COSTLY.
   */
  check(xml: Uint8Array, messageUrl: string, preflight: PreflightSettings | undefined): Promise<CheckedMessage>;
  /** XML bytes held now by loads in flight (fetching, buffered, parsing); 0 without a budget. */
  readonly heldBytes: number;
  /** The Retry-After (s) of a load refused as busy: the bytes held at the measured drain rate (xml-drain.ts). */
  busyRetryAfterSeconds(): number;
  /** Waits for the jobs in flight, then ends the threads. */
  close(): Promise<void>;
}

export interface ParsePoolOptions {
  /** Worker threads at most, each started when work first needs it; 0 does everything on the calling thread. */
  threads: number;
  /** Messages smaller than this many bytes are parsed on the calling thread by `parse` (default 16 KiB). */
  inlineBelowBytes?: number;
  /** The fetch of `load`, when injected (tests); then `load` fetches on the calling thread with it. */
  fetch?: typeof globalThis.fetch;
  /** Starts a thread; a Worker running parse-worker.ts with `heapMb` unless a test says otherwise. */
  spawn?: () => ParseThread;
  /** Most XML bytes held at once by loads (config `xml.bufferBudget`); without it, no limit. */
  bufferBudgetBytes?: number;
  /** Monotonic ms for the budget's drain rate (default performance.now); injected in tests. */
  now?: () => number;
  /** The old generation of each parse thread, in MB (default {@link parseThreadHeapMb} of 64 MiB): past it, the parse is stopped. */
  heapMb?: number;
  /** Limits of a message's structure (config xml.limits; default their defaults). */
  limits?: XmlStructureLimits;
}

export const DEFAULT_INLINE_BELOW_BYTES = 16 * 1024;

/**
 * The young generation of a parse thread, in MB. A parse allocates much and keeps little; a small young
 * generation stays in the CPU's caches. Measured with the creates of `npm run bench` on 2 cores: about
 * 1,150-1,400 creates/s with 8 MB against 950-990/s with V8's default, and a lower peak RSS.
 */
export const PARSE_THREAD_YOUNG_GENERATION_MB = 8;

/**
 * The old generation of a parse thread for messages of at most `maxXmlBytes` (config xml.maxBytes): room for the
 * bytes, their text (two bytes a character at worst), the kept tree and the findings. Measured: the 22 MB message of
 * `npm run bench` peaks near 8 times its size. 64 MiB gives 1,088 MB; no less than 256 MB.
 */
export function parseThreadHeapMb(maxXmlBytes: number): number {
  return Math.max(256, Math.ceil((16 * maxXmlBytes) / 1024 ** 2) + 64);
}

/**
 * A parse thread, as the pool starts it. Run from source, it gets no loader flags from this process
 * (parse-worker.ts imports ../source-imports.ts to resolve its imports), so the modules it loads must be
 * erasable TypeScript: no parameter properties, no enums.
 */
export function spawnParseThread(heapMb = parseThreadHeapMb(64 * 1024 ** 2)): Worker {
  const fromSource = import.meta.url.endsWith('.ts');
  const resourceLimits = { maxYoungGenerationSizeMb: PARSE_THREAD_YOUNG_GENERATION_MB, maxOldGenerationSizeMb: heapMb };
  return new Worker(new URL(`./parse-worker${fromSource ? '.ts' : '.js'}`, import.meta.url), {
    resourceLimits,
    ...(fromSource ? { execArgv: [] } : {}),
  });
}

interface Slot {
  thread: ParseThread;
  pending: Map<number, PendingJob>;
}

export function createErnParsePool(options: ParsePoolOptions): ErnParser {
  const { threads } = options;
  if (!Number.isSafeInteger(threads) || threads < 0) throw new RangeError('createErnParsePool: threads must be an integer >= 0');
  const inlineBelow = options.inlineBelowBytes ?? DEFAULT_INLINE_BELOW_BYTES;
  const heapMb = options.heapMb ?? parseThreadHeapMb(64 * 1024 ** 2);
  const limits = options.limits ?? defaultXmlStructureLimits;
  const spawn = options.spawn ?? (() => spawnParseThread(heapMb));
  const quarantine = new Quarantine(spawn, heapMb);
  const budget = options.bufferBudgetBytes === undefined ? undefined : new XmlBudget(options.bufferBudgetBytes, options.now);
  const slots: Slot[] = [];
  let nextId = 1;
  let closed = false;

  /** A job on the calling thread. */
  const inline = async (job: ParseJob): Promise<JobValue> => runJob(job, options.fetch);

  const settle = (slot: Slot, answer: ParseAnswer): void => {
    const pending = slot.pending.get(answer.id);
    if (!pending) return;
    slot.pending.delete(answer.id);
    if (slot.pending.size === 0) slot.thread.unref();
    if ('value' in answer) pending.resolve(answer.value);
    else pending.reject(new TypeError(answer.error));
  };

  /** A dead thread: its jobs go to the quarantine, and the next job that needs a thread starts a new one (leastBusy). */
  const replace = (slot: Slot): void => {
    const index = slots.indexOf(slot);
    if (index === -1) return;
    const orphans = [...slot.pending.values()];
    slot.pending.clear();
    // What a dead thread reserved is given back; the job reserves again where it runs now.
    for (const { job } of orphans) if (job.kind === 'load' && job.settings.budget) budget?.release(job.settings.budget);
    void slot.thread.terminate();
    slots.splice(index, 1);
    quarantine.add(orphans);
  };

  function start(): Slot {
    const slot: Slot = { thread: spawn(), pending: new Map() };
    slot.thread.on('message', (answer) => {
      settle(slot, answer);
    });
    slot.thread.on('error', () => {
      replace(slot);
    });
    slot.thread.on('exit', () => {
      replace(slot);
    });
    // A forgotten close() must not keep the process alive; a job in flight keeps it (onThread), as a command awaits it.
    slot.thread.unref();
    return slot;
  }

  // The least busy thread, or a new one while fewer than `threads` run and each has work: a thread costs ~50-100 ms
  // of CPU to start, which a mock that parses nothing large (most tests, a sandbox of lookups) then never pays.
  const leastBusy = (): Slot | undefined => {
    let best: Slot | undefined;
    for (const slot of slots) if (!best || slot.pending.size < best.pending.size) best = slot;
    if (slots.length < threads && (best === undefined || best.pending.size > 0)) {
      best = start();
      slots.push(best);
    }
    return best;
  };

  // Every job handed to a thread, until it settles: close() waits for them.
  const inFlight = new Set<Promise<unknown>>();

  const onThread = (job: ParseJob, slot: Slot): Promise<JobValue> => {
    const done = new Promise<JobValue>((resolve, reject) => {
      slot.pending.set(job.id, { job, resolve, reject });
      slot.thread.ref();
      // The thread gets a copy of the job (structured clone: for a parse, a memory copy of the bytes, a few
      // microseconds for 75 KB), so the job stays here, to be done here should the thread die.
      try {
        slot.thread.postMessage(job);
      } catch {
        slot.pending.delete(job.id);
        if (slot.pending.size === 0) slot.thread.unref();
        inline(job).then(resolve, reject);
      }
    });
    const forget = (): void => {
      inFlight.delete(done);
    };
    inFlight.add(done);
    done.then(forget, forget);
    return done;
  };

  const parse = (xml: Uint8Array, messageUrl: string): Promise<ErnParseResult> => {
    const job: ParseJob = { id: nextId++, limits, kind: 'parse', xml, messageUrl };
    const slot = closed || xml.byteLength < inlineBelow ? undefined : leastBusy();
    return (slot ? onThread(job, slot) : inline(job)) as Promise<ErnParseResult>;
  };

  /** A parse, and the preflight when asked for: on a thread unless the message is small. */
  const check = (xml: Uint8Array, messageUrl: string, preflight: PreflightSettings | undefined): Promise<CheckedMessage> => {
    if (preflight === undefined) return parse(xml, messageUrl).then((parsed) => ({ parsed }));
    const job: ParseJob = { id: nextId++, limits, kind: 'check', xml, messageUrl, preflight };
    const slot = closed || xml.byteLength < inlineBelow ? undefined : leastBusy();
    return (slot ? onThread(job, slot) : inline(job)) as Promise<CheckedMessage>;
  };

  const loadWithin = (xmlUrl: string, settings: XmlFetchSettings): Promise<XmlLoadOutcome> => {
    // An injected fetch stays on this thread; the parse (and preflight) may still go to one.
    if (options.fetch) return loadXml(xmlUrl, settings, options.fetch, (xml, messageUrl) => check(xml, messageUrl, settings.preflight));
    const job: ParseJob = { id: nextId++, limits, kind: 'load', xmlUrl, settings };
    const slot = closed ? undefined : leastBusy();
    return (slot ? onThread(job, slot) : inline(job)) as Promise<XmlLoadOutcome>;
  };

  return {
    threads,
    parse,
    check,
    get heldBytes() {
      return budget?.heldBytes ?? 0;
    },
    busyRetryAfterSeconds() {
      return budget?.retryAfterSeconds() ?? DEFAULT_BUSY_RETRY_AFTER_SECONDS;
    },
    async load(xmlUrl, settings) {
      if (budget === undefined) return loadWithin(xmlUrl, settings);
      if (!budget.hasRoom()) return { ok: false, failure: fetchFailure('busy', `xmlUrl: not fetched, the budget of ${budget.limitBytes} bytes held at once is spent`) };
      const share = budget.share();
      try {
        return await loadWithin(xmlUrl, { ...settings, budget: share });
      } finally {
        budget.release(share);
      }
    },
    async close() {
      closed = true;
      await Promise.allSettled([...inFlight]);
      await Promise.all(slots.splice(0).map((slot) => slot.thread.terminate()));
    },
  };
}
