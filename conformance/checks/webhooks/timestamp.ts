import { webhookDelivery } from '../../../generated/contract.js';
import { expectThat } from '../../failure.js';
import { completedIngest, failedIngest, firstDelivery, parseSignature } from '../../scenarios.js';
import type { Check } from '../../types.js';

export const timestamp: Check = {
  id: 'webhooks.timestamp',
  title: `The signature's t is within ${webhookDelivery.signatureToleranceSeconds} s of receipt`,
  specSection: '6.3',
  profile: 'full',
  async run(context) {
    for (const ingest of [await completedIngest(context), await failedIngest(context)]) {
      const attempt = await firstDelivery(context, ingest.ingestId, String(ingest.final.status));
      const { t } = parseSignature(attempt.headers['x-service-signature']);
      const skew = t === null ? null : Math.abs(attempt.receivedAt / 1000 - t);
      expectThat(skew !== null && skew <= webhookDelivery.signatureToleranceSeconds, {
        message: `t is not within ${webhookDelivery.signatureToleranceSeconds} s of the moment the webhook arrived`,
        received: { t, receivedAt: Math.floor(attempt.receivedAt / 1000), secondsApart: skew },
        documented: 'spec 6.3: t is the send time in Unix seconds; receivers reject a t more than 300 s from now',
        fix: 'Set t to the current Unix time in seconds (not milliseconds) when sending each attempt.',
      });
    }
  },
};
