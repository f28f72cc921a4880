/**
 * What the proxy refuses of a client's request beyond what llhttp refuses (node:http's parser, strict: no
 * insecureHTTPParser). llhttp refuses a malformed head, obs-fold, control characters, Transfer-Encoding beside
 * Content-Length, differing or non-numeric lengths, a Transfer-Encoding not ended by chunked and bad chunk sizes
 * (RFC 9112 5, 6.3, 7.1), and a head over the server's maxHeaderSize (431); node:http answers each through
 * `clientError` (forward.ts). It lets through what these checks take: each is refused with the status of its answer.
 */
import type { IncomingMessage } from 'node:http';

export interface Refusal {
  status: number;
  /** What was wrong, never the request's bytes (they may carry a key). */
  detail: string;
}

export const MAX_REQUEST_TARGET = 8 * 1024;

/** A status for what llhttp refused (node:http's `clientError` codes): 431 for a head too long, else 400. */
export function parseErrorStatus(code: string | undefined): number {
  return code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
}

function countOf(raw: readonly string[], name: string): number {
  let n = 0;
  for (let i = 0; i < raw.length; i += 2) if (raw[i]!.length === name.length && raw[i]!.toLowerCase() === name) n += 1;
  return n;
}

/** The target the proxy forwards `request` to, in origin form; or why it refuses the request. */
export function checkedTarget(request: IncomingMessage): string | Refusal {
  const version = request.httpVersion;
  if (version !== '1.1' && version !== '1.0') {
    // llhttp reads "GET /a" as HTTP/0.9 and takes HTTP/2.0 in a request line.
    return request.httpVersionMajor >= 2
      ? { status: 505, detail: `HTTP/${version} in an HTTP/1 request line` }
      : { status: 400, detail: 'a request line that is not HTTP/1.x' };
  }
  const hosts = countOf(request.rawHeaders, 'host');
  // RFC 9112 3.2: an HTTP/1.1 request has exactly one Host (node:http's own check answers without a problem).
  if (hosts > 1 || (hosts === 0 && version === '1.1')) return { status: 400, detail: hosts === 0 ? 'an HTTP/1.1 request without Host' : 'more than one Host field' };
  if (request.url!.length > MAX_REQUEST_TARGET) return { status: 414, detail: `a request target longer than ${MAX_REQUEST_TARGET} bytes` };
  const coding = request.headers['transfer-encoding'];
  if (coding !== undefined) {
    if (version === '1.0') return { status: 400, detail: 'Transfer-Encoding in an HTTP/1.0 request (RFC 9112 6.1)' };
    // llhttp has checked that chunked comes last; a coding before it would have to be forwarded, and is not.
    if (coding.trim().toLowerCase() !== 'chunked') return { status: 501, detail: `Transfer-Encoding ${coding}: the proxy forwards chunked alone` };
  }
  return originForm(request.url!);
}

/** The target in origin form (RFC 9112 3.2): an absolute-form target is reduced to its path and query. */
function originForm(target: string): string | Refusal {
  if (target.charCodeAt(0) === 0x2f) return target;
  if (target === '*') return { status: 501, detail: 'an asterisk-form target (OPTIONS *): the proxy forwards requests for a resource alone' };
  const scheme = /^https?:\/\/[^/?#]+/i.exec(target);
  if (scheme === null) return { status: 400, detail: 'a request target that is neither a path nor an absolute URL' };
  const rest = target.slice(scheme[0].length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}
