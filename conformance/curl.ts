/**
 * A one-line curl that repeats a request the suite sent, for a failure's report. Keys never appear: each is
 * written as the environment variable the reader sets (`$INGEST_API_KEY`, ...), in the header and wherever a
 * check put one on purpose (a query string).
 */

export interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** Longest body written into the line; a longer one is described instead. */
const maxBody = 2_000;

/** A key at least this long is replaced wherever it appears; a shorter one only as a whole token (a key `k` is no "k" of "ingests"). */
const anywhereFrom = 8;

/** Characters of a token in a URL or a header value: a key next to one of them is part of a longer word. */
const TOKEN_CHAR = 'A-Za-z0-9._~-';

const shellEscaped = (text: string) => text.replace(/[\\"$`]/g, (c) => `\\${c}`);

/**
 * Text inside double quotes for a POSIX shell, with `$NAME` references left to expand: each secret becomes its
 * variable where it is the whole text or a whole token of it, and anywhere when it is long enough not to be a word's
 * part by chance (issue #30, from a review: `--api-key k` turned every "k" of the line into `${INGEST_API_KEY}`).
 */
function doubleQuoted(text: string, secrets: readonly (readonly [string, string])[]): string {
  let escaped = shellEscaped(text);
  for (const [secret, variable] of secrets) {
    if (secret === '') continue;
    const key = shellEscaped(secret);
    if (secret.length >= anywhereFrom) {
      escaped = escaped.replaceAll(key, `\${${variable}}`);
      continue;
    }
    const literal = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    escaped = escaped.replace(new RegExp(`(?<![${TOKEN_CHAR}])${literal}(?![${TOKEN_CHAR}])`, 'g'), () => `\${${variable}}`);
  }
  return `"${escaped}"`;
}

function singleQuoted(text: string): string {
  return `'${text.replaceAll('\'', '\'\\\'\'')}'`;
}

/** The suite's keys and the variables that stand for them in a curl line, longest key first. */
export function keyVariables(options: { apiKey: string; inactiveKey: string | null; revokedKey: string | null }): [string, string][] {
  const secrets: [string, string][] = [[options.apiKey, 'INGEST_API_KEY']];
  if (options.inactiveKey) secrets.push([options.inactiveKey, 'INGEST_INACTIVE_KEY']);
  if (options.revokedKey) secrets.push([options.revokedKey, 'INGEST_REVOKED_KEY']);
  // One key may extend another's text: the longest is replaced first.
  return secrets.sort((a, b) => b[0].length - a[0].length);
}

/** `secrets`: each secret value and the environment variable that stands for it. */
export function curlLine(request: SentRequest, secrets: readonly (readonly [string, string])[]): string {
  const parts = ['curl', '-sS', '-i', '-X', request.method, doubleQuoted(request.url, secrets)];
  for (const [name, value] of Object.entries(request.headers)) {
    if (name === 'accept' && value === 'application/json') continue;
    parts.push('-H', doubleQuoted(`${name}: ${value}`, secrets));
  }
  if (request.body !== undefined) {
    parts.push(request.body.length <= maxBody
      ? `--data-raw ${singleQuoted(request.body)}`
      : `--data-binary @body.json # a body of ${request.body.length} bytes, not shown`);
  }
  return parts.join(' ');
}
