/** `webhooks.timestamp` (spec 6.3): the signature's t is the send time, within the tolerance of the moment the delivery arrived. */
import { webhookDelivery } from '../../../generated/contract.js';
import { parseSignature } from '../../delivery.js';
import type { RuleFailure } from '../../failure.js';
import type { WebhookRule } from './rule.js';

/** What a delivery may add to the gap between t and its arrival: spec 4.3's response window. */
export const transitSeconds = webhookDelivery.responseTimeoutSeconds;

export const timestampRule = {
  id: 'webhooks.timestamp',
  kind: 'spec',
  title: `The signature's t is the send time in Unix seconds (within ${webhookDelivery.signatureToleranceSeconds} s of receipt)`,
  specSection: '6.3',
} as const satisfies WebhookRule;

/**
 * Null when t is within `toleranceSeconds` (default spec 6.3's 300) plus the transit time of the arrival, and
 * when there is no t to read (a missing or malformed header is `webhooks.signature`'s).
 */
export function timestampFailure(
  delivery: { header: string | undefined; receivedAtMs: number },
  toleranceSeconds: number = webhookDelivery.signatureToleranceSeconds,
): RuleFailure | null {
  const { t } = parseSignature(delivery.header);
  if (t === null) return null;
  const skew = Math.abs(delivery.receivedAtMs / 1000 - t);
  if (skew <= toleranceSeconds + transitSeconds) return null;
  return {
    message: `t is not within ${toleranceSeconds} s of the moment the webhook arrived`,
    received: { t, receivedAt: Math.floor(delivery.receivedAtMs / 1000), secondsApart: Math.round(skew) },
    documented: 'spec 6.3: t is the "Send time, Unix time in seconds"; receivers reject a t more than 300 s from their time',
    fix: 'Set t to the current Unix time in seconds (not milliseconds) when sending each attempt, from a synchronised clock.',
  };
}
