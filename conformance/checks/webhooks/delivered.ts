import { expectThat } from '../../failure.js';
import { completedIngest, failedIngest, firstDelivery } from '../../scenarios.js';
import type { Check } from '../../types.js';
import * as planned from '../../planned.js';

export const delivered: Check = {
  id: 'webhooks.delivered',
  title: 'A webhook is delivered for completed and for failed, with data.status saying which',
  specSection: '3, 6.1',
  quotes: [
    'The service sends an HTTP POST with a JSON body to the registered HTTPS URL when an ingest\'s status changes to `completed` or `failed`.',
    'There is a single `eventType`: `ingest`. The outcome is distinguished by `data.status`.',
  ],
  accepts: [
    `a first delivery up to --delivery-wait (default 30 s) after the lookup shows the terminal state`,
    'duplicates and events of other types alongside',
  ],
  profile: 'full',
  webhooks: true,
  plan: (options) => [...planned.completedIngest(options), ...planned.failedIngest(options)],
  async run(context) {
    for (const [what, ingest] of [['completed', await completedIngest(context)], ['failed', await failedIngest(context)]] as const) {
      const attempt = await firstDelivery(context, ingest, what);
      const data = (attempt.json as { data?: { status?: unknown } } | null)?.data;
      expectThat(data?.status === what, {
        message: `the webhook of the ${what} ingest does not carry data.status ${what}`,
        received: { body: attempt.raw.toString('utf8').slice(0, 400) },
        documented: 'spec 6.1: "The outcome is distinguished by data.status."',
        fix: 'Send the ingest record, in its terminal state, as data.',
      });
    }
  },
};
