import { webhookDelivery } from '../../../generated/contract.js';
import { expectThat } from '../../failure.js';
import { parseSignature } from '../../delivery.js';
import { completedIngest, failedIngest, firstDelivery } from '../../scenarios.js';
import type { Check } from '../../types.js';
import * as planned from '../../planned.js';

/** What a delivery may add to the gap between t and its arrival: spec 4.3's response window. */
const transitSeconds = webhookDelivery.responseTimeoutSeconds;

export const timestamp: Check = {
  id: 'webhooks.timestamp',
  title: `The signature's t is the send time in Unix seconds (within ${webhookDelivery.signatureToleranceSeconds} s of receipt)`,
  specSection: '6.3',
  quotes: [
    'Send time, Unix time in seconds',
    'Reject when the absolute difference between the current time and `t` exceeds 300 seconds (replay protection).',
  ],
  accepts: [
    `a service clock up to ${webhookDelivery.signatureToleranceSeconds} s ahead of or behind the suite's, plus ${transitSeconds} s in transit`,
  ],
  profile: 'full',
  plan: (options) => [...planned.completedIngest(options), ...planned.failedIngest(options)],
  async run(context) {
    for (const ingest of [await completedIngest(context), await failedIngest(context)]) {
      const attempt = await firstDelivery(context, ingest, String(ingest.final.status));
      const { t } = parseSignature(attempt.headers['x-service-signature']);
      const skew = t === null ? null : Math.abs(attempt.receivedAt / 1000 - t);
      expectThat(skew !== null && skew <= webhookDelivery.signatureToleranceSeconds + transitSeconds, {
        message: `t is not within ${webhookDelivery.signatureToleranceSeconds} s of the moment the webhook arrived`,
        received: { t, receivedAt: Math.floor(attempt.receivedAt / 1000), secondsApart: skew },
        documented: 'spec 6.3: t is the "Send time, Unix time in seconds"; receivers reject a t more than 300 s from their time',
        fix: 'Set t to the current Unix time in seconds (not milliseconds) when sending each attempt, from a synchronised clock.',
      });
    }
  },
};
