/**
 * Header fields at the proxy, kept as raw name/value pairs (names' case, order and repeats as received). The
 * hop-by-hop ones belong to one connection and are not forwarded (RFC 9110 7.6.1): Connection, the fields it
 * names, and the connection-specific fields a proxy must not pass on; the framing ones (Transfer-Encoding) are
 * node:http's and undici's to write for their side.
 */
import type { IncomingHttpHeaders } from 'node:http';

const hopByHop = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'upgrade', 'proxy-authenticate', 'proxy-authorization']);
const noTokens: ReadonlySet<string> = new Set();

/** The fields the Connection header names (lower case); most messages have none, or keep-alive / close. */
export function connectionTokens(connection: string | undefined): ReadonlySet<string> {
  if (connection === undefined || connection === '' || connection === 'keep-alive' || connection === 'close') return noTokens;
  return new Set(connection.split(',').map((t) => t.trim().toLowerCase()).filter(Boolean));
}

/**
 * The pairs of `raw` to forward, pushed onto `out`; `skip` (lower case names) are left out too. Each name is
 * lower-cased once here, so the callers compare lower-case names only.
 */
export function forwardable(raw: readonly string[], named: ReadonlySet<string>, skip: ReadonlySet<string>, out: string[] = []): string[] {
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i]!.toLowerCase();
    if (!hopByHop.has(name) && !skip.has(name) && (named.size === 0 || !named.has(name))) out.push(raw[i]!, raw[i + 1]!);
  }
  return out;
}

// node:http's rules for repeated fields (IncomingMessage#headers): these keep the first, set-cookie is a list,
// cookie joins with '; ', the rest with ', '. The rules judge what node:http would have given them.
const firstOnly = new Set(['age', 'authorization', 'content-length', 'content-type', 'etag', 'expires', 'from', 'host', 'if-modified-since',
  'if-unmodified-since', 'last-modified', 'location', 'max-forwards', 'proxy-authorization', 'referer', 'retry-after', 'server', 'user-agent']);

/** The pairs as node:http's headers object: lower-case names, repeats combined as node:http combines them. */
export function headersObject(raw: readonly string[]): IncomingHttpHeaders {
  const headers: Record<string, string | string[]> = {};
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i]!.toLowerCase();
    const value = raw[i + 1]!;
    const had = headers[name];
    if (had === undefined) headers[name] = name === 'set-cookie' ? [value] : value;
    else if (name === 'set-cookie') (had as string[]).push(value);
    else if (!firstOnly.has(name)) headers[name] = `${had as string}${name === 'cookie' ? '; ' : ', '}${value}`;
  }
  return headers;
}

/** undici's raw fields (Buffers of the bytes as received) as strings, latin1 as node:http reads them; [] for none. */
export function rawStrings(raw: unknown): string[] {
  if (!Array.isArray(raw)) return [];
  return raw.map((field: Buffer | string) => (typeof field === 'string' ? field : field.toString('latin1')));
}
