/**
 * The first SIGINT or SIGTERM, for the commands that run until stopped (`mock`, `listen`, `proxy`). Call it before
 * printing the line that says the command is up: a supervisor may send SIGTERM as soon as it reads that line, and a
 * signal without a listener ends a Node process at once, without its reports or the store's close. The promise
 * settles once: a second signal of the other name (SIGINT, then SIGTERM) finds the other listener and stops nothing
 * twice; the same signal again finds none, so a second Ctrl-C still ends a shutdown that hangs.
 */
import { once } from 'node:events';

export function firstStopSignal(): Promise<'SIGINT' | 'SIGTERM'> {
  return Promise.race((['SIGINT', 'SIGTERM'] as const).map(async (signal) => {
    await once(process, signal);
    return signal;
  }));
}
