/**
 * `webhooks.retry-same-event` (spec 6.2, 6.4): every attempt of an event is the same event. Compared as JSON values:
 * serialising it anew on each attempt (member order, whitespace, escapes) is legal; the bytes are our decision.
 */
import { sameJson } from '../../delivery.js';
import type { RuleFailure } from '../../failure.js';
import type { WebhookRule } from './rule.js';

export const retrySameEventRule = {
  id: 'webhooks.retry-same-event',
  kind: 'spec',
  title: 'After a 500 the same event comes again: same eventId, eventType, occurredAt and data, a fresh valid signature',
  specSection: '6.2, 6.4',
} as const satisfies WebhookRule;

/** The members that make an event the same event (spec 6.2), as JSON values. */
const members = ['eventId', 'eventType', 'occurredAt', 'data'] as const;

const field = (event: unknown, member: (typeof members)[number]): unknown =>
  (typeof event === 'object' && event !== null ? (event as Record<string, unknown>)[member] : undefined);

/** Null when `retry` is the event `first` was; otherwise which members changed, and how to fix it. */
export function retryFailure(first: unknown, retry: unknown): RuleFailure | null {
  const differ = members.filter((m) => !sameJson(field(first, m), field(retry, m)));
  if (differ.length === 0) return null;
  return {
    message: `the retry is not the same event: ${differ.join(', ')} changed`,
    received: Object.fromEntries(differ.map((m) => [m, { first: field(first, m), retry: field(retry, m) }])),
    documented: 'spec 6.2: eventId is the "Unique id of the event; the idempotency key"; spec 6.4: "The same event may arrive more than once"',
    fix: differ.includes('eventId')
      ? 'Keep the eventId of an event for every attempt: it is what receivers deduplicate on.'
      : 'Store the event once and resend its eventId, eventType, occurredAt and data unchanged on every attempt.',
  };
}
