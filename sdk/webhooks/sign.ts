/** `signWebhook`: the service's side of spec 6.3, for partners' own tests (and the kit's test tools). */
import { hmacKey, type RawBody, signedPayload, toHex } from './hmac.js';

export interface SignWebhookOptions {
  /** The exact body bytes that will be sent. */
  body: RawBody;
  /** The partner's API key. */
  secret: string;
  /** Unix seconds; default now. */
  timestamp?: number;
}

/** Resolves to the `X-Service-Signature` value: `t=<unix_seconds>,v1=<hex_digest>`. */
export async function signWebhook(options: SignWebhookOptions): Promise<string> {
  const t = options.timestamp ?? Math.floor(Date.now() / 1000);
  if (!Number.isInteger(t) || t < 0) throw new TypeError(`signWebhook: timestamp must be Unix seconds (a non-negative integer), got ${t}`);
  if (typeof options.secret !== 'string' || options.secret === '') throw new TypeError('signWebhook: secret must be a non-empty string');
  const key = await hmacKey(options.secret, 'sign');
  const digest = await crypto.subtle.sign('HMAC', key, signedPayload(t, options.body));
  return `t=${t},v1=${toHex(digest)}`;
}
