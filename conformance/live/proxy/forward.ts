/**
 * The proxy's forwarding: every request of a client goes to the target unchanged (any method, any path, the body
 * streamed both ways, keep-alive to the target), and every answer comes back unchanged. It sends no request of its
 * own. Each exchange (exchange.ts) is reported once, when the client's answer has ended or either side gave up.
 *
 * Both sides are Node's maintained HTTP/1.1 (issue #31): towards the clients node:http's server with the listener
 * limits (../../listener-limits.ts) and llhttp strict; towards the target an undici Pool (upstream.ts). Pipelined
 * requests of one connection are forwarded one at a time, in order, as node:http answers them. A request node:http
 * cannot read, or one that came too slowly, is answered with the proxy's own problem and the connection closed.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { LiveExchange } from '../exchange.js';
import { createLimitedServer, type LimitOverrides, listenerLimits } from '../../listener-limits.js';
import { ForwardedExchange, type ForwardContext } from './exchange.js';
import { late, malformed, type OwnAnswer, rawAnswer } from './own-answers.js';
import { checkedTarget, parseErrorStatus } from './request-checks.js';
import { answerTimeout, DEFAULT_ANSWER_TIMEOUT_MS, MAX_HEAD_BYTES, targetPool, type UpstreamOptions } from './upstream.js';

export { DEFAULT_ANSWER_TIMEOUT_MS } from './upstream.js';

export interface ForwardOptions {
  /** The service's base URL; its path (if any) is put before every request's path. */
  target: URL;
  port: number;
  host: string;
  /** The most of each body kept for judging (default 1 MiB); a longer body is forwarded, not judged. */
  captureBytes?: number;
  /** Connections to the target: their bound, idle time and trusted CAs (upstream.ts). */
  upstream?: UpstreamOptions;
  /**
   * How long the target may take to begin its answer once the client's request is whole (its wait for a connection
   * included), in ms; then the client gets a 504 of the proxy's own. Default {@link DEFAULT_ANSWER_TIMEOUT_MS}; 0: no limit.
   */
  answerTimeoutMs?: number;
  /** The clients' side: deadlines for a request, idle time and the cap on connections. */
  limits?: LimitOverrides;
  /** A monotonic clock in ms (default performance.now). */
  now?: () => number;
  /** Called once per client request. */
  onExchange(exchange: LiveExchange, detail: { httpVersion: string }): void;
}

export interface Forwarding {
  url: string;
  close(): Promise<void>;
}

/** One client connection: the exchange being forwarded, those pipelined behind it, and whether it is being closed. */
interface Connection {
  current: ForwardedExchange | null;
  waiting: ForwardedExchange[];
  /** The proxy answered a request it refused: nothing more of this connection is read or forwarded. */
  closing: boolean;
}

/** How long a refused client has to close its side after its answer, so that the answer is not lost to a reset. */
const LINGER_MS = 1_000;

export async function startForwarding(options: ForwardOptions): Promise<Forwarding> {
  const pool = targetPool(options.target, options.upstream);
  const limits = listenerLimits(options.limits ?? {});
  const context: ForwardContext = {
    pool,
    target: options.target,
    base: options.target.pathname.replace(/\/$/, ''),
    now: options.now ?? (() => performance.now()),
    limit: options.captureBytes ?? 1_048_576,
    answerTimeoutMs: answerTimeout(options.answerTimeoutMs ?? DEFAULT_ANSWER_TIMEOUT_MS),
    onExchange: (exchange, detail) => {
      options.onExchange(exchange, detail);
    },
  };
  const connections = new WeakMap<Socket, Connection>();
  const connectionOf = (socket: Socket): Connection => {
    let connection = connections.get(socket);
    if (connection === undefined) {
      connection = { current: null, waiting: [], closing: false };
      connections.set(socket, connection);
    }
    return connection;
  };

  /** Answers `answer` on a response node:http frames, and closes the connection after it. */
  const refuse = (res: ServerResponse, answer: OwnAnswer): void => {
    connectionOf(res.socket!).closing = true;
    res.writeHead(answer.status, { 'Content-Type': 'application/problem+json', 'Content-Length': answer.body.length, 'Connection': 'close' });
    res.end(answer.body);
  };

  const next = (connection: Connection): void => {
    const exchange = connection.waiting.shift() ?? null;
    connection.current = exchange;
    exchange?.start(() => {
      next(connection);
    });
  };

  const onRequest = (req: IncomingMessage, res: ServerResponse): void => {
    const connection = connectionOf(req.socket);
    // A request read after one the proxy refused (a smuggled one, say) is never forwarded.
    if (connection.closing) return;
    res.sendDate = false;
    const target = checkedTarget(req);
    if (typeof target !== 'string') {
      refuse(res, malformed(target.status, target.detail));
      return;
    }
    connection.waiting.push(new ForwardedExchange(context, req, res, target));
    if (connection.current === null) next(connection);
  };

  const server = createLimitedServer(onRequest, limits, undefined, {
    // As nginx's large_client_header_buffers: room for long cookies and tokens, a bound for the rest (431).
    maxHeaderSize: MAX_HEAD_BYTES,
    // Host is checked with the proxy's other rules (request-checks.ts), so that its refusal is a problem too.
    requireHostHeader: false,
    insecureHTTPParser: false,
  });
  // An Expect other than 100-continue (node:http answers that one itself, RFC 9110 10.1.1).
  server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => {
    refuse(res, malformed(417, `an expectation the proxy cannot meet: ${String(req.headers.expect).slice(0, 40)}`));
  });
  // What llhttp refused, and a request not whole within the listener's deadlines.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    const connection = connectionOf(socket);
    // Refused already: its answer is under way, and the connection closes after it.
    if (connection.closing) return;
    if (!socket.writable || (error.code !== 'ERR_HTTP_REQUEST_TIMEOUT' && !error.code?.startsWith('HPE_'))) {
      socket.destroy();
      return;
    }
    connection.closing = true;
    const exchange = connection.current;
    if (exchange?.headSent) {
      // Its answer began: the connection is all that can tell the client.
      socket.destroy();
      return;
    }
    const answer = error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? exchange === null
        ? late('head', limits.headersTimeoutMs, '--headers-timeout')
        : late('whole request', limits.requestTimeoutMs, '--request-timeout')
      : malformed(parseErrorStatus(error.code), `the request cannot be read: ${(error as { reason?: string }).reason ?? error.message} (${error.code})`);
    exchange?.brokenOff(answer);
    // node:http no longer frames this connection: the answer goes as bytes, and what the client still sends is dropped.
    socket.resume();
    socket.end(rawAnswer(answer));
    setTimeout(() => {
      socket.destroy();
    }, LINGER_MS).unref();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}`,
    close: async () => {
      await new Promise<void>((resolve) => {
        const all = setTimeout(() => {
          server.closeAllConnections();
        }, 1_000).unref();
        server.close(() => {
          clearTimeout(all);
          resolve();
        });
        server.closeIdleConnections();
      });
      await pool.destroy();
    },
  };
}
