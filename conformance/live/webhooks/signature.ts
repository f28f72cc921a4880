/** `webhooks.signature` (spec 6.3): the X-Service-Signature of a delivery is well formed and verifies with the partner's key. */
import { parseSignature, signatureVerifies } from '../../delivery.js';
import type { RuleFailure } from '../../failure.js';
import type { WebhookRule } from './rule.js';

export const signatureRule = {
  id: 'webhooks.signature',
  kind: 'spec',
  title: 'X-Service-Signature verifies: hex HMAC-SHA256 of "{t}.{raw body}" keyed with the API key',
  specSection: '6.3',
} as const satisfies WebhookRule;

/**
 * The header's form (`t=<unix_seconds>,v1=<hex_digest>`, every v1 of 64 hex digits), then the HMAC by the verifier
 * partners import. How far `t` is from now is `webhooks.timestamp`'s to judge; whether the body is an envelope,
 * `webhooks.envelope`'s.
 */
export async function signatureFailure(
  delivery: { raw: Uint8Array; header: string | undefined },
  keys: string | readonly string[],
): Promise<RuleFailure | null> {
  const { header, raw } = delivery;
  const parsed = parseSignature(header);
  if (parsed.t === null || parsed.v1.length === 0 || !parsed.v1.every((v) => /^[0-9a-f]{64}$/i.test(v))) {
    return {
      message: 'X-Service-Signature is missing or malformed',
      received: { 'x-service-signature': header ?? null },
      documented: 'spec 6.3: "X-Service-Signature with value t=<unix_seconds>,v1=<hex_digest>"',
      fix: 'Send t in Unix seconds and v1 as the hex digest (64 characters), comma-separated.',
    };
  }
  const headers = header === undefined ? {} : { 'x-service-signature': header };
  if (await signatureVerifies({ raw, headers }, keys)) return null;
  return {
    message: 'no v1 of X-Service-Signature matches HMAC-SHA256 of "{t}.{raw body}" with the API key',
    received: { 'x-service-signature': header ?? null, 'bodyBytes': raw.length },
    documented: 'spec 6.3: v1 is the "Hex digest of HMAC-SHA256 over the string {t}.{raw body} ... keyed with the partner\'s API key"',
    fix: 'Sign `${t}.${body}` (the timestamp and a dot, then the very bytes you send) with the partner\'s API key; hex-encode.',
  };
}
