/**
 * The operator feed across replicas (issue #18: the dashboard's live feed shows every replica's changes, whichever
 * replica it is connected to). Each replica relays its own changes, one batch per feed interval (feed.ts coalesces
 * them: a burst of 10,000 webhook attempts is a few notifications, not 10,000), as NOTIFY payloads on one channel
 * (feed-wire.ts splits a batch under PostgreSQL's 8000 bytes, or sends a reset); every replica LISTENs on it on a
 * connection of its own and hands what the others changed to its subscribers, who read the records from the
 * database as for their own changes. A replica skips its own payloads. After the connection broke (the database
 * restarted), notifications may have been missed: subscribers here are told to reset (read everything again), and
 * the others too when some of this replica's own sends were dropped. The clock's moves travel with the batches:
 * `clockMoved` lets a replica follow the shared virtual now (shared-clock.ts).
 */
import type { Logger } from '../logging.js';
import { decodeChanges, encodeChanges } from '../operator/feed-wire.js';
import type { FeedChanges, FeedRelay, OperatorFeed } from '../operator/feed.js';
import type { NotifyChannel, NotifyHandlers } from '../store/types.js';

/** The channel of a sandbox's replicas (one database, one sandbox). */
export const FEED_CHANNEL = 'ingest_kit_feed';

const nothing: FeedChanges = { ingests: [], events: [], partners: [], clock: false, reset: false };

export interface FeedBusDeps {
  /** This replica's id (replica/identity.ts): its own payloads are skipped. */
  origin: string;
  /** The virtual now a clock move carries; null for a real clock. */
  virtualNow: () => number | null;
  logger: Pick<Logger, 'warn' | 'info'>;
}

export interface FeedBusHooks {
  /** Another replica moved the shared virtual clock to `nowMs`. */
  clockMoved(nowMs: number): void;
  /** Connected again after a break: whatever follows the notifications reads the database again. */
  resync(): void;
}

export class FeedBus implements FeedRelay {
  private channel: NotifyChannel | null = null;
  private feed: OperatorFeed | null = null;
  private hooks: FeedBusHooks | null = null;
  private broken = false;

  constructor(private readonly deps: FeedBusDeps) {}

  /** Opens the channel (a failure is logged and retried by the channel itself). */
  async connect(open: (handlers: NotifyHandlers) => NotifyChannel, feed: OperatorFeed, hooks: FeedBusHooks): Promise<void> {
    this.feed = feed;
    this.hooks = hooks;
    this.channel = open({
      onMessage: (payload) => {
        this.received(payload);
      },
      onReconnect: (missedSends) => {
        this.reconnected(missedSends);
      },
      onError: (error) => {
        if (this.broken) return;
        this.broken = true;
        this.deps.logger.warn({ err: error.message }, 'operator feed: the notification channel broke; connecting again');
      },
    });
    await this.channel.start();
  }

  /** This replica's own batch, to the others (the feed calls it once per interval). */
  publish(changes: FeedChanges): void {
    if (!this.channel) return;
    const payloads = encodeChanges(this.deps.origin, { ...changes, clockNowMs: changes.clock ? this.deps.virtualNow() : null });
    if (payloads.length > 0) void this.channel.publish(payloads);
  }

  async close(): Promise<void> {
    const channel = this.channel;
    this.channel = null;
    await channel?.close();
  }

  private received(payload: string): void {
    const message = decodeChanges(payload);
    if (!message || message.origin === this.deps.origin) return;
    this.feed?.hear(message.changes);
    if (message.changes.clockNowMs !== null) this.hooks?.clockMoved(message.changes.clockNowMs);
  }

  private reconnected(missedSends: boolean): void {
    this.broken = false;
    this.deps.logger.info({ missedSends }, 'operator feed: the notification channel is back; readers reload');
    this.feed?.hear({ ...nothing, reset: true, clock: true });
    this.hooks?.resync();
    if (missedSends && this.channel) {
      void this.channel.publish(encodeChanges(this.deps.origin, { ...nothing, reset: true, clockNowMs: null }));
    }
  }
}
