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
import type { ClientExchange } from './client/exchange.js';
import type { RequestHead } from './client/request-parser.js';
import { startClientServer } from './client/server.js';
import { forwardable, headersObject } from './headers.js';
import { UpstreamExchange, type UpstreamHandler, type UpstreamRequest } from './upstream/exchange.js';
import { originOf, UpstreamPools, type PoolOptions } from './upstream/pool.js';
import type { ResponseHead } from './upstream/response-parser.js';

export interface ForwardOptions {
  /** The service's base URL; its path (if any) is put before every request's path. */
  target: URL;
  port: number;
  host: string;
  /** The most of each body kept for judging (default 1 MiB); a longer body is forwarded, not judged. */
  captureBytes?: number;
  /** Connections to the target: their bound, idle time and trusted CAs (upstream/pool.ts). */
  upstream?: PoolOptions;
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

/** The 502 the proxy answers itself (a stable code; the detail names the target and what went wrong, never a key). */
function badGateway(exchange: ClientExchange, target: URL, error: Error, answered: boolean): void {
  const detail = `${target.origin}: ${(error as NodeJS.ErrnoException).code ?? error.message}`;
  const body = Buffer.from(JSON.stringify({
    type: 'urn:partner-ingest-kit:proxy:target-unreachable',
    title: answered ? 'The target broke off its answer' : 'The proxy could not reach the target',
    status: 502,
    code: 'PROXY_TARGET_UNREACHABLE',
    detail,
  }));
  exchange.problem(502, 'Bad Gateway', body);
}

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

export async function startForwarding(options: ForwardOptions): Promise<Forwarding> {
  const now = options.now ?? (() => performance.now());
  const limit = options.captureBytes ?? 1_048_576;
  const pools = new UpstreamPools(options.upstream);
  const pool = pools.of(originOf(options.target));
  const targetHost = options.target.host;
  const base = options.target.pathname.replace(/\/$/, '');

  const onRequest = (client: ClientExchange) => {
    const startedAt = now();
    const request = client.request;
    const url = request.target;
    const at = url.indexOf('?');
    const path = at === -1 ? url : url.slice(0, at);
    const query = at === -1 ? '' : url.slice(at + 1);
    const requestBody = new Capture(limit, false);
    const responseBody = new Capture(limit, true);
    let status: number | null = null;
    let responseHeaders: IncomingHttpHeaders = {};
    let reported = false;
    const report = () => {
      if (reported) return;
      reported = true;
      options.onExchange({
        method: request.method, path, query, requestHeaders: request.headers, requestBody: requestBody.body(),
        status, responseHeaders, responseBody: responseBody.body(), startedAt, endedAt: now(),
      }, { httpVersion: request.version });
    };
    const handler: UpstreamHandler = {
      informational: (code, reason, raw) => {
        client.interim(code, reason, raw);
      },
      head: (head: ResponseHead) => {
        status = head.status;
        responseHeaders = headersObject(head.rawHeaders);
        client.head(head);
      },
      body: (chunk) => {
        responseBody.add(chunk);
        client.body(chunk);
      },
      flush: () => {
        client.flush();
      },
      end: (rawTrailers) => {
        client.end(rawTrailers);
        report();
      },
      fail: (error, answered) => {
        // The client gave up first (its close aborted the exchange): nothing to answer.
        if (client.finished) return;
        if (!client.headSent) {
          status = null;
          badGateway(client, options.target, error, answered);
          report();
        } else {
          client.destroy();
        }
      },
    };
    // RFC 9112 6.3: a request with neither Content-Length nor Transfer-Encoding has no body; most (lookups) have none.
    const upstream = new UpstreamExchange(pool, { method: request.method, head: requestHead(request, `${base}${url}`, targetHost, request.body), body: request.body }, handler);
    // Backpressure both ways: a client that reads slowly pauses the target's socket; a target that reads slowly, the client's.
    client.onBackpressure(() => {
      upstream.pause();
    }, () => {
      upstream.resume();
    });
    const resume = () => {
      client.resumeBody();
    };
    client.handlers = {
      body: (chunk) => {
        requestBody.add(chunk);
        if (!upstream.sendBody(chunk)) {
          client.pauseBody();
          upstream.onDrain(resume);
        }
      },
      end: (rawTrailers) => {
        upstream.endBody(rawTrailers);
      },
      aborted: () => {
        upstream.abort();
        report();
      },
    };
  };

  const server = await startClientServer({ port: options.port, host: options.host, onRequest });
  return {
    url: server.url,
    close: async () => {
      await server.close();
      pools.close();
    },
  };
}
