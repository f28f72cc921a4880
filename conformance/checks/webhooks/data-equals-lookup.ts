import { expectThat } from '../../failure.js';
import { completedIngest, failedIngest, firstDelivery } from '../../scenarios.js';
import type { Check } from '../../types.js';

export const dataEqualsLookup: Check = {
  id: 'webhooks.data-equals-lookup',
  title: 'Webhook data is the record the lookup returns',
  specSection: '4.2',
  profile: 'full',
  async run(context) {
    for (const ingest of [await completedIngest(context), await failedIngest(context)]) {
      const attempt = await firstDelivery(context, ingest.ingestId, String(ingest.final.status));
      const data = (attempt.json as { data?: unknown } | null)?.data;
      const lookup = await context.request('GET', context.lookupPath(ingest.ingestId));
      expectThat(JSON.stringify(sorted(data)) === JSON.stringify(sorted(lookup.json)), {
        message: 'webhook data differs from the lookup of the same ingest',
        received: { webhookData: data, lookup: lookup.json },
        documented: 'spec 4.2: the lookup response is also the shape of webhook data; spec 6.2: data is the ingest record',
        fix: 'Build the event from the record as stored at the terminal transition (counters, completedAt, error included).',
      });
    }
  },
};

/** The same value with object keys in a fixed order, so that key order does not count. */
function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, sorted(v)]));
  }
  return value;
}
