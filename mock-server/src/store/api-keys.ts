/**
 * API keys by digest (issue #18): what Store.findApiKey looks up. A key is found by the SHA-256 of the key
 * presented, never by a walk over every partner, and only digests are indexed (the partner's record keeps the key
 * itself: it signs the partner's webhooks). The memory and SQLite stores, each owned by one process, keep the index
 * in the process ({@link createKeyDigestIndex}); the PostgreSQL store keeps it in a table written with the partner.
 */
import { hash, timingSafeEqual } from 'node:crypto';
import type { ApiKeyMatch, PartnerRecord } from './types.js';

/**
 * SHA-256 of a key as base64 text: what the stores index and Store.findApiKey is asked for (the one-shot
 * hash is about three times cheaper than a Hash object per request).
 */
export function apiKeyDigest(key: string): string {
  return hash('sha256', key, 'base64');
}

/**
 * The key of `partner` whose digest is `digest`, while it is not revoked. Digests are compared in constant time
 * (fixed-length SHA-256 values): how long it takes says nothing about how close a guess was.
 */
export function matchKey(partner: PartnerRecord, digest: string): ApiKeyMatch | undefined {
  const wanted = Buffer.from(digest, 'base64');
  if (wanted.length !== 32) return undefined;
  for (const key of partner.apiKeys) {
    if (key.revokedAt !== null) continue;
    if (timingSafeEqual(Buffer.from(apiKeyDigest(key.key), 'base64'), wanted)) return { partner, key };
  }
  return undefined;
}

/**
 * The digests of the keys partners were ever saved with, each to the partners that had it: `note` on every
 * savePartner, `find` reads the partners named and keeps what {@link matchKey} confirms. An entry is never taken
 * out, so a write rolled back (the stores' undo) or a key revoked later leaves at most an entry that no longer
 * matches; the partner read at `find` is the truth. Entries: the keys ever issued, a few per partner.
 */
export function createKeyDigestIndex(): {
  note(partner: PartnerRecord): void;
  find(digest: string, getPartner: (id: string) => PartnerRecord | undefined): ApiKeyMatch | undefined;
  clear(): void;
} {
  const partnersOf = new Map<string, Set<string>>();
  return {
    note(partner) {
      for (const key of partner.apiKeys) {
        if (key.revokedAt !== null) continue;
        const digest = apiKeyDigest(key.key);
        const ids = partnersOf.get(digest);
        if (ids === undefined) partnersOf.set(digest, new Set([partner.id]));
        else ids.add(partner.id);
      }
    },
    find(digest, getPartner) {
      const ids = partnersOf.get(digest);
      if (ids === undefined) return undefined;
      for (const id of ids) {
        const partner = getPartner(id);
        const match = partner === undefined ? undefined : matchKey(partner, digest);
        if (match !== undefined) return match;
      }
      return undefined;
    },
    clear() {
      partnersOf.clear();
    },
  };
}
