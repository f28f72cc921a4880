/**
 * What becomes of the jobs of a parse thread that died (parse-pool.ts). Failures are values, so a thread dies only
 * when a parse passes the memory the thread has (or, never seen, when the thread itself breaks): one message among
 * its jobs in flight was too costly, and which one is not known. Each of them is done again, one at a time, alone on
 * a fresh thread: the one that runs out of memory again there ends as `XML_TOO_COSTLY`, the others as they would
 * have; one whose thread dies any other way is rejected, an error of ours (a 500), never blamed on the message.
 * Nothing moves to the calling thread, whose death would be every partner's (issue #29).
 */
import { reject } from '../ern/types.js';
import type { JobValue, ParseAnswer, ParseJob, ParseThread } from './parse-jobs.js';

/** A job handed to a thread, with the promise it settles. */
export interface PendingJob {
  job: ParseJob;
  resolve: (value: JobValue) => void;
  reject: (error: Error) => void;
}

/** Whether a thread's error is its heap running out (resourceLimits), the one death a message is to blame for. */
export function outOfMemory(error: Error): boolean {
  return (error as { code?: unknown }).code === 'ERR_WORKER_OUT_OF_MEMORY';
}

/** A job's value when the parse had to be stopped: the message is refused as too costly, whatever the job. */
export function tooCostly(job: ParseJob, heapMb: number): JobValue {
  const parsed = reject(
    'XML_TOO_COSTLY',
    `Reading the message took more than the ${heapMb} MB that one parse may use (set from xml.maxBytes), so it was `
    + 'stopped. A message of this size needs far less: look for structure nested or repeated without end, and send '
    + 'the release as DDEX lays it out',
  );
  if (job.kind === 'parse') return parsed;
  if (job.kind === 'check') return { parsed };
  return { ok: true, parsed };
}

/** The jobs of dead threads, each done again alone on a thread of its own, one after the other. */
export class Quarantine {
  private readonly queue: PendingJob[] = [];
  private running = false;
  private readonly spawn: () => ParseThread;
  private readonly heapMb: number;

  constructor(spawn: () => ParseThread, heapMb: number) {
    this.spawn = spawn;
    this.heapMb = heapMb;
  }

  /** The jobs a thread had in flight when it died. */
  add(orphans: readonly PendingJob[]): void {
    this.queue.push(...orphans);
    this.next();
  }

  private next(): void {
    if (this.running) return;
    const suspect = this.queue.shift();
    if (suspect === undefined) return;
    this.running = true;
    let thread: ParseThread;
    try {
      thread = this.spawn();
    } catch (error) {
      this.running = false;
      suspect.reject(error instanceof Error ? error : new Error(String(error)));
      this.next();
      return;
    }
    let settled = false;
    const settle = (outcome: () => void): void => {
      if (settled) return;
      settled = true;
      void thread.terminate();
      outcome();
      this.running = false;
      this.next();
    };
    thread.on('message', (answer: ParseAnswer) => {
      if (answer.id !== suspect.job.id) return;
      settle(() => {
        if ('value' in answer) suspect.resolve(answer.value);
        else suspect.reject(new TypeError(answer.error));
      });
    });
    // Out of memory again, alone: this message is the one. Any other death (a thread that cannot start) is ours.
    thread.on('error', (error: Error) => {
      settle(() => {
        if (outOfMemory(error)) suspect.resolve(tooCostly(suspect.job, this.heapMb));
        else suspect.reject(new Error(`a parse thread failed: ${error.message}`));
      });
    });
    thread.on('exit', (code: number) => {
      settle(() => {
        suspect.reject(new Error(`a parse thread exited with code ${code} before it answered`));
      });
    });
    // Not unref'd: the thread lives for this one job, which someone awaits, and is ended once it settles.
    thread.postMessage(suspect.job);
  }
}
