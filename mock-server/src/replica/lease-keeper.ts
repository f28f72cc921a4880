/**
 * Keeps this replica's leases alive (issue #18): every third of the lease, one `renewLeases` extends everything the
 * replica still holds (a slow webhook attempt, a long file, an ingest being loaded), so nothing is taken over while
 * its holder is alive. Wall-clock time, never the virtual clock: a lease is about a live process. A renewal that
 * fails (the database away) is logged and tried again at the next beat; the leases end only if the outage outlasts
 * them, and then the work is taken over, which is what a lease is for.
 */
import type { Logger } from '../logging.js';
import type { StoreOps } from '../store/types.js';

export interface LeaseKeeperDeps {
  store: Pick<StoreOps, 'renewLeases' | 'releaseLeases'>;
  owner: string;
  leaseMs: number;
  /** Wall-clock ms since the epoch. */
  wallNow: () => number;
  logger: Logger;
  /** Timers, for tests; default setInterval / clearInterval. */
  every?: (ms: number, fn: () => void) => { stop(): void };
}

export class LeaseKeeper {
  private beat: { stop(): void } | null = null;
  private renewing: Promise<void> = Promise.resolve();
  private failing = false;

  constructor(private readonly deps: LeaseKeeperDeps) {}

  /** The lease a claim asks for now. */
  lease(): { owner: string; now: number; leaseMs: number } {
    return { owner: this.deps.owner, now: this.deps.wallNow(), leaseMs: this.deps.leaseMs };
  }

  start(): void {
    if (this.beat) return;
    const every = this.deps.every ?? defaultEvery;
    this.beat = every(Math.max(50, Math.floor(this.deps.leaseMs / 3)), () => {
      this.renewing = this.renewing.then(() => this.renew());
    });
  }

  /** One renewal (the beat's; tests call it directly). */
  async renew(): Promise<void> {
    try {
      await this.deps.store.renewLeases(this.lease());
      if (this.failing) this.deps.logger.info({ owner: this.deps.owner }, 'leases renewed again');
      this.failing = false;
    } catch (error) {
      if (!this.failing) this.deps.logger.warn({ err: error, owner: this.deps.owner }, 'could not renew leases; retrying at the next beat');
      this.failing = true;
    }
  }

  /** Stops renewing and lets go of everything held, so that another replica takes it over at once. */
  async stop(): Promise<void> {
    this.beat?.stop();
    this.beat = null;
    await this.renewing;
    try {
      await this.deps.store.releaseLeases(this.deps.owner);
    } catch (error) {
      this.deps.logger.warn({ err: error, owner: this.deps.owner }, 'could not release leases; they end by themselves');
    }
  }
}

function defaultEvery(ms: number, fn: () => void): { stop(): void } {
  const timer = setInterval(fn, ms);
  timer.unref();
  return {
    stop: () => {
      clearInterval(timer);
    },
  };
}
