import { SCOPE_SEGMENT } from '../files/scope.js';

/** Longest redacted URL shown in a message; `data:` URLs can be megabytes long. */
const MAX_SHOWN = 200;

/** The signature segment of a folder-scoped file URL (files/scope.ts), which carries it in the path. */
const SCOPE_MARK = `/${SCOPE_SEGMENT}/`;
const SCOPE_SIGNATURE = new RegExp(`(${SCOPE_MARK}[0-9]+/[0-9]+/)[0-9a-fA-F]{64}(?=/|$)`, 'g');

/**
 * A path (or URL) with the signature of a folder-scoped file URL replaced by `REDACTED`:
 * `/files/~scope/1767225600/2/REDACTED/releases/r1/a.wav`. Everything else is left as it is.
 */
export function redactPathSignature(path: string): string {
  // The check first: this runs on every request line, nearly always without a scope.
  return path.includes(SCOPE_MARK) ? path.replace(SCOPE_SIGNATURE, '$1REDACTED') : path;
}

/**
 * A URL fit for logs and error bodies: without query string, fragment and `user:pass@`.
 *
 * A pre-signed URL carries its signature in the query string (`X-Amz-Signature=…`), so the query never
 * leaves this module's messages. A string that does not parse as a URL is cut at its first `?` or `#` and
 * loses anything that looks like credentials. Control characters are replaced, long results shortened.
 *
 * The mock's own folder-scoped URLs carry their signature in the path: it is redacted too. Tokens that
 * another CDN puts in the path (rare) cannot be told apart from a path and stay visible.
 */
export function redactUrl(url: string | URL): string {
  let shown: string;
  const parsed = typeof url === 'string' ? URL.parse(url) : url;
  if (parsed === null) {
    shown = redactPathSignature(url.toString().split(/[?#]/, 1)[0]!.replace(/\/\/[^/]*@/, '//'));
  } else {
    const copy = new URL(parsed.href);
    copy.username = '';
    copy.password = '';
    copy.search = '';
    copy.hash = '';
    shown = redactPathSignature(copy.href);
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must not reach a log line
  shown = shown.replace(/[\u0000-\u001f\u007f]/g, '\uFFFD');
  return shown.length > MAX_SHOWN ? `${shown.slice(0, MAX_SHOWN - 1)}…` : shown;
}
