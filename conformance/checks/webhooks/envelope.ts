import { validateWebhookEvent } from '../../../generated/validators.js';
import { expectThat } from '../../failure.js';
import { completedIngest, failedIngest, firstDelivery } from '../../scenarios.js';
import type { Check } from '../../types.js';

export const envelope: Check = {
  id: 'webhooks.envelope',
  title: 'The envelope is valid JSON: eventId with evt_, eventType ingest, occurredAt with offset, data a record',
  specSection: '6.2',
  profile: 'full',
  async run(context) {
    for (const ingest of [await completedIngest(context), await failedIngest(context)]) {
      const attempt = await firstDelivery(context, ingest.ingestId, String(ingest.final.status));
      expectThat(/^application\/([\w.+-]+\+)?json\b/i.test(attempt.headers['content-type'] ?? ''), {
        message: 'the webhook is not sent as JSON',
        received: { contentType: attempt.headers['content-type'] ?? null },
        documented: 'spec 4.3, 6.1: an HTTP POST with a JSON body',
        fix: 'Send Content-Type: application/json.',
      });
      const body = attempt.json as { eventType?: unknown } | null;
      expectThat(validateWebhookEvent(body) && body.eventType === 'ingest', {
        message: 'the webhook envelope is not valid',
        received: { body: attempt.raw.toString('utf8').slice(0, 400), errors: (validateWebhookEvent.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`) },
        documented: 'spec 6.2: eventId (prefix evt_), eventType ingest, occurredAt (ISO 8601 with offset), data (an ingest record)',
        fix: 'Build the envelope of spec 6.2 around the ingest record.',
      });
    }
  },
};
