/**
 * A thread of the ERN parse pool (parse-pool.ts): does each job it is sent (a parse, or the fetch and
 * parse of a create's xmlUrl) with the pool's own `runJob`, and answers with the outcome, which is plain
 * data. A job that throws (only a caller bug does) is answered with the error's message, never by dying.
 */
import { parentPort } from 'node:worker_threads';
import type { ParseAnswer, ParseJob } from './parse-jobs.js';

type RunJob = typeof import('./parse-jobs.js').runJob;

/**
 * The pool module. Compiled (dist/), it sits beside this file as .js. Run from source, this file and its
 * imports are TypeScript, which Node runs by stripping the types once source-imports.ts maps their `.js`
 * imports to `.ts`. The pool starts this thread without the parent's tsx loader: tsx would load esbuild and
 * a loader thread for each parse thread, tens of MB apiece.
 */
async function loadRunJob(): Promise<RunJob> {
  if (import.meta.url.endsWith('.ts')) await import(new URL('../source-imports.ts', import.meta.url).href);
  return (await import('./parse-jobs.js')).runJob;
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
