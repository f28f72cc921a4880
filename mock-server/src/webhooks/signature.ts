/**
 * Spec 6.3: `X-Service-Signature: t=<unix seconds>,v1=<hex>`, where v1 is the hex HMAC-SHA256 of
 * `{t}.{raw body}` keyed with the partner's API key: one `v1` per valid key (rotation), current first.
 * Pure: the caller gives the time, the keys and the exact body bytes.
 */
import { createHmac } from 'node:crypto';

/** The hex HMAC-SHA256 of `{t}.{body}` with `secret`. */
export function signatureDigest(t: number, body: string | Uint8Array, secret: string): string {
  return createHmac('sha256', secret).update(`${t}.`).update(body).digest('hex');
}

/**
 * The header value for one attempt. `secrets` in order, current key first. `extraV1` (a fault) is put
 * before the real ones: a receiver must accept a header as soon as any `v1` matches.
 */
export function signatureHeader(
  t: number,
  body: string | Uint8Array,
  secrets: readonly string[],
  extraV1?: string,
): string {
  const parts = [`t=${t}`];
  if (extraV1 !== undefined) parts.push(`v1=${extraV1}`);
  for (const secret of secrets) parts.push(`v1=${signatureDigest(t, body, secret)}`);
  return parts.join(',');
}
