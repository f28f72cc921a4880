/**
 * Per-receiver queues (issue #13): a receiver is a partner and its full webhook URL, with at most
 * `concurrency` attempts in flight (a request to it being made). A slow or dead receiver only fills its own queue,
 * which holds event ids, never bodies; other partners, and other paths on the same host and port, go on.
 */

/**
 * The queue (and socket pool) an event goes through: its partner and the full URL, so that a dead receiver
 * never holds up another partner's, nor another path on the same host and port.
 */
export function receiverKey(partnerId: string, url: string | null | undefined): string {
  return url ? `${partnerId} ${url}` : `partner:${partnerId}`;
}

interface Receiver {
  active: number;
  queue: string[];
}

export class ReceiverQueues {
  private readonly receivers = new Map<string, Receiver>();
  private stopped = false;

  /**
   * `send` makes one attempt for an event id; it settles when the attempt's request to the receiver has ended (the
   * receiver's slot is free then: recording the outcome in the store may go on after).
   */
  constructor(
    private readonly concurrency: number,
    private readonly send: (eventId: string) => Promise<unknown>,
  ) {}

  /** Queues an event for its receiver and starts it if the receiver has room. */
  push(key: string, eventId: string): void {
    const receiver = this.receivers.get(key) ?? { active: 0, queue: [] };
    this.receivers.set(key, receiver);
    receiver.queue.push(eventId);
    this.drain(key);
  }

  /** Receivers held: the ones with an attempt queued or in flight (an idle receiver's queue is dropped). */
  get size(): number {
    return this.receivers.size;
  }

  /** Event ids queued and not started, over every receiver. */
  get queued(): number {
    let queued = 0;
    for (const receiver of this.receivers.values()) queued += receiver.queue.length;
    return queued;
  }

  /** Starts nothing more; returns the ids queued and not started (the caller puts them back in the outbox). */
  stop(): string[] {
    this.stopped = true;
    const left: string[] = [];
    for (const receiver of this.receivers.values()) left.push(...receiver.queue.splice(0));
    return left;
  }

  private drain(key: string): void {
    const receiver = this.receivers.get(key);
    if (!receiver) return;
    while (!this.stopped && receiver.active < this.concurrency && receiver.queue.length > 0) {
      const id = receiver.queue.shift();
      if (id === undefined) break;
      receiver.active++;
      void this.send(id).finally(() => {
        receiver.active--;
        this.drain(key);
      });
    }
    // Nothing queued, nothing in flight: forgotten (a queue is two fields, made again by the next push). A
    // mock that delivered to 10,000 receivers holds the queues of the busy ones only.
    if (receiver.active === 0 && receiver.queue.length === 0) this.receivers.delete(key);
  }
}
