/**
 * The rules a request's head is read by (RFC 9112 2 to 6): its fields, its target, and how its body is framed,
 * each refused with the status of its answer (RequestError) where the proxy would otherwise have to guess.
 */
import { badValue, tokensOf } from '../headers.js';

/** How a request's body is framed (RFC 9112 6.3). */
export type BodyFraming = 'none' | 'length' | 'chunked';

/** A request the proxy refuses, with the status of its answer (400, 414, 417, 431, 501 or 505). */
export class RequestError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'RequestError';
    this.status = status;
  }
}

export const MAX_REQUEST_LINE = 8 * 1024;
const MAX_FIELDS = 500;
const token = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
// RFC 9112 3.2: the request target has no white space or controls.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const badTarget = /[\x00-\x20\x7f]/;

/** Fields of a head (or of trailers), refused when malformed: RFC 9112 5.1 (no white space before the colon), 5.2 (no obs-fold). */
export function fieldsOf(lines: readonly string[], from: number): string[] {
  const raw: string[] = [];
  for (let i = from; i < lines.length; i++) {
    const line = lines[i]!;
    const colon = line.indexOf(':');
    const name = colon <= 0 ? '' : line.slice(0, colon);
    if (!token.test(name)) throw new RequestError(400, line.charCodeAt(0) === 0x20 || line.charCodeAt(0) === 0x09 ? 'a folded header line (obs-fold)' : 'a malformed header line');
    const value = line.slice(colon + 1).replace(/^[ \t]+|[ \t]+$/g, '');
    if (badValue.test(value)) throw new RequestError(400, `a control character in the value of ${name}`);
    raw.push(name, value);
  }
  if (raw.length > 2 * MAX_FIELDS) throw new RequestError(431, `more than ${MAX_FIELDS} header fields`);
  return raw;
}

export function countOf(raw: readonly string[], name: string): number {
  let n = 0;
  for (let i = 0; i < raw.length; i += 2) if (raw[i]!.length === name.length && raw[i]!.toLowerCase() === name) n += 1;
  return n;
}

/** RFC 9112 6.3 for a request, and 6.1's rule for HTTP/1.0: how its body is framed, or why it cannot be. */
export function requestFraming(version: '1.0' | '1.1', raw: readonly string[]): { body: BodyFraming; length: number | null } {
  const codings = tokensOf(raw, 'transfer-encoding');
  const lengths = tokensOf(raw, 'content-length');
  if (codings.length > 0 || countOf(raw, 'transfer-encoding') > 0) {
    if (version === '1.0') throw new RequestError(400, 'Transfer-Encoding in an HTTP/1.0 request (RFC 9112 6.1)');
    if (lengths.length > 0 || countOf(raw, 'content-length') > 0) throw new RequestError(400, 'both Transfer-Encoding and Content-Length (RFC 9112 6.3: a request that may be smuggled)');
    if (codings[codings.length - 1] !== 'chunked') throw new RequestError(400, `Transfer-Encoding ${codings.join(', ')} does not end in chunked (RFC 9112 6.3)`);
    if (codings.length > 1) throw new RequestError(501, `Transfer-Encoding ${codings.join(', ')}: the proxy forwards chunked alone`);
    return { body: 'chunked', length: null };
  }
  if (lengths.length === 0) {
    if (countOf(raw, 'content-length') > 0) throw new RequestError(400, 'an empty Content-Length');
    return { body: 'none', length: null };
  }
  // "42, 42" is one length; differing or non-numeric values cannot be recovered from (6.3, 5).
  const first = lengths[0]!;
  if (!/^\d{1,15}$/.test(first) || lengths.some((l) => l !== first)) throw new RequestError(400, `an invalid Content-Length: ${lengths.join(', ').slice(0, 60)}`);
  const length = Number(first);
  return { body: length === 0 ? 'none' : 'length', length };
}

/** The target in origin form: an absolute-form target (RFC 9112 3.2.2) is reduced to its path and query. */
export function originForm(method: string, target: string): string {
  if (target.length > MAX_REQUEST_LINE) throw new RequestError(414, `a request target longer than ${MAX_REQUEST_LINE} bytes`);
  if (badTarget.test(target)) throw new RequestError(400, 'a control character in the request target');
  if (target.charCodeAt(0) === 0x2f) return target;
  if (target === '*' && method === 'OPTIONS') return target;
  const scheme = /^https?:\/\/[^/?#]+/i.exec(target);
  if (scheme !== null) {
    const rest = target.slice(scheme[0].length);
    return rest.startsWith('/') ? rest : `/${rest}`;
  }
  throw new RequestError(400, 'a request target that is neither a path nor an absolute URL');
}
