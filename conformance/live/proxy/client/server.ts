/**
 * The proxy's side towards its clients: HTTP/1.1 on node:net, one connection at a time per socket
 * (ClientConnection). Requests are read by request-parser.ts; pipelined requests are taken one at a time and
 * answered in order (the next is read once the answer before it is written; what the client sends meanwhile is
 * held, up to a bound past which the socket is not read). A request the proxy cannot read is answered with a
 * problem (`PROXY_MALFORMED_REQUEST`) and the connection closed; a client that closes its side before its
 * answer ended aborts that exchange. node:http's server cost most of what was left of the proxy's time (issue
 * #19, item 5): this one makes no objects per request but the exchange.
 *
 * The listener limits (../../../listener-limits.ts, issue #29 item 6) as node:http keeps them: each connection
 * holds what it waits for and until when, a number set as the request moves on (no timer per request), and
 * one sweep per server closes whichever is past its deadline: a head or a whole request too slow gets 408, an
 * idle kept-alive connection is closed. A connection past the cap gets 503 before any of its bytes are read.
 */
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { checkingIntervalMs, type LimitOverrides, listenerLimits, type ListenerLimits, refuseConnection } from '../../../listener-limits.js';
import { ClientExchange, type ExchangeOwner } from './exchange.js';
import { RequestError, RequestParser, type RequestHead, type RequestSink } from './request-parser.js';

export interface ClientServerOptions {
  port: number;
  host: string;
  /** Called with each request as its head is read; it sets the exchange's handlers before it returns. */
  onRequest: (exchange: ClientExchange) => void;
  /** Deadlines for a request, idle time and the cap on connections; the rest from DEFAULT_LISTENER_LIMITS. */
  limits: LimitOverrides;
  /** A monotonic clock in ms (default performance.now). */
  now?: () => number;
}

export interface ClientServer {
  url: string;
  close(): Promise<void>;
}

/** What a client may send beyond the request being answered (pipelined requests) before its socket is not read. */
const HELD_LIMIT = 64 * 1024;
const reasons: Record<number, string> = { 400: 'Bad Request', 408: 'Request Timeout', 414: 'URI Too Long', 417: 'Expectation Failed', 431: 'Request Header Fields Too Large', 501: 'Not Implemented', 505: 'HTTP Version Not Supported' };

/** The problem+json of a request the proxy refuses (never echoing the request: it may carry a key). */
export function malformedBody(error: RequestError): Buffer {
  return Buffer.from(JSON.stringify({
    type: 'urn:partner-ingest-kit:proxy:malformed-request',
    title: 'The proxy cannot read this request',
    status: error.status,
    code: 'PROXY_MALFORMED_REQUEST',
    detail: error.message,
  }));
}

/** The problem+json of a request that did not arrive in time: its head, or the whole of it. */
function lateBody(part: 'head' | 'whole request', ms: number, flag: string): Buffer {
  return Buffer.from(JSON.stringify({
    type: 'urn:partner-ingest-kit:proxy:request-timeout',
    title: 'The request did not arrive in time',
    status: 408,
    code: 'PROXY_REQUEST_TIMEOUT',
    detail: `the request's ${part} did not arrive within ${ms} ms of its first byte (ingest-kit proxy ${flag})`,
  }));
}

/** What a connection waits for: the deadline it has is the one of that wait. */
const enum Wait { Head, Body, Answer, Idle }

/** What every connection of one server shares. */
interface Timing {
  limits: ListenerLimits;
  now: () => number;
}

/** A head for refusing a request that has none of its own (a malformed head). */
const refusedHead: RequestHead = {
  method: 'GET', target: '/', version: '1.1', rawHeaders: [], headers: {}, body: 'none', contentLength: null, keepAlive: false, expectContinue: false, connectionTokens: new Set(),
};

class ClientConnection implements ExchangeOwner, RequestSink {
  readonly socket: Socket;
  /** When the connection is past what it waits for (the `now` clock's ms; Infinity while the target answers). */
  deadline: number;
  private wait = Wait.Head;
  private requestStart: number;
  private readonly timing: Timing;
  private readonly parser: RequestParser;
  private readonly onRequest: (exchange: ClientExchange) => void;
  private current: ClientExchange | null = null;
  private held: Buffer | null = null;
  private pausedForBody = false;
  private pausedForHeld = false;
  private closing = false;

