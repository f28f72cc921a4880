/**
 * Why a fetch failed, as data: a stable kind and a sentence for the partner. Every sentence shows URLs only
 * through `redactUrl`, and text taken from a lower-level error goes through `scrubUrls` (both ../redact.ts).
 */
import { escapeControls } from '../escape-controls.js';
import { scrub, scrubUrls } from '../redact.js';

/**
 * - `policy`: the URL (or a redirect target) is refused by the URL policy, or its host by the address
 *   policy; nothing was fetched from it.
 * - `network`: connection refused or reset, DNS or TLS failure, malformed response.
 * - `timeout`: the whole exchange, body included, took longer than `timeoutMs` (real time).
 * - `http-status`: a final answer outside 2xx, or a redirect without a usable Location.
 * - `too-large`: Content-Length or the bytes actually received exceed `maxBytes`.
 * - `too-many-redirects`: more than `maxRedirects` redirects.
 * - `hash-mismatch`: the body's digest differs from the declared HashSum, or its algorithm is unsupported.
 * - `aborted`: the caller's signal fired (e.g. server shutdown); not the partner's fault.
 * - `busy`: the caller's `reserve` refused the body's bytes (the XML budget is spent); not the partner's fault.
 */
export type FetchFailureKind =
  | 'policy'
  | 'network'
  | 'timeout'
  | 'http-status'
  | 'too-large'
  | 'too-many-redirects'
  | 'hash-mismatch'
  | 'aborted'
  | 'busy';

export interface FetchFailure {
  ok: false;
  kind: FetchFailureKind;
  /** The HTTP status, for `http-status` (and for a redirect answer without a usable Location). */
  status?: number;
  /** The `code` of an RFC 9457 problem body the server answered with, e.g. `FILE_URL_INVALID`. */
  problemCode?: string;
  /** What the partner is told (a 422, an ingest's error): never what is on a host or port it cannot reach. */
  message: string;
  /**
   * For the operator's log, when it says more than `message`: the address refused and its range, the
   * network error (ECONNREFUSED, the TLS library's text), the phase of a timeout. URLs in it are redacted.
   */
  detail?: string;
  /** Told as {@link unreachableMessage}: the create pads its answer to a fixed minimum time (unreachable-pad.ts). */
  unreachable?: true;
}

export function fetchFailure(kind: FetchFailureKind, message: string, status?: number): FetchFailure {
  return status === undefined ? { ok: false, kind, message } : { ok: false, kind, status, message };
}

/**
 * The one sentence the partner gets for a refused address, a connection that failed (refused, reset, DNS,
 * TLS of any kind) and a server that never answered: the same words for each, so that a URL cannot be used
 * to map what listens on the mock's network (issue #13). The difference is in `detail`, for the operator.
 */
export function unreachableMessage(shown: string): string {
  return `${shown} could not be fetched: the address is not allowed, or it did not answer with the file `
    + '(the service\'s log says which)';
}

/** A failure told as {@link unreachableMessage}, with the full story in `detail`. */
export function unreachable(kind: FetchFailureKind, shown: string, detail: string): FetchFailure {
  return { ok: false, kind, message: unreachableMessage(shown), detail, unreachable: true };
}

/** A problem body's stable code and sentence, as a file server (the mock's own, for one) sends them. */
export interface ServerProblem {
  code: string;
  detail?: string;
}

/** Upper-case codes only (`FILE_URL_EXPIRED`): anything else is not a code worth repeating. */
const PROBLEM_CODE = /^[A-Z][A-Z0-9_]{1,63}$/;
const MAX_DETAIL = 300;

/**
 * The `code` (and `detail`) of an error body, when it is RFC 9457 problem+json (or JSON) carrying a code;
 * `undefined` for anything else. The detail is someone else's text: its URLs lose their query strings, the
 * `secrets` of the URL asked (secretsInUrl) are scrubbed wherever the server echoed them, and it is shortened.
 */
export function serverProblemOf(contentType: string | null, body: Uint8Array, secrets: readonly string[] = []): ServerProblem | undefined {
  const type = (contentType ?? '').split(';', 1)[0]!.trim().toLowerCase();
  if (type !== 'application/problem+json' && type !== 'application/json') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return undefined;
  }
  if (parsed === null || typeof parsed !== 'object') return undefined;
  const { code, detail } = parsed as { code?: unknown; detail?: unknown };
  if (typeof code !== 'string' || !PROBLEM_CODE.test(code)) return undefined;
  if (typeof detail !== 'string' || detail.trim() === '') return { code };
  // A foreign sentence stays on one line and moves no cursor: the kit's one rule for control characters.
  const clean = escapeControls(scrub(scrubUrls(detail), secrets).trim());
  return { code, detail: clean.length > MAX_DETAIL ? `${clean.slice(0, MAX_DETAIL - 1)}…` : clean };
}

