/**
 * The one redaction of every output of the kit (spec 5, 8; issue #29): the mock's logs and error bodies, and the
 * proxy's console, reports (JSON, JUnit, Markdown) and HAR. A secret is told by its name, the same rule for a query
 * parameter, a header and a JSON member ({@link isSecretName}): the partner's API key, the operator token, a webhook
 * signature, and the signature and credential parameters of the pre-signed URL schemes in use (S3 `X-Amz-Signature`,
 * `X-Amz-Credential`, `X-Amz-Security-Token`; GCS `X-Goog-Signature`, `X-Goog-Credential`, `GoogleAccessId` with
 * `Signature`; Azure SAS `sig`; CloudFront `Signature`, `Key-Pair-Id`, `Policy`), whatever their case, plus the
 * kit's own folder-scoped URLs, which carry their signature in the path (files/scope.ts). What is not secret stays
 * visible: paths, `X-Amz-Expires`, `X-Amz-Date`, a SAS token's `se`/`sp`/`sv` (sig alone makes it usable).
 *
 * Lives at the bottom of the tree (it imports only the scope's path segment and escape-controls.ts) so that the mock, the
 * conformance suite and the CLI all use it.
 */
import { escapeControls } from './escape-controls.js';
import { SCOPE_SEGMENT } from './files/scope.js';

/** What a secret is replaced by; plain letters, so that a redacted URL is still a valid URL. */
export const REDACTED = 'REDACTED';

/**
 * Query parameter names that carry the partner's API key (spec 5), as {@link credentialName} writes them: the mock
 * refuses a request with one (API_KEY_IN_QUERY), the proxy flags it, and every output redacts it.
 */
export const credentialQueryNames = ['apikey', 'xapikey', 'key', 'token', 'accesstoken'];

/** A name without case, `-`, `_` or brackets (`key[]`, `key[0]`): `api_key`, `API-Key` and `apiKey` are all `apikey`. */
export function credentialName(name: string): string {
  return name.toLowerCase().replace(/\[[^\]]*\]/g, '').replace(/[-_[\]]/g, '');
}

/** Secret whatever comes before: `X-Amz-Signature`, `x-service-signature`, `X-Amz-Security-Token`, `signingSecret`. */
const secretEndings = ['signature', 'credential', 'token', 'secret', 'password', 'apikey', 'authorization'];
/**
 * Secret as a whole name: Azure SAS's `sig`, GCS's `GoogleAccessId`, CloudFront's `Key-Pair-Id` and `Policy`, cookies,
 * and the operator API's `signatureHeader` (an attempt's X-Service-Signature, operator.openapi.yaml Attempt).
 */
const secretNames = new Set([...credentialQueryNames, 'sig', 'googleaccessid', 'keypairid', 'policy', 'cookie', 'setcookie', 'signatureheader']);

function secretPlain(plain: string): boolean {
  return secretNames.has(plain) || secretEndings.some((ending) => plain.endsWith(ending));
}

/** True for the name of a query parameter, header or JSON member whose value is a secret (a plural too: `apiKeys`). */
export function isSecretName(name: string): boolean {
  const plain = credentialName(name);
  return secretPlain(plain) || (plain.endsWith('s') && secretPlain(plain.slice(0, -1)));
}

/** A header's value as it may be written out: a secret header's replaced, any other's URLs redacted. */
export function redactHeader(name: string, value: string, secrets: readonly string[] = []): string {
  return isSecretName(name) ? REDACTED : redactText(value, secrets);
}

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name; // a broken percent-encoding: judged as written
  }
}

/** `query` (without `?`) with each secret parameter's value replaced; the other parameters as they were. */
export function redactQuery(query: string): string {
  if (query === '') return '';
  return query.split('&').map((pair) => {
    const at = pair.indexOf('=');
    const name = at === -1 ? pair : pair.slice(0, at);
    return isSecretName(decodedName(name)) ? `${name}=${REDACTED}` : pair;
  }).join('&');
}

/** The values of the secret parameters of `query` (without `?`), to scrub them from any text. */
export function secretsInQuery(query: string): string[] {
  if (query === '') return [];
  return [...new URLSearchParams(query)].filter(([name, value]) => isSecretName(name) && value !== '').map(([, value]) => value);
}

/** The signature segment of a folder-scoped file URL (files/scope.ts). */
const SCOPE_MARK = `/${SCOPE_SEGMENT}/`;
const SCOPE_SIGNATURE = new RegExp(`(${SCOPE_MARK}[0-9]+/[0-9]+/)[0-9a-fA-F]{64}(?=/|$|[?#\\s"'])`, 'g');

/** A path (or URL, or text) with the signature of a folder-scoped file URL replaced: `/files/~scope/1767225600/2/REDACTED/r1/a.wav`. */
export function redactPathSignature(path: string): string {
  // The check first: this runs on every request line, nearly always without a scope.
  return path.includes(SCOPE_MARK) ? path.replace(SCOPE_SIGNATURE, `$1${REDACTED}`) : path;
}

/**
 * A parameter in a URL anywhere in a text (absolute or relative; `&amp;`, `&#38;` or `&#x26;` in XML or HTML, `#` for
 * a fragment's).
 */
