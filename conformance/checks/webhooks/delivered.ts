import { expectThat } from '../../failure.js';
import { completedIngest, failedIngest, firstDelivery } from '../../scenarios.js';
import type { Check } from '../../types.js';

export const delivered: Check = {
  id: 'webhooks.delivered',
  title: 'A webhook is delivered for completed and for failed, with data.status saying which',
  specSection: '6.1',
  profile: 'full',
  async run(context) {
    for (const [what, ingest] of [['completed', await completedIngest(context)], ['failed', await failedIngest(context)]] as const) {
      const attempt = await firstDelivery(context, ingest.ingestId, what);
      const data = (attempt.json as { data?: { status?: unknown } } | null)?.data;
      expectThat(data?.status === what, {
        message: `the webhook of the ${what} ingest does not carry data.status ${what}`,
        received: { body: attempt.raw.toString('utf8').slice(0, 400) },
        documented: 'spec 6.1, 6.2: the outcome is distinguished by data.status',
        fix: 'Send the ingest record, in its terminal state, as data.',
      });
    }
  },
};
