/**
 * The proxy's forwarding: every request of a client goes to the target unchanged (any method, any path, the
 * body streamed both ways, keep-alive to the target), and every answer comes back unchanged. It sends no request
 * of its own. Beside the stream it keeps up to `captureBytes` of each body, and reports each exchange once, when
 * the client's answer has ended (or the client or the target gave up).
 *
 * Both sides are the proxy's own HTTP/1.1: towards its clients over node:net (client/), towards the target over
 * node:net and node:tls (upstream/). node:http's client, then its server, cost most of the proxy's time (issue #19,
 * item 5).
 */
import type { IncomingHttpHeaders } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { LiveExchange } from '../exchange.js';
import type { Backpressure, ClientExchange, RequestHandlers } from './client/exchange.js';
import type { RequestHead } from './client/request-parser.js';
import { type ClientServerOptions, startClientServer } from './client/server.js';
import { forwardable, headersObject } from './headers.js';
import { badGateway, proxyAnswerOf } from './own-answers.js';
import { answerTimeout, UpstreamExchange, type UpstreamHandler, type UpstreamRequest } from './upstream/exchange.js';
import { type OriginPool, originOf, UpstreamPools, type PoolOptions } from './upstream/pool.js';
import type { ResponseHead } from './upstream/response-parser.js';

export interface ForwardOptions extends Partial<Pick<ClientServerOptions, 'limits'>> {
  /** The service's base URL; its path (if any) is put before every request's path. */
  target: URL;
  port: number;
  host: string;
  /** The most of each body kept for judging (default 1 MiB); a longer body is forwarded, not judged. */
  captureBytes?: number;
  /** Connections to the target: their bound, idle time and trusted CAs (upstream/pool.ts). */
  upstream?: PoolOptions;
  /**
   * How long the target may take to begin its answer once the client's request is whole (its wait for a connection
   * included), in ms; then the client gets a 504 of the proxy's own. Default {@link DEFAULT_ANSWER_TIMEOUT_MS}; 0: no limit.
   */
  answerTimeoutMs?: number;
  /** A monotonic clock in ms (default performance.now). */
  now?: () => number;
  /** Called once per client request. */
  onExchange(exchange: LiveExchange, detail: { httpVersion: string }): void;
}

export interface Forwarding {
  url: string;
  close(): Promise<void>;
}

/**
 * Keeps the first `limit` bytes of a stream's chunks; null once it went over. `copy`: the chunks are a reused read
 * buffer's (the target's side, upstream/pool.ts), valid only until the read is handled.
 */
class Capture {
  private chunks: Buffer[] = [];
  private length = 0;
  private over = false;
  private readonly limit: number;
  private readonly copy: boolean;

  constructor(limit: number, copy: boolean) {
    this.limit = limit;
    this.copy = copy;
  }

  add(chunk: Buffer): void {
    if (this.over) return;
    this.length += chunk.length;
    if (this.length > this.limit) {
      this.over = true;
      this.chunks = [];
      return;
    }
    this.chunks.push(this.copy ? Buffer.from(chunk) : chunk);
  }

  body(): Buffer | null {
    if (this.over) return null;
    return this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks, this.length);
  }
}

const skipOnRequest: ReadonlySet<string> = new Set(['host']);
const skipOnFramedRequest: ReadonlySet<string> = new Set(['host', 'content-length']);

/** The client's Content-Length goes on as written when it is one plain value; "10, 10" or a repeat goes as one field. */
function plainLength(request: RequestHead): boolean {
  let fields = 0;
  let plain = false;
  for (let i = 0; i < request.rawHeaders.length; i += 2) {
    if (request.rawHeaders[i]!.toLowerCase() === 'content-length') {
      fields += 1;
      plain = request.rawHeaders[i + 1] === String(request.contentLength);
    }
  }
  return fields === 1 && plain;
}

/** As nginx's proxy_read_timeout: a target silent this long after a whole request is taken as one that will not answer. */
export const DEFAULT_ANSWER_TIMEOUT_MS = 60_000;

/** The request's head for the target: its own Host, the client's fields but the hop-by-hop ones, and its framing. */
function requestHead(request: RequestHead, path: string, host: string, body: UpstreamRequest['body']): string {
  const asWritten = body !== 'chunked' && (request.contentLength === null || plainLength(request));
  const pairs = forwardable(request.rawHeaders, request.connectionTokens, asWritten ? skipOnRequest : skipOnFramedRequest);
  let head = `${request.method} ${path} HTTP/1.1\r\nHost: ${host}\r\n`;
  for (let i = 0; i < pairs.length; i += 2) head += `${pairs[i]!}: ${pairs[i + 1]!}\r\n`;
  if (body === 'chunked') head += 'Transfer-Encoding: chunked\r\n';
  else if (!asWritten) head += `Content-Length: ${request.contentLength}\r\n`;
  return `${head}\r\n`;
}

/** What every exchange of one forwarding shares. */
interface ForwardContext {
  pool: OriginPool;
  target: URL;
  now: () => number;
  limit: number;
  answerTimeoutMs: number;
  onExchange: ForwardOptions['onExchange'];
}

