/**
 * The mock's node:http server, made for Fastify (its `serverFactory`): timeouts on every socket, so that a
 * client trickling its headers or body, or holding an idle connection, cannot hold a socket forever; and the
 * Host check (host-check.ts) in front of Fastify. (With a server factory Fastify sets no timeout itself.)
 */
import { createServer, type RequestListener, type Server } from 'node:http';
import { hostAllowed, type HostCheckOptions, refuseHost } from './host-check.js';

export interface SocketTimeouts {
  /** The request line and headers must arrive within this (ms). */
  headersMs: number;
  /** The whole request, body included, must arrive within this (ms). */
  requestMs: number;
  /** A socket with no traffic either way is closed after this (ms). */
  idleMs: number;
  /** A kept-alive connection waits this long for its next request (ms). */
  keepAliveMs: number;
}

export function mockServerFactory(options: HostCheckOptions & { timeouts: SocketTimeouts }): (handler: RequestListener) => Server {
  const allowed = hostAllowed(options);
  const { headersMs, requestMs, idleMs, keepAliveMs } = options.timeouts;
  return (handler) => {
    const listener: RequestListener = allowed === null
      ? handler
      : (request, response) => {
          if (allowed(request.headers.host)) handler(request, response);
          else refuseHost(request, response);
        };
    const server = createServer({
      headersTimeout: headersMs,
      requestTimeout: requestMs,
      keepAliveTimeout: keepAliveMs,
      // Node checks headersTimeout and requestTimeout on this interval (default 30 s): a tenth of the shortest.
      connectionsCheckingInterval: Math.max(10, Math.min(headersMs, requestMs) / 10),
    }, listener);
    server.setTimeout(idleMs);
    return server;
  };
}
