/**
 * A thread of the ERN parse pool (parse-pool.ts): does each job it is sent (a parse, or the fetch and
 * parse of a create's xmlUrl) with the pool's own `runJob`, and answers with the outcome, which is plain
 * data. A job that throws (only a caller bug does) is answered with the error's message, never by dying.
 */
import { parentPort } from 'node:worker_threads';
import type { ParseAnswer, ParseJob } from './parse-pool.js';

type RunJob = typeof import('./parse-pool.js').runJob;

/**
 * The pool module. Compiled (dist/), it sits beside this file as .js. Run from source, this file is
 * TypeScript and its `.js` imports name `.ts` files: a process started with tsx passes its loader to this
 * thread, and otherwise (a test runner) the thread registers tsx itself.
 */
async function loadRunJob(): Promise<RunJob> {
  try {
    return (await import('./parse-pool.js')).runJob;
  } catch (error) {
    if (!import.meta.url.endsWith('.ts')) throw error;
    const tsx = 'tsx/esm/api';
    const { register } = await import(tsx) as { register: () => unknown };
    register();
    return (await import('./parse-pool.js')).runJob;
  }
}

const port = parentPort;
if (!port) throw new Error('parse-worker.ts runs as a worker thread of the ERN parse pool');
const runJob = await loadRunJob();
port.on('message', (job: ParseJob) => {
  const answer = (value: ParseAnswer): void => {
    port.postMessage(value);
  };
  runJob(job).then(
    (value) => {
      answer({ id: job.id, value });
    },
    (error: unknown) => {
      answer({ id: job.id, error: error instanceof Error ? error.message : String(error) });
    },
  );
});
