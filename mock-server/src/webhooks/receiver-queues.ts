/**
 * Per-receiver queues (issue #13): a receiver is a partner and its full webhook URL, with at most
 * `concurrency` attempts in flight (a request to it being made). A slow or dead receiver only fills its own queue,
 * which holds event ids, never bodies; other partners, and other paths on the same host and port, go on. Up to `ahead`
 * more attempts may start their work before the request (recording it in the store) while the requests are made, and
 * wait for their turn to send: a request slot that frees is taken at once instead of after a round trip to the store.
 */

/**
 * The queue (and socket pool) an event goes through: its partner and the full URL, so that a dead receiver
 * never holds up another partner's, nor another path on the same host and port.
 */
export function receiverKey(partnerId: string, url: string | null | undefined): string {
  return url ? `${partnerId} ${url}` : `partner:${partnerId}`;
}

interface Receiver {
  /** Attempts started: preparing, waiting for their turn, or sending. */
  active: number;
  /** Attempts sending: at most the concurrency. */
  sending: number;
  /** Attempts prepared and waiting for a request slot, first come first served. */
  turns: (() => void)[];
  queue: string[];
}

/** Waits for the attempt's turn to send its request (at once when a request slot is free). */
export type Turn = () => Promise<void>;

/** An attempt's place in its receiver's queue: `turn()` before its request, `posted()` once the request has ended. */
export interface RequestSlot {
  turn: Turn;
  posted(): void;
}

export class ReceiverQueues {
  private readonly receivers = new Map<string, Receiver>();
  private stopped = false;

  /**
   * `send` makes one attempt for an event id, awaiting `turn()` just before its request; it settles when the request
   * has ended (the receiver's slot is free then: recording the outcome in the store may go on after). An attempt that
   * makes no request (its event gone, no URL) need not ask for a turn.
   */
  constructor(
    private readonly concurrency: number,
    private readonly send: (eventId: string, turn: Turn) => Promise<unknown>,
    private readonly ahead = 0,
  ) {}

  /** Queues an event for its receiver and starts it if the receiver has room. */
  push(key: string, eventId: string): void {
    const receiver = this.receivers.get(key) ?? { active: 0, sending: 0, turns: [], queue: [] };
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
    return [...this.receivers.values()].flatMap((receiver) => receiver.queue.splice(0));
  }

  private drain(key: string): void {
    const receiver = this.receivers.get(key);
    if (!receiver) return;
    while (!this.stopped && receiver.active < this.concurrency + this.ahead && receiver.queue.length > 0) {
      const id = receiver.queue.shift();
      if (id === undefined) break;
      receiver.active++;
      let sending = false;
      const take = () => {
        receiver.sending++;
        sending = true;
      };
      const turn: Turn = () => {
        if (!sending && receiver.sending < this.concurrency) take();
        if (sending) return Promise.resolve();
        return new Promise<void>((resolve) => receiver.turns.push(() => {
          take();
          resolve();
        }));
      };
      void this.send(id, turn).finally(() => {
        receiver.active--;
        if (sending) {
          receiver.sending--;
          receiver.turns.shift()?.();
        }
        this.drain(key);
      });
    }
    // Nothing queued, nothing in flight: forgotten (a queue is two fields, made again by the next push). A
    // mock that delivered to 10,000 receivers holds the queues of the busy ones only.
    if (receiver.active === 0 && receiver.queue.length === 0) this.receivers.delete(key);
  }
}
