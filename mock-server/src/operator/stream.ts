/**
 * `GET /_operator/stream`: the operator feed (feed.ts) as Server-Sent Events, for the dashboard. Authenticated
 * like the rest of the operator API, by the `X-Operator-Token` header: the dashboard reads the stream with
 * fetch() and a stream reader (EventSource cannot send a header), so the token never appears in a URL.
 *
 * Messages (`event:` name, `data:` one line of JSON): `ready` (the clock, on connect), `ingest` (the operator's
 * ingest view), `event` (a webhook event with every attempt), `partner`, `clock`, `reset`. Each carries the
 * record as the store holds it when the batch is sent, so a missed intermediate state is never wrong, only skipped.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../clock.js';
import type { Store } from '../store/types.js';
import { isStoreUnavailable } from '../store/unavailable.js';
import { eventView } from './events.js';
import type { FeedChanges, OperatorFeed } from './feed.js';
import { partnerView } from './partners.js';
import { clockView, filesInSummary, ingestView } from './views.js';

/** A reader this far behind is dropped (it reconnects and reloads) rather than buffered without bound. */
const maxBufferedBytes = 4 * 1024 * 1024;
/** A comment line now and then keeps proxies and idle timeouts from closing a quiet stream. */
const heartbeatMs = 15_000;

export interface OperatorStreamOptions {
  /** Where each message's record is read from, when its batch is sent. */
  store: Store;
  clock: Clock;
  feed: OperatorFeed;
  /** How long after a read that met the database away the stream tries again (default 1 s). */
  retryMs?: number;
}

export const operatorStreamRoutes: FastifyPluginAsync<OperatorStreamOptions> = async (app, { store, clock, feed, retryMs = 1_000 }) => {
  /** The SSE messages of one batch of changes, read from the store once. */
  const messagesOf = async (changes: FeedChanges): Promise<string> => {
    const messages: [string, unknown][] = [];
    if (changes.reset) messages.push(['reset', {}]);
    for (const id of changes.partners) {
      const partner = await store.getPartner(id);
      if (partner) messages.push(['partner', partnerView(partner)]);
    }
    for (const id of changes.ingests) {
      const row = await store.getIngest(id);
      if (row) messages.push(['ingest', ingestView(row, await store.listIngestFiles(id, { limit: filesInSummary }))]);
    }
    for (const id of changes.events) {
      const event = await store.getEvent(id);
      if (event) messages.push(['event', { ...eventView(event), attempts: await store.listAttempts(id) }]);
    }
    if (changes.clock) messages.push(['clock', clockView(clock)]);
    return messages.map(([name, data]) => sse(name, data)).join('');
  };

  app.get('/stream', async (request, reply) => {
    reply.hijack();
    const response = reply.raw;
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      // Tells a buffering reverse proxy (nginx) to pass the messages on at once.
      'x-accel-buffering': 'no',
    });
    let ended = false;
    let retry: NodeJS.Timeout | null = null;
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      if (retry) clearTimeout(retry);
      unsubscribe();
      response.end();
    };
    const write = (text: string) => {
      if (ended || text === '') return;
      response.write(text);
      if (response.writableLength > maxBufferedBytes) end();
    };
    const heartbeat = setInterval(() => {
      write(': keep-alive\n\n');
    }, heartbeatMs);
    heartbeat.unref();
    // Batches are read and written in the order they came. A read that fails because the database is away (a
    // restart, issue #18) keeps the stream: the batch is read again a second later, as a reset (readers reload what
    // they show), until the database answers. Any other failed read ends the stream (the dashboard reconnects).
    let sending: Promise<void> = Promise.resolve();
    const send = (changes: FeedChanges) => {
      sending = sending.then(async () => {
        if (!ended) write(await messagesOf(changes));
      }).catch((error: unknown) => {
        if (!isStoreUnavailable(error)) {
          request.log.error({ err: error }, 'operator stream: reading the store failed');
          end();
          return;
        }
        request.log.warn({ err: error.message }, 'operator stream: the database is away; a reset follows once it answers');
        if (retry || ended) return;
        retry = setTimeout(() => {
          retry = null;
          send({ ...changes, reset: true });
        }, retryMs);
        retry.unref();
      });
    };
    const unsubscribe = feed.subscribe({ changed: send, close: end });
    response.on('close', end);
    write(sse('ready', { clock: clockView(clock) }));
  });
};

/** One SSE message; JSON text holds no line break, so `data` is one line. */
function sse(name: string, data: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}
