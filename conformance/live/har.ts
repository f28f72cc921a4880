/**
 * `--har <file>`: the traffic as HAR 1.2 (http://www.softwareishard.com/blog/har-12-spec/), for a browser's
 * network panel or a replay tool. Keys never appear: secret headers and key-like query parameters are replaced
 * (redact.ts), and every key the exchange carried is scrubbed from its bodies.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { LiveExchange } from './exchange.js';
import { redactHeader, redactQuery, scrub } from './redact.js';

interface HarHeader { name: string; value: string }

export interface HarEntry {
  startedDateTime: string;
  time: number;
  request: {
    method: string;
    url: string;
    httpVersion: string;
    cookies: [];
    headers: HarHeader[];
    queryString: HarHeader[];
    postData?: { mimeType: string; text: string };
    headersSize: -1;
    bodySize: number;
  };
  response: {
    status: number;
    statusText: string;
    httpVersion: string;
    cookies: [];
    headers: HarHeader[];
    content: { size: number; mimeType: string; text?: string; comment?: string };
    redirectURL: string;
    headersSize: -1;
    bodySize: number;
  };
  cache: Record<string, never>;
  timings: { send: number; wait: number; receive: number };
  comment?: string;
}

export interface Har {
  log: { version: '1.2'; creator: { name: string; version: string }; entries: HarEntry[] };
}

function headers(from: IncomingHttpHeaders): HarHeader[] {
  return Object.entries(from).flatMap(([name, value]) => (Array.isArray(value) ? value : [value ?? ''])
    .map((v) => ({ name, value: redactHeader(name, v) })));
}

function single(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** One entry; `target` is the service's base URL (no query), `secrets` what the exchange carried, `startedAt` wall-clock ms. */
export function harEntry(
  exchange: LiveExchange,
  options: { target: string; secrets: readonly string[]; startedAt: number; httpVersion: string },
): HarEntry {
  const query = redactQuery(exchange.query);
  const text = (body: Buffer | null) => (body === null ? undefined : scrub(body.toString('utf8'), options.secrets));
  const requestText = text(exchange.requestBody);
  const responseText = text(exchange.responseBody);
  const time = Math.max(0, exchange.endedAt - exchange.startedAt);
  const requestType = single(exchange.requestHeaders['content-type']);
  return {
    startedDateTime: new Date(options.startedAt).toISOString(),
    time,
    request: {
      method: exchange.method,
      url: `${options.target.replace(/\/$/, '')}${exchange.path}${query === '' ? '' : `?${query}`}`,
      httpVersion: `HTTP/${options.httpVersion}`,
      cookies: [],
      headers: headers(exchange.requestHeaders),
      queryString: query === ''
        ? []
        : query.split('&').map((pair) => {
            const at = pair.indexOf('=');
            return at === -1 ? { name: pair, value: '' } : { name: pair.slice(0, at), value: pair.slice(at + 1) };
          }),
      ...(requestText === undefined || requestText === '' ? {} : { postData: { mimeType: requestType, text: requestText } }),
      headersSize: -1,
      bodySize: exchange.requestBody?.length ?? -1,
    },
    response: {
      status: exchange.status ?? 0,
      statusText: '',
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: headers(exchange.responseHeaders),
      content: {
        size: exchange.responseBody?.length ?? -1,
        mimeType: single(exchange.responseHeaders['content-type']),
        ...(responseText === undefined ? { comment: 'longer than the proxy keeps' } : { text: responseText }),
      },
      redirectURL: single(exchange.responseHeaders.location),
      headersSize: -1,
      bodySize: exchange.responseBody?.length ?? -1,
    },
    cache: {},
    timings: { send: 0, wait: time, receive: 0 },
    ...(exchange.status === null ? { comment: 'the service gave no answer' } : {}),
  };
}

export function har(entries: HarEntry[], version: string): Har {
  return { log: { version: '1.2', creator: { name: 'partner-ingest-kit proxy', version }, entries } };
}
