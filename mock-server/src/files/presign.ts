/**
 * Pre-signed, time-limited file URLs, the way the Partner Ingest Service receives them (spec 4.1, 8: the
 * `xmlUrl` is pre-signed and time-limited, and must still be valid when the service fetches it; spec 7:
 * `RESOURCE_FETCH_FAILED` when resource download URLs have expired).
 *
 * A URL is `${baseUrl}/files/<encoded path>?expires=<unix seconds>&signature=<hex>`, where the signature
 * is HMAC-SHA256, keyed with the server's files secret, over the canonical string
 * `GET\n/<decoded path>\n<expires>`. The host is not signed, so a URL stays valid whichever address of the
 * mock server (127.0.0.1, localhost, a tunnel) the partner uses. Pure: time comes in as `now`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { encodeFilePath, filePathProblem } from './file-path.js';
import { SCOPE_SEGMENT } from './scope.js';
import { expiredFailure, EXPIRES_PATTERN, expiresOf, type PresignCheck, type PresignFailure, SIGNATURE_PATTERN } from './signed-url.js';

export type { PresignCheck } from './signed-url.js';

/** The query parameter holding the expiry, in Unix seconds. */
export const EXPIRES_PARAM = 'expires';
/** The query parameter holding the hex HMAC-SHA256 signature. */
export const SIGNATURE_PARAM = 'signature';

export interface PresignOptions {
  /** Origin (plus any prefix the files routes are registered under), e.g. `http://127.0.0.1:4010`. */
  baseUrl: string;
  /** File path relative to the files folder, `/`-separated, not encoded: `releases/A1/cover art.jpg`. */
  path: string;
  /** End of validity in milliseconds since the Unix epoch; rounded down to a whole second. */
  expiresAt: number;
  /** The files secret the routes verify with. */
  secret: string;
}

/** What {@link verifyPresignedRequest} reads. */
export interface VerifyOptions {
  /** The decoded file path of the request (the `*` of `/files/*`). */
  path: string;
  /** The request's query: a `URLSearchParams`, or an object as parsed by Fastify (arrays for repeats). */
  query: URLSearchParams | Record<string, unknown>;
  secret: string;
  /** Milliseconds since the Unix epoch. */
  now: number;
}

/** The string the signature covers. Exported for documentation and for tests that forge URLs. */
export function canonicalString(filePath: string, expires: number): string {
  return `GET\n/${filePath}\n${expires}`;
}

/**
 * The hex signature of `filePath` valid until `expires` (Unix seconds). Signs any path, safe or not: it is
 * the low-level step behind {@link presignFileUrl}, exposed so tests can forge correctly signed hostile URLs.
 */
export function fileSignature(options: { path: string; expires: number; secret: string }): string {
  return createHmac('sha256', options.secret).update(canonicalString(options.path, options.expires), 'utf8').digest('hex');
}

/**
 * A pre-signed URL for one file of the served folder.
 * @throws RangeError when the path could not be served (absolute, `..`, empty segments, backslashes, control
 * characters), the expiry is not a time, or the secret is empty: all misuse, not request errors.
 */
export function presignFileUrl(o: PresignOptions): string {
  const problem = filePathProblem(o.path);
  if (problem !== undefined) throw new RangeError(`Cannot presign ${JSON.stringify(o.path)}: ${problem}.`);
  // The first segment `~scope` names a folder-scoped URL (scope.ts); a file under it cannot be served.
  if (o.path.startsWith(`${SCOPE_SEGMENT}/`)) {
    throw new RangeError(`Cannot presign ${JSON.stringify(o.path)}: "${SCOPE_SEGMENT}" is reserved as a top-level name.`);
  }
  const expires = expiresOf(o);
  const signature = fileSignature({ path: o.path, expires, secret: o.secret });
  const base = o.baseUrl.replace(/\/+$/, '');
  return `${base}/files/${encodeFilePath(o.path)}?${EXPIRES_PARAM}=${expires}&${SIGNATURE_PARAM}=${signature}`;
}

