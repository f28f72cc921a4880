/**
 * The limits every listener of the kit has: the proxy (live/proxy/forward.ts), `ingest-kit listen` and the
 * proxy's `--webhooks-port` (cli/listen/server.ts), the suite's webhook receiver and fixture server
 * (fixtures/listen.ts). Without them 1,050 clients, each sending a header line every 5 s, all still held the proxy
 * open after 125 s (issue #29, item 6). Each default is stated here once; a listener takes the limits it is given
 * ({@link LimitOverrides}) and {@link listenerLimits} fills in and checks the rest.
 *
 * - A request's head must arrive within `headersTimeoutMs` of its first byte (of the connection's opening, for its
 *   first request), the whole request within `requestTimeoutMs`; else the client gets 408 (RFC 9110 15.5.9) and the
 *   connection is closed, as node:http does.
 * - A kept-alive connection waits `keepAliveTimeoutMs` for its next request, then is closed.
 * - At most `maxConnections` are open at once. The one past them is answered a minimal 503 with Retry-After
 *   (RFC 9110 15.6.4, 10.2.3) and closed: node's own `server.maxConnections` closes it without a word, which a
 *   client cannot tell from a network fault.
 */
import http, { type RequestListener, type ServerOptions } from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
import { maxTimeoutMs } from '../mock-server/src/clock.js';

export interface ListenerLimits {
  /** A request's head (request line and fields) must arrive within this many ms of its first byte. */
  headersTimeoutMs: number;
  /** The whole request, body included, must arrive within this many ms of its first byte; at least `headersTimeoutMs`. */
  requestTimeoutMs: number;
  /** A kept-alive connection is closed after this many ms without a next request. */
  keepAliveTimeoutMs: number;
  /** Connections open at once; the one past them gets 503 with Retry-After. */
  maxConnections: number;
}

export const DEFAULT_LISTENER_LIMITS = {
  // As the mock's limits.headersTimeout: a head is a few hundred bytes, sent at once by any real client.
  headersTimeoutMs: 10_000,
  // As the mock's limits.requestTimeout: the service's requests and its webhook deliveries are small JSON bodies.
  requestTimeoutMs: 30_000,
  // Longer than a client keeps an idle connection (the mock's webhook senders 30 s, a cloud load balancer 60 s), so
  // that the client closes it first and never sends a request on a connection the listener is closing.
  keepAliveTimeoutMs: 65_000,
  // Far above what the kit's own traffic opens at once: npm run bench drives 10 connections, the mock sends at most
  // 256 webhooks at once to one receiver (webhooks.concurrencyPerReceiver).
  maxConnections: 1_000,
} as const satisfies ListenerLimits;

/** What a connection over the cap is told: try again in a second, when another may have closed. */
export const RETRY_AFTER_S = 1;

/** The limits a listener is given: each one not given (or undefined) is its default. */
export type LimitOverrides = Partial<Record<keyof ListenerLimits, number | undefined>>;

/** How each limit is named in a message: the option's name, or a command's flag (cli/listener-flags.ts). */
export type LimitNames = Readonly<Record<keyof ListenerLimits, string>>;

const optionNames: LimitNames = {
  headersTimeoutMs: 'headersTimeoutMs',
  requestTimeoutMs: 'requestTimeoutMs',
  keepAliveTimeoutMs: 'keepAliveTimeoutMs',
  maxConnections: 'maxConnections',
};

/**
 * The limits a listener runs with: the defaults, with what `given` sets instead.
 * @throws RangeError naming the limit (as `names` says) and what it may be.
 */
export function listenerLimits(given: LimitOverrides = {}, names: LimitNames = optionNames): ListenerLimits {
  const limits: ListenerLimits = { ...DEFAULT_LISTENER_LIMITS, ...definedOf(given) };
  for (const key of ['headersTimeoutMs', 'requestTimeoutMs', 'keepAliveTimeoutMs'] as const) {
    const ms = limits[key];
    if (!Number.isInteger(ms) || ms < 1 || ms > maxTimeoutMs) throw new RangeError(`${names[key]}: 1 ms to 24.8 days, not ${ms} ms`);
  }
  if (limits.requestTimeoutMs < limits.headersTimeoutMs) {
    throw new RangeError(`${names.requestTimeoutMs} (${limits.requestTimeoutMs} ms) is shorter than ${names.headersTimeoutMs} (${limits.headersTimeoutMs} ms): `
      + 'a whole request cannot arrive before its head');
  }
  const cap = limits.maxConnections;
  if (!Number.isSafeInteger(cap) || cap < 1) throw new RangeError(`${names.maxConnections}: a whole number of connections from 1, not ${cap}`);
  return limits;
}

function definedOf(given: LimitOverrides): Partial<ListenerLimits> {
  return Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
}

/** How often the deadlines are checked: a tenth of the shortest, so that one is met at most 10% late. */
export function checkingIntervalMs(limits: ListenerLimits): number {
  return Math.max(10, Math.floor(Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs, limits.keepAliveTimeoutMs) / 10));
}

const overCap = Buffer.from(`HTTP/1.1 503 Service Unavailable\r\nRetry-After: ${RETRY_AFTER_S}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`, 'latin1');
/** How long a refused client has to close its side after the 503 (ms). */
const REFUSED_LINGER_MS = 1_000;

/** Answers a connection over the cap with 503 and closes it, before reading any request of it. */
export function refuseConnection(socket: Socket): void {
  socket.on('error', () => {
    socket.destroy();
  });
  // What the client sends meanwhile is read and dropped, so that the 503 is not lost to a reset.
  socket.resume();
  socket.setTimeout(REFUSED_LINGER_MS, () => {
    socket.destroy();
  });
  socket.end(overCap);
}

/**
 * A node:http server (node:https with `tls`) with the limits: node's own deadlines and idle time, and the cap in
 * front of its connections. Over TLS the cap counts connections once their handshake is done (node:http sees
 * them then), and a handshake gets `headersTimeoutMs`. `parser`: what else node:http reads requests by (the proxy's
 * head size and Host rule, live/proxy/forward.ts).
 */
export function createLimitedServer(
  handler: RequestListener,
  limits: ListenerLimits,
  tls?: { cert: string; key: string },
  parser: Pick<ServerOptions, 'maxHeaderSize' | 'requireHostHeader' | 'insecureHTTPParser'> = {},
): http.Server | https.Server {
  const options: ServerOptions = {
    ...parser,
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    // Node checks both deadlines on this interval; its default (30 s) would let a 10 s head take 40 s.
    connectionsCheckingInterval: checkingIntervalMs(limits),
  };
  if (tls === undefined) {
    const server = http.createServer(options, handler);
    capConnections(server, 'connection', limits.maxConnections);
    return server;
  }
  const server = https.createServer({ ...options, cert: tls.cert, key: tls.key, handshakeTimeout: limits.headersTimeoutMs }, handler);
  capConnections(server, 'secureConnection', limits.maxConnections);
  return server;
}

/**
 * Counts the connections node:http is given (`event`), and refuses each past `max`. An event cannot be stopped
 * once emitted: node:http's own listener is taken off and called from here, for the connections under the cap.
 */
function capConnections(server: http.Server | https.Server, event: 'connection' | 'secureConnection', max: number): void {
  const own = server.listeners(event) as ((socket: Socket) => void)[];
  server.removeAllListeners(event);
  let open = 0;
  server.on(event, (socket: Socket) => {
    if (open >= max) {
      refuseConnection(socket);
      return;
    }
    open += 1;
    socket.once('close', () => {
      open -= 1;
    });
    for (const listener of own) listener.call(server, socket);
  });
}
