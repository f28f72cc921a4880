/**
 * The proxy's forwarding: every request of a client goes to the target unchanged (any method, any path, the
 * body streamed both ways, keep-alive to the target), and every answer comes back unchanged. It sends no request
 * of its own. Beside the stream it keeps up to `captureBytes` of each body, and reports each exchange once, when
 * the client's answer has ended (or the client or the target gave up).
 *
 * The client's side is node:http's server; the target's side is the proxy's own HTTP/1.1 over node:net and
 * node:tls (upstream/): node:http's client cost most of the proxy's time (issue #19, item 5).
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { LiveExchange } from '../exchange.js';
import { connectionTokens, forwardable, headersObject } from './headers.js';
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

/** Keeps the first `limit` bytes of a stream's chunks; null once it went over. */
class Capture {
  private chunks: Buffer[] = [];
  private length = 0;
  private over = false;
  private readonly limit: number;

  constructor(limit: number) {
    this.limit = limit;
  }

  add(chunk: Buffer): void {
    if (this.over) return;
    this.length += chunk.length;
    if (this.length > this.limit) {
      this.over = true;
      this.chunks = [];
      return;
    }
    this.chunks.push(chunk);
  }

  body(): Buffer | null {
    if (this.over) return null;
    return this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks, this.length);
  }
}

const skipOnRequest: ReadonlySet<string> = new Set(['host']);
const skipOnChunkedRequest: ReadonlySet<string> = new Set(['host', 'content-length']);
const skipNothing: ReadonlySet<string> = new Set();
const skipLength: ReadonlySet<string> = new Set(['content-length']);
const skipTrailer: ReadonlySet<string> = new Set(['trailer']);
const skipLengthAndTrailer: ReadonlySet<string> = new Set(['content-length', 'trailer']);

