/**
 * Spec 6.4: "A slow response causes a redelivery of an event that was in fact received". The redelivery finds the
 * event in progress; these are its waiting for the outcome and the lease renewal of the processing it waits for.
 */
import type { ClaimState, IdempotencyStore } from './idempotency.js';

/** What a waiting redelivery learns: the processing succeeded (`done`), failed or died (`released`), or is still running. */
export type Outcome = ClaimState;

/** Between two looks at the store (for a processing in another handler or process), ms. */
export const pollIntervalMs = 100;

export interface WaitOptions {
  store: IdempotencyStore;
  eventId: string;
  /** The processing of this handler, when it is the one in progress: its outcome, without asking the store. */
  local: Promise<Outcome> | undefined;
  /** When the redelivery arrived (`now()`), and how long it may wait from then. */
  arrivedAt: number;
  waitMs: number;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

/**
 * Waits until the event is no longer in progress or `waitMs` after the arrival, whichever is first, and returns
 * its state then. Bounded also in looks at the store, so a clock that stands still (a test's) cannot make it wait
 * for ever.
 */
export async function awaitOutcome(options: WaitOptions): Promise<Outcome> {
  const { store, eventId, local, arrivedAt, waitMs, now, sleep } = options;
  const maxLooks = Math.ceil(waitMs / pollIntervalMs) + 1;
  for (let look = 0; look < maxLooks; look++) {
    const remaining = waitMs - (now() - arrivedAt);
    if (remaining <= 0) break;
    const pause = sleep(Math.min(pollIntervalMs, remaining)).then(() => undefined);
    const settled = await (local ? Promise.race([local, pause]) : pause);
    if (settled !== undefined && settled !== 'in-progress') return settled;
    const state = await store.state(eventId);
    if (state !== 'in-progress') return state;
  }
  return store.state(eventId);
}

/**
 * Renews the lease every third of `leaseMs` until the returned stop is called; warns once when the claim was lost
 * (the event loop was blocked longer than the lease, or the store failed), since another delivery may then
 * process the event too.
 */
export function keepLease(
  store: IdempotencyStore,
  eventId: string,
  claim: { owner: string; leaseMs: number },
  warn: (message: string) => void,
): () => void {
  let warned = false;
  const lost = (why: string) => {
    if (warned) return;
    warned = true;
    warn(`The claim on ${eventId} could not be renewed (${why}): another delivery may process it too. Keep onEvent short `
      + '(store or queue the event and do slow work afterwards), or raise leaseMs.');
  };
  const timer = setInterval(() => {
    void (async () => {
      try {
        if (!await store.renew(eventId, claim)) lost('its lease had expired');
      } catch (error) {
        lost(error instanceof Error ? error.message : String(error));
      }
    })();
  }, Math.max(1, Math.floor(claim.leaseMs / 3)));
  return () => {
    clearInterval(timer);
  };
}