/** The kept body of a request without one (RFC 9112 6.3): empty, never written to. */
const noBody = Buffer.alloc(0);

/**
 * One client request forwarded to the target, and its answer back: the target's side (UpstreamHandler) and the
 * client's (RequestHandlers, Backpressure) in one object per exchange, reported once when it ends.
 */
class ForwardedExchange implements UpstreamHandler, RequestHandlers, Backpressure {
  private readonly context: ForwardContext;
  private readonly client: ClientExchange;
  private readonly startedAt: number;
  private readonly sent: Capture | null;
  private readonly answer: Capture;
  private upstream: UpstreamExchange | null = null;
  private status: number | null = null;
  private responseHeaders: IncomingHttpHeaders = {};
  private reported = false;

  constructor(context: ForwardContext, client: ClientExchange) {
    this.context = context;
    this.client = client;
    this.startedAt = context.now();
    this.sent = client.request.body === 'none' ? null : new Capture(context.limit, false);
    this.answer = new Capture(context.limit, true);
  }

  /** Sends the request on, and takes the client's body and backpressure (both ways: a slow reader pauses the other side). */
  start(head: string): void {
    const request = this.client.request;
    this.client.handlers = this;
    this.client.backpressure = this;
    const upstream: UpstreamRequest = { method: request.method, head, body: request.body };
    this.upstream = new UpstreamExchange(this.context.pool, upstream, this, this.context.answerTimeoutMs);
  }

  // The target's side.
  informational(code: number, reason: string, raw: string[]): void {
    this.client.interim(code, reason, raw);
  }

  head(head: ResponseHead): void {
    this.status = head.status;
    this.responseHeaders = headersObject(head.rawHeaders);
    this.client.head(head);
  }

  body(chunk: Buffer): void {
    this.answer.add(chunk);
    this.client.body(chunk);
  }

  flush(): void {
    this.client.flush();
  }

  end(rawTrailers: string[]): void {
    this.client.end(rawTrailers);
    this.report();
  }

  fail(error: Error, answered: boolean): void {
    // The client gave up first (its close aborted the exchange): nothing to answer.
    if (this.client.finished) return;
    if (!this.client.headSent) {
      this.status = null;
      badGateway(this.client, this.context.target, error, answered);
      this.report();
    } else {
      this.client.destroy();
    }
  }

  // The client's side.
  requestBody(chunk: Buffer): void {
    const upstream = this.upstream!;
    this.sent?.add(chunk);
    if (!upstream.sendBody(chunk)) {
      this.client.pauseBody();
      upstream.onDrain(() => {
        this.client.resumeBody();
      });
    }
  }

  requestEnd(rawTrailers: string[]): void {
    this.upstream?.endBody(rawTrailers);
  }

  aborted(): void {
    this.upstream?.abort();
    this.report();
  }

  pauseAnswer(): void {
    this.upstream?.pause();
  }

  resumeAnswer(): void {
    this.upstream?.resume();
  }

  private report(): void {
    if (this.reported) return;
    this.reported = true;
    const { request } = this.client;
    const url = request.target;
    const at = url.indexOf('?');
    // The client got the proxy's own answer (502, 504, or the 408 of a request too slow): the service gave none.
    const own = this.client.ownAnswer;
    this.context.onExchange({
      method: request.method,
      path: at === -1 ? url : url.slice(0, at),
      query: at === -1 ? '' : url.slice(at + 1),
      requestHeaders: request.headers,
      requestBody: this.sent === null ? noBody : this.sent.body(),
      status: this.status,
      ...(own === null ? {} : { proxyAnswer: proxyAnswerOf(own) }),
      responseHeaders: this.responseHeaders,
      responseBody: this.answer.body(),
      startedAt: this.startedAt,
      endedAt: this.context.now(),
    }, { httpVersion: request.version });
  }
}

export async function startForwarding(options: ForwardOptions): Promise<Forwarding> {
  const now = options.now ?? (() => performance.now());
  const limit = options.captureBytes ?? 1_048_576;
  const pools = new UpstreamPools(options.upstream);
  const pool = pools.of(originOf(options.target));
  const targetHost = options.target.host;
  const base = options.target.pathname.replace(/\/$/, '');

  const context: ForwardContext = {
    pool,
    target: options.target,
    now,
    limit,
    answerTimeoutMs: answerTimeout(options.answerTimeoutMs ?? DEFAULT_ANSWER_TIMEOUT_MS),
    onExchange: (exchange, detail) => {
      options.onExchange(exchange, detail);
    },
  };
  const onRequest = (client: ClientExchange) => {
    // RFC 9112 6.3: a request with neither Content-Length nor Transfer-Encoding has no body; most (lookups) have none.
    const forwarded = new ForwardedExchange(context, client);
    forwarded.start(requestHead(client.request, `${base}${client.request.target}`, targetHost, client.request.body));
  };

  const server = await startClientServer({ port: options.port, host: options.host, onRequest, now, limits: options.limits ?? {} });
  return {
    url: server.url,
    close: async () => {
      await server.close();
      pools.close();
    },
  };
}
