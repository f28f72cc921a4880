/**
 * Reading one delivered attempt (spec 6.2, 6.3): its signature header, whether the signature verifies, its eventId,
 * and JSON compared as values. No waiting and no state: the waits are in scenarios.ts.
 */
import { verifyWebhook, WebhookVerificationError } from '../sdk/webhooks/index.js';
import type { ReceivedAttempt } from './harness.js';

export interface ParsedSignature {
  t: number | null;
  v1: string[];
}

/** Spec 6.3: `t=<unix_seconds>,v1=<hex_digest>` (several v1 are read too: one matching is enough). */
export function parseSignature(header: string | undefined): ParsedSignature {
  const parts = (header ?? '').split(',').map((p) => p.trim().split('='));
  const tText = parts.find(([k]) => k === 't')?.[1];
  return {
    t: tText !== undefined && /^\d+$/.test(tText) ? Number(tText) : null,
    v1: parts.filter(([k]) => k === 'v1').map(([, v]) => v ?? ''),
  };
}

/**
 * Whether any v1 is the hex HMAC-SHA256 of `{t}.{raw body}` keyed with `secret`, by the verifier partners import
 * (`verifyWebhook`, constant-time). Only the HMAC: how far `t` is from now is webhooks.timestamp's to judge, and
 * whether the body is an event envelope webhooks.envelope's.
 */
export async function signatureVerifies(
  attempt: { raw: Uint8Array; headers: Readonly<Record<string, string | undefined>> },
  secret: string | readonly string[],
): Promise<boolean> {
  try {
    const signature = attempt.headers['x-service-signature'];
    await verifyWebhook({ body: attempt.raw, signature, secret, toleranceSeconds: Number.POSITIVE_INFINITY });
    return true;
  } catch (error) {
    if (error instanceof WebhookVerificationError) return error.reason === 'invalid-json';
    throw error;
  }
}

/** The eventId of a delivery body, if any. */
export function eventIdOf(attempt: ReceivedAttempt): unknown {
  return (attempt.json as { eventId?: unknown } | null)?.eventId;
}

/** Whether two JSON values are equal as values: member order and whitespace do not count. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => sameJson(v, b[i]));
  }
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length
    && ka.every((k) => Object.hasOwn(b, k) && sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}
