/**
 * Address probing (issue #17): every failure to reach a host answers the same words (failures.ts, unreachable), but
 * not at the same speed. Measured on loopback through a create: a port nothing listens on answered its 422 in a
 * median 66 ms, a port that accepts then closes or resets in 10 ms, one that answers something other than HTTP in
 * 5 ms: enough to tell which ports are open. So a create that fails that way answers no sooner than
 * {@link UNREACHABLE_MIN_MS} after its fetch started. A host that never answers still takes the fetch's timeout:
 * that one is told apart by time whatever is done, short of making every failure wait the whole timeout.
 */

/** The least time between the start of a fetch and the answer of its unreachable failure (real ms). */
export const UNREACHABLE_MIN_MS = 300;

/** Real time for the padding; injected in tests. */
export interface PadTimer {
  /** Monotonic ms. */
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const realPadTimer: PadTimer = {
  now: () => performance.now(),
  sleep: (ms) => new Promise((resolve) => {
    setTimeout(resolve, ms);
  }),
};

/** Resolves `minMs` after `startedAt` (at once when that has passed). */
export async function padFrom(startedAt: number, timer: PadTimer = realPadTimer, minMs = UNREACHABLE_MIN_MS): Promise<void> {
  const left = startedAt + minMs - timer.now();
  if (left > 0) await timer.sleep(left);
}