const PARAMETER = /(\?|&amp;|&#38;|&#x26;|&|#)([^=&?#\s"'<>\\]+)=([^&#\s"'<>\\]*)/gi;
const USERINFO = /(\/\/)[^/@\s"'<>]+@/g;

/** `text` with every occurrence of each secret replaced (secrets shorter than 4 characters are left: they would mangle text). */
export function scrub(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) if (secret.length >= 4) out = out.split(secret).join(REDACTED);
  return out;
}

/**
 * Any text with what it says of URLs redacted: secret query (and fragment) parameters, `user:password@`, the scope
 * signature; then every one of `secrets` (the values an exchange is known to carry) wherever it appears.
 */
export function redactText(text: string, secrets: readonly string[] = []): string {
  const parameter = (whole: string, mark: string, name: string) => (isSecretName(decodedName(name)) ? `${mark}${name}=${REDACTED}` : whole);
  let out = /[?&#@]/.test(text) ? text.replace(PARAMETER, parameter).replace(USERINFO, `$1${REDACTED}@`) : text;
  out = redactPathSignature(out);
  return secrets.length === 0 ? out : scrub(out, secrets);
}

/** Removes query strings and fragments from anything URL-like in a text written by someone else. */
export function scrubUrls(text: string): string {
  return redactText(text.replace(/\b([a-z][a-z0-9+.-]*:\/\/[^\s?#]*)[?#][^\s]*/gi, '$1'));
}

/** Longest URL shown in a message; `data:` URLs can be megabytes long. */
const MAX_SHOWN = 200;

/**
 * A URL fit for a message, a log line or an error body: without query string, fragment and `user:pass@` (a
 * pre-signed URL's query is its signature: the mock's messages never show a query), the scope signature redacted.
 * A string that does not parse as a URL is cut at its first `?` or `#`. Control characters are replaced, long
 * results shortened. Tokens that another CDN puts in the path (rare) cannot be told from a path and stay visible.
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
  // Control characters must not reach a log line or a terminal: the kit's one rule for them.
  shown = escapeControls(shown);
  return shown.length > MAX_SHOWN ? `${shown.slice(0, MAX_SHOWN - 1)}…` : shown;
}

/** The secrets a URL carries (its secret parameters' values, raw and as written), to scrub from text about it. */
export function secretsInUrl(url: string): string[] {
  const at = url.indexOf('?');
  if (at === -1) return [];
  const query = url.slice(at + 1).split('#', 1)[0]!;
  const values = secretsInQuery(query);
  return [...values, ...values.map(encodeURIComponent)];
}

/**
 * A parsed JSON value with its secrets replaced: the strings (and the strings of arrays) under a secret member name
 * (`apiKey`, `apiKeys`, `key`, `token`, `signingSecret`...), and the secret parts of every other string (a URL's
 * signature). Plain objects and arrays only; anything else (an Error for the log) is kept as it is. A new value:
 * the given one is not changed.
 */
export function redactJson(value: unknown, secrets: readonly string[] = []): unknown {
  if (typeof value === 'string') return redactText(value, secrets);
  if (Array.isArray(value)) return value.map((item) => redactJson(item, secrets));
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return value;
  const out: Record<string, unknown> = {};
  for (const [name, member] of Object.entries(value)) {
    out[name] = isSecretName(name) ? hidden(member, secrets) : redactJson(member, secrets);
  }
  return out;
}

/** A secret member's value: strings replaced, the members of an object judged each by its own name. */
function hidden(value: unknown, secrets: readonly string[]): unknown {
  if (typeof value === 'string') return REDACTED;
  if (Array.isArray(value)) return value.map((item) => hidden(item, secrets));
  return redactJson(value, secrets);
}

/** The strings under secret member names and the secret parameters of URLs in a parsed JSON value. */
export function secretsInJson(value: unknown): string[] {
  const found: string[] = [];
  const walk = (node: unknown, secret: boolean): void => {
    if (typeof node === 'string') {
      if (secret) found.push(node);
      else found.push(...secretsInUrl(node));
    } else if (Array.isArray(node)) {
      for (const item of node) walk(item, secret);
    } else if (node !== null && typeof node === 'object') {
      for (const [name, member] of Object.entries(node)) walk(member, isSecretName(name));
    }
  };
  walk(value, false);
  return found;
}

/**
 * A body's text as it may be written out (a HAR's postData and content): JSON with its secrets replaced
 * ({@link redactJson}) and its layout kept where the replaced strings are found as written, a form's secret
 * parameters replaced, any other text through {@link redactText}; then `secrets` scrubbed everywhere.
 */
export function redactBody(text: string, mimeType: string, secrets: readonly string[] = []): string {
  const type = mimeType.split(';', 1)[0]!.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') return scrub(redactQuery(text), secrets);
  const parsed = parsedJson(text);
  if (parsed === undefined) return redactText(text, secrets);
  const redacted = redactJson(parsed, secrets);
  let out = text;
  for (const [from, to] of changedStrings(parsed, redacted)) out = out.split(JSON.stringify(from)).join(JSON.stringify(to));
  out = scrub(out, secrets);
  // A string written with other escapes (`\/`, `\u0026`) is not found as JSON.stringify writes it: then the
  // body is written anew, compact, rather than with a secret left in it.
  return JSON.stringify(parsedJson(out)) === JSON.stringify(redacted) ? out : JSON.stringify(redacted);
}

function parsedJson(text: string): unknown {
  const start = text.trimStart()[0];
  if (start !== '{' && start !== '[') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The pairs (original, redacted) of the strings that redaction changed, walking both values side by side. */
function changedStrings(before: unknown, after: unknown, out = new Map<string, string>()): Map<string, string> {
  if (typeof before === 'string' && typeof after === 'string') {
    if (before !== after) out.set(before, after);
  } else if (before !== null && typeof before === 'object' && after !== null && typeof after === 'object') {
    for (const [name, member] of Object.entries(before)) changedStrings(member, (after as Record<string, unknown>)[name], out);
  }
  return out;
}
