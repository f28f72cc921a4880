/**
 * The proxy's forwarding: every request of a client goes to the target unchanged (any method, any path, the
 * body streamed both ways, keep-alive to the target), and every answer comes back unchanged. It sends no request
 * of its own. Beside the stream it keeps up to `captureBytes` of each body, and reports each exchange once, when
 * the client's answer has ended (or the client or the target gave up).
 */
import { Agent as HttpAgent, createServer, type IncomingHttpHeaders, type IncomingMessage, request as httpRequest, type Server } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { Readable, Writable } from 'node:stream';
import type { LiveExchange } from '../exchange.js';

export interface ForwardOptions {
  /** The service's base URL; its path (if any) is put before every request's path. */
  target: URL;
  port: number;
  host: string;
  /** The most of each body kept for judging (default 1 MiB); a longer body is forwarded, not judged. */
  captureBytes?: number;
  /** A monotonic clock in ms (default performance.now). */
  now?: () => number;
  /** Called once per client request. */
  onExchange(exchange: LiveExchange, detail: { httpVersion: string }): void;
}

export interface Forwarding {
  url: string;
  close(): Promise<void>;
}

/** Hop-by-hop headers (RFC 9110 7.6.1): they belong to one connection and are not forwarded. */
const hopByHop = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'proxy-authenticate', 'proxy-authorization']);

const noTokens: ReadonlySet<string> = new Set();

/** The headers to forward, as raw name/value pairs; `skip` (lower case) is left out too, e.g. host. */
function forwardable(raw: readonly string[], headers: IncomingHttpHeaders, out: string[] = [], skip?: string): string[] {
  const extraHop = connectionTokens(headers);
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i]!.toLowerCase();
    if (!hopByHop.has(name) && !extraHop.has(name) && name !== skip) out.push(raw[i]!, raw[i + 1]!);
  }
  return out;
}

/** Headers the Connection header names are hop-by-hop too (most requests have none, or just keep-alive). */
function connectionTokens(headers: IncomingHttpHeaders): ReadonlySet<string> {
  const connection = headers.connection;
  if (connection === undefined || connection === '' || connection === 'keep-alive' || connection === 'close') return noTokens;
  return new Set(connection.split(',').map((t) => t.trim().toLowerCase()).filter(Boolean));
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
    return this.over ? null : Buffer.concat(this.chunks, this.length);
  }
}

/** Streams `from` into `to` (with backpressure) and keeps what `capture` allows: one listener per chunk, not pipe()'s set-up. */
function relay(from: Readable, to: Writable, capture: Capture): void {
  from.on('data', (chunk: Buffer) => {
    capture.add(chunk);
    if (!to.write(chunk)) {
      from.pause();
      to.once('drain', () => from.resume());
    }
  });
  from.on('end', () => to.end());
}

export async function startForwarding(options: ForwardOptions): Promise<Forwarding> {
  const now = options.now ?? (() => performance.now());
  const limit = options.captureBytes ?? 1_048_576;
  const secure = options.target.protocol === 'https:';
  const agent = secure ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true });
  const send = secure ? httpsRequest : httpRequest;
  const base = options.target.pathname.replace(/\/$/, '');

  const server: Server = createServer((req: IncomingMessage, res) => {
    const startedAt = now();
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

    const upstream = send({
      protocol: options.target.protocol,
      hostname: options.target.hostname,
      port: options.target.port || (secure ? 443 : 80),
      method: req.method,
      path: `${base}${url}`,
      headers: forwardable(req.rawHeaders, req.headers, ['Host', options.target.host], 'host'),
      agent,
    }, (answer) => {
      status = answer.statusCode ?? null;
      responseHeaders = answer.headers;
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, forwardable(answer.rawHeaders, answer.headers));
      relay(answer, res, responseBody);
      answer.on('error', () => res.destroy());
    });
    upstream.on('error', (error) => {
      // The client gave up first (its close destroyed the upstream request): nothing to answer.
      if (res.destroyed) return;
      if (!res.headersSent) {
        res.writeHead(502, { 'content-type': 'application/problem+json' });
        res.end(JSON.stringify({
          type: 'urn:partner-ingest-kit:proxy:target-unreachable', title: 'The proxy could not reach the target', status: 502,
          code: 'PROXY_TARGET_UNREACHABLE', detail: `${options.target.origin}: ${(error as NodeJS.ErrnoException).code ?? error.message}`,
        }));
      } else {
        res.destroy();
      }
    });
    // RFC 9112 6.3: a request with neither Content-Length nor Transfer-Encoding has no body; most (lookups) have none.
    if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined) upstream.end();
    else relay(req, upstream, requestBody);
    res.on('finish', report);
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
      report();
    });
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
        agent.destroy();
        resolve();
      });
      server.closeIdleConnections();
      setTimeout(() => {
        server.closeAllConnections();
      }, 1_000).unref();
    }),
  };
}