/** The 502 the proxy answers itself (a stable code; the detail names the target and what went wrong, never a key). */
function badGateway(res: ServerResponse, target: URL, error: Error, answered: boolean): void {
  const detail = `${target.origin}: ${(error as NodeJS.ErrnoException).code ?? error.message}`;
  const body = JSON.stringify({
    type: 'urn:partner-ingest-kit:proxy:target-unreachable',
    title: answered ? 'The target broke off its answer' : 'The proxy could not reach the target',
    status: 502,
    code: 'PROXY_TARGET_UNREACHABLE',
    detail,
  });
  res.writeHead(502, { 'content-type': 'application/problem+json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

/** The request's head for the target: its own Host, the client's fields but the hop-by-hop ones, and its framing. */
function requestHead(req: IncomingMessage, path: string, host: string, body: UpstreamRequest['body']): string {
  const pairs = forwardable(req.rawHeaders, connectionTokens(req.headers.connection), body === 'chunked' ? skipOnChunkedRequest : skipOnRequest);
  let head = `${req.method ?? 'GET'} ${path} HTTP/1.1\r\nHost: ${host}\r\n`;
  for (let i = 0; i < pairs.length; i += 2) head += `${pairs[i]!}: ${pairs[i + 1]!}\r\n`;
  if (body === 'chunked') head += 'Transfer-Encoding: chunked\r\n';
  return `${head}\r\n`;
}

/** The 1xx answers node:http can write (RFC 9110 15.2: a proxy forwards them); others (104, ...) are dropped. */
function forwardInterim(res: ServerResponse, status: number, raw: readonly string[], sentContinue: boolean): boolean {
  if (status === 100) {
    if (!sentContinue) res.writeContinue();
    return true;
  }
  if (status === 102) res.writeProcessing();
  if (status === 103) {
    const hints: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(headersObject(raw))) if (value !== undefined) hints[name] = value;
    if (hints.link !== undefined) res.writeEarlyHints(hints);
  }
  return sentContinue;
}

export async function startForwarding(options: ForwardOptions): Promise<Forwarding> {
  const now = options.now ?? (() => performance.now());
  const limit = options.captureBytes ?? 1_048_576;
  const pools = new UpstreamPools(options.upstream);
  const pool = pools.of(originOf(options.target));
  const targetHost = options.target.host;
  const base = options.target.pathname.replace(/\/$/, '');

  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    const startedAt = now();
    res.sendDate = false;
    const url = req.url ?? '/';
    const at = url.indexOf('?');
    const path = at === -1 ? url : url.slice(0, at);
    const query = at === -1 ? '' : url.slice(at + 1);
    const requestBody = new Capture(limit);
    const responseBody = new Capture(limit);
    let status: number | null = null;
    let responseHeaders: IncomingHttpHeaders = {};
    let reported = false;
    const report = () => {
      if (reported) return;
      reported = true;
      options.onExchange({
        method: req.method ?? 'GET', path, query, requestHeaders: req.headers, requestBody: requestBody.body(),
        status, responseHeaders, responseBody: responseBody.body(), startedAt, endedAt: now(),
      }, { httpVersion: req.httpVersion });
    };

    // RFC 9112 6.3: a request with neither Content-Length nor Transfer-Encoding has no body; most (lookups) have none.
    const body: UpstreamRequest['body'] = req.headers['transfer-encoding'] !== undefined ? 'chunked' : req.headers['content-length'] !== undefined ? 'length' : 'none';
    const method = req.method ?? 'GET';
    // node:http's server has already told the client to go on (or it expects no 100), unless this request came
    // through checkContinue: then the target's 100 is the client's.
    let sentContinue = !continuing.delete(req);
    // One piece of the answer is held back until the read that carried it is done, so that an answer that came in
    // one read leaves in one write, its end included.
    let held: Buffer | null = null;
    let chunkedDown = false;
    const onDrain = () => {
      upstream.resume();
    };
    const send = (chunk: Buffer) => {
      if (!res.write(chunk)) {
        upstream.pause();
        res.once('drain', onDrain);
      }
    };
    const handler: UpstreamHandler = {
      informational: (code, _reason, raw) => {
        sentContinue = forwardInterim(res, code, raw, sentContinue);
      },
      head: (head: ResponseHead) => {
        status = head.status;
        const raw = head.rawHeaders;
        responseHeaders = headersObject(raw);
        // The proxy frames the body for its client: a length it read from a Transfer-Encoding message is not
        // the body's (RFC 9112 6.3, 3); trailers go only where node:http chunks (an HTTP/1.1 client).
        chunkedDown = head.framing.kind === 'chunked' && req.httpVersion === '1.1';
        const framedByCoding = head.framing.kind === 'chunked' || (head.framing.kind === 'close' && responseHeaders['transfer-encoding'] !== undefined);
        const skip = framedByCoding ? (chunkedDown ? skipLength : skipLengthAndTrailer) : (chunkedDown ? skipNothing : skipTrailer);
        try {
          res.writeHead(head.status, head.reason, forwardable(raw, head.connectionTokens, skip));
        } catch (error) {
          // Fields node:http refuses to write (a character not allowed in a field): the answer cannot be forwarded.
          upstream.abort();
          status = null;
          badGateway(res, options.target, error as Error, true);
        }
      },
      body: (chunk) => {
        responseBody.add(chunk);
        if (held !== null) send(held);
        held = chunk;
      },
      flush: () => {
        if (held === null) return;
        const chunk = held;
        held = null;
        send(chunk);
      },
      end: (rawTrailers) => {
        if (rawTrailers.length > 0 && chunkedDown && res.chunkedEncoding) {
          const pairs: [string, string][] = [];
          for (let i = 0; i + 1 < rawTrailers.length; i += 2) pairs.push([rawTrailers[i]!, rawTrailers[i + 1]!]);
          res.addTrailers(pairs);
        }
        const last = held;
        held = null;
        if (last === null) res.end();
        else res.end(last);
      },
      fail: (error, answered) => {
        // The client gave up first (its close aborted the exchange): nothing to answer.
        if (res.destroyed) return;
        if (!res.headersSent) {
          status = null;
          badGateway(res, options.target, error, answered);
        } else {
          res.destroy();
        }
      },
    };
    const upstream = new UpstreamExchange(pool, { method, head: requestHead(req, `${base}${url}`, targetHost, body), body }, handler);
    if (body !== 'none') {
      const resume = () => req.resume();
      req.on('data', (chunk: Buffer) => {
        requestBody.add(chunk);
        if (!upstream.sendBody(chunk)) {
          req.pause();
          upstream.onDrain(resume);
        }
      });
      req.on('end', () => {
        upstream.endBody(req.rawTrailers);
      });
    }
    res.on('finish', report);
    res.on('close', () => {
      if (!res.writableFinished) upstream.abort();
      report();
    });
  };

  const continuing = new WeakSet<IncomingMessage>();
  const server: Server = createServer(onRequest);
  // Expect: 100-continue goes on to the target, whose 100 (or final answer) the client gets (RFC 9110 10.1.1).
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    continuing.add(req);
    onRequest(req, res);
  });
  server.keepAliveTimeout = 65_000;
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
    close: () => new Promise<void>((resolve) => {
      server.close(() => {
        pools.close();
        resolve();
      });
      server.closeIdleConnections();
      setTimeout(() => {
        server.closeAllConnections();
      }, 1_000).unref();
    }),
  };
}
