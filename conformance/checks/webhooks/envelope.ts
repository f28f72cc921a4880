import { validateWebhookEvent } from '../../../generated/validators.js';
import { expectThat } from '../../failure.js';
import { errorLines } from '../../record-rules.js';
import { completedIngest, failedIngest, firstDelivery } from '../../scenarios.js';
import type { Check } from '../../types.js';
import * as planned from '../../planned.js';

export const envelope: Check = {
  id: 'webhooks.envelope',
  title: 'The envelope is JSON: eventId with evt_, eventType ingest, occurredAt with offset, data an ingest record',
  specSection: '6.2',
  quotes: [
    'Unique id of the event; the idempotency key',
    'string, e.g. <event_id> (prefix `evt_`)',
    'Always `ingest` at present',
    'string, ISO 8601 timestamp with offset',
    'An ingest record (2.1)',
  ],
  accepts: ['any Content-Type header (spec 6.1 says "a JSON body"; extensions.json-content-type checks ours)', 'members beyond those of spec 6.2'],
  profile: 'full',
  plan: (options) => [...planned.completedIngest(options), ...planned.failedIngest(options)],
  async run(context) {
    for (const ingest of [await completedIngest(context), await failedIngest(context)]) {
      const attempt = await firstDelivery(context, ingest, String(ingest.final.status));
      expectThat(attempt.json !== null, {
        message: 'the webhook body is not JSON',
        received: { body: attempt.raw.toString('utf8').slice(0, 400) },
        documented: 'spec 6.1: "an HTTP POST with a JSON body"',
        fix: 'Send the event envelope as JSON.',
      });
      const body = attempt.json as { eventType?: unknown } | null;
      expectThat(validateWebhookEvent(body) && body.eventType === 'ingest', {
        message: 'the webhook envelope is not valid',
        received: { body: attempt.raw.toString('utf8').slice(0, 400), errors: errorLines(validateWebhookEvent.errors) },
        documented: 'spec 6.2: eventId (prefix evt_), eventType ingest, occurredAt (ISO 8601 with offset), data (an ingest record)',
        fix: 'Build the envelope of spec 6.2 around the ingest record: eventId "evt_…", eventType "ingest", occurredAt with an offset, data the record.',
      });
    }
  },
};
