/**
 * Which keys sign a partner's webhooks. Spec 6.3: `X-Service-Signature: t=<unix_seconds>,v1=<hex_digest>`,
 * keyed with "the partner's API key": one `v1`. When a partner holds several valid keys (a rotation), the
 * spec does not say which one; our decision (openapi.yaml, x-ingest-kit-decision): the **signing key** is
 * the partner's oldest valid key, the first issued that is not revoked. A receiver keeps verifying with the
 * key it has until that key is revoked; then the next oldest signs. With `webhooks.signWithAllKeys` (opt-in,
 * ours, as Stripe does during a rotation) every valid key signs, the signing key's `v1` first.
 */
import type { ApiKeyRecord } from '../store/types.js';

/** The valid keys in the order they were issued (the store keeps that order). */
function validKeys(keys: readonly ApiKeyRecord[]): ApiKeyRecord[] {
  return keys.filter((k) => k.revokedAt === null);
}

/** The key that signs a partner's webhooks, or undefined when it has no valid key. */
export function signingKey(keys: readonly ApiKeyRecord[]): ApiKeyRecord | undefined {
  return validKeys(keys)[0];
}

/** The secrets to sign with: the signing key alone, or with `all` every valid key (signing key first). */
export function signingSecrets(keys: readonly ApiKeyRecord[], options: { all: boolean }): string[] {
  const valid = validKeys(keys).map((k) => k.key);
  return options.all ? valid : valid.slice(0, 1);
}
