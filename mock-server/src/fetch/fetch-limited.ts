import {
  describeNetworkError,
  type FetchFailure,
  fetchFailure,
  type FetchFailureKind,
  httpStatusMessage,
  scrubUrls,
  serverProblemOf,
  unreachable,
} from './failures.js';
import { type Exchange, nodeHttpOpener, openerOf, type Opener } from './exchange.js';
import { createStreamingHash, type StreamingHash } from './hash.js';
import { OutboundAddressRefused, type Resolve } from './outbound.js';
import { redactUrl } from './redact.js';
import { checkUrlPolicy, type UrlPolicy } from './url-policy.js';

export type { FetchFailure, FetchFailureKind };

/** Bounds of one fetch. */
export interface FetchLimits {
  /** The whole exchange (every redirect hop, headers and body), in real milliseconds; never scaled. */
  timeoutMs: number;
  /** Most body bytes accepted (after content decoding). */
  maxBytes: number;
  /** Most redirects followed; 0 refuses every redirect. */
  maxRedirects: number;
}

export type FetchOutcome =
  | {
    ok: true;
    status: number;
    /**
     * The URL that answered, after redirects, query string included: it is data for the caller (e.g. a
     * base for relative URIs), not for logs; pass it through `redactUrl` before showing it.
     */
    finalUrl: string;
    contentType: string | null;
    /** Body bytes received (after content decoding). */
    bytes: number;
    /** Present when `consume` is 'buffer'. */
    body?: Uint8Array;
    /** Lower-case hex digest, present when `hash` was given. */
    digest?: string;
  }
  | FetchFailure;

export interface FetchLimitedOptions {
  /**
   * A fetch function to GET with (injected in tests, or a caller's own); without it, node:http / node:https
   * (exchange.ts), which costs a third less CPU than the global fetch. An injected fetch connects its own
   * way: the address policy (`policy.addresses`) applies to node:http / node:https only.
   */
  fetch?: typeof globalThis.fetch;
  limits: FetchLimits;
  /** The URL policy (scheme) and the address policy, checked on every redirect hop. */
  policy: UrlPolicy;
  /** Resolves host names for the address check (default dns.lookup, every address); injected in tests. */
  resolve?: Resolve;
  /** What is fetched, for messages: 'xmlUrl', 'resource file'. */
  label: string;
  /** 'buffer' keeps the body (the ERN XML); 'discard' streams it away, counting and hashing (media files). */
  consume: 'buffer' | 'discard';
  /**
   * A DDEX HashSum algorithm name (MD5, SHA1, SHA-256, SHA256, …; case-insensitive), computed while the
   * body streams. With `expected` (hex, any case), a different digest is a 'hash-mismatch' failure.
   */
  hash?: { algorithm: string; expected?: string };
  /** Aborts the fetch, e.g. on server shutdown; the outcome is then an 'aborted' failure. */
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * CA certificates (PEM) trusted for https besides Node's default CAs, on every redirect hop (config
   * `outbound.caFile`). An injected `fetch` brings its own trust and ignores this.
   */
  ca?: string;
  /**
   * Asked before body bytes are kept: once with the Content-Length when the response gives one, then for
   * every byte beyond what was reserved. false stops the fetch with a 'busy' failure (the caller's memory
   * budget is spent, ingest/xml-budget.ts). The caller gives the bytes back when it drops the body.
   */
  reserve?: (bytes: number) => boolean;
}

/** Statuses whose Location is followed; the request is a GET throughout, so 303 needs no special case. */
const REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);

/** Request headers that must not follow a redirect to another origin (as fetch itself does). */
const CREDENTIAL_HEADERS: ReadonlySet<string> = new Set(['authorization', 'cookie', 'proxy-authorization']);

const CONSUME_MODES: readonly string[] = ['buffer', 'discard'];

/** Where an exchange is, for the timeout message. */
interface Progress {
  url: string;
  phase: 'waiting for the response' | 'reading the body';
  bytes: number;
}

/**
 * Fetches a partner's URL (xmlUrl, resource files) within limits: URL policy on every redirect hop,
 * manual redirects, one real-time timeout over the whole exchange, a byte cap, an optional digest.
 *
 * Never throws for bad input, HTTP trouble or network trouble: those are {@link FetchFailure} values whose
 * messages show URLs without query string. Throws only for misuse (invalid limits, missing fetch).
 */
