import { expectKept, expectThat } from '../../failure.js';
import { envelopeFailure, envelopeRule } from '../../live/webhooks/envelope.js';
import { completedIngest, failedIngest, firstDelivery } from '../../scenarios.js';
import type { Check } from '../../types.js';
import * as planned from '../../planned.js';

export const envelope: Check = {
  id: envelopeRule.id,
  title: envelopeRule.title,
  specSection: envelopeRule.specSection,
  quotes: [
    'Unique id of the event; the idempotency key',
    'string, e.g. <event_id> (prefix `evt_`)',
    'Always `ingest` at present',
    'string, ISO 8601 timestamp with offset',
    'An ingest record (2.1)',
  ],
  accepts: ['any Content-Type header (spec 6.1 says "a JSON body"; extensions.json-content-type checks ours)', 'members beyond those of spec 6.2'],
  profile: 'full',
  webhooks: true,
  plan: (options) => [...planned.completedIngest(options), ...planned.failedIngest(options)],
  async run(context) {
    for (const ingest of [await completedIngest(context), await failedIngest(context)]) {
      const attempt = await firstDelivery(context, ingest, String(ingest.final.status));
      // Shared with the live watchers, which judge events of every type; the event of a finished ingest is an ingest event.
      expectKept(envelopeFailure(attempt.raw));
      expectThat((attempt.json as { eventType?: unknown } | null)?.eventType === 'ingest', {
        message: 'the webhook of a finished ingest is not an ingest event',
        received: { body: attempt.raw.toString('utf8').slice(0, 400) },
        documented: 'spec 6.1: "There is a single eventType: ingest. The outcome is distinguished by data.status."',
        fix: 'Send the event of a finished ingest with eventType "ingest" and the ingest record as data.',
      });
    }
  },
};
