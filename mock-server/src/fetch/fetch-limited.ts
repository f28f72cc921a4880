/**
 * The one way the mock fetches a partner's URL (the xmlUrl, resource files): {@link fetchLimited} runs an
 * exchange from options to outcome, with the steps in their own modules: redirects.ts (policy on every
 * hop), read-body.ts (byte cap, budget, digest), until-aborted.ts (the timeout that holds); the options and
 * outcome are in fetch-options.ts.
 */
import {
  describeNetworkError,
  type FetchFailure,
  fetchFailure,
  type FetchFailureKind,
  httpStatusMessage,
  serverProblemOf,
  unreachable,
} from './failures.js';
import { type Exchange, nodeHttpOpener, openerOf } from './exchange.js';
import type { FetchLimitedOptions, FetchOutcome, Progress } from './fetch-options.js';
import { createStreamingHash, type StreamingHash } from './hash.js';
import { OutboundAddressRefused } from './outbound.js';
import { busyFailure, readBody, readErrorBody } from './read-body.js';
import { redactUrl, scrubUrls, secretsInUrl } from '../redact.js';
import { openFollowingRedirects } from './redirects.js';

export type { FetchFailure, FetchFailureKind };
export type { FetchLimitedOptions, FetchLimits, FetchOutcome } from './fetch-options.js';

const CONSUME_MODES: readonly string[] = ['buffer', 'discard'];

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
      // The server may echo the URL it was asked, or its signature alone: what either URL carried is scrubbed.
      const secrets = [...secretsInUrl(url), ...secretsInUrl(progress.url)];
      const problem = serverProblemOf(response.header('content-type'), await readErrorBody(response, signal), secrets);
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

/** The Content-Length header as a number, when it is one. */
function contentLength(response: Exchange): number | undefined {
  const header = response.header('content-length');
  if (header === null || !/^\s*\d+\s*$/.test(header)) return undefined;
  return Number(header);
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