export async function fetchLimited(url: string, options: FetchLimitedOptions): Promise<FetchOutcome> {
  assertOptions(options);
  const { label, limits } = options;
  let hash: StreamingHash | undefined;
  if (options.hash !== undefined) {
    // checked before any I/O: there is no point downloading a file that cannot be verified
    const created = createStreamingHash(options.hash.algorithm, options.hash.expected);
    if (!created.ok) return fetchFailure('hash-mismatch', `${label} ${redactUrl(url)}: ${created.reason}`);
    hash = created.hash;
  }
  const timeout = AbortSignal.timeout(limits.timeoutMs);
  const signal = options.signal === undefined ? timeout : AbortSignal.any([options.signal, timeout]);
  const progress: Progress = { url, phase: 'waiting for the response', bytes: 0 };
  const open = options.fetch === undefined
    ? nodeHttpOpener({
        ...(options.ca === undefined ? {} : { ca: options.ca }),
        ...(options.policy.addresses === undefined ? {} : { addresses: options.policy.addresses }),
        ...(options.resolve === undefined ? {} : { resolve: options.resolve }),
      })
    : openerOf(options.fetch);
  try {
    const opened = await openFollowingRedirects(url, options, open, signal, progress);
    if (!opened.ok) return opened;
    const { response } = opened;
    const shown = redactUrl(progress.url);
    if (response.status < 200 || response.status > 299) {
      const problem = serverProblemOf(response.header('content-type'), await readErrorBody(response, signal));
      response.cancel();
      const failure = fetchFailure('http-status', httpStatusMessage(`${label} ${shown}`, response.status, problem), response.status);
      return problem === undefined ? failure : { ...failure, problemCode: problem.code };
    }
    const declared = contentLength(response);
    if (declared !== undefined && declared > limits.maxBytes) {
      response.cancel();
      return fetchFailure(
        'too-large',
        `${label} ${shown} is ${declared} bytes (Content-Length), over the limit of ${limits.maxBytes} bytes`,
      );
    }
    if (declared !== undefined && options.reserve?.(declared) === false) {
      response.cancel();
      return busyFailure(`${label} ${shown}`, declared);
    }
    progress.phase = 'reading the body';
    const read = await readBody(response, options, hash, signal, progress, declared ?? 0);
    if (!read.ok) return read;
    const digest = hash?.digestHex();
    const expected = options.hash?.expected?.trim().toLowerCase();
    if (digest !== undefined && expected !== undefined && digest !== expected) {
      return fetchFailure('hash-mismatch', mismatchMessage(`${label} ${shown}`, options.hash!.algorithm, digest, expected));
    }
    return {
      ok: true,
      status: response.status,
      finalUrl: progress.url,
      contentType: response.header('content-type'),
      bytes: progress.bytes,
      ...(read.body === undefined ? {} : { body: read.body }),
      ...(digest === undefined ? {} : { digest }),
    };
  } catch (error) {
    return failureOf(error, url, options, timeout, signal, progress);
  }
}

/** Fetches `url` and follows redirects until a non-redirect answer, checking the URL policy before each hop. */
async function openFollowingRedirects(
  url: string,
  options: FetchLimitedOptions,
  open: Opener,
  signal: AbortSignal,
  progress: Progress,
): Promise<{ ok: true; response: Exchange } | FetchFailure> {
  const { label } = options;
  let headers = options.headers;
  for (let hop = 0; ; hop++) {
    const checked = checkUrlPolicy(progress.url, options.policy, label);
    if (!checked.ok) {
      if (hop === 0) return fetchFailure('policy', checked.reason);
      // a redirect's target is refused in the same words as a refused address (issue #13)
      const detail = `${label} ${redactUrl(url)} redirected (redirect ${hop}) to a refused URL: ${checked.reason}`;
      return unreachable('policy', `${label} ${redactUrl(url)}`, detail);
    }
    const current = checked.url;
    progress.url = current.href;
    const opening = open(current.href, { ...(headers === undefined ? {} : { headers }), signal });
    // An answer that arrives after the timeout releases its connection.
    const response = await untilAborted(opening, signal, (late) => {
      late.cancel();
    });
    if (!REDIRECT_STATUSES.has(response.status)) return { ok: true, response };

    response.cancel();
    const shown = `${label} ${redactUrl(current)}`;
    const location = response.header('location');
    const next = location === null ? null : URL.parse(location, current.href);
    if (next === null) {
      const what = location === null ? 'without a Location header' : `with an invalid Location ${redactUrl(location)}`;
      return fetchFailure('http-status', `${shown} answered HTTP ${response.status} ${what}`, response.status);
    }
    if (hop >= options.limits.maxRedirects) {
      return fetchFailure(
        'too-many-redirects',
        `${label} ${redactUrl(url)} redirected more than ${options.limits.maxRedirects} times `
        + `(the last answer, from ${redactUrl(current)}, points to ${redactUrl(next)})`,
      );
    }
    if (next.origin !== current.origin) headers = withoutCredentials(headers);
    progress.url = next.href;
  }
}