  constructor(socket: Socket, onRequest: (exchange: ClientExchange) => void, timing: Timing) {
    this.socket = socket;
    this.onRequest = onRequest;
    this.timing = timing;
    // The first request's head is timed from the connection's opening (as node:http does): a client that opens and
    // says nothing is closed as one that trickles.
    this.requestStart = timing.now();
    this.deadline = this.requestStart + timing.limits.headersTimeoutMs;
    this.parser = new RequestParser(this);
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => {
      this.onData(chunk);
    });
    socket.on('end', () => {
      // The client closed its side: an answer under way has no reader (as node:http's server sees it).
      this.current?.gone();
      this.current = null;
      socket.destroy();
    });
    socket.on('error', () => {
      socket.destroy();
    });
    socket.on('close', () => {
      this.current?.gone();
      this.current = null;
    });
  }

  get idle(): boolean {
    return this.current === null && this.parser.idle;
  }

  pauseReading(): void {
    this.pausedForBody = true;
    this.socket.pause();
  }

  resumeReading(): void {
    this.pausedForBody = false;
    if (!this.pausedForHeld && !this.closing) this.socket.resume();
  }

  head(head: RequestHead): void {
    this.wait = Wait.Body;
    this.deadline = this.requestStart + this.timing.limits.requestTimeoutMs;
    const exchange = new ClientExchange(this, head);
    this.current = exchange;
    this.onRequest(exchange);
  }

  body(chunk: Buffer): void {
    this.current?.handlers?.requestBody(chunk);
  }

  end(rawTrailers: string[]): void {
    const exchange = this.current;
    if (exchange === null) return;
    // The request is whole: the wait for the answer is the target's (--target-timeout), not the client's.
    this.wait = Wait.Answer;
    this.deadline = Number.POSITIVE_INFINITY;
    exchange.requestEnded = true;
    exchange.handlers?.requestEnd(rawTrailers);
  }

  answered(exchange: ClientExchange, close: boolean): void {
    if (this.current !== exchange) return;
    this.current = null;
    // Idle until the next request's first byte; a closing connection has as long for the client to close its side.
    this.wait = Wait.Idle;
    this.deadline = this.timing.now() + this.timing.limits.keepAliveTimeoutMs;
    if (close) {
      this.closing = true;
      this.held = null;
      // What the client still sends is read and dropped until it closes too, so that its answer is not lost to a reset.
      this.socket.resume();
      this.socket.end();
      return;
    }
    this.parser.next();
    const held = this.held;
    this.held = null;
    if (this.pausedForHeld) {
      this.pausedForHeld = false;
      if (!this.pausedForBody) this.socket.resume();
    }
    if (held !== null) this.feed(held);
  }

  private onData(chunk: Buffer): void {
    if (this.closing) return;
    if (this.parser.done) {
      // The answer to the request before is under way: this is the next request, read once it is written.
      this.hold(chunk);
      return;
    }
    this.feed(chunk);
  }

  /** The connection is past its deadline: an idle one is closed, a request not arrived in time answered 408. */
  expire(): void {
    if (this.wait === Wait.Idle) {
      this.socket.destroy();
      return;
    }
    if (this.wait === Wait.Answer) return;
    const { headersTimeoutMs, requestTimeoutMs } = this.timing.limits;
    const late = this.wait === Wait.Head
      ? lateBody('head', headersTimeoutMs, '--headers-timeout')
      : lateBody('whole request', requestTimeoutMs, '--request-timeout');
    this.answerAndClose(408, late);
  }

  private feed(chunk: Buffer): void {
    if (this.wait === Wait.Idle) {
      // A next request's first byte: its head is timed from here.
      this.wait = Wait.Head;
      this.requestStart = this.timing.now();
      this.deadline = this.requestStart + this.timing.limits.headersTimeoutMs;
    }
    let at: number;
    try {
      at = this.parser.push(chunk);
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      this.answerAndClose(error.status, malformedBody(error));
      return;
    }
    if (at < chunk.length && !this.closing) this.hold(chunk.subarray(at));
  }

  private hold(chunk: Buffer): void {
    this.held = this.held === null ? chunk : Buffer.concat([this.held, chunk]);
    if (this.held.length > HELD_LIMIT && !this.pausedForHeld) {
      this.pausedForHeld = true;
      this.socket.pause();
    }
  }

  /**
   * A request the proxy cannot read, or one too slow: a problem, and the connection closed (what follows cannot be
   * framed). The exchange under way, if any, is aborted: the target's connection is not reused.
   */
  private answerAndClose(status: number, body: Buffer): void {
    const exchange = this.current ?? new ClientExchange(this, refusedHead);
    this.current = exchange;
    if (exchange.headSent) {
      // Its body broke off after the target's answer began: the client's connection is all that can tell it.
      exchange.gone();
      this.current = null;
      this.socket.destroy();
      return;
    }
    // The problem first: the aborted exchange is reported with it, as the proxy's own answer (issue #30 item 8).
    exchange.problem(status, reasons[status] ?? 'Bad Request', body, true);
    exchange.handlers?.aborted();
  }
}

export async function startClientServer(options: ClientServerOptions): Promise<ClientServer> {
  const connections = new Set<ClientConnection>();
  const timing: Timing = { limits: listenerLimits(options.limits), now: options.now ?? (() => performance.now()) };
  const server: Server = createServer({ allowHalfOpen: true, noDelay: true }, (socket) => {
    if (connections.size >= timing.limits.maxConnections) {
      refuseConnection(socket);
      return;
    }
    const connection = new ClientConnection(socket, options.onRequest, timing);
    connections.add(connection);
    socket.on('close', () => connections.delete(connection));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  // One timer for every connection's deadline, as node:http's connectionsCheckingInterval.
  const sweep = setInterval(() => {
    const now = timing.now();
    for (const connection of connections) if (connection.deadline <= now) connection.expire();
  }, checkingIntervalMs(timing.limits));
  sweep.unref();
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}`,
    close: () => new Promise<void>((resolve) => {
      clearInterval(sweep);
      server.close(() => {
        resolve();
      });
      for (const connection of connections) if (connection.idle) connection.socket.destroy();
      setTimeout(() => {
        for (const connection of connections) connection.socket.destroy();
      }, 1_000).unref();
    }),
  };
}
