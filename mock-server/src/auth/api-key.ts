/**
 * API key authentication (spec 5, 7): the key travels only in the `X-API-Key` header. A key in a query
 * string is refused even when valid (and the query is never logged). Keys are only ever compared as
 * SHA-256 digests (the operator token with `timingSafeEqual`), so response timing says nothing about
 * how close a guess was.
 */
import { hash, timingSafeEqual } from 'node:crypto';
import { ProblemError } from '../errors.js';
import type { PartnerRecord } from '../store/types.js';

/**
 * Query parameter names that carry a credential, as {@link credentialName} writes them: `api_key`, `API-Key`,
 * `x_api_key`, `api_key[]` and `apiKey` are all `apikey` or `xapikey`.
 */
export const credentialQueryNames = ['apikey', 'xapikey', 'key', 'token', 'accesstoken'];

/** A query parameter's name without case, `-`, `_` or brackets (`key[]`, `key[0]`), as credentialQueryNames lists them. */
export function credentialName(name: string): string {
  return name.toLowerCase().replace(/\[[^\]]*\]/g, '').replace(/[-_[\]]/g, '');
}

export interface Authenticated {
  partner: PartnerRecord;
  keyId: string;
}

function digest(value: string): Buffer {
  return Buffer.from(digestText(value), 'base64');
}

/** SHA-256 as base64 text: the one-shot hash is about three times cheaper than a Hash object per request. */
function digestText(value: string): string {
  return hash('sha256', value, 'base64');
}

/** True when the query string (after `?`) names a credential parameter. */
export function queryCarriesCredential(url: string): boolean {
  return credentialInQuery(url) !== undefined;
}

/** The value of the first credential-looking query parameter (after `?`), or undefined. */
export function credentialInQuery(url: string): string | undefined {
  const at = url.indexOf('?');
  if (at === -1) return undefined;
  for (const [name, value] of new URLSearchParams(url.slice(at + 1))) {
    if (credentialQueryNames.includes(credentialName(name))) return value;
  }
  return undefined;
}

/**
 * An index of every valid key by digest, with a snapshot of its partner; rebuilt whenever partners
 * change (the operator API awaits `refresh`), so a request reads no partner from the store. Empty until the
 * first refresh.
 */
export class ApiKeyIndex {
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
        byDigest.set(digestText(key.key), { partner, keyId: key.id });
      }
    }
    this.byDigest = byDigest;
  }

  /** The partner of a presented key, or undefined. */
  lookup(presented: string): Authenticated | undefined {
    // The map is keyed by digest, so what it compares are fixed-length SHA-256 digests, never the keys: how long
    // a lookup takes depends on the digest of the guess, which says nothing about how close the guess is to a key.
    const entry = this.byDigest.get(digestText(presented));
    return entry;
  }
}

/**
 * Spec 5 in order: a key in the query is refused first (even a valid one), then a missing header,
 * then an unknown or revoked key (401), then an inactive partner (403 PROVIDER_INACTIVE).
 */
export function authenticate(
  request: { url: string; headers: Record<string, string | string[] | undefined> },
  index: ApiKeyIndex,
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
