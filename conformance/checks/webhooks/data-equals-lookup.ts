import { expectKept } from '../../failure.js';
import { dataEqualsLookupRule, dataLookupFailure } from '../../live/webhooks/data-equals-lookup.js';
import { completedIngest, failedIngest, firstDelivery } from '../../scenarios.js';
import type { Check } from '../../types.js';
import * as planned from '../../planned.js';

export const dataEqualsLookup: Check = {
  id: dataEqualsLookupRule.id,
  title: dataEqualsLookupRule.title,
  specSection: dataEqualsLookupRule.specSection,
  quotes: [
    'Response body: the ingest record (2.1). This is also the shape of webhook `data`.',
    'An ingest record (2.1)',
    'Returned by the create operation and the status lookup, and used as `data` in webhook events.',
  ],
  accepts: ['member order and whitespace', 'the same instant written in another notation', 'members beyond those of spec 2.1'],
  profile: 'full',
  webhooks: true,
  plan: (options) => [...planned.completedIngest(options), ...planned.failedIngest(options)],
  async run(context) {
    // Deliberately like webhooks/signature.ts:run and its header: both read the first delivery of each terminal
    // ingest, each for its own rule.
    for (const ingest of [await completedIngest(context), await failedIngest(context)]) {
      const attempt = await firstDelivery(context, ingest, String(ingest.final.status));
      const data = ((attempt.json as { data?: unknown } | null)?.data ?? {}) as Record<string, unknown>;
      // Shared with the proxy's live watcher, which compares with the last lookup it saw.
      expectKept(dataLookupFailure(data, ingest.final));
    }
  },
};
