/** Longest redacted URL shown in a message; `data:` URLs can be megabytes long. */
const MAX_SHOWN = 200;

/**
 * A URL fit for logs and error bodies: without query string, fragment and `user:pass@`.
 *
 * A pre-signed URL carries its signature in the query string (`X-Amz-Signature=…`), so the query never
 * leaves this module's messages. A string that does not parse as a URL is cut at its first `?` or `#` and
 * loses anything that looks like credentials. Control characters are replaced, long results shortened.
 *
 * Tokens that a CDN puts in the path (rare) cannot be told apart from a path and stay visible.
 */
export function redactUrl(url: string | URL): string {
  let shown: string;
  const parsed = typeof url === 'string' ? URL.parse(url) : url;
  if (parsed === null) {
    shown = url.toString().split(/[?#]/, 1)[0]!.replace(/\/\/[^/]*@/, '//');
  } else {
    const copy = new URL(parsed.href);
    copy.username = '';
    copy.password = '';
    copy.search = '';
    copy.hash = '';
    shown = copy.href;
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must not reach a log line
  shown = shown.replace(/[\u0000-\u001f\u007f]/g, '\uFFFD');
  return shown.length > MAX_SHOWN ? `${shown.slice(0, MAX_SHOWN - 1)}…` : shown;
}
