/**
 * `verifyWebhook`: the receiving end of spec 6.3, in its recommended order: parse `t` and `v1` (a missing or
 * malformed header fails), reject a `t` more than the tolerance from now, compare the expected digest with
 * each `v1` in constant time; only then parse the body. Web Crypto only: it runs unchanged in Node, Deno, Bun
 * and edge runtimes.
 */
import { WebhookVerificationError } from './errors.js';
import { type HeadersLike, parseSignatureHeader, signatureFrom } from './header.js';
import { hmacKey, hmacMatches, type RawBody, secretsOf, signedPayload } from './hmac.js';
import type { WebhookEvent } from './types.js';

/** Spec 6.3, 8: the recommended signature timestamp tolerance. */
export const defaultToleranceSeconds = 300;

export interface VerifyWebhookOptions {
  /** The raw request body, exactly as received: a string or the bytes. Never JSON parsed and re-serialised. */
  body: RawBody;
  /** The `X-Service-Signature` value, or the request's headers (`Headers` or a plain object). */
  signature: string | HeadersLike | undefined;
  /** The partner's API key; during a rotation, every valid key (any one matching is enough). */
  secret: string | readonly string[];
  /** How far `t` may be from now, past or future, in seconds. Default 300 (spec 6.3). */
  toleranceSeconds?: number;
  /** The current time: a Date or epoch milliseconds. Default `Date.now()`. */
  now?: Date | number;
}

function nowSeconds(now: Date | number | undefined): number {
  const ms = now === undefined ? Date.now() : typeof now === 'number' ? now : now.getTime();
  return ms / 1000;
}

function isEnvelope(value: unknown): value is WebhookEvent {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const event = value as Record<string, unknown>;
  return typeof event.eventId === 'string' && typeof event.eventType === 'string' && typeof event.occurredAt === 'string'
    && typeof event.data === 'object' && event.data !== null;
}

/**
 * Resolves to the verified event, or rejects with a {@link WebhookVerificationError} whose `reason` says why
 * (`missing-header`, `malformed-header`, `timestamp-outside-tolerance`, `no-matching-signature`, `invalid-json`).
 * On a rejection do not trust the body; answer 401 (spec 6.3, rule 4).
 */
export async function verifyWebhook(options: VerifyWebhookOptions): Promise<WebhookEvent> {
  const { body } = options;
  if (typeof body !== 'string' && !(body instanceof Uint8Array)) {
    throw new TypeError('verifyWebhook: body must be the raw request body (a string or a Uint8Array/Buffer), not parsed JSON. '
      + 'Get the raw body from your framework before it parses JSON.');
  }
  const secrets = secretsOf(options.secret, 'verifyWebhook');
  const value = typeof options.signature === 'string' || options.signature === undefined
    ? options.signature
    : signatureFrom(options.signature);
  if (value === undefined || value.trim() === '') throw new WebhookVerificationError('missing-header');
  const parsed = parseSignatureHeader(value);
  if (!parsed) throw new WebhookVerificationError('malformed-header');
  const tolerance = options.toleranceSeconds ?? defaultToleranceSeconds;
  const skew = Math.abs(nowSeconds(options.now) - parsed.t);
  if (skew > tolerance) throw new WebhookVerificationError('timestamp-outside-tolerance', `t is ${Math.round(skew)} s from now`);
  const payload = signedPayload(parsed.t, body);
  let matched = false;
  for (const secret of secrets) {
    const key = await hmacKey(secret, 'verify');
    // Every v1 is compared, whatever the outcome of the others: constant work per header.
    const results = await Promise.all(parsed.v1.map((digest) => hmacMatches(key, digest, payload)));
    if (results.includes(true)) matched = true;
  }
  if (!matched) throw new WebhookVerificationError('no-matching-signature');
  let event: unknown;
  try {
    event = JSON.parse(typeof body === 'string' ? body : new TextDecoder().decode(body));
  } catch {
    throw new WebhookVerificationError('invalid-json', 'the body is not JSON');
  }
  if (!isEnvelope(event)) throw new WebhookVerificationError('invalid-json', 'not an event envelope');
  return event;
}