/** Reads the body, counting, hashing and (for 'buffer') keeping it; stops at `maxBytes`. */
async function readBody(
  response: Exchange,
  options: FetchLimitedOptions,
  hash: StreamingHash | undefined,
  signal: AbortSignal,
  progress: Progress,
  reservedAtStart: number,
): Promise<{ ok: true; body?: Uint8Array } | FetchFailure> {
  const chunks: Uint8Array[] | undefined = options.consume === 'buffer' ? [] : undefined;
  const { maxBytes } = options.limits;
  let reserved = reservedAtStart;
  try {
    for (let value = await untilAborted(response.read(), signal); value !== null; value = await untilAborted(response.read(), signal)) {
      progress.bytes += value.byteLength;
      if (progress.bytes > maxBytes) {
        // cancelling the body closes the connection: a lying or absent Content-Length stops here
        response.cancel();
        return fetchFailure(
          'too-large',
          `${options.label} ${redactUrl(progress.url)} sent more than the limit of ${maxBytes} bytes`
          + `${response.header('content-length') === null ? '' : ' (more than its Content-Length said)'}; stopped reading`,
        );
      }
      if (options.reserve !== undefined && progress.bytes > reserved) {
        if (!options.reserve(progress.bytes - reserved)) {
          response.cancel();
          return busyFailure(`${options.label} ${redactUrl(progress.url)}`, progress.bytes);
        }
        reserved = progress.bytes;
      }
      hash?.update(value);
      chunks?.push(value);
    }
  } catch (error) {
    response.cancel();
    throw error;
  }
  return chunks === undefined ? { ok: true } : { ok: true, body: concat(chunks, progress.bytes) };
}

function busyFailure(shown: string, bytes: number): FetchFailure {
  return fetchFailure('busy', `${shown}: its body (${bytes} bytes so far or declared) does not fit the budget of bodies held at once; stopped reading`);
}

/** Most bytes of an error body read for its problem code: problem documents are small. */
const MAX_ERROR_BODY = 16 * 1024;

/**
 * The start of an error answer's body, when it says it is JSON; empty otherwise (the body is then dropped
 * unread). A failure to read it is no failure of the fetch: the status alone still tells.
 */
async function readErrorBody(response: Exchange, signal: AbortSignal): Promise<Uint8Array> {
  const type = response.header('content-type') ?? '';
  if (!/^application\/(problem\+)?json\b/i.test(type.trim())) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let length = 0;
  try {
    for (let value = await untilAborted(response.read(), signal); value !== null; value = await untilAborted(response.read(), signal)) {
      chunks.push(value);
      length += value.byteLength;
      if (length > MAX_ERROR_BODY) return new Uint8Array(0);
    }
  } catch {
    return new Uint8Array(0);
  }
  return concat(chunks, length);
}

/**
 * Turns what a fetch or a body read threw into a failure: a refused address, the timeout, the caller's abort,
 * or the network.
 *
 * issue #13: a refused address, a connection that failed and a server that never answered are told to the
 * partner in the same words (naming the URL it sent, not a redirect's target); the detail goes to `detail`.
 * Once a response has begun (reading the body), the server was one the policy allowed and did answer: the
 * partner hears what happened.
 */
