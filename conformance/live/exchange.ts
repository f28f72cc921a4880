/** One client request and the service's answer, as the proxy saw them: the input of the rules (judge.ts). */
import type { IncomingHttpHeaders } from 'node:http';
import type { ProxyAnswer } from './types.js';

export interface LiveExchange {
  method: string;
  /** The path as the client sent it, without the query. */
  path: string;
  /** The raw query string, without `?` ('' for none). Never written out unredacted. */
  query: string;
  requestHeaders: IncomingHttpHeaders;
  /** The request body, or null when it was longer than the proxy keeps for judging. */
  requestBody: Buffer | null;
  /** The answer's status; null when the service gave none (unreachable, reset). */
  status: number | null;
  /** The answer the proxy gave the client itself when the service gave none (502, 504, 408): not judged. */
  proxyAnswer?: ProxyAnswer;
  responseHeaders: IncomingHttpHeaders;
  responseBody: Buffer | null;
  /** On the proxy's monotonic clock (ms): when the request arrived and when the answer ended. */
  startedAt: number;
  endedAt: number;
}
