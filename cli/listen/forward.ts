/**
 * Forwarding a delivery to the partner's own app: the exact body bytes and the headers, minus the hop-by-hop
 * ones (RFC 9110 section 7.6.1) and those fetch sets itself (host, content-length).
 */
import { connectionTokens, forwardable, headersObject } from '../../conformance/live/proxy/headers.js';
import { describeNetworkError } from '../../mock-server/src/fetch/failures.js';

/** Besides the hop-by-hop ones (the proxy's rule, headers.ts): what fetch writes itself for the forwarded request. */
const fetchOwn: ReadonlySet<string> = new Set(['host', 'content-length', 'expect', 'trailer']);

/** The headers to forward, from Node's raw header list (repeated headers kept, in order). */
export function forwardedHeaders(rawHeaders: readonly string[]): [string, string][] {
  const flat = forwardable(rawHeaders, connectionTokens(headersObject(rawHeaders).connection), fetchOwn);
  const pairs: [string, string][] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) pairs.push([flat[i]!, flat[i + 1]!]);
  return pairs;
}

export type ForwardResult =
  | { ok: true; status: number; contentType: string | null; body: Uint8Array }
  | { ok: false; status: 502 | 504; error: string };

export async function forward(options: {
  fetch: typeof fetch;
  url: string;
  method: string;
  rawHeaders: readonly string[];
  body: Uint8Array;
  timeoutMs: number;
}): Promise<ForwardResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort();
  }, options.timeoutMs);
  try {
    const response = await options.fetch(options.url, {
      method: options.method,
      headers: forwardedHeaders(options.rawHeaders),
      body: options.body,
      redirect: 'manual',
      signal: controller.signal,
    });
    const body = new Uint8Array(await response.arrayBuffer());
    return { ok: true, status: response.status, contentType: response.headers.get('content-type'), body };
  } catch (error) {
    if (controller.signal.aborted) return { ok: false, status: 504, error: `no answer within ${options.timeoutMs / 1000} s` };
    return { ok: false, status: 502, error: describeNetworkError(error) };
  } finally {
    clearTimeout(timer);
  }
}
