/**
 * `--har <file>`: the traffic as HAR 1.2 (http://www.softwareishard.com/blog/har-12-spec/), for a browser's
 * network panel or a replay tool. Keys never appear: the kit's one redaction (mock-server/src/redact.ts) replaces
 * secret headers, secret query parameters, the scope signature of a path, the secret members of a JSON body and the
 * signatures of the URLs in its strings, and every key the exchange carried wherever it appears. The bodies stay the
 * text of their type (`size` and `bodySize` are the bytes that passed).
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { LiveExchange } from './exchange.js';
import { writeAtomically } from './report.js';
import { redactBody, redactHeader, redactPathSignature, redactQuery, redactText, scrub } from '../../mock-server/src/redact.js';

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

function headers(from: IncomingHttpHeaders, secrets: readonly string[]): HarHeader[] {
  return Object.entries(from).flatMap(([name, value]) => (Array.isArray(value) ? value : [value ?? ''])
    .map((v) => ({ name, value: redactHeader(name, v, secrets) })));
}

function single(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** One entry; `target` is the service's base URL (no query), `secrets` what the exchange carried, `startedAt` wall-clock ms. */
export function harEntry(
  exchange: LiveExchange,
  options: { target: string; secrets: readonly string[]; startedAt: number; httpVersion: string },
): HarEntry {
  const query = scrub(redactQuery(exchange.query), options.secrets);
  const text = (body: Buffer | null, type: string) => (body === null ? undefined : redactBody(body.toString('utf8'), type, options.secrets));
  const requestType = single(exchange.requestHeaders['content-type']);
  const responseType = single(exchange.responseHeaders['content-type']);
  const requestText = text(exchange.requestBody, requestType);
  const responseText = text(exchange.responseBody, responseType);
  const time = Math.max(0, exchange.endedAt - exchange.startedAt);
  return {
    startedDateTime: new Date(options.startedAt).toISOString(),
    time,
    request: {
      method: exchange.method,
      url: `${options.target.replace(/\/$/, '')}${redactPathSignature(exchange.path)}${query === '' ? '' : `?${query}`}`,
      httpVersion: `HTTP/${options.httpVersion}`,
      cookies: [],
      headers: headers(exchange.requestHeaders, options.secrets),
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
      headers: headers(exchange.responseHeaders, options.secrets),
      content: {
        size: exchange.responseBody?.length ?? -1,
        mimeType: responseType,
        ...(responseText === undefined ? { comment: 'longer than the proxy keeps' } : { text: responseText }),
      },
      redirectURL: redactText(single(exchange.responseHeaders.location), options.secrets),
      headersSize: -1,
      bodySize: exchange.responseBody?.length ?? -1,
    },
    cache: {},
    timings: { send: 0, wait: time, receive: 0 },
    ...(exchange.status === null ? { comment: noAnswer(exchange) } : {}),
  };
}

/** Why an entry has no status: the proxy's own answer (status 0 in the HAR: the service gave none) names its cause. */
function noAnswer(exchange: LiveExchange): string {
  const own = exchange.proxyAnswer;
  return own === undefined
    ? 'the service gave no answer'
    : `the service gave no answer; the proxy answered ${own.status} ${own.code}: ${own.cause}`;
}

export function har(entries: HarEntry[], version: string): Har {
  return { log: { version: '1.2', creator: { name: 'partner-ingest-kit proxy', version }, entries } };
}

/**
 * The HAR file, written as the reports are: every 10 s and on stop, atomically. `stop` resolves true when its last
 * write succeeded (a failed one is also told to `onError`).
 */
export function startLiveHar(file: string, text: () => string, onError: (error: unknown) => void): { stop(): Promise<boolean> } {
  let chain = Promise.resolve(true);
  const flush = () => {
    chain = chain.then(() => writeAtomically(file, text())).then(() => true, (error: unknown) => {
      onError(error);
      return false;
    });
    return chain;
  };
  const timer = setInterval(() => void flush(), 10_000);
  timer.unref();
  return {
    stop: () => {
      clearInterval(timer);
      return flush();
    },
  };
}
