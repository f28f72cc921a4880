/**
 * The server-wide limit of resource files loading at once (`resources.concurrency`), shared fairly: a freed
 * slot goes round-robin to the next partner with a file waiting, and within that partner round-robin to the
 * next of its ingests. One partner's hanging files hold at most the slots they already have; every other
 * partner's next file gets one of the next freed slots (a server-wide FIFO made partner B's five small
 * releases wait 60 s behind partner A's eight large ones: issue #13).
 *
 * Two rings of Maps: a Map iterates in insertion order, so its first entry is the next in turn, and deleting
 * and re-inserting an entry moves it to the back. Each acquire and release is O(1) (amortised).
 */

/** The waiters of one ingest: at most its `perIngestConcurrency` workers, so a small array. */
type Waiters = (() => void)[];

export class FairSlots {
  private active = 0;
  /** Partners with a waiter, in turn order; for each, its ingests with a waiter, in turn order. */
  private readonly partners = new Map<string, Map<string, Waiters>>();

  constructor(private readonly limit: number) {}

  /** Files loading now (slots taken). */
  get inUse(): number {
    return this.active;
  }

  /** Resolves when a slot is this waiter's; give it back with {@link release}. */
  async acquire(partnerId: string, ingestId: string): Promise<void> {
    if (this.active < this.limit && this.partners.size === 0) {
      this.active++;
      return;
    }
    await new Promise<void>((resolve) => {
      let ingests = this.partners.get(partnerId);
      if (!ingests) {
        ingests = new Map();
        this.partners.set(partnerId, ingests);
      }
      let waiters = ingests.get(ingestId);
      if (!waiters) {
        waiters = [];
        ingests.set(ingestId, waiters);
      }
      waiters.push(resolve);
    });
  }

  /** Gives a slot back: to the next waiter in turn, or to the pool. */
  release(): void {
    const next = this.next();
    if (next) next();
    else this.active--;
  }

  /** Lets every waiter through (on stop: they see the runner stopped and give their slot back). */
  drain(): void {
    for (let next = this.next(); next; next = this.next()) {
      this.active++;
      next();
    }
  }

  /** The next waiter in turn, taken off the rings; its partner and ingest move to the back of theirs. */
  private next(): (() => void) | undefined {
    const first = this.partners.entries().next();
    if (first.done === true) return undefined;
    const [partnerId, ingests] = first.value;
    const [ingestId, waiters] = ingests.entries().next().value!;
    const waiter = waiters.shift()!;
    ingests.delete(ingestId);
    if (waiters.length > 0) ingests.set(ingestId, waiters);
    this.partners.delete(partnerId);
    if (ingests.size > 0) this.partners.set(partnerId, ingests);
    return waiter;
  }
}