/**
 * What to tell the user about a final status outside 2xx, with the server's problem when it sent one: its
 * code says what was wrong better than a guess from the status (a 403 from the mock's file server may be
 * an expired URL, or one that was never signed for this path).
 */
export function httpStatusMessage(shown: string, status: number, problem: ServerProblem | undefined): string {
  if (problem === undefined) return `${shown} answered HTTP ${status}; ${statusHint(status)}`;
  return `${shown} answered HTTP ${status} ${problem.code}${problem.detail === undefined ? '' : `: ${problem.detail}`}`;
}

/** What to tell the user about a final status outside 2xx. */
export function statusHint(status: number): string {
  if (status === 403 || status === 410) {
    return 'a pre-signed URL may have expired; it must still be valid when the service fetches it (spec 8), so send a fresh one';
  }
  if (status === 401) return 'the file server wants authorisation; send a pre-signed URL';
  if (status === 404) return 'check that the file exists at this URL';
  if (status === 429) return 'the file server is rate limiting; try again later';
  if (status >= 500) return 'the file server failed; try again later';
  if (status >= 300 && status < 400) return 'this redirect cannot be followed';
  return 'the file server refused the request';
}

/** Descriptions of the error codes Node and undici put on a failed connection or exchange. */
const NETWORK_CODES: ReadonlyMap<string, string> = new Map([
  ['ECONNREFUSED', 'connection refused; check the host and port, and that the server is running'],
  ['ECONNRESET', 'connection reset by the server'],
  ['EPIPE', 'connection closed by the server while sending the request'],
  ['UND_ERR_SOCKET', 'connection closed by the server before the response was complete'],
  ['ENOTFOUND', 'host not found (DNS); check the host name'],
  ['EAI_AGAIN', 'DNS lookup failed temporarily; try again later'],
  ['EHOSTUNREACH', 'host unreachable'],
  ['ENETUNREACH', 'network unreachable'],
  ['ETIMEDOUT', 'connection attempt timed out'],
  ['UND_ERR_CONNECT_TIMEOUT', 'connection attempt timed out'],
  ['UND_ERR_HEADERS_TIMEOUT', 'the server sent no response headers in time'],
  ['UND_ERR_BODY_TIMEOUT', 'the server stopped sending the body'],
  ['UND_ERR_HEADERS_OVERFLOW', 'the server sent oversized response headers'],
]);

/**
 * The network error in a sentence with its code, e.g. `connection refused; … (ECONNREFUSED)`.
 *
 * `fetch` rejects with `TypeError('fetch failed')` (or `'terminated'` while reading the body) and puts the
 * real error in `cause`, sometimes one level deeper (an AggregateError when several addresses were tried);
 * the innermost error with a `code` is the one worth naming.
 */
export function describeNetworkError(error: unknown): string {
  const chain = causeChain(error);
  const coded = chain.findLast((e) => codeOf(e) !== undefined);
  const innermost = chain[chain.length - 1];
  const code = codeOf(coded);
  const detail = scrubUrls(messageOf(coded ?? innermost));
  if (code === undefined) return detail === '' ? 'unknown network error' : detail;
  const known = NETWORK_CODES.get(code);
  if (known !== undefined) return `${known} (${code})`;
  if (/CERT|SSL|TLS|DEPTH_ZERO|ALTNAME|UNABLE_TO_(GET|VERIFY)/.test(code)) {
    return `TLS handshake failed: ${detail} (${code}); the server's certificate is not trusted by this process (trust a private CA with NODE_EXTRA_CA_CERTS, or the mock's outbound.caFile)`;
  }
  if (code.startsWith('HPE_')) return `the server sent a malformed HTTP response: ${detail} (${code})`;
  return `${detail} (${code})`;
}

function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current = error;
  // a cause cycle is possible in principle; 8 levels is far more than fetch ever nests
  while (current !== undefined && current !== null && chain.length < 8) {
    chain.push(current);
    current = current instanceof Error ? current.cause : undefined;
  }
  return chain;
}

function codeOf(error: unknown): string | undefined {
  const code: unknown = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return typeof code === 'string' ? code : undefined;
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}
