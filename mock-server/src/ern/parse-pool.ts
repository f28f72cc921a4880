/**
 * Where ERN messages are parsed: on worker threads, so that a create's parse (about half a millisecond
 * for a 75 KB message) runs beside the event loop that answers requests, fetches and delivers webhooks,
 * instead of on it. `threads: 0` parses on the calling thread. Small messages are parsed there too:
 * below `inlineBelowBytes` the round trip to a thread costs more than the parse.
 *
 * The result is the same wherever a message is parsed (parseErnMessage is pure and its result is plain
 * data). A thread that dies (it should not: a parse returns rejections as values) costs no request: its
 * messages in flight are parsed on the calling thread, and a new thread takes its place.
 */
import { Worker } from 'node:worker_threads';
import { parseErnMessage } from './parse-ern.js';
import type { ErnParseResult } from './types.js';

/** Sent to a thread. */
export interface ParseJob {
  id: number;
  xml: Uint8Array;
  messageUrl: string;
}

/** Sent back: the result, or the message of what the parse threw. */
export type ParseAnswer = { id: number; result: ErnParseResult } | { id: number; error: string };

export interface ErnParser {
  /** Threads parsing; 0 when every message is parsed on the calling thread. */
  readonly threads: number;
  /**
   * Parses `xml` (see parseErnMessage); a thread parses a copy, so `xml` is left as it was.
   * @throws TypeError when `messageUrl` is not an absolute URL, as parseErnMessage does.
   */
  parse(xml: Uint8Array, messageUrl: string): Promise<ErnParseResult>;
  /** Waits for the parses in flight, then ends the threads. */
  close(): Promise<void>;
}

/** What the pool needs of a thread: a Worker, or a stand-in in tests. */
export interface ParseThread {
  postMessage(job: ParseJob): void;
  on(event: 'message', listener: (answer: ParseAnswer) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'exit', listener: (code: number) => void): unknown;
  terminate(): Promise<number>;
  unref(): void;
}

export interface ParsePoolOptions {
  /** Worker threads; 0 parses on the calling thread. */
  threads: number;
  /** Messages smaller than this many bytes are parsed on the calling thread (default 16 KiB). */
  inlineBelowBytes?: number;
  /** Starts a thread; a Worker running parse-worker.ts unless a test says otherwise. */
  spawn?: () => ParseThread;
}

export const DEFAULT_INLINE_BELOW_BYTES = 16 * 1024;

function spawnWorker(): ParseThread {
  const extension = import.meta.url.endsWith('.ts') ? '.ts' : '.js';
  return new Worker(new URL(`./parse-worker${extension}`, import.meta.url));
}

interface Pending {
  job: ParseJob;
  resolve: (result: ErnParseResult) => void;
  reject: (error: Error) => void;
}

interface Slot {
  thread: ParseThread;
  pending: Map<number, Pending>;
}

export function createErnParsePool(options: ParsePoolOptions): ErnParser {
  const { threads } = options;
  if (!Number.isSafeInteger(threads) || threads < 0) throw new RangeError('createErnParsePool: threads must be an integer >= 0');
  const inlineBelow = options.inlineBelowBytes ?? DEFAULT_INLINE_BELOW_BYTES;
  const spawn = options.spawn ?? spawnWorker;
  const slots: Slot[] = [];
  let nextId = 1;
  let closed = false;

  const inline = (job: ParseJob): Promise<ErnParseResult> => {
    try {
      return Promise.resolve(parseErnMessage(job.xml, { messageUrl: job.messageUrl }));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  };

  const settle = (slot: Slot, answer: ParseAnswer): void => {
    const pending = slot.pending.get(answer.id);
    if (!pending) return;
    slot.pending.delete(answer.id);
    if ('result' in answer) pending.resolve(answer.result);
    else pending.reject(new TypeError(answer.error));
  };

  /** A dead thread: its jobs are parsed here, and (unless closing) a new thread takes its place. */
  const replace = (slot: Slot): void => {
    const index = slots.indexOf(slot);
    if (index === -1) return;
    const orphans = [...slot.pending.values()];
    slot.pending.clear();
    void slot.thread.terminate();
    if (closed) slots.splice(index, 1);
    else slots[index] = start();
    for (const { job, resolve, reject } of orphans) inline(job).then(resolve, reject);
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
    // A forgotten close() must not keep the process alive; a job in flight is awaited by its request.
    slot.thread.unref();
    return slot;
  }

  for (let i = 0; i < threads; i++) slots.push(start());

  const leastBusy = (): Slot | undefined => {
    let best: Slot | undefined;
    for (const slot of slots) if (!best || slot.pending.size < best.pending.size) best = slot;
    return best;
  };

  // Every parse handed to a thread, until it settles: close() waits for them.
  const inFlight = new Set<Promise<unknown>>();

  return {
    threads,
    parse(xml, messageUrl) {
      const job: ParseJob = { id: nextId++, xml, messageUrl };
      const slot = closed || xml.byteLength < inlineBelow ? undefined : leastBusy();
      if (!slot) return inline(job);
      const parsed = new Promise<ErnParseResult>((resolve, reject) => {
        slot.pending.set(job.id, { job, resolve, reject });
        // The thread gets a copy (structured clone: a memory copy, a few microseconds for 75 KB), not the
        // buffer itself: the bytes stay here, to be parsed here should the thread die.
        try {
          slot.thread.postMessage(job);
        } catch {
          slot.pending.delete(job.id);
          inline(job).then(resolve, reject);
        }
      });
      const forget = (): void => {
        inFlight.delete(parsed);
      };
      inFlight.add(parsed);
      parsed.then(forget, forget);
      return parsed;
    },
    async close() {
      closed = true;
      await Promise.allSettled([...inFlight]);
      await Promise.all(slots.splice(0).map((slot) => slot.thread.terminate()));
    },
  };
}