/** Every value of `name` in the query, as strings; `undefined` for a value that is not a string. */
function valuesOf(query: URLSearchParams | Record<string, unknown>, name: string): (string | undefined)[] {
  if (query instanceof URLSearchParams) return query.getAll(name);
  const value = Object.hasOwn(query, name) ? query[name] : undefined;
  if (value === undefined) return [];
  const values: unknown[] = Array.isArray(value) ? value : [value];
  return values.map((v) => (typeof v === 'string' ? v : undefined));
}

type ParamRead = { ok: true; value: string } | { ok: false; failure: PresignFailure };

function malformed(message: string): PresignFailure {
  return { ok: false, reason: 'malformed', message };
}

/** The one value of a parameter that must appear exactly once. Never quotes the value: it may be a signature. */
function readOnce(query: VerifyOptions['query'], name: string): ParamRead {
  const values = valuesOf(query, name);
  const [value] = values;
  if (values.length === 0) {
    const message = `The URL has no "${name}" query parameter. Use the pre-signed URL exactly as it was issued, query string included.`;
    return { ok: false, failure: { ok: false, reason: 'missing', message } };
  }
  if (values.length > 1) {
    const message = `The "${name}" query parameter appears ${values.length} times; a pre-signed URL carries it exactly once.`;
    return { ok: false, failure: malformed(message) };
  }
  if (value === undefined) {
    const message = `The "${name}" query parameter is not a single text value.`;
    return { ok: false, failure: malformed(message) };
  }
  return { ok: true, value };
}

/**
 * Whether a request for `path` carries a valid, unexpired signature. Steps, in order: both parameters
 * present exactly once (`missing` / `malformed`), well-formed (`malformed`), signature matches path and
 * expiry (`tampered`, compared in constant time), expiry still ahead of `now` (`expired`). Checking the
 * signature before the expiry means a changed URL answers `tampered` even when it is also past its time,
 * and a caller cannot learn anything about expiry without a genuine URL. A URL is valid while
 * `now < expires * 1000`. Other query parameters are ignored, as S3-style URLs carry more.
 * Messages never contain the signature.
 */
export function verifyPresignedRequest(o: VerifyOptions): PresignCheck {
  const expiresRead = readOnce(o.query, EXPIRES_PARAM);
  const signatureRead = readOnce(o.query, SIGNATURE_PARAM);
  // Missing beats malformed, so a URL stripped of its query says so plainly.
  for (const read of [expiresRead, signatureRead]) {
    if (!read.ok && read.failure.reason === 'missing') return read.failure;
  }
  if (!expiresRead.ok) return expiresRead.failure;
  if (!signatureRead.ok) return signatureRead.failure;

  if (!EXPIRES_PATTERN.test(expiresRead.value)) {
    return malformed(`The "${EXPIRES_PARAM}" query parameter must be a Unix time in whole seconds, without leading zeros.`);
  }
  if (!SIGNATURE_PATTERN.test(signatureRead.value)) {
    return malformed(`The "${SIGNATURE_PARAM}" query parameter must be 64 hexadecimal characters (HMAC-SHA256).`);
  }
  const expires = Number(expiresRead.value);

  const expected = Buffer.from(fileSignature({ path: o.path, expires, secret: o.secret }), 'hex');
  const received = Buffer.from(signatureRead.value, 'hex');
  // Both are 32 bytes here (the pattern above), as timingSafeEqual requires.
  if (!timingSafeEqual(expected, received)) {
    return {
      ok: false,
      reason: 'tampered',
      message: 'The signature does not match this path and expiry: the URL was changed after signing, or signed with another secret. Request a new pre-signed URL.',
    };
  }

  return expiredFailure('pre-signed URL', expires, o.now) ?? { ok: true };
}
