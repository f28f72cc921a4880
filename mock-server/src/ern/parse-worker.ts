/**
 * A thread of the ERN parse pool (parse-pool.ts): parses each message it is sent with `parseErnMessage`
 * and answers with the result, which is plain data. A parse that throws (only a caller bug does) is
 * answered with the error's message, never by dying.
 */
import { parentPort } from 'node:worker_threads';
import type { ParseAnswer, ParseJob } from './parse-pool.js';

type Parse = typeof import('./parse-ern.js').parseErnMessage;

/**
 * The parser module. Compiled (dist/), it sits beside this file as .js. Run from source, this file is
 * TypeScript and its `.js` imports name `.ts` files: a process started with tsx passes its loader to this
 * thread, and otherwise (a test runner) the thread registers tsx itself.
 */
async function loadParser(): Promise<Parse> {
  try {
    return (await import('./parse-ern.js')).parseErnMessage;
  } catch (error) {
    if (!import.meta.url.endsWith('.ts')) throw error;
    const tsx = 'tsx/esm/api';
    const { register } = await import(tsx) as { register: () => unknown };
    register();
    return (await import('./parse-ern.js')).parseErnMessage;
  }
}

const port = parentPort;
if (!port) throw new Error('parse-worker.ts runs as a worker thread of the ERN parse pool');
const parse = await loadParser();
port.on('message', (job: ParseJob) => {
  let answer: ParseAnswer;
  try {
    answer = { id: job.id, result: parse(job.xml, { messageUrl: job.messageUrl }) };
  } catch (error) {
    answer = { id: job.id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(answer);
});
