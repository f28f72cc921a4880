/**
 * A kept-alive connection that the server closed while it was idle (its keep-alive timeout, e.g. Node's 5 s, met our
 * request on the wire) fails the request before any answer, though the server is fine. Node's docs advise sending it
 * again on another socket when `request.reusedSocket` says the socket had served before. The XML fetcher's GETs
 * (exchange.ts) and the webhook POSTs (webhooks/http-post.ts) both do; a request that fails on a fresh socket is a
 * real failure.
 */
import type http from 'node:http';

const STALE_CODES: ReadonlySet<string> = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED']);

/** Whether `error`, before any answer, is a reused socket's that the server had closed: the request may go again. */
export function staleSocket(request: http.ClientRequest, error: Error & { code?: string }): boolean {
  return request.reusedSocket && error.code !== undefined && STALE_CODES.has(error.code);
}
