/**
 * API key authentication (spec 5, 7): the key travels only in the `X-API-Key` header. A key in a query
 * string is refused even when valid (and the query is never logged). Keys are only ever compared as
 * SHA-256 digests (the operator token with `timingSafeEqual`), so response timing says nothing about
 * how close a guess was.
 */
import { timingSafeEqual } from 'node:crypto';
import { ProblemError } from '../errors.js';
import { credentialName, credentialQueryNames } from '../redact.js';
import { apiKeyDigest } from '../store/api-keys.js';
import type { ApiKeyMatch, PartnerRecord } from '../store/types.js';

export interface Authenticated {
  partner: PartnerRecord;
  keyId: string;
}

function digest(value: string): Buffer {
  return Buffer.from(apiKeyDigest(value), 'base64');
}

/** True when the query string (after `?`) names a credential parameter. */
export function queryCarriesCredential(url: string): boolean {
  return credentialInQuery(url) !== undefined;
}

/** The first credential-looking parameter of `query` (without `?`), as [name, value]. */
function firstCredential(query: string): [string, string] | undefined {
  if (query === '') return undefined;
  for (const pair of new URLSearchParams(query)) if (credentialQueryNames.includes(credentialName(pair[0]))) return pair;
  return undefined;
}

/** The value of the first credential-looking query parameter (after `?`), or undefined. */
export function credentialInQuery(url: string): string | undefined {
  const at = url.indexOf('?');
  return at === -1 ? undefined : firstCredential(url.slice(at + 1))?.[1];
}

/** The name of the first key-like query parameter of `query` (without `?`), or undefined: what spec 5 forbids. */
export function credentialInQueryName(query: string): string | undefined {
  return firstCredential(query)?.[0];
}

/** Finds the partner of a presented key at once (what authentication reads). */
export interface KeyLookup {
  /** The partner of a presented key, or undefined (unknown, revoked). */
  lookup(presented: string): Authenticated | undefined;
}

/**
 * The partners' keys as the routes see them: a {@link KeyLookup}, refreshed after every operator change (the
 * operator API awaits `refresh`). Where replicas share the store, `forRequest` asks the store before each request
 * instead, so that a key issued or revoked on another replica counts at the very next request.
 */
export interface ApiKeys extends KeyLookup {
  refresh(): Promise<void>;
  /** The lookup of one request's presented keys, read from the store; absent: `lookup` answers from the process. */
  forRequest?(presented: readonly string[]): Promise<KeyLookup>;
}

/**
 * An index of every valid key by digest, with a snapshot of its partner, for a store that one process owns (memory,
 * SQLite): rebuilt whenever partners change, so a request reads no partner from the store. Empty until the first
 * refresh.
 */
export class ApiKeyIndex implements ApiKeys {
  private byDigest = new Map<string, Authenticated>();
  /** The last refresh: refreshes run one after the other, so the index ends with the partners read last. */
  private refreshing: Promise<void> = Promise.resolve();

  constructor(private readonly loadPartners: () => Promise<PartnerRecord[]>) {}

  /** Reads the partners again; resolves once the index holds them (rejects when the read fails). */
  refresh(): Promise<void> {
    const refreshed = this.refreshing.then(() => this.load());
    this.refreshing = refreshed.catch(() => undefined);
    return refreshed;
  }

  private async load(): Promise<void> {
    const partners = await this.loadPartners();
    const byDigest = new Map<string, Authenticated>();
    for (const partner of partners) {
      for (const key of partner.apiKeys) {
        if (key.revokedAt !== null) continue;
        byDigest.set(apiKeyDigest(key.key), { partner, keyId: key.id });
      }
    }
    this.byDigest = byDigest;
  }

  lookup(presented: string): Authenticated | undefined {
    // The map is keyed by digest, so what it compares are fixed-length SHA-256 digests, never the keys: how long
    // a lookup takes depends on the digest of the guess, which says nothing about how close the guess is to a key.
    return this.byDigest.get(apiKeyDigest(presented));
  }
}

/**
 * The keys of a store that replicas share (PostgreSQL, issue #18): each request's presented keys are looked up by
 * digest in the store (Store.findApiKey) before it is admitted. The PostgreSQL store answers a key it found before
 * from the process until a NOTIFY says a partner changed (issue #31 item 4, store/postgres/key-cache.ts), else with
 * one indexed read.
 */
export class StoreKeys implements ApiKeys {
  constructor(private readonly findApiKey: (digest: string) => Promise<ApiKeyMatch | undefined>) {}

  refresh(): Promise<void> {
    return Promise.resolve();
  }

  /** Nothing is known outside a request's own lookup (forRequest). */
  lookup(): undefined {
    return undefined;
  }

  async forRequest(presented: readonly string[]): Promise<KeyLookup> {
    const found = new Map<string, Authenticated>();
    for (const key of presented) {
      const digest = apiKeyDigest(key);
      if (found.has(digest)) continue;
      const match = await this.findApiKey(digest);
      if (match !== undefined) found.set(digest, { partner: match.partner, keyId: match.key.id });
    }
    return { lookup: (key) => found.get(apiKeyDigest(key)) };
  }
}

/**
 * The keys a request presents, as authentication may read them: the `X-API-Key` header's, and a credential in the
 * query (refused, unless a fault accepts it).
 */
export function presentedKeys(request: { url: string; headers: Record<string, string | string[] | undefined> }): string[] {
  const header = request.headers['x-api-key'];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  const fromQuery = credentialInQuery(request.url);
  return [fromHeader, fromQuery].filter((key): key is string => key !== undefined && key !== '');
}

/**
 * Spec 5 in order: a key in the query is refused first (even a valid one), then a missing header,
 * then an unknown or revoked key (401), then an inactive partner (403 PROVIDER_INACTIVE).
 */
export function authenticate(
  request: { url: string; headers: Record<string, string | string[] | undefined> },
  index: KeyLookup,
): Authenticated {
  if (queryCarriesCredential(request.url)) {
    throw new ProblemError(
      'API_KEY_IN_QUERY',
      'API keys are never accepted in a URL query string (spec 5). Send the key in the X-API-Key header, and rotate a key that has appeared in a URL.',
    );
  }
  const header = request.headers['x-api-key'];
  const presented = Array.isArray(header) ? header[0] : header;
  if (presented === undefined || presented === '') {
    throw new ProblemError('API_KEY_MISSING', 'Send your API key in the X-API-Key header.');
  }
  const found = index.lookup(presented);
  if (!found) {
    throw new ProblemError(
      'API_KEY_INVALID',
      'The API key in X-API-Key is not valid, or has been revoked. Check the header value; ask the operator for a new key if needed.',
    );
  }
  if (!found.partner.active) {
    throw new ProblemError(
      'PROVIDER_INACTIVE',
      'This partner is inactive. Contact the service operator to reactivate it.',
    );
  }
  return found;
}

/** Constant-time comparison of two secrets of any length. */
export function secretsEqual(presented: string, expected: string): boolean {
  return timingSafeEqual(digest(presented), digest(expected));
}
