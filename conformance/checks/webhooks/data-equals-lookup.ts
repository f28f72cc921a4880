import { expectThat } from '../../failure.js';
import { instant } from '../../instant.js';
import { sameJson } from '../../delivery.js';
import { completedIngest, failedIngest, firstDelivery } from '../../scenarios.js';
import type { Check } from '../../types.js';
import * as planned from '../../planned.js';

/** The members of spec 2.1 compared as values; timestamps as instants. */
function differences(data: Record<string, unknown>, lookup: Record<string, unknown>): string[] {
  const differ: string[] = [];
  for (const field of ['ingestId', 'releaseId', 'status', 'resources', 'error'] as const) {
    if (!sameJson(data[field], lookup[field])) differ.push(field);
  }
  for (const field of ['receivedAt', 'completedAt'] as const) {
    if (instant(data[field]) !== instant(lookup[field])) differ.push(field);
  }
  return differ;
}

export const dataEqualsLookup: Check = {
  id: 'webhooks.data-equals-lookup',
  title: 'Webhook data is the record the lookup answers at the terminal state',
  specSection: '4.2, 6.2',
  quotes: [
    'Response body: the ingest record (2.1). This is also the shape of webhook `data`.',
    'An ingest record (2.1)',
    'Returned by the create operation and the status lookup, and used as `data` in webhook events.',
  ],
  accepts: ['member order and whitespace', 'the same instant written in another notation', 'members beyond those of spec 2.1'],
  profile: 'full',
  plan: (options) => [...planned.completedIngest(options), ...planned.failedIngest(options)],
  async run(context) {
    // Deliberately like webhooks/signature.ts:run and its header: both read the first delivery of each terminal
    // ingest, each for its own rule.
    for (const ingest of [await completedIngest(context), await failedIngest(context)]) {
      const attempt = await firstDelivery(context, ingest, String(ingest.final.status));
      const data = ((attempt.json as { data?: unknown } | null)?.data ?? {}) as Record<string, unknown>;
      const differ = differences(data, ingest.final);
      expectThat(differ.length === 0, {
        message: `webhook data differs from the lookup of the same ${String(ingest.final.status)} ingest in ${differ.join(', ')}`,
        received: { webhookData: data, lookup: ingest.final },
        documented: 'spec 2.1: the ingest record is "Returned by the create operation and the status lookup, and used as data in webhook events"',
        fix: 'Build the event from the record as stored at the terminal transition (counters, completedAt and error included).',
      });
    }
  },
};
