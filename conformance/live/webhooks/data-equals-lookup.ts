/** `webhooks.data-equals-lookup` (spec 2.1, 4.2, 6.2): webhook data is the record the status lookup answers in the same state. */
import type { RuleFailure } from '../../failure.js';
import { sameJson } from '../../delivery.js';
import { instant } from '../../instant.js';
import type { WebhookRule } from './rule.js';

export const dataEqualsLookupRule = {
  id: 'webhooks.data-equals-lookup',
  kind: 'spec',
  title: 'Webhook data is the record the lookup answers at the terminal state',
  specSection: '4.2, 6.2',
} as const satisfies WebhookRule;

/** The members of spec 2.1 that differ, compared as values; timestamps as instants (any notation of the same time is equal). */
export function recordDifferences(data: Record<string, unknown>, lookup: Record<string, unknown>): string[] {
  const differ: string[] = [];
  for (const member of ['ingestId', 'releaseId', 'status', 'resources', 'error'] as const) {
    if (!sameJson(data[member], lookup[member])) differ.push(member);
  }
  for (const member of ['receivedAt', 'completedAt'] as const) {
    if (instant(data[member]) !== instant(lookup[member])) differ.push(member);
  }
  return differ;
}

/** Null when the webhook's data and the lookup's record are the same record. */
export function dataLookupFailure(data: Record<string, unknown>, lookup: Record<string, unknown>): RuleFailure | null {
  const differ = recordDifferences(data, lookup);
  if (differ.length === 0) return null;
  return {
    message: `webhook data differs from the lookup of the same ${String(lookup.status)} ingest in ${differ.join(', ')}`,
    received: { webhookData: data, lookup },
    documented: 'spec 2.1: the ingest record is "Returned by the create operation and the status lookup, and used as data in webhook events"',
    fix: 'Build the event from the record as stored at the terminal transition (counters, completedAt and error included).',
  };
}
