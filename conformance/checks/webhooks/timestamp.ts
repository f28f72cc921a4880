import { webhookDelivery } from '../../../generated/contract.js';
import { expectKept } from '../../failure.js';
import { timestampFailure, timestampRule, transitSeconds } from '../../live/webhooks/timestamp.js';
import { completedIngest, failedIngest, firstDelivery } from '../../scenarios.js';
import type { Check } from '../../types.js';
import * as planned from '../../planned.js';

export const timestamp: Check = {
  id: timestampRule.id,
  title: timestampRule.title,
  specSection: timestampRule.specSection,
  quotes: [
    'Send time, Unix time in seconds',
    'Reject when the absolute difference between the current time and `t` exceeds 300 seconds (replay protection).',
  ],
  accepts: [
    `a service clock up to ${webhookDelivery.signatureToleranceSeconds} s ahead of or behind the suite's, plus ${transitSeconds} s in transit`,
  ],
  profile: 'full',
  webhooks: true,
  plan: (options) => [...planned.completedIngest(options), ...planned.failedIngest(options)],
  async run(context) {
    for (const ingest of [await completedIngest(context), await failedIngest(context)]) {
      const attempt = await firstDelivery(context, ingest, String(ingest.final.status));
      // Shared with the live watchers; a missing or malformed header is webhooks.signature's to report.
      expectKept(timestampFailure({ header: attempt.headers['x-service-signature'], receivedAtMs: attempt.receivedAt }));
    }
  },
};
