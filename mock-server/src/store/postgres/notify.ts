/**
 * PostgreSQL's LISTEN/NOTIFY as a channel between replicas (issue #18: the dashboard's feed, the shared virtual
 * clock): one dedicated connection per replica LISTENs on one channel and also sends (`pg_notify`). When that
 * connection breaks (the database restarted, a network cut), it is opened again after a short wait, growing to
 * {@link MAX_RETRY_MS}, and `onReconnect` is told: notifications sent meanwhile are lost, so the listener reads
 * again whatever it keeps up to date. A send while disconnected is dropped and remembered as `missed`, so the
 * reconnect can tell the others to read again too.
 */
import pg from 'pg';
import type { NotifyChannel, NotifyHandlers } from '../types.js';

/** First wait before connecting again; doubles up to {@link MAX_RETRY_MS}. */
export const FIRST_RETRY_MS = 250;
export const MAX_RETRY_MS = 2_000;

export function listenPostgres(url: string, channel: string, handlers: NotifyHandlers): NotifyChannel {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`a channel name is a lower-case SQL identifier: ${channel}`);
  let client: pg.Client | null = null;
  let connected = false;
  let closed = false;
  let everConnected = false;
  let missed = false;
  let retryMs = FIRST_RETRY_MS;
  let retry: NodeJS.Timeout | null = null;
  let sending: Promise<void> = Promise.resolve();

  const isCurrent = (which: pg.Client) => client === which && !closed;
  const lost = (which: pg.Client, error?: Error) => {
    if (client !== which) return;
    client = null;
    connected = false;
    which.end().catch(() => undefined);
    if (error) handlers.onError(error);
    schedule();
  };

  const schedule = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, retryMs);
    retry.unref();
    retryMs = Math.min(MAX_RETRY_MS, retryMs * 2);
  };

  const connect = async (): Promise<void> => {
    if (closed || client) return;
    const fresh = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 2_000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 5_000,
      application_name: 'partner-ingest-mock (feed)',
    });
    client = fresh;
    fresh.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.onMessage(message.payload);
    });
    fresh.on('error', (error) => {
      lost(fresh, error);
    });
    fresh.on('end', () => {
      lost(fresh);
    });
    try {
      await fresh.connect();
      await fresh.query(`LISTEN ${channel}`);
    } catch (error) {
      lost(fresh, error as Error);
      return;
    }
    // Lost while LISTEN was on its way, or closed meanwhile (read through a function: narrowing cannot see it).
    if (!isCurrent(fresh)) return;
    connected = true;
    retryMs = FIRST_RETRY_MS;
    if (everConnected) {
      const missedSends = missed;
      missed = false;
      handlers.onReconnect(missedSends);
    }
    everConnected = true;
  };

  const send = async (payloads: readonly string[]): Promise<void> => {
    const to = client;
    if (!connected || !to) {
      missed = true;
      return;
    }
    try {
      for (const payload of payloads) await to.query('SELECT pg_notify($1, $2)', [channel, payload]);
    } catch (error) {
      missed = true;
      handlers.onError(error as Error);
    }
  };

  return {
    start: async () => {
      await connect();
    },
    get connected() {
      return connected;
    },
    publish(payloads) {
      // In order, one batch after another: a reader applies them as they come.
      sending = sending.then(() => send(payloads));
      return sending;
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      retry = null;
      await sending;
      const old = client;
      client = null;
      connected = false;
      await old?.end().catch(() => undefined);
    },
  };
}
