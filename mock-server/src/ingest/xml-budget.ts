/**
 * The byte budget of XML bodies held at once (config `xml.bufferBudget`): every create's message counts from
 * its first byte (its Content-Length as soon as the headers say it, else each chunk as it arrives) until its
 * parse ends, however it ends. A create that would go over it answers 503 SERVICE_BUSY instead of growing
 * the process (issue #13: 16 creates of 60 MB at once reached 1.34 GB).
 *
 * The counters live in shared memory, so that a parse thread reserves without a round trip to the event
 * loop: one `total` for the pool, and one `held` per load (what that load reserved). The pool, on the
 * calling thread, gives a load's `held` back when the load settles, also when its thread died, so a body
 * is never counted after its job is gone. Loaded by the parse threads from source too: erasable TypeScript only.
 *
 * What a refused create is told to wait (Retry-After) comes from the bytes in flight and the rate the pool gave
 * bytes back lately (xml-drain.ts).
 */
import { busyRetryAfterSeconds, DrainMeter } from './xml-drain.js';

/** What a load carries to its thread: the pool's counter, its own, and the limit. Structured-clones as shared memory. */
export interface XmlBudgetShare {
  /** BigInt64Array over it: bytes held by every load of the pool. */
  total: SharedArrayBuffer;
  /** BigInt64Array over it: bytes this load holds. */
  held: SharedArrayBuffer;
  limitBytes: number;
}

/**
 * Reserves `bytes` for the load of `share`: false, reserving nothing, when the pool would then hold more
 * than its limit. Safe from any thread: a compare-and-swap on the shared total.
 */
export function reserveXmlBytes(share: XmlBudgetShare, bytes: number): boolean {
  if (bytes <= 0) return true;
  const total = new BigInt64Array(share.total);
  const wanted = BigInt(bytes);
  const limit = BigInt(share.limitBytes);
  for (;;) {
    const current = Atomics.load(total, 0);
    if (current + wanted > limit) return false;
    if (Atomics.compareExchange(total, 0, current, current + wanted) === current) break;
  }
  Atomics.add(new BigInt64Array(share.held), 0, wanted);
  return true;
}

/** The pool's budget, on the calling thread. */
export class XmlBudget {
  readonly limitBytes: number;
  private readonly total = new SharedArrayBuffer(8);
  private readonly drain: DrainMeter;

  /** `now`: a monotonic clock in ms for the drain rate (default performance.now); injected in tests. */
  constructor(limitBytes: number, now?: () => number) {
    if (!Number.isSafeInteger(limitBytes) || limitBytes < 1) throw new RangeError('XmlBudget: limitBytes must be a positive integer');
    this.limitBytes = limitBytes;
    this.drain = new DrainMeter(now);
  }

  /** Seconds a create refused now should wait: the bytes in flight at the measured drain rate (xml-drain.ts). */
  retryAfterSeconds(): number {
    return busyRetryAfterSeconds(this.heldBytes, this.drain.bytesPerSecond());
  }

  /** Bytes held now by every load. */
  get heldBytes(): number {
    return Number(Atomics.load(new BigInt64Array(this.total), 0));
  }

  /** Whether a load may start: any room left. A load that starts may still be refused when its bytes arrive. */
  hasRoom(): boolean {
    return this.heldBytes < this.limitBytes;
  }

  /** A new load's share: it reserves through it, and {@link release} gives back what it holds. */
  share(): XmlBudgetShare {
    return { total: this.total, held: new SharedArrayBuffer(8), limitBytes: this.limitBytes };
  }

  /** Gives back what the load of `share` holds (its body was dropped: parsed, refused, or its thread died). */
  release(share: XmlBudgetShare): void {
    const held = Atomics.exchange(new BigInt64Array(share.held), 0, 0n);
    if (held === 0n) return;
    Atomics.sub(new BigInt64Array(this.total), 0, held);
    this.drain.record(Number(held));
  }
}