function failureOf(
  error: unknown,
  url: string,
  options: FetchLimitedOptions,
  timeout: AbortSignal,
  signal: AbortSignal,
  progress: Progress,
): FetchFailure {
  const asked = `${options.label} ${redactUrl(url)}`;
  const shown = `${options.label} ${redactUrl(progress.url)}`;
  const answered = progress.phase === 'reading the body';
  const received = answered ? ` after ${progress.bytes} bytes of the body` : '';
  if (error instanceof OutboundAddressRefused) {
    return unreachable('policy', asked, `${shown}: ${error.detail}; nothing was sent`);
  }
  if (signal.aborted && timeout.aborted && signal.reason === timeout.reason) {
    const message = `${shown} timed out: the exchange took longer than ${options.limits.timeoutMs} ms (stopped while `
      + `${progress.phase}${received}); a slow or stalled file server, or a file too large for the time limit`;
    return answered ? fetchFailure('timeout', message) : unreachable('timeout', asked, message);
  }
  if (signal.aborted) {
    const reason: unknown = signal.reason;
    const why = reason instanceof Error ? scrubUrls(reason.message) : 'aborted';
    return fetchFailure('aborted', `fetching ${shown} was aborted by the caller (${why}) while ${progress.phase}`);
  }
  const detail = `${shown} could not be fetched${received}: ${describeNetworkError(error)}`;
  if (!answered) return unreachable('network', asked, detail);
  // the server answered, then the connection broke: said so, without the network error's kind
  return { ...fetchFailure('network', `${shown} could not be fetched${received}: the connection broke (the service's log says why)`), detail };
}

/**
 * Settles with `promise`, or rejects with the abort reason as soon as `signal` fires: the timeout holds even
 * when an injected fetch ignores its signal. A value that arrives after the abort goes to `lateValue`
 * (a response that must release its connection).
 */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal, lateValue?: (value: T) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => {
      reject(abortReason(signal));
    };
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        if (signal.aborted) lateValue?.(value);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

function abortReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason : new Error('aborted');
}

/** The Content-Length header as a number, when it is one. */
function contentLength(response: Exchange): number | undefined {
  const header = response.header('content-length');
  if (header === null || !/^\s*\d+\s*$/.test(header)) return undefined;
  return Number(header);
}

function withoutCredentials(headers: Record<string, string> | undefined): Record<string, string> | undefined {
  if (headers === undefined) return undefined;
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !CREDENTIAL_HEADERS.has(name.toLowerCase())));
}

function mismatchMessage(shown: string, algorithm: string, digest: string, expected: string): string {
  const declared = expected.length > 160 ? `${expected.slice(0, 160)}…` : expected;
  const lengths =
    expected.length === digest.length
      ? ''
      : ` (the declared value has ${expected.length} characters, a ${algorithm} digest has ${digest.length} hex digits)`;
  return `${shown} has ${algorithm} ${digest}, but the message declares ${JSON.stringify(declared)}${lengths}; `
    + 'the file changed after the HashSum was computed, or the HashSum is wrong';
}

function concat(chunks: Uint8Array[], length: number): Uint8Array {
  const body = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

function assertOptions(options: FetchLimitedOptions): void {
  const { limits } = options;
  if (options.fetch !== undefined && typeof options.fetch !== 'function') {
    throw new TypeError('fetchLimited: options.fetch must be a fetch function when given');
  }
  if (!(limits.timeoutMs > 0) || !Number.isFinite(limits.timeoutMs)) {
    throw new RangeError('fetchLimited: limits.timeoutMs must be a positive number of milliseconds');
  }
  if (!Number.isSafeInteger(limits.maxBytes) || limits.maxBytes < 0) {
    throw new RangeError('fetchLimited: limits.maxBytes must be a non-negative integer');
  }
  if (!Number.isSafeInteger(limits.maxRedirects) || limits.maxRedirects < 0) {
    throw new RangeError('fetchLimited: limits.maxRedirects must be a non-negative integer');
  }
  // plain JavaScript callers get no type check
  if (!CONSUME_MODES.includes(options.consume)) {
    throw new TypeError('fetchLimited: options.consume must be \'buffer\' or \'discard\'');
  }
  if (options.label === '') throw new TypeError('fetchLimited: options.label must name what is fetched');
}
