/** What {@link fetchLimited} (fetch-limited.ts) is asked and what it answers, and where an exchange stands. */
import type { FetchFailure } from './failures.js';
import type { Resolve } from './outbound.js';
import type { UrlPolicy } from './url-policy.js';

/** Bounds of one fetch. */
export interface FetchLimits {
  /** The whole exchange (every redirect hop, headers and body), in real milliseconds; never scaled. */
  timeoutMs: number;
  /** Most body bytes accepted (after content decoding). */
  maxBytes: number;
  /** Most redirects followed; 0 refuses every redirect. */
  maxRedirects: number;
}

export type FetchOutcome =
  | {
    ok: true;
    status: number;
    /**
     * The URL that answered, after redirects, query string included: it is data for the caller (e.g. a
     * base for relative URIs), not for logs; pass it through `redactUrl` before showing it.
     */
    finalUrl: string;
    contentType: string | null;
    /** Body bytes received (after content decoding). */
    bytes: number;
    /** Present when `consume` is 'buffer', or the body fitted `keepUpToBytes`. */
    body?: Uint8Array;
    /** Lower-case hex digest, present when `hash` was given. */
    digest?: string;
  }
  | FetchFailure;

export interface FetchLimitedOptions {
  /**
   * A fetch function to GET with (injected in tests, or a caller's own); without it, node:http / node:https
   * (exchange.ts), which costs a third less CPU than the global fetch. An injected fetch connects its own
   * way: the address policy (`policy.addresses`) applies to node:http / node:https only.
   */
  fetch?: typeof globalThis.fetch;
  limits: FetchLimits;
  /** The URL policy (scheme) and the address policy, checked on every redirect hop. */
  policy: UrlPolicy;
  /** Resolves host names for the address check (default dns.lookup, every address); injected in tests. */
  resolve?: Resolve;
  /** What is fetched, for messages: 'xmlUrl', 'resource file'. */
  label: string;
  /** 'buffer' keeps the body (the ERN XML); 'discard' streams it away, counting and hashing (media files). */
  consume: 'buffer' | 'discard';
  /**
   * With 'discard': keep the body after all when it is at most this many bytes (the front cover the dashboard
   * shows); a longer body is dropped as it streams, kept no further than this.
   */
  keepUpToBytes?: number;
  /**
   * A DDEX HashSum algorithm name (MD5, SHA1, SHA-256, SHA256, …; case-insensitive), computed while the
   * body streams. With `expected` (hex, any case), a different digest is a 'hash-mismatch' failure.
   */
  hash?: { algorithm: string; expected?: string };
  /** Aborts the fetch, e.g. on server shutdown; the outcome is then an 'aborted' failure. */
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * CA certificates (PEM) trusted for https besides Node's default CAs, on every redirect hop (config
   * `outbound.caFile`). An injected `fetch` brings its own trust and ignores this.
   */
  ca?: string;
  /**
   * Asked before body bytes are kept: once with the Content-Length when the response gives one, then for
   * every byte beyond what was reserved. false stops the fetch with a 'busy' failure (the caller's memory
   * budget is spent, ingest/xml-budget.ts). The caller gives the bytes back when it drops the body.
   */
  reserve?: (bytes: number) => boolean;
}

/** Where an exchange is, for the timeout message. */
export interface Progress {
  url: string;
  phase: 'waiting for the response' | 'reading the body';
  bytes: number;
}
